import EntryDisplay
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
    func render(_ results: SearchResults) -> ChunkedText {
        let dates = DateDisplay.ofProcess()
        let chunks = results.items.withUnsafeBufferPointer { items in
            results.lines.withUnsafeBufferPointer { lines in
                results.marks.withUnsafeBufferPointer { marks in
                    results.text.withUnsafeBufferPointer { text in
                        ParallelMap.chunks(items.count) { range in
                            let dates = dates.copy()
                            var out: [UInt8] = []
                            out.reserveCapacity(range.count * (width * 3 + 32))
                            for i in range {
                                if i > 0 { out.append(UInt8(ascii: "\n")) }
                                append(items[i], lines: lines, marks: marks, text: text, dates: dates, to: &out)
                            }
                            return out
                        }
                    }
                }
            }
        }
        return ChunkedText(chunks)
    }

    /// One hit: its date and title, then its matching lines, into `out`.
    private func append(
        _ item: SearchResults.Item, lines: UnsafeBufferPointer<SearchResults.Line>, marks: UnsafeBufferPointer<Range<Int>>,
        text: UnsafeBufferPointer<UInt8>, dates: DateDisplay, to out: inout [UInt8]
    ) {
        guard let timestamp = item.timestamp else { return }
        if color { out += Self.dim }
        let dateStart = out.count
        dates.append(timestamp, to: &out)
        let dateWidth = out.withUnsafeBufferPointer { DisplayWidth.of(utf8: UnsafeBufferPointer(rebasing: $0[dateStart...])) }
        if color { out += Self.reset }
        out += "  ".utf8
        // The entry's marks (`★ `) before the title, their control characters shown.
        let entryMarks = TerminalSafe.line(item.frontMatter?.listMarks ?? "")
        out += entryMarks.utf8
        let room = max(width - dateWidth - 2 - DisplayWidth.of(entryMarks), 10)
        let hitLines = UnsafeBufferPointer(rebasing: lines[item.lines])
        if item.title.isEmpty {
            let untitled = Array(Strings.current.untitled.utf8)
            untitled.withUnsafeBufferPointer { untitled in
                emit(
                    untitled, marks: UnsafeBufferPointer(start: nil, count: 0), shift: 0, shown: Self.shown(untitled, firstMark: nil, room: room),
                    base: Self.bold, to: &out)
            }
        } else {
            let title = UnsafeBufferPointer(rebasing: text[item.title])
            // The title line's marks, moved onto the title (the line without its `# ` and spaces).
            var titleMarks = UnsafeBufferPointer<Range<Int>>(start: nil, count: 0)
            var shift = 0
            if let line = hitLines.first(where: \.isTitle), line.text.contains(item.title.lowerBound) {
                titleMarks = UnsafeBufferPointer(rebasing: marks[line.marks])
                shift = line.text.lowerBound - item.title.lowerBound
            }
            let first = titleMarks.lazy.compactMap { Self.clip($0, shift: shift, to: 0..<title.count) }.first
            emit(title, marks: titleMarks, shift: shift, shown: Self.shown(title, firstMark: first, room: room), base: Self.bold, to: &out)
        }
        out.append(UInt8(ascii: "\n"))
        var shown = 0
        var more = 0
        for line in hitLines where !line.isTitle {
            guard shown < linesPerEntry else {
                more += 1
                continue
            }
            shown += 1
            // The line without white space at either end; its marks move with it.
            let whole = UnsafeBufferPointer(rebasing: text[line.text])
            let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
            let start = whole.firstIndex(where: { !isSpace($0) }) ?? whole.count
            let end = (whole.lastIndex(where: { !isSpace($0) }) ?? start - 1) + 1
            let trimmed = UnsafeBufferPointer(rebasing: whole[start..<max(start, end)])
            let lineMarks = UnsafeBufferPointer(rebasing: marks[line.marks])
            let first = lineMarks.lazy.compactMap { Self.clip($0, shift: -start, to: 0..<trimmed.count) }.first
            out += Self.indent.utf8
            emit(
                trimmed, marks: lineMarks, shift: -start,
                shown: Self.shown(trimmed, firstMark: first, room: max(width - Self.indent.count, 10)), base: nil, to: &out)
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

    /// The part of a text to show: `text[from..<to]`, after a `…` when `lead` and before one when `tail`.
    struct Shown: Equatable {
        var from: Int, to: Int, lead: Bool, tail: Bool
    }

    /// `text[shown]` with its ellipses and its marks (offsets into the text before `shift` moves them
    /// onto it) highlighted, inside `base` styling, when colours are on; its control characters shown
    /// (`TerminalSafe`).
    func emit(
        _ text: UnsafeBufferPointer<UInt8>, marks: UnsafeBufferPointer<Range<Int>>, shift: Int, shown: Shown, base: [UInt8]?,
        to out: inout [UInt8]
    ) {
        let window = shown.from..<shown.to
        guard color else {
            if shown.lead { out += Self.ellipsis }
            TerminalSafe.append(UnsafeBufferPointer(rebasing: text[window]), to: &out)
            if shown.tail { out += Self.ellipsis }
            return
        }
        if let base { out += base }
        if shown.lead { out += Self.ellipsis }
        var position = shown.from
        for mark in marks {
            guard let range = Self.clip(mark, shift: shift, to: window), range.lowerBound >= position else { continue }
            TerminalSafe.append(UnsafeBufferPointer(rebasing: text[position..<range.lowerBound]), to: &out)
            out += Self.match
            TerminalSafe.append(UnsafeBufferPointer(rebasing: text[range]), to: &out)
            out += Self.reset
            if let base { out += base }
            position = range.upperBound
        }
        TerminalSafe.append(UnsafeBufferPointer(rebasing: text[position..<shown.to]), to: &out)
        if shown.tail { out += Self.ellipsis }
        if base != nil { out += Self.reset }
    }

    /// `range` moved by `shift`, cut to `window`; nil when nothing of it is inside.
    static func clip(_ range: Range<Int>, shift: Int, to window: Range<Int>) -> Range<Int>? {
        let lower = max(range.lowerBound + shift, window.lowerBound)
        let upper = min(range.upperBound + shift, window.upperBound)
        return lower < upper ? lower..<upper : nil
    }

    /// How much of `text` fits in `room` columns with `…`, so that its first mark stays in sight: when
    /// that lies beyond the width, the line is shown from a little before it.
    static func shown(_ text: UnsafeBufferPointer<UInt8>, firstMark: Range<Int>?, room: Int) -> Shown {
        let whole = Shown(from: 0, to: text.count, lead: false, tail: false)
        guard room > 2 else { return whole }
        // Printable ASCII, the common case: a byte is a column.
        if DisplayWidth.isPrintableASCII(text) {
            guard text.count > room else { return whole }
            return cut(count: text.count, firstMark: firstMark, room: room, offsets: nil, columns: nil, widths: nil)
        }
        guard DisplayWidth.of(utf8: text) > room else { return whole }
        // Where each scalar starts, in bytes and in columns; the last entries are the end of the text.
        var offsets = [0]
        var columns = [0]
        var widths: [Int] = []
        var offset = 0
        var column = 0
        for scalar in String(decoding: text, as: UTF8.self).unicodeScalars {
            let width = DisplayWidth.of(scalar)
            offset += UTF8.width(scalar)
            column += width
            offsets.append(offset)
            columns.append(column)
            widths.append(width)
        }
        return cut(count: offsets.count - 1, firstMark: firstMark, room: room, offsets: offsets, columns: columns, widths: widths)
    }

    /// The cut itself, over `count` scalars at `offsets` (bytes) and `columns`, or over bytes when those are nil.
    private static func cut(count: Int, firstMark: Range<Int>?, room: Int, offsets: [Int]?, columns: [Int]?, widths: [Int]?) -> Shown {
        func offset(_ index: Int) -> Int { offsets?[index] ?? index }
        func column(_ index: Int) -> Int { columns?[index] ?? index }
        func width(_ index: Int) -> Int { widths?[index] ?? 1 }
        func index(atOffset target: Int) -> Int {
            guard let offsets else { return min(target, count) }
            return offsets.firstIndex { $0 >= target } ?? count
        }
        var first = 0
        var lead = false
        if let match = firstMark, column(index(atOffset: match.upperBound)) > room - 1 {
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
        return Shown(from: offset(first), to: offset(end), lead: lead, tail: tail)
    }
}

/// Search hits as JSON for scripts: an array of objects with `path`, `created`, `title`, `tags` and
/// `matches` (`line`: the file's line number; `text`: the line; `ranges`: `start`/`end` UTF-8 byte
/// offsets into `text`, end excluded, as ripgrep's JSON gives them). Written by hand, straight into
/// bytes: JSONEncoder's tree of thousands of hits took more memory than the whole search.
enum SearchJSON {
    /// A field of a hit's object: the hit's own, or a front-matter key whose `views` hold `.searchJSON`.
    private enum Field {
        case matches, path, title
        case key(FrontMatterKey)

        var name: String {
            switch self {
            case .matches: "matches"
            case .path: "path"
            case .title: "title"
            case .key(let key): key.rawValue
            }
        }

        /// Every field, in sorted order, as the other JSON outputs of diary have them.
        static let sorted = ([.matches, .path, .title] + FrontMatterKey.ordered.filter { $0.views.contains(.searchJSON) }.map(Field.key))
            .sorted { $0.name < $1.name }
    }

    static func encode(_ results: SearchResults) -> String {
        var out: [UInt8] = []
        out += "[".utf8
        var first = true
        for item in results.items {
            guard let frontMatter = item.frontMatter, let timestamp = item.timestamp else { continue }
            out += (first ? "\n  {\n" : ",\n  {\n").utf8
            first = false
            for (n, field) in Field.sorted.enumerated() {
                if n > 0 { out += ",\n".utf8 }
                key(field.name, indent: 4, to: &out)
                switch field {
                case .matches: matches(item, of: results, to: &out)
                case .path: string(item.path.relativePath.utf8, to: &out)
                case .title: string(results.text[item.title], to: &out)
                case .key(let key):
                    value(FrontMatterJSON.listed(key, in: frontMatter, entryTime: timestamp.description), indent: 4, to: &out)
                }
            }
            out += "\n  }".utf8
        }
        out += (first ? "]\n" : "\n]\n").utf8
        return String(decoding: out, as: UTF8.self)
    }

    /// The hit's matching lines: each its number, its terms' byte ranges and its text.
    private static func matches(_ item: SearchResults.Item, of results: SearchResults, to out: inout [UInt8]) {
        let lines = results.lines[item.lines]
        if lines.isEmpty { out += "[]".utf8 }
        for (index, line) in zip(lines.indices, lines) {
            out += (index == lines.startIndex ? "[\n      {\n" : ",\n      {\n").utf8
            key("line", indent: 8, to: &out)
            out += "\(line.number),\n".utf8
            key("ranges", indent: 8, to: &out)
            out += "[".utf8
            for (n, range) in results.marks[line.marks].enumerated() {
                out += (n == 0 ? "\n" : ",\n").utf8
                out += "          { \"end\" : \(range.upperBound), \"start\" : \(range.lowerBound) }".utf8
            }
            out += (line.marks.isEmpty ? "],\n" : "\n        ],\n").utf8
            key("text", indent: 8, to: &out)
            string(results.text[line.text], to: &out)
            out += "\n      }".utf8
        }
        if !lines.isEmpty { out += "\n    ]".utf8 }
    }

    /// A key's value as JSON at `indent`, as JSONEncoder's pretty printing writes it (`null` for nil).
    static func value(_ shown: ShownValue?, indent: Int, to out: inout [UInt8]) {
        guard let shown else {
            out += "null".utf8
            return
        }
        switch shown {
        case .text(let text): string(text.utf8, to: &out)
        case .integer(let number): out += String(number).utf8
        case .flag(let flag): out += (flag ? "true" : "false").utf8
        case .words(let words):
            guard !words.isEmpty else {
                out += "[]".utf8
                return
            }
            out += "[".utf8
            for (n, word) in words.enumerated() {
                out += (n == 0 ? "\n" : ",\n").utf8
                out += repeatElement(UInt8(ascii: " "), count: indent + 2)
                string(word.utf8, to: &out)
            }
            out += "\n".utf8
            out += repeatElement(UInt8(ascii: " "), count: indent)
            out += "]".utf8
        case .place(let place):
            object(
                [("latitude", place.latitude.map(number)), ("longitude", place.longitude.map(number)), ("name", place.name.map(quoted))],
                indent: indent, to: &out)
        case .weather(let weather):
            object(
                [
                    ("code", weather.code.map(String.init)), ("condition", weather.condition.map(quoted)),
                    ("temperature", weather.temperature.map(number))
                ],
                indent: indent, to: &out)
        }
    }

    /// An object of `fields` (in sorted order, each its JSON text or nil for `null`) at `indent`.
    private static func object(_ fields: [(String, String?)], indent: Int, to out: inout [UInt8]) {
        out += "{".utf8
        for (n, field) in fields.enumerated() {
            out += (n == 0 ? "\n" : ",\n").utf8
            key(field.0, indent: indent + 2, to: &out)
            out += (field.1 ?? "null").utf8
        }
        out += "\n".utf8
        out += repeatElement(UInt8(ascii: " "), count: indent)
        out += "}".utf8
    }

    /// A number as JSONEncoder writes it: a whole number without `.0`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        string(text.utf8, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func key(_ name: String, indent: Int, to out: inout [UInt8]) {
        out += repeatElement(UInt8(ascii: " "), count: indent)
        string(name.utf8, to: &out)
        out += " : ".utf8
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as UTF-8.
    static func string(_ text: some Sequence<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text {
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
