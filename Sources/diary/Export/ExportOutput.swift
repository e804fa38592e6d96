import FileWriting
import Foundation
import Localization
import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

/// Where an export goes: standard output, or a file written whole or not at all.
///
/// A file is written beside its final place under a hidden temporary name, flushed to disk, then
/// moved into place in one step, so no one ever sees half an export. An existing file is replaced
/// only when `replacing` is set (`--force`); otherwise the move is a hard link, which fails if a
/// file appeared there meanwhile. A new file is readable by its owner only (0600), as entries are;
/// a replaced one keeps its permissions. A link to a file is followed: the file it names is replaced,
/// the link kept. A terminal, pipe or character device (`/dev/null`, `/dev/stdout`, a FIFO) is no file
/// to replace, nor is anything under /dev or /proc: the export is written into it, as a shell's `>` would,
/// and never moved over it; `/dev/stdout` and `/dev/fd/N` are this process's own descriptors.
enum ExportOutput {
    /// Where `check` found an `-o` path to lead.
    enum Target: Equatable {
        /// A file (new, or replaced with `--force`) at this path, links resolved.
        case file(String)
        /// A device, pipe or socket, written into as it is.
        case stream(String)
        /// One of this process's own descriptors (`/dev/stdout`, `/dev/fd/3`), written to as it stands.
        case descriptor(Int32)
    }

    /// Writes `data` to the file at `path`, or to standard output when it is nil. On a terminal the text is
    /// made safe to show (`TerminalSafe`: an entry's escape sequences cannot retitle the window or set the
    /// clipboard), as `show` shows it; into a file or a pipe it goes byte for byte.
    static func write(_ data: Data, toFile path: String?, replacing: Bool) throws {
        guard let path else {
            try StandardOutput.write(shown(data, on: STDOUT_FILENO))
            return
        }
        try writeFile(data, to: path, replacing: replacing)
    }

    /// `data` as it may be written into `fd`: made safe to show when `fd` is a terminal, else as it is.
    private static func shown(_ data: Data, on fd: Int32) -> Data {
        guard isatty(fd) == 1 else { return data }
        return Data(TerminalSafe.text(String(decoding: data, as: UTF8.self)).utf8)
    }

    /// Fails early, before any entry is read, when `path` cannot be written as asked; else where it leads.
    @discardableResult
    static func check(_ path: String, replacing: Bool) throws -> Target {
        if let fd = ownDescriptor(path) { return .descriptor(fd) }
        let url = URL(fileURLWithPath: path)
        var info = stat()
        if stat(url.path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: throw VaultError.unwritable(file: path, reason: .text(Strings.current.exportTargetIsFolder))
            case S_IFCHR, S_IFIFO, S_IFSOCK: return .stream(url.path)
            case S_IFREG: break
            default: throw VaultError.unwritable(file: path, reason: .text(Strings.current.exportTargetIsDevice))
            }
            if url.path.hasPrefix("/dev/") || url.path.hasPrefix("/proc/") { return .stream(url.path) }
            if !replacing { throw exists(path) }
            return .file(url.resolvingSymlinksInPath().path)
        }
        // `out/` names a folder, which only an HTML export writes (`ExportFolder`): never a file `out`.
        if path.hasSuffix("/") { throw VaultError.unwritable(file: path, reason: .text(Strings.current.exportFolderOnlyHTML)) }
        if lstat(url.path, &info) == 0, !replacing { throw exists(path) }  // a link to nothing
        let folder = url.deletingLastPathComponent().path
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw VaultError.unwritable(file: path, reason: .text(Strings.current.exportNoFolder(folder)))
        }
        return .file(url.path)
    }

    static func writeFile(_ data: Data, to path: String, replacing: Bool) throws {
        switch try check(path, replacing: replacing) {
        case .descriptor(let fd): try write(shown(data, on: fd), to: fd, named: path)
        case .stream(let stream): try writeInto(stream, data, named: path)
        case .file(let file): try replaceWhole(file, data, named: path, replacing: replacing)
        }
    }

    /// The descriptor that `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` or `/proc/self/fd/N` names: written
    /// to directly, so an export lands where the shell sent it (`>`, `>>`, `|`), never in a copy of it.
    private static func ownDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count))
            }
            return nil
        }
    }

    private static func replaceWhole(_ file: String, _ data: Data, named path: String, replacing: Bool) throws {
        do throws(FileWriteError) {
            try atomicWrite(replacing: replacing).write(data, to: file)
        } catch {
            throw error.step == .exists ? exists(path) : VaultError.unwritable(file: path, reason: .text(error.reason))
        }
    }

    /// A file that other code writes through its path (a zip with attachments, added a file at a time),
    /// written whole or not at all like any export: it starts as `start`, `fill` is given the temporary
    /// file's path, and only once it returns is the file put in place. Into a pipe, a device or one of
    /// this process's descriptors, the file is made in the system's temporary folder first, then copied
    /// in a megabyte at a time, and removed.
    static func writeFile<Result>(
        to path: String, replacing: Bool, starting start: Data, filling fill: (URL) throws -> Result
    ) throws -> Result {
        let fd: Int32
        var opened = false
        switch try check(path, replacing: replacing) {
        case .file(let file): return try writeWhole(to: file, named: path, replacing: replacing, starting: start, filling: fill)
        case .descriptor(let own): fd = own
        case .stream(let stream):
            fd = open(stream, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else { throw VaultError.unwritable(file: path, reason: .errno(errno)) }
            opened = true
        }
        defer { if opened { close(fd) } }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(".diary-export-\(getpid())-\(UUID().uuidString)")
        defer { unlink(scratch.path) }
        let result = try writeWhole(to: scratch.path, named: path, replacing: false, starting: start, filling: fill)
        try copy(scratch, to: fd, named: path)
        return result
    }

    private static func writeWhole<Result>(
        to file: String, named path: String, replacing: Bool, starting start: Data, filling fill: (URL) throws -> Result
    ) throws -> Result {
        var result: Result?
        do {
            try atomicWrite(replacing: replacing).write(starting: start, to: file) { temporary in
                result = try fill(URL(fileURLWithPath: temporary))
            }
        } catch let error as FileWriteError {
            throw error.step == .exists ? exists(path) : VaultError.unwritable(file: path, reason: .text(error.reason))
        }
        guard let result else { throw VaultError.unwritable(file: path, reason: .text(Strings.current.nothingWasWritten)) }
        return result
    }

    /// The file at `url` written into `fd` a megabyte at a time.
    private static func copy(_ url: URL, to fd: Int32, named path: String) throws {
        do {
            let reader = try FileHandle(forReadingFrom: url)
            defer { try? reader.close() }
            while let chunk = try reader.read(upToCount: 1 << 20), !chunk.isEmpty { try write(chunk, to: fd, named: path) }
        } catch let error as VaultError {
            throw error
        } catch {
            throw VaultError.unwritable(file: path, reason: .text("\(error)"))
        }
    }

    private static func atomicWrite(replacing: Bool) -> AtomicWrite {
        AtomicWrite(
            temporary: .beside(label: "export"), mode: replacing ? .keepingExisting(new: 0o600) : .fixed(0o600),
            replacesExisting: replacing)
    }

    private static func writeInto(_ stream: String, _ data: Data, named path: String) throws {
        let fd = open(stream, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw VaultError.unwritable(file: path, reason: .errno(errno)) }
        defer { close(fd) }
        try write(shown(data, on: fd), to: fd, named: path)
    }

    private static func write(_ data: Data, to fd: Int32, named path: String) throws {
        let code = writeAll(data, to: fd)
        if code != 0 { throw VaultError.unwritable(file: path, reason: .errno(code)) }
    }

    private static func exists(_ path: String) -> VaultError {
        .unwritable(file: path, reason: .text(Strings.current.exportFileExists))
    }
}
