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
        frontMatter.timestamp(localZone: zone)
            ?? EntryTimestamp(path.day.startDate(in: zone), in: zone)
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

    /// A summary without a preview, from what a search has read of the file.
    init(path: EntryPath, frontMatter: FrontMatter?, title: String, localZone zone: TimeZone) {
        self.path = path
        let frontMatter = frontMatter ?? FrontMatter()
        self.frontMatter = frontMatter
        timestamp = frontMatter.timestamp(localZone: zone) ?? EntryTimestamp(path.day.startDate(in: zone), in: zone)
        self.title = title
        preview = ""
    }

    init(_ entry: Entry, localZone: TimeZone, previewLimit: Int = 240) {
        path = entry.path
        timestamp = entry.timestamp(localZone: localZone)
        frontMatter = entry.frontMatter
        title = entry.title
        preview = EntryText.preview(of: entry.document.body, limit: previewLimit)
    }
}
