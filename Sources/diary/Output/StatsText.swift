import Localization
import VaultKit

/// `diary stats` as text: a label and a value per line, labels aligned (wide characters counted as two),
/// each line within the terminal's width.
///
/// A value too long for its line goes on at the value's column, broken between list items (tags and
/// places, separated by ` · ` since place names hold commas) or words, never inside one. When an item
/// does not fit beside the labels at all, the value goes under its label instead, indented.
struct StatsText {
    let names: LocaleNames
    let color: Bool
    /// Terminal columns.
    let width: Int

    /// Between the items of a list on one line.
    static let itemSeparator = " · "

    func render(_ stats: DiaryStats) -> String {
        let s = Strings.current
        let none = s.statsNone
        let glued = TextWrap.unbreakable
        func streak(_ streak: Streak?) -> String? {
            streak.map {
                $0.first == $0.last
                    ? s.oneDayStreak(days: glued(names.days(1)), day: glued(names.date($0.first)))
                    : s.streak(days: glued(names.days($0.days)), first: glued(names.date($0.first)), last: glued(names.date($0.last)))
            }
        }
        func list(_ counts: [NameCount]) -> [String] {
            counts.isEmpty ? [none] : counts.map { s.counted(TerminalSafe.line($0.name), count: names.number($0.count)) }
        }
        let rows: [(String, [String])] = [
            (s.statsEntries, [names.number(stats.entries)]),
            (s.statsWords, [names.number(stats.words)]),
            (s.statsDaysWritten, [names.number(stats.daysWritten)]),
            (s.statsAverageWords, [names.number(stats.averageWords)]),
            (s.statsFirstDay, [stats.firstDay.map { glued(names.date($0)) } ?? none]),
            (s.statsLastDay, [stats.lastDay.map { glued(names.date($0)) } ?? none]),
            (s.statsCurrentStreak, [streak(stats.currentStreak) ?? names.days(0)]),
            (s.statsLongestStreak, [streak(stats.longestStreak) ?? none]),
            (
                s.statsBusiestWeekday,
                [
                    stats.busiestWeekday.map {
                        s.counted(names.weekdays[$0.weekday - 1], count: glued(names.entries($0.entries)))
                    } ?? none
                ]
            ),
            (s.statsTopTags, list(stats.topTags)),
            (s.statsTopPlaces, list(stats.topPlaces)),
            (s.statsCommonWeather, [stats.commonWeather.map { s.counted(TerminalSafe.line($0.name), count: names.number($0.count)) } ?? none])
        ]
        let labelWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        return rows.flatMap { lines(label: $0.0, items: $0.1, labelWidth: labelWidth) }.joined(separator: "\n") + "\n"
    }

    /// One row: the value beside the label when every item fits there, else under it.
    private func lines(label: String, items: [String], labelWidth: Int) -> [String] {
        let valueWidth = width - labelWidth - 2
        if items.allSatisfy({ DisplayWidth.of($0) <= valueWidth }) {
            let indent = String(repeating: " ", count: labelWidth + 2)
            let values = TextWrap.fill(items, separator: Self.itemSeparator, width: valueWidth)
            return values.enumerated().map { index, value in
                index == 0
                    ? Terminal.style(DisplayWidth.pad(label, to: labelWidth), "2", enabled: color) + "  " + value
                    : indent + value
            }
        }
        var lines = TextWrap.words(label, width: width).map { Terminal.style($0, "2", enabled: color) }
        var fitting: [String] = []
        func placeFitting() {
            lines += TextWrap.fill(fitting, separator: Self.itemSeparator, width: width - 2).map { "  " + $0 }
            fitting = []
        }
        for item in items {
            if DisplayWidth.of(item) <= width - 2 {
                fitting.append(item)
                continue
            }
            // An item wider than a whole line: its words, the rest indented further so it reads as one item.
            placeFitting()
            lines += TextWrap.words(item, width: width - 4).enumerated().map { ($0.offset == 0 ? "  " : "    ") + $0.element }
        }
        placeFitting()
        return lines
    }
}
