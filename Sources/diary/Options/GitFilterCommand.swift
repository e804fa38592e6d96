import FileWriting
import Foundation
import VaultKit

/// The program git's config runs for git-crypt's filter in a vault diary encrypted or unlocked.
enum GitFilterCommand {
    /// The git-crypt tool when it is installed (what `git-crypt init` itself writes), else this diary's
    /// own `encrypt` plumbing; shell-quoted, as git runs it through the shell.
    static var current: String {
        if let gitCrypt = onPath("git-crypt") { return quoted(gitCrypt) }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return quoted(executable) + " encrypt"
    }

    /// Filters `data` with the key of the repository git runs us in (`$GIT_DIR`, else `./.git`) to stdout.
    static func filter(_ data: Data, encrypting: Bool) throws {
        let gitDirectory = ProcessInfo.processInfo.environment["GIT_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? ".git"
        let output = try VaultKeyFilter.apply(
            to: data, encrypting: encrypting,
            gitDirectory: URL(fileURLWithPath: gitDirectory))
        try StandardOutput.write(output)
    }

    private static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
