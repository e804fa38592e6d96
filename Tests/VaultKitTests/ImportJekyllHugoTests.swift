import Foundation
import Localization
import TestSupport
import Testing

@testable import VaultKit

/// A Jekyll `_posts` folder and a Hugo `content/posts` folder (shaped like public sites' own) read by
/// `import folder`: the front matter's date first, then the name's; TOML front matter as YAML.
@Suite("Import: Jekyll and Hugo folders")
struct ImportJekyllHugoTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    static let files: [String: Data] = [
        // Jekyll: the date is in the name, and usually again in the front matter with a time and an offset.
        "_posts/2019-04-12-welcome-to-jekyll.md": Data(
            """
            ---
            layout: post
            title: "Welcome to Jekyll!"
            date: 2019-04-12 21:04:38 +0900
            categories: jekyll update
            ---
            You’ll find this post in your `_posts` directory.

            """.utf8),
        // Jekyll with no date in the front matter: the name's date at midnight.
        "_posts/2019-05-01-no-date-key.markdown.md": Data("---\ntitle: Untimed\n---\nBody.\n".utf8),
        // An empty date: the name's date, not a skip.
        "_posts/2019-06-02-empty-date.md": Data("---\ntitle: Empty\ndate:\n---\nBody.\n".utf8),
        // Hugo: no date in the name, TOML front matter with one.
        "content/posts/first-post.md": Data(
            """
            +++
            title = "First post"
            date = 2020-01-05T18:30:00-05:00
            tags = ["hugo", "Go"]
            draft = false
            +++

            Hello from Hugo.

            """.utf8),
        // Hugo with YAML front matter and no date in the name.
        "content/posts/second/index.md": Data("---\ntitle: Second\ndate: 2020-02-01\n---\nA page bundle.\n".utf8),
        // No date anywhere: not an entry.
        "content/about.md": Data("+++\ntitle = \"About\"\n+++\nAbout me.\n".utf8),
        // Broken TOML in a dated file: skipped by name with the TOML reader's words.
        "_posts/2019-07-03-broken.md": Data("+++\ntitle = \n+++\nBody.\n".utf8),
        // Broken TOML in an undated file: nothing says it is an entry, so it is only ignored.
        "content/broken.md": Data("+++\ntitle = \n+++\nBody.\n".utf8)
    ]

    func read() throws -> ImportBatch {
        var batch: ImportBatch?
        try ImportFolderTests.withFolder(Self.files) { folder in batch = try FolderImport.read(folder, zone: Self.seoul) }
        return try #require(batch)
    }

    func texts(_ batch: ImportBatch) -> [String: String] {
        Dictionary(uniqueKeysWithValues: batch.candidates.map { ($0.source, $0.document.rendered()) })
    }

    @Test("which files are entries: a date in the front matter or in the name (Jekyll's YYYY-MM-DD-slug too)")
    func whichFiles() throws {
        let batch = try read()
        #expect(
            batch.candidates.map(\.source) == [
                "_posts/2019-04-12-welcome-to-jekyll.md", "_posts/2019-05-01-no-date-key.markdown.md",
                "_posts/2019-06-02-empty-date.md", "content/posts/first-post.md", "content/posts/second/index.md"
            ])
        #expect(batch.ignored == ["content/about.md", "content/broken.md"])
        #expect(batch.skipped.map(\.source) == ["_posts/2019-07-03-broken.md"])
        let reason = try #require(batch.skipped.first).reason(in: EnglishText())
        #expect(reason.contains("line 2") && reason.contains("TOML front matter"), "\(reason)")
        #expect(
            batch.candidates.map(\.created.description) == [
                "2019-04-12T21:04:38+09:00", "2019-05-01T00:00:00+09:00", "2019-06-02T00:00:00+09:00",
                "2020-01-05T18:30:00-05:00", "2020-02-01T00:00:00+09:00"
            ])
    }

    @Test("a Jekyll post: its date with its offset, its space-separated categories as tags, every key kept")
    func jekyllPost() throws {
        #expect(
            texts(try read())["_posts/2019-04-12-welcome-to-jekyll.md"] == """
                ---
                schema: 2
                created: 2019-04-12T21:04:38+09:00
                tags: [jekyll, update]
                layout: post
                title: "Welcome to Jekyll!"
                date: 2019-04-12 21:04:38 +0900
                categories: jekyll update
                ---
                You’ll find this post in your `_posts` directory.

                """)
    }

    @Test("a Hugo post: TOML rewritten as YAML, its keys kept, its date and tags read, the body byte for byte")
    func hugoPost() throws {
        #expect(
            texts(try read())["content/posts/first-post.md"] == """
                ---
                schema: 2
                created: 2020-01-05T18:30:00-05:00
                tags: [hugo, Go]
                title: First post
                date: 2020-01-05T18:30:00-05:00
                draft: false
                ---

                Hello from Hugo.

                """)
    }

    @Test(arguments: [
        ("_posts/2019-04-12-welcome-to-jekyll.md", "2019-04-12"), ("2026-11-21-a.md", "2026-11-21"),
        ("2026-11-21-2026-review.md", "2026-11-21")
    ])
    func jekyllNames(_ path: String, _ day: String) {
        #expect(FolderImport.day(of: path) == Day(day))
    }

    @Test(arguments: ["2026-11-21-.md", "2026-11-21_a.md", "2026-11-32-a.md", "x2026-11-21-a.md"])
    func notJekyllNames(_ path: String) {
        #expect(FolderImport.day(of: path) == nil)
    }
}
