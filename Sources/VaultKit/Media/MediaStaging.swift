import FileWriting
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An attachment copied into `.git/diary/tmp/` on its way into the vault, with what its bytes hash to.
public struct StagedMedia: Sendable, Equatable {
    /// The copy (nil in a dry run, which only hashes).
    let file: URL?
    /// Lower-case hex digits.
    let sha256: String
    let md5: String
    let size: Int
    /// Lower-case, without the dot: `jpeg`, `m4a`.
    let fileExtension: String
    /// Where it came from, for messages: `Export.zip/photos/ef43….jpeg`, `/home/ada/cat.jpg`.
    public let source: String
}

/// Copies attachments into the vault's `.git/diary/tmp/` a megabyte at a time, hashing them on the way,
/// so that the commit that adds their entries only has to link them into place (never reading a 1 GB
/// video into memory, never writing over a file). Copies never put in place are removed by `discard`
/// (or when the staging is released); one a kill leaves is removed by the next run.
public final class MediaStaging: @unchecked Sendable {
    private let gitDirectory: URL
    /// False: a dry run, which hashes the bytes and keeps no copy.
    let keepsFiles: Bool
    private var files: [URL] = []
    private var count = 0

    /// Attachments of this size or more are imported with a warning: git hosts such as GitHub warn from
    /// 50 MB on and refuse a file over 100 MB.
    public static let largeFileBytes = 50 * 1024 * 1024

    init(gitDirectory: URL, keepsFiles: Bool) {
        self.gitDirectory = gitDirectory
        self.keepsFiles = keepsFiles
    }

    deinit { discard() }

    /// Stages the bytes `produce` hands over, piece by piece, as a file with extension `fileExtension`.
    func stage(
        fileExtension: String, source: String, produce: (_ consume: (Data) throws -> Void) throws -> Void
    ) throws -> StagedMedia {
        var hash = ContentHash()
        var file: URL?
        if keepsFiles {
            count += 1
            guard let url = TemporaryFiles.staging(in: gitDirectory, name: "media-\(count)") else {
                throw VaultError.unwritable(
                    file: gitDirectory.appendingPathComponent(TemporaryFiles.folderName).path, reason: .errno(errno))
            }
            let writer = AtomicWrite(temporary: .at(url.path), mode: .fixed(AtomicFile.newFileMode), replacesExisting: false, durable: false)
            do {
                _ = try writer.writeTemporary(for: url.path) { sink in
                    try produce { chunk in
                        hash.update(chunk)
                        try sink.write(chunk)
                    }
                }
            } catch let error as FileWriteError {
                throw VaultError.unwritable(file: source, reason: .text(error.reason))
            }
            files.append(url)
            file = url
        } else {
            try produce { hash.update($0) }
        }
        let (sha256, md5) = hash.finalize()
        return StagedMedia(
            file: file, sha256: sha256, md5: md5, size: hash.size, fileExtension: MediaPath.fileExtension(ofName: "." + fileExtension),
            source: source)
    }

    /// Stages the file at `url`.
    func stage(file url: URL, source: String) throws -> StagedMedia {
        let reader: FileHandle
        do {
            reader = try FileHandle(forReadingFrom: url)
        } catch {
            throw VaultError.unreadable(file: url.path, reason: .text(ImportFiles.reason(error)))
        }
        defer { try? reader.close() }
        return try stage(reading: reader, named: url, source: source)
    }

    /// Stages what `reader` holds (opened from the file at `url`, which names it in messages).
    func stage(reading reader: FileHandle, named url: URL, source: String) throws -> StagedMedia {
        try stage(fileExtension: url.pathExtension, source: source) { consume in
            do {
                while let chunk = try reader.read(upToCount: 1 << 20), !chunk.isEmpty { try consume(chunk) }
            } catch let error as VaultError {
                throw error
            } catch {
                throw VaultError.unreadable(file: url.path, reason: .text(ImportFiles.reason(error)))
            }
        }
    }

    /// Removes the copies still here.
    public func discard() {
        for file in files { unlink(file.path) }
        files.removeAll()
    }

    /// True for a path diary writes attachments to (`YYYY/MM/media/<sha256>(-N).<ext>`), which a save that
    /// did not land may remove again: nothing but diary names files so, and no save replaces one.
    static func isInstalledByDiary(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard parts.count == 4, parts[2] == Substring(MediaPath.folderName),
            EntryPath(relativePath: "\(parts[0])/\(parts[1])/\(parts[0])-\(parts[1])-01.md") != nil
        else { return false }
        return MediaPath.isContentHashName(parts[3])
    }
}

extension Vault {
    /// Somewhere to copy attachments before the commit that adds them (`keepingFiles: false`: a dry run).
    public func mediaStaging(keepingFiles: Bool = true) -> MediaStaging {
        MediaStaging(gitDirectory: gitDirectory, keepsFiles: keepingFiles)
    }
}
