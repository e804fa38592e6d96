import Foundation

/// When to stop retrying (a lock someone else holds): an instant of the continuous (monotonic) clock,
/// which a change of the wall clock (NTP, a person setting the date) neither brings nearer nor pushes away.
public struct RetryDeadline: Sendable {
    /// The instant the retries stop.
    public let instant: ContinuousClock.Instant

    /// The deadline `seconds` from `now` (the clock's present instant unless given).
    public init(after seconds: TimeInterval, from now: ContinuousClock.Instant = ContinuousClock.now) {
        instant = now.advanced(by: .nanoseconds(Int64((max(seconds, 0) * 1e9).rounded(.up))))
    }

    /// The deadline at `instant`.
    public init(at instant: ContinuousClock.Instant) {
        self.instant = instant
    }

    /// True once the continuous clock has reached the deadline.
    public var hasPassed: Bool { ContinuousClock.now >= instant }
}
