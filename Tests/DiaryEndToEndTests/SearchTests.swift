import Foundation
import TestSupport
import Testing

@Suite("diary search")
struct SearchTests {
    /// Entries besides the fixture: one with an accent, one with many Korean matching lines, one long line.
    static let cafe = "2025/08/2025-08-14.md"
    static let manyLines = "2025/07/2025-07-01.md"
    static let longLine = "2025/06/2025-06-30.md"

    static func vault(_ sb: Sandbox) async throws {
        try Fixture.write(into: sb)
        try sb.write(
            cafe,
            Fixture.entry(
                day: "2025-08-14", title: "Café morning", body: "A flat white at the Café on the corner.",
                tags: ["coffee"]))
        try sb.write(
            manyLines,
            Fixture.entry(
                day: "2025-07-01", title: "커피 일기",
                body: "아침 커피.\n점심 커피.\n저녁에도 커피.\n밤에 또 커피.\n새벽 커피."))
        try sb.write(
            longLine,
            Fixture.entry(
                day: "2025-06-30", title: "A long day",
                body: String(repeating: "nothing to see here, ", count: 12) + "and then a heron by the water."))
        try await sb.initVault()
    }

    /// The title on each result's first line, in order, picked out of the known titles.
    private func titles(_ output: String) -> [String] {
        let known = Fixture.titlesNewestFirst + ["Café morning", "커피 일기", "A long day"]
        return output.split(separator: "\n").filter { !$0.hasPrefix(" ") }.compactMap { line in known.first { line.contains($0) } }
    }

    @Test("standard output on a full disk (/dev/full): search and list say so in one error line and fail")
    func fullStandardOutput() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.vault(sb)
        for args in [["search", "coffee"], ["list"]] {
            // The shell points diary's standard output at /dev/full, where every write fails with ENOSPC.
            let result = try await LaunchedProcess(
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", "exec \"$0\" \"$@\" > /dev/full", DiaryBinary.url.path] + args + ["--vault", sb.vault.path],
                environment: sb.environment(), directory: sb.root, stdin: nil, ioFolder: sb.io
            ).wait()
            Expect.oneLineError(result, mentioning: ["standard output", "No space left on device"], context: args.joined(separator: " "))
        }
    }

    @Test("each hit: date and title, then the matching lines; plain text when piped; a count at the end")
    func hits() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.vault(sb)
        let result = try await sb.diary("search", "COFFEE")
        Expect.success(result)
        #expect(!result.stdout.contains("\u{1B}["), "no colour through a pipe: \(result)")
        let lines = result.outputLines
        #expect(
            lines.first?.hasPrefix("Fri, Nov 21, 2025 at 9:14") == true && lines.first?.hasSuffix("Walk along the river") == true,
            "\(result)")
        #expect(lines.dropFirst().first == "  Cold wind, warm coffee, long shadows on the water.", "\(result)")
        #expect(lines.last == "1 entry", "tags are front matter, not text: \(result)")
        #expect(result.stderr.isEmpty)

        let walk = try await sb.diary("search", "walk")
        #expect(titles(walk.stdout) == ["Walk along the river"], "the tag 'walk' is not searched: \(walk)")
    }

    @Test("nothing found: exit 1, nothing on standard output, a note on standard error")
    func nothing() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.vault(sb)
        let result = try await sb.diary("search", "xylophone")
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "No entry matches.\n", "\(result)")
        let paths = try await sb.diary("search", "-l", "xylophone")
        #expect(paths.status == 1 && paths.stdout.isEmpty && paths.stderr.isEmpty, "\(paths)")
        let json = try await sb.diary("search", "--json", "xylophone")
        #expect(json.status == 1, "\(json)")
        #expect((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any])?.isEmpty == true, "\(json)")
    }

    @Test("all words by default, --any for any, -x leaves entries out, a quoted phrase is one term")
    func words() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.vault(sb)
        let both = try await sb.diary("search", "the", "family")
        #expect(titles(both.stdout) == ["Evening at home"], "\(both)")
        let any = try await sb.diary("search", "jackets", "shadows", "--any")
        #expect(titles(any.stdout) == ["Walk along the river", "Autumn begins"], "\(any)")
        let excluded = try await sb.diary("search", "the", "-x", "family", "--exclude", "HERON")
        #expect(titles(excluded.stdout) == ["Walk along the river", "Autumn begins", "Café morning"], "\(excluded)")
        let phrase = try await sb.diary("search", "warm coffee")
        #expect(titles(phrase.stdout) == ["Walk along the river"], "\(phrase)")
        let reversed = try await sb.diary("search", "coffee warm")
        #expect(reversed.status == 1, "\(reversed)")
    }

    @Test("Korean and accents: exact by default, --fold ignores accents")
    func unicode() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.vault(sb)
        let korean = try await sb.diary("search", "단풍")
        #expect(titles(korean.stdout) == ["가을 산책"], "\(korean)")
        let exact = try await sb.diary("search", "cafe")
        #expect(exact.status == 1, "cafe is not café without --fold: \(exact)")
        let accented = try await sb.diary("search", "CAFÉ")
        #expect(titles(accented.stdout) == ["Café morning"], "\(accented)")
        let folded = try await sb.diary("search", "cafe", "--fold")
        #expect(titles(folded.stdout) == ["Café morning"], "\(folded)")
        let decomposed = try await sb.diary("search", "cafe\u{301}")
        #expect(titles(decomposed.stdout) == ["Café morning"], "NFD finds NFC: \(decomposed)")
    }

    @Test("-l prints vault-relative paths, newest first")
    func paths() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.vault(sb)
        let result = try await sb.diary("search", "-l", "the")
        Expect.success(result)
        #expect(result.outputLines == [Fixture.evening, Fixture.river, Fixture.autumnBegins, Self.cafe, Self.longLine], "\(result)")
        let long = try await sb.diary("search", "--paths", "커피")
        #expect(long.outputLines == [Self.manyLines], "\(long)")
    }

    @Test("--json: path, created, title, tags and matches with line numbers and UTF-8 byte ranges")
    func json() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.vault(sb)
        let result = try await sb.diary("search", "단풍", "--json")
        Expect.success(result)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result)")
        #expect(objects.count == 1)
        let hit = try #require(objects.first)
        #expect(Set(hit.keys) == ["path", "created", "title", "tags", "matches"], "\(hit.keys)")
        #expect(hit["path"] as? String == Fixture.autumnWalk)
        #expect(hit["created"] as? String == "2025-10-18T16:20:00+09:00")
        #expect(hit["title"] as? String == "가을 산책")
        #expect(hit["tags"] as? [String] == ["산책", "walk"])
        let matches = try #require(hit["matches"] as? [[String: Any]])
        #expect(matches.count == 1)
        #expect(matches.first?["line"] as? Int == 13, "the file's line number, front matter counted")
        #expect(matches.first?["text"] as? String == "단풍이 절반쯤 들었다. 내려오는 길에 따뜻한 차 한 잔.")
        let ranges = try #require(matches.first?["ranges"] as? [[String: Int]])
        #expect(ranges == [["start": 0, "end": 6]], "단풍 is six UTF-8 bytes: \(ranges)")

        let title = try await sb.diary("search", "RIVER", "--json")
        let river = try #require(try JSONSerialization.jsonObject(with: Data(title.stdout.utf8)) as? [[String: Any]])
        let riverMatches = try #require(river.first?["matches"] as? [[String: Any]])
        #expect(riverMatches.first?["line"] as? Int == 14 && riverMatches.first?["text"] as? String == "# Walk along the river")
        #expect(riverMatches.first?["ranges"] as? [[String: Int]] == [["start": 17, "end": 22]], "\(title)")

        // Quotes, backslashes, tabs and control characters come back as written.
        let tricky = "He said \"egret\" \\ then\tleft \u{1} 🐦 end"
        try sb.write("2025/05/2025-05-05.md", Fixture.entry(day: "2025-05-05", title: "Birds \"quoted\"", body: tricky, tags: ["a\"b"]))
        let escaped = try await sb.diary("search", "egret", "--json")
        let birds = try #require(try JSONSerialization.jsonObject(with: Data(escaped.stdout.utf8)) as? [[String: Any]], "\(escaped)")
        #expect(birds.first?["title"] as? String == "Birds \"quoted\"")
        #expect(birds.first?["tags"] as? [String] == ["a\"b"])
        let birdMatch = try #require((birds.first?["matches"] as? [[String: Any]])?.first)
        #expect(birdMatch["text"] as? String == tricky)
        #expect(birdMatch["ranges"] as? [[String: Int]] == [["start": 9, "end": 14]])
    }

    @Test("filters combine with the words: --tag, --on, -n, --any-tag")
    func filters() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.vault(sb)
        let tagged = try await sb.diary("search", "the", "--tag", "family")
        #expect(titles(tagged.stdout) == ["Evening at home", "Walk along the river"], "\(tagged)")
        let day = try await sb.diary("search", "the", "--on", "2025-11-21", "-n", "1")
        #expect(titles(day.stdout) == ["Evening at home"], "\(day)")
        #expect(day.outputLines.last == "1 entry")
        let newest = try await sb.diary("search", "the", "-n", "2")
        #expect(titles(newest.stdout) == ["Evening at home", "Walk along the river"], "\(newest)")
        let anyTag = try await sb.diary("search", "the", "--tag", "walk", "--tag", "coffee", "--any-tag", "-l")
        #expect(anyTag.outputLines == [Fixture.autumnBegins, Self.cafe], "\(anyTag)")
        let month = try await sb.diary("search", "커피", "--month", "2025-08")
        #expect(month.status == 1, "\(month)")
    }

    @Test("at most three lines per entry, then (+N more); a long line is cut to the width around its match")
    func shownLines() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.vault(sb)
        let result = try await sb.diary("search", "커피", env: ["COLUMNS": "40"])
        Expect.success(result)
        // The title line matches too; it is marked in the heading, and the body's five lines follow.
        #expect(result.outputLines.dropFirst().prefix(4) == ["  아침 커피.", "  점심 커피.", "  저녁에도 커피.", "  (+2 more)"], "\(result)")
        let heron = try await sb.diary("search", "heron", env: ["COLUMNS": "40"])
        let line = try #require(heron.outputLines.dropFirst().first, "\(heron)")
        #expect(line.hasPrefix("  …") && line.contains("heron"), "the match stays in sight: \(heron)")
        #expect(line.count <= 40, "\(line)")
    }

    @Test("broken files are named on stderr and skipped; the search goes on; exit 1")
    func brokenFiles() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        try sb.write("2025/10/2025-10-27.md", "---\nschema: 2\ncreated: [oops\n---\nMore coffee.\n")
        try sb.write("2025/10/2025-10-28.md", bytes: Data("---\nschema: 2\n---\nCoffee, caf".utf8) + Data([0xE9, 0x0A]))
        try sb.write("2025/10/2025-10-29.md", "---\nschema: 2\ncreated: 2025-10-29T10:00:00+09:00\nNo closing line, coffee.\n")
        try await sb.initVault()
        let result = try await sb.diary("search", "coffee")
        Expect.expectNoCrash(result)
        #expect(result.status == 1, "\(result)")
        #expect(titles(result.stdout) == ["Walk along the river"], "\(result)")
        #expect(result.errorLines.count == 3, "\(result)")
        for name in ["2025-10-27.md", "2025-10-28.md", "2025-10-29.md"] {
            #expect(result.errorLines.contains { $0.hasPrefix("error: ") && $0.contains(name) }, "\(name): \(result)")
        }
        let paths = try await sb.diary("search", "-l", "coffee")
        #expect(paths.status == 1 && paths.outputLines.contains(Fixture.river), "\(paths)")
        try await sb.expectClean()
    }

    @Test(
        "bad input is one line and exit 64, with an example",
        arguments: [
            (["search"], "diary search coffee"),
            (["search", "-e", "walk(ed"], "walk(ed|ing)"),
            (["search", "coffee", "--on", "someday"], "3 days ago"),
            (["search", "coffee", "--from", "2025-11-02", "--to", "2025-11-01"], "--to"),
            (["search", "coffee", "--fold", "--regex"], "--fold"),
            (["search", "coffee", "-l", "--json"], "--json"),
            (["search", "  "], "diary search coffee"),
            (["search", "coffee", "--nope"], "--nope")
        ])
    func badInput(arguments: [String], example: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.vault(sb)
        let result = try await sb.launch(arguments).wait()
        #expect(result.status == 64, "\(result)")
        Expect.oneLineError(result, mentioning: [example])
        #expect(result.stdout.isEmpty)
    }

    @Test("regular expressions, ignoring case, line by line")
    func patterns() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.vault(sb)
        let result = try await sb.diary("search", "-e", "^cold|^dinner")
        #expect(titles(result.stdout) == ["Evening at home", "Walk along the river"], "\(result)")
    }

    @Test("LANG=ko_KR.UTF-8: Korean dates, count and (+N more)")
    func korean() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.vault(sb)
        let result = try await sb.diary("search", "커피", env: ["LANG": "ko_KR.UTF-8"])
        Expect.success(result)
        #expect(result.outputLines.first?.hasPrefix("2025년 7월 1일 (화) 오전 10:00") == true, "\(result)")
        #expect(result.stdout.contains("  (외 2줄)"), "\(result)")
        #expect(result.outputLines.last == "항목 1개", "\(result)")
        let none = try await sb.diary("search", "xylophone", env: ["LANG": "ko_KR.UTF-8"])
        #expect(none.status == 1 && none.stderr == "일치하는 항목이 없습니다.\n", "\(none)")
        let bad = try await sb.diary("search", "-e", "(", env: ["LANG": "ko_KR.UTF-8"])
        #expect(bad.status == 64 && bad.stderr.contains("정규 표현식"), "\(bad)")
    }
}
