import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The user's editor, found as git finds it (`GIT_EDITOR`, `core.editor`, …): `$DIARY_EDITOR`, then the
/// `editor` setting, then `$VISUAL`, then `$EDITOR`, then `vi`.
struct Editor {
    let command: String

    init(environment: [String: String] = ProcessInfo.processInfo.environment, configured: String? = nil) {
        let pick = [environment["DIARY_EDITOR"], configured, environment["VISUAL"], environment["EDITOR"]]
            .compactMap { $0 }.first { !$0.isEmpty }
        command = pick ?? "vi"
    }

    /// Runs `sh -c '<editor> "$@"' <editor> <file>` in the terminal's foreground, as git runs it, and returns
    /// its exit status (128 + the signal when it was killed), so `code --wait`, `vim -c 'set spell'` and a
    /// quoted path with spaces all work. Ctrl-C and Ctrl-\ are the editor's while it runs.
    func edit(_ file: URL) throws(ForegroundChild.StartFailure) -> Int32 {
        try ForegroundChild.run(shellCommand: command + " \"$@\"", arguments: [file.path], ignoring: [SIGINT, SIGQUIT]).status
    }
}
