/// Reads the plain, canonical subset of front matter that `diary` itself writes, without a YAML parser.
///
/// Lists read thousands of entries and a full YAML parse of each costs too much. The scanner accepts
/// only lines whose meaning is beyond doubt (`key: plain`, `key: [a, b]`, one level of `  sub: plain`
/// or `- item`, comments, blank lines) and returns nil for anything else, which then goes to Yams.
/// Tests check that both agree wherever the scanner answers.
enum FastFrontMatterScanner {
    private static let space = UInt8(ascii: " "), colon = UInt8(ascii: ":"), dash = UInt8(ascii: "-")
    private static let hash = UInt8(ascii: "#"), tab = UInt8(ascii: "\t"), cr = UInt8(ascii: "\r")

    static func scan(_ source: SourceLines) -> (preamble: Int, fields: [SourceField])? {
        var fields: [SourceField] = []
        var preamble = 0
        var current: (key: String, start: Int, value: YAMLTree?, nested: Nested?)?

        func close(at end: Int) {
            guard let field = current else { return }
            let value = field.value ?? field.nested?.tree ?? .scalar("", plain: true)
            fields.append(SourceField(key: field.key, value: value, text: source.text(field.start..<end), line: field.start + 1))
        }

        var valueLines = 0
        for number in 0..<source.count {
            let content = source.content(number)
            if content.contains(tab) || content.contains(cr) { return nil }
            let trimmed = content.drop(while: { $0 == space })
            if trimmed.isEmpty || trimmed.first == hash {
                if current == nil { preamble = number + 1 }
                continue
            }
            // Keys are checked against those before them: past the limit, the full reader refuses the block.
            valueLines += 1
            if valueLines > FrontMatterLimits.maxKeys { return nil }
            if content.first == space || content.first == dash {
                guard var field = current, field.value == nil else { return nil }
                guard let nested = Nested.adding(trimmed, indent: content.count - trimmed.count, to: field.nested) else { return nil }
                field.nested = nested
                current = field
                continue
            }
            guard let (key, rest) = splitKey(content), !fields.contains(where: { $0.key == key }), current?.key != key else { return nil }
            let valueBytes = trim(rest)
            var value: YAMLTree?
            if valueBytes.isEmpty {
                value = nil
            } else if valueBytes.first == UInt8(ascii: "[") {
                guard let list = flowList(valueBytes) else { return nil }
                value = list
            } else {
                guard let text = plain(valueBytes, inFlow: false) else { return nil }
                value = .scalar(text, plain: true)
            }
            close(at: number)
            current = (key, number, value, nil)
        }
        close(at: source.count)
        return (preamble, fields)
    }

    /// One level of nesting under a `key:` line: a block map of plain scalars or a block list of them.
    struct Nested {
        var indent: Int
        var pairs: [YAMLPair] = []
        var items: [YAMLTree] = []
        var isList: Bool

        var tree: YAMLTree { isList ? .list(items) : .map(pairs) }

        static func adding(_ line: ArraySlice<UInt8>, indent: Int, to existing: Nested?) -> Nested? {
            let isItem = line.first == dash && (line.count == 1 || line.dropFirst().first == space)
            var nested = existing ?? Nested(indent: indent, isList: isItem)
            guard nested.indent == indent, nested.isList == isItem else { return nil }
            if isItem {
                guard let item = plain(trim(line.dropFirst()), inFlow: false) else { return nil }
                nested.items.append(.scalar(item, plain: true))
            } else {
                guard let (key, rest) = splitKey(line), !rest.isEmpty,
                    !nested.pairs.contains(where: { $0.key == key }),
                    let value = plain(trim(rest), inFlow: false)
                else { return nil }
                nested.pairs.append(YAMLPair(key: key, value: .scalar(value, plain: true)))
            }
            return nested
        }
    }

    /// `key` and what follows `key:` for a simple key (letters, digits, `_`, `-`), else nil.
    static func splitKey(_ line: ArraySlice<UInt8>) -> (String, ArraySlice<UInt8>)? {
        guard let colonIndex = line.firstIndex(of: colon), colonIndex > line.startIndex,
            line.first != dash
        else { return nil }
        let key = line[..<colonIndex]
        guard key.allSatisfy(isKeyByte) else { return nil }
        let rest = line[(colonIndex + 1)...]
        guard rest.isEmpty || rest.first == space else { return nil }
        return (String(decoding: key, as: UTF8.self), rest)
    }

    static func isKeyByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x2D
    }

    /// The text of a plain scalar that reads back as itself, else nil.
    static func plain(_ bytes: ArraySlice<UInt8>, inFlow: Bool) -> String? {
        guard !bytes.isEmpty else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        return YAMLScalar.isSimplePlain(text, inFlow: inFlow) ? text : nil
    }

    static func flowList(_ text: ArraySlice<UInt8>) -> YAMLTree? {
        guard text.last == UInt8(ascii: "]") else { return nil }
        let inner = trim(text.dropFirst().dropLast())
        if inner.isEmpty { return .list([]) }
        var items: [YAMLTree] = []
        for part in inner.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            guard let item = plain(trim(part), inFlow: true) else { return nil }
            items.append(.scalar(item, plain: true))
        }
        return .list(items)
    }

    static func trim(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        guard let start = bytes.firstIndex(where: { $0 != space }),
            let end = bytes.lastIndex(where: { $0 != space })
        else { return [] }
        return bytes[start...end]
    }
}
