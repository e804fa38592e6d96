import Foundation
import TestSupport
import Testing

@testable import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite("Vault store: editing")
struct VaultEditTests {
    let path = entryPath("2026/11/2026-11-21.md")

    func writeDraft(_ session: EditSession, _ text: String) throws {
        try Data(text.utf8).write(to: session.draft)
    }

    @Test func aNewEntryLeftUnchangedWritesNothing() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let session = try vault.beginEdit(path, resume: false, now: Sandbox.now)
            #expect(session.isNew)
            #expect(session.startText == "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\n\n")
            #expect(FileManager.default.fileExists(atPath: session.draft.path))
            #expect(try vault.finishEdit(session, now: Sandbox.now) == .nothingWritten)
            #expect(!FileManager.default.fileExists(atPath: box.url(path.relativePath).path))
            #expect(!FileManager.default.fileExists(atPath: session.draft.path))
            #expect(try box.head() == nil)
            #expect(try box.status() == [])
        }
    }

    @Test func textAddedToANewEntryIsSavedInOneCommit() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let session = try vault.beginEdit(path, resume: false, now: Sandbox.now)
            let text = session.startText + "# Walk\n\nBy the river.\n"
            try writeDraft(session, text)
            let outcome = try vault.finishEdit(session, now: Sandbox.now)
            guard case .saved(_, let commit, let message) = outcome else {
                Issue.record("got \(outcome)")
                return
            }
            #expect(message == "New 2026-11-21")
            #expect(try box.git("rev-parse", "HEAD").hasPrefix(commit))
            #expect(box.contents(path.relativePath) == text)
            #expect(box.mode(box.url(path.relativePath).path) == 0o600)
            #expect(try box.commitCount() == 1)
            #expect(try box.changedInHead() == [path.relativePath])
            #expect(!FileManager.default.fileExists(atPath: session.draft.path))
            try box.expectCommittedCleanly()
        }
    }

    @Test func plainTextForANewEntryGetsFrontMatter() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let session = try vault.beginEdit(path, resume: false, now: Sandbox.now)
            try writeDraft(session, "Just words.\n")
            guard case .saved = try vault.finishEdit(session, now: Sandbox.now) else {
                Issue.record("not saved")
                return
            }
            let entry = try vault.read(path)
            #expect(entry.frontMatter.schema == 2)
            #expect(entry.frontMatter.created == "2026-11-21T09:14:03+09:00")
            #expect(entry.document.body.contains("Just words.\n"))
        }
    }

    @Test func anExistingEntryUnchangedOrEmptied() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let original = entryText(body: "kept\n")
            try vault.save(original, to: path, message: "first")
            let head = try box.head()

            let unchanged = try vault.beginEdit(path, resume: false, now: Sandbox.now)
            #expect(!unchanged.isNew)
            #expect(unchanged.startText == original)
            #expect(try vault.finishEdit(unchanged, now: Sandbox.now) == .unchanged)

            let emptied = try vault.beginEdit(path, resume: false, now: Sandbox.now)
            try writeDraft(emptied, entryText(body: "\n   \n"))
            #expect(try vault.finishEdit(emptied, now: Sandbox.now) == .emptied)
            #expect(box.contents(path.relativePath) == original)
            #expect(try box.head() == head)

            let edited = try vault.beginEdit(path, resume: false, now: Sandbox.now)
            try writeDraft(edited, original + "more\n")
            guard case .saved(_, _, let message) = try vault.finishEdit(edited, now: Sandbox.now) else {
                Issue.record("not saved")
                return
            }
            #expect(message == "Edit 2026-11-21")
            #expect(try box.commitCount() == 2)
            try box.expectCommittedCleanly()
        }
    }

    /// Opening a file that starts with a BOM and quitting the editor must change nothing.
    @Test func anUnchangedEntryWithABOMIsUnchanged() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let original = "\u{FEFF}---\r\nschema: 2\r\ncreated: 2026-11-21T09:14:03+09:00\r\n---\r\nkept\r\n"
            try vault.save(original, to: path, message: "first")
            let head = try box.head()
            let session = try vault.beginEdit(path, resume: false, now: Sandbox.now)
            #expect(Array(session.startText.utf8) == Array(original.utf8))
            let outcome = try vault.finishEdit(session, now: Sandbox.now)
            #expect(outcome == .unchanged)
            #expect(try box.head() == head)
            #expect(box.contents(path.relativePath).map { Array($0.utf8) } == Array(original.utf8))

            // An edit of the body keeps the BOM the editor kept.
            let edit = try vault.beginEdit(path, resume: false, now: Sandbox.now)
            try writeDraft(edit, original + "more\r\n")
            _ = try vault.finishEdit(edit, now: Sandbox.now)
            #expect(box.contents(path.relativePath).map { Array($0.utf8) } == Array((original + "more\r\n").utf8))

            // A failed editor that left the draft as it was keeps nothing.
            let other = entryPath("2026/11/2026-11-22.md")
            try vault.save(original, to: other, message: "second")
            let failed = try vault.beginEdit(other, resume: false, now: Sandbox.now)
            #expect(vault.keepDraftAfterFailure(failed) == false, "an untouched draft of a BOM entry was kept")
        }
    }

    @Test func brokenFrontMatterFromTheEditorKeepsTheDraft() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let session = try vault.beginEdit(path, resume: false, now: Sandbox.now)
            let typed = "---\nschema: 2\ncreated: [oops\n---\nPrecious words.\n"
            try writeDraft(session, typed)
            #expect(throws: VaultError.self) { try vault.finishEdit(session, now: Sandbox.now) }
            #expect(vault.leftoverDraft(for: path) == typed)
            #expect(!FileManager.default.fileExists(atPath: box.url(path.relativePath).path))
            #expect(try box.head() == nil)
        }
    }

    @Test func keepDraftAfterFailureKeepsAChangedDraftAndDropsAnUntouchedOne() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let untouched = try vault.beginEdit(path, resume: false, now: Sandbox.now)
            #expect(vault.keepDraftAfterFailure(untouched) == false)
            #expect(!FileManager.default.fileExists(atPath: untouched.draft.path))
            #expect(vault.leftoverDraft(for: path) == nil)

            let changed = try vault.beginEdit(path, resume: false, now: Sandbox.now)
            let typed = changed.startText + "Words I typed before the editor crashed.\n"
            try writeDraft(changed, typed)
            #expect(vault.keepDraftAfterFailure(changed) == true)
            #expect(vault.leftoverDraft(for: path) == typed)
            #expect(try box.head() == nil)
            #expect(!FileManager.default.fileExists(atPath: box.url(path.relativePath).path))

            let resumed = try vault.beginEdit(path, resume: true, now: Sandbox.now)
            #expect(resumed.resumedDraft)
            #expect(resumed.startText == typed)
            // Failing again without touching the resumed draft must not lose it.
            #expect(vault.keepDraftAfterFailure(resumed) == true)
            #expect(vault.leftoverDraft(for: path) == typed)

            let finished = try vault.beginEdit(path, resume: true, now: Sandbox.now)
            guard case .saved = try vault.finishEdit(finished, now: Sandbox.now) else {
                Issue.record("resumed draft not saved")
                return
            }
            #expect(box.contents(path.relativePath) == typed)
            #expect(vault.leftoverDraft(for: path) == nil)
            try box.expectCommittedCleanly()
        }
    }

    @Test func keepDraftAfterFailureOfAnExistingEntry() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            try vault.save(entryText(body: "saved\n"), to: path, message: "first")
            let untouched = try vault.beginEdit(path, resume: false, now: Sandbox.now)
            #expect(vault.keepDraftAfterFailure(untouched) == false)
            let changed = try vault.beginEdit(path, resume: false, now: Sandbox.now)
            try writeDraft(changed, entryText(body: "saved\nand more\n"))
            #expect(vault.keepDraftAfterFailure(changed) == true)
            #expect(box.contents(path.relativePath) == entryText(body: "saved\n"))
        }
    }

    @Test("a text with git's conflict markers is refused as a mistake in the text; diary's own may be saved")
    func gitsConflictMarkersAreNotSaved() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            let git = try vault.beginEdit(path, resume: false, now: Sandbox.now)
            try Data((git.startText + "<<<<<<< HEAD\nmine\n=======\ntheirs\n>>>>>>> other\n").utf8).write(to: git.draft)
            #expect(throws: VaultError.gitConflictMarkers(files: [path.relativePath], line: 6)) {
                try vault.finishEdit(git, now: Sandbox.now)
            }
            #expect(VaultError.gitConflictMarkers(files: [], line: 1).isInTheText, "the editor is offered again")
            #expect(!vault.exists(path) && FileManager.default.fileExists(atPath: git.draft.path), "nothing saved, the text kept")
            try Data((git.startText + "<<<<<<< local (laptop)\nmine\n=======\ntheirs\n>>>>>>> origin/main 1\n").utf8).write(to: git.draft)
            guard case .saved = try vault.finishEdit(git, now: Sandbox.now) else {
                Issue.record("a sync's markers, being settled, are saved")
                return
            }
        }
    }
}
