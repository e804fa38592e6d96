import Testing
import VaultKit

@testable import diary

@Suite("the progress bar's line and migrate's share of the work done")
struct ProgressBarTests {
    @Test("a line never reaches the last column; the bar keeps its width whatever the detail", arguments: [40, 60, 80, 120])
    func lineFits(columns: Int) {
        for label in ["Migrating", "변환 중"] {
            var barWidths = Set<Int>()
            for detail in ["reading 1/10,000", "dating from history 10,000/10,000 (12,345/s)", "커밋", String(repeating: "x", count: 200)] {
                let line = ProgressBar.line(label: label, fraction: 0.5, detail: detail, columns: columns)
                #expect(DisplayWidth.of(line) <= columns - 1, "\(columns): \(line)")
                let bar = line.filter { $0 == "█" || $0 == "░" }.count
                if DisplayWidth.of(line) < columns - 1 { barWidths.insert(bar) }
            }
            #expect(barWidths.count <= 1, "\(columns) \(label): \(barWidths)")
        }
        let full = ProgressBar.line(label: "Migrating", fraction: 1, detail: "committing", columns: columns)
        #expect(!full.contains("░"), "\(full)")
    }

    /// The reports of migrating `files` of `entries` entries, as `Vault.migrate` sends them.
    private func reports(entries: Int, files: Int, dated: Int, dryRun: Bool) -> [MigrationProgress] {
        var out: [MigrationProgress] = []
        for done in stride(from: 50, through: entries, by: 50) {
            out.append(
                MigrationProgress(phase: .reading, done: done, total: entries, toWrite: files * done / entries, toDate: dated * done / entries))
        }
        if dated > 0 {
            for done in 1...dated { out.append(MigrationProgress(phase: .dating, done: done, total: dated, toWrite: files, toDate: dated)) }
        }
        if dryRun { return out }
        for phase in [MigrationProgress.Phase.staging, .writing] {
            for done in 1...files { out.append(MigrationProgress(phase: phase, done: done, total: files, toWrite: files, toDate: dated)) }
        }
        for done in 1...2 { out.append(MigrationProgress(phase: .committing, done: done, total: 2, toWrite: files, toDate: dated)) }
        return out
    }

    @Test("full only at the last report: the commit made, or in a dry run the last entry checked", arguments: [false, true])
    func fullAtTheEnd(dryRun: Bool) {
        for (entries, files, dated) in [(1000, 1000, 0), (1000, 10, 0), (1000, 1000, 1000), (1000, 300, 100)] {
            let shares = reports(entries: entries, files: files, dated: dated, dryRun: dryRun)
                .map { MigrationProgressBar.fraction($0, entries: entries, dryRun: dryRun) }
            #expect(shares.last == 1, "\(entries) \(files) \(dated)")
            #expect(shares.dropLast().allSatisfy { $0 < 1 }, "\(entries) \(files) \(dated)")
            #expect(
                zip(shares, shares.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "steady projections go forward only: \(entries) \(files) \(dated)")
        }
    }

    @Test("the share of reading is what reading costs against the rest")
    func readingShare() {
        let endOfReading = MigrationProgress(phase: .reading, done: 10_000, total: 10_000, toWrite: 10_000, toDate: 0)
        let share = MigrationProgressBar.fraction(endOfReading, entries: 10_000, dryRun: false)
        let weights = MigrationProgressBar.weights
        let rest = [MigrationProgress.Phase.staging, .writing, .committing].reduce(0) { $0 + (weights[$1] ?? 0) }
        #expect(abs(share - 1 / (1 + rest)) < 1e-9, "\(share)")
        #expect(share > 0.1 && share < 0.5, "reading is not most of the bar: \(share)")
    }
}
