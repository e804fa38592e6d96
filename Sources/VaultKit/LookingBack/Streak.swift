/// Consecutive days, each with at least one entry.
public struct Streak: Sendable, Equatable, CustomStringConvertible {
    public let first: Day
    public let last: Day

    public init(first: Day, last: Day) {
        self.first = first
        self.last = last
    }

    /// How many days it runs, both ends included.
    public var days: Int { last.dayNumber - first.dayNumber + 1 }

    public var description: String { "\(first)..\(last) (\(days))" }

    /// The longest run of consecutive days in `days`; of equally long runs, the latest. Nil without days.
    public static func longest(_ days: some Sequence<Day>) -> Streak? {
        let numbers = Set(days.map(\.dayNumber)).sorted()
        guard var start = numbers.first else { return nil }
        var best = (start, start)
        var previous = start
        for number in numbers.dropFirst() {
            if number != previous + 1 { start = number }
            previous = number
            if previous - start >= best.1 - best.0 { best = (start, previous) }
        }
        guard let first = Day(dayNumber: best.0), let last = Day(dayNumber: best.1) else { return nil }
        return Streak(first: first, last: last)
    }

    /// The run that ends today, or yesterday when nothing is written yet today; nil when neither
    /// day has an entry.
    public static func current(_ days: Set<Day>, today: Day) -> Streak? {
        let yesterday = today.adding(days: -1)
        let last: Day
        if days.contains(today) { last = today } else if days.contains(yesterday) { last = yesterday } else { return nil }
        var first = last
        while first > Day.earliest, days.contains(first.adding(days: -1)) { first = first.adding(days: -1) }
        return Streak(first: first, last: last)
    }
}
