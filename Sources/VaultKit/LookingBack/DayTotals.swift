/// Entries and words of each day, for calendars.
public struct DayTotals: Sendable, Equatable {
    /// What was written on one day.
    public struct Total: Sendable, Equatable {
        public var entries: Int
        public var words: Int

        public init(entries: Int, words: Int) {
            self.entries = entries
            self.words = words
        }
    }

    public private(set) var byDay: [Day: Total] = [:]

    public init(_ facts: [EntryFacts]) {
        for fact in facts {
            byDay[fact.day, default: Total(entries: 0, words: 0)].entries += 1
            byDay[fact.day, default: Total(entries: 0, words: 0)].words += fact.words
        }
    }

    public subscript(day: Day) -> Total? { byDay[day] }

    /// Days with at least one entry.
    public var days: Int { byDay.count }
    public var words: Int { byDay.values.reduce(0) { $0 + $1.words } }
    public var entries: Int { byDay.values.reduce(0) { $0 + $1.entries } }

    /// Shade levels over these days' word counts.
    public var levels: ShadeLevels { ShadeLevels(words: byDay.values.map(\.words)) }
}

/// Shades for days by how much was written: 0 for a day without entries, 1 to 4 by where the day's
/// words fall among the days written — quartiles by mid-rank, so each level holds about a quarter of
/// the days, equal counts share a level, and one busy day does not wash out the rest.
public struct ShadeLevels: Sendable, Equatable {
    /// The highest level.
    public static let top = 4
    private let sorted: [Int]

    /// Levels over the word counts of the days written.
    public init(words: some Sequence<Int>) {
        sorted = words.sorted()
    }

    /// The level of a day with `words` written, 0 for a day without entries (nil).
    public func level(words: Int?) -> Int {
        guard let words, !sorted.isEmpty else { return 0 }
        let less = lowerBound(words)
        let equal = lowerBound(words + 1) - less
        // ceil(top × (less + equal / 2) / n), in integers.
        let twiceN = 2 * sorted.count
        let level = (Self.top * (2 * less + equal) + twiceN - 1) / twiceN
        return min(max(level, 1), Self.top)
    }

    /// The fewest and most words among the days at each level: index 1 to 4 (index 0, and a level no
    /// day has, is nil). For a legend.
    public var ranges: [ClosedRange<Int>?] {
        var out = [ClosedRange<Int>?](repeating: nil, count: Self.top + 1)
        for words in sorted {
            let level = self.level(words: words)
            out[level] = out[level].map { min($0.lowerBound, words)...max($0.upperBound, words) } ?? words...words
        }
        return out
    }

    private func lowerBound(_ value: Int) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
