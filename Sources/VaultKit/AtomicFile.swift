import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Crash-safe file writes: a temporary file in the same folder, fsync, rename, fsync of the folder.
enum AtomicFile {
    /// Mode for entries created new.
    static let newFileMode: mode_t = 0o600
    /// Mode for folders created new.
    static let newFolderMode: mode_t = 0o700

    /// Replaces `url` with `data` so that a crash at any moment leaves the old or the new file whole.
    /// An existing file keeps its permissions; a new one is created 0600.
    static func write(_ data: Data, to url: URL, displayName: String) throws {
        let temp = try writeTemporary(data, for: url, displayName: displayName, sync: true)
        try replace(url, with: temp, displayName: displayName)
        syncFolder(url.deletingLastPathComponent())
    }

    /// Replaces many files, each atomically (a temporary file, then a rename), for bulk work such as a
    /// migration. First every new text goes to its temporary file; only when all are written are they
    /// renamed into place, so a failure while writing replaces none of them. Unlike `write`, there is no
    /// fsync per file (as with `git add`): a kill at any moment still leaves each file old or new.
    /// `written` and `replaced` hear how many files are through each step.
    static func writeMany(_ items: [(data: Data, url: URL, displayName: String)],
                          written: ((Int) -> Void)? = nil, replaced: ((Int) -> Void)? = nil) throws {
        var temps: [URL] = []
        do {
            for item in items {
                temps.append(try writeTemporary(item.data, for: item.url, displayName: item.displayName, sync: false))
                written?(temps.count)
            }
        } catch {
            temps.forEach { unlink($0.path) }
            throw error
        }
        for (done, (item, temp)) in zip(items, temps).enumerated() {
            try replace(item.url, with: temp, displayName: item.displayName)
            replaced?(done + 1)
        }
    }

    /// Writes `data` to a temporary file with `url`'s permissions (0600 for a new file): in the vault's
    /// `.git/diary/tmp/` when `url` is in a vault (see `TemporaryFiles`), so that one left by a kill is
    /// never seen by git or synced, and its text is found again; beside `url` otherwise.
    private static func writeTemporary(_ data: Data, for url: URL, displayName: String, sync: Bool) throws -> URL {
        let folder = url.deletingLastPathComponent()
        try makeFolders(folder, displayName: displayName)
        var mode = newFileMode
        var info = stat()
        if lstat(url.path, &info) == 0 {
            guard info.st_mode & S_IFMT != S_IFLNK else { throw VaultError.symlink(file: displayName) }
            mode = info.st_mode & 0o7777
        }
        let temp = TemporaryFiles.url(for: url) ?? folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        let fd = open(temp.path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, mode)
        guard fd >= 0 else { throw failure(displayName) }
        var ok = fchmod(fd, mode) == 0
        if ok {
            ok = data.withUnsafeBytes { raw -> Bool in
                var offset = 0
                while offset < raw.count {
                    let written = Glibc.write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                    if written < 0 { if errno == EINTR { continue }; return false }
                    offset += written
                }
                return true
            }
        }
        if sync { ok = ok && fsync(fd) == 0 }
        let error = errno
        close(fd)
        guard ok else {
            unlink(temp.path)
            throw VaultError.unwritable(file: displayName, reason: String(cString: strerror(error)))
        }
        return temp
    }

    private static func replace(_ url: URL, with temp: URL, displayName: String) throws {
        guard rename(temp.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temp.path)
            throw VaultError.unwritable(file: displayName, reason: reason)
        }
    }

    /// Removes `url` and makes the removal durable.
    static func remove(_ url: URL, displayName: String) throws {
        guard unlink(url.path) == 0 else { throw failure(displayName) }
        syncFolder(url.deletingLastPathComponent())
    }

    /// Creates `folder` and any missing parents with mode 0700.
    static func makeFolders(_ folder: URL, displayName: String) throws {
        var info = stat()
        if stat(folder.path, &info) == 0 { return }
        try makeFolders(folder.deletingLastPathComponent(), displayName: displayName)
        guard mkdir(folder.path, newFolderMode) == 0 || errno == EEXIST else { throw failure(displayName) }
        syncFolder(folder.deletingLastPathComponent())
    }

    static func syncFolder(_ folder: URL) {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    private static func failure(_ displayName: String) -> VaultError {
        .unwritable(file: displayName, reason: String(cString: strerror(errno)))
    }
}
