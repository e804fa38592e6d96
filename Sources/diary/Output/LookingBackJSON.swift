import Foundation
import VaultKit

/// The JSON of `tags`, `on-this-day` and `stats`: pretty-printed, keys sorted, every key present
/// (`null` when there is no value), so scripts can rely on the shape.
enum LookingBackJSON {
    /// A tag, place or weather condition and how many entries have it: `{"count": 12, "name": "travel"}`.
    struct Counted: Encodable {
        let name: String
        let count: Int

        init(_ count: NameCount) {
            name = count.name
            self.count = count.count
        }
    }

    /// A run of days: `{"days": 3, "first": "2025-11-19", "last": "2025-11-21"}`.
    struct Run: Encodable {
        let days: Int
        let first: String
        let last: String

        init(_ streak: Streak) {
            days = streak.days
            first = "\(streak.first)"
            last = "\(streak.last)"
        }
    }

    /// An entry of `on-this-day`: list's keys (path, created, title, tags, location, weather, starred)
    /// with `years_ago` and `preview`.
    struct Anniversary: Encodable {
        let entry: EntryJSON
        let yearsAgo: Int
        let preview: String

        func encode(to encoder: Encoder) throws {
            try entry.encode(to: encoder)
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(yearsAgo, forKey: .yearsAgo)
            try c.encode(preview, forKey: .preview)
        }

        enum CodingKeys: String, CodingKey {
            case yearsAgo = "years_ago"
            case preview
        }
    }

    /// `diary stats --json`.
    struct Stats: Encodable {
        struct Weekday: Encodable {
            /// ISO: 1 is Monday.
            let number: Int
            /// English, lower case: "friday".
            let name: String
            let entries: Int
        }

        let stats: DiaryStats

        static let weekdayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(stats.entries, forKey: .entries)
            try c.encode(stats.words, forKey: .words)
            try c.encode(stats.daysWritten, forKey: .daysWritten)
            try c.encode(stats.averageWords, forKey: .averageWords)
            try c.encode(stats.firstDay.map { "\($0)" }, forKey: .firstDay)
            try c.encode(stats.lastDay.map { "\($0)" }, forKey: .lastDay)
            try c.encode(stats.currentStreak.map(Run.init), forKey: .currentStreak)
            try c.encode(stats.longestStreak.map(Run.init), forKey: .longestStreak)
            try c.encode(
                stats.busiestWeekday.map {
                    Weekday(number: $0.weekday, name: Self.weekdayNames[$0.weekday - 1], entries: $0.entries)
                }, forKey: .busiestWeekday)
            try c.encode(stats.topTags.map(Counted.init), forKey: .topTags)
            try c.encode(stats.topPlaces.map(Counted.init), forKey: .topPlaces)
            try c.encode(stats.commonWeather.map(Counted.init), forKey: .commonWeather)
        }

        enum CodingKeys: String, CodingKey {
            case entries, words
            case daysWritten = "days_written"
            case averageWords = "average_words"
            case firstDay = "first_day"
            case lastDay = "last_day"
            case currentStreak = "current_streak"
            case longestStreak = "longest_streak"
            case busiestWeekday = "busiest_weekday"
            case topTags = "top_tags"
            case topPlaces = "top_places"
            case commonWeather = "common_weather"
        }
    }

    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
