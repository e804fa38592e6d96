import Foundation
import Localization
import VaultKit

/// `diary migrate`'s progress bar: one bar over the whole run (reading, then writing and committing),
/// drawn only once an entry that needs migrating has been found.
///
/// Each phase counts by what its items cost, measured on 10,000 schema-1 entries (see `weights`), so
/// the bar moves at about one speed from start to end and is full only when the commit is made. While
/// the entries are still being read, the files to write are projected from those found so far.
final class MigrationProgressBar: @unchecked Sendable {
    typealias Phase = MigrationProgress.Phase

    /// Relative cost of each phase per entry or file, against reading one entry: the phases of `diary
    /// migrate` on 10,000 schema-1 entries (gen_vault.py, release build, three runs on two busy cores),
    /// per file: reading 0.06 ms, storing both sides, the trees and the commit in one pack and the
    /// journal 0.065 ms, rewriting in place 0.015 ms, the branch, the index and the last flush to disk
    /// 0.022 ms. Dating keeps its ratio to reading from the measurement before (0.20 to 0.17 ms).
    static let weights: [Phase: Double] = [
        .reading: 1, .dating: 1.2, .staging: 1.05, .writing: 0.25, .committing: 0.35
    ]

    private let bar: ProgressBar
    private let dryRun: Bool
    private let names = LocaleNames()
    private let lock = NSLock()
    private var entries = 0
    // Instants of the continuous clock, which a change of the wall clock does not move.
    private var phaseStarted = ContinuousClock.now
    private var lastReport = ContinuousClock.now
    private var phase: Phase?

    /// nil when stderr is not a terminal.
    init?(dryRun: Bool) {
        guard let bar = ProgressBar(label: dryRun ? Strings.current.migrateChecking : Strings.current.migrateMigrating) else { return nil }
        self.bar = bar
        self.dryRun = dryRun
    }

    func show(_ progress: MigrationProgress) {
        lock.lock()
        defer { lock.unlock() }
        let now = ContinuousClock.now
        if progress.phase != phase {
            // A phase starts where the one before it ended.
            phaseStarted = phase == nil ? phaseStarted : lastReport
            phase = progress.phase
        }
        lastReport = now
        if progress.phase == .reading { entries = progress.total }
        guard progress.toWrite > 0 else { return }
        bar.update(
            fraction: Self.fraction(progress, entries: entries, dryRun: dryRun),
            detail: detail(progress, seconds: Self.seconds(phaseStarted.duration(to: now))))
    }

    /// `duration` in seconds.
    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    func finish() {
        bar.finish()
    }

    /// `writing 4,200/10,000 (1,500/s)`; the rate once the phase has run half a second; the commit's steps without counts.
    private func detail(_ progress: MigrationProgress, seconds: Double) -> String {
        let name = Self.name(progress.phase)
        guard progress.phase != .committing else { return name }
        let count = "\(names.number(progress.done))/\(names.number(progress.total))"
        guard seconds >= 0.5 else { return "\(name) \(count)" }
        return "\(name) \(count) (\(names.number(Int(Double(progress.done) / seconds)))/s)"
    }

    /// The share of the whole run's cost done at `progress`.
    static func fraction(_ progress: MigrationProgress, entries: Int, dryRun: Bool) -> Double {
        // While reading, the files to write and to date are projected from those found so far.
        let scale = progress.phase == .reading ? Double(entries) / Double(max(progress.done, 1)) : 1
        let files = Double(progress.toWrite) * scale
        var sizes: [Phase: Double] = [.reading: Double(entries), .dating: Double(progress.toDate) * scale]
        if !dryRun {
            for phase in [Phase.staging, .writing, .committing] { sizes[phase] = files }
        }
        func cost(_ phase: Phase) -> Double { (weights[phase] ?? 1) * (sizes[phase] ?? 0) }
        let whole = Phase.allCases.reduce(0) { $0 + cost($1) }
        guard whole > 0 else { return 1 }
        let before = Phase.allCases.filter { $0 < progress.phase }.reduce(0) { $0 + cost($1) }
        let within = progress.total > 0 ? Double(progress.done) / Double(progress.total) : 1
        let share = (before + cost(progress.phase) * within) / whole
        return share > 0.9999 ? 1 : share
    }

    private static func name(_ phase: Phase) -> String {
        let text = Strings.current
        switch phase {
        case .reading: return text.migrateReading
        case .dating: return text.migrateDating
        case .writing: return text.migrateWriting
        case .staging: return text.migrateStaging
        case .committing: return text.migrateCommitting
        }
    }
}
