import EntryDisplay
import Localization
import VaultKit

/// The rows of an entry list for the `entryList` template: title, star, localized date, place and weather,
/// preview, tags, and for a search the matching lines with their terms marked.
struct EntryListItems {
    let dates: DateDisplay
    let text: any InterfaceText

    /// The address of an entry's page: its path in the vault without `.md` (`/2026/11/2026-11-25-2`), so that
    /// the links of its body to `media/…` are the addresses of those files.
    static func href(_ path: EntryPath) -> String { "/" + path.folder + "/" + path.name }

    func item(_ summary: EntrySummary, current: EntryPath? = nil, lines: [MatchedLine] = []) -> [String: Any] {
        let fm = summary.frontMatter
        var item: [String: Any] = [
            "href": Self.href(summary.path), "title": summary.title.isEmpty ? text.untitled : summary.title,
            "starred": fm.starred == true, "starredLabel": text.webStarred, "date": dates.string(summary.timestamp),
            "datetime": summary.timestamp.description, "current": summary.path == current
        ]
        let facts = EntryFact.facts(of: fm)
        if !facts.isEmpty { item["facts"] = facts.map(\.text).joined(separator: " · ") }
        if !summary.preview.isEmpty { item["preview"] = summary.preview }
        if let tags = fm.tags, !tags.isEmpty { item["tags"] = tags.map { "#" + $0 }.joined(separator: " ") }
        let shown = lines.filter { !$0.isTitle }.prefix(3)
        if !shown.isEmpty { item["lines"] = shown.map { ["parts": Self.parts(of: $0)] } }
        return item
    }

    /// A matched line cut into plain and marked parts (its ranges are UTF-8 offsets).
    static func parts(of line: MatchedLine) -> [[String: Any]] {
        let bytes = Array(line.text.utf8)
        var parts: [[String: Any]] = []
        var at = 0
        for range in line.ranges where range.lowerBound >= at && range.upperBound <= bytes.count {
            if range.lowerBound > at { parts.append(["text": decode(bytes[at..<range.lowerBound]), "marked": false]) }
            parts.append(["text": decode(bytes[range]), "marked": true])
            at = range.upperBound
        }
        if at < bytes.count { parts.append(["text": decode(bytes[at...]), "marked": false]) }
        return parts
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }

    /// The `entryList` template's values: the rows, or `empty` when there are none; `count` above them.
    static func list(_ items: [[String: Any]], empty: String, count: String? = nil) -> [String: Any] {
        var values: [String: Any] = ["entries": items, "hasEntries": !items.isEmpty, "empty": empty]
        if let count { values["count"] = count }
        return values
    }
}
