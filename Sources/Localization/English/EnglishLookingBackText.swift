// MARK: - Looking back: filters, day words, tags, on-this-day, calendar, stats

extension EnglishText {
    // Filters and day words
    public func notADay(option: String, text: String) -> String {
        "\(option) '\(text)' is not a day or range of days; use \(rangeForms)"
    }
    public func fromAfterTo(from: String, to: String) -> String { "--from \(from) is after --to \(to); swap them" }
    public func notAYear(option: String, text: String) -> String { "\(option) '\(text)' is not a year; use e.g. \(option) 2026" }
    public func notAMonth(option: String, text: String) -> String {
        "\(option) '\(text)' is not a month; use YYYY-MM (\(option) 2026-11), a month of this year (\(option) 3), 'this month' or 'last month'"
    }
    public func monthIsAYear(option: String, text: String) -> String {
        "\(option) '\(text)' is a year, not a month; use --year \(text) for the year, or \(option) \(text)-MM for one of its months"
    }
    public func notACount(option: String) -> String { "\(option) takes a count of 0 or more, e.g. \(option) 20" }

    // Counts
    public func entryCount(_ count: Int, formatted: String) -> String { count == 1 ? "1 entry" : "\(formatted) entries" }
    public func dayCount(_ count: Int, formatted: String) -> String { count == 1 ? "1 day" : "\(formatted) days" }
    public func wordCount(_ count: Int, formatted: String) -> String { count == 1 ? "1 word" : "\(formatted) words" }
    public func counted(_ name: String, count: String) -> String { "\(name) (\(count))" }

    // diary tags
    public var noTags: String { "No tags in these entries." }

    // diary on-this-day
    public func notOneDay(argument: String, text: String) -> String {
        "\(argument) '\(text)' is not a day; use \(dayForms)"
    }
    public func onThisDayHeading(monthDay: String) -> String { "On this day, \(monthDay)" }
    public func yearsAgo(_ years: Int) -> String { years == 1 ? "1 year ago" : "\(years) years ago" }
    public func nothingOnThisDay(monthDay: String) -> String { "Nothing written on \(monthDay) in earlier years." }
    public var leapDayNote: String { "Entries of February 29 are shown on February 28 in years without one." }

    // diary calendar
    public func notAYearArgument(text: String) -> String { "'\(text)' is not a year; use four digits, e.g. 'diary calendar 2026'" }
    public var yearAndMonth: String {
        "give either a year (YEAR or --year) or --month, e.g. 'diary calendar 2026' or 'diary calendar --month 2026-11'"
    }
    public func calendarTotals(days: String, words: String) -> String { "\(days), \(words)" }
    public var legendNone: String { "none" }
    public var legendWords: String { "words" }
    public var legendToday: String { "today" }
    public var legendWritten: String { "written" }

    // diary stats
    public var statsEntries: String { "Entries" }
    public var statsWords: String { "Words" }
    public var statsDaysWritten: String { "Days written" }
    public var statsAverageWords: String { "Words per entry" }
    public var statsFirstDay: String { "First entry" }
    public var statsLastDay: String { "Latest entry" }
    public var statsCurrentStreak: String { "Current streak" }
    public var statsLongestStreak: String { "Longest streak" }
    public var statsBusiestWeekday: String { "Busiest weekday" }
    public var statsTopTags: String { "Top tags" }
    public var statsTopPlaces: String { "Top places" }
    public var statsCommonWeather: String { "Most common weather" }
    public var statsNone: String { "none" }
    public func streak(days: String, first: String, last: String) -> String { "\(days), \(first) – \(last)" }
    public func oneDayStreak(days: String, day: String) -> String { "\(days), \(day)" }
}
