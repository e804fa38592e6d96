/// Title and preview of a body, as lists show them. Works on UTF-8 bytes: lists read thousands of bodies.
public enum EntryText {
    /// The first non-empty line, with a leading Markdown heading marker (`# `, `## `, …) removed.
    public static func title(of body: String) -> String {
        var lines = nonEmptyLines(body)
        guard let line = lines.next() else { return "" }
        return title(line: line)
    }

    /// The title of a body given as UTF-8 bytes (known to be valid).
    static func title(ofBody body: UnsafeBufferPointer<UInt8>) -> String {
        var start = 0
        while start < body.count {
            var end = start
            while end < body.count, body[end] != UInt8(ascii: "\n") { end += 1 }
            let line = trim(ArraySlice(UnsafeBufferPointer(rebasing: body[start..<end])))
            if !line.isEmpty { return title(line: line) }
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

    /// The body after its title line, on one line with runs of white space folded, at most `limit` characters.
    public static func preview(of body: String, limit: Int = 240) -> String {
        var out: [UInt8] = []
        var characters = 0
        var pendingSpace = false
        var first = true
        for line in nonEmptyLines(body) {
            if first {
                first = false
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
