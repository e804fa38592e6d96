/// The lines of a Markdown text as far as code is concerned: code blocks (fenced with ```` ``` ```` or
/// `~~~`, or indented by four spaces or a tab), blank lines, and the rest, text. What rewrites a body
/// (Day One's escapes, links to attachments) leaves code alone, and all of it agrees on where code is.
///
/// An indented line is code when it starts a block (after a blank line, a fence or the start) and is
/// indented four columns past the content of the list item it is in, if any: in `- item`, a blank line,
/// then `  more`, `more` continues the item; `      code` under it is code.
enum MarkdownBlocks {
    enum Kind: Equatable {
        case text
        case blank
        /// A fence's lines, what is between them, and indented code.
        case code
    }

    /// Calls `line` with each line's byte range (its line break included) and what it is, in order.
    static func scan(_ bytes: [UInt8], _ line: (Range<Int>, Kind) -> Void) {
        /// The open fence, and the column its list item's content starts at (0 outside lists).
        var fence: (marker: UInt8, length: Int, base: Int)?
        var inParagraph = false
        /// The column the content of the current list item starts at.
        var listContent: Int?
        /// The column an indented code block's lines are indented past, while one runs.
        var indentedCode: Int?
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: newline).map { $0 + 1 } ?? bytes.count
            let text = bytes[start..<end]
            defer { start = end }
            if isBlank(text) {
                inParagraph = false
                line(start..<end, fence == nil ? .blank : .code)
                continue
            }
            let (indent, contentStart) = indentation(text)
            let content = text[contentStart...]
            if let open = fence {
                if indent - open.base <= 3, isClosingFence(content, open.marker, open.length) { fence = nil }
                line(start..<end, .code)
                continue
            }
            if let base = indentedCode {
                if indent >= base + 4 {
                    line(start..<end, .code)
                    continue
                }
                indentedCode = nil
            }
            if !inParagraph {
                if let item = listContent, indent < item { listContent = nil }
                let base = listContent ?? 0
                if indent >= base + 4 {
                    indentedCode = base
                    line(start..<end, .code)
                    continue
                }
            }
            let base = listContent.map { indent >= $0 ? $0 : 0 } ?? 0
            if indent - base <= 3, let open = openingFence(content) {
                fence = (open.marker, open.length, base)
                inParagraph = false
                line(start..<end, .code)
                continue
            }
            if indent - base <= 3, let width = listMarkerWidth(content) {
                listContent = indent + width
            }
            inParagraph = true
            line(start..<end, .text)
        }
    }

    /// ```` ``` ```` or `~~~` (or longer) at the start of `content` (a line without its indentation); a
    /// backtick fence's info string holds no backtick.
    static func openingFence(_ content: ArraySlice<UInt8>) -> (marker: UInt8, length: Int)? {
        guard let marker = content.first, marker == backtick || marker == tilde else { return nil }
        let length = content.prefix { $0 == marker }.count
        guard length >= 3 else { return nil }
        if marker == backtick, content.dropFirst(length).contains(backtick) { return nil }
        return (marker, length)
    }

    /// A run of `marker`, at least `length` long, and nothing else but white space.
    static func isClosingFence(_ content: ArraySlice<UInt8>, _ marker: UInt8, _ length: Int) -> Bool {
        let run = content.prefix { $0 == marker }.count
        return run >= length && content.dropFirst(run).allSatisfy(isWhite)
    }

    /// The line's indentation in columns (a tab to the next multiple of four) and where its content starts.
    private static func indentation(_ line: ArraySlice<UInt8>) -> (columns: Int, contentStart: Int) {
        var columns = 0
        var index = line.startIndex
        while index < line.endIndex {
            switch line[index] {
            case space: columns += 1
            case tab: columns += 4 - columns % 4
            default: return (columns, index)
            }
            index += 1
        }
        return (columns, index)
    }

    /// The width of a list marker with the spaces after it (`- `, `* `, `+ `, `1. `, `12) `) at the start
    /// of `content`; nil when it does not start with one.
    private static func listMarkerWidth(_ content: ArraySlice<UInt8>) -> Int? {
        var index = content.startIndex
        if let first = content.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "*") || first == UInt8(ascii: "+") {
            index += 1
        } else {
            while index < content.endIndex, index - content.startIndex < 9, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(content[index]) {
                index += 1
            }
            guard index > content.startIndex, index < content.endIndex,
                content[index] == UInt8(ascii: ".") || content[index] == UInt8(ascii: ")")
            else { return nil }
            index += 1
        }
        let spaces = content[index...].prefix { $0 == space }.count
        let rest = content[(index + spaces)...]
        guard spaces >= 1 || rest.allSatisfy(isWhite) else { return nil }
        // Five spaces or more: the item's content is one space in, the rest is indented code.
        return index - content.startIndex + (spaces > 4 || rest.allSatisfy(isWhite) ? 1 : spaces)
    }

    private static func isBlank(_ line: ArraySlice<UInt8>) -> Bool { line.allSatisfy(isWhite) }
    static func isWhite(_ byte: UInt8) -> Bool { byte == space || byte == tab || byte == UInt8(ascii: "\r") || byte == newline }

    private static let backtick = UInt8(ascii: "`")
    private static let tilde = UInt8(ascii: "~")
    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
}
