import Foundation
import Localization
import Testing

/// `--month` with or without a value: alone it is this month, as `cal` reads it.
@Suite("--month with and without a value")
struct MonthOptionTests {
    static let today: [String: String?] = ["DIARY_TODAY": "2025-11-21"]

    @Test(
        "calendar --month alone is this month; a month number is that month of this year",
        arguments: [
            (["calendar", "--month"], "November 2025"),
            (["calendar", "--month", "--tag", "walk"], "November 2025"),
            (["calendar", "--tag", "walk", "--month"], "November 2025"),
            (["calendar", "--month", "9"], "September 2025"),
            (["calendar", "--month", "09"], "September 2025"),
            (["calendar", "--month", "2025-09"], "September 2025"),
            (["calendar", "--month=2025-09"], "September 2025"),
            (["calendar", "--month", "last month"], "October 2025"),
            (["calendar", "--month", "지난달"], "October 2025")
        ])
    func calendarMonth(arguments: [String], heading: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.launch(arguments, env: Self.today).wait()
        Expect.success(result)
        #expect(result.outputLines.first == heading, "\(result)")
    }

    @Test("the other filter commands take --month alone as this month too")
    func listMonth() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let list = try await sb.diary("list", "--month", env: Self.today)
        Expect.success(list)
        #expect(list.outputLines.count == 3, "the three November entries: \(list)")
        let september = try await sb.diary("list", "--month", "9", env: Self.today)
        #expect(september.outputLines.count == 1 && september.stdout.contains("Autumn begins"), "\(september)")
    }

    @Test("--month 2025 is a year, not a month (nor this month and YEAR): a usage error saying so")
    func yearGivenAsMonth() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("calendar", "--month", "2025", env: Self.today)
        #expect(result.status == 64, "\(result)")
        Expect.oneLineError(result, mentioning: ["--year 2025", "--month 2025-MM"])
        #expect(result.stderr == "error: " + EnglishText().monthIsAYear(option: "--month", text: "2025") + EnglishText().seeHelp + "\n")
        let korean = try await sb.diary("calendar", "--month", "2025", env: Self.today.merging(["LANG": "ko_KR.UTF-8"]) { $1 })
        #expect(
            korean.stderr == "error: " + KoreanText().monthIsAYear(option: "--month", text: "2025") + KoreanText().seeHelp + "\n",
            "\(korean)")
    }

    @Test(
        "a bad month, or YEAR with --month alone, is one line and exit 64",
        arguments: [
            (["calendar", "--month", "13"], "YYYY-MM"),
            (["calendar", "--month", "0"], "YYYY-MM"),
            (["calendar", "--month", "2025-13"], "YYYY-MM"),
            (["calendar", "2025", "--month"], "--month"),
            (["list", "--month", "soon"], "YYYY-MM")
        ])
    func badMonth(arguments: [String], word: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.launch(arguments, env: Self.today).wait()
        #expect(result.status == 64, "\(result)")
        Expect.oneLineError(result, mentioning: [word])
        #expect(result.stdout.isEmpty)
    }
}
