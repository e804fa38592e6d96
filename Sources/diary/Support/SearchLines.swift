import Foundation
import Localization
import VaultKit

/// Search results for a person: per entry, its date and title, then its matching lines, each cut to
/// the terminal's width (wide characters count two) with the matches highlighted when colours are on.
struct SearchLines {
    let width: Int
    let color: Bool
    /// Matching lines shown per entry; the rest are counted in "(+N more)".
    var linesPerEntry = 3

    static let indent = "  "
    private static let dim = "\u{1B}[2m", bold = "\u{1B}[1m", match = "\u{1B}[1;31m", reset = "\u{1B}[0m"

    /// Formats on every core, one buffer per worker, hits separated by a blank line.
    func render(_ hits: [SearchHit]) -> String {
        let chunks = hits.withUnsafeBufferPointer { hits in
            let shared = UncheckedBox(hits)
            return ParallelMap.chunks(hits.count) { range in
                let hits = shared.value
                let dates = DateDisplay()
                var out = ""
                for i in range {
                    guard let summary = hits[i].entry else { continue }
                    if i > 0 { out += "\n" }
                    append(hits[i], summary: summary, date: dates.string(summary.timestamp), to: &out)
                }
                return out
            }
        }
        return chunks.joined()
    }

    func append(_ hit: SearchHit, summary: EntrySummary, date: String, to out: inout String) {
        let star = summary.frontMatter.starred == true ? "★ " : ""
        let titleRanges = hit.lines.first(where: \.isTitle).map { Self.titleRanges($0, title: summary.title) } ?? []
        let title = summary.title.isEmpty ? Strings.current.untitled : summary.title
        let dateWidth = DisplayWidth.of(date)
        let room = max(width - dateWidth - 2 - DisplayWidth.of(star), 10)
        let (shownTitle, shownRanges) = Self.fit(title, ranges: summary.title.isEmpty ? [] : titleRanges, room: room)
        out += color ? Self.dim + date + Self.reset : date
        out += "  " + star
        out += styled(shownTitle, shownRanges, base: Self.bold)
        out += "\n"
        let body = hit.lines.filter { !$0.isTitle }
        for line in body.prefix(linesPerEntry) {
            let (text, ranges) = Self.trimmed(line.text, ranges: line.ranges)
            let (shown, shownRanges) = Self.fit(text, ranges: ranges, room: max(width - Self.indent.count, 10))
            out += Self.indent + styled(shown, shownRanges, base: nil) + "\n"
        }
        if body.count > linesPerEntry {
            let more = Strings.current.searchMoreLines(body.count - linesPerEntry)
            out += Self.indent + (color ? Self.dim + more + Self.reset : more) + "\n"
        }
    }

    /// `text` with `ranges` (UTF-8 offsets) highlighted, inside `base` styling when colours are on.
    func styled(_ text: String, _ ranges: [Range<Int>], base: String?) -> String {
        guard color else { return text }
        let bytes = Array(text.utf8)
        var out = base ?? ""
        var position = 0
        for range in ranges where range.lowerBound >= position && range.upperBound <= bytes.count {
            out += String(decoding: bytes[position..<range.lowerBound], as: UTF8.self)
            out += Self.match + String(decoding: bytes[range], as: UTF8.self) + Self.reset + (base ?? "")
            position = range.upperBound
        }
        out += String(decoding: bytes[position...], as: UTF8.self)
        return base == nil ? out : out + Self.reset
    }

    /// The title line's ranges moved onto the title (the line without its `# ` and surrounding spaces).
    static func titleRanges(_ line: MatchedLine, title: String) -> [Range<Int>] {
        guard !title.isEmpty, let start = Self.offset(of: title, in: line.text) else { return [] }
        let end = start + title.utf8.count
        return line.ranges.compactMap { range in
            Self.clip(range, to: start..<end, shift: -start)
        }
    }

    /// The part of `range` inside `window`, moved by `shift`; nil when nothing of it is inside.
    static func clip(_ range: Range<Int>, to window: Range<Int>, shift: Int) -> Range<Int>? {
        let lower = max(range.lowerBound, window.lowerBound), upper = min(range.upperBound, window.upperBound)
        return lower < upper ? (lower + shift)..<(upper + shift) : nil
    }

    /// The UTF-8 offset of the first occurrence of `part` in `text`.
    static func offset(of part: String, in text: String) -> Int? {
        let whole = Array(text.utf8), piece = Array(part.utf8)
        guard piece.count <= whole.count else { return nil }
        for start in 0...(whole.count - piece.count) where whole[start..<(start + piece.count)].elementsEqual(piece) {
            return start
        }
        return nil
    }

    /// `text` without white space at either end, and its ranges moved to match.
    static func trimmed(_ text: String, ranges: [Range<Int>]) -> (String, [Range<Int>]) {
        let bytes = Array(text.utf8)
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        let start = bytes.firstIndex(where: { !isSpace($0) }) ?? bytes.count
        let end = (bytes.lastIndex(where: { !isSpace($0) }) ?? start - 1) + 1
        guard start < end else { return ("", []) }
        let shifted = ranges.compactMap { range -> Range<Int>? in
            Self.clip(range, to: start..<end, shift: -start)
        }
        return (String(decoding: bytes[start..<end], as: UTF8.self), shifted)
    }

    /// `text` cut to `room` columns with `…`, so that its first range stays in sight: when the first
    /// match lies beyond the width, the line is shown from a little before it. Ranges follow the cut.
    static func fit(_ text: String, ranges: [Range<Int>], room: Int) -> (String, [Range<Int>]) {
        guard room > 2, DisplayWidth.of(text) > room else { return (text, ranges) }
        let scalars = Array(text.unicodeScalars)
        // Where each scalar starts, in bytes and in columns; the last entries are the end of the text.
        var offsets = [0], columns = [0]
        var offset = 0, column = 0
        for scalar in scalars {
            offset += UTF8.width(scalar)
            column += DisplayWidth.of(scalar)
            offsets.append(offset)
            columns.append(column)
        }
        func scalarIndex(atOffset target: Int) -> Int { offsets.firstIndex { $0 >= target } ?? scalars.count }

        var first = 0
        var lead = ""
        if let match = ranges.first, columns[scalarIndex(atOffset: match.upperBound)] > room - 1 {
            // Start a little before the first match, on a character's first scalar.
            let wanted = max(columns[scalarIndex(atOffset: match.lowerBound)] - min(room / 4, 16), 0)
            first = columns.firstIndex { $0 >= wanted } ?? 0
            while first > 0, first < scalars.count, DisplayWidth.of(scalars[first]) == 0 { first -= 1 }
            lead = "…"
        }
        let available = room - (lead.isEmpty ? 0 : 1)
        var end = scalars.count
        var tail = ""
        if columns[end] - columns[first] > available {
            // Keep a column for the ellipsis, and a character's marks with it.
            end = first
            while end < scalars.count, columns[end + 1] - columns[first] <= available - 1 { end += 1 }
            while end < scalars.count, DisplayWidth.of(scalars[end]) == 0 { end += 1 }
            tail = "…"
        }
        let bytes = Array(text.utf8)
        let from = offsets[first], to = offsets[end]
        let shift = lead.utf8.count - from
        let moved = ranges.compactMap { range -> Range<Int>? in
            Self.clip(range, to: from..<to, shift: shift)
        }
        return (lead + String(decoding: bytes[from..<to], as: UTF8.self) + tail, moved)
    }
}

/// Search hits as JSON for scripts: path, created, title, tags and the matching lines.
struct SearchJSON: Encodable {
    struct Match: Encodable {
        struct Span: Encodable {
            let start: Int
            let end: Int
        }
        let line: Int
        let text: String
        let ranges: [Span]
    }

    let path: String
    let created: String
    let title: String
    let tags: [String]
    let matches: [Match]

    init(_ hit: SearchHit, summary: EntrySummary) {
        path = summary.path.relativePath
        created = summary.frontMatter.created ?? summary.timestamp.description
        title = summary.title
        tags = summary.frontMatter.tags ?? []
        matches = hit.lines.map { line in
            Match(line: line.number, text: line.text, ranges: line.ranges.map { Match.Span(start: $0.lowerBound, end: $0.upperBound) })
        }
    }

    static func encode(_ hits: [SearchHit]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(hits.compactMap { hit in hit.entry.map { SearchJSON(hit, summary: $0) } }), as: UTF8.self) + "\n"
    }
}
