import Foundation
import Testing

@Suite("diary meta")
struct MetaTests {
    /// The lines of a `git show` diff that start with `+` or `-` (without the file headers).
    func changedLines(_ sb: Sandbox) async throws -> [String] {
        try await sb.git("show", "--format=", "--unified=0", "HEAD").split(separator: "\n").map(String.init)
            .filter { ($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++") && !$0.hasPrefix("---") }
    }

    @Test("tags and star changed as one commit touching only those lines; every other byte stays")
    func tagsAndStar() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let before = try #require(sb.text(Fixture.autumnBegins))
        let commits = try await sb.commitCount()
        let result = try await sb.diary("meta", "2025-09-03", "--tag", "+autumn", "--tag", "-walk", "--star")
        Expect.success(result)
        #expect(result.stdout.contains(Fixture.autumnBegins), "\(result)")
        #expect(try await sb.commitCount() == commits + 1)
        #expect(try await sb.subjects().first == "Edit 2025-09-03: tags, starred")
        #expect(try await sb.filesChanged() == [Fixture.autumnBegins])
        #expect(try await changedLines(sb) == ["-tags: [walk]", "+tags: [autumn]", "+starred: true"])
        let after = try #require(sb.text(Fixture.autumnBegins))
        #expect(after == before.replacingOccurrences(of: "tags: [walk]\n", with: "tags: [autumn]\nstarred: true\n"))
        try await sb.expectClean()
    }

    @Test("place and weather by path; a hand-written entry keeps its comments and own keys where they are")
    func placeAndWeather() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let handWritten = """
            ---
            # written on my phone
            schema: 2
            created: 2026-03-14T08:00:00+09:00
            mood: "fine"   # my key
            location:
              name: Home
              latitude: 37.50
              longitude: 127.00
            tags:
              - morning
            ---
            # Morning

            Coffee first.

            """
        try sb.write(Seoul.path("2026-03-14"), handWritten)
        try await sb.initVault()
        let result = try await sb.diary("meta", Seoul.path("2026-03-14"), "--location", "Busan", "--weather", "Rain, 12°C")
        Expect.success(result)
        #expect(
            try await changedLines(sb) == [
                "-  name: Home", "-  latitude: 37.50", "-  longitude: 127.00",
                "+  name: Busan", "+weather:", "+  condition: Rain", "+  temperature: 12"
            ])
        #expect(try await sb.subjects().first == "Edit 2026-03-14: location, weather")
        let show = try await sb.diary("show", "2026-03-14")
        #expect(show.stdout.contains("Busan") && show.stdout.contains("Rain, 12°C"), "\(show)")

        // Removing both again.
        Expect.success(try await sb.diary("meta", "2026-03-14", "--no-location", "--no-weather"))
        #expect(try await changedLines(sb) == ["-location:", "-  name: Busan", "-weather:", "-  condition: Rain", "-  temperature: 12"])
        try await sb.expectClean()
    }

    @Test("nothing to change: said so, exit 0, no commit")
    func nothingToChange() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let before = try await sb.state()
        let result = try await sb.diary("meta", "2025-09-03", "--tag", "+walk", "--unstar")
        Expect.success(result)
        #expect(result.stdout.contains("Nothing to change"), "\(result)")
        #expect(try await sb.state() == before)
    }

    @Test("a day with several entries asks for a path")
    func ambiguousDay() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let before = try await sb.state()
        let result = try await sb.diary("meta", "2025-11-21", "--star")
        Expect.oneLineError(result, mentioning: [Fixture.river, Fixture.evening])
        #expect(result.status == 1)
        #expect(try await sb.state() == before)
        Expect.success(try await sb.diary("meta", Fixture.evening, "--star"))
        #expect(try await sb.filesChanged() == [Fixture.evening])
    }

    @Test("an older schema is upgraded on the way, and the commit says so")
    func upgradesOlderSchema() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.write("2025/11/2025-11-21.md", "---\ncreated: 1763683200.0\nlocation: Seoul\ntags: travel, family\n---\nOld text.\n")
        try await sb.initVault()
        let result = try await sb.diary("meta", "2025-11-21", "--tag", "+old")
        Expect.success(result)
        #expect(try await sb.subjects().first == "Edit 2025-11-21: tags (upgraded from schema 1 to 2)")
        #expect(
            sb.text("2025/11/2025-11-21.md") == """
                ---
                schema: 2
                created: 2025-11-21T09:00:00+09:00
                location:
                  name: Seoul
                tags: [travel, family, old]
                ---
                Old text.

                """)
        try await sb.expectClean()
    }

    @Test(
        "usage errors: nothing asked, contradictions",
        arguments: [
            ["meta", "2025-09-03"],
            ["meta", "2025-09-03", "--star", "--unstar"],
            ["meta", "2025-09-03", "--location", "X", "--no-location"],
            ["meta", "2025-09-03", "--weather", "Rain", "--no-weather"],
            ["meta", "2025-09-03", "--tag", "+"]
        ])
    func usageErrors(arguments: [String]) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let before = try await sb.state()
        let result = try await sb.launch(arguments).wait()
        Expect.oneLineError(result)
        #expect(result.status == 64, "\(result)")
        #expect(try await sb.state() == before)
    }

    @Test("no entry that day: an error naming it")
    func noEntry() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("meta", "2024-01-01", "--star")
        Expect.oneLineError(result, mentioning: ["2024-01-01"])
    }
}
