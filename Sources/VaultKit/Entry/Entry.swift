import Foundation

/// An entry of the vault: where it lives and what it says.
public struct Entry: Sendable {
    public let path: EntryPath
    public var document: EntryDocument

    public init(path: EntryPath, document: EntryDocument) {
        self.path = path
        self.document = document
    }

    public var title: String { document.title }
    public var frontMatter: FrontMatter { document.frontMatter ?? FrontMatter() }

    /// When it was written; for an entry without `created`, midnight of its file name's day in `zone`.
    public func timestamp(localZone zone: TimeZone) -> EntryTimestamp {
        Self.timestamp(frontMatter, path: path, localZone: zone)
    }

    /// When the entry at `path` with `frontMatter` was written (see `timestamp(localZone:)`).
    static func timestamp(_ frontMatter: FrontMatter, path: EntryPath, localZone zone: TimeZone) -> EntryTimestamp {
        frontMatter.timestamp(localZone: zone) ?? EntryTimestamp(path.day.startDate(in: zone), in: zone)
    }
}

/// What a list shows of an entry. A class: lists pass thousands of them around, and copying the
/// front matter of each would cost more than sharing it.
public final class EntrySummary: Sendable {
    public let path: EntryPath
    public let timestamp: EntryTimestamp
    public let frontMatter: FrontMatter
    public let title: String
    public let preview: String

    /// A summary from what has been read of the file (a search makes none of the preview).
    init(path: EntryPath, frontMatter: FrontMatter?, title: String, preview: String = "", localZone zone: TimeZone) {
        self.path = path
        let frontMatter = frontMatter ?? FrontMatter()
        self.frontMatter = frontMatter
        timestamp = Entry.timestamp(frontMatter, path: path, localZone: zone)
        self.title = title
        self.preview = preview
    }

    /// A summary of a search hit, its time already worked out.
    init(path: EntryPath, frontMatter: FrontMatter, timestamp: EntryTimestamp, title: String) {
        self.path = path
        self.frontMatter = frontMatter
        self.timestamp = timestamp
        self.title = title
        preview = ""
    }

    init(_ entry: Entry, localZone: TimeZone, previewLimit: Int = 240) {
        path = entry.path
        timestamp = entry.timestamp(localZone: localZone)
        frontMatter = entry.frontMatter
        title = entry.title
        preview = EntryText.preview(of: entry.document.body, limit: previewLimit, skippingTitle: entry.frontMatter.title == nil)
    }
}

extension EntrySummary {
    /// The summary of an entry read by `FastEntryReader`: its front matter and its body's bytes.
    convenience init(path: EntryPath, frontMatter: FrontMatter?, body: UnsafeBufferPointer<UInt8>, localZone zone: TimeZone, previewLimit: Int) {
        let titleKey = frontMatter?.title
        self.init(
            path: path, frontMatter: frontMatter, title: titleKey ?? EntryText.title(ofBody: body),
            preview: EntryText.preview(ofBody: body, limit: previewLimit, skippingTitle: titleKey == nil), localZone: zone)
    }

    /// The summary of the entry file `bytes`: read by `FastEntryReader` where it can, else from the parsed
    /// document; the same summary either way, and `parse`'s error for a file that cannot be read.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: EntryPath, localZone zone: TimeZone, previewLimit: Int) throws -> EntrySummary {
        try read(bytes, path: path, localZone: zone, previewLimit: previewLimit, keeping: { _ in true })!
    }

    /// `read`, or nil when the entry's front matter fails `keep` (then no title or preview is made).
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, path: EntryPath, localZone zone: TimeZone, previewLimit: Int,
        keeping keep: (FrontMatter) -> Bool
    ) throws -> EntrySummary? {
        if let (frontMatter, body) = FastEntryReader.read(bytes) {
            guard keep(frontMatter ?? FrontMatter()) else { return nil }
            return EntrySummary(path: path, frontMatter: frontMatter, body: body, localZone: zone, previewLimit: previewLimit)
        }
        return try parsed(bytes, path: path, localZone: zone, previewLimit: previewLimit, keeping: keep)
    }

    /// `read(keeping:)` by the full parser alone, for a file `FastEntryReader` left to it.
    static func parsed(
        _ bytes: UnsafeBufferPointer<UInt8>, path: EntryPath, localZone zone: TimeZone, previewLimit: Int,
        keeping keep: (FrontMatter) -> Bool
    ) throws -> EntrySummary? {
        let entry = Entry(path: path, document: try EntryDocument.parse(bytes, file: path.relativePath))
        guard keep(entry.frontMatter) else { return nil }
        return EntrySummary(entry, localZone: zone, previewLimit: previewLimit)
    }
}
