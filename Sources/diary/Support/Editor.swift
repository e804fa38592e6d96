import Foundation

/// The user's editor, found as git finds it (`GIT_EDITOR`, `core.editor`, …): `$DIARY_EDITOR`, then the
/// `editor` setting, then `$VISUAL`, then `$EDITOR`, then `vi`.
struct Editor {
    let command: String

    init(environment: [String: String] = ProcessInfo.processInfo.environment, configured: String? = nil) {
        let pick = [environment["DIARY_EDITOR"], configured, environment["VISUAL"], environment["EDITOR"]]
            .compactMap { $0 }.first { !$0.isEmpty }
        command = pick ?? "vi"
    }

    /// Runs `sh -c '<editor> "$@"' <editor> <file>` on the terminal and returns its exit status,
    /// so `code --wait`, `vim -c 'set spell'` and a quoted path with spaces all work.
    func edit(_ file: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command + " \"$@\"", command, file.path]
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }
}
