/// What an attachment is, by its file name's extension: the four kinds Day One keeps.
public enum MediaKind: String, Sendable, CaseIterable {
    case photo
    case video
    case audio
    case pdf

    /// The kind of a file named `name` (`IMG_0001.HEIC`, `memo.m4a`), nil for any other file.
    public init?(fileName name: some StringProtocol) {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        self.init(fileExtension: name[name.index(after: dot)...])
    }

    public init?(fileExtension: some StringProtocol) {
        let ext = fileExtension.lowercased()
        guard let kind = Self.allCases.first(where: { $0.extensions.contains(ext) }) else { return nil }
        self = kind
    }

    /// The extensions of the kind, lower-case.
    public var extensions: Set<String> {
        switch self {
        case .photo: ["jpg", "jpeg", "png", "gif", "heic", "heif", "webp", "tif", "tiff", "bmp"]
        case .video: ["mov", "mp4", "m4v", "avi", "mkv", "webm", "3gp"]
        case .audio: ["m4a", "aac", "mp3", "wav", "aif", "aiff", "caf", "ogg", "oga", "opus", "flac"]
        case .pdf: ["pdf"]
        }
    }

    /// Markdown image syntax for photos, which every viewer shows; a link for the others, which a
    /// viewer opens (`![](…)` of a video shows nothing in most of them).
    public var isShownInline: Bool { self == .photo }

    /// The text of a link to an attachment of this kind when nothing better names it.
    var defaultLinkText: String {
        switch self {
        case .photo: ""
        case .video: "Video"
        case .audio: "Audio"
        case .pdf: "PDF"
        }
    }
}
