import Foundation
import TestSupport
import Testing

@testable import VaultKit

@Suite("the `title` key: an entry's title when its front matter has one")
struct TitleKeyTests {
    private func document(_ frontMatter: String, body: String = "# From the body\n\nText.\n") throws -> EntryDocument {
        try EntryDocument.parse(text: "---\nschema: 2\ncreated: 2026-08-01T08:00:00+09:00\n" + frontMatter + "---\n" + body, file: "t.md")
    }

    @Test(
        "every way YAML spells a text is its title, trimmed",
        arguments: [
            ("title: Docker 6 - Copy\n", "Docker 6 - Copy"),
            ("title: \"Welcome to Jekyll!\"\n", "Welcome to Jekyll!"),
            ("title: 'It''s here'\n", "It's here"),
            ("title: \"Tab\\tinside\"\n", "Tab\tinside"),
            ("title: >-\n  Folded\n  title\n", "Folded title"),
            ("title: 2024\n", "2024"),
            ("title: Plain   # and a comment\n", "Plain"),
            ("title: 하루\n", "하루")
        ])
    func spellings(_ frontMatter: String, _ title: String) throws {
        #expect(try document(frontMatter).title == title)
        #expect(try document(frontMatter).frontMatter?.title == title)
    }

    @Test(
        "no title, and the body titles the entry: null, empty, a list, a map, only spaces",
        arguments: ["title:\n", "title: ~\n", "title: null\n", "title: \"\"\n", "title: [a, b]\n", "title:\n  a: b\n", "title: \"   \"\n"])
    func noTitle(_ frontMatter: String) throws {
        #expect(try document(frontMatter).frontMatter?.title == nil)
        #expect(try document(frontMatter).title == "From the body")
    }

    @Test("an entry holds text with a title and no body; without either it is empty")
    func holdsText() throws {
        #expect(try document("title: Only a title\n", body: "").holdsText)
        #expect(try document("tags: [a]\n", body: "\n  \n").holdsText == false)
        #expect(try document("", body: "Words.\n").holdsText)
    }

    @Test("list and summaries agree on the title and the preview (from the body's first line) of titled entries")
    func listingAgrees() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            try sb.write("2026/08/2026-08-01.md", "---\nschema: 2\ncreated: 2026-08-01T08:00:00+09:00\ntitle: Post\n---\n# Intro\n\nText.\n")
            try sb.write("2026/08/2026-08-02.md", "---\nschema: 2\ncreated: 2026-08-02T08:00:00+09:00\ntitle: \"Quoted: post\"\n---\n")
            try sb.write("2026/08/2026-08-03.md", "---\nschema: 2\ncreated: 2026-08-03T08:00:00+09:00\n---\n# Untitled by key\n\nMore.\n")
            let summaries = vault.summaries(EntryFilter()).matching
            #expect(summaries.map(\.title) == ["Untitled by key", "Quoted: post", "Post"])
            #expect(summaries.map(\.preview) == ["More.", "", "# Intro Text."])
            let listing = vault.listing(EntryFilter()).listing
            #expect(listing.items.map(listing.title) == summaries.map(\.title))
            #expect(listing.items.map(listing.preview) == summaries.map(\.preview))
        }
    }
}
