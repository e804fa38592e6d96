extension EntryDocument {
    /// The document's text with `frontMatter` in place of its own, changing only the lines of the
    /// fields whose value changed: every other line — comments, the user's keys where they stand,
    /// unchanged fields as written — keeps its bytes and its place. A field new to the entry goes
    /// beside its neighbours in the contract's order.
    ///
    /// Nil when the block cannot be cut into fields by line (e.g. a `{…}` block); then
    /// `replacingFrontMatter` writes it.
    func splicingFrontMatter(_ frontMatter: FrontMatter) -> String? {
        guard let source, let parsed = source.parsed, let old = self.frontMatter, !source.block.isEmpty else { return nil }
        let eol = source.lineEnding
        let lines = SourceLines(source.block)
        guard lines.count >= 2 else { return nil }
        let inner = lines.text(1..<(lines.count - 1))
        guard inner.hasPrefix(source.preamble) else { return nil }

        // The fields in the order they stand, found by where their exact text is.
        var segments: [(key: String, known: FrontMatterKey?, text: String, offset: Int)] = []
        let innerBytes = Array(inner.utf8)
        for key in FrontMatterKey.allCases {
            guard let text = source.knownTexts[key] else {
                if key.canonicalLines(of: parsed) != nil { return nil }
                continue
            }
            guard let offset = Self.offset(of: text, in: innerBytes) else { return nil }
            segments.append((key.rawValue, key, text, offset))
        }
        for field in old.userFields {
            guard let offset = Self.offset(of: field.text, in: innerBytes) else { return nil }
            segments.append((field.key, nil, field.text, offset))
        }
        segments.sort { $0.offset < $1.offset }
        guard source.preamble + segments.map(\.text).joined() == inner else { return nil }

        // `key` is nil for the preamble's neighbours and the user's keys.
        var out: [(key: FrontMatterKey?, text: String)] = []
        for segment in segments {
            guard let key = segment.known, !key.hasSameValue(in: parsed, as: frontMatter) else {
                out.append((segment.known, segment.text))
                continue
            }
            let comments = FrontMatterWriter.trailingComments(segment.text)
            let lines = key.canonicalLines(of: frontMatter)?.map { $0 + eol }.joined() ?? ""
            out.append((key, lines + comments))
        }
        // Fields the entry did not have: after the nearest field before them in the contract's order.
        for (index, key) in FrontMatterKey.allCases.enumerated() where source.knownTexts[key] == nil {
            guard let lines = key.canonicalLines(of: frontMatter) else { continue }
            let text = lines.map { $0 + eol }.joined()
            let before = Set(FrontMatterKey.allCases[..<index])
            if let anchor = out.lastIndex(where: { $0.key.map(before.contains) ?? false }) {
                // Keep the anchor's trailing comments next to whatever followed them.
                let anchorText = out[anchor].text
                let comments = FrontMatterWriter.trailingComments(anchorText)
                out[anchor].text = String(anchorText.dropLast(comments.count))
                out.insert((key, text + comments), at: anchor + 1)
            } else if let first = out.firstIndex(where: { $0.key != nil }) {
                out.insert((key, text), at: first)
            } else {
                out.append((key, text))
            }
        }
        let bom = source.hasBOM ? "\u{FEFF}" : ""
        let opening = lines.text(0..<1)
        let closing = lines.text((lines.count - 1)..<lines.count)
        return bom + opening + source.preamble + out.map(\.text).joined() + closing + body
    }

    private static func offset(of text: String, in bytes: [UInt8]) -> Int? {
        let needle = Array(text.utf8)
        guard !needle.isEmpty, needle.count <= bytes.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            // Fields start at the start of a line.
            guard start == 0 || bytes[start - 1] == UInt8(ascii: "\n") else { continue }
            if bytes[start..<(start + needle.count)].elementsEqual(needle) { return start }
        }
        return nil
    }
}
