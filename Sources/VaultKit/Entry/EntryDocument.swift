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
        var knownTexts: [FrontMatterKey: String]
        var preamble: String
        /// Contract keys to write in canonical form even when their value is unchanged (after a
        /// migration changed their shape); their trailing comment lines are still kept.
        var canonicalKeys: Set<FrontMatterKey> = []
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

    /// This document with `frontMatter` in place of its own, the keys in `canonical` written in the
    /// contract's form even where their value did not change (a migration changes their shape);
    /// the BOM, line endings, comments and the user's keys stay as they were.
    func replacingFrontMatter(_ frontMatter: FrontMatter, canonical: [FrontMatterKey]) -> EntryDocument {
        var source = self.source ?? Source(hasBOM: false, lineEnding: "\n", block: "", parsed: nil, knownTexts: [:], preamble: "")
        if source.block.isEmpty, body.contains("\r\n") { source.lineEnding = "\r\n" }
        source.canonicalKeys.formUnion(canonical)
        source.block = ""
        return EntryDocument(frontMatter: frontMatter, body: body, source: source)
    }

    /// The exact text to write: the original bytes where nothing changed.
    public func rendered() -> String {
        let bom = source?.hasBOM == true ? "\u{FEFF}" : ""
        guard let frontMatter else { return bom + body }
        if let source, !source.block.isEmpty, source.parsed == frontMatter {
            return bom + source.block + body
        }
        return bom + FrontMatterWriter.block(frontMatter, source: source) + body
    }

    /// The rendered text as UTF-8 bytes.
    public func renderedData() -> Data { Data(rendered().utf8) }

    /// The front matter's `title` key when it has one (`FrontMatter.title`), else the first line of the body
    /// that holds text, without a leading Markdown heading marker (`EntryText.title`).
    public var title: String { frontMatter?.title ?? EntryText.title(of: body) }

    /// Whether the entry holds something someone wrote: text in its body, or a title in its front matter (a
    /// post whose title and keys are its content). An entry with neither is never saved.
    public var holdsText: Bool { !EntryText.isEmpty(body) || frontMatter?.title != nil }
}
