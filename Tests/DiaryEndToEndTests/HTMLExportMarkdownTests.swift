import Foundation
import Testing

/// `diary export --format html` renders bodies as CommonMark with GitHub's extensions (issue 14: Ink stopped
/// at the first autolink or angle-bracket word, dropped footnotes and took a heading into a list item).
@Suite("html export: bodies rendered from Markdown")
struct HTMLExportMarkdownTests {
    /// The `<div class="body">` of the article of the entry named `name` in `page`.
    private func body(of name: String, in page: String) throws -> String {
        let article = try #require(page.components(separatedBy: "<article id=\"entry-\(name)\">").dropFirst().first, "\(page)")
        let start = try #require(article.range(of: "<div class=\"body\">\n"), "\(article)")
        let end = try #require(article.range(of: "</div>\n</article>"), "\(article)")
        return String(article[start.upperBound..<end.lowerBound])
    }

    @Test("the issue's bodies: autolinks, an angle-bracket word, a footnote, a heading after a list item")
    func issueBodies() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let bodies = [
            "2025-11-01": "See <https://example.org> for details.\n\n## Heading after\n\n- item",
            "2025-11-02": "Write to <me@example.org>.\n\nThe <placeholder> stays.\n\n- last item\n## Heading after",
            "2025-11-03": "A note.[^1]\n\n[^1]: The note.",
            "2025-11-04": "| a | b |\n|---|---|\n| ~~old~~ | new |\n\n- [x] done\n- [ ] to do",
            "2025-11-05": "---\nkey: value\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1))"
        ]
        for (day, body) in bodies {
            try sb.write("2025/11/\(day).md", Fixture.entry(day: day, title: "Entry \(day)", body: body))
        }
        let result = try await sb.diary("export", "--format", "html")
        Expect.success(result)
        let page = result.stdout

        #expect(
            try body(of: "2025-11-01", in: page) == """
                <p>See <a href="https://example.org">https://example.org</a> for details.</p>
                <h3>Heading after</h3>
                <ul>
                <li>item</li>
                </ul>

                """)
        #expect(
            try body(of: "2025-11-02", in: page) == """
                <p>Write to <a href="mailto:me@example.org">me@example.org</a>.</p>
                <p>The &lt;placeholder&gt; stays.</p>
                <ul>
                <li>last item</li>
                </ul>
                <h3>Heading after</h3>

                """)
        #expect(
            try body(of: "2025-11-03", in: page) == """
                <p>A note.<sup class="footnote-ref"><a href="#entry-2025-11-03-fn-1" id="entry-2025-11-03-fnref-1" data-footnote-ref>1</a></sup></p>
                <section class="footnotes" data-footnotes>
                <ol>
                <li id="entry-2025-11-03-fn-1">
                <p>The note. <a href="#entry-2025-11-03-fnref-1" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a></p>
                </li>
                </ol>
                </section>

                """)
        let extensions = try body(of: "2025-11-04", in: page)
        #expect(extensions.contains("<td><del>old</del></td>\n<td>new</td>"), "\(extensions)")
        #expect(extensions.contains("<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> done</li>"), "\(extensions)")
        // A leading --- is a thematic break, and the line after it is text, not metadata.
        #expect(
            try body(of: "2025-11-05", in: page) == """
                <hr />
                <p>key: value</p>
                <p>&lt;script&gt;alert(1)&lt;/script&gt;</p>
                <p><a href="">click</a></p>

                """)
        #expect(!page.contains("<script"), "no script anywhere on the page")
        #expect(page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"))
    }

    @Test("two entries with a [^1] each: every reference and its link back stay in their own article")
    func footnotesPerArticle() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.write("2025/11/2025-11-21.md", Fixture.entry(day: "2025-11-21", title: "First", body: "One[^1].\n\n[^1]: First note."))
        try sb.write(
            "2025/11/2025-11-21-2.md", Fixture.entry(day: "2025-11-21", time: "20:00:00", title: "Second", body: "Two[^1].\n\n[^1]: Second note."))
        let result = try await sb.diary("export", "--format", "html")
        Expect.success(result)
        let page = result.stdout
        for (name, note) in [("2025-11-21", "First note."), ("2025-11-21-2", "Second note.")] {
            let body = try body(of: name, in: page)
            #expect(body.contains("<a href=\"#entry-\(name)-fn-1\" id=\"entry-\(name)-fnref-1\""), "\(body)")
            #expect(body.contains("<li id=\"entry-\(name)-fn-1\">\n<p>\(note) <a href=\"#entry-\(name)-fnref-1\""), "\(body)")
            // Each id is on the page once.
            #expect(page.components(separatedBy: "id=\"entry-\(name)-fn-1\"").count == 2)
            #expect(page.components(separatedBy: "id=\"entry-\(name)-fnref-1\"").count == 2)
        }
    }
}
