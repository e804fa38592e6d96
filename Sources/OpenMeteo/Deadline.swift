import Foundation

/// Deadlines are instants of the continuous (monotonic) clock: a wall-clock change cannot stretch them.
extension ContinuousClock.Instant {
    /// Time left until this instant; zero or less once it has passed.
    var timeLeft: Duration { ContinuousClock.now.duration(to: self) }

    /// Whole milliseconds left, rounded up so that a sliver of time is still 1 ms; at least 0.
    var millisecondsLeft: Int64 {
        let left = timeLeft
        guard left > .zero else { return 0 }
        let (seconds, attoseconds) = left.components
        let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
        guard !milliseconds.overflow else { return Int64.max }
        return milliseconds.partialValue + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    }
}

extension NSCondition {
    /// Waits (the lock held) until `isDone` holds or `deadline` passes; tells whether `isDone` holds.
    func wait(until deadline: ContinuousClock.Instant, for isDone: () -> Bool) -> Bool {
        while !isDone() {
            let left = deadline.timeLeft
            guard left > .zero else { return false }
            let (seconds, attoseconds) = left.components
            // Wall-clock dates are what NSCondition takes; the loop re-checks against the monotonic deadline.
            _ = wait(until: Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18))
        }
        return true
    }
}
