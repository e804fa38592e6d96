import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `diary migrate` killed with SIGKILL at moments spread over its whole run, many times. Whatever the
/// moment, the next diary command (`diary list` here) leaves exactly one of two states: the old commit
/// with every file byte for byte as it was, or one new commit "Migrate N entries to schema 2" with every
/// file byte for byte as an uninterrupted migration writes it; `git status` and `git fsck` clean, no
/// journal and no lock left; and `diary migrate` then ends in the migrated state. A file edited by hand
/// after the kill is kept as a draft, and a stale `index.lock` that is not the migration's is named and
/// never removed. The moments are drawn from `TestSeed`.
@Suite("a migration killed at any moment ends whole at the next command")
struct KilledMigrateTests {
    static let entries = 300
    /// Kill runs: half spread evenly over a whole migration, half aimed at its short steps (see `Aim`);
    /// more while a step has not been hit yet, up to twice as many.
    static let kills = 24
    static let subject = "Migrate \(entries) entries to schema 2"

    /// The moments of a migration seen from outside, in seconds from its start (nil: not seen).
    struct Timeline {
        /// `index.lock` appeared: the entries are read, the commit is being stored.
        var locked: Double?
        /// The journal appeared: the files are being rewritten.
        var journaled: Double?
        /// The branch moved: the index is being written, then everything flushed to disk.
        var moved: Double?
        /// The journal is gone: the migration is whole.
        var finished: Double?
        var exited = 0.0
    }

    /// Where a kill left the migration, told from the vault at the moment of the kill.
    enum Phase: String, CaseIterable {
        case starting = "before git's locks (starting, reading the entries)"
        case staging = "git's locks held, no journal yet (storing the commit)"
        case rewriting = "journal, branch not moved (rewriting the files)"
        case committed = "journal, branch moved (the index, the last flush)"
        case finished = "whole before the kill"
    }

    /// What a kill is timed from: the start of the run, or the moment a step begins.
    enum Aim {
        case start
        case locked
        case journaled
        case moved
    }

    /// A vault of `entries` schema-1 entries adopted by `diary init`, and an uninterrupted migration of a
    /// copy of it: the two states every interrupted one must end in.
    struct Start {
        let sb: Sandbox
        let oldHead: String
        let oldFiles: [String: Data]
        let newTree: String
        let newFiles: [String: Data]
        let timeline: Timeline

        static func make() async throws -> Start {
            let sb = try Sandbox()
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "Asia/Seoul")!
            for n in 0..<KilledMigrateTests.entries {
                let created = 1_704_099_600 + n * 86_400
                let day = calendar.dateComponents([.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(created)))
                let name = String(format: "%04d/%02d/%04d-%02d-%02d.md", day.year!, day.month!, day.year!, day.month!, day.day!)
                let body = String(repeating: "Words of day \(n), by the river. ", count: 1 + n % 9)
                try sb.write(name, "---\ncreated: \(created)\nlocation: Seoul\ntags: walk, day \(n % 7)\n---\n# Day \(n)\n\n\(body)\n")
            }
            try await sb.initVault()
            try await sb.expectClean()
            let oldHead = try #require(try await sb.head())
            let oldFiles = try KilledMigrateTests.files(in: sb.vault)
            let reference = try KilledMigrateTests.copy(sb, "reference")
            var timeline = try await KilledMigrateTests.run(reference, sb, killing: nil).timeline
            // Timed once more: the first run also meets cold caches (and flushes more to disk).
            let again = try await KilledMigrateTests.run(try KilledMigrateTests.copy(sb, "timing"), sb, killing: nil).timeline
            if again.exited < timeline.exited { timeline = again }
            let newTree = try await KilledMigrateTests.tree(reference, sb)
            #expect(try await sb.gitResult(["log", "-1", "--format=%s"], in: reference).stdout == KilledMigrateTests.subject + "\n")
            #expect(newTree != (try await KilledMigrateTests.tree(sb.vault, sb)))
            return Start(
                sb: sb, oldHead: oldHead, oldFiles: oldFiles, newTree: newTree, newFiles: try KilledMigrateTests.files(in: reference),
                timeline: timeline)
        }

        /// The length of the step `aim` starts, as the uninterrupted run took it, and a fifth more (a few
        /// milliseconds when it went unseen).
        func window(_ aim: Aim) -> Double {
            let t = timeline
            switch aim {
            case .start: return t.exited * 1.2
            case .locked: return max((t.journaled ?? t.exited) - (t.locked ?? 0), 0.003) * 1.2
            case .journaled: return max((t.moved ?? t.exited) - (t.journaled ?? 0), 0.003) * 1.2
            case .moved: return max((t.finished ?? t.exited) - (t.moved ?? 0), 0.003) * 1.2
            }
        }
    }

    @Test("SIGKILL at moments spread over a migration, many times: one of the two states, clean and converging", arguments: TestSeed.run)
    func killedMigrationsEndWhole(seed: UInt64) async throws {
        let start = try await Start.make()
        let sb = start.sb
        defer { sb.cleanUp() }
        var generator = SplitMix64(seed: seed)
        var hits: [Phase: Int] = [:]
        // The span an aimed kill is drawn from: narrowed when a kill lands past its step, widened when
        // it lands within (a migration's speed varies with the machine's load).
        var spans: [Aim: Double] = [.locked: start.window(.locked), .journaled: start.window(.journaled), .moved: start.window(.moved)]
        var run = 0
        while run < Self.kills || (Phase.allCases.contains { hits[$0] == nil } && run < 2 * Self.kills) {
            defer { run += 1 }
            // Even runs: evenly over the whole run and a little past it. Odd runs: within the step that
            // begins when git's locks are taken, when the journal is written, or when the branch moves,
            // by turns.
            let aim: Aim
            let delay: Double
            if run.isMultiple(of: 2) {
                aim = .start
                let slot = Double(run / 2 % (Self.kills / 2)) + Double.random(in: 0..<1, using: &generator)
                delay = start.window(.start) * slot / Double(Self.kills / 2)
            } else {
                aim = [Aim.locked, .journaled, .moved][run / 2 % 3]
                delay = (spans[aim] ?? 0) * Double.random(in: 0..<1, using: &generator)
            }
            let vault = try Self.copy(sb, "run")
            let killed = try await Self.run(vault, sb, killing: (aim, delay)).killed
            let phase = try await Self.phase(vault, start, killed: killed)
            hits[phase, default: 0] += 1
            if let span = spans[aim] {
                let past =
                    switch aim {
                    case .start, .locked: phase != .staging
                    case .journaled: phase == .committed || phase == .finished
                    case .moved: phase == .finished
                    }
                spans[aim] = past ? max(0.002, span * 0.7) : min(span * 1.2, start.window(.start))
            }
            let context = "seed \(seed) run \(run), killed \(String(format: "%.4f", delay)) s after \(aim): \(phase.rawValue)"
            try await expectWhole(vault, start, phase: phase, context: context)
        }
        let counts = Phase.allCases.map { "\(hits[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
        print(
            "KilledMigrateTests, seed \(seed): \(run) kills (a migration of \(Self.entries) took \(String(format: "%.3f", start.timeline.exited)) s): \(counts)"
        )
        for phase in Phase.allCases where phase != .finished {
            #expect(hits[phase] != nil, "seed \(seed): no kill landed \(phase.rawValue); \(counts)")
        }
    }

    @Test("a file edited by hand after the kill is kept: its text in a draft named on stderr, the migration finished", arguments: TestSeed.run)
    func editAfterTheKillKept(seed: UInt64) async throws {
        let start = try await Start.make()
        let sb = start.sb
        defer { sb.cleanUp() }
        var generator = SplitMix64(seed: seed)
        let vault = try await Self.killedWithJournal(start)
        let path = generator.pick(start.oldFiles.keys.filter { $0.hasSuffix(".md") }.sorted())
        let current = try Data(contentsOf: vault.appendingPathComponent(path))
        let mine = current + Data("\nWritten by hand after the kill.\n".utf8)
        try mine.write(to: vault.appendingPathComponent(path))

        let next = try await sb.diary("list", vault: .at(vault))
        #expect(next.status == 0, "seed \(seed): \(next)")
        #expect(next.stderr.contains("Finished the migration that was interrupted"), "seed \(seed): \(next)")
        let line = try #require(
            next.stderr.split(separator: "\n").first { $0.contains("\(path): changed while an interrupted migration") }, "seed \(seed): \(next)")
        let draft = try #require(line.range(of: "kept in ").map { String(line[$0.upperBound...].prefix { $0 != " " }) })
        #expect(FileManager.default.contents(atPath: draft) == mine, "seed \(seed): \(draft) holds the text written by hand")
        #expect(draft.hasPrefix(vault.appendingPathComponent(".git/diary/").path), "seed \(seed): \(draft)")
        try await expectWhole(vault, start, phase: .rewriting, context: "seed \(seed), \(path) edited by hand")
    }

    @Test("a stale index.lock that is not the migration's is named and never removed; once the person removes it, the migration is finished")
    func foreignLockRefused() async throws {
        let start = try await Start.make()
        let sb = start.sb
        defer { sb.cleanUp() }
        let vault = try await Self.killedWithJournal(start)
        let lock = vault.appendingPathComponent(".git/index.lock")
        try? FileManager.default.removeItem(at: lock)
        try Data("someone else's git\n".utf8).write(to: lock)
        let files = try Self.files(in: vault)
        let head = try await Self.head(vault, sb)

        let refused = try await sb.diary("list", vault: .at(vault))
        #expect(refused.status != 0, "\(refused)")
        #expect(refused.errorLines.count == 1 && refused.errorLines.first?.hasPrefix("error: ") == true, "\(refused)")
        #expect(refused.stderr.contains(lock.path), "the lock is named: \(refused)")
        #expect(FileManager.default.contents(atPath: lock.path) == Data("someone else's git\n".utf8), "never removed")
        #expect(FileManager.default.fileExists(atPath: vault.appendingPathComponent(".git/diary/migrate-journal").path))
        #expect(try Self.files(in: vault) == files, "nothing written meanwhile")
        #expect(try await Self.head(vault, sb) == head)

        try FileManager.default.removeItem(at: lock)
        let next = try await sb.diary("list", vault: .at(vault))
        #expect(next.status == 0 && next.stderr.contains("Finished the migration that was interrupted"), "\(next)")
        try await expectWhole(vault, start, phase: .rewriting, context: "after the foreign lock was removed")
    }

    // MARK: Checking the end state

    /// After the kill: the next command, then exactly one of the two states, clean; then `diary migrate`
    /// ends migrated.
    private func expectWhole(_ vault: URL, _ start: Start, phase: Phase, context: String) async throws {
        let sb = start.sb
        if phase != .rewriting && phase != .committed {
            let next = try await sb.diary("list", vault: .at(vault))
            #expect(next.status == 0, "\(context): \(next)")
            #expect(!next.stderr.contains("interrupted"), "\(context): \(next)")
        } else if FileManager.default.fileExists(atPath: vault.appendingPathComponent(".git/diary/migrate-journal").path) {
            let next = try await sb.diary("list", vault: .at(vault))
            #expect(next.status == 0, "\(context): \(next)")
            #expect(next.stderr.contains("Finished the migration that was interrupted"), "\(context): \(next)")
        }
        let migrated = try await expectOneOfTwoStates(vault, start, context: context)
        switch phase {
        case .starting, .staging: #expect(!migrated, "nothing was written before the journal: \(context)")
        case .rewriting, .committed, .finished: #expect(migrated, "a journal is always finished: \(context)")
        }
        let status = try await sb.gitResult(["status", "--porcelain", "--untracked-files=all"], in: vault)
        #expect(status.status == 0 && status.stdout.isEmpty, "git status: \(status.stdout); \(context)")
        let fsck = try await sb.gitResult(["fsck", "--strict", "--no-dangling"], in: vault)
        #expect(fsck.status == 0 && !fsck.allOutput.lowercased().contains("error"), "git fsck: \(fsck); \(context)")
        let objects = try await sb.gitResult(["count-objects", "-v"], in: vault)
        #expect(objects.stdout.contains("\ngarbage: 0\n"), "no half-written pack: \(objects.stdout); \(context)")
        let git = vault.appendingPathComponent(".git")
        let branch = try await sb.gitResult(["symbolic-ref", "HEAD"], in: vault).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        for left in ["diary/migrate-journal", "index.lock", branch + ".lock"] {
            #expect(!FileManager.default.fileExists(atPath: git.appendingPathComponent(left).path), "\(left) left; \(context)")
        }

        let again = try await sb.diary("migrate", vault: .at(vault))
        #expect(again.status == 0, "\(context): \(again)")
        if migrated { #expect(again.stdout.lowercased().contains("nothing"), "\(context): \(again)") }
        #expect(try await expectOneOfTwoStates(vault, start, context: "migrate again, \(context)"), "\(context)")
        try await sb.expectClean(in: vault, context: context)
    }

    /// True for the migrated state, false for the old one; records an issue for anything else.
    private func expectOneOfTwoStates(_ vault: URL, _ start: Start, context: String) async throws -> Bool {
        let sb = start.sb
        let head = try await Self.head(vault, sb)
        let files = try Self.files(in: vault)
        if head == start.oldHead {
            #expect(files == start.oldFiles, "the old commit, every file as it was: \(Self.difference(files, start.oldFiles)); \(context)")
            return false
        }
        let log = try await sb.gitResult(["log", "-1", "--format=%P%n%s"], in: vault).stdout
        #expect(log == "\(start.oldHead)\n\(Self.subject)\n", "one new commit on the old one: \(log); \(context)")
        #expect(try await Self.tree(vault, sb) == start.newTree, "the uninterrupted migration's tree; \(context)")
        #expect(files == start.newFiles, "every file as migrated: \(Self.difference(files, start.newFiles)); \(context)")
        return true
    }

    private static func difference(_ files: [String: Data], _ expected: [String: Data]) -> String {
        let paths = Set(files.keys).union(expected.keys).filter { files[$0] != expected[$0] }.sorted()
        return paths.isEmpty ? "none" : "\(paths.count) differ, first \(paths[0])"
    }

    // MARK: Running and killing

    /// Where the kill left `vault`.
    private static func phase(_ vault: URL, _ start: Start, killed: Bool) async throws -> Phase {
        guard killed else { return .finished }
        let git = vault.appendingPathComponent(".git")
        let moved = try await head(vault, start.sb) != start.oldHead
        if FileManager.default.fileExists(atPath: git.appendingPathComponent("diary/migrate-journal").path) {
            return moved ? .committed : .rewriting
        }
        if moved { return .finished }
        return FileManager.default.fileExists(atPath: git.appendingPathComponent("index.lock").path) ? .staging : .starting
    }

    /// A migration killed at the moment its journal appears (tried again, on a fresh copy, in the rare
    /// run that ends before the journal is seen).
    private static func killedWithJournal(_ start: Start) async throws -> URL {
        for attempt in 0..<20 {
            let vault = try copy(start.sb, "edited-\(attempt)")
            let result = try await run(vault, start.sb, killing: (.journaled, 0))
            if result.killed, FileManager.default.fileExists(atPath: vault.appendingPathComponent(".git/diary/migrate-journal").path) {
                return vault
            }
        }
        Issue.record("no kill left the journal in 20 tries")
        throw CancellationError()
    }

    /// Runs `diary migrate` on `vault`, watching its steps, and kills it with SIGKILL `delay` seconds after
    /// the moment `aim` names (not at all without `killing`, or when that moment never comes).
    /// The watch runs on a thread of its own: it spins for the whole migration.
    private static func run(_ vault: URL, _ sb: Sandbox, killing: (aim: Aim, delay: Double)?) async throws -> (timeline: Timeline, killed: Bool) {
        try await onOwnThread { try watch(vault, sb, killing: killing) }
    }

    private static func watch(_ vault: URL, _ sb: Sandbox, killing: (aim: Aim, delay: Double)?) throws -> (timeline: Timeline, killed: Bool) {
        let git = vault.appendingPathComponent(".git")
        let indexLock = git.appendingPathComponent("index.lock").path
        let journal = git.appendingPathComponent("diary/migrate-journal").path
        let head = (try? String(contentsOf: git.appendingPathComponent("HEAD"), encoding: .utf8)) ?? ""
        let branch = git.appendingPathComponent(String(head.dropFirst("ref: ".count)).trimmingCharacters(in: .whitespacesAndNewlines)).path
        let before = FileManager.default.contents(atPath: branch)
        let process = Process()
        process.executableURL = DiaryBinary.url
        process.arguments = ["migrate", "--vault", vault.path]
        process.environment = sb.environment()
        process.currentDirectoryURL = sb.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        var timeline = Timeline()
        let began = DispatchTime.now().uptimeNanoseconds
        func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9 }
        try process.run()
        var killed = false
        while process.isRunning {
            let t = now()
            if timeline.locked == nil, access(indexLock, F_OK) == 0 { timeline.locked = t }
            let hasJournal = access(journal, F_OK) == 0
            if timeline.journaled == nil, hasJournal { timeline.journaled = t }
            if timeline.journaled != nil, timeline.moved == nil, FileManager.default.contents(atPath: branch) != before { timeline.moved = t }
            if timeline.journaled != nil, timeline.finished == nil, !hasJournal { timeline.finished = t }
            if let killing {
                let from: Double? =
                    switch killing.aim {
                    case .start: 0
                    case .locked: timeline.locked
                    case .journaled: timeline.journaled
                    case .moved: timeline.moved
                    }
                if let from, t >= from + killing.delay {
                    kill(process.processIdentifier, SIGKILL)
                    killed = true
                    break
                }
            }
            usleep(50)
        }
        process.waitUntilExit()
        timeline.exited = now()
        return (timeline, killed && process.terminationReason == .uncaughtSignal)
    }

    // MARK: Plain files and git

    /// A fresh copy of the start vault, named `name` (any copy of that name before is removed).
    private static func copy(_ sb: Sandbox, _ name: String) throws -> URL {
        let target = sb.root.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: sb.vault, to: target)
        return target
    }

    /// Every file of `vault` outside `.git`, by relative path.
    private static func files(in vault: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        let prefix = vault.path + "/"
        let walker = FileManager.default.enumerator(at: vault, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walker?.nextObject() as? URL {
            let path = String(url.path.dropFirst(prefix.count))
            if path == ".git" {
                walker?.skipDescendants()
                continue
            }
            if try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
                out[path] = try Data(contentsOf: url)
            }
        }
        return out
    }

    private static func head(_ vault: URL, _ sb: Sandbox) async throws -> String {
        try await sb.gitResult(["rev-parse", "HEAD"], in: vault).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func tree(_ vault: URL, _ sb: Sandbox) async throws -> String {
        try await sb.gitResult(["rev-parse", "HEAD^{tree}"], in: vault).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
