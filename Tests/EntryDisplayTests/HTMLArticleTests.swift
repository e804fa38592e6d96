import Foundation
import Testing
import VaultKit

@testable import EntryDisplay

@Suite struct HTMLArticleTests {
    static func shown(_ entry: Entry) -> ExportedEntry {
        ExportedEntry(entry, zone: SampleEntries.seoul, dates: SampleEntries.dates, untitled: "(untitled)")
    }

    @Test func anArticleHoldsTheTitleStarFactsAndBody() {
        let entry = SampleEntries.entry(
            "# Tea & \"cake\"\n\nBy the river.\n", sequence: 2, location: Location(name: "Seoul"),
            weather: Weather(condition: "Clear sky", temperature: 3.2), tags: ["walk", "river"], starred: true)
        let shown = Self.shown(entry)
        #expect(
            HTMLArticle.html(shown, starredLabel: "Starred") == """
                <article id="entry-2026-11-21-2">
                <h2>Tea &amp; &quot;cake&quot; <span class="star" title="Starred">★</span></h2>
                <p class="meta"><time datetime="2026-11-21T09:14:03+09:00">\(shown.date)</time> · <span class="place">Seoul</span> · \
                <span class="weather">Clear sky, 3.2°C</span> · <span class="tags">#walk #river</span></p>
                <div class="body">
                <p>By the river.</p>
                </div>
                </article>

                """)
    }

    @Test func anEntryWithOnlyItsTitleHasNoBodyAndNoStar() {
        let html = HTMLArticle.html(Self.shown(SampleEntries.entry("A quick line.\n")), starredLabel: "Starred")
        #expect(html.hasPrefix("<article id=\"entry-2026-11-21\">\n<h2>A quick line.</h2>\n<p class=\"meta\"><time "))
        #expect(!html.contains("class=\"body\"") && !html.contains("class=\"star\"") && !html.contains("class=\"tags\""))
        #expect(html.hasSuffix("</p>\n</article>\n"))
    }

    @Test func tagsAreLinksWhenAnAddressIsGivenAndEscapedEitherWay() {
        let entry = SampleEntries.entry("# Walk\n\nText.\n", tags: ["a\"b", "<i>"])
        let linked = HTMLArticle.html(Self.shown(entry), starredLabel: "") { "/?tag=" + $0 }
        #expect(
            linked.contains(
                "<span class=\"tags\"><a href=\"/?tag=a&quot;b\">#a&quot;b</a> <a href=\"/?tag=&lt;i&gt;\">#&lt;i&gt;</a></span>"))
        let plain = HTMLArticle.html(Self.shown(entry), starredLabel: "")
        #expect(plain.contains("<span class=\"tags\">#a&quot;b #&lt;i&gt;</span>"))
        #expect(!plain.contains("<a "))
    }

    @Test func theBodysOwnHTMLIsShownAsText() {
        let entry = SampleEntries.entry("# Raw\n\n<script>alert(1)</script>\n<img src=x onerror=alert(2)>\n")
        let html = HTMLArticle.html(Self.shown(entry), starredLabel: "")
        #expect(!html.contains("<script") && !html.contains("<img"), "\(html)")
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    /// Every body's first note is `[^1]`: on a page of many articles, each article's note ids are its own.
    @Test func footnoteIdsBelongToTheirArticle() {
        let first = HTMLArticle.html(Self.shown(SampleEntries.entry("# A\n\nWalk[^1].\n\n[^1]: By the river.\n")), starredLabel: "")
        let second = HTMLArticle.html(
            Self.shown(SampleEntries.entry("# B\n\nTea[^1].\n\n[^1]: Green.\n", sequence: 2)), starredLabel: "")
        #expect(first.contains("id=\"entry-2026-11-21-fn-1\"") && first.contains("href=\"#entry-2026-11-21-fn-1\""), "\(first)")
        #expect(second.contains("id=\"entry-2026-11-21-2-fn-1\""), "\(second)")
        #expect(!second.contains("\"entry-2026-11-21-fn-1\""))
    }
}
