/// Title and preview of a body, as lists show them. Works on UTF-8 bytes: lists read thousands of bodies.
public enum EntryText {
    /// The first line that holds text, with a leading Markdown heading marker (`# `, `## `, …) removed.
    /// Lines that are only pictures or links to attachments (`![](media/….jpg)`) are passed over: an
    /// entry that starts with a photo is titled by its first words.
    public static func title(of body: String) -> String {
        var body = body
        return body.withUTF8 { title(ofBody: $0) }
    }

    /// True for a trimmed, non-empty line that can be a title: one that is not only images and attachments.
    static func isTitleLine(_ line: some Collection<UInt8>) -> Bool {
        !MarkdownLink.isOnlyMedia(line)
    }

    /// The title of a body given as UTF-8 bytes (known to be valid).
    static func title(ofBody body: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: body[titleRange(ofBody: body)]), as: UTF8.self)
    }

    /// Where the title is in a body given as UTF-8 bytes: within its first line that holds text (and is not
    /// only pictures), after a heading marker; empty when there is none.
    static func titleRange(ofBody body: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var start = 0
        while start < body.count {
            let end = LineBreaks.next(in: body, from: start)
            let line = trimmedRange(body, start..<end)
            if !line.isEmpty, isTitleLine(UnsafeBufferPointer(rebasing: body[line])) {
                var text = line.lowerBound
                while text < line.upperBound, body[text] == UInt8(ascii: "#") { text += 1 }
                let hashes = text - line.lowerBound
                if hashes > 0, hashes <= 6, text < line.upperBound, body[text] == UInt8(ascii: " ") {
                    return trimmedRange(body, text..<line.upperBound)
                }
                return line
            }
            start = end + 1
        }
        return 0..<0
    }

    /// The body after its title line, on one line with runs of white space folded, at most `limit`
    /// characters; lines that are only pictures and links to attachments are left out. An entry titled by
    /// its front matter's `title` key (`skippingTitle` false) has its preview from its first line.
    public static func preview(of body: String, limit: Int = 240, skippingTitle: Bool = true) -> String {
        var body = body
        return body.withUTF8 { preview(ofBody: $0, limit: limit, skippingTitle: skippingTitle) }
    }

    /// The preview of a body given as UTF-8 bytes (known to be valid), written straight into the string.
    static func preview(ofBody body: UnsafeBufferPointer<UInt8>, limit: Int, skippingTitle: Bool = true) -> String {
        let capacity = previewCapacity(ofBody: body, limit: limit)
        guard capacity > 0 else { return "" }
        return String(unsafeUninitializedCapacity: capacity) {
            writePreview(ofBody: body, limit: limit, skippingTitle: skippingTitle, into: $0)
        }
    }

    /// The most bytes a preview of `body` can take: never more than the body has (a space stands for at
    /// least one byte of white space), nor more than `limit` characters of four bytes.
    static func previewCapacity(ofBody body: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        min(body.count, 4 * max(limit, 0))
    }

    /// Writes the preview into `out` (`previewCapacity` bytes at least) and returns how many bytes it took.
    static func writePreview(
        ofBody body: UnsafeBufferPointer<UInt8>, limit: Int, skippingTitle: Bool = true, into out: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var count = 0
        func copy(_ bytes: UnsafeBufferPointer<UInt8>) {
            _ = UnsafeMutableBufferPointer(rebasing: out[count..<(count + bytes.count)]).initialize(from: bytes)
            count += bytes.count
        }
        var characters = 0
        var pendingSpace = false
        var beforeTitle = skippingTitle
        var start = 0
        lines: while start < body.count {
            let end = LineBreaks.next(in: body, from: start)
            let line = trim(UnsafeBufferPointer(rebasing: body[start..<end]))
            start = end + 1
            // The title line, and lines of pictures and attachments anywhere, are not part of the preview.
            guard !line.isEmpty, isTitleLine(line) else { continue }
            if beforeTitle {
                beforeTitle = false
                continue
            }
            var index = 0
            while index < line.count {
                if isSpace(line[index]) {
                    pendingSpace = true
                    index += 1
                    continue
                }
                if pendingSpace, count > 0 {
                    if characters + 1 >= limit { break lines }
                    out[count] = UInt8(ascii: " ")
                    count += 1
                    characters += 1
                }
                pendingSpace = false
                // A word, copied whole unless the limit falls inside it (counted in characters' first bytes).
                var wordEnd = index
                while wordEnd < line.count, !isSpace(line[wordEnd]) {
                    if line[wordEnd] & 0xC0 != 0x80 {
                        if characters >= limit {
                            copy(UnsafeBufferPointer(rebasing: line[index..<wordEnd]))
                            break lines
                        }
                        characters += 1
                    }
                    wordEnd += 1
                }
                copy(UnsafeBufferPointer(rebasing: line[index..<wordEnd]))
                index = wordEnd
            }
            pendingSpace = true
        }
        return count
    }

    /// True when the body holds no text at all (only white space).
    public static func isEmpty(_ body: String) -> Bool {
        body.allSatisfy(\.isWhitespace)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }

    /// `bytes` without white space at either end.
    static func trim(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[trimmedRange(bytes, bytes.indices)])
    }

    /// `range` of `bytes` without white space at either end.
    static func trimmedRange(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        var end = range.upperBound
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return start..<end
    }

}
