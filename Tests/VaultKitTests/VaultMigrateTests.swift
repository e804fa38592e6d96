import Foundation
import Localization
import TestSupport
import Testing

@testable import VaultKit

/// A vault holding every kind of entry `Vault.migrate` meets: schema 0, 1 and 2, and files it cannot migrate.
private enum MixedVault {
    // Schema 1.
    static let contract = "2025/11/2025-11-21.md"
    static let crlf = "2025/11/2025-11-20.md"
    // Schema 0: first committed on another day; first committed that day (then edited later); never committed.
    static let plainOtherDay = "2025/10/2025-10-05.md"
    static let plainSameDay = "2025/10/2025-10-06.md"
    static let plainUntracked = "2025/10/2025-10-07.md"
    // Schema 2.
    static let current = "2025/09/2025-09-03.md"
    // Broken.
    static let badYAML = "2025/09/2025-09-04.md"
    static let notUTF8 = "2025/09/2025-09-05.md"
    static let conflict = "2025/09/2025-09-06.md"
    static let newer = "2025/09/2025-09-07.md"

    static let migratable = [contract, crlf, plainOtherDay, plainSameDay, plainUntracked]
    static let broken = [badYAML, notUTF8, conflict, newer]
    static let others = ["README.md", "notes/ideas.md"]

    static let texts: [String: String] = [
        contract: "---\ncreated: 1763683200.0\nlocation: Seoul, South Korea\nweather: Sunny\ntags: travel, family\n---\nbody...\n",
        crlf: "---\r\nmood: NO\r\ncreated: 1763600000.5\r\ntags: a, b\r\n---\r\nWindows line endings.\r\n",
        plainOtherDay: "No front matter at all.\n",
        plainSameDay: "# 오늘\n\n비가 왔다.\n",
        plainUntracked: "Never committed.\n",
        current: "---\nschema: 2\ncreated: 2025-09-03T07:45:00+09:00\ntags: [walk]\n---\n# Autumn begins\n",
        badYAML: "---\ncreated: [unclosed\ntags: {a: \n---\nBody.\n",
        conflict: "---\ncreated: 1763683200\ndate: 2024-01-01\n---\nTwo dates.\n",
        newer: "---\nschema: 3\ncreated: 2025-09-07T10:00:00+09:00\n---\nFrom the future.\n",
        "README.md": "plain text, not an entry\n",
        "notes/ideas.md": "no front matter, not an entry\n"
    ]
    static let notUTF8Bytes = Data("---\ncreated: 1763683200\n---\nLatin-1: caf".utf8) + Data([0xE9, 0x0A, 0xFF, 0xFE, 0x0A])

    /// What the migrated files hold (Asia/Seoul).
    static let expected: [String: String] = [
        contract:
            "---\nschema: 2\ncreated: 2025-11-21T09:00:00+09:00\nlocation:\n  name: Seoul, South Korea\nweather:\n  condition: Sunny\ntags: [travel, family]\n---\nbody...\n",
        crlf: "---\r\nschema: 2\r\ncreated: 2025-11-20T09:53:20+09:00\r\ntags: [a, b]\r\nmood: NO\r\n---\r\nWindows line endings.\r\n",
        plainOtherDay: "---\nschema: 2\ncreated: 2025-10-05T00:00:00+09:00\n---\nNo front matter at all.\n",
        plainSameDay: "---\nschema: 2\ncreated: 2025-10-06T14:30:05+09:00\n---\n# 오늘\n\n비가 왔다.\n",
        plainUntracked: "---\nschema: 2\ncreated: 2025-10-07T00:00:00+09:00\n---\nNever committed.\n"
    ]

    /// Writes the files and commits them with plain git: everything but `plainSameDay` and `plainUntracked` on
    /// 2025-12-01; `plainSameDay` first on 2025-10-06 at 14:30:05 and edited that evening; `plainUntracked` never.
    static func make(_ box: Sandbox) throws -> Vault {
        let vault = try box.makeVault(timeZone: Sandbox.seoul)
        for (path, text) in texts where path != plainSameDay && path != plainUntracked {
            try box.write(path, text)
        }
        try Data(notUTF8Bytes).write(to: box.url(notUTF8))
        try box.git("add", "-A")
        try box.git("commit", "-q", "-m", "Old entries", "--date=2025-12-01T10:00:00+09:00")
        try box.write(plainSameDay, "# 오늘\n")
        try box.git("add", "-A")
        try box.git("commit", "-q", "-m", "Started that day", "--date=2025-10-06T14:30:05+09:00")
        try box.write(plainSameDay, texts[plainSameDay]!)
        try box.git("commit", "-q", "-a", "-m", "Finished that evening", "--date=2025-10-06T21:00:00+09:00")
        try box.write(plainUntracked, texts[plainUntracked]!)
        return vault
    }

    /// Every file of the vault (outside `.git`), by relative path.
    static func snapshot(_ box: Sandbox) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for sub in try FileManager.default.subpathsOfDirectory(atPath: box.repo.path) where !sub.hasPrefix(".git") {
            var isFolder: ObjCBool = false
            let full = box.repo.appendingPathComponent(sub).path
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                out[sub] = FileManager.default.contents(atPath: full)
            }
        }
        return out
    }
}

/// Collects progress reports from the migration's worker threads.
private final class ProgressHeads: @unchecked Sendable {
    private let lock = NSLock()
    private var heads: [String?] = []
    func add(_ head: String?) {
        lock.lock()
        heads.append(head)
        lock.unlock()
    }
    var all: [String?] {
        lock.lock()
        defer { lock.unlock() }
        return heads
    }
}

private final class ProgressLog: @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [MigrationProgress] = []
    func add(_ progress: MigrationProgress) {
        lock.lock()
        calls.append(progress)
        lock.unlock()
    }
    var all: [MigrationProgress] {
        lock.lock()
        defer { lock.unlock() }
        return calls
    }
}

@Suite("Vault.migrate: a whole vault in one commit")
struct VaultMigrateTests {
    @Test("dry run: nothing written, counts per schema, the would-be list, failures and unified diffs")
    func dryRun() throws {
        try Sandbox.with { box in
            let vault = try MixedVault.make(box)
            let head = try box.head()
            let before = try MixedVault.snapshot(box)

            let report = try vault.migrate(dryRun: true, diffs: true)

            #expect(try box.head() == head, "no commit")
            #expect(try MixedVault.snapshot(box) == before, "no file changed")
            #expect(try box.status() == ["?? \(MixedVault.plainUntracked)"])
            #expect(report.commit == nil)
            #expect(report.entriesBySchema == [0: 3, 1: 2, 2: 1])
            #expect(Set(report.migrated.map(\.relativePath)) == Set(MixedVault.migratable))
            #expect(report.migrated.count == MixedVault.migratable.count)
            #expect(Set(report.failures.map(\.file)) == Set(MixedVault.broken), "\(report.failures)")
            #expect(report.failures.allSatisfy { !$0.reason(in: EnglishText()).isEmpty })

            #expect(report.diffs.count == MixedVault.migratable.count)
            let all = report.diffs.joined()
            for path in MixedVault.migratable {
                #expect(report.diffs.contains { $0.contains("a/\(path)") && $0.contains("b/\(path)") }, "a diff for \(path)")
            }
            #expect(all.contains("\n-created: 1763683200.0\n"), "\(all)")
            #expect(all.contains("\n+created: 2025-11-21T09:00:00+09:00\n"), "\(all)")
            #expect(all.contains("\n+schema: 2\n"), "\(all)")
            #expect(all.contains("\n+created: 2025-10-06T14:30:05+09:00\n"), "\(all)")
            #expect(all.contains("@@"), "\(all)")
            #expect(!all.contains("2025-09-03"), "nothing for the entry already current")
        }
    }

    @Test("without diffs asked for, none are made")
    func noDiffsUnlessAsked() throws {
        try Sandbox.with { box in
            let vault = try MixedVault.make(box)
            #expect(try vault.migrate(dryRun: true).diffs.isEmpty)
            #expect(try vault.migrate(dryRun: true, diffs: false).migrated.count == MixedVault.migratable.count)
        }
    }

    @Test("migrate: one commit of exactly the migrated files; broken files untouched and listed; a second run does nothing")
    func migrateOnce() throws {
        try Sandbox.with { box in
            let vault = try MixedVault.make(box)
            let count = try box.commitCount()
            let before = try MixedVault.snapshot(box)

            let report = try vault.migrate()

            #expect(try box.commitCount() == count + 1)
            let commit = try #require(report.commit)
            #expect(try box.head()?.hasPrefix(commit) == true)
            let stat = try box.gitLines("show", "--stat", "--format=%s", "HEAD")
            #expect(stat.first == "Migrate 5 entries to schema 2", "\(stat)")
            #expect(stat.last?.contains("5 files changed") == true, "\(stat)")
            #expect(try box.changedInHead().sorted() == MixedVault.migratable.sorted())
            #expect(report.entriesBySchema == [0: 3, 1: 2, 2: 1])
            #expect(Set(report.migrated.map(\.relativePath)) == Set(MixedVault.migratable))
            #expect(report.diffs.isEmpty)

            for (path, text) in MixedVault.expected {
                MigrationGolden.expectSameBytes(box.contents(path) ?? "(missing)", text, path)
                // The committed blob is the file.
                #expect(try box.git("show", "HEAD:\(path)") == text, "\(path) as committed")
                let entry = try vault.read(MigrationGolden.path(path))
                #expect(entry.document.schemaVersion == 2)
            }
            let after = try MixedVault.snapshot(box)
            for path in MixedVault.broken + MixedVault.others + [MixedVault.current] {
                #expect(after[path] == before[path], "\(path) left byte for byte")
            }
            #expect(after.keys.sorted() == before.keys.sorted(), "no file added or removed")

            let failures = Dictionary(uniqueKeysWithValues: report.failures.map { ($0.file, $0.reason(in: EnglishText())) })
            #expect(failures.keys.sorted() == MixedVault.broken.sorted(), "\(report.failures)")
            #expect(failures[MixedVault.notUTF8]?.contains("UTF-8") == true, "\(failures)")
            #expect(failures[MixedVault.conflict]?.contains("date") == true, "\(failures)")
            #expect(
                failures[MixedVault.newer]
                    == VaultError.newerSchema(
                        file: MixedVault.newer, schema: 3,
                        supported: FrontMatter.currentSchema
                    ).message(in: EnglishText(), about: MixedVault.newer),
                "the file is named once, by the failure: \(failures)")
            #expect(failures[MixedVault.badYAML].map { !$0.isEmpty } == true, "\(failures)")
            try box.expectCommittedCleanly()

            // Again: nothing to do, no commit, the same failures.
            let head = try box.head()
            let second = try vault.migrate()
            #expect(second.migrated.isEmpty)
            #expect(second.commit == nil)
            #expect(second.entriesBySchema == [2: 6])
            #expect(Set(second.failures.map(\.file)) == Set(MixedVault.broken))
            #expect(try box.head() == head)
            #expect(try MixedVault.snapshot(box) == after)
            try box.expectCommittedCleanly()
        }
    }

    @Test("a file changed but not committed elsewhere in the vault stays out of the commit")
    func unrelatedChangesStayOut() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault(timeZone: Sandbox.seoul)
            try box.write("2025/11/2025-11-21.md", MixedVault.texts[MixedVault.contract]!)
            try box.write(MixedVault.current, MixedVault.texts[MixedVault.current]!)
            try box.git("add", "-A")
            try box.git("commit", "-q", "-m", "Old entries")
            try box.write("2025/09/2025-09-04.md", "---\nschema: 2\ncreated: 2025-09-04T10:00:00+09:00\n---\nStaged.\n")
            try box.git("add", "2025/09/2025-09-04.md")
            try box.write(MixedVault.current, MixedVault.texts[MixedVault.current]! + "Typed, not saved.\n")

            let report = try vault.migrate()
            #expect(report.migrated.map(\.relativePath) == ["2025/11/2025-11-21.md"])
            #expect(try box.changedInHead() == ["2025/11/2025-11-21.md"])
            #expect(try box.status() == [" M \(MixedVault.current)", "A  2025/09/2025-09-04.md"])
            #expect(box.contents(MixedVault.current) == MixedVault.texts[MixedVault.current]! + "Typed, not saved.\n")
        }
    }

    @Test("a linked entry file is left alone, and so is what it points to")
    func symlinkLeftAlone() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault(timeZone: Sandbox.seoul)
            let outside = box.root.appendingPathComponent("outside.md")
            try Data(MixedVault.texts[MixedVault.contract]!.utf8).write(to: outside)
            try box.write("2025/11/2025-11-20.md", MixedVault.texts[MixedVault.contract]!)
            try FileManager.default.createSymbolicLink(atPath: box.url("2025/11/2025-11-21.md").path, withDestinationPath: outside.path)
            try box.git("add", "-A")
            try box.git("commit", "-q", "-m", "With a link")
            let report = try vault.migrate()
            #expect(report.migrated.map(\.relativePath) == ["2025/11/2025-11-20.md"])
            #expect(box.isLink(box.url("2025/11/2025-11-21.md").path))
            #expect(FileManager.default.contents(atPath: outside.path) == Data(MixedVault.texts[MixedVault.contract]!.utf8))
            #expect(try box.changedInHead() == ["2025/11/2025-11-20.md"])
            try box.expectCommittedCleanly()
        }
    }

    /// The contract: "An empty entry (no body text) is never saved." Migrating must not write one either.
    @Test("a file without body text is not turned into an entry with an empty body", arguments: ["", "\n", "---\ncreated: 1763683200\n---\n"])
    func emptyBodyNotWritten(_ text: String) throws {
        try Sandbox.with { box in
            let vault = try box.makeVault(timeZone: Sandbox.seoul)
            try box.write("2025/11/2025-11-21.md", text)
            try box.write("2025/11/2025-11-22.md", "Text.\n")
            try box.git("add", "-A")
            try box.git("commit", "-q", "-m", "Empty one")
            let report = try vault.migrate()
            #expect(report.migrated.map(\.relativePath) == ["2025/11/2025-11-22.md"], "\(report.migrated)")
            #expect(box.contents("2025/11/2025-11-21.md") == text, "\(box.contents("2025/11/2025-11-21.md")?.debugDescription ?? "")")
        }
    }

    @Test("a vault with nothing to migrate: no commit, no diff")
    func nothingToDo() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault(timeZone: Sandbox.seoul)
            try box.write(MixedVault.current, MixedVault.texts[MixedVault.current]!)
            try box.git("add", "-A")
            try box.git("commit", "-q", "-m", "One entry")
            let head = try box.head()
            let report = try vault.migrate(diffs: true)
            #expect(report.migrated.isEmpty && report.commit == nil && report.diffs.isEmpty && report.failures.isEmpty)
            #expect(report.entriesBySchema == [2: 1])
            #expect(try box.head() == head)
        }
    }

    @Test("an empty vault: an empty report")
    func emptyVault() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault(timeZone: Sandbox.seoul)
            let report = try vault.migrate()
            #expect(report.migrated.isEmpty && report.commit == nil && report.entriesBySchema.isEmpty && report.failures.isEmpty)
            #expect(try box.head() == nil)
        }
    }

    @Test("schema 0: the time of the file's first commit that day, in the vault's zone")
    func schemaZeroTakesFirstCommitTime() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault(timeZone: MigrationGolden.losAngeles)
            // 2025-11-21T05:14:03+09:00 is 2025-11-20T12:14:03-08:00: the 20th in the vault's zone.
            try box.write("2025/11/2025-11-20.md", "Written on the 20th.\n")
            try box.write("2025/11/2025-11-21.md", "Written on the 21st.\n")
            try box.git("add", "-A")
            try box.git("commit", "-q", "-m", "Plain journal", "--date=2025-11-21T05:14:03+09:00")
            _ = try vault.migrate()
            MigrationGolden.expectSameBytes(
                box.contents("2025/11/2025-11-20.md") ?? "",
                "---\nschema: 2\ncreated: 2025-11-20T12:14:03-08:00\n---\nWritten on the 20th.\n")
            MigrationGolden.expectSameBytes(
                box.contents("2025/11/2025-11-21.md") ?? "",
                "---\nschema: 2\ncreated: 2025-11-21T00:00:00-08:00\n---\nWritten on the 21st.\n")
            try box.expectCommittedCleanly()
        }
    }

    @Test("dropAliases removes other tools' keys in the vault too")
    func dropAliases() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault(timeZone: Sandbox.seoul)
            try box.write("2025/11/2025-11-21.md", MigrationForeignFrontMatterTests.jekyll)
            try box.git("add", "-A")
            try box.git("commit", "-q", "-m", "Jekyll post")
            let report = try vault.migrate(dropAliases: true)
            #expect(report.migrated.count == 1)
            MigrationGolden.expectSameBytes(
                box.contents("2025/11/2025-11-21.md") ?? "",
                """
                ---
                schema: 2
                created: 2025-11-21T09:14:03+09:00
                tags: [travel, family]
                layout: post
                title: Hello
                ---
                Hello, world.

                """)
        }
    }

    @Test("to: 1 brings schema 0 up to schema 1 only")
    func toSchemaOne() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault(timeZone: Sandbox.seoul)
            try box.write("2025/11/2025-11-21.md", "Plain.\n")
            try box.write("2025/11/2025-11-22.md", MixedVault.texts[MixedVault.contract]!)
            try box.git("add", "-A")
            try box.git("commit", "-q", "-m", "Old", "--date=2025-12-01T10:00:00+09:00")
            let report = try vault.migrate(to: 1)
            #expect(report.migrated.map(\.relativePath) == ["2025/11/2025-11-21.md"])
            #expect(try box.gitLines("log", "-1", "--format=%s") == ["Migrate 1 entry to schema 1"])
            MigrationGolden.expectSameBytes(box.contents("2025/11/2025-11-21.md") ?? "", "---\ncreated: 1763650800\n---\nPlain.\n")
            #expect(box.contents("2025/11/2025-11-22.md") == MixedVault.texts[MixedVault.contract])
        }
    }

    @Test("a target this diary does not write is refused and nothing is touched", arguments: [3, 0, -1, 99])
    func unknownTargetRefused(_ target: Int) throws {
        try Sandbox.with { box in
            let vault = try MixedVault.make(box)
            let head = try box.head()
            let before = try MixedVault.snapshot(box)
            let error = #expect(throws: VaultError.self) { try vault.migrate(to: target) }
            guard case .migrationFailed(_, let problem)? = error else {
                Issue.record("expected migrationFailed, got \(String(describing: error))")
                return
            }
            #expect(problem == .unsupportedTarget(target))
            #expect(problem.message(in: EnglishText()).contains("schema \(target)"), "\(problem)")
            #expect(try box.head() == head)
            #expect(try MixedVault.snapshot(box) == before)
        }
    }

    @Test("a dry run reports reading every entry, then dating the schema-0 ones, and nothing after")
    func progressOfADryRun() throws {
        let log = ProgressLog()
        try Sandbox.with { box in
            let vault = try MixedVault.make(box)
            _ = try vault.migrate(dryRun: true, progress: { log.add($0) })
        }
        let all = log.all
        let total = MixedVault.migratable.count + MixedVault.broken.count + 1
        let reading = all.filter { $0.phase == .reading }
        #expect(reading.last?.done == total && reading.allSatisfy { $0.total == total }, "\(all)")
        #expect(Set(all.map { $0.phase }) == [.reading, .dating], "\(all)")
        #expect(all.last == MigrationProgress(phase: .dating, done: 3, total: 3, toWrite: 5, toDate: 3), "\(all)")
        Self.expectInOrder(all)
    }

    @Test("a migration reports every phase in order, never a step back, full only once the commit is made")
    func progressOfAMigration() throws {
        let log = ProgressLog()
        let heads = ProgressHeads()
        var before: String?
        var commit: String?
        try Sandbox.with { box in
            let vault = try MixedVault.make(box)
            before = try box.head()
            commit = try vault.migrate(progress: { progress in
                log.add(progress)
                if progress.phase == .committing, progress.done == progress.total { heads.add((try? box.head()) ?? nil) }
            }).commit
        }
        let all = log.all
        Self.expectInOrder(all)
        var phases: [MigrationProgress.Phase] = []
        for report in all where phases.last != report.phase { phases.append(report.phase) }
        #expect(phases == [.reading, .dating, .staging, .writing, .committing], "\(all)")
        for phase in [MigrationProgress.Phase.staging, .writing] {
            let last = all.last { $0.phase == phase }
            #expect(last?.done == 5 && last?.total == 5, "\(phase): \(all)")
        }
        #expect(all.filter { $0.phase > .dating }.allSatisfy { $0.toWrite == 5 && $0.toDate == 3 }, "\(all)")
        #expect(all.filter { $0.phase == .committing }.map { $0.done } == [1, 2], "\(all)")
        #expect(all.last == MigrationProgress(phase: .committing, done: 2, total: 2, toWrite: 5, toDate: 3))
        let fullAt = heads.all
        #expect(fullAt.count == 1, "\(fullAt)")
        let head = fullAt.first ?? nil
        #expect(
            head != nil && head != before && head?.hasPrefix(commit ?? "?") == true,
            "the last report comes once HEAD is the new commit: \(fullAt)")
    }

    @Test("nothing to do: every report says nothing is to be written, and only entries are read")
    func progressWithNothingToDo() throws {
        let log = ProgressLog()
        var migrated = -1
        try Sandbox.with { box in
            let vault = try box.makeVault(timeZone: Sandbox.seoul)
            for n in 1...300 {
                let day = Day(year: 2024, month: 1, day: 1)!.adding(days: n)
                try box.write(EntryPath(day: day).relativePath, "---\nschema: 2\ncreated: \(day)T10:00:00+09:00\n---\nEntry \(n).\n")
            }
            try box.git("add", "-A")
            try box.git("commit", "-q", "-m", "Current")
            migrated = try vault.migrate(progress: { log.add($0) }).migrated.count
        }
        let all = log.all
        #expect(migrated == 0)
        #expect(!all.isEmpty && all.allSatisfy { $0.phase == .reading && $0.toWrite == 0 }, "\(all)")
        #expect(all.count <= 201, "about every half percent: \(all.count) reports")
        Self.expectInOrder(all)
    }

    /// Each report a later phase, or more done in the same one.
    static func expectInOrder(_ reports: [MigrationProgress], sourceLocation: SourceLocation = #_sourceLocation) {
        for (a, b) in zip(reports, reports.dropFirst()) {
            #expect(
                a.phase < b.phase || (a.phase == b.phase && a.done < b.done && a.total == b.total),
                "\(a) then \(b)", sourceLocation: sourceLocation)
        }
    }

    @Test("many entries: all in the one commit, each readable as schema 2", arguments: TestSeed.run)
    func manyEntries(seed: UInt64) throws {
        try Sandbox.with { box in
            let vault = try box.makeVault(timeZone: MigrationGolden.losAngeles)
            var g = SplitMix64(seed: seed)
            var paths: [String] = []
            for n in 0..<300 {
                let day = Day(year: 2024, month: 1, day: 1)!.adding(days: n)
                let path = EntryPath(day: day).relativePath
                // A moment of that day in the vault's zone (23 or 25 hours long on the days DST changes).
                let start = Int(day.startDate(in: MigrationGolden.losAngeles).timeIntervalSince1970)
                let end = Int(day.adding(days: 1).startDate(in: MigrationGolden.losAngeles).timeIntervalSince1970)
                let epoch = start + g.int(0...(end - start - 1))
                try box.write(path, n % 3 == 0 ? "Plain \(n).\n" : "---\ncreated: \(epoch).\(g.int(0...9))\ntags: t\(n % 7), all\n---\nEntry \(n).\n")
                paths.append(path)
            }
            try box.git("add", "-A")
            try box.git("commit", "-q", "-m", "Many")
            let report = try vault.migrate()
            #expect(report.migrated.count == 300, "seed \(seed)")
            #expect(report.failures.isEmpty, "seed \(seed): \(report.failures)")
            #expect(try box.changedInHead().count == 300, "seed \(seed)")
            #expect(try box.gitLines("log", "-1", "--format=%s") == ["Migrate 300 entries to schema 2"], "seed \(seed)")
            for path in paths {
                let entry = try vault.read(MigrationGolden.path(path))
                #expect(entry.document.schemaVersion == 2, "seed \(seed): \(path)")
                let stamp = try #require(entry.document.frontMatter?.created.flatMap { EntryTimestamp(rfc3339: $0) }, "seed \(seed): \(path)")
                #expect(stamp.day == MigrationGolden.path(path).day, "seed \(seed): \(path): \(stamp)")
            }
            try box.expectCommittedCleanly(context: "seed \(seed)")
        }
    }
}
