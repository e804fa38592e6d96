import Foundation

extension EntryDocument {
    /// Splits `bytes` into front matter and body by the contract (line-exact `---`), and reads the front matter.
    ///
    /// A block in the canonical shape is read by the fast scanner without Yams; any other by Yams.
    /// Errors are found either way.
    ///
    /// - Parameter file: the name used in errors.
    public static func parse(_ bytes: some Collection<UInt8>, file: String) throws -> EntryDocument {
        guard var text = String(validating: bytes, as: UTF8.self) else { throw VaultError.notUTF8(file: file) }
        var hasBOM = false
        if text.unicodeScalars.first == "\u{FEFF}" {
            hasBOM = true
            text.unicodeScalars.removeFirst()
        }
        guard let split = split(text) else {
            if isOpeningLine(text) { throw VaultError.unterminatedFrontMatter(file: file) }
            // Hugo's TOML block is never body text: `migrate` rewrites it (`parseReadingTOML`).
            if TOMLFrontMatter.opens(Substring(text)) {
                throw VaultError.malformedFrontMatter(file: file, line: 1, problem: .tomlNeedsMigration)
            }
            let source = Source(
                hasBOM: hasBOM, lineEnding: text.contains("\r\n") ? "\r\n" : "\n", block: "",
                parsed: nil, knownTexts: [:], preamble: "")
            return EntryDocument(frontMatter: nil, body: text, source: source)
        }
        let (lines, read, interpreted) = try readFrontMatter(split.inner, file: file)
        let source = Source(
            hasBOM: hasBOM, lineEnding: split.lineEnding, block: split.block,
            parsed: interpreted.frontMatter, knownTexts: interpreted.knownTexts,
            preamble: lines.text(0..<min(read.preamble, lines.count)))
        return EntryDocument(frontMatter: interpreted.frontMatter, body: split.body, source: source)
    }

    /// The YAML between the `---` lines read and interpreted: a block in the canonical shape by the fast
    /// scanner, anything else by Yams.
    static func readFrontMatter(_ inner: String, file: String) throws
        -> (lines: SourceLines, read: (preamble: Int, fields: [SourceField]), interpreted: FrontMatterFields.Interpreted)
    {
        try FrontMatterLimits.checkSize(inner, file: file)
        let lines = SourceLines(inner)
        let read: (preamble: Int, fields: [SourceField])
        if let fast = FastFrontMatterScanner.scan(lines) {
            read = fast
        } else {
            try FrontMatterLimits.checkStructure(inner, file: file, lineOffset: 1)
            read = try YamsFrontMatterReader.read(inner, source: lines, file: file, lineOffset: 1)
        }
        let interpreted = try FrontMatterFields.interpret(read.fields, file: file, lineOffset: 1)
        return (lines, read, interpreted)
    }

    /// Like `parse`, but a file that opens with Hugo's TOML front matter (`+++` lines) is read with that
    /// block rewritten as YAML (`TOMLFrontMatter`), for `migrate` and `import folder`; `fromTOML` says so:
    /// such a document is only in the contract once it is written out.
    public static func parseReadingTOML(_ bytes: some Collection<UInt8>, file: String) throws -> (
        document: EntryDocument, fromTOML: Bool
    ) {
        if let text = String(validating: bytes, as: UTF8.self), let yaml = try TOMLFrontMatter.yamlText(of: text, file: file) {
            return (try parse(text: yaml, file: file), true)
        }
        return (try parse(bytes, file: file), false)
    }

    /// Parses text typed by a person (e.g. in the editor).
    public static func parse(text: String, file: String) throws -> EntryDocument {
        try parse(Array(text.utf8), file: file)
    }

    private static func isOpeningLine(_ text: String) -> Bool {
        text == "---" || text.hasPrefix("---\n") || text.hasPrefix("---\r\n")
    }

    /// The block (with both `---` lines), the YAML between them, and the body; nil when there is no block.
    static func split(_ text: String) -> (block: String, inner: String, body: String, lineEnding: String)? {
        let utf8 = text.utf8
        guard isOpeningLine(text), let firstNewline = utf8.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let lineEnding = utf8[utf8.index(before: firstNewline)] == UInt8(ascii: "\r") ? "\r\n" : "\n"
        let innerStart = utf8.index(after: firstNewline)
        var lineStart = innerStart
        while lineStart < utf8.endIndex {
            let newline = utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n"))
            let lineEnd = newline ?? utf8.endIndex
            var content = text[lineStart..<lineEnd]
            if content.utf8.last == UInt8(ascii: "\r") { content = content.dropLast() }
            let next = newline.map { utf8.index(after: $0) } ?? utf8.endIndex
            if content == "---" {
                return (String(text[..<next]), String(text[innerStart..<lineStart]), String(text[next...]), lineEnding)
            }
            lineStart = next
        }
        return nil
    }
}
