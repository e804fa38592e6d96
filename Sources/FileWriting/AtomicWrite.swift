import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file written whole or not at all: the bytes go to a temporary file in the same file system, which
/// is then renamed (or, when an existing file must never be replaced, hard-linked) over the target. A
/// crash or kill at any moment leaves the old file or the new one, never a mix; a failure removes the
/// temporary file and leaves the target as it was.
///
/// With `durable` the temporary file is flushed to disk (fsync) before it is put in place, and the folder
/// after, so that the rename itself survives a power cut.
public struct AtomicWrite: Sendable {
    /// Where the temporary file goes.
    public enum Temporary: Sendable {
        /// Beside the target, named `.NAME.LABEL-PID-RANDOM` and created exclusively (O_EXCL): it is never
        /// anyone else's file, and two writers of one target never share it.
        case beside(label: String)
        /// At this path, a name that belongs to this process (its pid in it, say), which the caller may
        /// need to find again after a kill. A file already there is a leftover of a process that had the
        /// same pid: it is removed, then the new one created exclusively.
        case at(String)
    }

    /// The permissions the new file gets (set with fchmod, so the umask does not change them).
    public enum Mode: Sendable {
        case fixed(mode_t)
        /// Those of the regular file being replaced, else `new`.
        case keepingExisting(new: mode_t)
    }

    public var temporary: Temporary
    public var mode: Mode
    /// False: a file at the target (even one that appeared while writing) is never replaced; the write
    /// then fails with `FileWriteError.Step.exists`.
    public var replacesExisting: Bool
    /// fsync of the file before it is put in place, and of its folder after.
    public var durable: Bool

    public init(
        temporary: Temporary = .beside(label: "tmp"), mode: Mode = .keepingExisting(new: 0o600),
        replacesExisting: Bool = true, durable: Bool = true
    ) {
        self.temporary = temporary
        self.mode = mode
        self.replacesExisting = replacesExisting
        self.durable = durable
    }

    /// Puts `bytes` at `path`, whole or not at all.
    public func write<Bytes: ContiguousBytes>(_ bytes: Bytes, to path: String) throws(FileWriteError) {
        let temporary = try writeTemporary(bytes, for: path)
        try install(temporary, at: path)
        if durable { Self.syncFolder(Self.folder(of: path)) }
    }

    /// The first half of `write`, for many files put in place together: `bytes` in a temporary file for
    /// `path` (flushed to disk when `durable`), whose path is returned for `install`. On failure nothing
    /// is left behind.
    public func writeTemporary<Bytes: ContiguousBytes>(_ bytes: Bytes, for path: String) throws(FileWriteError) -> String {
        let (fd, temporary) = try createTemporary(for: path)
        let code = writeAll(bytes, to: fd)
        return try finishTemporary(fd, temporary, failure: code == 0 ? nil : (.write, code))
    }

    /// `writeTemporary` for bytes that come in pieces (a file extracted from a zip, a file copied), never
    /// all in memory at once: `fill` hands each piece to the `Sink` it is given.
    /// - Throws: `FileWriteError`, or what `fill` throws; either way nothing is left behind.
    public func writeTemporary(for path: String, streaming fill: (Sink) throws -> Void) throws -> String {
        let (fd, temporary) = try createTemporary(for: path)
        let sink = Sink(fd: fd, path: temporary)
        do {
            try fill(sink)
        } catch {
            close(fd)
            unlink(temporary)
            throw error
        }
        return try finishTemporary(fd, temporary, failure: nil)
    }

    /// Where `writeTemporary(for:streaming:)` writes: appends bytes to the temporary file.
    public struct Sink {
        let fd: Int32
        let path: String

        public func write<Bytes: ContiguousBytes>(_ bytes: Bytes) throws(FileWriteError) {
            let code = writeAll(bytes, to: fd)
            if code != 0 { throw FileWriteError(.write, path: path, code: code) }
        }
    }

    /// `write` for a file that other code fills through its path (a zip archive built in place): the
    /// temporary file starts as `start`, `fill` adds to it, and only when `fill` returns is it flushed
    /// (when `durable`) and put in place. A failure, or what `fill` throws, leaves nothing behind.
    public func write<Bytes: ContiguousBytes>(starting start: Bytes, to path: String, filling fill: (String) throws -> Void) throws {
        let temporary = try writeTemporary(start, for: path)
        do {
            try fill(temporary)
        } catch {
            unlink(temporary)
            throw error
        }
        if durable {
            let fd = open(temporary, O_RDONLY | O_CLOEXEC)
            let code: Int32 = fd < 0 ? errno : (fsync(fd) == 0 ? 0 : errno)
            if fd >= 0 { close(fd) }
            if code != 0 {
                unlink(temporary)
                throw FileWriteError(.write, path: temporary, code: code)
            }
        }
        try install(temporary, at: path)
        if durable { Self.syncFolder(Self.folder(of: path)) }
    }

    /// The temporary file for `path`, created exclusively with the permissions, open for writing.
    private func createTemporary(for path: String) throws(FileWriteError) -> (Int32, String) {
        let temporary: String
        switch self.temporary {
        case .beside(let label):
            let name = (path as NSString).lastPathComponent
            temporary = Self.folder(of: path) + "/.\(name).\(label)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        case .at(let fixed):
            temporary = fixed
            unlink(fixed)
        }
        var permissions: mode_t
        switch mode {
        case .fixed(let fixed):
            permissions = fixed
        case .keepingExisting(let new):
            permissions = new
            var info = stat()
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { permissions = info.st_mode & 0o7777 }
        }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions)
        guard fd >= 0 else { throw FileWriteError(.create, path: temporary, code: errno) }
        guard fchmod(fd, permissions) == 0 else {
            let code = errno
            close(fd)
            unlink(temporary)
            throw FileWriteError(.create, path: temporary, code: code)
        }
        return (fd, temporary)
    }

    /// Flushes (when `durable`) and closes the temporary file `fd` once its bytes are written, or removes
    /// it after a `failure`; returns its path.
    private func finishTemporary(
        _ fd: Int32, _ temporary: String, failure earlier: (step: FileWriteError.Step, code: Int32)?
    ) throws(FileWriteError) -> String {
        var failure = earlier
        if failure == nil, durable, fsync(fd) != 0 { failure = (.write, errno) }
        // Some file systems report a full disk only when the file is closed.
        if close(fd) != 0, failure == nil { failure = (.write, errno) }
        if let failure {
            unlink(temporary)
            throw FileWriteError(failure.step, path: temporary, code: failure.code)
        }
        return temporary
    }

    /// The second half of `write`: moves `temporary` (from `writeTemporary`) to `path`, or, when it must
    /// not replace a file there, links it there and removes its own name. On failure `temporary` is
    /// removed and `path` is as it was. The folder is not synced (see `syncFolder`).
    public func install(_ temporary: String, at path: String) throws(FileWriteError) {
        do throws(FileWriteError) {
            if replacesExisting {
                guard rename(temporary, path) == 0 else { throw FileWriteError(.rename, path: path, code: errno) }
                return
            }
            if link(temporary, path) == 0 {
                unlink(temporary)
                return
            }
            let code = errno
            if code == EEXIST { throw FileWriteError(.exists, path: path, code: code) }
            // A file system without hard links: check, then move (a file appearing in between is replaced).
            var info = stat()
            guard lstat(path, &info) != 0 else { throw FileWriteError(.exists, path: path, code: EEXIST) }
            guard rename(temporary, path) == 0 else { throw FileWriteError(.rename, path: path, code: errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Flushes `folder`'s list of names to disk, so that a file created, renamed or removed in it stays
    /// so after a power cut. Best effort: a folder that cannot be opened is left alone.
    public static func syncFolder(_ folder: String) {
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    /// Flushes everything written to the file system that holds `path` to disk (`syncfs`): one pass
    /// for many files written without an fsync each, which would cost a disk flush per file. Returns
    /// false when the system reported an error writing something back. On a system without `syncfs`,
    /// the whole of `sync`.
    @discardableResult
    public static func syncFileSystem(containing path: String) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            sync()
            return true
        }
        defer { close(fd) }
        guard let syncfs = Self.syncfs else {
            sync()
            return true
        }
        return syncfs(fd) == 0
    }

    /// glibc's `syncfs`, which Swift's Glibc module does not declare (it is a GNU extension).
    private static let syncfs: (@convention(c) (Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
    }()

    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}

/// Why an `AtomicWrite` failed: the step, the file it concerns and the errno, for the caller to put in
/// its own error type.
public struct FileWriteError: Error, Equatable, Sendable {
    public enum Step: Sendable {
        /// The temporary file could not be created (or given its permissions).
        case create
        /// Writing it, flushing or closing it failed (ENOSPC for a full disk).
        case write
        /// It could not be put in place.
        case rename
        /// A file is at the target, which must not be replaced (`code` is EEXIST).
        case exists
    }

    public let step: Step
    /// The temporary file for `create` and `write`, the target for `rename` and `exists`.
    public let path: String
    public let code: Int32

    public init(_ step: Step, path: String, code: Int32) {
        self.step = step
        self.path = path
        self.code = code
    }

    /// The system's text for `code`, e.g. "No space left on device".
    public var reason: String { String(cString: strerror(code)) }
}
