import FileWriting
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Crash-safe file writes of the vault (`AtomicWrite` with the vault's temporary folder, modes and errors).
enum AtomicFile {
    /// Mode for entries created new.
    static let newFileMode: mode_t = 0o600
    /// Mode for folders created new.
    static let newFolderMode: mode_t = 0o700

    /// Replaces `url` with `data` so that a crash at any moment leaves the old or the new file whole.
    /// An existing file keeps its permissions; a new one is created 0600.
    static func write(_ data: Data, to url: URL, displayName: String) throws {
        let file = try atomicWrite(for: url, displayName: displayName, durable: true)
        do throws(FileWriteError) {
            try file.write(data, to: url.path)
        } catch {
            throw VaultError.unwritable(file: displayName, reason: .text(error.reason))
        }
    }

    /// Replaces many files, each atomically (a temporary file, then a rename), for bulk work such as a
    /// migration. First every new text goes to its temporary file; only when all are written are they
    /// renamed into place, so a failure while writing replaces none of them. Unlike `write`, there is no
    /// fsync per file (as with `git add`): a kill at any moment still leaves each file old or new.
    static func writeMany(_ items: [(data: Data, url: URL, displayName: String)]) throws {
        try writeMany(filling: items.map { item in ({ sink in try sink.write(item.data) }, item.url, item.displayName) })
    }

    /// `writeMany` for bytes that come in pieces (a large attachment out of git), never whole in memory:
    /// each `fill` writes its file's bytes to the sink it is given. What a `fill` throws is thrown as it is,
    /// after every temporary file is removed.
    static func writeMany(filling items: [(fill: (AtomicWrite.Sink) throws -> Void, url: URL, displayName: String)]) throws {
        var temps: [(file: AtomicWrite, path: String)] = []
        do {
            for item in items {
                let file = try atomicWrite(for: item.url, displayName: item.displayName, durable: false)
                do {
                    temps.append((file, try file.writeTemporary(for: item.url.path, streaming: item.fill)))
                } catch let error as FileWriteError {
                    throw VaultError.unwritable(file: item.displayName, reason: .text(error.reason))
                }
            }
        } catch {
            for temp in temps { unlink(temp.path) }
            throw error
        }
        for (item, temp) in zip(items, temps) {
            do throws(FileWriteError) {
                try temp.file.install(temp.path, at: item.url.path)
            } catch {
                throw VaultError.unwritable(file: item.displayName, reason: .text(error.reason))
            }
        }
    }

    /// How `url` is written: its temporary file in the vault's `.git/diary/tmp/` when `url` is in a vault
    /// (see `TemporaryFiles`), so that one left by a kill is never seen by git or synced, and its text is
    /// found again; beside `url` otherwise. With `url`'s permissions (0600 for a new file); a link there
    /// is refused. Makes the folders up to `url`.
    private static func atomicWrite(for url: URL, displayName: String, durable: Bool) throws -> AtomicWrite {
        let folder = url.deletingLastPathComponent()
        try makeFolders(folder, displayName: displayName)
        var mode = newFileMode
        var info = stat()
        if lstat(url.path, &info) == 0 {
            guard info.st_mode & S_IFMT != S_IFLNK else { throw VaultError.symlink(file: displayName) }
            mode = info.st_mode & 0o7777
        }
        let temp = TemporaryFiles.url(for: url) ?? folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        return AtomicWrite(temporary: .at(temp.path), mode: .fixed(mode), durable: durable)
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
        AtomicWrite.syncFolder(folder.path)
    }

    private static func failure(_ displayName: String) -> VaultError {
        .unwritable(file: displayName, reason: .errno(errno))
    }
}
