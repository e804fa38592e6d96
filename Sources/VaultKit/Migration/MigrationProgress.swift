import Foundation

/// How far `Vault.migrate` has got: the phase, and how many of its items are done.
///
/// Reports come in order and never step back: a later phase, or more done in the same phase.
public struct MigrationProgress: Sendable, Equatable {
    public enum Phase: Int, Sendable, Comparable, CaseIterable {
        /// Reading and checking every entry; items are entries.
        case reading
        /// Looking up the first commit of each schema-0 entry, whose time comes from the history; items are files.
        case dating
        /// Storing every migrated file's text (and the one it replaces) in git's object store, then the
        /// commit, before any file changes; items are files.
        case staging
        /// Rewriting each migrated file in place (a moved one: written at its new name, its old name
        /// removed); items are files.
        case writing
        /// Finishing the commit, in two steps: the branch moved and the index in place; then everything
        /// on disk and the journal gone (`done` reaches `total` only then).
        case committing

        public static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public let phase: Phase
    public let done: Int
    public let total: Int
    /// Entries found so far that will be written: while reading, those read up to now; after, all of them.
    public let toWrite: Int
    /// Of `toWrite`, the schema-0 entries whose time is looked up in the history.
    public let toDate: Int

    public init(phase: Phase, done: Int, total: Int, toWrite: Int, toDate: Int) {
        self.phase = phase
        self.done = done
        self.total = total
        self.toWrite = toWrite
        self.toDate = toDate
    }
}

/// Passes `migrate`'s progress on from any thread, in order (never a step back, however workers
/// finish), about every half percent of a phase and at its end.
final class MigrationProgressReporter: @unchecked Sendable {
    private let lock = NSLock()
    private let report: (@Sendable (MigrationProgress) -> Void)?
    private let entries: Int
    private var read = 0
    private var toWrite = 0
    private var toDate = 0
    private var last: (phase: MigrationProgress.Phase, done: Int)?

    init(entries: Int, report: (@Sendable (MigrationProgress) -> Void)?) {
        self.entries = entries
        self.report = report
    }

    /// While reading: an entry that will be written (`dated`: its time comes from the history).
    func found(dated: Bool) {
        guard report != nil else { return }
        lock.withLock {
            toWrite += 1
            if dated { toDate += 1 }
        }
    }

    /// While reading: one more entry read.
    func entryRead() {
        guard report != nil else { return }
        lock.withLock {
            read += 1
            send(.reading, done: read, total: entries)
        }
    }

    /// After reading: the exact number of files to write and to date (some may have failed since).
    func settle(toWrite: Int, toDate: Int) {
        lock.withLock {
            self.toWrite = toWrite
            self.toDate = toDate
        }
    }

    /// `done` of `total` items of a phase after reading.
    func advance(_ phase: MigrationProgress.Phase, done: Int, total: Int) {
        guard report != nil else { return }
        lock.withLock { send(phase, done: done, total: total) }
    }

    /// Called holding the lock, so reports reach the receiver in order.
    private func send(_ phase: MigrationProgress.Phase, done: Int, total: Int) {
        guard let report else { return }
        if let last, phase < last.phase || (phase == last.phase && done <= last.done) { return }
        let step = max(1, (total + 199) / 200)
        guard done == total || done % step == 0 || last.map({ $0.phase != phase }) ?? true else { return }
        last = (phase, done)
        report(MigrationProgress(phase: phase, done: done, total: total, toWrite: toWrite, toDate: toDate))
    }
}
