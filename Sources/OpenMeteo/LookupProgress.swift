import Foundation

/// How far a `MomentLookup` has come, shared by its worker thread and the thread awaiting it.
///
/// `@unchecked Sendable`: every stored property is only read or written with `condition` locked.
final class LookupProgress: @unchecked Sendable {
    enum Step { case geocoding, weather, done }

    private let condition = NSCondition()
    private var result: MomentResult
    private var step: Step
    /// Set once the result has been handed out: later news from the worker is dropped, so that
    /// every call of `result(by:)` gives the same answer.
    private var settled = false

    /// Starts at the place lookup when there is a place name to look up, else at the weather.
    init(_ initial: MomentResult) {
        result = initial
        step = initial.placeName == nil ? .weather : .geocoding
    }

    /// The worker starts `step` (`.done`: it has finished).
    func begin(_ step: Step) {
        condition.lock()
        defer { condition.unlock() }
        guard !settled else { return }
        self.step = step
        if step == .done { condition.broadcast() }
    }

    /// Whether the worker has finished (`begin(.done)`), without waiting.
    var isDone: Bool {
        condition.lock()
        defer { condition.unlock() }
        return step == .done
    }

    /// The worker records what it found.
    func record(_ update: (inout MomentResult) -> Void) {
        condition.lock()
        defer { condition.unlock() }
        guard !settled else { return }
        update(&result)
    }

    /// The result once the worker is done, or at `deadline` what it has so far, with the step
    /// under way counted as timed out.
    func result(by deadline: ContinuousClock.Instant) -> MomentResult {
        condition.lock()
        defer { condition.unlock() }
        if !settled && !condition.wait(until: deadline, for: { step == .done }) {
            switch step {
            case .geocoding: result.locationFailure = .timedOut
            case .weather: result.weatherFailure = .timedOut
            case .done: break
            }
        }
        settled = true
        return result
    }
}
