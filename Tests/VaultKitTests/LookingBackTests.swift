import Foundation
import Localization
import TestSupport
import Testing

@testable import VaultKit

private func day(_ text: String) -> Day { Day(text)! }

private func facts(
    _ day: String, words: Int = 10, tags: [String] = [], location: String? = nil,
    weather: String? = nil, sequence: Int = 1
) -> EntryFacts {
    let d = Day(day)!
    let stamp = EntryTimestamp(day: d, hour: 9, minute: 0, second: 0, offsetSeconds: 9 * 3600)!
    return EntryFacts(
        path: EntryPath(day: d, sequence: sequence), timestamp: stamp, words: words, tags: tags,
        location: location, weather: weather)
}

@Suite("Word counts")
struct WordCountTests {
    @Test("words are runs between spaces with a letter or digit; Markdown markers are not words")
    func english() {
        #expect(WordCount.of("") == 0)
        #expect(WordCount.of("# Walk along the river\n\nCold wind, warm coffee.\n") == 8)
        #expect(WordCount.of("## Heading\n- item one\n> quoted **bold** text\n---\n* * *\n") == 6)
        #expect(WordCount.of("don't stop — it's 2026, at 9:14") == 6)
        #expect(WordCount.of("café naïve  Ærø\tend") == 4)
        #expect(WordCount.of("[a link](https://example.com) 😀 …") == 2)
    }

    @Test("Korean words separated by spaces count as words")
    func korean() {
        #expect(WordCount.of("# 가을 산책\n\n단풍이 절반쯤 들었다. 내려오는 길에 따뜻한 차 한 잔.\n") == 11)
        #expect(WordCount.of("오늘도\u{3000}붐볐다") == 2)
        #expect(WordCount.of("Seoul에서 coffee를 마셨다") == 3)
    }

    @Test("Chinese characters and kana count one each")
    func ideographs() {
        #expect(WordCount.of("東京に行った") == 6)
        #expect(WordCount.of("I visited 北京 today") == 5)
    }
}

@Suite("Streaks")
struct StreakTests {
    @Test("the longest run, the latest of equally long ones")
    func longest() {
        let days = ["2025-01-01", "2025-01-02", "2025-01-05", "2025-01-06", "2025-01-09"].map(day)
        #expect(Streak.longest(days) == Streak(first: day("2025-01-05"), last: day("2025-01-06")))
        #expect(Streak.longest([Day]()) == nil)
        #expect(Streak.longest([day("2025-03-03")])?.days == 1)
    }

    @Test("runs cross month and year ends and leap days")
    func acrossEnds() {
        let yearEnd = ["2024-12-30", "2024-12-31", "2025-01-01", "2025-01-02", "2025-03-01"].map(day)
        #expect(Streak.longest(yearEnd) == Streak(first: day("2024-12-30"), last: day("2025-01-02")))
        let leap = ["2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01", "2023-02-28", "2023-03-01"].map(day)
        #expect(Streak.longest(leap)?.days == 4)
        // 2023 has no February 29: the 28th and March 1 are consecutive.
        #expect(Streak.longest(["2023-02-28", "2023-03-01"].map(day))?.days == 2)
        #expect(Streak.longest(["2024-02-28", "2024-03-01"].map(day))?.days == 1)
        let monthEnd = ["2025-04-29", "2025-04-30", "2025-05-01"].map(day)
        #expect(Streak.longest(monthEnd)?.days == 3)
    }

    @Test("the current streak ends today, or yesterday when today has nothing yet")
    func current() {
        let days = Set(["2025-12-30", "2025-12-31", "2026-01-01"].map(day))
        #expect(Streak.current(days, today: day("2026-01-01")) == Streak(first: day("2025-12-30"), last: day("2026-01-01")))
        #expect(Streak.current(days, today: day("2026-01-02"))?.days == 3)
        #expect(Streak.current(days, today: day("2026-01-03")) == nil)
        let leap = Set(["2024-02-28", "2024-02-29", "2024-03-01"].map(day))
        #expect(Streak.current(leap, today: day("2024-03-01"))?.days == 3)
    }
}

@Suite("Tag, place and weather counts")
struct NameCountTests {
    @Test("tags compare without case, show the most common spelling, most used first, ties by name")
    func tags() {
        let counts = NameCount.tags([
            facts("2025-01-01", tags: ["Travel", "family"]),
            facts("2025-01-02", tags: ["travel", "work"]),
            facts("2025-01-03", tags: ["travel", "TRAVEL"]),
            facts("2025-01-04", tags: ["Family", "산책"]),
            facts("2025-01-05", tags: ["work"])
        ])
        #expect(
            counts == [
                NameCount(name: "travel", count: 3), NameCount(name: "Family", count: 2),
                NameCount(name: "work", count: 2), NameCount(name: "산책", count: 1)
            ])
    }

    @Test("places and weather leave out entries without them")
    func places() {
        let list = [
            facts("2025-01-01", location: "Seoul", weather: "Rain"), facts("2025-01-02", location: "seoul"),
            facts("2025-01-03", weather: "Clear sky"), facts("2025-01-04", weather: "Rain")
        ]
        #expect(NameCount.places(list) == [NameCount(name: "Seoul", count: 2)])
        #expect(NameCount.weather(list).first == NameCount(name: "Rain", count: 2))
    }
}

@Suite("Stats")
struct DiaryStatsTests {
    @Test("entries, words, days, averages, streaks, weekday, top tags")
    func figures() {
        let list = [
            facts("2025-11-21", words: 100, tags: ["b"], location: "Seoul", weather: "Rain", sequence: 2),
            facts("2025-11-21", words: 50, tags: ["a", "b"], location: "Seoul"),
            facts("2025-11-20", words: 30, tags: ["a"], weather: "Rain"),
            facts("2025-11-14", words: 21, weather: "Snow")
        ]
        let stats = DiaryStats(list, today: day("2025-11-22"))
        #expect(stats.entries == 4)
        #expect(stats.words == 201)
        #expect(stats.daysWritten == 3)
        #expect(stats.averageWords == 50)
        #expect(stats.firstDay == day("2025-11-14") && stats.lastDay == day("2025-11-21"))
        #expect(stats.currentStreak == Streak(first: day("2025-11-20"), last: day("2025-11-21")))
        #expect(stats.longestStreak?.days == 2)
        #expect(stats.busiestWeekday == DiaryStats.WeekdayCount(weekday: 5, entries: 3))  // Fridays
        #expect(stats.topTags == [NameCount(name: "a", count: 2), NameCount(name: "b", count: 2)])
        #expect(stats.topPlaces == [NameCount(name: "Seoul", count: 2)])
        #expect(stats.commonWeather == NameCount(name: "Rain", count: 2))
        let later = DiaryStats(list, today: day("2025-11-23"))
        #expect(later.currentStreak == nil)
    }

    @Test("no entries: zeros and nothing else")
    func empty() {
        let stats = DiaryStats([], today: day("2025-11-22"))
        #expect(stats == DiaryStats())
    }
}

@Suite("Calendar grids and shades")
struct CalendarGridTests {
    @Test("a year starts in the column of its first Monday-first week, at its weekday's row")
    func firstWeekdayOffset() throws {
        let grid = try #require(WeekGrid.year(2025))  // January 1, 2025 was a Wednesday
        #expect(grid.start == day("2024-12-30"))
        #expect(grid.day(week: 0, weekday: 1) == nil && grid.day(week: 0, weekday: 2) == nil)
        #expect(grid.day(week: 0, weekday: 3) == day("2025-01-01"))
        #expect(grid.day(week: 1, weekday: 1) == day("2025-01-06"))
        #expect(grid.weeks == 53)
        #expect(grid.day(week: 52, weekday: 3) == day("2025-12-31") && grid.day(week: 52, weekday: 4) == nil)
        #expect(grid.week(of: day("2025-12-31")) == 52)
    }

    @Test("53 columns for every year but a leap year starting on Sunday, which needs 54")
    func weekCounts() throws {
        for year in 2000...2040 {
            let grid = try #require(WeekGrid.year(year))
            let jan1 = try #require(Day(year: year, month: 1, day: 1))
            let leap = Day(year: year, month: 2, day: 29) != nil
            #expect(grid.weeks == (leap && jan1.isoWeekday == 7 ? 54 : 53), "\(year)")
        }
        #expect(WeekGrid.year(2018)?.start == day("2018-01-01"))  // a Monday: no blank cells
    }

    @Test("February 29 has its cell in leap years")
    func leapDay() throws {
        let grid = try #require(WeekGrid.year(2024))
        let week = grid.week(of: day("2024-02-29"))
        #expect(grid.day(week: week, weekday: 4) == day("2024-02-29"))  // a Thursday
        #expect(grid.day(week: week, weekday: 5) == day("2024-03-01"))
        let cells = (0..<grid.weeks).flatMap { w in (1...7).compactMap { grid.day(week: w, weekday: $0) } }
        #expect(cells.count == 366 && Set(cells).count == 366)
    }

    @Test("months start in the column of their first day")
    func monthStarts() throws {
        let grid = try #require(WeekGrid.year(2025))
        let starts = grid.monthStarts
        #expect(starts.count == 12)
        #expect(starts[0].week == 0 && starts[1].month == 2 && starts[1].week == grid.week(of: day("2025-02-01")))
        let halves = WeekGrid.parts(ofYear: 2025, count: 2)
        #expect(halves.map(\.span) == [DayRange(day("2025-01-01"), day("2025-06-30")), DayRange(day("2025-07-01"), day("2025-12-31"))])
        #expect(halves[1].monthStarts.map(\.month) == [7, 8, 9, 10, 11, 12])
        #expect(WeekGrid.parts(ofYear: 2025, count: 5).count == 6)
        let month = WeekGrid(try #require(DayRange.month(2, of: 2026)))  // starts on a Sunday
        #expect(month.weeks == 5 && month.day(week: 0, weekday: 7) == day("2026-02-01"))
    }

    @Test("shade levels are quartiles by mid-rank over the days written")
    func levels() {
        let levels = ShadeLevels(words: [10, 20, 30, 40, 50, 60, 70, 80])
        #expect([10, 20, 30, 40, 50, 60, 70, 80].map { levels.level(words: $0) } == [1, 1, 2, 2, 3, 3, 4, 4])
        #expect(levels.level(words: nil) == 0)
        #expect(levels.level(words: 0) == 1)
        #expect(levels.level(words: 10_000) == 4)
        #expect(levels.ranges == [nil, 10...20, 30...40, 50...60, 70...80])
        let same = ShadeLevels(words: [5, 5, 5])
        #expect(same.level(words: 5) == 2)
        #expect(ShadeLevels(words: [42]).level(words: 42) == 2)
        let skewed = ShadeLevels(words: [1, 1, 1, 1, 1, 1, 900])
        #expect(skewed.level(words: 1) == 2 && skewed.level(words: 900) == 4)
        #expect(ShadeLevels(words: []).level(words: 3) == 0)
    }

    @Test("day totals add up the entries of each day")
    func totals() {
        let totals = DayTotals([facts("2025-11-21", words: 100, sequence: 2), facts("2025-11-21", words: 50), facts("2025-11-20", words: 30)])
        #expect(totals[day("2025-11-21")] == DayTotals.Total(entries: 2, words: 150))
        #expect(totals.days == 2 && totals.words == 180 && totals.entries == 3)
        #expect(totals[day("2025-11-19")] == nil)
    }
}

@Suite("On this day")
struct OnThisDayTests {
    @Test("the same month and day in earlier years only")
    func selection() {
        let today = day("2026-11-21")
        #expect(OnThisDay.isAnniversary(day("2025-11-21"), of: today))
        #expect(OnThisDay.isAnniversary(day("2003-11-21"), of: today))
        #expect(!OnThisDay.isAnniversary(day("2026-11-21"), of: today))
        #expect(!OnThisDay.isAnniversary(day("2025-11-20"), of: today))
        #expect(!OnThisDay.isAnniversary(day("2025-10-21"), of: today))
        #expect(OnThisDay.yearsAgo(day("2023-11-21"), from: today) == 3)
    }

    @Test("February 29 shows on February 28 of years without one, and on February 29")
    func leapDays() {
        #expect(OnThisDay.isAnniversary(day("2024-02-29"), of: day("2025-02-28")))
        #expect(OnThisDay.isAnniversary(day("2024-02-28"), of: day("2025-02-28")))
        #expect(OnThisDay.isAnniversary(day("2024-02-29"), of: day("2028-02-29")))
        #expect(!OnThisDay.isAnniversary(day("2024-02-28"), of: day("2028-02-29")))
        #expect(!OnThisDay.isAnniversary(day("2024-02-29"), of: day("2028-02-28")))  // 2028 has its own 29th
        #expect(!OnThisDay.isAnniversary(day("2024-02-29"), of: day("2025-03-01")))
        #expect(OnThisDay.showsLeapDays(day("2025-02-28")) && !OnThisDay.showsLeapDays(day("2024-02-28")))
    }

    @Test("the vault lists only that month's folder of each earlier year, oldest first")
    func vaultPaths() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let text = "---\nschema: 2\ncreated: 2020-02-29T10:00:00+09:00\n---\n# Leap\n\nA rare day.\n"
            for path in [
                "2020/02/2020-02-29.md", "2021/02/2021-02-28.md", "2021/02/2021-02-28-2.md",
                "2022/02/2022-02-27.md", "2023/03/2023-03-28.md", "2023/02/2023-02-28.md", "2019/02/2019-02-28.md"
            ] {
                try sb.write(path, text)
            }
            let paths = vault.onThisDayPaths(day("2023-02-28")).map(\.relativePath)
            #expect(paths == ["2019/02/2019-02-28.md", "2020/02/2020-02-29.md", "2021/02/2021-02-28.md", "2021/02/2021-02-28-2.md"])
            #expect(vault.onThisDayPaths(day("2024-02-29")).map(\.relativePath) == ["2020/02/2020-02-29.md"])
            let (entries, broken) = vault.onThisDay(day("2025-02-28"))
            #expect(entries.count == 5 && broken.isEmpty)
            #expect(entries.first?.title == "Leap")
        }
    }
}

@Suite("Reading facts")
struct EntryFactsReaderTests {
    @Test("every entry's facts, newest first, filters applied, broken files reported")
    func read() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            try sb.write(
                "2025/11/2025-11-21.md",
                """
                ---
                schema: 2
                created: 2025-11-21T09:14:03+09:00
                location:
                  name: Seoul
                weather:
                  condition: Rain
                tags: [Travel, family]
                starred: true
                ---
                # Walk along the river

                Cold wind, warm coffee.

                """)
            try sb.write("2025/11/2025-11-20.md", "---\nschema: 2\ncreated: 2025-11-20T21:00:00+09:00\ntags: [work]\n---\n# 출근길\n\n지하철이 붐볐다.\n")
            try sb.write("2025/10/2025-10-01.md", "No front matter, five words.\n")
            try sb.write("2025/10/2025-10-02.md", "---\ncreated: [unclosed\n---\nBody\n")
            let (all, broken) = vault.facts(EntryFilter())
            #expect(all.map(\.path.relativePath) == ["2025/11/2025-11-21.md", "2025/11/2025-11-20.md", "2025/10/2025-10-01.md"])
            #expect(broken.count == 1 && broken.first?.message(in: EnglishText()).contains("2025-10-02.md") == true)
            let first = try #require(all.first)
            #expect(
                first.words == 8 && first.tags == ["Travel", "family"] && first.location == "Seoul"
                    && first.weather == "Rain" && first.starred)
            #expect(first.timestamp.hour == 9 && first.day == day("2025-11-21"))
            #expect(all[1].words == 3)
            #expect(all[2].words == 5 && all[2].timestamp.hour == 0 && all[2].tags.isEmpty)
            var filter = EntryFilter()
            filter.tags = ["travel"]
            #expect(vault.facts(filter).facts.map(\.path.relativePath) == ["2025/11/2025-11-21.md"])
            filter = EntryFilter()
            filter.days = DayRange.month(11, of: 2025)
            filter.limit = 1
            #expect(vault.facts(filter).facts.count == 1)
        }
    }
}
