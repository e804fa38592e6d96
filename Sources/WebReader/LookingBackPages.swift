import EntryDisplay
import Foundation
import Hummingbird
import Localization
import VaultKit

/// The pages that look back: a year's calendar as a heat map whose days link to their entries, and the
/// entries of this day in earlier years.
enum LookingBackPages {
    /// `/-/calendar?year=YYYY` (default: this year): twelve month grids, Monday first, each day written on
    /// shaded by its words in quartiles of the year's days (as `diary calendar`), today marked.
    static func calendar(_ page: PageContext) -> Response {
        let today = page.vault.today()
        let year = page.query.year.flatMap { Int($0) }.flatMap { DayRange.year($0) != nil ? $0 : nil } ?? today.year
        var filter = EntryFilter()
        filter.days = DayRange.year(year)
        let totals = DayTotals(page.vault.facts(filter).facts)
        let levels = totals.levels
        let calendarNames = CalendarNames(locale: page.language.locale)
        let names = calendarNames.months
        // Monday first, as `diary calendar`.
        let weekdays = calendarNames.veryShortWeekdays
        var months: [[String: Any]] = []
        for month in 1...12 {
            guard let first = Day(year: year, month: month, day: 1) else { continue }
            var weeks: [[String: Any]] = []
            var week: [[String: Any]] = Array(repeating: ["blank": true], count: first.isoWeekday - 1)
            for number in 1...first.daysInMonth {
                guard let day = Day(year: year, month: month, day: number) else { continue }
                var cell: [String: Any] = ["number": "\(number)", "blank": false, "today": day == today]
                if let total = totals[day] {
                    cell["href"] = "/-/day/\(day)"
                    cell["level"] = "\(max(1, levels.level(words: total.words)))"
                    cell["title"] = page.heading(day, template: "MMMd") + ": " + page.text.webDayTotals(entries: total.entries, words: total.words)
                }
                week.append(cell)
                if week.count == 7 {
                    weeks.append(["days": week])
                    week = []
                }
            }
            if !week.isEmpty { weeks.append(["days": week + Array(repeating: ["blank": true], count: 7 - week.count)]) }
            months.append(["name": names.indices.contains(month - 1) ? names[month - 1] : "\(month)", "weekdays": weekdays, "weeks": weeks])
        }
        let values: [String: Any] = [
            "year": "\(year)", "months": months,
            "summary": page.text.webDayTotals(entries: totals.entries, words: totals.words),
            "previous": "\(year - 1)", "previousHref": "/-/calendar?year=\(year - 1)",
            "next": "\(year + 1)", "nextHref": "/-/calendar?year=\(year + 1)"
        ]
        let html = PageRenderer.shared.page(
            "calendar", values, frame: page.frame(title: "\(year) · " + page.text.webCalendar, pageClass: "calendar"))
        return ReaderResponse.html(html)
    }

    /// `/-/on-this-day?day=YYYY-MM-DD` (default: today): the entries of that month and day in earlier
    /// years, the nearest year first, each year under how long ago it was.
    static func onThisDay(_ page: PageContext) -> Response {
        let day = page.query.day.flatMap { Day($0) } ?? page.vault.today()
        let found = page.vault.onThisDay(day).entries
        var byYear: [Int: [EntrySummary]] = [:]
        for summary in found { byYear[summary.path.day.year, default: []].append(summary) }
        let groups: [[String: Any]] = byYear.keys.sorted(by: >).map { year in
            let summaries = ListPages.sortedNewestFirst(byYear[year] ?? [])
            return [
                "heading": page.text.webYearsAgo(day.year - year) + " · \(year)",
                "list": ListPages.listHTML(page, summaries, current: nil)
            ]
        }
        let previous = day.adding(days: -1)
        let next = day.adding(days: 1)
        let values: [String: Any] = [
            "heading": page.heading(day, template: "MMMMd"), "groups": groups,
            "previous": page.heading(previous, template: "MMMd"), "previousHref": "/-/on-this-day?day=\(previous)",
            "next": page.heading(next, template: "MMMd"), "nextHref": "/-/on-this-day?day=\(next)"
        ]
        let html = PageRenderer.shared.page(
            "onThisDay", values, frame: page.frame(title: page.text.webOnThisDay + " · " + page.text.webDiary, pageClass: "on-this-day"))
        return ReaderResponse.html(html)
    }
}
