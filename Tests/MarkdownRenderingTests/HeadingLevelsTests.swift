import Testing

@testable import MarkdownRendering

/// A body's headings under the heading it stands under (an entry's `<h2>` title): below it, never skipping a
/// level on the way down, as written on the way back up (`HeadingLevels`).
struct HeadingLevelsTests {
    func levels(_ markdown: String, under level: Int) -> [Int] {
        let html = Markdown.html(from: markdown, headingsUnder: level)
        return html.matches(of: /<h([1-6])>/).compactMap { Int($0.output.1) }
    }

    @Test("under an h2: # is h3, ## is h3 when it comes first, ### after # is h4, back up as written, h6 at most")
    func placedUnderTheTitle() {
        #expect(levels("# References\n\ntext\n", under: 2) == [3])
        #expect(levels("## Agenda\n\n### Notes\n", under: 2) == [3, 4])
        #expect(levels("# A\n\n### B\n\n# C\n\n###### D\n", under: 2) == [3, 4, 3, 4])
        #expect(levels("# A\n\n## B\n\n### C\n\n#### D\n\n##### E\n", under: 2) == [3, 4, 5, 6, 6])
    }

    @Test("without a heading above, the levels are as written")
    func asWrittenByDefault() {
        #expect(levels("# A\n\n### B\n", under: 0) == [1, 3])
        #expect(Markdown.html(from: "# A\n") == "<h1>A</h1>\n")
    }
}
