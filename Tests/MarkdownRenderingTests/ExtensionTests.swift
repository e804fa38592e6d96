import Foundation
import Testing

@testable import MarkdownRendering

/// GitHub's extensions (tables, strikethrough, bare links, task lists, footnotes) and the ids of footnotes on
/// a page of several documents.
@Suite("Markdown: GitHub's extensions")
struct ExtensionTests {
    @Test("a table, with its columns' alignment and inline Markdown in a cell")
    func table() {
        #expect(
            Markdown.html(from: "| Day | Steps |\n|:---|---:|\n| Mon | **9,120** |\n| Tue | `n/a` |") == """
                <table>
                <thead>
                <tr>
                <th align="left">Day</th>
                <th align="right">Steps</th>
                </tr>
                </thead>
                <tbody>
                <tr>
                <td align="left">Mon</td>
                <td align="right"><strong>9,120</strong></td>
                </tr>
                <tr>
                <td align="left">Tue</td>
                <td align="right"><code>n/a</code></td>
                </tr>
                </tbody>
                </table>

                """)
    }

    @Test("strikethrough with two tildes or one")
    func strikethrough() {
        #expect(Markdown.html(from: "~~Rain~~ Sun, ~cold~ warm") == "<p><del>Rain</del> Sun, <del>cold</del> warm</p>\n")
    }

    @Test("task lists: open and done items, nested")
    func taskList() {
        #expect(
            Markdown.html(from: "- [ ] call Mina\n- [x] buy bread\n  - [X] rye") == """
                <ul>
                <li><input type="checkbox" disabled="" /> call Mina</li>
                <li><input type="checkbox" checked="" disabled="" /> buy bread
                <ul>
                <li><input type="checkbox" checked="" disabled="" /> rye</li>
                </ul>
                </li>
                </ul>

                """)
    }

    @Test("bare web and e-mail addresses are links")
    func bareLinks() {
        #expect(
            Markdown.html(from: "www.example.org, https://example.org/a?b=1 and me@example.org.")
                == "<p><a href=\"http://www.example.org\">www.example.org</a>, "
                + "<a href=\"https://example.org/a?b=1\">https://example.org/a?b=1</a> and "
                + "<a href=\"mailto:me@example.org\">me@example.org</a>.</p>\n")
    }

    @Test("footnotes: two notes, one referred to twice, in the order they are first referred to")
    func footnotes() {
        let html = Markdown.html(from: "Walk[^walk], tea[^tea], walk again[^walk].\n\n[^tea]: Green.\n\n[^walk]: By the river.\n")
        #expect(
            html == """
                <p>Walk<sup class="footnote-ref"><a href="#fn-walk" id="fnref-walk" data-footnote-ref>1</a></sup>, \
                tea<sup class="footnote-ref"><a href="#fn-tea" id="fnref-tea" data-footnote-ref>2</a></sup>, \
                walk again<sup class="footnote-ref"><a href="#fn-walk" id="fnref-walk-2" data-footnote-ref>1</a></sup>.</p>
                <section class="footnotes" data-footnotes>
                <ol>
                <li id="fn-walk">
                <p>By the river. <a href="#fnref-walk" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a> \
                <a href="#fnref-walk-2" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩<sup class="footnote-ref">2</sup></a></p>
                </li>
                <li id="fn-tea">
                <p>Green. <a href="#fnref-tea" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a></p>
                </li>
                </ol>
                </section>

                """)
    }

    @Test("footnote ids and the links between them take the prefix, so two documents can share a page")
    func footnotePrefix() {
        let text = "Walk[^1].\n\n[^1]: By the river.\n"
        let first = Markdown.html(from: text, footnoteIDPrefix: "entry-2025-11-21-")
        let second = Markdown.html(from: text, footnoteIDPrefix: "entry-2025-11-22-")
        #expect(
            first == """
                <p>Walk<sup class="footnote-ref"><a href="#entry-2025-11-21-fn-1" id="entry-2025-11-21-fnref-1" data-footnote-ref>1</a></sup>.</p>
                <section class="footnotes" data-footnotes>
                <ol>
                <li id="entry-2025-11-21-fn-1">
                <p>By the river. <a href="#entry-2025-11-21-fnref-1" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a></p>
                </li>
                </ol>
                </section>

                """)
        #expect(second == first.replacingOccurrences(of: "2025-11-21", with: "2025-11-22"))
        // Only letters, digits, `-` and `_` of a prefix are used: it cannot end the attribute.
        let odd = Markdown.html(from: text, footnoteIDPrefix: "a\" onclick=\"x 한-_")
        #expect(odd.contains("id=\"aonclickx-_fn-1\""), "\(odd)")
        // Without footnotes, or without a prefix, nothing changes; a text that only mentions the ids is text.
        #expect(Markdown.html(from: "id=\"fn-1\"", footnoteIDPrefix: "p-") == "<p>id=&quot;fn-1&quot;</p>\n")
        #expect(Markdown.html(from: text, footnoteIDPrefix: "") == Markdown.html(from: text))
    }

    @Test("a leading --- is a thematic break, never a metadata block")
    func leadingThematicBreak() {
        #expect(Markdown.html(from: "---\nAfter the line.\n") == "<hr />\n<p>After the line.</p>\n")
        #expect(Markdown.html(from: "---\ntitle: x\n---\nBody\n") == "<hr />\n<h2>title: x</h2>\n<p>Body</p>\n")
    }

    @Test("an empty text is an empty fragment; Korean and emoji pass through")
    func plainText() {
        #expect(Markdown.html(from: "") == "")
        #expect(Markdown.html(from: "\n\n") == "")
        #expect(Markdown.html(from: "토요일 아침, *한강* 🌤") == "<p>토요일 아침, <em>한강</em> 🌤</p>\n")
    }
}
