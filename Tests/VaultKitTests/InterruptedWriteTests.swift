import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// What a kill leaves in the middle of a write, found again by the next run (`recoverInterruptedWrites`).
@Suite struct InterruptedWriteTests {
    static let path = EntryPath(relativePath: "2026/11/2026-11-21.md")!

    /// The id of a process that has ended.
    private func deadPID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    private func entryText(_ body: String) -> String {
        "---\nschema: 2\ncreated: 2026-11-21T09:00:00+09:00\n---\n\(body)\n"
    }

    @Test("orphaned temporary files: written text becomes a draft; copies, drafts' own and live writers' are handled")
    func orphanedTemporaryFiles() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            try vault.save(entryText("Saved words."), to: Self.path, message: "New")
            let tmp = box.url(".git/diary/tmp")
            try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
            let dead = try deadPID()
            let written = tmp.appendingPathComponent("2026%2F11%2F2026-11-21.md.tmp-\(dead)")
            try Data(entryText("Words only the killed save had.").utf8).write(to: written)
            let copy = tmp.appendingPathComponent("2026%2F11%2F2026-11-21.md.tmp-\(dead + 100_000)")
            try Data(contentsOf: box.url(Self.path.relativePath)).write(to: copy)
            let draftsOwn = tmp.appendingPathComponent(".git%2Fdiary%2Fdrafts%2F2026-11-21.md.tmp-\(dead)")
            try Data("start".utf8).write(to: draftsOwn)
            let live = tmp.appendingPathComponent("2026%2F11%2F2026-11-21.md.tmp-\(getppid())")
            try Data(entryText("Being written right now.").utf8).write(to: live)

            let recovered = vault.recoverInterruptedWrites()
            #expect(recovered == [vault.draftURL(for: Self.path)])
            #expect(vault.leftoverDraft(for: Self.path) == entryText("Words only the killed save had."))
            #expect(!FileManager.default.fileExists(atPath: copy.path), "a copy of what is on disk is removed")
            #expect(!FileManager.default.fileExists(atPath: draftsOwn.path), "a draft's own temporary file is removed")
            #expect(FileManager.default.fileExists(atPath: live.path), "a running writer's file is left alone")
        }
    }

    @Test("a save killed after the branch moved: the next run brings the index up to date")
    func killedAfterTheBranchMoved() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            try vault.save(entryText("First."), to: Self.path, message: "New")
            let index = try Data(contentsOf: box.url(".git/index"))
            let second = EntryPath(relativePath: "2026/11/2026-11-21-2.md")!
            try vault.save(entryText("Second."), to: second, message: "New")
            // As a kill between moving the branch and renaming index.lock leaves it.
            try index.write(to: box.url(".git/index"))
            let undo = box.url(".git/diary/undo/\(try deadPID())")
            try FileManager.default.createDirectory(at: undo, withIntermediateDirectories: true)
            try Data(second.relativePath.utf8).write(to: undo.appendingPathComponent("paths"))
            #expect(try box.git("status", "--porcelain") != "")

            #expect(vault.recoverInterruptedWrites().isEmpty)
            #expect(try box.git("status", "--porcelain", "--untracked-files=all") == "")
            #expect(!FileManager.default.fileExists(atPath: undo.path))
        }
    }

    @Test("a save killed before its commit: the file is put back and the new text kept as a draft")
    func killedBeforeTheCommit() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            try vault.save(entryText("As committed."), to: Self.path, message: "New")
            let file = box.url(Self.path.relativePath)
            let undo = box.url(".git/diary/undo/\(try deadPID())")
            try FileManager.default.createDirectory(at: undo, withIntermediateDirectories: true)
            try Data(Self.path.relativePath.utf8).write(to: undo.appendingPathComponent("paths"))
            try FileManager.default.linkItem(at: file, to: undo.appendingPathComponent("0"))
            // The save had replaced the file (a new inode, as its atomic write does) when it was killed.
            try FileManager.default.removeItem(at: file)
            try Data(entryText("As edited.").utf8).write(to: file)

            let drafts = vault.recoverInterruptedWrites()
            #expect(try String(contentsOf: file, encoding: .utf8) == entryText("As committed."))
            #expect(drafts.count == 1)
            #expect(try drafts.first.map { try String(contentsOf: $0, encoding: .utf8) } == entryText("As edited."))
            #expect(try box.git("status", "--porcelain", "--untracked-files=all") == "")
        }
    }
}
