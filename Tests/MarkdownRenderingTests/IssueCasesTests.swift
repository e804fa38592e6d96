import Testing

@testable import MarkdownRendering

/// The bodies issue 14 names: Ink stopped rendering at the first autolink or angle-bracket word (the rest came
/// out as one `<p>` of raw text), dropped footnotes, and took a heading right after a list item into the item.
@Suite("Markdown: the cases of issue 14")
struct IssueCasesTests {
    @Test("an autolink in angle brackets, then a heading and a list, all rendered")
    func autolinkThenHeadingAndList() {
        let html = Markdown.html(from: "See <https://example.org> for details.\n\n## Heading after\n\n- item")
        #expect(
            html == """
                <p>See <a href="https://example.org">https://example.org</a> for details.</p>
                <h2>Heading after</h2>
                <ul>
                <li>item</li>
                </ul>

                """)
    }

    @Test("an e-mail autolink in angle brackets")
    func emailAutolink() {
        #expect(Markdown.html(from: "<me@example.org>") == "<p><a href=\"mailto:me@example.org\">me@example.org</a></p>\n")
        #expect(
            Markdown.html(from: "Write to <me@example.org>.\n\n# Next") == """
                <p>Write to <a href="mailto:me@example.org">me@example.org</a>.</p>
                <h1>Next</h1>

                """)
    }

    @Test("an angle-bracket word stays, as text, and what follows is rendered")
    func angleBracketWord() {
        #expect(Markdown.html(from: "The <placeholder> stays.") == "<p>The &lt;placeholder&gt; stays.</p>\n")
        #expect(
            Markdown.html(from: "The <placeholder> stays.\n\n## Heading after\n\n- item") == """
                <p>The &lt;placeholder&gt; stays.</p>
                <h2>Heading after</h2>
                <ul>
                <li>item</li>
                </ul>

                """)
    }

    @Test("a footnote: the reference, and the note at the end with a link back")
    func footnote() {
        #expect(
            Markdown.html(from: "A sentence with a note.[^1]\n\n[^1]: The note.\n") == """
                <p>A sentence with a note.<sup class="footnote-ref"><a href="#fn-1" id="fnref-1" data-footnote-ref>1</a></sup></p>
                <section class="footnotes" data-footnotes>
                <ol>
                <li id="fn-1">
                <p>The note. <a href="#fnref-1" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a></p>
                </li>
                </ol>
                </section>

                """)
    }

    @Test("an ATX heading right after a list item ends the list")
    func headingAfterListItem() {
        #expect(
            Markdown.html(from: "- first\n- second\n## Heading after\nText.") == """
                <ul>
                <li>first</li>
                <li>second</li>
                </ul>
                <h2>Heading after</h2>
                <p>Text.</p>

                """)
    }
}
