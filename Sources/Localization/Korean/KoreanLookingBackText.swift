// MARK: - Looking back: filters, day words, tags, on-this-day, calendar, stats

extension KoreanText {
    // Filters and day words
    public func notADay(option: String, text: String) -> String {
        "\(option) \(josa("'\(text)'", .eunNeun)) 날짜나 기간이 아닙니다. 다음처럼 쓰세요: \(rangeForms)"
    }
    public func fromAfterTo(from: String, to: String) -> String { "--from \(josa(from, .iGa)) --to \(to)보다 늦습니다. 두 값을 바꾸세요" }
    public func notAYear(option: String, text: String) -> String { "\(option) \(josa("'\(text)'", .eunNeun)) 연도가 아닙니다. 예: \(option) 2026" }
    public func notAMonth(option: String, text: String) -> String {
        "\(option) \(josa("'\(text)'", .eunNeun)) 월이 아닙니다. YYYY-MM(\(option) 2026-11), 올해의 월(\(option) 3), '이번 달'이나 '지난달'로 쓰세요"
    }
    public func monthIsAYear(option: String, text: String) -> String {
        "\(option) \(josa("'\(text)'", .eunNeun)) 월이 아니라 연도입니다. 그해 전체는 --year \(text), 그해의 한 달은 \(option) \(text)-MM으로 쓰세요"
    }
    public func notACount(option: String) -> String { "\(option)에는 0 이상의 개수를 쓰세요. 예: \(option) 20" }

    // Counts
    public func entryCount(_ count: Int, formatted: String) -> String { "\(formatted)편" }
    public func dayCount(_ count: Int, formatted: String) -> String { "\(formatted)일" }
    public func wordCount(_ count: Int, formatted: String) -> String { "\(formatted)단어" }
    public func counted(_ name: String, count: String) -> String { "\(name) (\(count))" }

    // diary tags
    public var noTags: String { "이 일기들에는 태그가 없습니다." }

    // diary on-this-day
    public func notOneDay(argument: String, text: String) -> String {
        "\(argument) \(josa("'\(text)'", .eunNeun)) 날짜가 아닙니다. 다음처럼 쓰세요: \(dayForms)"
    }
    public func onThisDayHeading(monthDay: String) -> String { "과거의 오늘 · \(monthDay)" }
    public func yearsAgo(_ years: Int) -> String { "\(years)년 전" }
    public func nothingOnThisDay(monthDay: String) -> String { "이전 해의 \(monthDay)에 쓴 일기가 없습니다." }
    public var leapDayNote: String { "2월 29일이 없는 해에는 2월 29일에 쓴 일기도 2월 28일에 함께 보여 줍니다." }

    // diary calendar
    public func notAYearArgument(text: String) -> String { "\(josa("'\(text)'", .eunNeun)) 연도가 아닙니다. 네 자리로 쓰세요. 예: 'diary calendar 2026'" }
    public var yearAndMonth: String { "연도(YEAR나 --year)와 --month 중 하나만 쓰세요. 예: 'diary calendar 2026' 또는 'diary calendar --month 2026-11'" }
    public func calendarTotals(days: String, words: String) -> String { "\(days) 동안 \(words)" }
    public var legendNone: String { "없음" }
    public var legendWords: String { "단어" }
    public var legendToday: String { "오늘" }
    public var legendWritten: String { "쓴 날" }

    // diary stats
    public var statsEntries: String { "일기" }
    public var statsWords: String { "단어" }
    public var statsDaysWritten: String { "쓴 날" }
    public var statsAverageWords: String { "일기당 단어" }
    public var statsFirstDay: String { "첫 일기" }
    public var statsLastDay: String { "마지막 일기" }
    public var statsCurrentStreak: String { "현재 연속 기록" }
    public var statsLongestStreak: String { "최장 연속 기록" }
    public var statsBusiestWeekday: String { "가장 많이 쓴 요일" }
    public var statsTopTags: String { "자주 쓴 태그" }
    public var statsTopPlaces: String { "자주 쓴 장소" }
    public var statsCommonWeather: String { "가장 흔한 날씨" }
    public var statsNone: String { "없음" }
    public func streak(days: String, first: String, last: String) -> String { "\(days) (\(first) ~ \(last))" }
    public func oneDayStreak(days: String, day: String) -> String { "\(days) (\(day))" }
}
