import Foundation
import TestSupport
import Testing

@Suite("diary export")
struct ExportTests {
    /// An entry with the user's own keys, a star, and a title full of HTML's special characters.
    static let fireworks = "2025/08/2025-08-15.md"
    static let fireworksText = """
        ---
        schema: 2
        created: 2025-08-15T20:00:00+09:00
        starred: true
        mood: "calm"  # after the walk
        rating: 017
        people:
          - Mina
          - Jun
        ---
        # Fireworks & "friends" <3

        Body with **bold** and a list:

        - one
        - two
        Last line without a newline
        """
    /// A schema-1 entry whose title is not a heading.
    static let beach = "2025/07/2025-07-01.md"
    static let beachText = "---\ncreated: 1751328000.0\nlocation: Busan\nweather: Sunny\ntags: sea, summer\n---\nBeach day.\n\nSand everywhere.\n"

    /// The fixture vault, adopted by `diary init`, plus `extra` entries.
    private func vault(_ sb: Sandbox, extra: [String: String] = [:]) async throws {
        try Fixture.write(into: sb)
        for (path, text) in extra { try sb.write(path, text) }
        try await sb.initVault()
    }

    /// The `## ` headings of a Markdown export, in order.
    private func headings(_ markdown: String) -> [String] {
        markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
    }

    private func jsonObjects(_ result: RunResult) throws -> [[String: Any]] {
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        return try #require(parsed as? [[String: Any]], "\(result)")
    }

    /// The body of a fixture entry: everything after its front matter.
    private func body(_ text: String) throws -> String {
        try #require(text.bodyAfterFrontMatter)
    }

    @Test("markdown: one document, newest first, a heading, facts, tags and the body of each entry")
    func markdown() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await vault(sb)
        let result = try await sb.diary("export", "--format", "markdown")
        Expect.success(result)
        #expect(result.stderr.isEmpty, "\(result)")
        let doc = result.stdout
        #expect(doc.hasPrefix("# Diary: Sep 3, 2025 – Nov 21, 2025\n\n"), "\(doc)")
        #expect(headings(doc) == Fixture.titlesNewestFirst, "\(doc)")
        // The title is the heading, not repeated from the body.
        #expect(!doc.contains("\n# Walk along the river") && !doc.contains("\n# 가을 산책"), "\(doc)")
        #expect(doc.components(separatedBy: "\n\n---\n\n").count == 5, "entries separated by rules: \(doc)")
        let river = try #require(doc.components(separatedBy: "## Walk along the river\n\n").last)
        let factsLine = try #require(river.split(separator: "\n").first)
        #expect(factsLine.contains("Nov 21, 2025") && factsLine.contains("9:14"), "\(factsLine)")
        #expect(factsLine.hasSuffix(" · Seoul, South Korea · Partly cloudy, 11.5°C"), "\(factsLine)")
        #expect(river.contains("\n\n#travel #family\n\nCold wind, warm coffee, long shadows on the water.\n\n---\n"), "\(river)")
        #expect(doc.contains("## 가을 산책\n\n"), "\(doc)")
        #expect(doc.contains(" · 북한산, 서울 · 맑음, 15°C\n\n#산책 #walk\n\n단풍이 절반쯤 들었다. 내려오는 길에 따뜻한 차 한 잔.\n"), "\(doc)")
        #expect(doc.hasSuffix("#walk\n\nThe first cool morning. Jackets came out of the closet.\n"), "\(doc)")
        try await sb.expectClean()
    }

    @Test("markdown: a body whose first line is its title without a heading marker shows it once, as the title; a star follows the title")
    func markdownBodies() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await vault(sb, extra: [Self.beach: Self.beachText, Self.fireworks: Self.fireworksText])
        let result = try await sb.diary("export", "--from", "2025-07-01", "--to", "2025-08-31")
        Expect.success(result)
        #expect(headings(result.stdout) == ["Fireworks & \"friends\" <3 ★", "Beach day."], "\(result)")
        let fireworksBody = try body(Self.fireworksText)
        let afterTitle = String(fireworksBody.dropFirst("# Fireworks & \"friends\" <3\n\n".count))
        #expect(result.stdout.contains("\n\n" + afterTitle + "\n\n---\n"), "kept byte for byte, a newline added: \(result)")
        #expect(result.stdout.contains("Sunny\n\n#sea #summer\n\nSand everywhere.\n"), "\(result)")
        #expect(!result.stdout.contains("\nBeach day.\n"), "the title line once, as the heading: \(result)")
    }

    @Test("json: an array, newest first, with every front-matter field, the path, the title and the exact body")
    func json() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await vault(sb, extra: [Self.beach: Self.beachText, Self.fireworks: Self.fireworksText])
        let result = try await sb.diary("export", "--format", "json")
        Expect.success(result)
        let objects = try jsonObjects(result)
        #expect(
            objects.compactMap { $0["path"] as? String }
                == [
                    Fixture.evening, Fixture.river, Fixture.commute, Fixture.autumnWalk, Fixture.autumnBegins,
                    Self.fireworks, Self.beach
                ])
        let keys: Set = ["path", "title", "body", "schema", "created", "location", "weather", "tags", "starred", "extra"]
        for object in objects { #expect(Set(object.keys) == keys, "\(object.keys)") }
        for object in objects.prefix(5) {
            let path = try #require(object["path"] as? String)
            #expect(object["body"] as? String == (try body(try #require(Fixture.entries[path]))), "exact body of \(path)")
        }
        let river = objects[1]
        #expect(river["title"] as? String == "Walk along the river")
        #expect((river["schema"] as? NSNumber)?.intValue == 2)
        #expect(river["created"] as? String == "2025-11-21T09:14:03+09:00")
        #expect(river["tags"] as? [String] == ["travel", "family"])
        let location = try #require(river["location"] as? [String: Any])
        #expect(location["name"] as? String == "Seoul, South Korea")
        #expect((location["latitude"] as? NSNumber)?.doubleValue == 37.5665)
        #expect((location["longitude"] as? NSNumber)?.doubleValue == 126.978)
        let weather = try #require(river["weather"] as? [String: Any])
        #expect(weather["condition"] as? String == "Partly cloudy")
        #expect((weather["temperature"] as? NSNumber)?.doubleValue == 11.5)
        #expect((weather["code"] as? NSNumber)?.intValue == 2)
        #expect(river["starred"] is NSNull)
        #expect((river["extra"] as? [String: Any])?.isEmpty == true)
        let evening = objects[0]
        #expect(evening["location"] is NSNull && evening["weather"] is NSNull, "absent → null")
        let walk = try #require(objects[3]["location"] as? [String: Any])
        #expect(walk["name"] as? String == "북한산, 서울" && walk["latitude"] is NSNull)

        let fireworks = objects[5]
        #expect(fireworks["title"] as? String == "Fireworks & \"friends\" <3")
        #expect(fireworks["body"] as? String == (try body(Self.fireworksText)))
        #expect(fireworks["starred"] as? Bool == true)
        #expect(fireworks["tags"] is NSNull)
        let extra = try #require(fireworks["extra"] as? [String: String])
        #expect(extra == ["mood": "\"calm\"  # after the walk", "rating": "017", "people": "  - Mina\n  - Jun"], "\(extra)")

        let beach = objects[6]
        #expect(beach["schema"] is NSNull)
        #expect(beach["created"] as? String == "1751328000.0", "created as written")
        #expect((beach["location"] as? [String: Any])?["name"] as? String == "Busan")
        #expect((beach["weather"] as? [String: Any])?["condition"] as? String == "Sunny")
        #expect(beach["tags"] as? [String] == ["sea", "summer"])
        #expect(beach["title"] as? String == "Beach day.")
    }

    @Test("html: one standalone page in the user's language, no network resources, every text escaped")
    func html() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let script = "2025/11/2025-11-10.md"
        try await vault(
            sb,
            extra: [
                Self.fireworks: Self.fireworksText,
                script: "---\nschema: 2\ncreated: 2025-11-10T12:00:00+09:00\ntags: [\"<b>\"]\n---\n# <script>alert(1)</script>\n\nText.\n"
            ])
        let result = try await sb.diary("export", "--format", "html", env: ["LANG": "ko_KR.UTF-8"])
        Expect.success(result)
        let page = result.stdout
        #expect(page.hasPrefix("<!doctype html>\n<html lang=\"ko-KR\">\n"), "\(page.prefix(200))")
        #expect(page.components(separatedBy: "<!doctype html>").count == 2 && page.components(separatedBy: "</html>").count == 2)
        #expect(page.contains("<meta charset=\"utf-8\">") && page.contains("<style>"))
        #expect(page.contains("prefers-color-scheme: dark"))
        for resource in ["<link", "<script", "src=\"http", "src=http", "url(", "@import", "http://", "https://"] {
            #expect(!page.contains(resource), "page must not load anything: found \(resource)")
        }
        #expect(page.components(separatedBy: "<article").count == 8)
        #expect(page.contains("<h2>&lt;script&gt;alert(1)&lt;/script&gt;</h2>"), "\(page)")
        #expect(page.contains("<span class=\"tags\">#&lt;b&gt;</span>"), "\(page)")
        #expect(page.contains("<h2>Fireworks &amp; &quot;friends&quot; &lt;3 <span class=\"star\""), "\(page)")
        // The body is rendered from Markdown, its title line left to the <h2>.
        // CommonMark: the last line continues the last item (a lazy continuation line).
        #expect(
            page.contains(
                "<p>Body with <strong>bold</strong> and a list:</p>\n<ul>\n<li>one</li>\n<li>two\nLast line without a newline</li>\n</ul>\n</div>"
            ), "\(page)")
        #expect(!page.contains("<h1>Walk along the river</h1>"))
        #expect(page.contains("<p>Cold wind, warm coffee, long shadows on the water.</p>"))
        // Dates in Korean.
        let river = try #require(page.components(separatedBy: "<h2>Walk along the river</h2>").last?.split(separator: "\n").first)
        #expect(river.hasPrefix("<p class=\"meta\"><time datetime=\"2025-11-21T09:14:03+09:00\">2025년 11월 21일"), "\(river)")
        #expect(
            river.contains("Seoul, South Korea") && river.contains("Partly cloudy, 11.5°C")
                && river.contains("#travel #family"), "\(river)")
        #expect(page.contains("<title>일기: 2025년 8월 15일 – 2025년 11월 21일</title>"), "the page's own words in Korean too: \(page.prefix(1000))")

        let english = try await sb.diary("export", "--format", "html", "2025-11-21")
        Expect.success(english)
        #expect(english.stdout.contains("<html lang=\"en-US\">") && english.stdout.contains("Nov 21, 2025"))
        #expect(!english.stdout.contains("년"))
    }

    @Test("--from, --to and --tag select as in list; DAY gives that day's entries, PATH one entry")
    func selection() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await vault(sb)
        let range = try await sb.diary("export", "--from", "2025-10-18", "--to", "2025-11-02")
        Expect.success(range)
        #expect(headings(range.stdout) == ["출근길", "가을 산책"], "\(range)")
        let tagged = try await sb.diary("export", "--tag", "walk", "--format", "json")
        #expect(try jsonObjects(tagged).compactMap { $0["title"] as? String } == ["가을 산책", "Autumn begins"])
        let day = try await sb.diary("export", "2025-11-21")
        Expect.success(day)
        #expect(headings(day.stdout) == ["Evening at home", "Walk along the river"], "newest first: \(day)")
        #expect(day.stdout.hasPrefix("# Diary: Nov 21, 2025\n"), "\(day)")
        let path = try await sb.diary("export", Fixture.autumnWalk, "--format", "json")
        #expect(try jsonObjects(path).compactMap { $0["path"] as? String } == [Fixture.autumnWalk], "\(path)")
        let none = try await sb.diary("export", "--from", "2024-01-01", "--to", "2024-12-31", "--format", "json")
        Expect.success(none)
        #expect(try jsonObjects(none).isEmpty)

        let missing = try await sb.diary("export", "2025-01-01")
        Expect.oneLineError(missing, mentioning: ["2025-01-01"])
        let both = try await sb.diary("export", "2025-11-21", "--from", "2025-11-01")
        #expect(both.status == 64, "\(both)")
        Expect.oneLineError(both)
        let backwards = try await sb.diary("export", "--from", "2025-11-02", "--to", "2025-11-01")
        #expect(backwards.status == 64, "\(backwards)")
    }

    @Test("-o FILE writes the file whole, leaves no temporary file, and replaces one only with --force")
    func outputFile() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await vault(sb)
        let folder = sb.root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("diary.md")
        let shown = try await sb.diary("export")
        let written = try await sb.diary("export", "-o", file.path)
        Expect.success(written)
        #expect(written.stdout.isEmpty)
        // What was written is said, on standard error.
        let count = try await sb.diary("list").outputLines.count
        #expect(count > 1 && written.stderr == "Wrote \(count) entries to \(file.path)\n", "\(written)")
        #expect(try String(contentsOf: file, encoding: .utf8) == shown.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["diary.md"])
        #expect(try sb.mode(file) == 0o600, "private, like the entries")

        let again = try await sb.diary("export", "-o", file.path, "--tag", "work")
        Expect.oneLineError(again, mentioning: ["diary.md", "--force"])
        #expect(try String(contentsOf: file, encoding: .utf8) == shown.stdout, "left as it was")

        let forced = try await sb.diary("export", "-o", file.path, "--tag", "work", "--force")
        Expect.success(forced)
        #expect(headings(try String(contentsOf: file, encoding: .utf8)) == ["출근길"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["diary.md"])

        // The format follows the file's extension unless --format says otherwise.
        let json = folder.appendingPathComponent("diary.json")
        Expect.success(try await sb.diary("export", "--output", json.path))
        let parsed = try JSONSerialization.jsonObject(with: try Data(contentsOf: json)) as? [[String: Any]]
        #expect(parsed?.count == 5)
        let noFolder = try await sb.diary("export", "-o", folder.appendingPathComponent("missing/x.md").path)
        Expect.oneLineError(noFolder, mentioning: ["missing"])
        try await sb.expectClean()
    }

    @Test("-o a pipe, /dev/stdout or a link to a file: written into it or through it, never moved over it")
    func outputIntoStreamsAndLinks() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await vault(sb)
        let shown = try await sb.diary("export")

        // Standard output is a pipe here: no --force needed, and the link /dev/stdout is left alone.
        let standardOutput = try await sb.diary("export", "-o", "/dev/stdout")
        Expect.success(standardOutput)
        #expect(standardOutput.stdout == shown.stdout)

        let fifo = sb.root.appendingPathComponent("export.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let copy = sb.root.appendingPathComponent("from-fifo.md")
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = ["-c", "cat \"$0\" > \"$1\"", fifo.path, copy.path]
        try reader.run()
        let intoFifo = try await sb.diary("export", "-o", fifo.path)
        reader.waitUntilExit()
        Expect.success(intoFifo)
        #expect(try String(contentsOf: copy, encoding: .utf8) == shown.stdout)
        #expect(try FileManager.default.attributesOfItem(atPath: fifo.path)[.type] as? FileAttributeType == .typeUnknown)

        let full = try await sb.diary("export", "-o", "/dev/full")
        Expect.oneLineError(full, mentioning: ["/dev/full", "No space left on device"])

        // A link to a file: --force replaces the file it names; the link stays a link.
        let real = sb.root.appendingPathComponent("real.md")
        try Data("old\n".utf8).write(to: real)
        let link = sb.root.appendingPathComponent("link.md")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        Expect.oneLineError(try await sb.diary("export", "-o", link.path), mentioning: ["link.md", "--force"])
        Expect.success(try await sb.diary("export", "-o", link.path, "--force"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(try String(contentsOf: real, encoding: .utf8) == shown.stdout)
        #expect(try FileManager.default.contentsOfDirectory(atPath: sb.root.path).filter { $0.contains("export") } == ["export.fifo"])
        try await sb.expectClean()
    }

    @Test("dayone: a Journal.json (or with -o NAME.zip, Day One's zip) that import dayone reads back into the same entries")
    func dayOneRoundTrip() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await vault(sb, extra: [Self.fireworks: Self.fireworksText])
        let journal = try await sb.diary("export", "--format", "dayone")
        Expect.success(journal)
        let parsed = try JSONSerialization.jsonObject(with: Data(journal.stdout.utf8)) as? [String: Any]
        let entries = try #require(parsed?["entries"] as? [[String: Any]], "\(journal)")
        #expect(entries.count == 6)
        #expect(entries.allSatisfy { $0["creationDate"] is String && $0["text"] is String && $0["uuid"] is String })

        let zip = sb.root.appendingPathComponent("Export.zip")
        Expect.success(try await sb.diary("export", "-o", zip.path))
        #expect(try Data(contentsOf: zip).starts(with: [0x50, 0x4B, 0x03, 0x04]), "a zip")
        let original = try await sb.diary("export")
        for source in [zip.path, "journal"] {
            let other = sb.root.appendingPathComponent("other-\(source.count)")
            Expect.success(try await sb.diary("init", vault: .at(other)))
            var file = source
            if source == "journal" {
                file = sb.root.appendingPathComponent("Journal.json").path
                try Data(journal.stdout.utf8).write(to: URL(fileURLWithPath: file))
            }
            let imported = try await sb.diary("import", "dayone", file, vault: .at(other))
            Expect.success(imported)
            // Date, place, weather, tags, star, title and body all come back as they were.
            let back = try await sb.diary("export", vault: .at(other))
            Expect.success(back)
            #expect(back.stdout == original.stdout, "\(file):\n\(back.stdout)\n---- was:\n\(original.stdout)")
        }
    }

    @Test("a broken entry is named on stderr and left out; the rest is exported; exit status 1")
    func brokenEntry() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await vault(sb, extra: ["2025/10/2025-10-27.md": "---\nschema: 2\ncreated: [oops\n---\nBody\n"])
        for format in ["markdown", "json", "html"] {
            let result = try await sb.diary("export", "--format", format)
            Expect.expectNoCrash(result)
            #expect(result.status == 1, "\(result)")
            #expect(
                result.errorLines.count == 1 && result.stderr.hasPrefix("error: ")
                    && result.stderr.contains("2025-10-27.md"), "\(result)")
            for title in Fixture.titlesNewestFirst { #expect(result.stdout.contains(title), "\(format): \(title)") }
        }
        let file = sb.root.appendingPathComponent("export.json")
        let written = try await sb.diary("export", "-o", file.path)
        #expect(written.status == 1 && written.stderr.contains("2025-10-27.md"), "\(written)")
        let parsed = try JSONSerialization.jsonObject(with: try Data(contentsOf: file)) as? [[String: Any]]
        #expect(parsed?.count == 5)
        try await sb.expectClean()
    }
}
