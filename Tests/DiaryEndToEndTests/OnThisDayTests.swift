import Foundation
import Testing

@Suite("diary on-this-day")
struct OnThisDayTests {
    @Test("earlier years' entries of the day, oldest first, under 'N years ago', with date, title and preview")
    func english() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        try sb.write("2023/11/2023-11-21.md", Fixture.entry(day: "2023-11-21", title: "Three years back", body: "Snow in the morning."))
        try sb.write("2026/11/2026-11-21.md", Fixture.entry(day: "2026-11-21", title: "This very day"))
        try await sb.initVault()
        let result = try await sb.diary("on-this-day", env: ["DIARY_TODAY": "2026-11-21"])
        Expect.success(result)
        let lines = result.outputLines
        #expect(lines.first == "On this day, November 21", "\(result)")
        let order = ["Three years back", "Walk along the river", "Evening at home"].compactMap { title in
            lines.firstIndex(where: { $0.contains(title) })
        }
        #expect(order.count == 3 && order == order.sorted(), "oldest first: \(result)")
        #expect(!result.stdout.contains("This very day"), "not this year's")
        #expect(lines.contains { $0.hasPrefix("3 years ago · ") && $0.contains("2023") }, "\(result)")
        #expect(lines.filter { $0.hasPrefix("1 year ago · ") }.count == 2, "\(result)")
        #expect(result.stdout.contains("Snow in the morning.") && result.stdout.contains("Cold wind, warm coffee"), "\(result)")
        let same = try await sb.diary("on-this-day", "2026-11-21")
        #expect(same.stdout == result.stdout, "DAY names the day")
        let alias = try await sb.diary("onthisday", "2026-11-21")
        #expect(alias.stdout == result.stdout, "onthisday is the same command: \(alias)")
        let korean = try await sb.diary("on-this-day", "2026-11-21", env: ["LANG": "ko_KR.UTF-8"])
        Expect.success(korean)
        #expect(korean.outputLines.first == "과거의 오늘 · 11월 21일", "\(korean)")
        #expect(korean.outputLines.contains { $0.hasPrefix("3년 전 · 2023년 11월 21일") }, "\(korean)")
        #expect(korean.outputLines.filter { $0.hasPrefix("1년 전 · ") }.count == 2, "\(korean)")
    }

    @Test("without DAY it looks back from today (computed here in Asia/Seoul)")
    func today() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        // Four years back is a leap year whenever today is February 29.
        let today = Seoul.day()
        let then = String(Int(today.prefix(4))! - 4) + today.dropFirst(4)
        try sb.write(Seoul.path(then), Fixture.entry(day: then, title: "Four years back"))
        try await sb.initVault()
        let result = try await sb.diary("on-this-day")
        Expect.success(result)
        #expect(result.stdout.contains("4 years ago") && result.stdout.contains("Four years back"), "\(result)")
    }

    @Test("nothing found is a friendly line and exit 0")
    func nothing() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("on-this-day", "2026-01-05")
        Expect.success(result)
        #expect(result.stdout == "Nothing written on January 5 in earlier years.\n", "\(result)")
        let korean = try await sb.diary("on-this-day", "2026-01-05", env: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stdout == "이전 해의 1월 5일에 쓴 일기가 없습니다.\n", "\(korean)")
        // An empty JSON array, as JSONEncoder pretty-prints one, and nothing else.
        let json = try await sb.diary("on-this-day", "2026-01-05", "--json")
        Expect.success(json)
        #expect(json.stdout == "[\n\n]\n", "\(json)")
        #expect(json.stderr.isEmpty, "\(json)")
    }

    @Test("February 29 entries show on February 28 of years without one, and the output says so")
    func leapDay() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.write("2024/02/2024-02-29.md", Fixture.entry(day: "2024-02-29", title: "Leap day"))
        try sb.write("2023/02/2023-02-28.md", Fixture.entry(day: "2023-02-28", title: "End of February"))
        try await sb.initVault()
        let common = try await sb.diary("on-this-day", "2025-02-28")
        Expect.success(common)
        #expect(common.stdout.contains("Leap day") && common.stdout.contains("End of February"), "\(common)")
        #expect(common.stdout.contains("February 29 are shown on February 28"), "\(common)")
        let leap = try await sb.diary("on-this-day", "2028-02-28")
        #expect(!leap.stdout.contains("Leap day") && leap.stdout.contains("5 years ago"), "2028 has its own 29th: \(leap)")
        let twentyNinth = try await sb.diary("on-this-day", "2028-02-29")
        #expect(twentyNinth.stdout.contains("Leap day") && twentyNinth.stdout.contains("4 years ago"), "\(twentyNinth)")
        #expect(!twentyNinth.stdout.contains("February 29 are shown"))
    }

    @Test("--json: list's keys with years_ago and preview, oldest first")
    func json() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("on-this-day", "2027-11-21", "--json")
        Expect.success(result)
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(objects.count == 2, "\(result)")
        #expect(Set(objects[0].keys) == ["path", "created", "title", "tags", "location", "weather", "starred", "years_ago", "preview"])
        #expect(objects.map { $0["path"] as? String } == [Fixture.river, Fixture.evening])
        #expect(objects[0]["years_ago"] as? Int == 2 && objects[0]["title"] as? String == "Walk along the river")
        #expect(objects[0]["preview"] as? String == "Cold wind, warm coffee, long shadows on the water.")
    }

    @Test("a broken file of that day is named and skipped, exit 1; a bad DAY is one line, exit 64")
    func badInput() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        try sb.write("2024/11/2024-11-21.md", LookingBack.broken("2024-11-21"))
        try await sb.initVault()
        let result = try await sb.diary("on-this-day", "2026-11-21")
        #expect(result.status == 1, "\(result)")
        #expect(result.errorLines.count == 1 && result.stderr.contains("2024/11/2024-11-21.md"), "\(result)")
        #expect(result.stdout.contains("Walk along the river"), "\(result)")
        for bad in ["someday", "last week", "2025-02-30"] {
            let refused = try await sb.diary("on-this-day", bad)
            #expect(refused.status == 64, "\(refused)")
            Expect.oneLineError(refused, mentioning: [bad, "yesterday"])
            #expect(refused.stdout.isEmpty)
        }
    }
}
