import Foundation

/// `--open`: the desktop's browser, through `xdg-open`, not waited for. The address holds the run's key, and
/// a program's arguments are visible to every user of the machine (`/proc/PID/cmdline`), so the browser is
/// given a file only its owner can read, which sends it on to the address.
enum BrowserStart {
    /// The file that leads to `url` (in `$XDG_RUNTIME_DIR`, else the temporary folder), mode 0600, and
    /// nil; or nil and why the browser could not be started.
    static func open(_ url: String, port: Int, environment: [String: String]) -> (file: URL?, problem: String?) {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        guard path.split(separator: ":").contains(where: { FileManager.default.isExecutableFile(atPath: "\($0)/xdg-open") }) else {
            return (nil, "not found on PATH")
        }
        let folder = environment["XDG_RUNTIME_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? NSTemporaryDirectory()
        let file = URL(fileURLWithPath: folder).appendingPathComponent("diary-serve-\(port).html")
        let page = "<!doctype html><meta charset=\"utf-8\"><meta http-equiv=\"refresh\" content=\"0;url=\(url)\"><title>diary</title>\n"
        guard FileManager.default.createFile(atPath: file.path, contents: Data(page.utf8), attributes: [.posixPermissions: 0o600])
        else { return (nil, "cannot write \(file.path)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", file.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            return (file, nil)
        } catch {
            return (file, "\(error)")
        }
    }
}
