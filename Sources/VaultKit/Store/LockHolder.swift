import Foundation
import GitKit

#if canImport(Glibc)
    import Glibc
#endif

/// Who holds the vault lock, written into `.git/diary.lock` while it is held and cleared on release.
///
/// A record still there when the lock is next taken means its holder was killed (SIGKILL, a crash, a
/// power cut): diary's own temporary files in `.git/diary/` written since it took the lock are removed, and
/// so are the files its commit was writing before renaming them into `.git` (a pack, a new index: they
/// carry its process id, see `Repository.removeTemporaryFiles(ofProcess:gitDirectory:)`).
/// git's lock files (`index.lock`, a branch's `.lock`, …) are never removed, even then: one made after the
/// kill by a git the person started cannot be told from the killed diary's, so the next command names
/// the lock and the person removes it (Ctrl-C and SIGTERM never leave one: see `DeferredSignals`). The
/// one exception is a lock that tells itself apart: a migration's git locks hold its marker, which names
/// its process (see `LockMarker`), until their new content is written; no git writes into a lock file it
/// did not create, so `index.lock` or the current branch's lock still holding the killed holder's marker
/// is the killed holder's, and is removed.
enum LockHolder {
    /// Takes over the lock file `fd` (held): cleans up after a killed holder (`tool`, as its git locks'
    /// markers name it), then records this process.
    static func claim(_ fd: Int32, gitDirectory: URL, tool: ToolIdentity) {
        if let previous = previousHolder(fd) {
            removeTemporaryFiles(in: gitDirectory, since: previous.started)
            Repository.removeLeftoverLocks(ofProcess: previous.pid, tool: tool, gitDirectory: gitDirectory)
            Repository.removeTemporaryFiles(ofProcess: previous.pid, gitDirectory: gitDirectory)
        }
        let record = "\(getpid()) \(Date().timeIntervalSince1970)\n"
        ftruncate(fd, 0)
        _ = record.withCString { pwrite(fd, $0, strlen($0), 0) }
    }

    /// Clears the record: the holder ended normally.
    static func release(_ fd: Int32) {
        ftruncate(fd, 0)
    }

    /// The previous holder's process and when it took the lock, if it never released it.
    private static func previousHolder(_ fd: Int32) -> (pid: pid_t, started: TimeInterval)? {
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = pread(fd, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        let fields = String(decoding: buffer.prefix(count), as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard fields.count >= 2, let pid = pid_t(fields[0]), let started = TimeInterval(fields[1]) else { return nil }
        return (pid, started)
    }

    /// diary's own temporary files in `.git/diary/` modified since `started`.
    private static func removeTemporaryFiles(in gitDirectory: URL, since started: TimeInterval) {
        // File times come from a coarse clock, a few milliseconds behind the one `started` was read from.
        let threshold = started - 0.05
        var candidates: [URL] = []
        let diary = gitDirectory.appendingPathComponent("diary")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: diary.path)) ?? [] where name.hasPrefix(".") && name.contains(".tmp-") {
            candidates.append(diary.appendingPathComponent(name))
        }
        for url in candidates {
            var info = stat()
            guard lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            if info.modified.timeIntervalSince1970 >= threshold { unlink(url.path) }
        }
    }
}
