import Foundation
import ZIPFoundation

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

    /// The folder of each attachment array of an entry.
    static let folders = ["photos": "photos", "videos": "videos", "audios": "audios", "pdfAttachments": "pdfs"]

    init(zip archive: Archive, name: String, staging: MediaStaging) {
        place = .zip(archive, name: name)
        self.staging = staging
        for member in archive where member.type == .file {
            add(member.path)
        }
    }

    /// The folder an export unpacks to (or the one a journal's JSON is in).
    init(folder: URL, staging: MediaStaging) {
        place = .folder(folder)
        self.staging = staging
        for sub in Set(Self.folders.values) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(sub).path)) ?? []
            for name in names where !name.hasPrefix(".") { add(sub + "/" + name) }
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
    ///   not match, data that ends early), `unreadable` for a file of the folder that cannot be read, and
    ///   `unwritable` when the copy cannot be written (a full disk): the import stops, nothing is left.
    func stage(_ path: String) throws -> StagedMedia {
        if let done = staged[path] { return done }
        let ext = path.split(separator: "/").last.flatMap { name in name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } } ?? ""
        let media: StagedMedia
        switch place {
        case .zip(let archive, let name):
            let source = name + "/" + path
            guard let member = archive[path] else { throw VaultError.attachmentDamaged(file: source) }
            do {
                media = try staging.stage(fileExtension: ext, source: source) { consume in
                    let checksum = try archive.extract(member, bufferSize: 1 << 20) { try consume($0) }
                    // This way of extracting leaves the comparison to the caller.
                    guard checksum == member.checksum else { throw VaultError.attachmentDamaged(file: source) }
                }
            } catch let error as VaultError {
                throw error
            } catch {
                throw VaultError.attachmentDamaged(file: source)
            }
        case .folder(let folder):
            media = try staging.stage(file: folder.appendingPathComponent(path), source: folder.lastPathComponent + "/" + path)
        }
        staged[path] = media
        return media
    }
}
