import Foundation
import Testing

@Suite("diary show")
struct ShowTests {
    @Test("show DAY: title, date, location, weather, tags and body")
    func showDay() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("show", "2025-09-03")
        Expect.success(result)
        let out = result.stdout
        #expect(out.contains("Autumn begins"), "\(result)")
        #expect(out.contains("Sep") && out.contains("2025") && out.contains("7:45"), "date: \(result)")
        #expect(out.contains("Seoul Forest"), "location: \(result)")
        #expect(out.contains("Clear sky") && out.contains("22.5"), "weather: \(result)")
        #expect(out.contains("walk"), "tags: \(result)")
        #expect(out.contains("The first cool morning. Jackets came out of the closet."), "body: \(result)")
        #expect(!out.contains("schema:"), "the page, not the raw front matter")
        #expect(result.stderr.isEmpty)
        try await sb.expectClean()
    }

    @Test("show in Korean")
    func showKorean() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("show", "2025-10-18", env: ["LANG": "ko_KR.UTF-8"])
        Expect.success(result)
        #expect(result.stdout.contains("가을 산책"))
        #expect(result.stdout.contains("년") && result.stdout.contains("월"), "\(result)")
        #expect(result.stdout.contains("북한산") && result.stdout.contains("맑음") && result.stdout.contains("산책"))
        #expect(result.stdout.contains("단풍이 절반쯤 들었다."))
    }

    @Test("show PATH, vault-relative and absolute")
    func showPath() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        for argument in [Fixture.evening, sb.url(Fixture.evening).path] {
            let result = try await sb.diary("show", argument)
            Expect.success(result)
            #expect(result.stdout.contains("Evening at home"), "\(result)")
            #expect(result.stdout.contains("Dinner with the family"))
            #expect(!result.stdout.contains("Walk along the river"), "only that entry")
        }
    }

    @Test("show DAY with two entries shows both, first written first")
    func showDayWithTwoEntries() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("show", "2025-11-21")
        Expect.success(result)
        let river = try #require(result.stdout.range(of: "Walk along the river"), "\(result)")
        let evening = try #require(result.stdout.range(of: "Evening at home"), "\(result)")
        #expect(river.lowerBound < evening.lowerBound)
    }

    @Test("show DAY --at REV shows the older text")
    func showAtRevision() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let adoption = try #require(try await sb.head())
        Expect.success(try await sb.diary("open", "2025-09-03", editor: .append))

        let now = try await sb.diary("show", "2025-09-03")
        #expect(now.stdout.contains("Walked by the river."), "\(now)")

        for revision in ["HEAD~1", String(adoption.prefix(7)), adoption] {
            let old = try await sb.diary("show", "2025-09-03", "--at", revision)
            Expect.success(old)
            #expect(old.stdout.contains("Autumn begins"), "\(old)")
            #expect(!old.stdout.contains("Walked by the river."), "--at \(revision): \(old)")
        }
        let byPath = try await sb.diary("show", Fixture.autumnBegins, "--at", "HEAD~1")
        Expect.success(byPath)
        #expect(!byPath.stdout.contains("Walked by the river."))
        try await sb.expectClean()
    }

    @Test("show --at a revision that does not exist, or where the entry did not exist")
    func showAtBadRevision() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        Expect.success(try await sb.diary("new", "Later entry"))
        let unknown = try await sb.diary("show", "2025-09-03", "--at", "nosuchrev")
        Expect.oneLineError(unknown, mentioning: ["nosuchrev"])
        let newDay = try #require(try sb.files().keys.first { Fixture.entries[$0] == nil && Fixture.others[$0] == nil })
        let missing = try await sb.diary("show", newDay, "--at", "HEAD~1")
        Expect.oneLineError(missing)
    }

    @Test("show of a day with no entry is an error")
    func showMissingDay() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("show", "2025-01-01")
        Expect.oneLineError(result, mentioning: ["2025-01-01"])
    }
}

@Suite("diary log")
struct LogTests {
    /// A vault with three commits: adoption, an edit of 2025-09-03, an edit of 2025-11-02.
    private func history(_ sb: Sandbox) async throws -> [String] {
        try await Fixture.adoptedVault(sb)
        Expect.success(try await sb.diary("open", "2025-09-03", editor: .append))
        Expect.success(try await sb.diary("open", "2025-11-02", editor: .append))
        return try await sb.gitLines("log", "--format=%H")
    }

    @Test("log lists every commit: short id and message, newest first")
    func wholeVault() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let ids = try await history(sb)
        let result = try await sb.diary("log")
        Expect.success(result)
        let lines = result.outputLines
        #expect(lines.count == 3, "\(result)")
        for (line, id) in zip(lines, ids) {
            let short = String(line.prefix { !$0.isWhitespace })
            #expect(short.count >= 7 && id.hasPrefix(short), "\(line) for \(id)")
        }
        #expect(
            lines.count == 3 && lines[0].contains("Edit 2025-11-02") && lines[1].contains("Edit 2025-09-03")
                && lines[2].contains("Adopt"), "\(result)")
        try await sb.expectClean()
    }

    @Test("log DAY lists only that entry's commits")
    func oneDay() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let ids = try await history(sb)
        let result = try await sb.diary("log", "2025-09-03")
        Expect.success(result)
        #expect(result.outputLines.count == 2, "\(result)")
        #expect(result.stdout.contains("Edit 2025-09-03") && result.stdout.contains("Adopt"))
        #expect(!result.stdout.contains("2025-11-02"), "\(result)")
        #expect(result.outputLines.first.map { ids[1].hasPrefix(String($0.prefix { !$0.isWhitespace })) } == true)

        let byPath = try await sb.diary("log", Fixture.commute)
        Expect.success(byPath)
        #expect(byPath.outputLines.count == 2, "\(byPath)")
        #expect(byPath.stdout.contains("Edit 2025-11-02") && !byPath.stdout.contains("Edit 2025-09-03"))
    }

    @Test("log and log DAY list commits of the same second in git log's order")
    func sameSecond() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        for n in 1...5 { Expect.success(try await sb.diary("new", "Quick note \(n).")) }
        let second: [String: String?] = ["GIT_AUTHOR_DATE": "2025-11-21T22:00:00+09:00", "GIT_COMMITTER_DATE": "2025-11-21T22:00:00+09:00"]
        for n in 1...4 {
            let path = n % 2 == 0 ? Fixture.river : Fixture.evening
            try sb.write(path, (sb.text(path) ?? "") + "Line \(n).\n")
            let commit = try await sb.gitResult(
                [
                    "-c", "user.name=Plain Git", "-c", "user.email=plain@example.com",
                    "commit", "-q", "-m", "Plain \(n)", "--", path
                ], env: second)
            #expect(commit.status == 0, "\(commit)")
        }
        let today = Seoul.day()
        let todays = (1...5).map { Seoul.path(today, $0) }
        for (arguments, paths) in [
            ([String](), [String]()), ([today], todays), (["2025-11-21"], [Fixture.river, Fixture.evening]),
            ([Fixture.river], [Fixture.river])
        ] {
            let expected = try await sb.gitResult(["log", "--format=%H", "--"] + paths).outputLines
            let result = try await sb.launch(["log"] + arguments).wait()
            Expect.success(result)
            let shown = result.outputLines.map { String($0.prefix { !$0.isWhitespace }) }
            #expect(
                shown.count == expected.count && zip(shown, expected).allSatisfy { $1.hasPrefix($0) },
                "diary log \(arguments) against git log -- \(paths): \(result)\n\(expected)")
        }
    }

    @Test("log -n 1 shows the newest commit only")
    func limit() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        _ = try await history(sb)
        let result = try await sb.diary("log", "-n", "1")
        Expect.success(result)
        #expect(result.outputLines.count == 1, "\(result)")
        #expect(result.stdout.contains("Edit 2025-11-02"))
        let day = try await sb.diary("log", "2025-09-03", "-n", "1")
        #expect(day.outputLines.count == 1, "\(day)")
        #expect(day.stdout.contains("Edit 2025-09-03"))
    }

    @Test("log -p adds the diff")
    func patch() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        _ = try await history(sb)
        let result = try await sb.diary("log", "2025-09-03", "-p")
        Expect.success(result)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("+Walked by the river."), "\(result)")
        #expect(lines.contains { $0.hasPrefix("+") }, "\(result)")
        #expect(lines.contains { $0.hasPrefix("@@") }, "\(result)")
        #expect(!result.stdout.contains("2025-11-02.md"), "only this entry's diff: \(result)")

        let all = try await sb.diary("log", "-p", "-n", "1")
        Expect.success(all)
        #expect(all.stdout.contains("+Walked by the river."), "\(all)")
        #expect(all.stdout.contains("2025-11-02.md"))
    }

    @Test("log of a fresh vault with no commit, and of a day with no history")
    func emptyHistory() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let result = try await sb.diary("log")
        Expect.success(result)
        #expect(result.stdout.isEmpty, "\(result)")
        let day = try await sb.diary("log", "2025-01-01")
        #expect(day.status != 0, "\(day)")
        Expect.expectNoCrash(day)
    }
}
