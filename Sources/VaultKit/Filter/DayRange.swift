/// Days `first` through `last`, both included.
public struct DayRange: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let first: Day
    public let last: Day

    public init(_ first: Day, _ last: Day) {
        self.first = first
        self.last = last
    }

    /// One day.
    public init(_ day: Day) { self.init(day, day) }

    /// The whole of `year`.
    public static func year(_ year: Int) -> DayRange? {
        guard let first = Day(year: year, month: 1, day: 1), let last = Day(year: year, month: 12, day: 31) else { return nil }
        return DayRange(first, last)
    }

    /// The whole of `month` of `year`.
    public static func month(_ month: Int, of year: Int) -> DayRange? {
        guard let first = Day(year: year, month: month, day: 1),
            let last = Day(year: year, month: month, day: first.daysInMonth)
        else { return nil }
        return DayRange(first, last)
    }

    public var isEmpty: Bool { first > last }

    public func contains(_ day: Day) -> Bool { first <= day && day <= last }

    /// The days both ranges hold (empty when they do not meet).
    public func intersection(_ other: DayRange) -> DayRange {
        DayRange(max(first, other.first), min(last, other.last))
    }

    public var description: String { first == last ? "\(first)" : "\(first)..\(last)" }
}
