/// Days as people type them. One day: `today`, `yesterday`, `YYYY-MM-DD`, `3 days ago`, `monday`
/// (the latest Monday, today included), `last monday` (the one before today), and the Korean
/// `오늘`, `어제`, `그제`, `3일 전`, `월요일`, `지난 월요일`. A range also takes `this week`,
/// `last week` (weeks start on Monday), `this month`, `last month`, `this year`, `last year`,
/// `YYYY-MM`, `YYYY` and their Korean forms (`이번 주`, `지난주`, `이번 달`, `지난달`, `올해`, `작년`).
public enum DaySpec {
    /// The one day `text` names, or nil (ranges such as `last week` are not one day).
    public static func parse(_ text: String, today: Day) -> Day? {
        let words = normalized(text)
        if let day = Day(words) { return day }
        switch words {
        case "today", "오늘": return today
        case "yesterday", "어제": return today.adding(days: -1)
        case "그제", "그저께": return today.adding(days: -2)
        default: break
        }
        // A count that leads out of the years 1 to 9999 names no day.
        if let count = daysAgo(words) { return Day(dayNumber: today.dayNumber - count) }
        let parts = words.split(separator: " ").map(String.init)
        if parts.count == 1, let weekday = weekday(parts[0]) { return latest(weekday, onOrBefore: today) }
        if parts.count == 2, parts[0] == "last" || parts[0] == "지난", let weekday = weekday(parts[1]) {
            return latest(weekday, onOrBefore: today.adding(days: -1))
        }
        return nil
    }

    /// The days `text` names: one day as a range of one, or a week, month or year.
    public static func parseRange(_ text: String, today: Day) -> DayRange? {
        if let day = parse(text, today: today) { return DayRange(day) }
        let words = normalized(text)
        let monday = today.adding(days: 1 - today.isoWeekday)
        switch words {
        case "this week", "이번 주", "이번주": return DayRange(monday, monday.adding(days: 6))
        case "last week", "지난 주", "지난주": return DayRange(monday.adding(days: -7), monday.adding(days: -1))
        case "this month", "이번 달", "이번달": return DayRange.month(today.month, of: today.year)
        case "last month", "지난 달", "지난달":
            return today.month == 1 ? DayRange.month(12, of: today.year - 1) : DayRange.month(today.month - 1, of: today.year)
        case "this year", "올해": return DayRange.year(today.year)
        case "last year", "작년": return DayRange.year(today.year - 1)
        default: break
        }
        let bytes = Array(words.utf8)
        if bytes.count == 4, let year = ASCIIDigits.value(bytes) { return DayRange.year(year) }
        if bytes.count == 7, bytes[4] == UInt8(ascii: "-"),
            let year = ASCIIDigits.value(bytes[0..<4]), let month = ASCIIDigits.value(bytes[5..<7])
        {
            return DayRange.month(month, of: year)
        }
        return nil
    }

    /// Lower case, with runs of spaces made one.
    private static func normalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// `N days ago`, `a day ago`, `N weeks ago`, `N일 전`, `N주 전`.
    private static func daysAgo(_ words: String) -> Int? {
        let parts = words.split(separator: " ").map(String.init)
        if parts.count == 3, parts[2] == "ago" {
            let count = parts[0] == "a" || parts[0] == "one" ? 1 : Int(parts[0])
            guard let count, count >= 0, count < 3_650_000 else { return nil }
            switch parts[1] {
            case "day", "days": return count
            case "week", "weeks": return count * 7
            default: return nil
            }
        }
        if parts.count == 2, parts[1] == "전" || parts[1] == "前" {
            let unit = parts[0].last
            guard let unit, let count = Int(parts[0].dropLast()), count >= 0, count < 3_650_000 else { return nil }
            return unit == "일" ? count : unit == "주" ? count * 7 : nil
        }
        return nil
    }

    /// ISO weekday (1 = Monday) of an English or Korean weekday name.
    private static func weekday(_ word: String) -> Int? {
        let english = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        let short = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
        let korean = ["월요일", "화요일", "수요일", "목요일", "금요일", "토요일", "일요일"]
        for names in [english, short, korean] {
            if let index = names.firstIndex(of: word) { return index + 1 }
        }
        return nil
    }

    private static func latest(_ weekday: Int, onOrBefore day: Day) -> Day {
        day.adding(days: -((day.isoWeekday - weekday + 7) % 7))
    }
}
