import Foundation
import GitKit
import TestSupport
import Testing

@testable import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

/// The journal of a migration (`MigrationJournal`), the sides a file can be on after a kill (`RewriteSide`),
/// the in-place rewrite and its undoing (`InPlaceRewrite`), and what the next holder of the vault lock does
/// with a migration a kill left halfway (`Vault.finishMigrationHoldingLock`).
@Suite("the journal of a migration, and finishing one a kill interrupted")
struct MigrationJournalTests {
    static func oldText(_ n: Int) -> String {
        "---\ncreated: \(1_763_683_200 + n * 86_400)\nlocation: Seoul\ntags: a, b\n---\n# Day \(n)\n\nOld words of day \(n).\n"
    }

    static func newText(_ n: Int) -> String {
        "---\nschema: 2\ncreated: 2025-11-\(String(format: "%02d", n + 1))T09:00:00+09:00\nlocation:\n  name: Seoul\ntags: [a, b]\n---\n# Day \(n)\n\nOld words of day \(n).\n"
    }

    static func path(_ n: Int) -> String { "2025/11/2025-11-\(String(format: "%02d", n + 1)).md" }

    /// A vault with `count` schema-1 entries committed, and a migration of them staged and journaled the
    /// way `commitRewritingInPlace` does it, then "killed": `written` files rewritten in place, the next
    /// one torn halfway when `torn`, git's locks left holding the marker and the journal on disk.
    struct Killed {
        let sandbox: Sandbox
        let vault: Vault
        let journal: MigrationJournal
        let before: String
        let files: [InPlaceRewrite.File]

        static func make(
            _ sandbox: Sandbox, count: Int = 6, written: Int, torn: Bool = false, extra: [InPlaceRewrite.File] = []
        ) throws -> Killed {
            let vault = try sandbox.makeVault()
            for n in 0..<count { try sandbox.write(MigrationJournalTests.path(n), MigrationJournalTests.oldText(n)) }
            try sandbox.git("add", "-A")
            try sandbox.git("commit", "-qm", "old entries")
            let before = try #require(try sandbox.head())
            let files =
                (0..<count).map { n in
                    InPlaceRewrite.File(
                        path: MigrationJournalTests.path(n), old: Data(MigrationJournalTests.oldText(n).utf8),
                        new: Data(MigrationJournalTests.newText(n).utf8))
                } + extra
            let marker = LockMarker.make(tool: vault.host.tool)
            var journal: MigrationJournal?
            do {
                let lock = try vault.lock()
                defer { withExtendedLifetime(lock) {} }
                let transaction = try vault.beginCommit(marker: marker)
                let staged = try transaction.stage(files.map { FileRewrite(path: $0.path, old: $0.old, new: $0.new) }, message: "Migrate")
                journal = MigrationJournal(pid: 999_999, marker: marker, staged: staged)
                try journal!.write(gitDirectory: vault.gitDirectory)
                var rewrite = InPlaceRewrite(root: vault.root)
                try rewrite.apply(Array(files.prefix(written)), changedMeanwhile: { VaultError.changedDuringMigration(file: $0) })
                if torn, written < files.count, let old = files[written].old, let new = files[written].new {
                    // New bytes over the first half of the old ones, as a kill in the middle of the write leaves it.
                    try sandbox.write(files[written].path, bytes: new.prefix(old.count / 2) + old.dropFirst(old.count / 2))
                }
                transaction.release()
                // What the kill leaves: git's locks, holding the marker.
                try sandbox.write(".git/index.lock", marker)
                try sandbox.write(".git/\(staged.branch).lock", marker)
            }
            return Killed(sandbox: sandbox, vault: try Vault.open(at: sandbox.repo), journal: journal!, before: before, files: files)
        }

        var journalExists: Bool { MigrationJournal.exists(gitDirectory: vault.gitDirectory) }

        func expectAllNew(_ context: String = "") throws {
            #expect(try sandbox.head() == journal.staged.commit.hex, "\(context)")
            for file in files {
                #expect(sandbox.bytes(file.path) == file.new, "\(file.path) \(context)")
            }
            let status = try sandbox.status()
            #expect(status.isEmpty, "\(status) \(context)")
            #expect(!journalExists && !sandbox.exists(".git/index.lock"), "\(context)")
            #expect(try sandbox.gitResult(["fsck", "--strict", "--no-dangling"]).status == 0)
        }
    }

    // MARK: The journal's text

    @Test("a journal reads back as written, and a damaged one is refused")
    func journalRoundTrip() throws {
        let a = try #require(ObjectID(hex: String(repeating: "a", count: 40)))
        let b = try #require(ObjectID(hex: String(repeating: "b", count: 40)))
        let c = try #require(ObjectID(hex: String(repeating: "c", count: 40)))
        let journal = MigrationJournal(
            pid: 4242, marker: "diary 4242 beef",
            staged: StagedCommit(
                branch: "refs/heads/my/topic", parent: nil, commit: c,
                files: [
                    StagedCommit.File(path: "2025/11/2025-11-21.md", old: a, new: b, stored: b, mode: 0o100644, smudged: false),
                    StagedCommit.File(path: "2025/11/a name with spaces.md", old: nil, new: b, stored: c, mode: 0o100755, smudged: true),
                    StagedCommit.File(path: "2020/12/2020-12-27.md", old: a, new: nil, stored: nil, mode: 0o100644, smudged: false)
                ]))
        let data = journal.encoded()
        #expect(MigrationJournal.decode(data) == journal)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix("diary migrate-journal 1\npid 4242\nmarker diary 4242 beef\n"), "\(text)")
        #expect(text.contains("file \(a.hex) \(b.hex) = 100644 - 2025/11/2025-11-21.md\n"), "\(text)")
        // Cut short, from another version, or not a journal at all: never guessed at.
        #expect(MigrationJournal.decode(data.dropLast(5)) == nil)
        #expect(MigrationJournal.decode(Data(text.replacingOccurrences(of: "journal 1\n", with: "journal 2\n").utf8)) == nil)
        #expect(MigrationJournal.decode(Data(text.replacingOccurrences(of: " = 100644", with: " = 1x0644").utf8)) == nil)
        #expect(MigrationJournal.decode(Data("hello\nend\n".utf8)) == nil)
    }

    // MARK: Which side a file is on

    @Test("every state a kill leaves between two texts is old, new or torn; a text edited since is neither", arguments: TestSeed.run)
    func sides(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let words = ["river", "강", "coffee", "\r\n", "\n", "---", " ", "tags: [a, b]", "é", "🙂"]
        func text() -> [UInt8] { Array((0..<random.int(0...30)).map { _ in random.pick(words) }.joined().utf8) }
        for round in 0..<300 {
            let old = text()
            var new = text()
            if new == old { new += Array("!".utf8) }
            let context =
                "seed \(seed) round \(round): \(String(decoding: old, as: UTF8.self).debugDescription) → \(String(decoding: new, as: UTF8.self).debugDescription)"
            #expect(RewriteSide.of(Data(old), old: Data(old), new: Data(new)) == .old, "\(context)")
            #expect(RewriteSide.of(Data(new), old: Data(old), new: Data(new)) == .new, "\(context)")
            // New over old from the first byte, stopped after k bytes; then (shorter new) before the cut.
            var states: [[UInt8]] = []
            for k in 0...new.count { states.append(Array(new.prefix(k)) + Array(old.dropFirst(k))) }
            // And a rollback stopped halfway: old over new.
            for k in 0...old.count { states.append(Array(old.prefix(k)) + Array(new.dropFirst(k))) }
            for state in states {
                let side = RewriteSide.of(Data(state), old: Data(old), new: Data(new))
                #expect([.old, .new, .torn].contains(side), "\(context): \(String(decoding: state, as: UTF8.self).debugDescription)")
            }
            // Someone's writing, anywhere in any of those states, is an edit.
            let state = random.pick(states)
            var edited = state
            edited.insert(contentsOf: Array("✍️ mine".utf8), at: random.int(0...state.count))
            #expect(RewriteSide.of(Data(edited), old: Data(old), new: Data(new)) == .edited, "\(context)")
            // A file created new (no old side): empty or any part of it is torn; more is an edit.
            #expect(RewriteSide.of(Data(new.prefix(random.int(0...new.count))), old: nil, new: Data(new)) != .edited, "\(context)")
            #expect(RewriteSide.of(nil, old: nil, new: Data(new)) == .old)
            #expect(RewriteSide.of(nil, old: Data(old), new: nil) == .new)
        }
    }

    // MARK: Rewriting in place

    @Test("an in-place rewrite puts every file back when one changed meanwhile: the same bytes and inodes, nothing created")
    func rollBackInPlace() throws {
        try Sandbox.with { sandbox in
            try FileManager.default.createDirectory(at: sandbox.repo, withIntermediateDirectories: true)
            let shorter = InPlaceRewrite.File(path: "a.md", old: Data("a long old text\n".utf8), new: Data("short\n".utf8))
            let longer = InPlaceRewrite.File(path: "b.md", old: Data("old\n".utf8), new: Data("a much longer new text\n".utf8))
            let created = InPlaceRewrite.File(path: "new/c.md", old: nil, new: Data("created\n".utf8))
            let removed = InPlaceRewrite.File(path: "d.md", old: Data("going\n".utf8), new: nil)
            let changed = InPlaceRewrite.File(path: "e.md", old: Data("as read\n".utf8), new: Data("migrated\n".utf8))
            for file in [shorter, longer, removed] { try sandbox.write(file.path, bytes: file.old!) }
            try sandbox.write("e.md", "edited by someone since\n")
            var inodes: [String: ino_t] = [:]
            for file in [shorter, longer] {
                var info = stat()
                stat(sandbox.url(file.path).path, &info)
                inodes[file.path] = info.st_ino
            }
            var rewrite = InPlaceRewrite(root: sandbox.repo)
            #expect(throws: VaultError.changedDuringMigration(file: "e.md")) {
                try rewrite.apply([shorter, longer, created, changed, removed], changedMeanwhile: { VaultError.changedDuringMigration(file: $0) })
            }
            #expect(sandbox.bytes("b.md") == longer.new, "rewritten in place before the changed file was met")
            #expect(rewrite.rollBack())
            for file in [shorter, longer, removed] { #expect(sandbox.bytes(file.path) == file.old, "\(file.path)") }
            for (path, inode) in inodes {
                var info = stat()
                stat(sandbox.url(path).path, &info)
                #expect(info.st_ino == inode, "\(path) kept its inode")
            }
            #expect(!sandbox.exists("new/c.md"))
            #expect(sandbox.contents("e.md") == "edited by someone since\n")
        }
    }

    // MARK: Finishing a killed migration

    @Test("killed halfway (some files new, one torn): the next holder of the lock finishes it, clean and whole")
    func finishedHalfWay() throws {
        try Sandbox.with { sandbox in
            let killed = try Killed.make(sandbox, written: 3, torn: true)
            #expect(try sandbox.head() == killed.before)
            let recovery = try #require(try killed.vault.finishInterruptedMigration())
            #expect(recovery == MigrationRecovery(outcome: .finished(commit: killed.journal.staged.commit.short), keptEdits: []))
            try killed.expectAllNew()
            #expect(try sandbox.git("log", "-1", "--format=%s") == "Migrate\n")
        }
    }

    @Test("killed before any file was written, or after the branch moved: finished either way", arguments: [0, 6])
    func finishedAtEitherEnd(written: Int) throws {
        try Sandbox.with { sandbox in
            let killed = try Killed.make(sandbox, written: written)
            if written == 6 {
                // The branch moved (its lock renamed over it), the index not yet in place.
                try sandbox.delete(".git/\(killed.journal.staged.branch).lock")
                try sandbox.git("update-ref", "HEAD", killed.journal.staged.commit.hex)
            }
            let recovery = try killed.vault.finishInterruptedMigration()
            #expect(recovery?.outcome == .finished(commit: killed.journal.staged.commit.short))
            try killed.expectAllNew("written \(written)")
        }
    }

    @Test("a file edited after the kill is never overwritten: its text goes to a draft first, and is named")
    func editKeptAsDraft() throws {
        try Sandbox.with { sandbox in
            let killed = try Killed.make(sandbox, written: 2, torn: true)
            let mine = MigrationJournalTests.oldText(4) + "Written after the kill.\n"
            try sandbox.write(MigrationJournalTests.path(4), mine)
            let recovery = try #require(try killed.vault.finishInterruptedMigration())
            #expect(recovery.keptEdits.map(\.file) == [MigrationJournalTests.path(4)])
            let draft = try #require(recovery.keptEdits.first?.draft)
            #expect(try String(contentsOfFile: draft, encoding: .utf8) == mine)
            #expect(killed.vault.leftoverDraft(for: entryPath(MigrationJournalTests.path(4))) == mine)
            try killed.expectAllNew()
        }
    }

    @Test("a move killed halfway (the new file begun, the old one still there) ends with the new file only")
    func moveFinished() throws {
        try Sandbox.with { sandbox in
            let moved = InPlaceRewrite.File(path: "2025/12/2025-12-01.md", old: nil, new: Data(MigrationJournalTests.newText(7).utf8))
            let killed = try Killed.make(sandbox, count: 2, written: 2, extra: [moved])
            try sandbox.write(moved.path, bytes: moved.new!.prefix(10))
            _ = try killed.vault.finishInterruptedMigration()
            try killed.expectAllNew()
        }
    }

    @Test("the branch moved by someone else since the kill: the migration is undone, their commit kept, their edit left alone")
    func rolledBackWhenTheBranchMoved() throws {
        try Sandbox.with { sandbox in
            let killed = try Killed.make(sandbox, written: 3, torn: true)
            // A person removes the locks diary named and commits with git.
            try sandbox.delete(".git/index.lock")
            try sandbox.delete(".git/\(killed.journal.staged.branch).lock")
            try sandbox.write("notes.txt", "theirs\n")
            try sandbox.git("add", "notes.txt")
            try sandbox.git("commit", "-qm", "someone else's commit")
            let theirs = try sandbox.head()
            let edited = MigrationJournalTests.oldText(5) + "Edited after the kill.\n"
            try sandbox.write(MigrationJournalTests.path(5), edited)
            let recovery = try killed.vault.finishInterruptedMigration()
            #expect(recovery == MigrationRecovery(outcome: .rolledBack, keptEdits: []))
            #expect(try sandbox.head() == theirs)
            for n in 0..<5 { #expect(sandbox.contents(MigrationJournalTests.path(n)) == MigrationJournalTests.oldText(n), "\(n)") }
            #expect(sandbox.contents(MigrationJournalTests.path(5)) == edited)
            #expect(try sandbox.status() == [" M \(MigrationJournalTests.path(5))"])
            #expect(!killed.journalExists)
        }
    }

    @Test("someone else's index.lock is waited for and named, never removed; the migration is finished once it is gone")
    func foreignLockRefused() throws {
        try Sandbox.with { sandbox in
            let killed = try Killed.make(sandbox, written: 2, torn: true)
            try sandbox.write(".git/index.lock", "")
            let files = try killed.files.map { try #require(sandbox.bytes($0.path)) }
            #expect(throws: VaultError.indexLocked(lockFile: sandbox.url(".git/index.lock").path)) {
                _ = try killed.vault.finishInterruptedMigration()
            }
            #expect(sandbox.exists(".git/index.lock") && killed.journalExists)
            #expect(try killed.files.map { try #require(sandbox.bytes($0.path)) } == files)
            try sandbox.delete(".git/index.lock")
            _ = try killed.vault.finishInterruptedMigration()
            try killed.expectAllNew()
        }
    }

    @Test("a journal that cannot be read is refused by name and left alone, with every file")
    func unreadableJournal() throws {
        try Sandbox.with { sandbox in
            let killed = try Killed.make(sandbox, written: 2)
            let url = MigrationJournal.url(gitDirectory: killed.vault.gitDirectory)
            try Data("diary migrate-journal 1\npid 1\n".utf8).write(to: url)
            #expect(throws: VaultError.badMigrationJournal(file: url.path)) { _ = try killed.vault.finishInterruptedMigration() }
            #expect(killed.journalExists && sandbox.exists(".git/index.lock"))
            #expect(sandbox.bytes(MigrationJournalTests.path(0)) == killed.files[0].new)
            #expect(sandbox.bytes(MigrationJournalTests.path(4)) == killed.files[4].old)
        }
    }

    @Test("any save takes the lock and so finishes a killed migration first, then commits on top of it")
    func saveFinishesFirst() throws {
        try Sandbox.with { sandbox in
            let killed = try Killed.make(sandbox, written: 1, torn: true)
            let id = try killed.vault.save(
                entryText("2026-11-21T09:14:03+09:00", body: "After.\n"), to: entryPath("2026/11/2026-11-21.md"), message: "new")
            #expect(try sandbox.git("rev-parse", "\(id.hex)~1") == killed.journal.staged.commit.hex + "\n")
            #expect(killed.vault.migrationRecovery?.outcome == .finished(commit: killed.journal.staged.commit.short))
            for file in killed.files { #expect(sandbox.bytes(file.path) == file.new) }
            #expect(try sandbox.status().isEmpty)
        }
    }

    // MARK: A migration that meets a change while it writes

    @Test("a file changed while the migration writes: every file as it was, nothing committed, no journal, the change kept")
    func changedWhileWriting() throws {
        try Sandbox.with { sandbox in
            let vault = try sandbox.makeVault()
            for n in 0..<4 { try sandbox.write(MigrationJournalTests.path(n), MigrationJournalTests.oldText(n)) }
            try sandbox.git("add", "-A")
            try sandbox.git("commit", "-qm", "old entries")
            let before = try sandbox.head()
            let mine = MigrationJournalTests.oldText(3) + "Typed while diary was migrating.\n"
            #expect(throws: VaultError.changedDuringMigration(file: MigrationJournalTests.path(3))) {
                _ = try vault.migrate(progress: { progress in
                    // Once every text is stored, before any file is written: someone saves one in an editor.
                    if progress.phase == .staging, progress.done == progress.total {
                        try? sandbox.write(MigrationJournalTests.path(3), mine)
                    }
                })
            }
            #expect(try sandbox.head() == before)
            for n in 0..<3 { #expect(sandbox.contents(MigrationJournalTests.path(n)) == MigrationJournalTests.oldText(n)) }
            #expect(sandbox.contents(MigrationJournalTests.path(3)) == mine)
            #expect(!MigrationJournal.exists(gitDirectory: vault.gitDirectory))
            #expect(!sandbox.exists(".git/index.lock"))
            #expect(try sandbox.status() == [" M \(MigrationJournalTests.path(3))"])
        }
    }
}

@Suite("trimming spaces and tabs")
struct WhitespaceTrimTests {
    @Test("the same as Foundation's trimmingCharacters(in: .whitespaces), for any text", arguments: TestSeed.run)
    func sameAsFoundation(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let pieces = [" ", "\t", "\u{3000}", "\u{00A0}", "a", "강", "e\u{301}", "\r\n", "\n", ",", "🙂", "\u{2009}", "x y"]
        for _ in 0..<2000 {
            let text = (0..<random.int(0...6)).map { _ in random.pick(pieces) }.joined()
            #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespaces), "seed \(seed): \(text.debugDescription)")
            let sub = text.dropFirst(random.int(0...min(1, text.count)))
            #expect(sub.trimmingWhitespace == sub.trimmingCharacters(in: .whitespaces), "seed \(seed): \(sub.debugDescription)")
        }
    }
}
