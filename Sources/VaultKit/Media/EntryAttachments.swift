import Foundation

/// A file of the vault an entry links to: a photo, a video, any file that is not an entry or a note.
public struct Attachment: Sendable, Equatable {
    /// Its path in the vault: `2026/11/media/3a7b….jpeg`.
    public let path: String
    /// Its size; nil when the vault has no file there (the link points at nothing).
    public let bytes: Int?
}

extension Vault {
    /// The files `entry` links to (images and links outside code, by relative paths that stay in the
    /// vault), each once, in the order the body names them: every regular file that is not Markdown,
    /// and, as missing, every photo, video, audio or PDF, or anything in a `media` folder, that is not there.
    public func attachments(of entry: Entry) -> [Attachment] {
        var found: [Attachment] = []
        _ = MarkdownLink.rewrite(entry.document.body) { link, line in
            guard let path = MediaPath.resolve(link.destination(in: line), from: entry.path),
                !path.lowercased().hasSuffix(".md"), !found.contains(where: { $0.path == path })
            else { return nil }
            switch VaultFile(path, in: root) {
            case .file(let size):
                found.append(Attachment(path: path, bytes: size))
            case .missing:
                let parts = path.split(separator: "/")
                if MediaKind(fileName: path) != nil || parts.dropLast().contains(Substring(MediaPath.folderName)) {
                    found.append(Attachment(path: path, bytes: nil))
                }
            case .other, .linkedFolder, .notAFolder:
                break
            }
            return nil
        }
        return found
    }
}
