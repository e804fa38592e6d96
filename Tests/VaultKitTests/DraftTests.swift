import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// A draft is kept exactly when it holds bytes someone wrote, and a kept draft is never rewritten or lost.
@Suite struct DraftTests {
    static let path = EntryPath(relativePath: "2026/11/2026-11-21.md")!

    @Test("a draft of bytes that are not UTF-8 is kept after a failed editor, offered back, and resumed byte for byte")
    func notUTF8IsKept() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let session = try vault.beginEdit(Self.path, resume: false, now: Sandbox.now)
            let latin1 = Data(session.startText.utf8) + Data([0x43, 0x61, 0x66, 0xE9, 0x0A])  // "Café" in Latin-1
            try latin1.write(to: session.draft)
            #expect(vault.keepDraftAfterFailure(session))
            #expect(vault.leftoverDraft(for: Self.path) != nil, "offered back")
            let resumed = try vault.beginEdit(Self.path, resume: true, now: Sandbox.now)
            #expect(FileManager.default.contents(atPath: resumed.draft.path) == latin1, "resuming leaves the bytes as they are")
            #expect(throws: VaultError.notUTF8(file: resumed.draft.path)) { try vault.finishEdit(resumed, now: Sandbox.now) }
            #expect(FileManager.default.contents(atPath: resumed.draft.path) == latin1, "a refused save keeps them too")
        }
    }

    @Test("a leftover draft still equal to its starting text, or with an empty body, is removed and not offered")
    func untouchedDraftsAreNotOffered() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            // As a killed editor (and diary) leave it: the draft is its starting text.
            let killed = try vault.beginEdit(Self.path, resume: false, now: Sandbox.now)
            #expect(vault.leftoverDraft(for: Self.path) == nil)
            #expect(!FileManager.default.fileExists(atPath: killed.draft.path))
            // A body written and then deleted again.
            let emptied = try vault.beginEdit(Self.path, resume: false, now: Sandbox.now)
            try Data((emptied.startText + "\n\n").utf8).write(to: emptied.draft)
            #expect(vault.leftoverDraft(for: Self.path) == nil)
            // Written text stays, even when the starting text is not known (a draft from an older diary).
            let written = try vault.beginEdit(Self.path, resume: false, now: Sandbox.now)
            try Data((written.startText + "Words.\n").utf8).write(to: written.draft)
            try FileManager.default.removeItem(at: vault.draftStartURL(for: Self.path))
            #expect(vault.leftoverDraft(for: Self.path) == written.startText + "Words.\n")
        }
    }
}
