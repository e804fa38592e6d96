/// `tags`, `on-this-day`, `calendar`, `stats`, and the filters and day words they share with list.
public protocol LookingBackText: Sendable {
    /// A DAY option that names no day or range; lists every form one takes.
    func notADay(option: String, text: String) -> String
    func fromAfterTo(from: String, to: String) -> String
    func notAYear(option: String, text: String) -> String
    func notAMonth(option: String, text: String) -> String
    /// A year where a month belongs (`--month 2026`).
    func monthIsAYear(option: String, text: String) -> String
    func notACount(option: String) -> String

    // Counts, with `formatted` the number as the locale writes it ("81,532").
    func entryCount(_ count: Int, formatted: String) -> String
    func dayCount(_ count: Int, formatted: String) -> String
    func wordCount(_ count: Int, formatted: String) -> String
    /// A name with how many entries have it: `travel (12)`.
    func counted(_ name: String, count: String) -> String

    // diary tags
    /// Nothing to count.
    var noTags: String { get }

    // diary on-this-day
    /// A DAY argument that names no single day; lists every form one takes.
    func notOneDay(argument: String, text: String) -> String
    /// The heading: `monthDay` is e.g. "November 21".
    func onThisDayHeading(monthDay: String) -> String
    func yearsAgo(_ years: Int) -> String
    func nothingOnThisDay(monthDay: String) -> String
    /// Said on February 28 of a year without a February 29, when entries of a February 29 are shown.
    var leapDayNote: String { get }

    // diary calendar
    /// A YEAR argument that is not four digits.
    func notAYearArgument(text: String) -> String
    /// YEAR and --month both given.
    var yearAndMonth: String { get }
    /// The line under a calendar: `days` and `words` from `dayCount` and `wordCount`.
    func calendarTotals(days: String, words: String) -> String
    /// Legend words: days without entries, the unit after the word ranges, today's mark, a written day.
    var legendNone: String { get }
    var legendWords: String { get }
    var legendToday: String { get }
    var legendWritten: String { get }

    // diary stats: the labels, then values
    var statsEntries: String { get }
    var statsWords: String { get }
    var statsDaysWritten: String { get }
    var statsAverageWords: String { get }
    var statsFirstDay: String { get }
    var statsLastDay: String { get }
    var statsCurrentStreak: String { get }
    var statsLongestStreak: String { get }
    var statsBusiestWeekday: String { get }
    var statsTopTags: String { get }
    var statsTopPlaces: String { get }
    var statsCommonWeather: String { get }
    /// In place of a value that does not exist (no entries, no streak).
    var statsNone: String { get }
    /// A streak: `days` from `dayCount`, then its first and last day.
    func streak(days: String, first: String, last: String) -> String
    /// A streak of one day.
    func oneDayStreak(days: String, day: String) -> String
}
