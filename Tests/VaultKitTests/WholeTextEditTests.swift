import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// Edits whose whole text comes from elsewhere (the web reader): saved as an editor's are, refused without
/// losing a word when the entry changed meanwhile, kept as the entry's draft while being written.
@Suite("Vault store: whole-text edits")
struct WholeTextEditTests {
    let path = entryPath("2026/11/2026-11-21.md")
    let start = "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\n\n# Walk\n\nBy the river.\n"

    func savedEntry(_ box: Sandbox) throws -> Vault {
        let vault = try box.makeVault()
        _ = try vault.save(start, to: path, message: "New 2026-11-21")
        return vault
    }

    @Test func anEditOfTheVersionOnDiskIsOneEditCommit() throws {
        try Sandbox.with { box in
            let vault = try savedEntry(box)
            let version = try #require(vault.entryVersion(path))
            #expect(version.utf8.count == 64)
            let outcome = try vault.saveWholeText(start + "\nAnd back.\n", to: path, startedFrom: version, now: Sandbox.now)
            guard case .saved(let saved, _, let message) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            #expect(saved == path && message == "Edit 2026-11-21")
            #expect(try box.gitLines("log", "--format=%s") == ["Edit 2026-11-21", "New 2026-11-21"])
            #expect(try String(contentsOf: box.url(path.relativePath), encoding: .utf8) == start + "\nAnd back.\n")
            #expect(try box.status() == [])
            #expect(!FileManager.default.fileExists(atPath: vault.draftURL(for: path).path))
            #expect(try vault.saveWholeText(start + "\nAnd back.\n", to: path, startedFrom: vault.entryVersion(path)) == .unchanged)
        }
    }

    @Test func anEditOfAnOlderVersionSavesNothingAndKeepsTheText() throws {
        try Sandbox.with { box in
            let vault = try savedEntry(box)
            let version = try #require(vault.entryVersion(path))
            try Data((start + "Changed in vim.\n").utf8).write(to: box.url(path.relativePath))
            #expect {
                try vault.saveWholeText(start + "Mine.\n", to: path, startedFrom: version)
            } throws: { error in
                guard case VaultError.changedMeanwhile(let file, let draft) = error else { return false }
                return file == path.relativePath && (try? String(contentsOfFile: draft, encoding: .utf8)) == start + "Mine.\n"
            }
            #expect(try String(contentsOf: box.url(path.relativePath), encoding: .utf8) == start + "Changed in vim.\n")
            #expect(try box.gitLines("log", "--format=%s") == ["New 2026-11-21"])
        }
    }

    @Test func theSameTextSentTwiceIsUnchangedTheSecondTime() throws {
        try Sandbox.with { box in
            let vault = try savedEntry(box)
            let version = try #require(vault.entryVersion(path))
            _ = try vault.saveWholeText(start + "Once.\n", to: path, startedFrom: version)
            #expect(try vault.saveWholeText(start + "Once.\n", to: path, startedFrom: version) == .unchanged)
            #expect(try box.gitLines("log", "--format=%s") == ["Edit 2026-11-21", "New 2026-11-21"])
        }
    }

    @Test func aDraftRemembersTheVersionItStartedFrom() throws {
        try Sandbox.with { box in
            let vault = try savedEntry(box)
            let version = try #require(vault.entryVersion(path))
            try vault.keepDraft(start + "Typed.", of: path, startedFrom: version)
            try Data((start + "Synced.\n").utf8).write(to: box.url(path.relativePath))
            #expect(vault.draftStartVersion(for: path) == version)
            #expect(vault.entryVersion(path) != version)
        }
    }

    @Test func anEntryDeletedMeanwhileIsAConflictToo() throws {
        try Sandbox.with { box in
            let vault = try savedEntry(box)
            let version = try #require(vault.entryVersion(path))
            _ = try vault.delete(path, message: "Delete 2026-11-21")
            #expect(throws: VaultError.self) { try vault.saveWholeText(start + "Mine.\n", to: path, startedFrom: version) }
            #expect(!vault.exists(path))
        }
    }

    @Test func aNewEntryTakesTheNextNameWhenItsOwnWasTaken() throws {
        try Sandbox.with { box in
            let vault = try savedEntry(box)
            let outcome = try vault.saveWholeText(start.replacingOccurrences(of: "Walk", with: "Later"), to: path, startedFrom: nil)
            guard case .saved(let saved, _, let message) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            #expect(saved.relativePath == "2026/11/2026-11-21-2.md" && message == "New 2026-11-21-2")
            #expect(try String(contentsOf: box.url(path.relativePath), encoding: .utf8) == start)
        }
    }

    @Test func aBrokenFrontMatterIsRefusedAndTheTextStaysAsTheDraft() throws {
        try Sandbox.with { box in
            let vault = try savedEntry(box)
            let broken = "---\nschema: 2\ncreated: [\n---\n\nText.\n"
            #expect(throws: VaultError.self) { try vault.saveWholeText(broken, to: path, startedFrom: vault.entryVersion(path)) }
            #expect(try String(contentsOf: vault.draftURL(for: path), encoding: .utf8) == broken)
            #expect(try String(contentsOf: box.url(path.relativePath), encoding: .utf8) == start)
        }
    }

    @Test func aKeptDraftIsOfferedToTheEditorAndCommitsNothing() throws {
        try Sandbox.with { box in
            let vault = try savedEntry(box)
            try vault.keepDraft(start + "Half a thought", of: path, startedFrom: vault.entryVersion(path))
            #expect(vault.leftoverDraft(for: path) == start + "Half a thought")
            #expect(try box.gitLines("log", "--format=%s") == ["New 2026-11-21"])
            // A draft that is the entry as saved holds nothing written: it is not offered.
            try vault.keepDraft(start, of: path, startedFrom: vault.entryVersion(path))
            #expect(vault.leftoverDraft(for: path) == nil)
        }
    }

    @Test func aNewEntrysDraftNeverPosesAsTheDraftOfAnEntryThatTookItsName() throws {
        try Sandbox.with { box in
            let vault = try savedEntry(box)
            try vault.keepDraft(start + "A new one", of: path, startedFrom: nil)
            #expect(vault.leftoverDraft(for: path) == nil)
            let beside = vault.draftURL(for: path).deletingLastPathComponent().appendingPathComponent("2026-11-21-new.md")
            #expect(try String(contentsOf: beside, encoding: .utf8) == start + "A new one")
        }
    }

    @Test func aDraftIsNotKeptWhileAnEditorHasTheEntryOpen() throws {
        try Sandbox.with { box in
            let vault = try savedEntry(box)
            let editing = try vault.lockDraft(of: path)
            defer { withExtendedLifetime(editing) {} }
            #expect(throws: VaultError.self) { try vault.keepDraft("x", of: path, startedFrom: nil) }
            // A save is refused too, and its text kept beside the draft the editor has open.
            #expect {
                try vault.saveWholeText(start + "x\n", to: path, startedFrom: vault.entryVersion(path))
            } throws: { error in
                guard case VaultError.textKeptAsDraft(.editInProgress, let draft) = error else { return false }
                return draft.contains("2026-11-21-kept-") && (try? String(contentsOfFile: draft, encoding: .utf8)) == start + "x\n"
            }
        }
    }

    @Test func attachmentsAreReadOnlyFromPlainPathsInTheVault() throws {
        try Sandbox.with { box in
            let vault = try savedEntry(box)
            let media = box.url("2026/11/media")
            try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
            try Data("photo".utf8).write(to: media.appendingPathComponent("a.jpeg"))
            try FileManager.default.createSymbolicLink(atPath: media.appendingPathComponent("out.txt").path, withDestinationPath: "/etc/hostname")
            try FileManager.default.createSymbolicLink(atPath: box.url("2026/12").path, withDestinationPath: "/etc")
            #expect(vault.attachmentBytes(at: "2026/11/media/a.jpeg") == Data("photo".utf8))
            for refused in [
                "2026/11/media/out.txt", "2026/12/hostname", "2026/11/../../x", ".git/HEAD", "2026/11/.hidden",
                "2026/11/2026-11-21.md", "", "2026//11", "/etc/hostname", "2026/11/media"
            ] {
                #expect(vault.attachmentBytes(at: refused) == nil, "\(refused)")
            }
        }
    }

    @Test func monthsWithEntriesAreListedNewestFirst() throws {
        try Sandbox.with { box in
            let vault = try savedEntry(box)
            _ = try vault.save(start, to: entryPath("2025/02/2025-02-03.md"), message: "New 2025-02-03")
            try FileManager.default.createDirectory(at: box.url("2026/05"), withIntermediateDirectories: true)
            #expect(vault.entryMonths().map { "\($0.first)" } == ["2026-11-01", "2025-02-01"])
        }
    }

    @Test func discardRemovesTheDraftAndCommitsNothing() throws {
        try Sandbox.with { box in
            let vault = try savedEntry(box)
            try vault.keepDraft(start + "Not meant.", of: path, startedFrom: vault.entryVersion(path))
            #expect(FileManager.default.fileExists(atPath: vault.draftURL(for: path).path))
            #expect(FileManager.default.fileExists(atPath: vault.draftStartURL(for: path).path))
            try vault.discardDraft(of: path)
            #expect(!FileManager.default.fileExists(atPath: vault.draftURL(for: path).path))
            #expect(!FileManager.default.fileExists(atPath: vault.draftStartURL(for: path).path))
            #expect(vault.leftoverDraft(for: path) == nil)
            #expect(try String(contentsOf: box.url(path.relativePath), encoding: .utf8) == start)
            #expect(try box.gitLines("log", "--format=%s") == ["New 2026-11-21"])
            #expect(try box.status() == [])
            // Nothing to discard is no error.
            try vault.discardDraft(of: path)
        }
    }

    @Test func discardLeavesAnEditorsDraftAlone() throws {
        try Sandbox.with { box in
            let vault = try savedEntry(box)
            let session = try vault.beginEdit(path, resume: false)
            let lock = try vault.lockDraft(of: path)
            try Data((start + "Typed in vim.\n").utf8).write(to: session.draft)
            withExtendedLifetime(lock) {
                #expect(throws: VaultError.self) {
                    try Vault.open(at: vault.root, timeZone: vault.timeZone, host: vault.host).discardDraft(of: path)
                }
            }
            #expect(try String(contentsOf: session.draft, encoding: .utf8) == start + "Typed in vim.\n")
        }
    }

    @Test func aNewEntrySavedWholeGetsTheMomentFoundInTheFieldsLeftAsTheyBegan() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let new = entryPath("2026/11/2026-11-25.md")
            let opened = NewEntryMoment(locationName: "Busan", tags: ["trip"])
            let created = EntryTimestamp(rfc3339: "2026-11-25T21:14:03+09:00")!
            let begun = vault.newEntryText(created: created, moment: opened, body: "Typed.\n")
            var found = opened
            found.latitude = 35.1
            found.longitude = 129.0
            found.weatherCondition = "Clear"
            found.temperature = 8
            found.tags = ["found"]
            // The person changed the tags; the place is as it began.
            let typed = begun.replacingOccurrences(of: "tags: [trip]", with: "tags: [mine]")
            let outcome = try vault.saveWholeText(
                typed, to: new, startedFrom: nil, newEntry: NewEntryStart(created: created, moment: opened), moment: found)
            guard case .saved(let saved, _, _) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            let text = try String(contentsOf: box.url(saved.relativePath), encoding: .utf8)
            #expect(text.contains("location:\n  name: Busan\n  latitude: 35.1\n  longitude: 129\n"), "\(text)")
            #expect(text.contains("weather:\n  condition: Clear\n  temperature: 8\n"), "\(text)")
            #expect(text.contains("tags: [mine]\n"), "\(text)")
        }
    }
}
