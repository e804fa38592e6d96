import Clibgit2
import FileWriting
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A git lock file, `NAME.lock`, taken with O_EXCL exactly as git takes it: the new content is written
/// into it and renamed over NAME, or it is removed. A lock file that is already there belongs to
/// someone else (a running git, or one that crashed) and is never touched, with one exception: a lock
/// taken with a `marker` holds that text from the instant it exists until its new content is written, so
/// the one that took it can recognise it later (`removeIfHolding`) when it was killed holding it.
final class LockFile {
    /// The file the lock guards, e.g. `.git/index`.
    let target: String
    /// `target` + ".lock".
    let path: String
    private var fd: Int32
    /// The lock file still holds the marker it was taken with (the first `write` replaces it).
    private var holdsMarker = false

    /// How long to wait for someone else's lock to go away before giving up, like git's
    /// `core.filesRefLockTimeout` (git itself waits 100 ms for refs; a `git add` loop beside diary needs more).
    static let defaultTimeout: TimeInterval = 3

    private init(target: String, path: String, fd: Int32) {
        self.target = target
        self.path = path
        self.fd = fd
    }

    /// A text for a lock file to hold from the moment it appears (see `LockFile`), and where it is written
    /// first: a path of this process's own in the same file system (`stagingPath`).
    struct Marker {
        let text: String
        let staging: String
    }

    /// Where process `pid` writes a marked lock before linking it in place, in the git folder `gitDirectory`.
    static func stagingPath(gitDirectory: String, pid: Int32) -> String { gitDirectory + "/lock.diary-\(pid)" }

    /// Takes `target.lock`, waiting up to `timeout` seconds while another process holds it; with a `marker`,
    /// the lock file holds its text from the instant it exists (never empty, even to a kill). Throws
    /// `isLocked` naming the lock file when it is still there, an OS error otherwise.
    static func acquire(
        _ target: String, timeout: TimeInterval = defaultTimeout, marker: Marker? = nil, function: String
    ) throws -> LockFile {
        try acquire(target, deadline: RetryDeadline(after: timeout), marker: marker, function: function)
    }

    /// `acquire` giving up once `deadline` has passed: an instant of the continuous clock, so that a change
    /// of the wall clock neither stretches nor cuts the wait.
    static func acquire(_ target: String, deadline: RetryDeadline, marker: Marker? = nil, function: String) throws -> LockFile {
        let path = target + ".lock"
        var pause: useconds_t = 5_000
        while true {
            let fd = marker.map { create(path, holding: $0) } ?? open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd >= 0 {
                let lock = LockFile(target: target, path: path, fd: fd)
                lock.holdsMarker = marker != nil
                return lock
            }
            let code = errno
            if code == ENOENT {
                // A ref in a folder that does not exist yet (refs/heads/topic/x): make the folders, as git does.
                let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
                if (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil { continue }
            }
            guard code == EEXIST else { throw osError(code, .create, path, function: function) }
            guard !deadline.hasPassed else {
                throw GitError(
                    code: GIT_ELOCKED.rawValue, errorClass: Int32(GIT_ERROR_OS.rawValue),
                    message: path, function: function)
            }
            usleep(pause)
            pause = min(pause * 2, 100_000)
        }
    }

    /// Creates `path` exclusively (as O_EXCL does), holding `marker`'s text from its first instant: the text
    /// is written to the marker's staging file, which is then linked as `path` and unlinked. Returns the
    /// open file, or -1 with `errno` set (EEXIST: the lock is someone else's). Where the file system has no
    /// hard links, the file is created and the text written into it, as git would.
    private static func create(_ path: String, holding marker: Marker) -> Int32 {
        let text = Array(marker.text.utf8)
        func failed(_ fd: Int32, _ code: Int32, unlinking file: String) -> Int32 {
            close(fd)
            unlink(file)
            errno = code
            return -1
        }
        unlink(marker.staging)
        let fd = open(marker.staging, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return -1 }
        var code = writeAll(text, to: fd)
        if code != 0 { return failed(fd, code, unlinking: marker.staging) }
        if link(marker.staging, path) == 0 {
            unlink(marker.staging)
            return fd
        }
        code = errno
        _ = failed(fd, code, unlinking: marker.staging)
        guard code == EPERM || code == EOPNOTSUPP || code == EMLINK else {
            errno = code
            return -1
        }
        let direct = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard direct >= 0 else { return -1 }
        code = writeAll(text, to: direct)
        return code == 0 ? direct : failed(direct, code, unlinking: path)
    }

    /// Writes all of `bytes` into the lock file (over its marker, from the first byte: a ref's line, longer
    /// than any marker, replaces it in one write, so a kill leaves either); any short or failed write (a
    /// full disk) throws.
    func write<Bytes: ContiguousBytes>(_ bytes: Bytes, function: String) throws {
        try write(count: bytes.withUnsafeBytes { $0.count }, function: function) { writeAll(bytes, to: $0) }
    }

    /// Like `write(_:function:)`, for `count` bytes that `writer` writes to the descriptor it is given (at its
    /// offset), returning 0 or the errno of the write that failed.
    func write(count: Int, function: String, by writer: (Int32) -> Int32) throws {
        if holdsMarker {
            holdsMarker = false
            guard lseek(fd, 0, SEEK_SET) == 0 else { throw Self.osError(errno, .write, path, function: function) }
            let code = writer(fd)
            if code != 0 || ftruncate(fd, off_t(count)) != 0 {
                throw Self.osError(code != 0 ? code : errno, .write, path, function: function)
            }
            return
        }
        let code = writer(fd)
        if code != 0 { throw Self.osError(code, .write, path, function: function) }
    }

    /// Closes the lock file (reporting a failed close, which is where some file systems report a full
    /// disk) and renames it over `target`. On failure the lock is removed and `target` is as it was.
    func commit(function: String) throws {
        let closed = close(fd)
        fd = -1
        if closed != 0 {
            let code = errno
            unlink(path)
            throw Self.osError(code, .write, path, function: function)
        }
        guard rename(path, target) == 0 else {
            let code = errno
            unlink(path)
            throw Self.osError(code, .rename(to: target), path, function: function)
        }
    }

    /// Gives the lock up without changing `target`. Safe to call twice.
    func release() {
        guard fd >= 0 else { return }
        close(fd)
        fd = -1
        unlink(path)
    }

    deinit { release() }

    /// Removes `target.lock` when it holds exactly one of `texts` (the marker written by `acquire` of a
    /// process that was killed holding it, or what that process wrote over it); returns whether it did.
    /// Any other lock file is left alone. The caller must know that the process that took it is gone (for
    /// instance by a lock of its own that process held).
    @discardableResult
    static func removeIfHolding(_ texts: [String], target: String) -> Bool {
        let path = target + ".lock"
        guard let start = start(ofLockAt: path, upTo: (texts.map(\.utf8.count).max() ?? 0) + 1),
            texts.contains(where: { start.elementsEqual($0.utf8) })
        else { return false }
        return unlink(path) == 0
    }

    /// The first bytes of the lock file at `path`, at most `count` of them (not following a link); nil
    /// when there is no such file.
    static func start(ofLockAt path: String, upTo count: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: count)
        let read = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        return read >= 0 ? Array(buffer.prefix(read)) : nil
    }

    /// The system's error `code` for `operation` on `path`.
    static func osError(_ code: Int32, _ operation: GitProblem.FileOperation, _ path: String, function: String) -> GitError {
        GitError(
            code: GIT_ERROR.rawValue, errorClass: Int32(GIT_ERROR_OS.rawValue),
            problem: .fileOperation(operation, path: path, reason: String(cString: strerror(code))), function: function)
    }
}
