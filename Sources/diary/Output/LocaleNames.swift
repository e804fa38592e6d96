import EntryDisplay
import Foundation
import Localization
import VaultKit

/// Weekday and month names, dates and numbers in the user's locale, for the looking-back commands.
/// Names and dates follow `LC_ALL`, then `LC_TIME`, then `LANG`; numbers `LC_ALL`, `LC_NUMERIC`, `LANG`.
/// Each formatter is made on first use: ICU takes milliseconds to set one up.
final class LocaleNames {
    let locale: Locale
    private let numberLocale: Locale

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        locale = DateDisplay.dateLocale(environment: environment)
        numberLocale = DateDisplay.numberLocale(environment: environment)
    }

    private lazy var names = CalendarNames(locale: locale)

    /// Short weekday names, Monday first ("Mon" / "월").
    var shortWeekdays: [String] { names.shortWeekdays }
    /// Full weekday names, Monday first ("Monday" / "월요일").
    var weekdays: [String] { names.weekdays }
    /// Short month names, January first ("Jan" / "1월").
    var shortMonths: [String] { names.shortMonths }

    private lazy var numbers: NumberFormatter = {
        let numbers = NumberFormatter()
        numbers.locale = numberLocale
        numbers.numberStyle = .decimal
        numbers.usesGroupingSeparator = true
        return numbers
    }()
    private lazy var dayFormat = Self.formatter("yMMMd", locale)
    private lazy var monthDayFormat = Self.formatter("MMMMd", locale)
    private lazy var monthFormat = Self.formatter("yMMMM", locale)

    /// `81,532` (grouped as the locale groups).
    func number(_ value: Int) -> String {
        numbers.string(from: NSNumber(value: value)) ?? String(value)
    }

    /// "Nov 21, 2025" / "2025년 11월 21일".
    func date(_ day: Day) -> String { dayFormat.string(from: Self.noon(day)) }

    /// "November 21" / "11월 21일".
    func monthDay(_ day: Day) -> String { monthDayFormat.string(from: Self.noon(day)) }

    /// "November 2025" / "2025년 11월".
    func month(_ month: Int, of year: Int) -> String {
        guard let day = Day(year: year, month: month, day: 1) else { return "\(year)-\(month)" }
        return monthFormat.string(from: Self.noon(day))
    }

    /// Counts as the interface language says them: "1 entry", "5편".
    func entries(_ count: Int) -> String { Strings.current.entryCount(count, formatted: number(count)) }
    func days(_ count: Int) -> String { Strings.current.dayCount(count, formatted: number(count)) }
    func words(_ count: Int) -> String { Strings.current.wordCount(count, formatted: number(count)) }

    private static func formatter(_ template: String, _ locale: Locale) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter
    }

    private static func noon(_ day: Day) -> Date {
        Date(timeIntervalSince1970: Double(day.dayNumber) * 86_400 + 43_200)
    }
}
