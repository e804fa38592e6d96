/// Title and preview of a body, as lists show them. Works on UTF-8 bytes: lists read thousands of bodies.
public enum EntryText {
    /// The first line that holds text, with a leading Markdown heading marker (`# `, `## `, …) removed.
    /// Lines that are only pictures or links to attachments (`![](media/….jpg)`) are passed over: an
    /// entry that starts with a photo is titled by its first words.
    public static func title(of body: String) -> String {
        for line in nonEmptyLines(body) where isTitleLine(line) { return title(line: line) }
        return ""
    }

    /// True for a trimmed, non-empty line that can be a title: one that is not only images and attachments.
    static func isTitleLine(_ line: some Collection<UInt8>) -> Bool {
        !MarkdownLink.isOnlyMedia(line)
    }

    /// The title of a body given as UTF-8 bytes (known to be valid).
    static func title(ofBody body: UnsafeBufferPointer<UInt8>) -> String {
        var start = 0
        while start < body.count {
            var end = start
            while end < body.count, body[end] != UInt8(ascii: "\n") { end += 1 }
            let line = trim(ArraySlice(UnsafeBufferPointer(rebasing: body[start..<end])))
            if !line.isEmpty, isTitleLine(line) { return title(line: line) }
            start = end + 1
        }
        return ""
    }

    /// A first non-empty (trimmed) line as a title.
    private static func title(line bytes: ArraySlice<UInt8>) -> String {
        var start = bytes.startIndex
        while start < bytes.endIndex, bytes[start] == UInt8(ascii: "#") { start += 1 }
        let hashes = start - bytes.startIndex
        if hashes > 0, hashes <= 6, start < bytes.endIndex, bytes[start] == UInt8(ascii: " ") {
            return String(decoding: trim(bytes[start...]), as: UTF8.self)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The body after its title line, on one line with runs of white space folded, at most `limit`
    /// characters; lines that are only pictures and links to attachments are left out.
    public static func preview(of body: String, limit: Int = 240) -> String {
        var out: [UInt8] = []
        var characters = 0
        var pendingSpace = false
        var beforeTitle = true
        for line in nonEmptyLines(body) {
            // The title line, and lines of pictures and attachments anywhere, are not part of the preview.
            guard isTitleLine(line) else { continue }
            if beforeTitle {
                beforeTitle = false
                continue
            }
            for byte in line {
                if isSpace(byte) {
                    pendingSpace = true
                    continue
                }
                if pendingSpace, !out.isEmpty {
                    if characters + 1 >= limit { return String(decoding: out, as: UTF8.self) }
                    out.append(UInt8(ascii: " "))
                    characters += 1
                }
                pendingSpace = false
                if byte & 0xC0 != 0x80 {
                    if characters >= limit { return String(decoding: out, as: UTF8.self) }
                    characters += 1
                }
                out.append(byte)
            }
            pendingSpace = true
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// True when the body holds no text at all (only white space).
    public static func isEmpty(_ body: String) -> Bool {
        body.allSatisfy(\.isWhitespace)
    }

    /// The body's lines that hold more than white space, trimmed, produced one at a time.
    static func nonEmptyLines(_ body: String) -> NonEmptyLines { NonEmptyLines(bytes: Array(body.utf8)) }

    struct NonEmptyLines: Sequence, IteratorProtocol {
        let bytes: [UInt8]
        var position = 0

        mutating func next() -> ArraySlice<UInt8>? {
            while position < bytes.count {
                let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                let line = trim(bytes[position..<end])
                position = end + 1
                if !line.isEmpty { return line }
            }
            return nil
        }
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
    }

    static func trim(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let start = bytes.firstIndex(where: { !isSpace($0) }),
            let end = bytes.lastIndex(where: { !isSpace($0) })
        else { return [] }
        return bytes[start...end]
    }
}
