import Foundation
import GitKit

#if canImport(Glibc)
    import Glibc
#endif

/// An advisory lock (flock) on `.git/diary.lock` that serialises saves by several `diary` processes.
///
/// The kernel releases it when the process ends, however it ends, so a crash never leaves it behind
/// and nothing ever has to delete it.
///
/// Whoever takes it first cleans up after a holder that was killed (see `LockHolder`: its temporary
/// files, and a sync it left halfway, which is finished: `finishedSync`), so every command that
/// writes starts from a whole vault. git's lock files a killed diary left are never removed: the
/// command that meets one names it.
final class VaultLock {
    private let fd: Int32
    /// A sync that had been killed halfway and was finished on taking the lock.
    private(set) var finishedSync: SyncJournal.Completion?
    /// The file system's time when the lock was taken (the lock file's times, just written): anything
    /// changed in the vault after that has this time or a later one (see `FolderRecords`). Nil when unknown.
    let taken: FileTime?

    /// How long to wait for another diary's hold on the lock.
    static let defaultTimeout: TimeInterval = 30

    /// Waits up to `timeout` seconds for the lock.
    convenience init(gitDirectory: URL, tool: ToolIdentity, timeout: TimeInterval = defaultTimeout) throws {
        try self.init(gitDirectory: gitDirectory, tool: tool, deadline: RetryDeadline(after: timeout))
    }

    /// Waits for the lock until `deadline`, an instant of the continuous clock (a change of the wall
    /// clock neither stretches nor cuts the wait).
    init(gitDirectory: URL, tool: ToolIdentity, deadline: RetryDeadline) throws {
        let path = gitDirectory.appendingPathComponent("diary.lock").path
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else {
            throw VaultError.unwritable(file: path, reason: .errno(errno))
        }
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, !deadline.hasPassed else {
                close(fd)
                throw VaultError.lockTimeout(lockFile: path)
            }
            usleep(20_000)
        }
        self.fd = fd
        LockHolder.claim(fd, gitDirectory: gitDirectory, tool: tool)
        var info = stat()
        taken = fstat(fd, &info) == 0 ? min(FileTime(info.st_mtim), FileTime(info.st_ctim)) : nil
        finishedSync = try SyncJournal.finish(gitDirectory: gitDirectory, tool: tool)
    }

    deinit {
        LockHolder.release(fd)
        flock(fd, LOCK_UN)
        close(fd)
    }
}
