import Foundation

extension StringProtocol where SubSequence == Substring {
    /// The text without the spaces and tabs at its ends: exactly `trimmingCharacters(in: .whitespaces)`
    /// (tabs and Unicode's space separators), which is only asked when an end may be a space beyond
    /// ASCII; ASCII spaces and tabs are dropped byte by byte.
    var trimmingWhitespace: String {
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, Whitespace.isSpaceOrTab(bytes[start]) { start = bytes.index(after: start) }
        while end > start {
            let before = bytes.index(end, offsetBy: -1)
            guard Whitespace.isSpaceOrTab(bytes[before]) else { break }
            end = before
        }
        guard start < end else { return "" }
        guard Whitespace.isPlain(bytes[start]), Whitespace.isPlain(bytes[bytes.index(end, offsetBy: -1)]) else {
            return trimmingCharacters(in: .whitespaces)
        }
        return String(self[start..<end])
    }
}

private enum Whitespace {
    static func isSpaceOrTab(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// True for an ASCII byte that is neither a space nor a tab (a byte of a longer character may be part
    /// of a Unicode space, so it is not plain).
    static func isPlain(_ byte: UInt8) -> Bool { byte < 0x80 && !isSpaceOrTab(byte) }
}
