import Foundation
import TestSupport
import Testing

/// Hugo's real files, through the built binary: content of Hugo's own example site and a post written
/// by `hugo new` (`Fixtures/hugo-basic-example`, `Fixtures/hugo-new-content`, each with its SOURCE.md),
/// imported as a person's `content` folder, and migrated after being copied into a vault by hand.
@Suite("Hugo's real content files")
struct HugoRealContentTests {
    static let example = "hugo-basic-example"
    static let new = "hugo-new-content"

    /// The imported posts: fixture, path in it, the entry's path.
    static let posts = [
        (new, "content/posts/first-snow.md", "2026/11/2026-11-29.md"),
        (example, "content/post/markdown-syntax.md", "2019/03/2019-03-11.md"),
        (example, "content/post/placeholder-text.md", "2019/03/2019-03-09.md"),
        (example, "content/post/emoji-support.md", "2019/03/2019-03-05.md"),
        (example, "content/about.md", "2019/02/2019-02-28.md")
    ]

    /// A site whose `content` holds both fixtures' files.
    func site(_ sb: Sandbox) throws -> URL {
        let site = sb.root.appendingPathComponent("site")
        try RealFixture.copy(Self.example, into: site)
        try RealFixture.copy(Self.new, into: sb.root.appendingPathComponent("new"))
        try FileManager.default.moveItem(
            at: sb.root.appendingPathComponent("new/content/posts"), to: site.appendingPathComponent("content/posts"))
        return site.appendingPathComponent("content")
    }

    /// `list --json`'s entries.
    func listed(_ sb: Sandbox) async throws -> [[String: Any]] {
        let list = try await sb.diary("list", "--json")
        Expect.success(list)
        return try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]], "\(list)")
    }

    @Test("import folder: TOML posts titled by title =, dated by their quoted dates, tagged; a titled post with no body kept")
    func importContent() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let result = try await sb.diary("import", "folder", try site(sb).path)
        // Hugo's archives page has neither a title nor a body: nothing to keep, so it is named and skipped.
        #expect(result.status == 1, "\(result)")
        Expect.expectNoCrash(result)
        #expect(
            result.errorLines == [
                "skipped: archives.md: no text and no title (an empty entry is never saved)",
                "ignored: _index.md (no date in its name or front matter)",
                "ignored: post/_index.md (no date in its name or front matter)"
            ], "\(result)")
        #expect(result.stdout.contains("Imported 5 entries, skipped 1, 0 already there ("), "\(result)")
        #expect(try await sb.filesChanged() == Self.posts.map(\.2).sorted())

        let entries = try await listed(sb)
        #expect(entries.compactMap { $0["path"] as? String } == Self.posts.map(\.2))
        #expect(
            entries.compactMap { $0["title"] as? String }
                == ["First Snow", "Markdown Syntax Guide", "Placeholder Text", "Emoji Support", "About"])
        #expect(
            entries.compactMap { $0["created"] as? String }
                == [
                    "2026-11-29T13:21:42+09:00", "2019-03-11T00:00:00+09:00", "2019-03-09T00:00:00+09:00",
                    "2019-03-05T00:00:00+09:00", "2019-02-28T00:00:00+09:00"
                ])
        // Tags from TOML arrays written over several lines with a trailing comma; categories join them.
        #expect(
            entries.compactMap { $0["tags"] as? [String] }
                == [[], ["markdown", "css", "html", "themes", "syntax"], ["markdown", "text"], ["emoji"], []])

        // The post `hugo new` wrote, front matter and nothing else: an entry with its title and every key.
        #expect(
            sb.text("2026/11/2026-11-29.md")
                == "---\nschema: 2\ncreated: 2026-11-29T13:21:42+09:00\ndate: \"2026-11-29T13:21:42+09:00\"\ndraft: true\n"
                + "title: First Snow\n---\n")
        let show = try await sb.diary("show", "2026-11-29")
        Expect.success(show)
        #expect(show.stdout.hasPrefix("First Snow\n"), "\(show)")
        #expect(
            sb.text("2019/03/2019-03-11.md")?.contains(
                "title: Markdown Syntax Guide\ndate: \"2019-03-11\"\n"
                    + "description: Sample article showcasing basic Markdown syntax and formatting for HTML elements.\n"
                    + "categories: [themes, syntax]\nseries: [Themes Guide]\naliases: [migrate-from-jekyl]\n---\n") == true)
        // Each body is the post's, byte for byte.
        for (fixture, path, entry) in Self.posts {
            let body = RealFixture.body(ofPost: try RealFixture.text(fixture, path))
            #expect(sb.text(entry)?.hasSuffix("\n---\n" + body) == true, "\(path)")
        }
        try await sb.expectClean()
    }

    @Test("migrate: Hugo's posts index (title, tags, no body, no date) and a hugo new post copied into a vault become entries")
    func migrateCopiedContent() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.write("2019/03/2019-03-01.md", bytes: try RealFixture.bytes(Self.example, "content/post/_index.md"))
        try sb.write("2026/11/2026-11-29.md", bytes: try RealFixture.bytes(Self.new, "content/posts/first-snow.md"))
        try await sb.initVault()

        let before = try await sb.diary("list")
        #expect(before.status == 1, "\(before)")
        #expect(
            before.errorLines.sorted() == [
                "error: 2019/03/2019-03-01.md line 1: the front matter is TOML ('+++' lines, as Hugo writes it); run `diary migrate` to rewrite it as YAML",
                "error: 2026/11/2026-11-29.md line 1: the front matter is TOML ('+++' lines, as Hugo writes it); run `diary migrate` to rewrite it as YAML"
            ], "\(before)")

        let migrate = try await sb.diary("migrate")
        Expect.success(migrate)
        #expect(migrate.stdout.contains("Migrated 2 entries to schema 2"), "\(migrate)")
        #expect(
            sb.text("2019/03/2019-03-01.md")
                == "---\nschema: 2\ncreated: 2019-03-01T00:00:00+09:00\ntags: [index]\n"
                + "aliases: [posts, articles, blog, showcase, docs]\ntitle: Posts\nauthor: Hugo Authors\n---\n")
        #expect(
            sb.text("2026/11/2026-11-29.md")
                == "---\nschema: 2\ncreated: 2026-11-29T13:21:42+09:00\ndate: \"2026-11-29T13:21:42+09:00\"\ndraft: true\n"
                + "title: First Snow\n---\n")
        let entries = try await listed(sb)
        #expect(entries.compactMap { $0["title"] as? String } == ["First Snow", "Posts"])
        #expect(entries.compactMap { $0["tags"] as? [String] } == [[], ["index"]])
        let show = try await sb.diary("show", "2019-03-01")
        Expect.success(show)
        #expect(show.stdout.hasPrefix("Posts\n") && show.stdout.contains("#index"), "\(show)")
        try await sb.expectClean()
    }
}
