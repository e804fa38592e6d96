import Foundation
import Localization
import VaultKit

/// Search results for a person: per entry, its date and title, then its matching lines, each cut to
/// the terminal's width (wide characters count two) with the matches highlighted when colours are on.
/// Built as bytes: a common word matches thousands of entries.
struct SearchLines {
    let width: Int
    let color: Bool
    /// Matching lines shown per entry; the rest are counted in "(+N more)".
    var linesPerEntry = 3

    static let indent = "  "
    private static let dim = Array("\u{1B}[2m".utf8), bold = Array("\u{1B}[1m".utf8)
    private static let match = Array("\u{1B}[1;31m".utf8), reset = Array("\u{1B}[0m".utf8)
    private static let ellipsis = Array("…".utf8)

    /// Formats on every core, one buffer per worker, hits separated by a blank line.
    func render(_ hits: [SearchHit]) -> String {
        let dates = DateDisplay()
        let chunks = hits.withUnsafeBufferPointer { hits in
            ParallelMap.chunks(hits.count) { range in
                let dates = dates.copy()
                var out: [UInt8] = []
                out.reserveCapacity(range.count * (width * 3 + 32))
                for i in range {
                    guard let summary = hits[i].entry else { continue }
                    if i > 0 { out.append(UInt8(ascii: "\n")) }
                    append(hits[i], summary: summary, date: dates.string(summary.timestamp), to: &out)
                }
                return out
            }
        }
        return String(joiningChunks: chunks)
    }

    func append(_ hit: SearchHit, summary: EntrySummary, date: String, to out: inout [UInt8]) {
        let star = summary.frontMatter.starred == true ? "★ " : ""
        var title = Array(summary.title.utf8)
        var titleRanges: [Range<Int>] = []
        if title.isEmpty {
            title = Array(Strings.current.untitled.utf8)
        } else if let line = hit.lines.first(where: \.isTitle) {
            titleRanges = Self.titleRanges(line, title: title)
        }
        let room = max(width - DisplayWidth.of(date) - 2 - DisplayWidth.of(star), 10)
        let (shownTitle, shownRanges) = Self.fit(title, ranges: titleRanges, room: room)
        if color { out += Self.dim }
        out += date.utf8
        if color { out += Self.reset }
        out += "  ".utf8
        out += star.utf8
        emit(shownTitle, shownRanges, base: Self.bold, to: &out)
        out.append(UInt8(ascii: "\n"))
        var shown = 0
        var more = 0
        for line in hit.lines where !line.isTitle {
            guard shown < linesPerEntry else {
                more += 1
                continue
            }
            shown += 1
            let (text, ranges) = Self.trimmed(Array(line.text.utf8), ranges: line.ranges)
            let (cut, cutRanges) = Self.fit(text, ranges: ranges, room: max(width - Self.indent.count, 10))
            out += Self.indent.utf8
            emit(cut, cutRanges, base: nil, to: &out)
            out.append(UInt8(ascii: "\n"))
        }
        if more > 0 {
            out += Self.indent.utf8
            if color { out += Self.dim }
            out += Strings.current.searchMoreLines(more).utf8
            if color { out += Self.reset }
            out.append(UInt8(ascii: "\n"))
        }
    }

    /// `text` with `ranges` (UTF-8 offsets) highlighted, inside `base` styling, when colours are on;
    /// its control characters shown (`TerminalSafe`).
    func emit(_ text: [UInt8], _ ranges: [Range<Int>], base: [UInt8]?, to out: inout [UInt8]) {
        guard color else {
            TerminalSafe.append(text, to: &out)
            return
        }
        if let base { out += base }
        var position = 0
        for range in ranges where range.lowerBound >= position && range.upperBound <= text.count {
            TerminalSafe.append(text[position..<range.lowerBound], to: &out)
            out += Self.match
            TerminalSafe.append(text[range], to: &out)
            out += Self.reset
            if let base { out += base }
            position = range.upperBound
        }
        TerminalSafe.append(text[position...], to: &out)
        if base != nil { out += Self.reset }
    }

    /// The title line's ranges moved onto the title (the line without its `# ` and surrounding spaces).
    static func titleRanges(_ line: MatchedLine, title: [UInt8]) -> [Range<Int>] {
        let text = Array(line.text.utf8)
        guard !title.isEmpty, title.count <= text.count,
            let start = (0...(text.count - title.count)).first(where: { text[$0..<($0 + title.count)].elementsEqual(title) })
        else { return [] }
        return line.ranges.compactMap { clip($0, to: start..<(start + title.count), shift: -start) }
    }

    /// `text` without white space at either end, and its ranges moved to match.
    static func trimmed(_ text: [UInt8], ranges: [Range<Int>]) -> ([UInt8], [Range<Int>]) {
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        let start = text.firstIndex(where: { !isSpace($0) }) ?? text.count
        let end = (text.lastIndex(where: { !isSpace($0) }) ?? start - 1) + 1
        guard start < end else { return ([], []) }
        if start == 0, end == text.count { return (text, ranges) }
        return (Array(text[start..<end]), ranges.compactMap { clip($0, to: start..<end, shift: -start) })
    }

    /// The part of `range` inside `window`, moved by `shift`; nil when nothing of it is inside.
    static func clip(_ range: Range<Int>, to window: Range<Int>, shift: Int) -> Range<Int>? {
        let lower = max(range.lowerBound, window.lowerBound)
        let upper = min(range.upperBound, window.upperBound)
        return lower < upper ? (lower + shift)..<(upper + shift) : nil
    }

    /// `text` cut to `room` columns with `…`, so that its first range stays in sight: when the first
    /// match lies beyond the width, the line is shown from a little before it. Ranges follow the cut.
    static func fit(_ text: [UInt8], ranges: [Range<Int>], room: Int) -> ([UInt8], [Range<Int>]) {
        guard room > 2 else { return (text, ranges) }
        // Printable ASCII, the common case: a byte is a column.
        if text.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            guard text.count > room else { return (text, ranges) }
            return cut(text, ranges: ranges, room: room, offsets: nil, columns: nil, widths: nil)
        }
        let string = String(decoding: text, as: UTF8.self)
        guard DisplayWidth.of(string) > room else { return (text, ranges) }
        // Where each scalar starts, in bytes and in columns; the last entries are the end of the text.
        var offsets = [0]
        var columns = [0]
        var widths: [Int] = []
        var offset = 0
        var column = 0
        for scalar in string.unicodeScalars {
            let width = DisplayWidth.of(scalar)
            offset += UTF8.width(scalar)
            column += width
            offsets.append(offset)
            columns.append(column)
            widths.append(width)
        }
        return cut(text, ranges: ranges, room: room, offsets: offsets, columns: columns, widths: widths)
    }

    /// The cut itself, over scalars at `offsets` (bytes) and `columns`, or over bytes when those are nil.
    private static func cut(
        _ text: [UInt8], ranges: [Range<Int>], room: Int,
        offsets: [Int]?, columns: [Int]?, widths: [Int]?
    ) -> ([UInt8], [Range<Int>]) {
        let count = offsets.map { $0.count - 1 } ?? text.count
        func offset(_ index: Int) -> Int { offsets?[index] ?? index }
        func column(_ index: Int) -> Int { columns?[index] ?? index }
        func width(_ index: Int) -> Int { widths?[index] ?? 1 }
        func index(atOffset target: Int) -> Int {
            guard let offsets else { return min(target, count) }
            return offsets.firstIndex { $0 >= target } ?? count
        }
        var first = 0
        var lead = false
        if let match = ranges.first, column(index(atOffset: match.upperBound)) > room - 1 {
            // Start a little before the first match, on a character's first scalar.
            let wanted = max(column(index(atOffset: match.lowerBound)) - min(room / 4, 16), 0)
            first = (0...count).first { column($0) >= wanted } ?? 0
            while first > 0, first < count, width(first) == 0 { first -= 1 }
            lead = true
        }
        let available = room - (lead ? 1 : 0)
        var end = count
        var tail = false
        if column(end) - column(first) > available {
            // Keep a column for the ellipsis, and a character's marks with it.
            end = first
            while end < count, column(end + 1) - column(first) <= available - 1 { end += 1 }
            while end < count, width(end) == 0 { end += 1 }
            tail = true
        }
        let from = offset(first)
        let to = offset(end)
        let shift = (lead ? ellipsis.count : 0) - from
        var out: [UInt8] = []
        out.reserveCapacity(to - from + 6)
        if lead { out += ellipsis }
        out += text[from..<to]
        if tail { out += ellipsis }
        return (out, ranges.compactMap { clip($0, to: from..<to, shift: shift) })
    }
}

/// Search hits as JSON for scripts: an array of objects with `path`, `created`, `title`, `tags` and
/// `matches` (`line`: the file's line number; `text`: the line; `ranges`: `start`/`end` UTF-8 byte
/// offsets into `text`, end excluded, as ripgrep's JSON gives them). Written by hand, straight into
/// bytes: JSONEncoder's tree of thousands of hits took more memory than the whole search.
enum SearchJSON {
    static func encode(_ hits: [SearchHit]) -> String {
        var out: [UInt8] = []
        out += "[".utf8
        var first = true
        for hit in hits {
            guard let summary = hit.entry else { continue }
            out += (first ? "\n  {\n" : ",\n  {\n").utf8
            first = false
            // Keys in sorted order, as the other JSON outputs of diary have them.
            key("created", indent: 4, to: &out)
            string(summary.frontMatter.created ?? summary.timestamp.description, to: &out)
            out += ",\n".utf8
            key("matches", indent: 4, to: &out)
            if hit.lines.isEmpty { out += "[]".utf8 }
            for (index, line) in hit.lines.enumerated() {
                out += (index == 0 ? "[\n      {\n" : ",\n      {\n").utf8
                key("line", indent: 8, to: &out)
                out += "\(line.number),\n".utf8
                key("ranges", indent: 8, to: &out)
                out += "[".utf8
                for (n, range) in line.ranges.enumerated() {
                    out += (n == 0 ? "\n" : ",\n").utf8
                    out += "          { \"end\" : \(range.upperBound), \"start\" : \(range.lowerBound) }".utf8
                }
                out += (line.ranges.isEmpty ? "],\n" : "\n        ],\n").utf8
                key("text", indent: 8, to: &out)
                string(line.text, to: &out)
                out += "\n      }".utf8
            }
            if !hit.lines.isEmpty { out += "\n    ]".utf8 }
            out += ",\n".utf8
            key("path", indent: 4, to: &out)
            string(summary.path.relativePath, to: &out)
            out += ",\n".utf8
            key("tags", indent: 4, to: &out)
            let tags = summary.frontMatter.tags ?? []
            out += "[".utf8
            for (n, tag) in tags.enumerated() {
                out += (n == 0 ? "\n      " : ",\n      ").utf8
                string(tag, to: &out)
            }
            out += (tags.isEmpty ? "],\n" : "\n    ],\n").utf8
            key("title", indent: 4, to: &out)
            string(summary.title, to: &out)
            out += "\n  }".utf8
        }
        out += (first ? "]\n" : "\n]\n").utf8
        return String(decoding: out, as: UTF8.self)
    }

    private static func key(_ name: String, indent: Int, to out: inout [UInt8]) {
        out += repeatElement(UInt8(ascii: " "), count: indent)
        string(name, to: &out)
        out += " : ".utf8
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as UTF-8.
    static func string(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += "\\\"".utf8
            case UInt8(ascii: "\\"): out += "\\\\".utf8
            case 0x0A: out += "\\n".utf8
            case 0x0D: out += "\\r".utf8
            case 0x09: out += "\\t".utf8
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out += "\\u00".utf8
                out.append(hex[Int(byte >> 4)])
                out.append(hex[Int(byte & 0xF)])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
