import Foundation

/// Where a person's writing goes in an entry's text, for an editor to open at.
public enum WritingLine {
    /// The 1-based line of `text` to start at: the first conflict marker when the text holds one (that is
    /// what needs writing); else the last line when `atEnd` (a new entry's template: after its text); else
    /// the body's first line, just below the front matter (line 1 when the text has none or it cannot be
    /// read).
    public static func of(_ text: String, atEnd: Bool) -> Int {
        if let conflict = ConflictMarkers.blocks(in: text).first { return conflict.line }
        let bytes = text.utf8
        if atEnd {
            let lines = bytes.count { $0 == UInt8(ascii: "\n") }
            return max(1, bytes.last == UInt8(ascii: "\n") ? lines : lines + 1)
        }
        guard let document = try? EntryDocument.parse(text: text, file: ""), document.frontMatter != nil else { return 1 }
        let frontMatter = bytes.prefix(bytes.count - document.body.utf8.count)
        // A closing `---` with nothing after it: the body's line is the one a line break there would start.
        return frontMatter.count { $0 == UInt8(ascii: "\n") } + (frontMatter.last == UInt8(ascii: "\n") ? 1 : 2)
    }
}
