import Foundation
import NewEntryMoments
import Synchronization

/// The place and weather lookups of new entries being written in the browser, by the entry's name: started
/// when the new-entry page is served (as `diary new` starts one when the editor opens), taken when the entry
/// is saved. One not taken within `kept` is dropped (a page left open or closed).
final class NewEntryLookups: Sendable {
    static let shared = NewEntryLookups()

    static let kept: Duration = .seconds(3600)

    /// Each lookup with the instant it was kept, on the continuous clock (a change of the wall clock
    /// neither keeps one longer nor drops it sooner).
    private let started = Mutex<[String: (source: NewEntryMomentSource, at: ContinuousClock.Instant)]>([:])

    /// Keeps `source` for the new entry `name`, in place of an earlier one.
    func keep(_ source: NewEntryMomentSource, for name: String, now: ContinuousClock.Instant = .now) {
        started.withLock { started in
            started = started.filter { $0.value.at.duration(to: now) < Self.kept }
            started[name] = (source, now)
        }
    }

    /// The lookup started for `name`, no longer kept; nil when none was (the server restarted since).
    func take(_ name: String) -> NewEntryMomentSource? {
        started.withLock { $0.removeValue(forKey: name)?.source }
    }
}
