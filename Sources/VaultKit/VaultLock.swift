import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An advisory lock (flock) on `.git/diary.lock` that serialises saves by several `diary` processes.
///
/// The kernel releases it when the process ends, however it ends, so a crash never leaves it behind
/// and nothing ever has to delete it.
final class VaultLock {
    private let fd: Int32

    /// Waits up to `timeout` seconds for the lock.
    init(gitDirectory: URL, timeout: TimeInterval = 30) throws {
        let path = gitDirectory.appendingPathComponent("diary.lock").path
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else {
            throw VaultError.unwritable(file: path, reason: String(cString: strerror(errno)))
        }
        let deadline = Date().addingTimeInterval(timeout)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                close(fd)
                throw VaultError.lockTimeout(lockFile: path)
            }
            usleep(20_000)
        }
        self.fd = fd
    }

    deinit {
        flock(fd, LOCK_UN)
        close(fd)
    }
}
