import Foundation

/// What a list line shows of each of many entries — when it was written, its marks (`★`), its title and
/// the start of its text — with every mark, title and preview in one buffer, not a string (and an object)
/// each.
///
/// `Vault.listing` reads it straight from the files, the same as `Vault.summaries` would say. A list
/// of a whole vault made three small objects per entry, and spent about as long again freeing them
/// one by one when it was done.
public struct EntryListing: Sendable {
    public struct Item: Sendable, Equatable {
        public let path: EntryPath
        /// When it was written; for an entry without `created`, midnight of its file name's day.
        public let timestamp: EntryTimestamp
        /// Where its marks are in `text` (`FrontMatter.listMarks`, each followed by a space), the title and
        /// the preview (UTF-8); empty when there is none.
        public let marks: Range<Int>
        public let title: Range<Int>
        public let preview: Range<Int>
    }

    public private(set) var items: [Item] = []
    /// The marks, titles and previews, one after another.
    public private(set) var text: [UInt8] = []

    public init() {}

    /// The listing of `summaries`, in their order.
    public init(_ summaries: [EntrySummary]) {
        for summary in summaries { append(summary) }
    }

    /// The marks of `item` (`★ `) as a string.
    public func marks(_ item: Item) -> String { String(decoding: text[item.marks], as: UTF8.self) }

    /// The title of `item` as a string.
    public func title(_ item: Item) -> String { String(decoding: text[item.title], as: UTF8.self) }

    /// The preview of `item` as a string.
    public func preview(_ item: Item) -> String { String(decoding: text[item.preview], as: UTF8.self) }

    mutating func append(_ summary: EntrySummary) {
        let marksStart = text.count
        text += summary.frontMatter.listMarks.utf8
        let titleStart = text.count
        text += summary.title.utf8
        let previewStart = text.count
        text += summary.preview.utf8
        items.append(
            Item(
                path: summary.path, timestamp: summary.timestamp, marks: marksStart..<titleStart,
                title: titleStart..<previewStart, preview: previewStart..<text.count))
    }

    /// Adds `item` of `other`, its marks, title and preview copied into this listing's text.
    mutating func append(_ item: Item, of other: EntryListing) {
        let marksStart = text.count
        text += other.text[item.marks]
        let titleStart = text.count
        text += other.text[item.title]
        let previewStart = text.count
        text += other.text[item.preview]
        items.append(
            Item(
                path: item.path, timestamp: item.timestamp, marks: marksStart..<titleStart,
                title: titleStart..<previewStart, preview: previewStart..<text.count))
    }

    /// Reads the entry file `bytes` as `EntrySummary.read` does and adds it, unless its front matter fails
    /// `keep`; returns the new item's index, nil when it was left out. The fast reader's answer goes in
    /// without a string; anything else is parsed in full (once) and added from its summary.
    mutating func read(
        _ bytes: UnsafeBufferPointer<UInt8>, path: EntryPath, localZone zone: TimeZone, previewLimit: Int,
        keeping keep: (FrontMatter) -> Bool
    ) throws -> Int? {
        guard let (read, body) = FastEntryReader.read(bytes) else {
            guard let summary = try EntrySummary.parsed(bytes, path: path, localZone: zone, previewLimit: previewLimit, keeping: keep)
            else { return nil }
            append(summary)
            return items.count - 1
        }
        let frontMatter = read ?? FrontMatter()
        guard keep(frontMatter) else { return nil }
        let timestamp = Entry.timestamp(frontMatter, path: path, localZone: zone)
        let marksStart = text.count
        text += frontMatter.listMarks.utf8
        let titleStart = text.count
        let titleKey = frontMatter.title
        if let titleKey {
            text += titleKey.utf8
        } else {
            text.append(contentsOf: UnsafeBufferPointer(rebasing: body[EntryText.titleRange(ofBody: body)]))
        }
        let previewStart = text.count
        let capacity = EntryText.previewCapacity(ofBody: body, limit: previewLimit)
        if capacity > 0 {
            text.append(contentsOf: repeatElement(0, count: capacity))
            let written = text.withUnsafeMutableBufferPointer { text in
                EntryText.writePreview(
                    ofBody: body, limit: previewLimit, skippingTitle: titleKey == nil,
                    into: UnsafeMutableBufferPointer(rebasing: text[previewStart...]))
            }
            text.removeLast(capacity - written)
        }
        items.append(
            Item(
                path: path, timestamp: timestamp, marks: marksStart..<titleStart,
                title: titleStart..<previewStart, preview: previewStart..<text.count))
        return items.count - 1
    }
}
