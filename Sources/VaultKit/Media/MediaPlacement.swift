import FileWriting
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An attachment a save puts in the vault, or finds there already with the same bytes.
struct MediaWrite: Equatable {
    let path: String
    let staged: StagedMedia
    /// False: the file is there already (same bytes); the commit takes it as it is.
    let isNew: Bool
}

/// Chooses each attachment's file name for a set of new entries: its content-hash name, unless a file
/// of other bytes has that name already (a photo edited in place), when `-2`, `-3`, … is added, and the
/// entry's links follow. A file is never written over.
struct MediaPlacement {
    let root: URL
    /// Paths taken in this save, with the SHA-256 of what goes there.
    private var taken: [String: String] = [:]
    /// SHA-256 of files already in the vault, each read once.
    private var existing: [String: String] = [:]

    init(root: URL) { self.root = root }

    /// `candidate` with its attachments placed, its body's links changed where a name had to change.
    mutating func place(_ candidate: ImportCandidate) -> (ImportCandidate, [MediaWrite]) {
        guard !candidate.media.isEmpty else { return (candidate, []) }
        let entry = EntryPath(day: candidate.created.day)
        var body = candidate.document.body
        var writes: [MediaWrite] = []
        var media: [ImportMedia] = []
        for item in candidate.media {
            let write = place(item.staged, at: item.path)
            if write.path != item.path {
                body = body.replacingOccurrences(
                    of: "](" + MediaPath.link(from: entry, to: item.path) + ")", with: "](" + MediaPath.link(from: entry, to: write.path) + ")")
            }
            if !writes.contains(where: { $0.path == write.path }) { writes.append(write) }
            media.append(ImportMedia(staged: item.staged, path: write.path))
        }
        guard body != candidate.document.body else { return (candidate, writes) }
        let document = ImportedText.document(candidate.document.frontMatter ?? FrontMatter(), body: body)
        let placed = ImportCandidate(
            source: candidate.source, document: document, created: candidate.created, dayOneUUID: candidate.dayOneUUID, media: media)
        return (placed, writes)
    }

    /// How many names `place` tries before it gives the last one up to `installMedia`, which refuses it.
    static let mostNames = 1000

    /// The first of `path`, `path-2`, `path-3`, … that is free or holds these very bytes.
    mutating func place(_ staged: StagedMedia, at path: String) -> MediaWrite {
        var suffix = 1
        while true {
            let candidate = suffix == 1 ? path : Self.suffixed(path, suffix)
            suffix += 1
            // Never an endless search: the last name tried is refused by name when the file is written.
            if suffix > Self.mostNames { return MediaWrite(path: candidate, staged: staged, isNew: true) }
            if let sha = taken[candidate] {
                if sha == staged.sha256 { return MediaWrite(path: candidate, staged: staged, isNew: true) }
                continue
            }
            switch VaultFile(candidate, in: root) {
            case .missing, .linkedFolder, .notAFolder:
                // A linked folder, or a file where a folder belongs, is refused when the file is written.
                taken[candidate] = staged.sha256
                return MediaWrite(path: candidate, staged: staged, isNew: true)
            case .file(let size):
                if size == staged.size, sha256(of: candidate) == staged.sha256 {
                    return MediaWrite(path: candidate, staged: staged, isNew: false)
                }
            case .other:
                continue
            }
        }
    }

    private mutating func sha256(of path: String) -> String? {
        if let known = existing[path] { return known }
        let sha = try? ContentHash.of(file: root.appendingPathComponent(path)).sha256
        existing[path] = sha
        return sha
    }

    /// `2026/11/media/x-2.jpeg` for `2026/11/media/x.jpeg`.
    static func suffixed(_ path: String, _ suffix: Int) -> String {
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        guard let dot = path[slash...].lastIndex(of: "."), dot > slash else { return path + "-\(suffix)" }
        return String(path[..<dot]) + "-\(suffix)" + String(path[dot...])
    }
}

extension Vault {
    /// Puts the new attachments of `writes` in place, each by a hard link of its staged copy that never
    /// replaces a file (AtomicWrite's `install`), in folders made 0700; a linked folder is refused. A staged
    /// copy that goes to a second place (two months' folders) is copied there, never linked: two vault files
    /// that shared an inode would change together when one is edited in place.
    func installMedia(_ writes: [MediaWrite]) throws {
        var linked = Set<URL>()
        for write in writes where write.isNew {
            switch VaultFile(write.path, in: root) {
            case .linkedFolder(let folder): throw VaultError.symlink(file: folder)
            case .notAFolder(let folder):
                throw VaultError.unwritable(
                    file: String(folder.dropFirst(root.path.count + 1)), reason: .fileWhereFolderBelongs)
            case .missing: break
            case .file, .other: throw VaultError.entryExists(file: write.path)
            }
            guard let staged = write.staged.file else { continue }
            let target = root.appendingPathComponent(write.path)
            try AtomicFile.makeFolders(target.deletingLastPathComponent(), displayName: write.path)
            guard let copy = TemporaryFiles.staging(in: gitDirectory, name: "link-\(UInt32.random(in: 0...UInt32.max))") else {
                throw VaultError.unwritable(file: write.path, reason: .errno(errno))
            }
            if linked.insert(staged).inserted {
                guard link(staged.path, copy.path) == 0 else {
                    throw VaultError.unwritable(file: write.path, reason: .errno(errno))
                }
            } else {
                do {
                    try FileManager.default.copyItem(at: staged, to: copy)
                } catch {
                    unlink(copy.path)
                    throw VaultError.unwritable(file: write.path, reason: .text(error.localizedDescription))
                }
            }
            do throws(FileWriteError) {
                try AtomicWrite(replacesExisting: false, durable: false).install(copy.path, at: target.path)
            } catch {
                unlink(copy.path)
                throw error.step == .exists
                    ? VaultError.entryExists(file: write.path) : VaultError.unwritable(file: write.path, reason: .text(error.reason))
            }
            AtomicFile.syncFolder(target.deletingLastPathComponent())
        }
    }
}
