import Foundation
import ZIPFoundation

#if canImport(Glibc)
    import Glibc
#endif

/// The attachments of a Day One export: files named `<md5>.<ext>` in its `photos/`, `videos/`, `audios/`
/// and `pdfs/` folders, inside the zip or beside the journal's JSON. Each is copied (staged) once, a
/// megabyte at a time, however many entries name it.
final class DayOneMediaFiles {
    private enum Place {
        case zip(Archive, name: String)
        case folder(URL)
    }

    private let place: Place
    private let staging: MediaStaging
    /// `photos/<md5 or id, lower-case>` → the file's path in the zip or in the folder.
    private var index: [String: String] = [:]
    private var staged: [String: StagedMedia] = [:]
    /// Symbolic links in the folder's attachment folders (or such a folder that is one), named as
    /// `Export/photos/ef43….jpeg`: never followed, never staged.
    private(set) var links: [String] = []

    /// An attachment in the zip may expand to at most this many times its compressed size, once past
    /// `freelyExpanded`: photos, videos, recordings and PDFs are compressed already and barely shrink in a
    /// zip, while a zip bomb's 300 KB expands to 300 MB (deflate reaches about 1000 times).
    static let maxExpansion: UInt64 = 100
    /// Up to this size an attachment expands as much as it likes: it cannot fill a disk.
    static let freelyExpanded: UInt64 = 1 << 20
    /// Up to this size the attachments of one zip, together, expand as much as they like; past it, the same
    /// `maxExpansion` holds for all of them so far (300 attachments of 1 MB of zeros each are a bomb too).
    static let freelyExpandedInAll: UInt64 = 16 << 20
    /// The sizes, expanded and compressed, of the attachments staged from the zip so far.
    private var expandedSoFar: UInt64 = 0
    private var compressedSoFar: UInt64 = 0

    /// The folder of each attachment array of an entry.
    static let folders = ["photos": "photos", "videos": "videos", "audios": "audios", "pdfAttachments": "pdfs"]

    init(zip archive: Archive, name: String, staging: MediaStaging) {
        place = .zip(archive, name: name)
        self.staging = staging
        for member in archive where member.type == .file {
            add(member.path)
        }
    }

    /// The folder an export unpacks to (or the one a journal's JSON is in). Only regular files count: a
    /// symbolic link (a photo that links to `~/.ssh/id_rsa`, a `photos` folder that links elsewhere) is
    /// listed in `links` and left alone.
    init(folder: URL, staging: MediaStaging) {
        place = .folder(folder)
        self.staging = staging
        for sub in Set(Self.folders.values).sorted() {
            switch SourceFiles.kind(of: sub, in: folder) {
            case .folder: break
            case .link:
                links.append(folder.lastPathComponent + "/" + sub)
                continue
            default: continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(sub).path)) ?? []
            for name in names.sorted() where !name.hasPrefix(".") {
                switch SourceFiles.kind(of: sub + "/" + name, in: folder) {
                case .file: add(sub + "/" + name)
                case .link: links.append(folder.lastPathComponent + "/" + sub + "/" + name)
                default: break
                }
            }
        }
    }

    private func add(_ path: String) {
        let parts = path.split(separator: "/")
        guard parts.count >= 2, !path.hasPrefix("__MACOSX/"), let name = parts.last, !name.hasPrefix(".") else { return }
        let folder = parts[parts.count - 2].lowercased()
        guard Self.folders.values.contains(folder) else { return }
        let stem = name.lastIndex(of: ".").map { name[..<$0] } ?? name[...]
        index[folder + "/" + stem.lowercased(), default: path] = path
    }

    /// The file of an attachment in `folder` (`photos`) named by its `md5`, else its identifier; nil
    /// when the export does not hold it.
    func file(in folder: String, md5: String?, identifier: String?) -> String? {
        for stem in [md5, identifier].compactMap({ $0?.lowercased() }) where !stem.isEmpty {
            if let path = index[folder + "/" + stem] { return path }
        }
        return nil
    }

    /// The file at `path` (from `file(in:md5:identifier:)`), staged.
    /// - Throws: `VaultError.attachmentDamaged` when the zip's copy does not extract (a checksum that does
    ///   not match, data that ends early); `attachmentExpandsTooMuch` for one that the zip says expands past
    ///   `maxExpansion` times its size, before anything is extracted; `attachmentLargerThanDeclared` as soon as
    ///   its bytes run past the size the zip gives; `unreadable` for a file of the folder that cannot be read (or
    ///   that became a symbolic link), and `unwritable` when the copy cannot be written (a full disk): the
    ///   import stops, nothing is left.
    func stage(_ path: String) throws -> StagedMedia {
        if let done = staged[path] { return done }
        let ext = path.split(separator: "/").last.flatMap { name in name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } } ?? ""
        let media: StagedMedia
        switch place {
        case .zip(let archive, let name):
            let source = name + "/" + path
            guard let member = archive[path] else { throw VaultError.attachmentDamaged(file: source) }
            let declared = member.uncompressedSize
            if declared > Self.freelyExpanded, declared / Self.maxExpansion >= max(member.compressedSize, 1) {
                throw VaultError.attachmentExpandsTooMuch(
                    file: source, compressed: Int(clamping: member.compressedSize), uncompressed: Int(clamping: declared))
            }
            let expanded = expandedSoFar + declared
            let compressed = compressedSoFar + member.compressedSize
            if expanded > Self.freelyExpandedInAll, expanded / Self.maxExpansion >= max(compressed, 1) {
                throw VaultError.attachmentExpandsTooMuch(
                    file: source + " (with the attachments before it)", compressed: Int(clamping: compressed),
                    uncompressed: Int(clamping: expanded))
            }
            (expandedSoFar, compressedSoFar) = (expanded, compressed)
            var extracted: UInt64 = 0
            do {
                media = try staging.stage(fileExtension: ext, source: source) { consume in
                    let checksum = try archive.extract(member, bufferSize: 1 << 20) { chunk in
                        // Deflate stops where its data says, not at the size the zip gives: a lie is caught here.
                        extracted += UInt64(chunk.count)
                        guard extracted <= declared else {
                            throw VaultError.attachmentLargerThanDeclared(file: source, declared: Int(clamping: declared))
                        }
                        try consume(chunk)
                    }
                    // This way of extracting leaves the comparison to the caller.
                    guard checksum == member.checksum else { throw VaultError.attachmentDamaged(file: source) }
                }
            } catch let error as VaultError {
                throw error
            } catch {
                throw VaultError.attachmentDamaged(file: source)
            }
        case .folder(let folder):
            let source = folder.lastPathComponent + "/" + path
            let reader: FileHandle
            do {
                reader = try SourceFiles.open(path, in: folder)
            } catch is SourceFiles.LinkInTheWay {
                // Listed as a file, a link by the time it is read: refused, never followed.
                throw VaultError.unreadable(file: folder.appendingPathComponent(path).path, reason: .errno(ELOOP))
            }
            media = try staging.stage(reading: reader, named: folder.appendingPathComponent(path), source: source)
        }
        staged[path] = media
        return media
    }
}
