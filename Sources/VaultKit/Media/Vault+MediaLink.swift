import Foundation

/// Where a link in an entry's body leads, for a page that takes the entry's files along (the HTML export).
public enum MediaLink: Equatable, Sendable {
    /// Not a file of the vault to take along: a URL, a `#fragment`, another entry or note (`.md`), or a
    /// missing file that is no attachment. Left as it is, and nothing to say.
    case other
    /// A regular file of the vault, reached through real folders: its vault path (`2025/11/media/x.jpeg`).
    case file(String)
    /// An attachment's vault path (a photo, a video, audio, a PDF, or a file in a `media` folder) with no file there.
    case missing(String)
    /// A path that leaves the vault (`../../../x.png`, `/home/me/x.png`), goes into a hidden folder
    /// (`.git`, `.diary`), or reaches a symbolic link or something else that is no regular file. Never read.
    case refused
}

extension Vault {
    /// Where `destination` (a link's address as the body writes it, `media/x.jpeg`) leads from the entry at
    /// `entry`. Only `.file` is ever read: through `attachmentBytes(at:)`, which opens no link.
    public func mediaLink(_ destination: String, from entry: EntryPath) -> MediaLink {
        var text = destination
        if let mark = text.firstIndex(where: { $0 == "#" || $0 == "?" }) { text = String(text[..<mark]) }
        if text.isEmpty || MediaPath.hasScheme(text) { return .other }
        if text.hasPrefix("/") { return .refused }
        guard let path = MediaPath.resolve(destination, from: entry) else { return .refused }
        if path.lowercased().hasSuffix(".md") { return .other }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") && !$0.utf8.contains(0) }) else { return .refused }
        switch VaultFile(path, in: root) {
        case .file: return .file(path)
        case .missing:
            let isAttachment = MediaKind(fileName: path) != nil || parts.dropLast().contains(Substring(MediaPath.folderName))
            return isAttachment ? .missing(path) : .other
        case .other, .linkedFolder, .notAFolder: return .refused
        }
    }
}
