import Foundation
import TestSupport
import Testing

@testable import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

/// What the vault tests add to the shared sandbox: their vault in `repo` (anything "outside the vault" goes
/// beside it in `root`), a fixed clock and zones, and checks of modes, links and temporary files.
extension Sandbox {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!
    static let utc = TimeZone(identifier: "UTC")!
    /// 2026-11-21T09:14:03+09:00.
    static let now = Date(timeIntervalSince1970: 1_795_220_043)

    /// A new vault with a git identity, opened afresh as `diary` would.
    func makeVault(timeZone: TimeZone = seoul) throws -> Vault {
        let (_, result) = try Vault.initialize(at: repo, timeZone: timeZone)
        #expect(result == .created)
        try git("config", "user.name", "Vault Tester")
        try git("config", "user.email", "tester@example.com")
        return try Vault.open(at: repo, timeZone: timeZone)
    }

    /// The permission bits of `path` (not following a final link), nil when it does not exist.
    func mode(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Every name under the vault (outside `.git`) that looks like a temporary file of AtomicFile.
    func temporaryFiles() -> [String] {
        (FileManager.default.subpaths(atPath: repo.path) ?? [])
            .filter { !$0.hasPrefix(".git/") && $0 != ".git" && $0.contains(".tmp-") }
    }
}

/// The entry path `relative` (a literal of the test, known to be one).
func entryPath(_ relative: String) -> EntryPath {
    guard let path = EntryPath(relativePath: relative) else { fatalError("\(relative) is not an entry path") }
    return path
}

/// A schema-2 entry created at `created` with `body`.
func entryText(_ created: String = "2026-11-21T09:14:03+09:00", body: String) -> String {
    "---\nschema: 2\ncreated: \(created)\n---\n\(body)"
}
