import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where `diary init --clone` puts the new vault, as it was found: so that a clone that fails (a remote
/// that cannot be reached, a key that is not the vault's) leaves it so, and running the command again
/// finds the folder new or empty as before, never "not empty" because of a `.git` the failure left.
public struct CloneTarget {
    public let folder: URL
    /// The first folder of the path that did not exist (the vault's folder itself, or a parent of it),
    /// which the clone made; nil when the vault's folder was there already.
    public let made: URL?
    /// The vault's folder was there, and empty: what is in it after a failure is the clone's. A folder
    /// that was not empty (which the clone refuses) or is no folder is never touched.
    public let wasEmpty: Bool
    /// Its permissions, which the clone makes the owner's alone: given back too.
    private let mode: mode_t

    public init(_ folder: URL) {
        self.folder = folder.standardizedFileURL
        var missing: URL?
        var candidate = self.folder
        var info = stat()
        while candidate.path != "/", lstat(candidate.path, &info) != 0, errno == ENOENT {
            missing = candidate
            candidate = candidate.deletingLastPathComponent()
        }
        made = missing
        wasEmpty = missing == nil && (try? FileManager.default.contentsOfDirectory(atPath: self.folder.path))?.isEmpty == true
        mode = stat(self.folder.path, &info) == 0 ? info.st_mode & 0o7777 : 0o700
    }

    /// Removes what the clone made, and only that: the folders it created, or else everything now in the
    /// folder, which was empty. A link among them is removed, never followed.
    public func putBack() {
        let manager = FileManager.default
        if let made {
            try? manager.removeItem(at: made)
            return
        }
        guard wasEmpty else { return }
        for name in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
            try? manager.removeItem(at: folder.appendingPathComponent(name))
        }
        chmod(folder.path, mode)
    }

    /// Runs `clone`; when it throws, puts the place back first.
    public func run<Result>(_ clone: () throws -> Result) throws -> Result {
        do {
            return try clone()
        } catch {
            putBack()
            throw error
        }
    }
}
