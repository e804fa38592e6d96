import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Localization
import VaultKit

/// Where an export goes: standard output, or a file written whole or not at all.
///
/// A file is written beside its final place under a hidden temporary name, flushed to disk, then
/// moved into place in one step, so no one ever sees half an export. An existing file is replaced
/// only when `replacing` is set (`--force`); otherwise the move is a hard link, which fails if a
/// file appeared there meanwhile. A new file is readable by its owner only (0600), as entries are;
/// a replaced one keeps its permissions.
enum ExportOutput {
    static func write(_ data: Data, toFile path: String?, replacing: Bool) throws {
        guard let path else {
            FileHandle.standardOutput.write(data)
            return
        }
        try writeFile(data, to: path, replacing: replacing)
    }

    /// Fails early, before any entry is read, when `path` cannot be written as asked.
    static func check(_ path: String, replacing: Bool) throws {
        let url = URL(fileURLWithPath: path)
        var info = stat()
        if lstat(url.path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFDIR { throw VaultError.unwritable(file: path, reason: Strings.current.exportTargetIsFolder) }
            if !replacing { throw exists(path) }
        }
        let folder = url.deletingLastPathComponent().path
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw VaultError.unwritable(file: path, reason: Strings.current.exportNoFolder(folder))
        }
    }

    static func writeFile(_ data: Data, to path: String, replacing: Bool) throws {
        try check(path, replacing: replacing)
        let url = URL(fileURLWithPath: path)
        var mode: mode_t = 0o600
        var info = stat()
        if replacing, lstat(url.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { mode = info.st_mode & 0o7777 }
        let temp = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).export-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let fd = open(temp.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard fd >= 0 else { throw failure(path) }
        defer { unlink(temp.path) }
        var ok = fchmod(fd, mode) == 0 && writeAll(data, to: fd) && fsync(fd) == 0
        let writeError = errno
        close(fd)
        guard ok else { throw VaultError.unwritable(file: path, reason: String(cString: strerror(writeError))) }
        if replacing {
            ok = rename(temp.path, url.path) == 0
        } else if link(temp.path, url.path) == 0 {
            ok = true
        } else if errno == EEXIST {
            throw exists(path)
        } else {
            // A file system without hard links: check, then move (a file appearing in between is replaced).
            guard lstat(url.path, &info) != 0 else { throw exists(path) }
            ok = rename(temp.path, url.path) == 0
        }
        guard ok else { throw failure(path) }
        let folder = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 { fsync(folder); close(folder) }
    }

    private static func writeAll(_ data: Data, to fd: Int32) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                if written < 0 { if errno == EINTR { continue }; return false }
                offset += written
            }
            return true
        }
    }

    private static func exists(_ path: String) -> VaultError {
        .unwritable(file: path, reason: Strings.current.exportFileExists)
    }

    private static func failure(_ path: String) -> VaultError {
        .unwritable(file: path, reason: String(cString: strerror(errno)))
    }
}
