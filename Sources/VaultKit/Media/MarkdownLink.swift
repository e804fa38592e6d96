/// A Markdown inline link or image on one line: `[text](destination)` or `![alt](destination "title")`.
/// Ranges are byte offsets into the line it was found in.
struct MarkdownLink: Equatable, Sendable {
    /// `![…](…)` rather than `[…](…)`.
    let isImage: Bool
    /// From `!` or `[` to the closing `)`.
    let range: Range<Int>
    /// Between the brackets.
    let text: Range<Int>
    /// The destination as written, without the `<>` around it.
    let destination: Range<Int>
    /// A title after the destination, or `<>` around it: the link is not in the plain form diary writes.
    let isPlain: Bool

    /// The links and images of `line`, outside code spans, in order.
    static func all(in line: some Collection<UInt8>) -> [MarkdownLink] {
        let bytes = Array(line)
        var links: [MarkdownLink] = []
        var i = 0
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "\\"):
                i += 2
            case UInt8(ascii: "`"):
                i = DayOneMarkdown.codeSpanEnd(bytes, at: i)
            case UInt8(ascii: "!") where i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "["):
                if let link = parse(bytes, at: i + 1, image: true) {
                    links.append(link)
                    i = link.range.upperBound
                } else {
                    i += 1
                }
            case UInt8(ascii: "["):
                if let link = parse(bytes, at: i, image: false) {
                    links.append(link)
                    i = link.range.upperBound
                } else {
                    i += 1
                }
            default:
                i += 1
            }
        }
        return links
    }

    /// The link whose `[` is at `open`, or nil when there is none there.
    private static func parse(_ bytes: [UInt8], at open: Int, image: Bool) -> MarkdownLink? {
        var depth = 0
        var i = open
        var close: Int?
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            if byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 {
                    close = i
                    break
                }
            }
            i += 1
        }
        guard let close, close + 1 < bytes.count, bytes[close + 1] == UInt8(ascii: "(") else { return nil }
        var j = close + 2
        while j < bytes.count, bytes[j] == UInt8(ascii: " ") { j += 1 }
        let destination: Range<Int>
        var plain = j == close + 2
        if j < bytes.count, bytes[j] == UInt8(ascii: "<") {
            guard let end = bytes[(j + 1)...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            destination = (j + 1)..<end
            j = end + 1
            plain = false
        } else {
            var parens = 0
            let start = j
            while j < bytes.count {
                let byte = bytes[j]
                if byte == UInt8(ascii: "\\") {
                    j += 2
                    continue
                }
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { break }
                if byte == UInt8(ascii: "(") { parens += 1 }
                if byte == UInt8(ascii: ")") {
                    if parens == 0 { break }
                    parens -= 1
                }
                j += 1
            }
            j = min(j, bytes.count)
            destination = start..<j
        }
        // An optional title, then the closing parenthesis.
        var k = j
        while k < bytes.count, bytes[k] == UInt8(ascii: " ") { k += 1 }
        if k < bytes.count, let closer = titleCloser(bytes[k]) {
            guard let end = bytes[(k + 1)...].firstIndex(of: closer) else { return nil }
            k = end + 1
            plain = false
            while k < bytes.count, bytes[k] == UInt8(ascii: " ") { k += 1 }
        }
        guard k < bytes.count, bytes[k] == UInt8(ascii: ")") else { return nil }
        if k != j { plain = false }
        return MarkdownLink(
            isImage: image, range: (image ? open - 1 : open)..<(k + 1), text: (open + 1)..<close, destination: destination,
            isPlain: plain)
    }

    private static func titleCloser(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "'"): UInt8(ascii: "'")
        case UInt8(ascii: "("): UInt8(ascii: ")")
        default: nil
        }
    }

    /// `text` with each link and image outside code (code blocks and code spans) that `replace` gives a
    /// new text for replaced by it; `replace` is handed the link and its line's bytes.
    static func rewrite(_ text: String, _ replace: (MarkdownLink, [UInt8]) -> String?) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        MarkdownBlocks.scan(bytes) { range, kind in
            guard kind == .text else {
                out += bytes[range]
                return
            }
            let line = Array(bytes[range])
            var position = 0
            for link in all(in: line) {
                guard let new = replace(link, line) else { continue }
                out += line[position..<link.range.lowerBound]
                out += Array(new.utf8)
                position = link.range.upperBound
            }
            out += line[position...]
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `rewrite` with a `replace` that may throw: the first error ends it and is thrown.
    static func rewriteThrowing(_ text: String, _ replace: (MarkdownLink, [UInt8]) throws -> String?) throws -> String {
        var failure: Error?
        let result = rewrite(text) { link, line in
            guard failure == nil else { return nil }
            do { return try replace(link, line) } catch {
                failure = error
                return nil
            }
        }
        if let failure { throw failure }
        return result
    }

    /// The destination's text.
    func destination(in line: [UInt8]) -> String { String(decoding: line[destination], as: UTF8.self) }

    /// The text between the brackets.
    func text(in line: [UInt8]) -> String { String(decoding: line[text], as: UTF8.self) }

    /// True when `line` holds nothing but images and links to attachments (and white space): a line
    /// that is a picture, not words, and so never an entry's title.
    static func isOnlyMedia(_ line: some Collection<UInt8>) -> Bool {
        guard line.contains(UInt8(ascii: "[")) else { return false }
        let bytes = Array(line)
        let links = all(in: bytes)
        guard !links.isEmpty else { return false }
        var position = 0
        for link in links {
            guard bytes[position..<link.range.lowerBound].allSatisfy(EntryText.isSpace) else { return false }
            guard link.isImage || pointsAtMedia(bytes[link.destination]) else { return false }
            position = link.range.upperBound
        }
        return bytes[position...].allSatisfy(EntryText.isSpace)
    }

    /// A destination that names an attachment: Day One's `dayone-moment:`, a file of a `MediaKind`, or
    /// any file in a `media` folder (where `diary attach` puts files of every kind).
    static func pointsAtMedia(_ destination: some Collection<UInt8>) -> Bool {
        let text = String(decoding: destination, as: UTF8.self)
        if text.hasPrefix("dayone-moment:") { return true }
        let path = text.split(separator: "?", maxSplits: 1).first.map(String.init) ?? text
        return MediaKind(fileName: path) != nil || path.split(separator: "/").dropLast().contains(Substring(MediaPath.folderName))
    }
}
