import ArgumentParser
import Foundation
import Localization
import VaultKit

struct CalendarCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "A year as a heat map of the days written, or with --month one month's days.",
        discussion: """
            A row per weekday (Monday first) and a column per week; each day is shaded by the words \
            written that day, in quartiles of the days written that year (· none, then ░ ▒ ▓ █; in \
            colour on a terminal). Today is marked @ (inverse in colour). A terminal narrower than the \
            year gets it in parts of whole months. With --month alone (this month, as with cal), --month \
            YYYY-MM, --month M (month M of this year) or --month 'last month', a month grid marks the days \
            with entries [21] and today *. The filters of 'list' choose the entries that count.
              diary calendar
              diary calendar 2025 --tag travel
              diary calendar --month
              diary calendar --month 2026-11
              diary calendar --month 'last month'
            """
    )

    @Argument(help: ArgumentHelp("The year to show (default: this year, or the year the filters' days end in).", valueName: "year"))
    var year: String?

    @OptionGroup var filters: FilterOptions

    @OptionGroup var options: VaultOptions

    func validate() throws {
        if let year, Self.year(year) == nil { throw ValidationError(Strings.current.notAYearArgument(text: year)) }
        if year != nil || filters.year != nil, filters.month != nil { throw ValidationError(Strings.current.yearAndMonth) }
    }

    func run() throws {
        let vault = try options.open()
        let today = vault.today()
        var others = filters
        var month: DayRange?
        if let text = filters.month {
            month = try FilterOptions.wholeMonth(text, today: today)
            others.month = nil
        }
        var filter = try others.filter(today: today)
        let shownYear: Int
        if let year, let number = Self.year(year) {
            shownYear = number
        } else if let month {
            shownYear = month.first.year
        } else if let days = filter.days, !days.isEmpty, days.last != Day.latest {
            shownYear = min(days.last, today).year
        } else {
            shownYear = today.year
        }
        guard let span = month ?? DayRange.year(shownYear) else { throw ValidationError(Strings.current.notAYearArgument(text: "\(shownYear)")) }
        filter.days = filter.days.map { $0.intersection(span) } ?? span
        let (facts, broken) = vault.facts(filter)
        let totals = DayTotals(facts)
        let text = CalendarText(names: LocaleNames(), color: Terminal.colorsStdout, width: Terminal.width, today: today)
        if let month {
            try Terminal.write(text.month(month.first.month, of: month.first.year, totals: totals))
        } else {
            try Terminal.write(text.year(shownYear, totals: totals))
        }
        for error in broken { Terminal.printError(error.localizedMessage) }
        if !broken.isEmpty { throw ExitCode(1) }
    }

    /// A four-digit year.
    static func year(_ text: String) -> Int? {
        guard text.utf8.count == 4, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }),
            let number = Int(text), DayRange.year(number) != nil
        else { return nil }
        return number
    }
}
