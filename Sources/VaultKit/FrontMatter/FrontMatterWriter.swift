/// Writes a front-matter block: the contract's keys in order, then the user's, reusing source text for unchanged fields.
enum FrontMatterWriter {
    static func block(_ fm: FrontMatter, source: EntryDocument.Source?) -> String {
        let eol = source?.lineEnding ?? "\n"
        var out = "---" + eol + (source?.preamble ?? "")
        for key in FrontMatterKey.allCases {
            guard let lines = key.canonicalLines(of: fm) else { continue }
            if let source, let parsed = source.parsed, let text = source.knownTexts[key],
                !source.canonicalKeys.contains(key), key.hasSameValue(in: parsed, as: fm)
            {
                out += text
            } else {
                out += lines.map { $0 + eol }.joined()
                // Comment and blank lines that followed the old value belong to the block, not the value.
                if let text = source?.knownTexts[key] { out += trailingComments(text) }
            }
        }
        for field in fm.userFields {
            var text = field.text
            if text.utf8.last != UInt8(ascii: "\n") { text += eol }
            out += text
        }
        return out + "---" + eol
    }

    /// The comment and blank lines at the end of a field's source text (at column 0).
    static func trailingComments(_ text: String) -> String {
        let lines = SourceLines(text)
        var start = lines.count
        while start > 1 {
            let content = lines.content(start - 1)
            let isComment = content.first == UInt8(ascii: "#")
            let isBlank = content.allSatisfy { $0 == UInt8(ascii: " ") }
            guard isComment || isBlank else { break }
            start -= 1
        }
        return lines.text(start..<lines.count)
    }
}
