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
        do throws(FileWriteError) {
            try atomicWrite(replacing: replacing).write(data, to: URL(fileURLWithPath: path).path)
        } catch {
            throw error.step == .exists ? exists(path) : VaultError.unwritable(file: path, reason: error.reason)
        }
    }

    /// A file that other code writes through its path (a zip with attachments, added a file at a time),
    /// written whole or not at all like any export: it starts as `start`, `fill` is given the temporary
    /// file's path, and only once it returns is the file put in place.
    static func writeFile<Result>(
        to path: String, replacing: Bool, starting start: Data, filling fill: (URL) throws -> Result
    ) throws -> Result {
        try check(path, replacing: replacing)
        var result: Result?
        do {
            try atomicWrite(replacing: replacing).write(starting: start, to: URL(fileURLWithPath: path).path) { temporary in
                result = try fill(URL(fileURLWithPath: temporary))
            }
        } catch let error as FileWriteError {
            throw error.step == .exists ? exists(path) : VaultError.unwritable(file: path, reason: error.reason)
        }
        guard let result else { throw VaultError.unwritable(file: path, reason: "nothing was written") }
        return result
    }

    private static func atomicWrite(replacing: Bool) -> AtomicWrite {
        AtomicWrite(
            temporary: .beside(label: "export"), mode: replacing ? .keepingExisting(new: 0o600) : .fixed(0o600),
            replacesExisting: replacing)
    }

    private static func exists(_ path: String) -> VaultError {
        .unwritable(file: path, reason: Strings.current.exportFileExists)
    }
}
