/// Days laid out as a contribution calendar: a column per week (weeks start on Monday), a row per
/// weekday. A year takes 53 columns (54 when a leap year starts on a Sunday); a month 4 to 6.
public struct WeekGrid: Sendable, Equatable {
    /// The days shown; the cells before and after them in the first and last week are blank.
    public let span: DayRange
    /// The Monday of the first column.
    public let start: Day
    /// Columns.
    public let weeks: Int

    /// Where a month's first day falls.
    public struct MonthStart: Sendable, Equatable {
        public let year: Int
        public let month: Int
        /// The column of the month's first day.
        public let week: Int
    }

    public init(_ span: DayRange) {
        self.span = span
        start = span.first.adding(days: 1 - span.first.isoWeekday)
        weeks = span.isEmpty ? 0 : (span.last.dayNumber - start.dayNumber) / 7 + 1
    }

    /// The whole of `year`, or nil for a year outside 1...9999.
    public static func year(_ year: Int) -> WeekGrid? {
        DayRange.year(year).map(WeekGrid.init)
    }

    /// `year` in `parts` grids of whole months one above the other (for narrow terminals): 2 gives
    /// January–June and July–December. `parts` is rounded up to a divisor of 12.
    public static func parts(ofYear year: Int, count parts: Int) -> [WeekGrid] {
        let divisor = [1, 2, 3, 4, 6, 12].first { $0 >= parts } ?? 12
        let months = 12 / divisor
        return (0..<divisor).compactMap { part -> WeekGrid? in
            guard let first = DayRange.month(part * months + 1, of: year),
                let last = DayRange.month(part * months + months, of: year)
            else { return nil }
            return WeekGrid(DayRange(first.first, last.last))
        }
    }

    /// The column of `day` (which may lie outside the span).
    public func week(of day: Day) -> Int { (day.dayNumber - start.dayNumber).floorDivided(by: 7) }

    /// The day in column `week`, row `weekday` (1 is Monday); nil for a blank cell outside the span.
    public func day(week: Int, weekday: Int) -> Day? {
        guard (0..<weeks).contains(week), (1...7).contains(weekday) else { return nil }
        guard let day = Day(dayNumber: start.dayNumber + week * 7 + weekday - 1), span.contains(day) else { return nil }
        return day
    }

    /// The months whose first day lies in the span, with the column it falls in.
    public var monthStarts: [MonthStart] {
        guard !span.isEmpty else { return [] }
        var out: [MonthStart] = []
        var year = span.first.year
        var month = span.first.month
        while let first = Day(year: year, month: month, day: 1), first <= span.last {
            if first >= span.first { out.append(MonthStart(year: year, month: month, week: week(of: first))) }
            if month == 12 {
                year += 1
                month = 1
            } else {
                month += 1
            }
        }
        return out
    }
}

extension Int {
    /// Division rounding towards minus infinity.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
