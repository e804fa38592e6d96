import Foundation
import GitKit
import TestSupport
import Testing

@testable import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

/// A sync step left halfway by a kill, as the killed process leaves it: the target commit in the object
/// store, the journal written, some files renamed into place, a temporary file beside another. What the
/// next holder of the vault lock does with it.
private let first = "2026/11/2026-11-20.md"
private let second = "2026/11/2026-11-21.md"
private let third = "2026/11/2026-11-22.md"

@Suite("finishing a sync step a kill left halfway")
struct SyncJournalTests {
    static let pid: Int32 = 99_999
    static let killedPid = SyncJournalTests.pid

    static func entry(_ body: String, day: String = "2026-11-20") -> String {
        "---\nschema: 2\ncreated: \(day)T09:00:00+09:00\n---\n\(body)"
    }

    /// HEAD has three entries; the step moves to a commit that edits the first two and deletes the
    /// third. Only the first file was renamed into place before the kill.
    struct HalfWay {
        let sandbox: Sandbox
        let vault: Vault
        let from: ObjectID
        let to: ObjectID
        let old: [String: String]
        let new: [String: String?]

        static func make(_ sandbox: Sandbox) throws -> HalfWay {
            let vault = try sandbox.makeVault()
            let old = [
                first: entry("One.\nline two\nline three\n"), second: entry("Two.\nline two\nline three\n", day: "2026-11-21"),
                third: entry("Three.\n", day: "2026-11-22")
            ]
            for (path, text) in old { try sandbox.write(path, text) }
            try sandbox.git("add", "-A")
            try sandbox.git("commit", "-qm", "three entries")
            let repo = try vault.repository
            let from = try #require(try repo.head())
            let new: [String: String?] = [
                first: entry("One, merged.\nline two\nline three\n"),
                second: entry("Two.\nline two\nline three, merged\n", day: "2026-11-21"), third: nil
            ]
            let to = try repo.commitTree(base: from, changes: new.mapValues { $0.map { Data($0.utf8) } }, parents: [from], message: "Merge")
            let journal = SyncJournal(
                from: from.hex, to: to.hex, paths: [first, second, third], pid: SyncJournalTests.killedPid,
                received: 1, receivedCommits: 4, merged: 2,
                attention: [SyncAttention(file: second, problem: .fieldConflict(key: "tags", remote: "origin/main", remoteValue: "tags: [a]"))])
            try FileManager.default.createDirectory(at: sandbox.url(".git/diary"), withIntermediateDirectories: true)
            try JSONEncoder().encode(journal).write(to: SyncJournal.url(gitDirectory: vault.gitDirectory))
            // The kill: the first file renamed into place, the second still a temporary file.
            try sandbox.write(first, new[first]!!)
            try sandbox.write("2026/11/.2026-11-21.md.tmp-\(SyncJournalTests.killedPid)", new[second]!!)
            return HalfWay(sandbox: sandbox, vault: vault, from: from, to: to, old: old, new: new)
        }

        var journalExists: Bool { SyncJournal.exists(gitDirectory: vault.gitDirectory) }
    }

    @Test("the next writer finishes the step: HEAD at the target, files as it has them, no leftovers")
    func finishedByTheNextWriter() throws {
        try Sandbox.with { sandbox in
            let halfWay = try HalfWay.make(sandbox)
            let completion = try #require(try SyncJournal.finish(gitDirectory: halfWay.vault.gitDirectory, tool: .gitKit))
            #expect(completion.outcome == .finished)
            #expect(completion.received == 1 && completion.merged == 2 && completion.attention.count == 1)
            #expect(completion.receivedCommits == 4, "the interrupted sync's commit count is reported by the run that finishes it")
            #expect(try sandbox.head() == halfWay.to.hex)
            #expect(sandbox.contents(first) == halfWay.new[first]!)
            #expect(sandbox.contents(second) == halfWay.new[second]!)
            #expect(sandbox.contents(third) == nil)
            #expect(sandbox.temporaryFiles() == [])
            #expect(!halfWay.journalExists)
            try sandbox.expectCommittedCleanly()
            #expect(try SyncJournal.finish(gitDirectory: halfWay.vault.gitDirectory, tool: .gitKit) == nil, "nothing left to finish")
        }
    }

    @Test("a journal an older diary wrote (no commit count) still finishes; its entries are told, its commits not guessed")
    func aJournalWithoutCommitCount() throws {
        try Sandbox.with { sandbox in
            let halfWay = try HalfWay.make(sandbox)
            let url = SyncJournal.url(gitDirectory: halfWay.vault.gitDirectory)
            var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            #expect(object.removeValue(forKey: "receivedCommits") as? Int == 4, "the journal keeps the count under this key")
            try JSONSerialization.data(withJSONObject: object).write(to: url)
            let completion = try #require(try SyncJournal.finish(gitDirectory: halfWay.vault.gitDirectory, tool: .gitKit))
            #expect(completion.outcome == .finished)
            #expect(try sandbox.head() == halfWay.to.hex)
            let report = SyncReport(finishing: completion)
            #expect(report.receivedEntries == 1 && report.mergedEntries == 2 && report.receivedCommits == nil)
        }
    }

    @Test("any save takes the vault lock, which finishes the step before the save")
    func aSaveFinishesItFirst() throws {
        try Sandbox.with { sandbox in
            let halfWay = try HalfWay.make(sandbox)
            try halfWay.vault.save(
                SyncJournalTests.entry("Saved after the kill.\n", day: "2026-11-23"),
                to: EntryPath(relativePath: "2026/11/2026-11-23.md")!, message: "New entry")
            #expect(try sandbox.git("rev-parse", "HEAD~1").trimmingCharacters(in: .whitespacesAndNewlines) == halfWay.to.hex)
            #expect(try sandbox.changedInHead() == ["2026/11/2026-11-23.md"], "the save commits its own file only")
            #expect(halfWay.vault.attention().map(\.file) == [second], "status lists what the interrupted sync left")
            #expect(!halfWay.journalExists)
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("status finishes the step, so half-written files are never listed as outside edits")
    func statusFinishesIt() throws {
        try Sandbox.with { sandbox in
            let halfWay = try HalfWay.make(sandbox)
            #expect(try halfWay.vault.uncommittedChanges() == [])
            #expect(try sandbox.head() == halfWay.to.hex)
        }
    }

    @Test("a file edited after the kill keeps the edit on top, merged line by line with the step's version")
    func anEditAfterTheKillIsMerged() throws {
        try Sandbox.with { sandbox in
            let halfWay = try HalfWay.make(sandbox)
            // Edited in another editor: the old version (not yet written by the step) with a new first line.
            try sandbox.write(second, SyncJournalTests.entry("Two, edited after the kill.\nline two\nline three\n", day: "2026-11-21"))
            let completion = try #require(try SyncJournal.finish(gitDirectory: halfWay.vault.gitDirectory, tool: .gitKit))
            #expect(try sandbox.head() == halfWay.to.hex)
            #expect(
                sandbox.contents(second)
                    == SyncJournalTests.entry(
                        "Two, edited after the kill.\nline two\nline three, merged\n",
                        day: "2026-11-21"))
            #expect(try sandbox.status() == [" M \(second)"], "the edit waits for the next sync to commit it")
            #expect(!completion.attention.contains { $0.problem == .editKeptOverInterruptedSync })
        }
    }

    @Test("an edit that clashes with the step's version is kept as written and reported")
    func aClashingEditIsKept() throws {
        try Sandbox.with { sandbox in
            let halfWay = try HalfWay.make(sandbox)
            let edit = SyncJournalTests.entry("Two.\nline two\nline three, my way\n", day: "2026-11-21")
            try sandbox.write(second, edit)
            let completion = try #require(try SyncJournal.finish(gitDirectory: halfWay.vault.gitDirectory, tool: .gitKit))
            #expect(try sandbox.head() == halfWay.to.hex)
            #expect(sandbox.contents(second) == edit)
            #expect(completion.attention.contains(SyncAttention(file: second, problem: .editKeptOverInterruptedSync)))
        }
    }

    @Test("HEAD moved by git meanwhile: the step is rolled back, files it wrote go back to HEAD's version")
    func rolledBackWhenHeadMoved() throws {
        try Sandbox.with { sandbox in
            let halfWay = try HalfWay.make(sandbox)
            try sandbox.write("README.md", "A readme.\n")
            try sandbox.git("add", "README.md")
            try sandbox.git("commit", "-qm", "readme")
            let head = try sandbox.head()
            let completion = try #require(try SyncJournal.finish(gitDirectory: halfWay.vault.gitDirectory, tool: .gitKit))
            #expect(completion.outcome == .rolledBack)
            #expect(try sandbox.head() == head)
            #expect(sandbox.contents(first) == halfWay.old[first], "the file the step wrote is HEAD's again")
            #expect(sandbox.temporaryFiles() == [])
            #expect(!halfWay.journalExists)
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("a journal that cannot be read stops every writer with a message naming it")
    func unreadableJournal() throws {
        try Sandbox.with { sandbox in
            let vault = try sandbox.makeVault()
            try FileManager.default.createDirectory(at: sandbox.url(".git/diary"), withIntermediateDirectories: true)
            try Data("{\"version\": 7}".utf8).write(to: SyncJournal.url(gitDirectory: vault.gitDirectory))
            #expect(throws: VaultError.badSyncJournal(file: SyncJournal.url(gitDirectory: vault.gitDirectory).path)) {
                try vault.save(SyncJournalTests.entry("Text.\n"), to: EntryPath(relativePath: first)!, message: "New")
            }
            #expect(try sandbox.head() == nil)
        }
    }
}

/// `.git/diary.lock` records its holder; git lock files are never removed, even after a killed holder.
@Suite("git lock files left by a killed diary")
struct LockHolderTests {
    /// Writes the record a holder killed `secondsAgo` seconds after taking the lock would have left.
    static func killedHolder(_ gitDirectory: URL, tookTheLock secondsAgo: TimeInterval) throws {
        let record = "4242 \(Date().timeIntervalSince1970 - secondsAgo)\n"
        try Data(record.utf8).write(to: gitDirectory.appendingPathComponent("diary.lock"))
    }

    static func setModified(_ url: URL, secondsAgo: TimeInterval) {
        let when = Date().timeIntervalSince1970 - secondsAgo
        var times = [timeval(tv_sec: Int(when), tv_usec: 0), timeval(tv_sec: Int(when), tv_usec: 0)]
        utimes(url.path, &times)
    }

    @Test("locks made while a killed holder held the vault lock are still never removed: the save names the one in the way")
    func leftByTheKilledHolder() throws {
        try Sandbox.with { sandbox in
            let vault = try sandbox.makeVault()
            try vault.save(SyncJournalTests.entry("First.\n"), to: EntryPath(relativePath: first)!, message: "First")
            try Self.killedHolder(vault.gitDirectory, tookTheLock: 10)
            let branchLock = sandbox.url(".git/refs/heads/master.lock")
            try Data().write(to: branchLock)
            Self.setModified(branchLock, secondsAgo: 5)
            #expect(throws: VaultError.indexLocked(lockFile: branchLock.path)) {
                try vault.save(SyncJournalTests.entry("Second.\n", day: "2026-11-21"), to: EntryPath(relativePath: second)!, message: "Second")
            }
            #expect(FileManager.default.fileExists(atPath: branchLock.path))
            try FileManager.default.removeItem(at: branchLock)
            try vault.save(SyncJournalTests.entry("Second.\n", day: "2026-11-21"), to: EntryPath(relativePath: second)!, message: "Second")
            #expect(try sandbox.commitCount() == 2)
            let record = try String(contentsOf: sandbox.url(".git/diary.lock"), encoding: .utf8)
            #expect(record.isEmpty, "released cleanly: \(record)")
        }
    }

    @Test("a killed holder's half-written pack and index, and git locks holding its marker, are removed; another process's are kept")
    func killedHoldersOwnFiles() throws {
        try Sandbox.with { sandbox in
            let vault = try sandbox.makeVault()
            // A marker names its tool (see `LockMarker`): here VaultKit's own name, "diary" in the command.
            let tool = vault.host.tool.name
            try Self.killedHolder(vault.gitDirectory, tookTheLock: 10)
            let pack = ".git/objects/pack/"
            let killed = [pack + "tmp_pack_diary_4242", pack + "tmp_idx_diary_4242", ".git/index.diary-4242", ".git/lock.diary-4242"]
            let others = [pack + "tmp_pack_diary_4243", ".git/index.diary-4243"]
            for path in killed + others { try sandbox.write(path, "half written\n") }
            try sandbox.write(".git/index.lock", "\(tool) 4242 9f86d081884c7d65")
            try sandbox.write(".git/refs/heads/master.lock", "\(tool) 4242 9f86d081884c7d65")
            try vault.save(SyncJournalTests.entry("Text.\n"), to: EntryPath(relativePath: first)!, message: "New")
            for path in killed { #expect(!sandbox.exists(path), "\(path)") }
            for path in others { #expect(sandbox.exists(path), "\(path)") }
            #expect(try sandbox.commitCount() == 1)
            // A marker of another process is someone else's lock, named and kept.
            try Self.killedHolder(vault.gitDirectory, tookTheLock: 10)
            try sandbox.write(".git/index.lock", "\(tool) 4243 9f86d081884c7d65")
            #expect(throws: VaultError.indexLocked(lockFile: sandbox.url(".git/index.lock").path)) {
                try vault.save(SyncJournalTests.entry("More.\n", day: "2026-11-21"), to: EntryPath(relativePath: second)!, message: "More")
            }
            #expect(sandbox.contents(".git/index.lock") == "\(tool) 4243 9f86d081884c7d65")
        }
    }

    @Test("an index.lock older than the killed holder, or with no killed holder, is someone else's: kept, and the save refused")
    func someoneElsesLock() throws {
        try Sandbox.with { sandbox in
            let vault = try sandbox.makeVault()
            let indexLock = sandbox.url(".git/index.lock")
            try Data().write(to: indexLock)
            Self.setModified(indexLock, secondsAgo: 60)
            try Self.killedHolder(vault.gitDirectory, tookTheLock: 10)
            #expect(throws: VaultError.indexLocked(lockFile: indexLock.path)) {
                try vault.save(SyncJournalTests.entry("Text.\n"), to: EntryPath(relativePath: first)!, message: "New")
            }
            #expect(FileManager.default.fileExists(atPath: indexLock.path))
            Self.setModified(indexLock, secondsAgo: 0)
            #expect(throws: VaultError.indexLocked(lockFile: indexLock.path), "no holder was killed since: not diary's") {
                try vault.save(SyncJournalTests.entry("Text.\n"), to: EntryPath(relativePath: first)!, message: "New")
            }
            #expect(FileManager.default.fileExists(atPath: indexLock.path))
        }
    }
}
