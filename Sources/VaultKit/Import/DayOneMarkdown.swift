/// Day One's backslash escapes in an entry's `text`, both ways.
///
/// Day One writes `text` as Markdown with the punctuation a person typed escaped: `Cairns here we come\.`,
/// `\(hot\)`, `\[sic\]`, `well\-known`, `wow\!`. Those seven characters (`. - ! ( ) [ ]`) are the escapes
/// it makes (seen in real exports); they are dropped on the way in, except where the bare character
/// would then mean something to Markdown: a list (`\- `, `1\. `, `3\) `), an image (`\![`) or a link
/// (`\](`, `\][`, `\]:`). Other escapes (`\*`, `\_`, `\#`) are Markdown too and are kept as written.
///
/// `escaped` is the exact inverse of `unescaped`: for every body, `unescaped(escaped(body)) == body`,
/// byte for byte. The way out escapes literal punctuation as Day One does and leaves Markdown's own
/// syntax bare (list markers, links and images, URLs, task boxes, rules and table rows). A backslash
/// the body already holds before one of the seven characters, where dropping it would change nothing,
/// is written `\\` (`@"\.NET"` → `@"\\.NET"`), which the way in reads back as that backslash.
///
/// Code is never touched either way: fenced and indented code blocks (`MarkdownBlocks`) and code spans.
enum DayOneMarkdown {
    /// The characters Day One escapes in plain text.
    static let escaped: Set<UInt8> = Set(".-!()[]".utf8)

    /// Day One's `text` as the body of an entry.
    static func unescaped(_ text: String) -> String {
        guard text.utf8.contains(backslash) else { return text }
        return transform(text) { run, out in Decoder(run).decode(into: &out) }
    }

    /// An entry's body as Day One's `text`.
    static func escaped(_ body: String) -> String {
        transform(body) { run, out in Encoder(run).encode(into: &out) }
    }

    // MARK: Blocks

    /// Runs `inline` over each paragraph (a run of text lines between blank lines and code), and copies
    /// blank lines and code blocks (`MarkdownBlocks`) as they are.
    private static func transform(_ text: String, inline: ([UInt8], inout [UInt8]) -> Void) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        var run: [UInt8] = []
        MarkdownBlocks.scan(bytes) { range, kind in
            if kind == .text {
                run += bytes[range]
                return
            }
            if !run.isEmpty {
                inline(run, &out)
                run.removeAll(keepingCapacity: true)
            }
            out += bytes[range]
        }
        if !run.isEmpty { inline(run, &out) }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: Where a bare character is Markdown's syntax

    /// True when the escaped character `c`, whose token starts at `start` on a line that starts at
    /// `lineStart`, would be markup without its backslash: the escape means something and is kept.
    /// `next` and `afterNext` are the characters after `c` as the text at hand has them; `nextIsBare`
    /// says how to read a backslash there (Day One's text: `\[` is a bracket; a body: it is not).
    static func isMeaningful(
        _ c: UInt8, at start: Int, lineStart: Int, in text: [UInt8], next: UInt8?, afterNext: UInt8?, escapedNextCounts: Bool
    ) -> Bool {
        switch c {
        case UInt8(ascii: "-"):
            // A list item, a rule or a heading underline at the start of a line.
            return text[lineStart..<start].allSatisfy(isSpaceOrTab)
        case UInt8(ascii: "."), UInt8(ascii: ")"):
            // `1. ` and `1) ` start an ordered list.
            let trimmed = text[lineStart..<start].drop(while: isSpaceOrTab)
            return !trimmed.isEmpty && trimmed.allSatisfy(isDigit)
        case UInt8(ascii: "!"):
            if next == UInt8(ascii: "[") { return true }
            return escapedNextCounts && next == backslash && afterNext == UInt8(ascii: "[")
        case UInt8(ascii: "]"):
            // `](`, `][` and `]:` make links and link references.
            if let next, next == UInt8(ascii: "(") || next == UInt8(ascii: "[") || next == UInt8(ascii: ":") { return true }
            return escapedNextCounts && next == backslash && (afterNext == UInt8(ascii: "(") || afterNext == UInt8(ascii: "["))
        default:
            return false
        }
    }

    // MARK: The way in

    /// Reads one paragraph of Day One's text.
    private struct Decoder {
        let text: [UInt8]
        init(_ text: [UInt8]) { self.text = text }

        func decode(into out: inout [UInt8]) {
            var i = 0
            var lineStart = 0
            while i < text.count {
                let byte = text[i]
                if byte == newline {
                    out.append(byte)
                    i += 1
                    lineStart = i
                    continue
                }
                if byte == backtick {
                    let end = codeSpanEnd(text, at: i)
                    out += text[i..<end]
                    lineStart = lastLineStart(text, i, end, lineStart)
                    i = end
                    continue
                }
                guard byte == backslash, i + 1 < text.count else {
                    out.append(byte)
                    i += 1
                    continue
                }
                let next = text[i + 1]
                if next == backslash {
                    // `\\` before an escape that means nothing: the body's own backslash (see `escaped`).
                    if i + 2 < text.count, DayOneMarkdown.escaped.contains(text[i + 2]), !meaningful(text[i + 2], start: i, after: i + 3, lineStart) {
                        out += [backslash, text[i + 2]]
                        i += 3
                    } else {
                        out += [backslash, backslash]
                        i += 2
                    }
                } else if DayOneMarkdown.escaped.contains(next) {
                    if meaningful(next, start: i, after: i + 2, lineStart) { out.append(backslash) }
                    out.append(next)
                    i += 2
                } else {
                    out += [backslash, next]
                    if next == newline { lineStart = i + 2 }
                    i += 2
                }
            }
        }

        private func meaningful(_ c: UInt8, start: Int, after: Int, _ lineStart: Int) -> Bool {
            isMeaningful(
                c, at: start, lineStart: lineStart, in: text, next: after < text.count ? text[after] : nil,
                afterNext: after + 1 < text.count ? text[after + 1] : nil, escapedNextCounts: true)
        }
    }

    // MARK: The way out

    /// Writes one paragraph of a body as Day One's text.
    private struct Encoder {
        let text: [UInt8]
        init(_ text: [UInt8]) { self.text = text }

        func encode(into out: inout [UInt8]) {
            var i = 0
            var lineStart = 0
            var line = LineSyntax(text, from: 0)
            var afterBackslashPair = false
            while i < text.count {
                let byte = text[i]
                let followsPair = afterBackslashPair
                afterBackslashPair = false
                if byte == newline {
                    out.append(byte)
                    i += 1
                    lineStart = i
                    line = LineSyntax(text, from: i)
                    continue
                }
                if byte == backtick {
                    let end = codeSpanEnd(text, at: i)
                    out += text[i..<end]
                    let newStart = lastLineStart(text, i, end, lineStart)
                    if newStart != lineStart {
                        lineStart = newStart
                        line = LineSyntax(text, from: newStart)
                    }
                    i = end
                    continue
                }
                if byte == backslash, i + 1 < text.count {
                    let next = text[i + 1]
                    if next == backslash {
                        out += [backslash, backslash]
                        i += 2
                        afterBackslashPair = true
                    } else if DayOneMarkdown.escaped.contains(next) {
                        // The body's own escape: kept as it is where it means something, else written `\\`.
                        if !meaningful(next, start: i, after: i + 2, lineStart) { out.append(backslash) }
                        out += [backslash, next]
                        i += 2
                    } else {
                        out += [backslash, next]
                        if next == newline {
                            lineStart = i + 2
                            line = LineSyntax(text, from: lineStart)
                        }
                        i += 2
                    }
                    continue
                }
                if DayOneMarkdown.escaped.contains(byte), !meaningful(byte, start: i, after: i + 1, lineStart) {
                    // Literal punctuation: escaped as Day One does, unless it is part of Markdown's syntax
                    // there; after `\\` always, since `\\` and a bare character read as the body's own escape.
                    if followsPair || !line.leavesBare(i) { out.append(backslash) }
                }
                out.append(byte)
                i += 1
            }
        }

        private func meaningful(_ c: UInt8, start: Int, after: Int, _ lineStart: Int) -> Bool {
            isMeaningful(
                c, at: start, lineStart: lineStart, in: text, next: after < text.count ? text[after] : nil,
                afterNext: after + 1 < text.count ? text[after + 1] : nil, escapedNextCounts: false)
        }
    }

    /// Where a line's punctuation is Markdown's syntax rather than text, so that the way out leaves it
    /// bare: link and image brackets and destinations, autolinks and URLs, task boxes, rules, table rows.
    /// (Only a choice of looks in Day One: either way, the way in reads back the same body.)
    private struct LineSyntax {
        private var bare: [Range<Int>] = []
        private var wholeLine = false

        init(_ text: [UInt8], from start: Int) {
            let end = text[start...].firstIndex(of: newline) ?? text.count
            let line = text[start..<end]
            let content = line.filter { !isWhite($0) }
            // A rule (`---`, `- - -`) or a table's delimiter row (`|---|:--:|`).
            if content.count >= 3, content.allSatisfy({ $0 == UInt8(ascii: "-") }) { wholeLine = true }
            if content.contains(UInt8(ascii: "-")), content.contains(UInt8(ascii: "|")),
                content.allSatisfy({ $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: ":") })
            {
                wholeLine = true
            }
            // A task box after a list marker: `- [ ] `, `* [x] `, `1. [X] `.
            let body = line.drop(while: isSpaceOrTab)
            var marker = body.startIndex
            if let first = body.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
                marker += 1
            } else {
                while marker < body.endIndex, isDigit(body[marker]) { marker += 1 }
                if marker > body.startIndex, marker < body.endIndex, body[marker] == UInt8(ascii: ".") || body[marker] == UInt8(ascii: ")") {
                    marker += 1
                } else {
                    marker = body.startIndex
                }
            }
            if marker > body.startIndex, marker + 4 <= body.endIndex, body[marker] == space, body[marker + 1] == UInt8(ascii: "["),
                [space, UInt8(ascii: "x"), UInt8(ascii: "X")].contains(body[marker + 2]), body[marker + 3] == UInt8(ascii: "]")
            {
                bare.append((marker + 1)..<(marker + 4))
            }
            bare += Self.links(text, start..<end)
            bare += Self.urls(text, start..<end)
        }

        func leavesBare(_ index: Int) -> Bool {
            wholeLine || bare.contains { $0.contains(index) }
        }

        /// `[text](destination)`, `![alt](…)`, `[text][ref]` and `[ref]: …`: the brackets, and the destination.
        private static func links(_ text: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
            var out: [Range<Int>] = []
            var openers: [Int] = []
            var i = range.lowerBound
            while i < range.upperBound {
                let byte = text[i]
                if byte == backslash {
                    i += 2
                    continue
                }
                if byte == UInt8(ascii: "[") {
                    openers.append(i)
                } else if byte == UInt8(ascii: "]"), let open = openers.popLast() {
                    let next: UInt8? = i + 1 < range.upperBound ? text[i + 1] : nil
                    if next == UInt8(ascii: "(") {
                        out.append(open..<(open + 1))
                        let close = destinationEnd(text, from: i + 1, before: range.upperBound)
                        out.append(i..<close)
                        i = close
                        continue
                    }
                    if next == UInt8(ascii: "[") || next == UInt8(ascii: ":") {
                        out.append(open..<(open + 1))
                        out.append(i..<(i + 1))
                    }
                }
                i += 1
            }
            return out
        }

        /// The end of `(destination)` starting at `open`: after its matching `)`, or the line's end.
        private static func destinationEnd(_ text: [UInt8], from open: Int, before end: Int) -> Int {
            var depth = 0
            var i = open
            while i < end {
                switch text[i] {
                case backslash: i += 1
                case UInt8(ascii: "("): depth += 1
                case UInt8(ascii: ")"):
                    depth -= 1
                    if depth == 0 { return i + 1 }
                case space, tab: return i
                default: break
                }
                i += 1
            }
            return end
        }

        /// `<scheme:…>` autolinks, and bare `http://`, `https://` and `www.` addresses up to white space.
        private static func urls(_ text: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
            var out: [Range<Int>] = []
            let line = Array(text[range])
            var i = 0
            while i < line.count {
                if line[i] == UInt8(ascii: "<"), let close = line[i...].firstIndex(of: UInt8(ascii: ">")),
                    line[i..<close].contains(UInt8(ascii: ":")), !line[i..<close].contains(where: isWhite)
                {
                    out.append((range.lowerBound + i)..<(range.lowerBound + close + 1))
                    i = close + 1
                    continue
                }
                let rest = line[i...]
                if rest.starts(with: Array("http://".utf8)) || rest.starts(with: Array("https://".utf8)) || rest.starts(with: Array("www.".utf8)) {
                    let end = line[i...].firstIndex(where: isWhite) ?? line.count
                    out.append((range.lowerBound + i)..<(range.lowerBound + end))
                    i = end
                    continue
                }
                i += 1
            }
            return out
        }
    }

    // MARK: Code spans

    /// Where the backtick run at `start` ends, or, when a run of the same length closes it later in the
    /// paragraph, where that run ends: everything up to there is copied as it is.
    static func codeSpanEnd(_ text: [UInt8], at start: Int) -> Int {
        var runEnd = start
        while runEnd < text.count, text[runEnd] == backtick { runEnd += 1 }
        let length = runEnd - start
        var i = runEnd
        while i < text.count {
            guard text[i] == backtick else {
                i += 1
                continue
            }
            var end = i
            while end < text.count, text[end] == backtick { end += 1 }
            if end - i == length { return end }
            i = end
        }
        return runEnd
    }

    /// The start of the line that `end` is on, when the code span `start..<end` crossed a line break.
    static func lastLineStart(_ text: [UInt8], _ start: Int, _ end: Int, _ lineStart: Int) -> Int {
        text[start..<end].lastIndex(of: newline).map { $0 + 1 } ?? lineStart
    }

    // MARK: Bytes

    static let backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")
    static let tilde = UInt8(ascii: "~")
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")

    static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == space || byte == tab }
    static func isWhite(_ byte: UInt8) -> Bool { byte == space || byte == tab || byte == UInt8(ascii: "\r") || byte == newline }
    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
