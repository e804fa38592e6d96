import Ccmark_gfm

/// Markdown rendered as HTML by cmark-gfm: CommonMark, with GitHub's extensions. Knows nothing of diaries.
///
/// Rendered: everything CommonMark has (headings, lists, block quotes, code, links, images, autolinks such as
/// `<https://example.org>` and `<me@example.org>`, emphasis, hard and soft breaks), and GitHub's tables,
/// strikethrough (`~~gone~~`), bare links (`www.example.org`, `https://example.org`, `me@example.org`), task
/// lists (`- [x] done`) and footnotes (`[^1]` and `[^1]: …`). A leading `---` is a thematic break, as in
/// CommonMark: there is no metadata block.
///
/// The HTML holds only elements cmark-gfm writes itself: raw HTML in the text is never put on the page as
/// HTML. A tag written in the text (`<placeholder>`, `<script>`, a block of `<div>`s) is shown as the text it
/// is, and an HTML comment is left out (`RawHTMLAsText`). A link or image whose address could run code
/// (`javascript:`, `vbscript:`, `file:`, `data:` other than a PNG, GIF, JPEG or WebP image) keeps its text
/// but loses the address (cmark-gfm's safe mode, `CMARK_OPT_UNSAFE` off).
///
/// Any number of threads may render at once (`InlineParsing` says what that takes with this cmark-gfm).
/// This target must be the only user of cmark-gfm in the process.
public enum Markdown {
    /// `markdown` as an HTML fragment (block elements, each ending in a newline; empty for an empty text).
    ///
    /// `footnoteIDPrefix` goes before the ids of the footnotes and of the references to them
    /// (`fn-1`, `fnref-1`) and before the links between them, so that several rendered documents can share a
    /// page: `entry-2025-11-21-` gives `entry-2025-11-21-fn-1`. Only ASCII letters, digits, `-` and `_` of
    /// it are used.
    ///
    /// `headingsUnder`: the level of the heading the fragment stands under (2 under an `<h2>`), whose
    /// headings then go below it without skipping a level (`HeadingLevels`); 0 leaves them as written.
    public static func html(from markdown: String, footnoteIDPrefix: String = "", headingsUnder: Int = 0) -> String {
        html(from: markdown, footnoteIDPrefix: footnoteIDPrefix, headingsUnder: headingsUnder, memory: cmark_get_default_mem_allocator())
    }

    /// CommonMark as written (no smart punctuation, a line break only where CommonMark makes one), footnotes
    /// on, raw HTML and dangerous addresses left out by the renderer (the default, safe mode).
    static let options = CMARK_OPT_DEFAULT | CMARK_OPT_FOOTNOTES

    /// `html(from:footnoteIDPrefix:)` with every allocation cmark-gfm makes for this document (parser, nodes,
    /// the HTML) taken from `memory` and given back to it, so that a test can count them.
    static func html(
        from markdown: String, footnoteIDPrefix: String, headingsUnder: Int = 0, memory: UnsafeMutablePointer<cmark_mem>
    ) -> String {
        // cmark-gfm's allocators abort rather than return NULL, so the pointers below are never nil.
        let parser: OpaquePointer = cmark_parser_new_with_mem(options, memory)
        defer { cmark_parser_free(parser) }
        GFMExtensions.attach(to: parser)
        var text = markdown
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                if let start = chars.baseAddress, !chars.isEmpty { cmark_parser_feed(parser, start, chars.count) }
            }
        }
        let document: OpaquePointer = InlineParsing.finish(parser)
        defer { cmark_node_free(document) }
        RawHTMLAsText.apply(to: document, memory: memory)
        if headingsUnder > 0 { HeadingLevels.apply(to: document, under: headingsUnder) }
        let rendered: UnsafeMutablePointer<CChar> = cmark_render_html_with_mem(
            document, options, cmark_parser_get_syntax_extensions(parser), memory)
        defer { memory.pointee.free(rendered) }
        return FootnoteIDs.prefixed(String(cString: rendered), with: footnoteIDPrefix)
    }
}
