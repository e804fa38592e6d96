import Foundation

/// A value that another thread will hand over once, awaited until a deadline.
///
/// `@unchecked Sendable`: `value` is only read or written with `condition` locked.
final class PendingValue<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var value: Value?

    /// Hands the value over (the first one wins) and wakes the waiter.
    func fulfil(_ newValue: Value) {
        condition.lock()
        defer { condition.unlock() }
        guard value == nil else { return }
        value = newValue
        condition.broadcast()
    }

    /// The value, or nil when `deadline` passes first.
    func wait(until deadline: ContinuousClock.Instant) -> Value? {
        condition.lock()
        defer { condition.unlock() }
        return condition.wait(until: deadline) { value != nil } ? value : nil
    }
}
