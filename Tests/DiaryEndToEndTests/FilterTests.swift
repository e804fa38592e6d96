import Foundation
import Testing

@Suite("filters shared by list, search, export, calendar and stats")
struct FilterTests {
    private func titles(in output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in Fixture.titlesNewestFirst.first { line.contains($0) } }
    }

    /// Today in the sandbox's zone (Asia/Seoul), as YYYY-MM-DD, moved by `days`.
    private func seoulDay(_ days: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Seoul") ?? .current
        let date = calendar.date(byAdding: .day, value: days, to: Date()) ?? Date()
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    @Test("--on, --year and --month narrow to days; they combine with each other and with --tag")
    func days() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let on = try await sb.diary("list", "--on", "2025-11-21")
        Expect.success(on)
        #expect(titles(in: on.stdout) == ["Evening at home", "Walk along the river"], "\(on)")
        let month = try await sb.diary("list", "--month", "2025-10")
        #expect(titles(in: month.stdout) == ["가을 산책"], "\(month)")
        let onMonth = try await sb.diary("list", "--on", "2025-11")
        #expect(titles(in: onMonth.stdout) == ["Evening at home", "Walk along the river", "출근길"], "\(onMonth)")
        let year = try await sb.diary("list", "--year", "2025", "--tag", "walk")
        #expect(titles(in: year.stdout) == ["가을 산책", "Autumn begins"], "\(year)")
        let none = try await sb.diary("list", "--year", "2024")
        Expect.success(none)
        #expect(none.stdout.isEmpty)
        let apart = try await sb.diary("list", "--month", "2025-10", "--on", "2025-11-21")
        Expect.success(apart)
        #expect(apart.stdout.isEmpty, "ranges that do not meet keep nothing")
    }

    @Test("several --tag need all of them; --any-tag any; tags ignore case")
    func tags() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let both = try await sb.diary("list", "--tag", "walk", "--tag", "산책")
        #expect(titles(in: both.stdout) == ["가을 산책"], "\(both)")
        let any = try await sb.diary("list", "--tag", "work", "--tag", "TRAVEL", "--any-tag")
        #expect(titles(in: any.stdout) == ["Walk along the river", "출근길"], "\(any)")
    }

    @Test("--starred, --location and --weather look inside the front matter")
    func frontMatterFilters() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        try sb.write(
            "2025/12/2025-12-24.md",
            """
            ---
            schema: 2
            created: 2025-12-24T20:00:00+09:00
            location:
              name: Café Busan
            weather:
              condition: Light snow
            starred: true
            ---
            # Christmas Eve

            Snow on the harbour.

            """)
        try await sb.initVault()
        let starred = try await sb.diary("list", "--starred")
        Expect.success(starred)
        #expect(starred.outputLines.count == 1 && starred.stdout.contains("Christmas Eve"), "\(starred)")
        let place = try await sb.diary("list", "--location", "seoul")
        #expect(titles(in: place.stdout) == ["Walk along the river", "Autumn begins"], "\(place)")
        let accent = try await sb.diary("list", "--location", "cafe")
        #expect(accent.stdout.contains("Christmas Eve") && accent.outputLines.count == 1, "\(accent)")
        let weather = try await sb.diary("list", "--weather", "CLOUDY")
        #expect(titles(in: weather.stdout) == ["Walk along the river"], "\(weather)")
        let korean = try await sb.diary("list", "--weather", "맑음")
        #expect(titles(in: korean.stdout) == ["가을 산책"], "\(korean)")
        let json = try await sb.diary("export", "--format", "json", "--starred")
        Expect.success(json)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 1, "\(json)")
    }

    @Test("day words: '3 days ago', 'last week', yesterday, and their Korean forms")
    func relativeDays() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let threeAgo = seoulDay(-3)
        let eightAgo = seoulDay(-8)
        for (day, title) in [(threeAgo, "Three days back"), (eightAgo, "Eight days back")] {
            try sb.write("\(day.prefix(4))/\(day.dropFirst(5).prefix(2))/\(day).md", Fixture.entry(day: day, title: title))
        }
        try await sb.initVault()
        let on = try await sb.diary("list", "--on", "3 days ago")
        Expect.success(on)
        #expect(on.stdout.contains("Three days back") && on.outputLines.count == 1, "\(on)")
        let korean = try await sb.diary("list", "--on", "3일 전")
        #expect(korean.stdout == on.stdout, "\(korean)")
        let from = try await sb.diary("list", "--from", "4 days ago", "--to", "today")
        #expect(from.outputLines.count == 1 && from.stdout.contains("Three days back"), "\(from)")
        let fromTo = try await sb.diary("list", "--from", "9 days ago", "--to", "yesterday")
        #expect(fromTo.outputLines.count == 2, "\(fromTo)")
        let week = try await sb.diary("list", "--on", "last week")
        Expect.success(week)
        // Last week runs Monday to Sunday before this week's Monday.
        var calendar = Calendar(identifier: .iso8601)
        calendar.timeZone = TimeZone(identifier: "Asia/Seoul") ?? .current
        let weekday = (calendar.component(.weekday, from: Date()) + 5) % 7 + 1  // 1 = Monday
        let lastWeek = weekday...(weekday + 6)  // days ago that fall in last week
        var expected: [String] = []
        if lastWeek.contains(3) { expected.append("Three days back") }
        if lastWeek.contains(8) { expected.append("Eight days back") }
        #expect(week.outputLines.count == expected.count && expected.allSatisfy(week.stdout.contains), "\(week) \(expected)")
    }

    @Test(
        "a bad DAY, month or year is a usage error with examples",
        arguments: [
            (["list", "--on", "someday"], "3 days ago"),
            (["list", "--from", "last blursday"], "'last friday'"),
            (["export", "--to", "2025-13-01"], "YYYY-MM-DD"),
            (["list", "--month", "2025-13"], "2026-11"),
            (["list", "--month", "2025"], "--year 2025"),
            (["list", "--year", "25"], "2026")
        ])
    func badDays(arguments: [String], example: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.launch(arguments).wait()
        #expect(result.status == 64, "\(result)")
        Expect.expectNoCrash(result)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("error:") && result.stderr.contains(example), "\(result)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result)")
    }
}
