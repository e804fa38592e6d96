import Clibgit2
import FileWriting
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A new index, fully written but not yet in place: put in place (`install`) only once the branch has
/// moved, or thrown away (`discard`), so a commit that fails leaves the index as it was.
enum PreparedIndex {
    /// The new bytes are in the held `index.lock`.
    case lockFile(LockFile)
    /// libgit2 wrote the new index to `path` beside the index; `lock` is the held `index.lock`.
    case standalone(path: String, lock: LockFile)

    /// Puts the new index in place and releases the lock; throws when that fails (the old index stays).
    func installChecked() throws {
        switch self {
        case .lockFile(let lock):
            try lock.commit(function: "git_index_write")
        case .standalone(let path, let lock):
            defer { lock.release() }
            guard rename(path, lock.target) == 0 else {
                let code = errno
                unlink(path)
                throw LockFile.osError(code, .rename(to: lock.target), path, function: "git_index_write")
            }
        }
    }

    /// Like `installChecked`, when a failure can only leave the old index (see `CommitTransaction`).
    func install() {
        try? installChecked()
    }

    /// Throws the new index away; the index stays as it was.
    func discard() {
        switch self {
        case .lockFile(let lock):
            lock.release()
        case .standalone(let path, let lock):
            unlink(path)
            lock.release()
        }
    }

    /// Where process `pid` writes a new index for `target` (`.git/index`) before renaming it over it.
    static func standalonePath(_ target: String, pid: Int32) -> String { target + ".diary-\(pid)" }

    /// Writes a copy of the index file with the entries of `paths` as `changed` (the repository's index,
    /// changed in memory) has them, to a file beside `lock` (the held `index.lock`).
    static func writeStandalone(_ paths: [String], from changed: Handle<Libgit2.Index>, beside lock: LockFile) throws -> PreparedIndex {
        let path = standalonePath(lock.target, pid: getpid())
        unlink(path)
        do {
            if let bytes = FileManager.default.contents(atPath: lock.target) {
                try copy(bytes, to: path)
            }
            let copy = try Handle<Libgit2.Index>.make("git_index_open") { git_index_open(&$0, path) }
            for name in paths {
                if git_index_conflict_remove(copy.pointer, name) < 0 { git_error_clear() }
                if let entry = git_index_get_bypath(changed.pointer, name, 0) {
                    try check(git_index_add(copy.pointer, entry), "git_index_add")
                } else if git_index_remove(copy.pointer, name, 0) < 0 {
                    git_error_clear()
                }
            }
            try check(git_index_write(copy.pointer), "git_index_write")
        } catch {
            unlink(path)
            throw error
        }
        return .standalone(path: path, lock: lock)
    }

    /// Writes `index`, a whole index, to a file beside `lock` (the held `index.lock`), leaving the lock
    /// file as it is (it may hold its taker's marker, see `LockFile`).
    static func writeStandalone(_ index: SplicedIndex, beside lock: LockFile) throws -> PreparedIndex {
        let path = standalonePath(lock.target, pid: getpid())
        unlink(path)
        do {
            try copy(to: path, by: index.write(to:))
        } catch {
            unlink(path)
            throw error
        }
        return .standalone(path: path, lock: lock)
    }

    private static func copy<Bytes: ContiguousBytes>(_ bytes: Bytes, to path: String) throws {
        try copy(to: path) { writeAll(bytes, to: $0) }
    }

    /// Creates the file at `path` and has `writer` write it (returning 0 or an errno).
    private static func copy(to path: String, by writer: (Int32) -> Int32) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw LockFile.osError(errno, .create, path, function: "git_index_write") }
        var code = writer(fd)
        if close(fd) != 0, code == 0 { code = errno }
        if code != 0 { throw LockFile.osError(code, .write, path, function: "git_index_write") }
    }
}
