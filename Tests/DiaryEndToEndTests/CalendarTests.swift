import Foundation
import Testing

@Suite("diary calendar")
struct CalendarTests {
    private static let shades: Set<Character> = ["·", "░", "▒", "▓", "█"]

    /// The row of `weekday` (1 is Monday) and the character of `day` in a year map printed without colour.
    private func cell(_ output: String, day: String, labelWidth: Int = 5) -> Character? {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix(String(day.prefix(4))) }) else { return nil }
        let row = lines[header + LookingBack.weekday(day)]
        return LookingBack.character(in: row, atColumn: labelWidth + 2 * LookingBack.week(of: day))
    }

    @Test("the year in English: weekday rows, month names over the weeks they start in, shades, today, legend, totals")
    func englishYear() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("calendar", "2025", env: ["DIARY_TODAY": "2025-11-21"])
        Expect.success(result)
        let lines = result.outputLines
        #expect(lines.count == 10, "\(result)")
        let header = try #require(lines.first)
        #expect(header.hasPrefix("2025 Jan"), "\(result)")
        for (month, name) in ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"].enumerated() {
            let first = String(format: "2025-%02d-01", month + 1)
            #expect(
                LookingBack.suffix(of: header, fromColumn: 5 + 2 * LookingBack.week(of: first))?.hasPrefix(name) == true,
                "\(name) over its first week: \(header)")
        }
        #expect(lines[1...7].map { String($0.prefix(3)) } == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        #expect(lines[1...7].allSatisfy { $0.count <= 5 + 53 * 2 - 1 }, "53 weeks: \(result)")
        #expect(cell(result.stdout, day: "2025-11-21") == "@", "today is marked: \(result)")
        #expect(cell(result.stdout, day: "2025-11-20") == "·")
        for day in ["2025-09-03", "2025-10-18", "2025-11-02"] {
            let shade = try #require(cell(result.stdout, day: day))
            #expect(shade != "·" && Self.shades.contains(shade), "\(day) is shaded: \(result)")
        }
        #expect(cell(result.stdout, day: "2025-01-01") == "·" && cell(result.stdout, day: "2025-12-31") == "·")
        #expect(lines[1].hasPrefix("Mon    ·"), "January 1, 2025 was a Wednesday: \(lines[1])")
        #expect(lines[8].contains("· none") && lines[8].contains("words") && lines[8].contains("@ today"), "\(result)")
        #expect(lines[9].trimmingCharacters(in: .whitespaces) == "4 days, 51 words", "\(result)")
    }

    @Test("the year in Korean: wide weekday and month names keep the columns aligned")
    func koreanYear() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("calendar", "2025", env: ["DIARY_TODAY": "2025-11-21", "LANG": "ko_KR.UTF-8"])
        Expect.success(result)
        let lines = result.outputLines
        #expect(lines[1...7].map { String($0.prefix(1)) } == ["월", "화", "수", "목", "금", "토", "일"], "\(result)")
        let header = lines[0]
        for month in [1, 10, 11, 12] {
            let first = String(format: "2025-%02d-01", month)
            #expect(
                LookingBack.suffix(of: header, fromColumn: 5 + 2 * LookingBack.week(of: first))?.hasPrefix("\(month)월") == true,
                "\(month)월 over its first week: \(header)")
        }
        #expect(cell(result.stdout, day: "2025-11-21") == "@", "\(result)")
        #expect(Self.shades.contains(cell(result.stdout, day: "2025-10-18") ?? "x"))
        #expect(lines.last?.trimmingCharacters(in: .whitespaces) == "4일 동안 51단어", "\(result)")
        #expect(lines[8].contains("없음") && lines[8].contains("단어") && lines[8].contains("@ 오늘"))
    }

    @Test("a narrow terminal gets the year in halves, each line within its width")
    func narrow() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("calendar", "2025", env: ["COLUMNS": "80"])
        Expect.success(result)
        let headers = result.outputLines.filter { $0.hasPrefix("2025") }
        #expect(headers.count == 2 && headers[0].hasPrefix("2025 Jan") && headers[1].hasPrefix("2025 Jul"), "\(result)")
        #expect(result.outputLines.allSatisfy { LookingBack.width($0) <= 80 }, "\(result)")
        let tiny = try await sb.diary("calendar", "2025", env: ["COLUMNS": "30", "LANG": "ko_KR.UTF-8"])
        Expect.success(tiny)
        #expect(tiny.outputLines.filter { $0.hasPrefix("2025") }.count > 2, "\(tiny)")
        #expect(tiny.outputLines.filter { $0.hasPrefix("2025") }.allSatisfy { LookingBack.width($0) <= 30 }, "\(tiny)")
    }

    @Test("filters choose the entries that count; the year comes from YEAR, --year, or this year; an empty year is an empty map")
    func filters() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let work = try await sb.diary("calendar", "2025", "--tag", "work")
        Expect.success(work)
        #expect(work.outputLines.last?.trimmingCharacters(in: .whitespaces) == "1 day, 4 words", "\(work)")
        #expect(cell(work.stdout, day: "2025-11-02").map { $0 != "·" } == true && cell(work.stdout, day: "2025-11-21") == "·")
        let byYear = try await sb.diary("calendar", "--year", "2025")
        #expect(byYear.outputLines.first?.hasPrefix("2025") == true, "\(byYear)")
        let empty = try await sb.diary("calendar", "2019")
        Expect.success(empty)
        #expect(empty.outputLines.first?.hasPrefix("2019 Jan") == true)
        #expect(empty.outputLines.last?.trimmingCharacters(in: .whitespaces) == "0 days, 0 words", "\(empty)")
        let cells = empty.outputLines[1...7].map { $0.dropFirst(5) }.joined().filter { $0 != " " }
        #expect(cells.count == 365 && cells.allSatisfy { $0 == "·" }, "\(cells.count) \(empty)")
        let thisYear = try await sb.diary("calendar", env: ["DIARY_TODAY": "2027-03-04"])
        #expect(thisYear.outputLines.first?.hasPrefix("2027") == true && thisYear.stdout.contains("@"), "\(thisYear)")
    }

    @Test("--month: a grid with the days written in brackets and today starred, in English and Korean")
    func month() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("calendar", "--month", "2025-11", env: ["DIARY_TODAY": "2025-11-21"])
        Expect.success(result)
        let lines = result.outputLines
        #expect(lines[0] == "November 2025", "\(result)")
        #expect(lines[1] == "Mon  Tue  Wed  Thu  Fri  Sat  Sun", "\(result)")
        #expect(lines[2] == String(repeating: " ", count: 25) + "  1  [ 2]", "November 1, 2025 was a Saturday: \(result)")
        #expect(result.stdout.contains("[21]*") && result.stdout.contains("[ 2]") && !result.stdout.contains("[20]"), "\(result)")
        #expect(lines.last == "2 days, 28 words", "\(result)")
        let korean = try await sb.diary("calendar", "--month", "2025-11", env: ["DIARY_TODAY": "2025-11-21", "LANG": "ko_KR.UTF-8"])
        Expect.success(korean)
        #expect(korean.outputLines[0] == "2025년 11월", "\(korean)")
        #expect(korean.outputLines[1] == "월   화   수   목   금   토   일", "\(korean)")
        #expect(korean.stdout.contains("[21]*"))
        let last = try await sb.diary("calendar", "--month", "last month", env: ["DIARY_TODAY": "2025-12-05"])
        Expect.success(last)
        #expect(last.outputLines.first == "November 2025" && last.stdout.firstMatch(of: #/\d[\] ]\*/#) == nil, "\(last)")
    }

    @Test(
        "a bad YEAR or month, or both at once, is one line and exit 64",
        arguments: [
            (["calendar", "20x"], "2026"),
            (["calendar", "--month", "2025-13"], "2026-11"),
            (["calendar", "--month", "last week"], "YYYY-MM"),
            (["calendar", "2025", "--month", "2025-11"], "--month"),
            (["calendar", "--year", "2025", "--month", "2025-11"], "--month")
        ])
    func badInput(arguments: [String], example: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.launch(arguments).wait()
        #expect(result.status == 64, "\(result)")
        Expect.oneLineError(result, mentioning: [example])
        #expect(result.stdout.isEmpty)
    }
}
