/// Reads the plain, canonical subset of front matter that `diary` itself writes, without a YAML parser.
///
/// Lists and the "list" command read thousands of entries; a full YAML parse of each costs too much.
/// The scanner accepts only lines whose meaning is beyond doubt (`key: plain`, `key: [a, b]`, one level
/// of `  sub: plain` or `- item`, comments, blank lines) and returns nil for anything else, which then
/// goes to Yams. Tests check that both agree wherever the scanner answers.
enum FastFrontMatterScanner {
    static func scan(_ source: SourceLines) -> (preamble: Int, fields: [SourceField])? {
        var fields: [SourceField] = []
        var keys = Set<String>()
        var preamble = 0
        var current: (key: String, start: Int, value: YAMLTree?, nested: Nested?)?

        func close(at end: Int) {
            guard let field = current else { return }
            let value: YAMLTree
            if let given = field.value {
                value = given
            } else if let nested = field.nested {
                value = nested.tree
            } else {
                value = .scalar("", plain: true)
            }
            fields.append(SourceField(key: field.key, value: value, text: source.text(field.start..<end), line: field.start + 1))
        }

        for (number, line) in source.lines.enumerated() {
            let content = SourceLines.content(line)
            if content.utf8.contains(UInt8(ascii: "\t")) || content.utf8.contains(UInt8(ascii: "\r")) { return nil }
            let trimmed = content.drop(while: { $0 == " " })
            if trimmed.isEmpty || trimmed.first == "#" {
                if current == nil { preamble = number + 1 }
                continue
            }
            if content.first == " " || content.hasPrefix("- ") || content == "-" {
                guard var field = current, field.value == nil else { return nil }
                let indent = content.count - trimmed.count
                guard let nested = Nested.adding(trimmed, indent: indent, to: field.nested) else { return nil }
                field.nested = nested
                current = field
                continue
            }
            guard let colon = content.firstIndex(of: ":") else { return nil }
            let key = String(content[..<colon])
            guard isSimpleKey(key), !keys.contains(key) else { return nil }
            let rest = content[content.index(after: colon)...]
            guard rest.isEmpty || rest.first == " " else { return nil }
            let valueText = trimSpaces(rest)
            var value: YAMLTree?
            if valueText.isEmpty {
                value = nil
            } else if valueText.first == "[" {
                guard let list = flowList(valueText) else { return nil }
                value = list
            } else {
                guard YAMLScalar.isSimplePlain(String(valueText), inFlow: false) else { return nil }
                value = .scalar(String(valueText), plain: true)
            }
            close(at: number)
            keys.insert(key)
            current = (key, number, value, nil)
        }
        close(at: source.lines.count)
        return (preamble, fields)
    }

    /// One level of nesting under a `key:` line: a block map of plain scalars or a block list of them.
    struct Nested {
        var indent: Int
        var pairs: [YAMLPair] = []
        var items: [YAMLTree] = []
        var isList: Bool

        var tree: YAMLTree { isList ? .list(items) : .map(pairs) }

        static func adding(_ line: Substring, indent: Int, to existing: Nested?) -> Nested? {
            let isItem = line == "-" || line.hasPrefix("- ")
            var nested = existing ?? Nested(indent: indent, isList: isItem)
            guard nested.indent == indent, nested.isList == isItem else { return nil }
            if isItem {
                let item = trimSpaces(line.dropFirst())
                guard YAMLScalar.isSimplePlain(String(item), inFlow: false) else { return nil }
                nested.items.append(.scalar(String(item), plain: true))
            } else {
                guard let colon = line.firstIndex(of: ":") else { return nil }
                let key = String(line[..<colon])
                let rest = line[line.index(after: colon)...]
                guard isSimpleKey(key), rest.first == " ", !nested.pairs.contains(where: { $0.key == key }) else { return nil }
                let value = trimSpaces(rest)
                guard YAMLScalar.isSimplePlain(String(value), inFlow: false) else { return nil }
                nested.pairs.append(YAMLPair(key: key, value: .scalar(String(value), plain: true)))
            }
            return nested
        }
    }

    static func flowList(_ text: Substring) -> YAMLTree? {
        guard text.last == "]" else { return nil }
        let inner = trimSpaces(text.dropFirst().dropLast())
        if inner.isEmpty { return .list([]) }
        var items: [YAMLTree] = []
        for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
            let item = String(trimSpaces(part))
            guard YAMLScalar.isSimplePlain(item, inFlow: true) else { return nil }
            items.append(.scalar(item, plain: true))
        }
        return .list(items)
    }

    static func isSimpleKey(_ key: String) -> Bool {
        guard let first = key.utf8.first, first != UInt8(ascii: "-") else { return false }
        return key.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
    }

    static func trimSpaces(_ text: Substring) -> Substring {
        guard let start = text.firstIndex(where: { $0 != " " }),
              let end = text.lastIndex(where: { $0 != " " }) else { return "" }
        return text[start...end]
    }
}
