import FileWriting
import Foundation
import Localization
import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

/// `diary export --format html -o FOLDER/`: a folder holding `index.html` and copies of the files it links to,
/// written whole or not at all. It is made under a hidden temporary name beside its place, and only when every
/// file is in it (each flushed to disk) is it renamed into place: where nothing was, over an empty folder, or,
/// with `--force`, over an earlier export (moved aside first, then removed). A folder holding anything else is
/// never written into nor removed, with or without `--force`. New folders are their owner's only (0700), the
/// files in them too (0600), as entries are.
enum ExportFolder {
    /// What is at the place the export goes.
    enum Place {
        case nothing
        case emptyFolder
        case earlierExport
    }

    static let pageName = "index.html"

    /// True when `-o PATH` asks for a folder: it ends in `/`, or names a folder that is there.
    static func isFolder(_ path: String) -> Bool {
        if path.hasSuffix("/") { return true }
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Fails early, before any entry is read, when an export cannot go to the folder `path`; else what is there.
    @discardableResult
    static func check(_ path: String, replacing: Bool) throws -> Place {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        var info = stat()
        guard stat(target.path, &info) == 0 else {
            let folder = target.deletingLastPathComponent().path
            guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
                throw VaultError.unwritable(file: path, reason: .text(Strings.current.exportNoFolder(folder)))
            }
            return .nothing
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw VaultError.unwritable(file: path, reason: .text(Strings.current.exportFolderIsNoFolder))
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? []
        if names.isEmpty { return .emptyFolder }
        guard isEarlierExport(target, holding: names) else {
            throw VaultError.unwritable(file: path, reason: .text(Strings.current.exportFolderNotEmpty))
        }
        guard replacing else { throw VaultError.unwritable(file: path, reason: .text(Strings.current.exportFolderHoldsExport)) }
        return .earlierExport
    }

    /// A folder this command wrote: `index.html` (with the page's generator line near its top) and at most a `media` folder.
    private static func isEarlierExport(_ folder: URL, holding names: [String]) -> Bool {
        guard names.contains(pageName), Set(names).isSubset(of: [pageName, MediaPath.folderName]),
            let page = FileHandle(forReadingAtPath: folder.appendingPathComponent(pageName).path)
        else { return false }
        defer { try? page.close() }
        let start = (try? page.read(upToCount: 4096)) ?? Data()
        return String(decoding: start, as: UTF8.self).contains(HTMLExport.generator)
    }

    /// Writes the folder `path`: `fill` is given the temporary folder to write into, and only once it returns is
    /// that folder put in place.
    static func write(to path: String, replacing: Bool, filling fill: (URL) throws -> Void) throws {
        let place = try check(path, replacing: replacing)
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let parent = target.deletingLastPathComponent()
        let scratch = parent.appendingPathComponent(".diary-export-\(getpid())-\(UUID().uuidString)")
        guard mkdir(scratch.path, 0o700) == 0 else { throw VaultError.unwritable(file: path, reason: .errno(errno)) }
        defer { try? FileManager.default.removeItem(at: scratch) }
        try fill(scratch)
        switch place {
        case .nothing, .emptyFolder:
            guard rename(scratch.path, target.path) == 0 else { throw placeFailed(path, errno) }
        case .earlierExport:
            let old = parent.appendingPathComponent(".diary-export-old-\(getpid())-\(UUID().uuidString)")
            guard rename(target.path, old.path) == 0 else { throw placeFailed(path, errno) }
            guard rename(scratch.path, target.path) == 0 else {
                let code = errno
                rename(old.path, target.path)
                throw placeFailed(path, code)
            }
            try? FileManager.default.removeItem(at: old)
        }
    }

    private static func placeFailed(_ path: String, _ code: Int32) -> VaultError {
        code == ENOTEMPTY || code == EEXIST || code == ENOTDIR
            ? .unwritable(file: path, reason: .text(Strings.current.exportFolderNotEmpty)) : .unwritable(file: path, reason: .errno(code))
    }

    /// A new file `name` (`index.html`, `media/2025/11/media/x.jpeg`) in `folder`, its folders made, flushed to disk.
    static func writeFile(_ data: Data, named name: String, in folder: URL, for path: String) throws {
        let file = folder.appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw VaultError.unwritable(file: path, reason: .text(error.localizedDescription))
        }
        let fd = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard fd >= 0 else { throw VaultError.unwritable(file: path, reason: .errno(errno)) }
        defer { close(fd) }
        var code = writeAll(data, to: fd)
        if code == 0, fsync(fd) != 0 { code = errno }
        if code != 0 { throw VaultError.unwritable(file: path, reason: .errno(code)) }
    }
}
