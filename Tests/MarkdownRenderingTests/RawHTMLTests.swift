import Foundation
import Testing

@testable import MarkdownRendering

/// Raw HTML written in the text is shown as text, never put on the page as HTML; comments are left out; links
/// and images that could run code lose their address.
@Suite("Markdown: raw HTML and dangerous links")
struct RawHTMLTests {
    /// The elements cmark-gfm's HTML renderer writes (CommonMark's and the extensions'): nothing else may
    /// appear in what is rendered.
    static let renderedElements: Set<String> = [
        "p", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre", "code", "hr", "br", "em",
        "strong", "del", "a", "img", "table", "thead", "tbody", "tr", "th", "td", "input", "section", "sup"
    ]

    /// The name of every opening or closing tag in `html`, as a browser would read one (`<` or `</` then a letter).
    static func tagNames(_ html: String) -> [String] {
        var names: [String] = []
        var rest = html[...]
        while let open = rest.firstIndex(of: "<") {
            var name = rest[rest.index(after: open)...]
            if name.first == "/" { name = name.dropFirst() }
            let letters = name.prefix { $0.isASCII && ($0.isLetter || $0.isNumber) }
            if let first = letters.first, first.isLetter { names.append(letters.lowercased()) }
            rest = rest[rest.index(after: open)...]
        }
        return names
    }

    static let hostile = [
        "<script>alert(1)</script>",
        "Inline <script>alert(1)</script> script.",
        "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
        "<img src=x onerror=alert(1)>",
        "Text <img src=x onerror=alert(1)> inline.",
        "<a href=\"javascript:alert(1)\">click</a>",
        "<iframe src=\"https://evil.example/\"></iframe>",
        "<style>body { display: none }</style>",
        "<meta http-equiv=\"refresh\" content=\"0;url=https://evil.example/\">",
        "<base href=\"https://evil.example/\">",
        "<link rel=\"stylesheet\" href=\"https://evil.example/x.css\">",
        "<form action=\"https://evil.example/\"><input name=p></form>",
        "<svg onload=alert(1)>",
        "<div>\n<script>alert(1)</script>\n</div>",
        "- item <b onmouseover=alert(1)>bold</b>\n\n> <textarea>quoted</textarea>",
        "| a |\n|---|\n| <script>alert(1)</script> |",
        "<!-- a --!> <script>alert(1)</script> -->",
        "<?php echo 1; ?>\n\n<![CDATA[ <script>alert(1)</script> ]]>\n\n<!DOCTYPE html>",
        "Note.[^1]\n\n[^1]: <script>alert(1)</script>"
    ]

    @Test("no element but the renderer's own, whatever HTML the text holds", arguments: hostile)
    func onlyRenderedElements(markdown: String) {
        let html = Markdown.html(from: markdown)
        let foreign = Self.tagNames(html).filter { !Self.renderedElements.contains($0) }
        #expect(foreign.isEmpty, "\(foreign) in \(html)")
    }

    @Test("a <script> block and inline script are shown as text")
    func script() {
        #expect(Markdown.html(from: "<script>alert(1)</script>") == "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n")
        #expect(
            Markdown.html(from: "Inline <script>alert(1)</script> script.")
                == "<p>Inline &lt;script&gt;alert(1)&lt;/script&gt; script.</p>\n")
    }

    @Test("an HTML block is a paragraph of its lines as text, Markdown inside it not rendered")
    func htmlBlock() {
        #expect(
            Markdown.html(from: "<div align=\"center\">\n*not emphasis*\n</div>\n\nAfter.") == """
                <p>&lt;div align=&quot;center&quot;&gt;<br />
                *not emphasis*<br />
                &lt;/div&gt;</p>
                <p>After.</p>

                """)
        // Inside a list item and a block quote it stays where it was; in a tight list, without its <p>.
        #expect(
            Markdown.html(from: "- <details>\n\n> <table>") == """
                <ul>
                <li>&lt;details&gt;</li>
                </ul>
                <blockquote>
                <p>&lt;table&gt;</p>
                </blockquote>

                """)
    }

    @Test("HTML comments are left out, inline or alone on their lines; text after a comment's end is shown")
    func comments() {
        #expect(Markdown.html(from: "Before <!-- hidden --> after.") == "<p>Before  after.</p>\n")
        #expect(Markdown.html(from: "<!-- What went well today? -->\n\nIt rained.") == "<p>It rained.</p>\n")
        #expect(Markdown.html(from: "<!--\nseveral\nlines\n-->\nText.") == "<p>Text.</p>\n")
        #expect(Markdown.html(from: "<!-- note --> shown") == "<p>&lt;!-- note --&gt; shown</p>\n")
        // A browser ends a comment at `--!>` too: such a comment is left out whole, never put on the page.
        #expect(Markdown.html(from: "<!-- a --!> <script>alert(1)</script> -->") == "")
    }

    @Test("links and images whose address could run code keep their text and lose the address")
    func dangerousAddresses() {
        #expect(Markdown.html(from: "[click](javascript:alert(1))") == "<p><a href=\"\">click</a></p>\n")
        #expect(Markdown.html(from: "[click](JaVaScRiPt:alert(1))") == "<p><a href=\"\">click</a></p>\n")
        #expect(Markdown.html(from: "<javascript:alert(1)>") == "<p><a href=\"\">javascript:alert(1)</a></p>\n")
        #expect(Markdown.html(from: "![x](javascript:alert(1))") == "<p><img src=\"\" alt=\"x\" /></p>\n")
        #expect(Markdown.html(from: "[v](vbscript:msgbox)") == "<p><a href=\"\">v</a></p>\n")
        #expect(Markdown.html(from: "[d](data:text/html;base64,PHNjcmlwdD4=)") == "<p><a href=\"\">d</a></p>\n")
        #expect(Markdown.html(from: "[f](file:///etc/passwd)") == "<p><a href=\"\">f</a></p>\n")
        #expect(Markdown.html(from: "[ref]\n\n[ref]: javascript:alert(1)") == "<p><a href=\"\">ref</a></p>\n")
        // An embedded image stays, as do ordinary and relative addresses.
        #expect(
            Markdown.html(from: "![dot](data:image/png;base64,iVBORw0KGgo=)")
                == "<p><img src=\"data:image/png;base64,iVBORw0KGgo=\" alt=\"dot\" /></p>\n")
        #expect(
            Markdown.html(from: "[a](https://example.org) ![b](photos/b.jpg)")
                == "<p><a href=\"https://example.org\">a</a> <img src=\"photos/b.jpg\" alt=\"b\" /></p>\n")
    }

    @Test("an address or title cannot end its attribute")
    func attributeEscaping() {
        #expect(
            Markdown.html(from: "[x](<https://e.org/\"onmouseover=\"alert(1)> \"t\\\"itle\")")
                == "<p><a href=\"https://e.org/%22onmouseover=%22alert(1)\" title=\"t&quot;itle\">x</a></p>\n")
    }
}
