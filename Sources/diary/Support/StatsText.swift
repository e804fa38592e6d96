import Localization
import VaultKit

/// `diary stats` as text: a label and a value per line, labels aligned (wide characters counted as two).
struct StatsText {
    let names: LocaleNames
    let color: Bool

    func render(_ stats: DiaryStats) -> String {
        let s = Strings.current
        let none = s.statsNone
        func streak(_ streak: Streak?) -> String? {
            streak.map {
                $0.first == $0.last ? s.oneDayStreak(days: names.days(1), day: names.date($0.first))
                    : s.streak(days: names.days($0.days), first: names.date($0.first), last: names.date($0.last))
            }
        }
        func list(_ counts: [NameCount]) -> String {
            counts.isEmpty ? none : counts.map { s.counted($0.name, count: names.number($0.count)) }.joined(separator: ", ")
        }
        let rows: [(String, String)] = [
            (s.statsEntries, names.number(stats.entries)),
            (s.statsWords, names.number(stats.words)),
            (s.statsDaysWritten, names.number(stats.daysWritten)),
            (s.statsAverageWords, names.number(stats.averageWords)),
            (s.statsFirstDay, stats.firstDay.map(names.date) ?? none),
            (s.statsLastDay, stats.lastDay.map(names.date) ?? none),
            (s.statsCurrentStreak, streak(stats.currentStreak) ?? names.days(0)),
            (s.statsLongestStreak, streak(stats.longestStreak) ?? none),
            (s.statsBusiestWeekday, stats.busiestWeekday.map { s.counted(names.weekdays[$0.weekday - 1], count: names.entries($0.entries)) } ?? none),
            (s.statsTopTags, list(stats.topTags)),
            (s.statsTopPlaces, list(stats.topPlaces)),
            (s.statsCommonWeather, stats.commonWeather.map { s.counted($0.name, count: names.number($0.count)) } ?? none),
        ]
        let labelWidth = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
        return rows.map { label, value in
            Terminal.style(DisplayWidth.pad(label, to: labelWidth), "2", enabled: color) + "  " + value
        }.joined(separator: "\n") + "\n"
    }
}
