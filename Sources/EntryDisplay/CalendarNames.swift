import Foundation

/// Month and weekday names in a locale, weekdays Monday first as diary's calendars are: the one place both
/// programs take them from. Each list is read from ICU on first use (setting a formatter up takes ICU
/// milliseconds); a locale without seven weekdays or twelve months gives English or numbers instead.
public final class CalendarNames {
    public let locale: Locale

    public init(locale: Locale) {
        self.locale = locale
    }

    private lazy var symbols: DateFormatter = {
        let names = DateFormatter()
        names.locale = locale
        return names
    }()

    /// Month names, January first ("November" / "11월").
    public lazy var months: [String] = Self.twelve(
        symbols.standaloneMonthSymbols,
        fallback: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"])
    /// Short month names, January first ("Nov" / "11월").
    public lazy var shortMonths: [String] = Self.twelve(symbols.shortStandaloneMonthSymbols, fallback: (1...12).map { String($0) })
    /// Weekday names, Monday first ("Monday" / "월요일").
    public lazy var weekdays: [String] = Self.mondayFirst(
        symbols.standaloneWeekdaySymbols,
        fallback: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
    /// Short weekday names, Monday first ("Mon" / "월").
    public lazy var shortWeekdays: [String] = Self.mondayFirst(
        symbols.shortStandaloneWeekdaySymbols, fallback: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
    /// The shortest weekday names, Monday first ("M" / "월"), for a calendar's head.
    public lazy var veryShortWeekdays: [String] = Self.mondayFirst(
        symbols.veryShortStandaloneWeekdaySymbols, fallback: ["M", "T", "W", "T", "F", "S", "S"])

    private static func mondayFirst(_ list: [String], fallback: [String]) -> [String] {
        list.count == 7 ? Array(list[1...]) + [list[0]] : fallback
    }

    private static func twelve(_ list: [String], fallback: [String]) -> [String] {
        list.count == 12 ? list : fallback
    }
}
