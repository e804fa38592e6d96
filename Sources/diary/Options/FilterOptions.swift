import ArgumentParser
import Localization
import VaultKit

/// The filters `list`, `search`, `export`, `calendar` and `stats` share.
struct FilterOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Only entries of DAY, or of a range: 'last week', 'this month', 2026-11, 2026.", valueName: "day"))
    var on: String?

    @Option(
        help: ArgumentHelp(
            "Only entries on or after DAY (2026-11-01, today, yesterday, 'last monday', '3 days ago', 'last month').",
            valueName: "day"))
    var from: String?

    @Option(help: ArgumentHelp("Only entries on or before DAY.", valueName: "day"))
    var to: String?

    @Option(help: ArgumentHelp("Only entries of year YYYY.", valueName: "year"))
    var year: String?

    /// Alone (`--month`, as `cal` takes it) this month; the value is read only when one follows, so
    /// `--month --tag x` is this month too.
    @Option(
        defaultAsFlag: "this month", parsing: .next,
        help: ArgumentHelp("Only entries of month YYYY-MM, or of month M of this year.", valueName: "month"))
    var month: String? = nil

    @Option(name: .short, help: ArgumentHelp("At most N entries, the newest.", valueName: "n"))
    var n: Int?

    // The next argument is the tag even when it starts with a dash (`--tag "- dash"`, `--tag -x`).
    @Option(
        parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Only entries with this tag; repeat for entries with all of them.", valueName: "tag"))
    var tag: [String] = []

    @Flag(help: "With several --tag, entries with any of them.")
    var anyTag = false

    @Flag(help: "Only starred entries.")
    var starred = false

    @Option(help: ArgumentHelp("Only entries whose place contains TEXT (any case or accent).", valueName: "text"))
    var location: String?

    @Option(help: ArgumentHelp("Only entries whose weather contains TEXT (any case or accent).", valueName: "text"))
    var weather: String?

    /// True when any option narrows the entries.
    var narrows: Bool {
        on != nil || from != nil || to != nil || year != nil || month != nil || n != nil || !tag.isEmpty
            || starred || location != nil || weather != nil
    }

    func validate() throws {
        if let n, n < 0 { throw ValidationError(Strings.current.notACount(option: "-n")) }
    }

    /// The filter these options describe, with day words read against `today`. Bad input is a
    /// usage error (exit 64) with an example.
    func filter(today: Day) throws -> EntryFilter {
        var result = EntryFilter()
        var days: DayRange?
        func narrow(_ range: DayRange) { days = days.map { $0.intersection(range) } ?? range }
        if let on { narrow(try Self.range(on, option: "--on", today: today)) }
        let first = try from.map { try Self.range($0, option: "--from", today: today).first }
        let last = try to.map { try Self.range($0, option: "--to", today: today).last }
        if let first, let last, first > last {
            throw ValidationError(Strings.current.fromAfterTo(from: "\(first)", to: "\(last)"))
        }
        if first != nil || last != nil {
            narrow(DayRange(first ?? Day.earliest, last ?? Day.latest))
        }
        if let year {
            guard year.count == 4, let number = Int(year), let range = DayRange.year(number) else {
                throw ValidationError(Strings.current.notAYear(option: "--year", text: year))
            }
            narrow(range)
        }
        if let month { narrow(try Self.wholeMonth(month, today: today)) }
        result.days = days
        result.tags = tag
        result.anyTag = anyTag
        result.starredOnly = starred
        result.location = location
        result.weather = weather
        result.limit = n
        return result
    }

    /// The whole month `text` names: `2026-11`, month `3` of this year (as `cal -m 3`), or a word such as
    /// `last month`; else a usage error, one that says so when `text` is a year (`--month 2026`).
    static func wholeMonth(_ text: String, today: Day) throws -> DayRange {
        let digits = !text.isEmpty && text.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        if digits, text.utf8.count <= 2, let number = Int(text), let range = DayRange.month(number, of: today.year) {
            return range
        }
        if let range = DaySpec.parseRange(text, today: today), range.first.day == 1,
            range.first.year == range.last.year, range.first.month == range.last.month,
            range.last.day == range.last.daysInMonth
        {
            return range
        }
        if digits, text.utf8.count == 4 { throw ValidationError(Strings.current.monthIsAYear(option: "--month", text: text)) }
        throw ValidationError(Strings.current.notAMonth(option: "--month", text: text))
    }

    /// A DAY option's days, or a usage error naming the option and every form it takes.
    static func range(_ text: String, option: String, today: Day) throws -> DayRange {
        guard let range = DaySpec.parseRange(text, today: today) else {
            throw ValidationError(Strings.current.notADay(option: option, text: text))
        }
        return range
    }
}
