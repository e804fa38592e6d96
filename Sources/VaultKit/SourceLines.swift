/// A text cut into lines that keep their terminators, so joining them gives back the exact bytes.
struct SourceLines {
    let lines: [Substring]

    init(_ text: String) {
        var lines: [Substring] = []
        var start = text.utf8.startIndex
        var index = start
        let end = text.utf8.endIndex
        while index < end {
            if text.utf8[index] == UInt8(ascii: "\n") {
                let next = text.utf8.index(after: index)
                lines.append(text[start..<next])
                start = next
            }
            index = text.utf8.index(after: index)
        }
        if start < end { lines.append(text[start..<end]) }
        self.lines = lines
    }

    /// A line without its `\n` or `\r\n`.
    static func content(_ line: Substring) -> Substring {
        var line = line
        if line.utf8.last == UInt8(ascii: "\n") { line = line.dropLast() }
        if line.utf8.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return line
    }

    /// Lines `range` joined back into text.
    func text(_ range: Range<Int>) -> String {
        lines[range].joined()
    }
}
