import Localization
import VaultKit

/// `diary calendar` as text: a year as a heat map of weeks, or one month as a grid of days.
struct CalendarText {
    let names: LocaleNames
    let color: Bool
    /// Terminal columns; a year wider than this is drawn in parts of whole months, one above the other.
    let width: Int
    let today: Day

    /// Characters of the shade levels 0 (no entry) to 4, and of today without colour.
    static let shades: [Character] = ["·", "░", "▒", "▓", "█"]
    static let todayMark: Character = "@"
    /// 256-colour foregrounds of the levels 0 to 4: grey, then greens from dark to bright.
    static let shadeColors = [240, 22, 28, 34, 40]

    // MARK: The year

    /// The year's heat map: a row per weekday (Monday first), a column per week, month names above
    /// the columns where months begin; then a legend and the totals.
    func year(_ year: Int, totals: DayTotals) -> String {
        let levels = totals.levels
        let labelWidth = max(names.shortWeekdays.map(DisplayWidth.of).max() ?? 3, String(year).count) + 1
        var grids: [WeekGrid] = []
        for parts in [1, 2, 3, 4, 6, 12] {
            grids = WeekGrid.parts(ofYear: year, count: parts)
            if grids.allSatisfy({ labelWidth + 2 * $0.weeks - 1 <= width }) { break }
        }
        var lines: [String] = []
        for (index, grid) in grids.enumerated() {
            if index > 0 { lines.append("") }
            lines.append(monthHeader(grid, year: year, labelWidth: labelWidth))
            for weekday in 1...7 {
                var line = DisplayWidth.pad(names.shortWeekdays[weekday - 1], to: labelWidth)
                for week in 0..<grid.weeks {
                    if week > 0 { line += " " }
                    guard let day = grid.day(week: week, weekday: weekday) else {
                        line += " "
                        continue
                    }
                    line += cell(level: levels.level(words: totals[day]?.words), isToday: day == today)
                }
                lines.append(trimmingTrailingSpaces(line))
            }
        }
        lines.append("")
        lines += footer(legend(levels), totals: totals, indent: labelWidth)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The year, then short month names placed over the columns where each month begins.
    private func monthHeader(_ grid: WeekGrid, year: Int, labelWidth: Int) -> String {
        var line = DisplayWidth.pad(String(year), to: labelWidth)
        var used = labelWidth
        for start in grid.monthStarts {
            let column = labelWidth + 2 * start.week
            let label = names.shortMonths[start.month - 1]
            guard column >= used + (used > labelWidth ? 1 : 0) else { continue }
            line += String(repeating: " ", count: column - used) + label
            used = column + DisplayWidth.of(label)
        }
        return Terminal.style(line, "2", enabled: color)
    }

    private func cell(level: Int, isToday: Bool) -> String {
        let shade = String(Self.shades[level])
        if color {
            let code = "38;5;\(Self.shadeColors[level])" + (isToday ? ";7" : "")
            return "\u{1B}[\(code)m\(shade)\u{1B}[0m"
        }
        return isToday ? String(Self.todayMark) : shade
    }

    /// The legend's parts and the totals, under the grid from column `indent` (from the margin when a
    /// part would not fit there), each line within the width: broken between parts and words only.
    private func footer(_ legend: [String], totals: DayTotals, indent: Int) -> [String] {
        let indent = legend.allSatisfy({ DisplayWidth.visible($0) <= width - indent }) ? indent : 0
        let margin = String(repeating: " ", count: indent)
        let totals = Strings.current.calendarTotals(
            days: TextWrap.unbreakable(names.days(totals.days)),
            words: TextWrap.unbreakable(names.words(totals.words)))
        return (TextWrap.fill(legend, separator: "  ", width: width - indent) + TextWrap.words(totals, width: width - indent))
            .map { margin + $0 }
    }

    /// `· none`, `░ 1–120`, `▒ 121–300`, `▓ 301–540`, `█ 541–1,900 words`, `@ today`.
    private func legend(_ levels: ShadeLevels) -> [String] {
        var parts = [cell(level: 0, isToday: false) + " " + Strings.current.legendNone]
        var shown = false
        for (level, range) in levels.ranges.enumerated() where level > 0 {
            guard let range else { continue }
            let words =
                range.lowerBound == range.upperBound
                ? names.number(range.lowerBound) : names.number(range.lowerBound) + "–" + names.number(range.upperBound)
            parts.append(cell(level: level, isToday: false) + " " + words)
            shown = true
        }
        if shown { parts[parts.count - 1] += " " + Strings.current.legendWords }
        parts.append(todaySample + " " + Strings.current.legendToday)
        return parts
    }

    private var todaySample: String {
        color ? "\u{1B}[7m \u{1B}[0m" : String(Self.todayMark)
    }

    // MARK: One month

    /// The month as a grid: weekday names, then a row per week; days with entries in brackets (in
    /// colour: bold green), today followed by `*` (in colour: inverse).
    func month(_ month: Int, of year: Int, totals: DayTotals) -> String {
        guard let span = DayRange.month(month, of: year) else { return "" }
        let grid = WeekGrid(span)
        var lines = [Terminal.style(names.month(month, of: year), "1", enabled: color)]
        lines.append(trimmingTrailingSpaces(names.shortWeekdays.map { DisplayWidth.pad($0, to: 5) }.joined()))
        for week in 0..<grid.weeks {
            var line = ""
            for weekday in 1...7 {
                guard let day = grid.day(week: week, weekday: weekday) else {
                    line += "     "
                    continue
                }
                line += dayCell(day, written: totals[day] != nil)
            }
            lines.append(trimmingTrailingSpaces(line))
        }
        lines.append("")
        let written = color ? Terminal.style(" 1 ", "1;38;5;34", enabled: true) : "[ ]"
        lines += footer(
            [written + " " + Strings.current.legendWritten, (color ? todaySample : "*") + " " + Strings.current.legendToday],
            totals: totals, indent: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Five columns: `[21]` or ` 21 `, then `*` for today or a space.
    private func dayCell(_ day: Day, written: Bool) -> String {
        let number = day.day < 10 ? " \(day.day)" : "\(day.day)"
        let isToday = day == today
        if color {
            var codes: [String] = []
            if written { codes.append("1;38;5;34") }
            if isToday { codes.append("7") }
            let text = codes.isEmpty ? " \(number) " : "\u{1B}[\(codes.joined(separator: ";"))m \(number) \u{1B}[0m"
            return text + " "
        }
        return (written ? "[\(number)]" : " \(number) ") + (isToday ? "*" : " ")
    }

    private func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
