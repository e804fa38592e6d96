import Foundation
import Testing

@Suite("diary tags and diary stats")
struct TagsStatsTests {
    @Test("tags: count and tag, most used first, ties by name, case ignored and the most common spelling shown")
    func tags() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        try sb.write("2025/12/2025-12-01.md", Fixture.entry(day: "2025-12-01", title: "More walking", tags: ["Walk"]))
        try await sb.initVault()
        let result = try await sb.diary("tags")
        Expect.success(result)
        #expect(result.outputLines == ["3  walk", "2  family", "1  travel", "1  work", "1  산책"], "\(result)")
        let november = try await sb.diary("tags", "--month", "2025-11")
        #expect(november.outputLines == ["2  family", "1  travel", "1  work"], "\(november)")
        let json = try await sb.diary("tags", "--json", "--tag", "walk")
        Expect.success(json)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 2)
        #expect(objects.first?["name"] as? String == "walk" && objects.first?["count"] as? Int == 3, "\(json)")
        #expect(Set(objects.first?.keys.map { $0 } ?? []) == ["name", "count"])
        let none = try await sb.diary("tags", "--year", "2020")
        Expect.success(none)
        #expect(none.stdout == "No tags in these entries.\n")
        let korean = try await sb.diary("tags", "--year", "2020", env: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stdout == "이 일기들에는 태그가 없습니다.\n", "\(korean)")
    }

    @Test("stats in English: figures, streaks counted against today, busiest weekday, top tags and places")
    func statsEnglish() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("stats", env: ["DIARY_TODAY": "2025-11-22"])
        Expect.success(result)
        let lines = result.outputLines
        #expect(lines.count == 12, "\(result)")
        let expected = [
            ("Entries", "5"), ("Words", "51"), ("Days written", "4"), ("Words per entry", "10"),
            ("First entry", "Sep 3, 2025"), ("Latest entry", "Nov 21, 2025"),
            ("Current streak", "1 day, Nov 21, 2025"), ("Longest streak", "1 day, Nov 21, 2025"),
            ("Busiest weekday", "Friday (2 entries)"),
            ("Top tags", "family (2) · walk (2) · travel (1) · work (1) · 산책 (1)"),
            ("Top places", "Seoul Forest, Seoul (1) · Seoul, South Korea (1) · 북한산, 서울 (1)"),
            ("Most common weather", "Clear sky (1)")
        ]
        for ((label, value), line) in zip(expected, lines) {
            #expect(line.hasPrefix(label) && line.hasSuffix("  " + value), "\(line) should be \(label) … \(value)")
            #expect(line.count - value.count == "Most common weather".count + 2, "values line up: \(line)")
        }
        let later = try await sb.diary("stats", env: ["DIARY_TODAY": "2025-11-23"])
        #expect(later.stdout.contains("Current streak       0 days"), "\(later)")
    }

    @Test("stats in Korean: localized labels, dates and weekday, aligned by display width")
    func statsKorean() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("stats", env: ["DIARY_TODAY": "2025-11-21", "LANG": "ko_KR.UTF-8"])
        Expect.success(result)
        let lines = result.outputLines
        #expect(lines.count == 12, "\(result)")
        #expect(lines.first?.hasPrefix("일기") == true, "\(result)")
        #expect(result.stdout.contains("2025년 9월 3일"), "\(result)")
        #expect(result.stdout.contains("금요일 (2편)"), "\(result)")
        #expect(result.stdout.contains("1일 (2025년 11월 21일)"), "\(result)")
        // Every value starts at the same display column, Korean labels counted as two columns a character.
        let columns = Set(lines.map(Self.valueColumn))
        #expect(columns.count == 1, "values start at one column: \(result)")
    }

    /// The display column where a `label  value` line's value starts (after the first run of two or more spaces).
    static func valueColumn(_ line: String) -> Int {
        var column = 0
        var spaces = 0
        for character in line {
            if character == " " {
                spaces += 1
            } else if spaces >= 2 {
                return column
            } else {
                spaces = 0
            }
            column += LookingBack.width(String(character))
        }
        return -1
    }

    @Test("stats: streaks across a month end; filters; JSON keys")
    func statsJSON() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        for day in ["2025-11-29", "2025-11-30", "2025-12-01"] {
            try sb.write(Seoul.path(day), Fixture.entry(day: day, title: "Day \(day)", body: "One two three.", tags: ["run"]))
        }
        try await sb.initVault()
        let result = try await sb.diary("stats", "--json", env: ["DIARY_TODAY": "2025-12-02"])
        Expect.success(result)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "entries", "words", "days_written", "average_words", "first_day", "last_day",
                "current_streak", "longest_streak", "busiest_weekday", "top_tags", "top_places",
                "common_weather"
            ])
        #expect(object["entries"] as? Int == 8)
        let current = try #require(object["current_streak"] as? [String: Any])
        #expect(current["days"] as? Int == 3 && current["first"] as? String == "2025-11-29" && current["last"] as? String == "2025-12-01")
        let longest = try #require(object["longest_streak"] as? [String: Any])
        #expect(longest["days"] as? Int == 3)
        let weekday = try #require(object["busiest_weekday"] as? [String: Any])
        #expect(weekday["number"] as? Int == 5 && weekday["name"] as? String == "friday" && weekday["entries"] as? Int == 2)
        let tags = try #require(object["top_tags"] as? [[String: Any]])
        #expect(tags.first?["name"] as? String == "run" && tags.first?["count"] as? Int == 3)
        #expect((object["common_weather"] as? [String: Any])?["name"] as? String == "Clear sky")
        let filtered = try await sb.diary("stats", "--json", "--tag", "family", env: ["DIARY_TODAY": "2025-12-02"])
        let narrowed = try #require(try JSONSerialization.jsonObject(with: Data(filtered.stdout.utf8)) as? [String: Any])
        #expect(narrowed["entries"] as? Int == 2 && narrowed["words"] as? Int == 24 && narrowed["current_streak"] is NSNull)
        let empty = try await sb.diary("stats", "--json", "--year", "2020")
        Expect.success(empty)
        let nothing = try #require(try JSONSerialization.jsonObject(with: Data(empty.stdout.utf8)) as? [String: Any])
        #expect(nothing["entries"] as? Int == 0 && nothing["first_day"] is NSNull && (nothing["top_tags"] as? [Any])?.isEmpty == true)
    }

    @Test(
        "a broken file is named on stderr and skipped; the rest is counted; exit 1",
        arguments: [
            ["tags"], ["stats"], ["calendar", "2025"]
        ])
    func brokenFile(arguments: [String]) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        try sb.write("2025/11/2025-11-25.md", LookingBack.broken("2025-11-25"))
        try await sb.initVault()
        let result = try await sb.launch(arguments).wait()
        #expect(result.status == 1, "\(result)")
        Expect.expectNoCrash(result)
        #expect(result.errorLines.count == 1 && result.stderr.contains("2025/11/2025-11-25.md"), "\(result)")
        #expect(!result.stdout.isEmpty)
        if arguments == ["stats"] { #expect(result.stdout.contains("Entries              5"), "\(result)") }
        if arguments == ["tags"] { #expect(result.outputLines.first == "2  family", "\(result)") }
    }
}
