import Foundation
import TestSupport
import Testing

/// Other static-site tools' posts, through the built binary: a Jekyll `_posts` folder and a Hugo `content`
/// folder imported, and the same files copied into a vault by hand and fixed by `migrate`.
@Suite("diary with Jekyll and Hugo posts")
struct JekyllHugoTests {
    static let posts: [String: String] = [
        "_posts/2019-04-12-welcome-to-jekyll.md":
            "---\nlayout: post\ntitle: \"Welcome to Jekyll!\"\ndate: 2019-04-12 21:04:38 +0900\ncategories: jekyll update\n---\nYou’ll find this post in your `_posts` directory.\n",
        "_posts/2019-06-02-empty-date.md": "---\ntitle: Empty\ndate:\n---\n# An empty date\n\nDated by its name.\n",
        "content/posts/first-post.md":
            "+++\ntitle = \"First post\"\ndate = 2020-01-05T18:30:00+09:00\ntags = [\"hugo\"]\ndraft = false\n+++\n\nHello from Hugo.\n",
        "content/about.md": "+++\ntitle = \"About\"\n+++\nAbout me.\n",
        // A post whose title and tags are its content: front matter, and no body at all.
        "content/posts/gallery.md": "+++\ntitle = \"Gallery: autumn\"\ndate = 2020-10-03T10:00:00+09:00\ntags = [\"photos\"]\n+++\n"
    ]

    func site(_ sb: Sandbox) throws -> URL {
        let site = sb.root.appendingPathComponent("site")
        for (path, text) in Self.posts {
            let url = site.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return site
    }

    @Test("import folder: Jekyll's dated names, Hugo's TOML and undated names with a date inside, an empty date")
    func importSite() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let result = try await sb.diary("import", "folder", try site(sb).path)
        Expect.success(result)
        #expect(result.errorLines == ["ignored: content/about.md (no date in its name or front matter)"], "\(result)")
        #expect(result.stdout.contains("Imported 4 entries, skipped 0, 0 already there ("), "\(result)")
        #expect(
            try await sb.filesChanged() == ["2019/04/2019-04-12.md", "2019/06/2019-06-02.md", "2020/01/2020-01-05.md", "2020/10/2020-10-03.md"])
        #expect(
            sb.text("2020/01/2020-01-05.md")
                == "---\nschema: 2\ncreated: 2020-01-05T18:30:00+09:00\ntags: [hugo]\ntitle: First post\ndate: 2020-01-05T18:30:00+09:00\ndraft: false\n---\n\nHello from Hugo.\n"
        )
        let list = try await sb.diary("list", "--json")
        Expect.success(list)
        // Each post is titled by its `title:` (the body's heading "An empty date" is not the title).
        let titles = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]).compactMap {
            $0["title"] as? String
        }
        #expect(titles == ["Gallery: autumn", "First post", "Empty", "Welcome to Jekyll!"], "\(list)")
        #expect(!list.stdout.contains("+++"), "\(list)")
        // The post's own heading stays in its body, below its title, in show and the exports.
        let show = try await sb.diary("show", "2019-06-02")
        #expect(show.stdout.hasPrefix("Empty\n") && show.stdout.contains("\n# An empty date\n\nDated by its name.\n"), "\(show)")
        let markdown = try await sb.diary("export", "--format", "markdown", "2019-06-02")
        #expect(markdown.stdout.contains("## Empty\n") && markdown.stdout.contains("\n# An empty date\n\nDated by its name.\n"), "\(markdown)")
        let html = try await sb.diary("export", "--format", "html", "2020-10-03")
        #expect(html.stdout.contains("<h2>Gallery: autumn</h2>") && !html.stdout.contains("class=\"body\""), "\(html)")
        try await sb.expectClean()
    }

    /// Three posts of Jekyll's own site, as its repository holds them (`Fixtures/jekyll-posts/SOURCE.md`).
    static let realPosts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/jekyll-posts")

    @Test("Jekyll's own posts (.markdown, quoted titles, a date with an offset, one without a date): titled by their title: keys")
    func realJekyllPosts() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let posts = sb.root.appendingPathComponent("_posts")
        try FileManager.default.createDirectory(at: posts, withIntermediateDirectories: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.realPosts.path).filter { $0.hasSuffix(".markdown") }
        try #require(names.count == 3, "the fixtures: \(names)")
        for name in names {
            try FileManager.default.copyItem(at: Self.realPosts.appendingPathComponent(name), to: posts.appendingPathComponent(name))
        }
        let result = try await sb.diary("import", "folder", posts.path)
        Expect.success(result)
        #expect(result.stdout.contains("Imported 3 entries, skipped 0, 0 already there ("), "\(result)")
        #expect(try await sb.filesChanged() == ["2013/05/2013-05-06.md", "2013/12/2013-12-16.md", "2014/05/2014-05-06.md"])
        let list = try await sb.diary("list", "--json")
        let titles = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]).compactMap {
            $0["title"] as? String
        }
        #expect(titles == ["Jekyll turns 2.0.0", "Jekyll 1.4.2 Released", "Jekyll 1.0.0 Released"], "\(list)")
        // The date with its offset is kept; each body is the post's, byte for byte.
        #expect(sb.text("2013/05/2013-05-06.md")?.contains("created: 2013-05-06T02:12:52+02:00\n") == true)
        for name in names {
            let original = try String(contentsOf: Self.realPosts.appendingPathComponent(name), encoding: .utf8)
            let body = original.components(separatedBy: "\n---\n").dropFirst().joined(separator: "\n---\n")
            let day = String(name.prefix(10))
            let path = day.prefix(4) + "/" + day.dropFirst(5).prefix(2) + "/" + day + ".md"
            #expect(sb.text(String(path))?.hasSuffix("\n---\n" + body) == true, "\(name)")
        }
        try await sb.expectClean()
    }

    @Test("posts copied into the vault: list names the TOML file and migrate; migrate rewrites it and moves mis-dated files")
    func migrateCopiedPosts() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.write(
            "2020/12/2020-12-27.md", "---\ntitle: Drafted\ndate: 2021-03-30\n---\n# Published in March\n\nThe draft took three months to finish.\n")
        try sb.write("2020/01/2020-01-01.md", Self.posts["content/posts/first-post.md"]!)
        try await sb.initVault()

        let list = try await sb.diary("list")
        #expect(list.status == 1, "\(list)")
        #expect(list.stderr.contains("2020/01/2020-01-01.md") && list.stderr.contains("diary migrate"), "\(list)")
        #expect(!list.stdout.contains("+++"), "\(list)")

        // Search reads bytes, not documents: it refuses the TOML file the same way, never titles it "+++".
        let search = try await sb.diary("search", "Hugo")
        #expect(search.status == 1 && !search.stdout.contains("+++"), "\(search)")
        #expect(
            search.errorLines == [
                "error: 2020/01/2020-01-01.md line 1: the front matter is TOML ('+++' lines, as Hugo writes it); run `diary migrate` to rewrite it as YAML",
                "No entry matches."
            ], "\(search)")

        let missing = try await sb.diary("show", "2021-03-30")
        #expect(missing.status != 0, "\(missing)")

        let migrate = try await sb.diary("migrate")
        Expect.success(migrate)
        #expect(migrate.stdout.contains("Moved 2020/12/2020-12-27.md → 2021/03/2021-03-30.md: its date is that day."), "\(migrate)")
        #expect(migrate.stdout.contains("Moved 2020/01/2020-01-01.md → 2020/01/2020-01-05.md: its date is that day."), "\(migrate)")
        #expect(sb.text("2020/12/2020-12-27.md") == nil)
        let show = try await sb.diary("show", "2021-03-30")
        Expect.success(show)
        #expect(show.stdout.contains("Published in March"), "\(show)")
        Expect.success(try await sb.diary("list"))
        #expect(try await sb.commitCount() == 2)
        let follow = try await sb.git("log", "--follow", "--format=%s", "--", "2021/03/2021-03-30.md")
        #expect(follow.split(separator: "\n").count == 2, "history followed across the move: \(follow)")
        try await sb.expectClean()
    }
}
