import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Says that one entry's draft is open in an editor: an advisory `flock` on a small file beside the
/// drafts (`.git/diary/draft-locks/NAME.lock`), which holds the editing diary's pid. The kernel lets go
/// of the lock when that diary ends, however it ends, so a lock is never stale: a draft whose lock is
/// free is a leftover of an earlier edit, one whose lock is held is being written in right now.
public final class DraftLock {
    private let fd: Int32
    private let url: URL

    private init(fd: Int32, url: URL) {
        self.fd = fd
        self.url = url
    }

    /// Unlinks the lock file while still holding the lock, then lets go of it. Another diary that opened
    /// the old file meanwhile finds it unlinked once it has the lock, and tries again with a new one.
    deinit {
        if fd >= 0 {
            unlink(url.path)
            close(fd)
        }
    }

    /// Takes the lock at `url` for `file` (an entry's path, to name in the error), whose draft is `draft`.
    /// Throws `editInProgress` when another process holds it. Where the file system has no locks, the
    /// edit goes ahead unguarded, as before there were any.
    static func take(_ url: URL, file: String, draft: String) throws -> DraftLock {
        try AtomicFile.makeFolders(url.deletingLastPathComponent(), displayName: url.deletingLastPathComponent().path)
        while true {
            let fd = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
            guard fd >= 0 else { throw VaultError.unwritable(file: url.path, reason: .errno(errno)) }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                let code = errno
                if code == EINTR {
                    close(fd)
                    continue
                }
                guard code == EWOULDBLOCK else {
                    close(fd)
                    return DraftLock(fd: -1, url: url)
                }
                let pid = holder(fd)
                close(fd)
                throw VaultError.editInProgress(file: file, pid: pid, draft: draft)
            }
            guard isStill(fd, at: url) else {
                close(fd)
                continue
            }
            let line = "\(getpid())\n"
            _ = ftruncate(fd, 0)
            _ = line.withCString { pwrite(fd, $0, strlen($0), 0) }
            return DraftLock(fd: fd, url: url)
        }
    }

    /// Whether the open file `fd` is the one at `url` (and not one a finishing diary has unlinked).
    private static func isStill(_ fd: Int32, at url: URL) -> Bool {
        var open = stat()
        var named = stat()
        return fstat(fd, &open) == 0 && lstat(url.path, &named) == 0 && open.st_dev == named.st_dev && open.st_ino == named.st_ino
    }

    /// The pid the holder wrote into the lock file, when it has written it yet.
    private static func holder(_ fd: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Int32(String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
