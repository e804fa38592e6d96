import Testing

@testable import VaultKit

@Suite("Entry filters")
struct EntryFilterTests {
    private func frontMatter(_ yaml: String) throws -> FrontMatter {
        let document = try EntryDocument.parse(Array(("---\n" + yaml + "---\nBody\n").utf8), file: "t.md")
        return try #require(document.frontMatter)
    }

    @Test("tags: all of them by default, any with anyTag, without regard to case")
    func tags() throws {
        let fm = try frontMatter("schema: 2\ncreated: 2026-11-21T09:00:00+09:00\ntags: [Travel, family]\n")
        var filter = EntryFilter()
        filter.tags = ["travel"]
        #expect(filter.matches(fm))
        filter.tags = ["travel", "work"]
        #expect(!filter.matches(fm))
        filter.anyTag = true
        #expect(filter.matches(fm))
        filter.tags = ["work"]
        #expect(!filter.matches(fm))
    }

    @Test("starred, place and weather; place and weather ignore case and accents")
    func fields() throws {
        let fm = try frontMatter(
            """
            schema: 2
            created: 2026-11-21T09:00:00+09:00
            location:
              name: Café Nero, Busan
            weather:
              condition: Light rain
            starred: true

            """)
        var filter = EntryFilter()
        filter.starredOnly = true
        filter.location = "cafe"
        filter.weather = "RAIN"
        #expect(filter.matches(fm))
        filter.location = "Seoul"
        #expect(!filter.matches(fm))
        let plain = try frontMatter("schema: 2\ncreated: 2026-11-21T09:00:00+09:00\n")
        var starred = EntryFilter()
        starred.starredOnly = true
        #expect(!starred.matches(plain))
        var place = EntryFilter()
        place.location = "Busan"
        #expect(!place.matches(plain), "no place never matches a place")
        #expect(EntryFilter().matches(plain))
        #expect(!EntryFilter().readsFrontMatter && starred.readsFrontMatter)
    }
}
