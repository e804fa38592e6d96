/// A text cut into lines that keep their terminators, so joining them gives back the exact bytes.
struct SourceLines {
    let bytes: [UInt8]
    /// Each line's byte range, terminator included.
    let ranges: [Range<Int>]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var ranges: [Range<Int>] = []
        var start = 0
        for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            ranges.append(start..<(i + 1))
            start = i + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        self.ranges = ranges
    }

    var count: Int { ranges.count }

    /// Line `n` without its `\n` or `\r\n`.
    func content(_ n: Int) -> ArraySlice<UInt8> {
        var line = bytes[ranges[n]]
        if line.last == UInt8(ascii: "\n") { line = line.dropLast() }
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return line
    }

    /// Lines `range` joined back into text.
    func text(_ range: Range<Int>) -> String {
        guard let first = range.first, range.count > 0 else { return "" }
        return String(decoding: bytes[ranges[first].lowerBound..<ranges[range.upperBound - 1].upperBound], as: UTF8.self)
    }
}
