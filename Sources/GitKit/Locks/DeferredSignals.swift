import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Holds back Ctrl-C (SIGINT), SIGTERM and SIGHUP while git's lock files are held, so that stopping diary
/// never leaves `index.lock` or a branch lock behind: a signal that arrives meanwhile is recorded, and
/// raised again, with the earlier handling back in place, once the locks are released. (SIGKILL cannot be
/// held back; a lock it leaves is reported by the next run and never removed for the user.)
final class DeferredSignals {
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    private var previous: [Int32: sigaction] = [:]
    private var ended = false

    init() {
        DeferredSignalsRecord.reset()
        for signal in Self.signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { DeferredSignalsRecord.note($0) }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var old = sigaction()
            if sigaction(signal, &action, &old) == 0 { previous[signal] = old }
        }
    }

    /// Puts the earlier handling back and raises a signal that came meanwhile. Safe to call twice.
    func end() {
        guard !ended else { return }
        ended = true
        for (signal, var old) in previous { sigaction(signal, &old, nil) }
        if let signal = DeferredSignalsRecord.pending() { raise(signal) }
    }

    deinit { end() }
}

/// The signal that arrived while held back (0: none); written from the signal handler, so a plain C int.
private enum DeferredSignalsRecord {
    nonisolated(unsafe) static var received: sig_atomic_t = 0

    static func reset() { received = 0 }
    static func note(_ signal: Int32) { received = signal }
    static func pending() -> Int32? { received == 0 ? nil : received }
}
