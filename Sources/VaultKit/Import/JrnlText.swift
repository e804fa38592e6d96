import Foundation

/// jrnl's own journal file (`~/.local/share/jrnl/journal.txt`), read as jrnl 4.6 reads it.
///
/// Each entry starts with a line `[2026-11-21 09:14] Title…` (jrnl's default `timeformat`,
/// `%Y-%m-%d %H:%M`, here also with seconds) at the start of the file or of a line; its text runs to the
/// next such line. A first line ending in `*` marks a starred entry (jrnl writes ` *` after the title). The
/// title is the first line, else (an entry of one line) its first sentence; the body is the rest, both
/// trimmed. Tags are the `@words` anywhere in the text, lower-cased, as jrnl lists them in its JSON export.
/// Text before the first date line would be dropped by jrnl: a file that does not begin with one is not read.
enum JrnlText {
    /// One entry's date line and the text after it up to the next, and the line it starts on (from 1).
    struct Block {
        var date: String
        var time: String
        var text: String
        var line: Int
    }

    /// `[YYYY-MM-DD HH:MM(:SS)] ` at the start of a line. (A constant pattern, which the tests read with; were
    /// it ever nil, no file would read as a journal, and nothing would crash.)
    private static let dateLine = try? NSRegularExpression(
        pattern: #"(?:^|\n)\[([0-9]{4}-[0-9]{2}-[0-9]{2}) ([0-9]{2}:[0-9]{2}(?::[0-9]{2})?)\] "#)

    /// True when `text`, past blank lines, begins with an entry's date line.
    static func isJournal(_ text: String) -> Bool {
        guard let first = blocks(text).first else { return false }
        return first.line == firstLine(of: text)
    }

    /// The entries of `text`, in the file's order.
    static func blocks(_ text: String) -> [Block] {
        let whole = text as NSString
        let matches = dateLine?.matches(in: text, range: NSRange(location: 0, length: whole.length)) ?? []
        var blocks: [Block] = []
        var line = 1
        var counted = 0
        for (index, match) in matches.enumerated() {
            let end = index + 1 < matches.count ? matches[index + 1].range.location : whole.length
            let start = match.range.location + match.range.length
            let dateStart = match.range(at: 1).location
            line += whole.substring(with: NSRange(location: counted, length: dateStart - counted)).utf8.count(where: { $0 == 0x0A })
            counted = dateStart
            blocks.append(
                Block(
                    date: whole.substring(with: match.range(at: 1)), time: whole.substring(with: match.range(at: 2)),
                    text: whole.substring(with: NSRange(location: start, length: end - start)), line: line))
        }
        return blocks
    }

    /// The entry as jrnl's JSON export has it: `Entry._parse_text` and `split_title` of jrnl 4.6.
    static func entry(_ block: Block) -> JrnlEntry {
        var raw = Array(block.text.unicodeScalars)
        let lines = splitLines(raw)
        var starred = false
        if let first = lines.first, strip(first).last == "*" {
            starred = true
            let rest = lines.dropFirst().map { String(String.UnicodeScalarView($0)) }
            let head = String(String.UnicodeScalarView(strip(first, of: ["\n", " ", "*"])))
            raw = Array((head + "\n" + rest.joined(separator: "\n")).unicodeScalars)
        }
        let (title, body) = splitTitle(raw)
        return JrnlEntry(
            date: block.date, time: block.time, title: title, body: body, tags: tags(block.text), starred: starred)
    }

    /// The `@tags` of `text`, lower-cased, each once, in the order they first appear.
    static func tags(_ text: String) -> [String] {
        let whole = text as NSString
        var found: [String] = []
        for match in tagPattern?.matches(in: text, range: NSRange(location: 0, length: whole.length)) ?? [] {
            let tag = whole.substring(with: match.range).lowercased()
            if !found.contains(tag) { found.append(tag) }
        }
        return found
    }

    /// jrnl's `(?<!\S)([@][-+*#/\w]+)`, with its default tag symbol.
    private static let tagPattern = try? NSRegularExpression(pattern: #"(?<!\S)@[-+*#/\w]+"#)

    /// jrnl's `split_title`: up to the first line break (looked for after leading blanks, as jrnl does),
    /// else up to the first sentence end; both parts trimmed, except a title with nothing after it.
    private static func splitTitle(_ text: [Unicode.Scalar]) -> (String, String) {
        let leading = text.prefix { isSpace($0) }.count
        let end: Int
        if let newline = text[leading...].firstIndex(of: "\n") {
            end = newline - leading + 1
        } else if let sentence = sentenceEnd(text) {
            end = sentence
        } else {
            return (String(String.UnicodeScalarView(text)), "")
        }
        let title = String(String.UnicodeScalarView(strip(text[..<min(end, text.count)])))
        let body = String(String.UnicodeScalarView(strip(text[min(end, text.count)...])))
        return (title, body)
    }

    /// Where jrnl's `SENTENCE_SPLITTER` first matches ends: a sentence terminal, an optional closing quote,
    /// closing brackets and spaces; or a CJK full stop, which needs no space.
    private static func sentenceEnd(_ text: [Unicode.Scalar]) -> Int? {
        let terminals = Set(".!?\u{2026}\u{203C}\u{203D}\u{2047}\u{2048}\u{2049}\u{22EF}\u{FE52}\u{FE57}".unicodeScalars)
        let quotes = Set("'\u{2019}\"\u{201D}".unicodeScalars)
        let cjk = Set("\u{FF01}\u{FF0E}\u{FF1F}\u{FF61}\u{3002}".unicodeScalars)
        for start in text.indices {
            if terminals.contains(text[start]) {
                var i = start + 1
                if i < text.count, quotes.contains(text[i]) { i += 1 }
                while i < text.count, text[i] == "]" || text[i] == ")" { i += 1 }
                let spaces = i
                while i < text.count, isSpace(text[i]) { i += 1 }
                if i > spaces { return i }
            }
            if cjk.contains(text[start]) { return start + 1 }
        }
        return nil
    }

    /// Python's `str.splitlines()`.
    private static func splitLines(_ text: [Unicode.Scalar]) -> [ArraySlice<Unicode.Scalar>] {
        let breaks = Set("\n\r\u{0B}\u{0C}\u{1C}\u{1D}\u{1E}\u{85}\u{2028}\u{2029}".unicodeScalars)
        var lines: [ArraySlice<Unicode.Scalar>] = []
        var start = 0
        var i = 0
        while i < text.count {
            if breaks.contains(text[i]) {
                lines.append(text[start..<i])
                i += text[i] == "\r" && i + 1 < text.count && text[i + 1] == "\n" ? 2 : 1
                start = i
            } else {
                i += 1
            }
        }
        if start < text.count { lines.append(text[start...]) }
        return lines
    }

    /// Python's `str.strip()`, or `str.strip(characters)`.
    private static func strip(
        _ text: ArraySlice<Unicode.Scalar>, of characters: Set<Unicode.Scalar>? = nil
    ) -> ArraySlice<Unicode.Scalar> {
        let stripped: (Unicode.Scalar) -> Bool = { characters?.contains($0) ?? isSpace($0) }
        var slice = text
        while let first = slice.first, stripped(first) { slice.removeFirst() }
        while let last = slice.last, stripped(last) { slice.removeLast() }
        return slice
    }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || ("\u{1C}"..."\u{1F}").contains(scalar)
    }

    /// The line (from 1) of the first character of `text` that is not blank.
    private static func firstLine(of text: String) -> Int {
        var line = 1
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                line += 1
            } else if !isSpace(scalar) {
                break
            }
        }
        return line
    }
}
