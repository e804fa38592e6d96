import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// Drafts set aside, listed, brought back and deleted: nothing a person wrote goes without their choice.
@Suite struct DraftListTests {
    static let path = EntryPath(relativePath: "2026/11/2026-11-21.md")!

    /// A draft of `path` left by a failed edit, holding `words` below the text it started with.
    func leaveDraft(_ vault: Vault, _ path: EntryPath = path, words: String) throws -> EditSession {
        let session = try vault.beginEdit(path, resume: false, now: Sandbox.now)
        try Data((session.startText + words).utf8).write(to: session.draft)
        #expect(vault.keepDraftAfterFailure(session))
        return session
    }

    @Test func draftNamesSayTheirEntryAndWhy() {
        let cases: [(String, String, Draft.Kind)] = [
            ("2026-11-21", "2026/11/2026-11-21.md", .unfinished),
            ("2026-11-21-2", "2026/11/2026-11-21-2.md", .unfinished),
            ("2026-11-21-declined-1A2B3C4D", "2026/11/2026-11-21.md", .declined),
            ("2026-11-21-2-kept-1A2B3C4D", "2026/11/2026-11-21-2.md", .kept),
            ("2026-11-21-conflict-0F0F0F0F", "2026/11/2026-11-21.md", .conflict),
            ("2026-11-21-new", "2026/11/2026-11-21.md", .new)
        ]
        for (name, entry, kind) in cases {
            let parsed = Vault.parseDraftName(name)
            #expect(parsed?.0.relativePath == entry && parsed?.1 == kind, "\(name)")
        }
        for name in ["notes", "2026-11-21-whatever-1A2B", "2026-11-21-declined-", "2026-13-01"] {
            #expect(Vault.parseDraftName(name) == nil, "\(name)")
        }
    }

    @Test func aDeclinedDraftIsSetAsideListedAndBroughtBack() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            _ = try leaveDraft(vault, words: "Words I wrote.\n")
            #expect(vault.drafts().map(\.kind) == [.unfinished])
            let aside = try #require(try vault.setAsideDraft(of: Self.path))
            #expect(aside.kind == .declined && aside.entry == Self.path && aside.name.hasPrefix("2026-11-21-declined-"))
            #expect(vault.leftoverDraft(for: Self.path) == nil, "the next edit starts afresh")
            #expect(vault.drafts() == [aside])
            #expect(try vault.text(of: aside).hasSuffix("Words I wrote.\n"))
            // The entry never existed: it comes back as the new entry it was.
            #expect(vault.restoreTarget(of: aside) == (Self.path, true))
            #expect(try vault.moveDraftIntoPlace(aside, for: Self.path) == nil)
            #expect(vault.leftoverDraft(for: Self.path)?.hasSuffix("Words I wrote.\n") == true)
            let session = try vault.beginEdit(Self.path, resume: true, now: Sandbox.now)
            guard case .saved = try vault.finishEdit(session, now: Sandbox.now) else {
                Issue.record("not saved")
                return
            }
            #expect(try vault.read(Self.path).document.body.contains("Words I wrote."))
            #expect(vault.drafts().isEmpty)
        }
    }

    @Test func aDraftOfAnEntryThatAnotherTookComesBackAsANewEntry() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            _ = try leaveDraft(vault, words: "The first try.\n")
            let aside = try #require(try vault.setAsideDraft(of: Self.path))
            // Meanwhile a fresh entry was saved under that name.
            _ = try vault.quickEntry("A fresh start.", now: Sandbox.now + 60)
            #expect(vault.restoreTarget(of: aside) == (EntryPath(relativePath: "2026/11/2026-11-21-2.md")!, true))
        }
    }

    @Test func aDraftOfAnExistingEntryComesBackToItAndSaysWhenTheEntryChangedSince() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            _ = try vault.quickEntry("First version.", now: Sandbox.now)
            _ = try leaveDraft(vault, words: "Added in a failed edit.\n")
            let aside = try #require(try vault.setAsideDraft(of: Self.path))
            #expect(vault.restoreTarget(of: aside) == (Self.path, false))
            #expect(!vault.entryChanged(Self.path, since: aside))
            let edit = try vault.beginEdit(Self.path, resume: false, now: Sandbox.now)
            try Data((edit.startText + "Changed since.\n").utf8).write(to: edit.draft)
            _ = try vault.finishEdit(edit, now: Sandbox.now)
            #expect(vault.entryChanged(Self.path, since: aside))
        }
    }

    @Test func bringingADraftBackNeverOverwritesAnotherWithWords() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            _ = try leaveDraft(vault, words: "Older words.\n")
            let older = try #require(try vault.setAsideDraft(of: Self.path))
            _ = try leaveDraft(vault, words: "Newer words.\n")
            let setAside = try #require(try vault.moveDraftIntoPlace(older, for: Self.path))
            #expect(try vault.text(of: setAside).hasSuffix("Newer words.\n"))
            #expect(vault.leftoverDraft(for: Self.path)?.hasSuffix("Older words.\n") == true)
            #expect(vault.drafts().count == 2)
        }
    }

    @Test func deletingIsForGoodAndOnlyOfThatDraft() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            _ = try leaveDraft(vault, words: "Keep me.\n")
            let aside = try #require(try vault.setAsideDraft(of: Self.path))
            _ = try leaveDraft(vault, words: "Delete me.\n")
            let own = try vault.draft(named: "2026-11-21")
            try vault.deleteDraft(own)
            #expect(vault.drafts() == [aside])
            #expect(try vault.draft(named: aside.name + ".md") == aside)
            #expect(throws: VaultError.noSuchDraft(name: "2026-11-21")) { try vault.draft(named: "2026-11-21") }
        }
    }

    @Test func anUntouchedOwnDraftIsNotListedAndListingRemovesNothing() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let session = try vault.beginEdit(Self.path, resume: false, now: Sandbox.now)
            #expect(vault.drafts().isEmpty)
            #expect(FileManager.default.fileExists(atPath: session.draft.path), "an editor may be about to use it")
        }
    }
}
