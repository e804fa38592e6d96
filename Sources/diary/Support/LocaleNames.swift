import Foundation
import Localization
import VaultKit

/// Weekday and month names, dates and numbers in the user's locale, for the looking-back commands.
/// Names and dates follow `LC_ALL`, then `LC_TIME`, then `LANG`; numbers `LC_ALL`, `LC_NUMERIC`, `LANG`.
struct LocaleNames {
    let locale: Locale
    /// Short weekday names, Monday first ("Mon" / "월").
    let shortWeekdays: [String]
    /// Full weekday names, Monday first ("Monday" / "월요일").
    let weekdays: [String]
    /// Short month names, January first ("Jan" / "1월").
    let shortMonths: [String]
    private let numbers: NumberFormatter
    private let dayFormat: DateFormatter
    private let monthDayFormat: DateFormatter
    private let monthFormat: DateFormatter

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        locale = DateDisplay.locale(environment: environment, categories: ["LC_ALL", "LC_TIME", "LANG"])
        let names = DateFormatter()
        names.locale = locale
        func mondayFirst(_ list: [String], fallback: [String]) -> [String] {
            list.count == 7 ? Array(list[1...]) + [list[0]] : fallback
        }
        shortWeekdays = mondayFirst(names.shortStandaloneWeekdaySymbols, fallback: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        weekdays = mondayFirst(names.standaloneWeekdaySymbols,
                               fallback: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
        let months: [String] = names.shortStandaloneMonthSymbols
        shortMonths = months.count == 12 ? months : (1...12).map { String($0) }
        numbers = NumberFormatter()
        numbers.locale = DateDisplay.locale(environment: environment, categories: ["LC_ALL", "LC_NUMERIC", "LANG"])
        numbers.numberStyle = .decimal
        numbers.usesGroupingSeparator = true
        dayFormat = Self.formatter("yMMMd", locale)
        monthDayFormat = Self.formatter("MMMMd", locale)
        monthFormat = Self.formatter("yMMMM", locale)
    }

    private static func formatter(_ template: String, _ locale: Locale) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter
    }

    /// `81,532` (grouped as the locale groups).
    func number(_ value: Int) -> String {
        numbers.string(from: NSNumber(value: value)) ?? String(value)
    }

    /// "Nov 21, 2025" / "2025년 11월 21일".
    func date(_ day: Day) -> String { dayFormat.string(from: noon(day)) }

    /// "November 21" / "11월 21일".
    func monthDay(_ day: Day) -> String { monthDayFormat.string(from: noon(day)) }

    /// "November 2025" / "2025년 11월".
    func month(_ month: Int, of year: Int) -> String {
        guard let day = Day(year: year, month: month, day: 1) else { return "\(year)-\(month)" }
        return monthFormat.string(from: noon(day))
    }

    /// Counts as the interface language says them: "1 entry", "5편".
    func entries(_ count: Int) -> String { Strings.current.entryCount(count, formatted: number(count)) }
    func days(_ count: Int) -> String { Strings.current.dayCount(count, formatted: number(count)) }
    func words(_ count: Int) -> String { Strings.current.wordCount(count, formatted: number(count)) }

    private func noon(_ day: Day) -> Date {
        Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 43_200)
    }
}
