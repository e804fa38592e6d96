import Foundation
import Localization
import TestSupport
import Testing

@testable import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Vault store: locks, links and paths")
struct VaultLocksLinksAndPathsTests {
    @Test func aStaleIndexLockIsReportedAndNeverRemoved() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let existing = entryPath("2026/11/2026-11-20.md")
            try vault.save(entryText(body: "old\n"), to: existing, message: "first")
            let head = try box.head()
            let lock = box.url(".git/index.lock")
            try Data().write(to: lock)

            let path = entryPath("2026/11/2026-11-21.md")
            #expect(throws: VaultError.indexLocked(lockFile: lock.path)) { try vault.save(entryText(body: "new\n"), to: path, message: "x") }
            #expect(!FileManager.default.fileExists(atPath: box.url(path.relativePath).path))
            #expect(throws: VaultError.indexLocked(lockFile: lock.path)) { try vault.save(entryText(body: "changed\n"), to: existing, message: "x") }
            #expect(box.contents(existing.relativePath) == entryText(body: "old\n"))
            #expect(throws: VaultError.indexLocked(lockFile: lock.path)) { try vault.delete(existing, message: "x") }
            #expect(vault.exists(existing))
            #expect(throws: VaultError.self) { try vault.quickEntry("text", now: Sandbox.now) }

            #expect(FileManager.default.fileExists(atPath: lock.path))
            #expect(try box.head() == head)
            let message = VaultError.indexLocked(lockFile: lock.path).message(in: EnglishText())
            #expect(message.contains(lock.path))

            try FileManager.default.removeItem(at: lock)
            try vault.save(entryText(body: "new\n"), to: path, message: "after")
            #expect(try box.commitCount() == 2)
        }
    }

    @Test func aSymlinkedEntryIsNeverFollowed() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let outside = box.root.appendingPathComponent("outside.md")
            let secret = entryText(body: "outside the vault\n")
            try Data(secret.utf8).write(to: outside)
            let path = entryPath("2026/11/2026-11-21.md")
            try FileManager.default.createDirectory(at: box.url("2026/11"), withIntermediateDirectories: true)
            #expect(symlink(outside.path, box.url(path.relativePath).path) == 0)

            #expect(throws: VaultError.symlink(file: path.relativePath)) { try vault.read(path) }
            #expect(!vault.exists(path))
            #expect(throws: VaultError.self) { try vault.save(entryText(body: "through the link\n"), to: path, message: "x") }
            #expect(String(decoding: try Data(contentsOf: outside), as: UTF8.self) == secret)
            #expect(box.isLink(box.url(path.relativePath).path))
            #expect(vault.entryPaths() == [])
            #expect(try box.head() == nil)
            let summaries = vault.summaries([path])
            if case .success = summaries.first { Issue.record("a linked entry was read") }
        }
    }

    @Test(arguments: ["month", "year"])
    func aSymlinkedFolderIsRefused(_ level: String) throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let elsewhere = box.root.appendingPathComponent("elsewhere")
            let path = entryPath("2026/11/2026-11-21.md")
            let secret = entryText(body: "outside the vault\n")
            if level == "month" {
                try box.write("2026-11-21.md", secret, under: elsewhere)
                try FileManager.default.createDirectory(at: box.url("2026"), withIntermediateDirectories: true)
                #expect(symlink(elsewhere.path, box.url("2026/11").path) == 0)
            } else {
                try box.write("11/2026-11-21.md", secret, under: elsewhere)
                #expect(symlink(elsewhere.path, box.url("2026").path) == 0)
            }
            let outsideFile =
                level == "month"
                ? elsewhere.appendingPathComponent("2026-11-21.md")
                : elsewhere.appendingPathComponent("11/2026-11-21.md")

            let readError = #expect(throws: VaultError.self) { try vault.read(path) }
            if case .symlink? = readError {} else { Issue.record("read gave \(String(describing: readError))") }
            let saveError = #expect(throws: VaultError.self) { try vault.save(entryText(body: "in\n"), to: path, message: "x") }
            if case .symlink? = saveError {} else { Issue.record("save gave \(String(describing: saveError))") }
            #expect(throws: VaultError.self) { try vault.save(entryText(body: "in\n"), to: entryPath("2026/11/2026-11-22.md"), message: "x") }
            #expect(!FileManager.default.fileExists(atPath: outsideFile.deletingLastPathComponent().appendingPathComponent("2026-11-22.md").path))
            #expect(String(decoding: try Data(contentsOf: outsideFile), as: UTF8.self) == secret)
            #expect(vault.entryPaths() == [])
            #expect(vault.entryPaths(on: path.day) == [])
            #expect(try box.head() == nil)
        }
    }

    @Test func referencesResolveDaysAndPathsInsideTheVault() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault(timeZone: Sandbox.seoul)
            let now = Sandbox.now
            let root = vault.root
            let day = try #require(Day("2026-11-21"))
            let path = entryPath("2026/11/2026-11-21.md")
            #expect(try vault.reference(for: "today", now: now, currentDirectory: root) == .day(day))
            #expect(try vault.reference(for: "Today", now: now, currentDirectory: root) == .day(day))
            #expect(try vault.reference(for: "yesterday", now: now, currentDirectory: root) == .day(Day("2026-11-20")!))
            #expect(try vault.reference(for: "2026-11-21", now: now, currentDirectory: root) == .day(day))
            #expect(try vault.reference(for: "2026/11/2026-11-21.md", now: now, currentDirectory: root) == .path(path))
            #expect(
                try vault.reference(for: "2026/11/2026-11-21-2.md", now: now, currentDirectory: box.root)
                    == .path(entryPath("2026/11/2026-11-21-2.md")))
            #expect(try vault.reference(for: "./2026/11/2026-11-21.md", now: now, currentDirectory: root) == .path(path))
            #expect(try vault.reference(for: root.path + "/2026/11/2026-11-21.md", now: now, currentDirectory: box.root) == .path(path))
            #expect(try vault.reference(for: "11/2026-11-21.md", now: now, currentDirectory: root.appendingPathComponent("2026")) == .path(path))
            #expect(try vault.reference(for: "vault/2026/11/2026-11-21.md", now: now, currentDirectory: box.root) == .path(path))
            #expect(try vault.reference(for: "2026/11/../11/2026-11-21.md", now: now, currentDirectory: root) == .path(path))
            #expect(try vault.reference(for: "2026-11-21.md", now: now, currentDirectory: root.appendingPathComponent("2026/11")) == .path(path))
        }
    }

    @Test(arguments: [
        ("../x.md", "outside"),
        ("../../x.md", "outside"),
        ("/etc/passwd", "outside"),
        ("/etc/2026/11/2026-11-21.md", "outside"),
        (".git/config", "outside"),
        (".git/diary/drafts/2026-11-21.md", "outside"),
        ("2026/11/../../.git/HEAD", "outside"),
        ("2026/11/notes.md", "notAnEntry"),
        ("README.md", "notAnEntry"),
        ("2026/11/2026-11-21-1.md", "notAnEntry"),
        ("2026/11/../../../vault-other/2026/11/2026-11-21.md", "outside"),
        ("nonsense", "unknownDay"),
        ("2026-02-30", "unknownDay"),
        ("tomorrow", "unknownDay")
    ])
    func referencesOutsideTheVaultAreRejected(_ argument: String, _ kind: String) throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let error = #expect(throws: VaultError.self) {
                try vault.reference(for: argument, now: Sandbox.now, currentDirectory: vault.root)
            }
            switch (kind, error) {
            case ("outside", .outsideVault?), ("notAnEntry", .notAnEntry?), ("unknownDay", .unknownDay?): break
            default: Issue.record("\(argument): expected \(kind), got \(String(describing: error))")
            }
        }
    }

    @Test func aSiblingFolderWithTheVaultsNameAsPrefixIsOutside() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let sibling = box.root.appendingPathComponent("vault-other/2026/11/2026-11-21.md").path
            #expect(throws: VaultError.outsideVault(sibling)) {
                try vault.reference(for: sibling, now: Sandbox.now, currentDirectory: box.root)
            }
        }
    }
}
