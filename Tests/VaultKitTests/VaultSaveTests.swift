import Foundation
import TestSupport
import Testing

@testable import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Vault store: saving")
struct VaultSaveTests {
    @Test func quickEntryCreatesA0600FileAtTodaysPathAndCommitsOnlyIt() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            try box.write("notes.txt", "not an entry\n")
            let (path, short, message) = try vault.quickEntry("Hello 서울", now: Sandbox.now)
            #expect(message == "New 2026-11-21", "the commit's message, returned as made")
            #expect(path == EntryPath(day: vault.today(now: Sandbox.now)))
            #expect(path.relativePath == "2026/11/2026-11-21.md")
            #expect(box.mode(box.url(path.relativePath).path) == 0o600)
            #expect(box.mode(box.url("2026").path) == 0o700)
            #expect(box.mode(box.url("2026/11").path) == 0o700)

            let text = try #require(box.contents(path.relativePath))
            #expect(text == "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\nHello 서울\n")
            let entry = try vault.read(path)
            #expect(entry.frontMatter.schema == 2)
            #expect(entry.document.schemaVersion == 2)

            #expect(try box.commitCount() == 1)
            #expect(try box.changedInHead() == [path.relativePath])
            #expect(try box.git("log", "-1", "--format=%s|%an|%ae") == "New 2026-11-21|Vault Tester|tester@example.com\n")
            #expect(try box.git("rev-parse", "--short=7", "HEAD").hasPrefix(short))
            #expect(try box.status() == ["?? notes.txt"])
            #expect(box.temporaryFiles() == [])
        }
    }

    @Test func quickEntryDayComesFromTheVaultZoneNotUTC() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault(timeZone: TimeZone(identifier: "America/New_York")!)
            let now = Date(timeIntervalSince1970: 1_795_321_800)  // 2026-11-22T04:30:00Z = 23:30 EST on the 21st
            let (path, _, _) = try vault.quickEntry("late\n", now: now)
            #expect(path.relativePath == "2026/11/2026-11-21.md")
            #expect(try vault.read(path).frontMatter.created == "2026-11-21T23:30:00-05:00")
        }
    }

    @Test func furtherEntriesOfADayGetTheNextFreeName() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let day = try #require(Day("2026-11-21"))
            #expect(vault.nextFreePath(on: day).relativePath == "2026/11/2026-11-21.md")
            let first = try vault.quickEntry("one", now: Sandbox.now).0
            let second = try vault.quickEntry("two", now: Sandbox.now).0
            #expect(first.relativePath == "2026/11/2026-11-21.md")
            #expect(second.relativePath == "2026/11/2026-11-21-2.md")
            #expect(vault.nextFreePath(on: day).relativePath == "2026/11/2026-11-21-3.md")
            let third = try vault.quickEntry("three", now: Sandbox.now).0
            #expect(third.relativePath == "2026/11/2026-11-21-3.md")
            #expect(vault.entryPaths(on: day).map(\.sequence) == [1, 2, 3])
            #expect(try box.commitCount() == 3)
            try box.expectCommittedCleanly()
        }
    }

    @Test func emptyQuickEntryIsRefused() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            #expect(throws: VaultError.self) { try vault.quickEntry(" \n\t\n", now: Sandbox.now) }
            #expect(try box.head() == nil)
            #expect(!FileManager.default.fileExists(atPath: box.url("2026").path))
        }
    }

    @Test(arguments: [
        ("---\nschema: 2\ncreated: [\n---\nbody\n", "malformed"),
        ("---\nschema: 2\n\tcreated: x\n---\nbody\n", "tab"),
        ("---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\nbody without end\n", "unterminated"),
        ("---\nschema: 3\n---\nbody\n", "newer"),
        ("---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\n", "empty"),
        ("---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\n\n  \n\t\r\n", "empty"),
        ("", "empty")
    ])
    func saveRefusesBadTextWritingAndCommittingNothing(_ text: String, _ kind: String) throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            let other = entryPath("2026/11/2026-11-20.md")
            let original = entryText(body: "kept\n")
            try vault.save(original, to: other, message: "first")
            let head = try box.head()

            // A new entry: no file appears.
            #expect(throws: VaultError.self) { try vault.save(text, to: path, message: "bad") }
            #expect(!FileManager.default.fileExists(atPath: box.url(path.relativePath).path))
            // An existing entry: its bytes stay.
            #expect(throws: VaultError.self) { try vault.save(text, to: other, message: "bad") }
            #expect(box.contents(other.relativePath) == original)

            #expect(try box.head() == head, "\(kind)")
            #expect(try box.commitCount() == 1)
            #expect(box.temporaryFiles() == [])
            try box.expectCommittedCleanly()
        }
    }

    @Test(arguments: [0o644 as mode_t, 0o640, 0o600, 0o664])
    func anExistingEntryKeepsItsPermissions(_ mode: mode_t) throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            try vault.save(entryText(body: "v1\n"), to: path, message: "v1")
            #expect(box.mode(box.url(path.relativePath).path) == 0o600)
            #expect(chmod(box.url(path.relativePath).path, mode) == 0)
            try vault.save(entryText(body: "v2\n"), to: path, message: "v2")
            #expect(box.mode(box.url(path.relativePath).path) == mode)
            #expect(box.contents(path.relativePath) == entryText(body: "v2\n"))
            #expect(try box.commitCount() == 2)
            #expect(box.temporaryFiles() == [])
        }
    }

    @Test func saveCommitsOnlyThatFileLeavingOtherChangesAlone() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let a = entryPath("2026/11/2026-11-20.md")
            let b = entryPath("2026/11/2026-11-21.md")
            try vault.save(entryText(body: "a1\n"), to: a, message: "a1")
            try box.write(a.relativePath, entryText(body: "a edited by hand\n"))
            try box.write("scratch.txt", "x\n")
            try vault.save(entryText(body: "b1\n"), to: b, message: "Edit 2026-11-21")
            #expect(try box.changedInHead() == [b.relativePath])
            #expect(try box.status() == [" M \(a.relativePath)", "?? scratch.txt"])
            #expect(try box.git("show", "HEAD:\(a.relativePath)") == entryText(body: "a1\n"))
        }
    }

    @Test func deleteAndRestore() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            let text = "---\r\nschema: 2\r\ncreated: 2026-11-21T09:14:03+09:00\r\ntags:\r\n  - a   # x\r\n---\r\nbody\r\n"
            try vault.save(text, to: path, message: "New 2026-11-21")
            let before = try box.commitCount()

            try vault.delete(path, message: "Delete 2026-11-21")
            #expect(!vault.exists(path))
            #expect(!FileManager.default.fileExists(atPath: box.url(path.relativePath).path))
            #expect(try box.gitLines("ls-tree", "-r", "--name-only", "HEAD") == [])
            #expect(try box.gitLines("show", "--name-status", "--format=", "HEAD") == ["D\t\(path.relativePath)"])
            #expect(throws: VaultError.noEntry(path.relativePath)) { try vault.delete(path, message: "again") }

            try vault.restore(path, at: nil)
            #expect(box.contents(path.relativePath).map { Array($0.utf8) } == Array(text.utf8))
            #expect(try box.commitCount() == before + 2)
            #expect(try box.git("log", "-1", "--format=%s").hasPrefix("Restore 2026-11-21"))
            #expect(throws: VaultError.entryExists(file: path.relativePath)) { try vault.restore(path, at: nil) }
            try box.expectCommittedCleanly()
        }
    }

    @Test func restoreKeepsAByteOrderMark() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            let text = "\u{FEFF}---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\nbody\n"
            try vault.save(text, to: path, message: "New 2026-11-21")
            #expect(box.contents(path.relativePath).map { Array($0.utf8) } == Array(text.utf8))
            try vault.delete(path, message: "Delete 2026-11-21")
            try vault.restore(path, at: nil)
            #expect(box.contents(path.relativePath).map { Array($0.utf8) } == Array(text.utf8), "the restored file lost its BOM")
            #expect(try box.git("diff", "HEAD~2", "HEAD", "--", path.relativePath) == "")
        }
    }

    @Test func quickEntryWithCRLFTextGetsNoExtraLine() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let (path, _, _) = try vault.quickEntry("typed on Windows\r\n", now: Sandbox.now)
            #expect(
                box.contents(path.relativePath)?.hasSuffix("\n---\ntyped on Windows\r\n") == true,
                "\(String(describing: box.contents(path.relativePath)?.debugDescription))")
        }
    }

    @Test func restoreAnOlderVersionAsANewCommit() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            let v1 = try vault.save(entryText(body: "v1\n"), to: path, message: "v1")
            try vault.save(entryText(body: "v2\n"), to: path, message: "v2")
            try vault.restore(path, at: v1.hex)
            #expect(box.contents(path.relativePath) == entryText(body: "v1\n"))
            #expect(try box.commitCount() == 3)
            try box.expectCommittedCleanly()
        }
    }
}
