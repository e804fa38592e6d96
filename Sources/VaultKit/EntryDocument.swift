import Foundation

/// An entry file's text: an optional front-matter block and the body, written back byte for byte when unchanged.
public struct EntryDocument: Equatable, Sendable {
    public var frontMatter: FrontMatter?
    /// Everything after the closing `---` line, exactly as in the file.
    public var body: String
    let source: Source?

    /// What the file held, so that unchanged parts are written back as they were.
    struct Source: Equatable, Sendable {
        var hasBOM: Bool
        var lineEnding: String
        /// The whole block, both `---` lines included; empty when the file had none.
        var block: String
        var parsed: FrontMatter?
        var knownTexts: [String: String]
        var preamble: String
    }

    /// A new document, written in canonical form.
    public init(frontMatter: FrontMatter?, body: String) {
        self.frontMatter = frontMatter
        self.body = body
        self.source = nil
    }

    init(frontMatter: FrontMatter?, body: String, source: Source?) {
        self.frontMatter = frontMatter
        self.body = body
        self.source = source
    }

    /// The schema this document is written in: its `schema` key; 1 for front matter without one
    /// (schema 1 has none); 0 without front matter.
    public var schemaVersion: Int {
        guard let fm = frontMatter else { return 0 }
        return fm.schema ?? 1
    }

    /// The exact text to write: the original bytes where nothing changed.
    public func rendered() -> String {
        let bom = source?.hasBOM == true ? "\u{FEFF}" : ""
        guard let frontMatter else { return bom + body }
        if let source, source.parsed == frontMatter, !source.block.isEmpty {
            return bom + source.block + body
        }
        return bom + FrontMatterWriter.block(frontMatter, source: source) + body
    }

    /// The rendered text as UTF-8 bytes.
    public func renderedData() -> Data { Data(rendered().utf8) }

    /// The first non-empty line of the body, without a leading Markdown heading marker.
    public var title: String { EntryText.title(of: body) }
}
