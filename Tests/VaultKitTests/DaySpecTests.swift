import Foundation
import Localization
import Testing

@testable import VaultKit

@Suite("Day words and ranges")
struct DaySpecTests {
    /// Saturday 2026-11-21.
    let today = Day(year: 2026, month: 11, day: 21)!

    private func day(_ text: String) -> Day? { Day(text) }

    @Test("day numbers agree with the calendar, both ways, across leap years")
    func dayNumbers() throws {
        #expect(Day(year: 1970, month: 1, day: 1)?.dayNumber == 0)
        #expect(Day(year: 2000, month: 3, day: 1)?.dayNumber == 11017)
        #expect(Day(year: 1969, month: 12, day: 31)?.dayNumber == -1)
        var current = try #require(Day(year: 1899, month: 12, day: 25))
        for _ in 0..<(366 * 130) {
            let next = current.adding(days: 1)
            #expect(Day(dayNumber: current.dayNumber) == current)
            #expect(next.dayNumber == current.dayNumber + 1)
            #expect(next > current)
            current = next
        }
        #expect(Day(dayNumber: Day.latest.dayNumber + 1) == nil)
    }

    @Test("ISO weekdays: 2026-11-21 is a Saturday, 2026-11-23 a Monday")
    func weekdays() {
        #expect(today.isoWeekday == 6)
        #expect(day("2026-11-23")?.isoWeekday == 1)
        #expect(day("2026-11-22")?.isoWeekday == 7)
        #expect(day("2000-01-01")?.isoWeekday == 6)
    }

    @Test(
        "one-day words",
        arguments: [
            ("today", "2026-11-21"), ("Yesterday", "2026-11-20"), ("2025-02-03", "2025-02-03"),
            ("3 days ago", "2026-11-18"), ("a day ago", "2026-11-20"), ("0 days ago", "2026-11-21"),
            ("2 weeks ago", "2026-11-07"), ("  3   DAYS  ago ", "2026-11-18"),
            ("monday", "2026-11-16"), ("saturday", "2026-11-21"), ("last saturday", "2026-11-14"),
            ("last monday", "2026-11-16"), ("last sun", "2026-11-15"), ("last friday", "2026-11-20"),
            ("오늘", "2026-11-21"), ("어제", "2026-11-20"), ("그제", "2026-11-19"), ("3일 전", "2026-11-18"),
            ("월요일", "2026-11-16"), ("지난 토요일", "2026-11-14"), ("1주 전", "2026-11-14")
        ])
    func oneDay(text: String, expected: String) {
        #expect(DaySpec.parse(text, today: today) == day(expected), "\(text)")
        #expect(DaySpec.parseRange(text, today: today) == day(expected).map { DayRange($0) }, "\(text)")
    }

    @Test(
        "ranges: weeks start on Monday; months and years whole",
        arguments: [
            ("last week", "2026-11-09", "2026-11-15"), ("this week", "2026-11-16", "2026-11-22"),
            ("last month", "2026-10-01", "2026-10-31"), ("this month", "2026-11-01", "2026-11-30"),
            ("last year", "2025-01-01", "2025-12-31"), ("this year", "2026-01-01", "2026-12-31"),
            ("2024-02", "2024-02-01", "2024-02-29"), ("2023", "2023-01-01", "2023-12-31"),
            ("지난주", "2026-11-09", "2026-11-15"), ("지난달", "2026-10-01", "2026-10-31"), ("작년", "2025-01-01", "2025-12-31")
        ])
    func ranges(text: String, first: String, last: String) throws {
        let range = try #require(DaySpec.parseRange(text, today: today), "\(text)")
        #expect(range == DayRange(try #require(day(first)), try #require(day(last))))
        #expect(DaySpec.parse(text, today: today) == nil, "a range is not one day: \(text)")
    }

    @Test("last month in January is December of the year before")
    func lastMonthInJanuary() throws {
        let january = try #require(Day(year: 2027, month: 1, day: 5))
        #expect(DaySpec.parseRange("last month", today: january) == DayRange.month(12, of: 2026))
    }

    @Test(
        "what is not a day",
        arguments: [
            "someday", "2026-13-01", "2026-02-30", "last", "last blursday", "3 days",
            "-3 days ago", "days ago", "3000000 days ago", "800000일 전", "2026-1", "12345", "", "next monday", "2026-00"
        ])
    func notADay(text: String) {
        #expect(DaySpec.parseRange(text, today: today) == nil, "\(text)")
    }

    @Test("intersections of ranges")
    func intersections() throws {
        let november = try #require(DayRange.month(11, of: 2026))
        let week = try #require(DaySpec.parseRange("last week", today: today))
        #expect(november.intersection(week) == week)
        let october = try #require(DayRange.month(10, of: 2026))
        #expect(november.intersection(october).isEmpty)
    }
}

/// The forms the interface lists for a DAY (in errors and help) are ones DaySpec understands.
@Suite("Day forms the interface lists")
struct ListedDayFormTests {
    let today = Day(year: 2026, month: 11, day: 21)!

    /// The forms of a list as typed: quotes off, placeholders filled (`YYYY-MM-DD` → `2026-11-21`).
    static func typed(_ list: String) -> [String] {
        let filled = ["YYYY-MM-DD": "2026-11-21", "YYYY-MM": "2026-11", "YYYY": "2026"]
        return list.components(separatedBy: ", ").map { form in
            let word = form.trimmingCharacters(in: CharacterSet(charactersIn: "'"))
            return filled[word] ?? word
        }
    }

    @Test("every listed one-day form names one day", arguments: [EnglishText().dayForms, KoreanText().dayForms])
    func oneDayForms(list: String) {
        for form in Self.typed(list) {
            #expect(DaySpec.parse(form, today: today) != nil, "\(form)")
        }
    }

    @Test("every listed range form names days", arguments: [EnglishText().rangeForms, KoreanText().rangeForms])
    func rangeForms(list: String) {
        for form in Self.typed(list) {
            #expect(DaySpec.parseRange(form, today: today) != nil, "\(form)")
        }
    }
}
