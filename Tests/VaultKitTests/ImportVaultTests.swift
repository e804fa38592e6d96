import Foundation
import Localization
import TestSupport
import Testing

@testable import VaultKit

/// Importing into a vault: dated places, one commit, no duplicates on a second run, bad input skipped.
@Suite("Import: into a vault")
struct ImportVaultTests {
    static let jrnl = #"""
        {"tags": {}, "entries": [
          {"date": "2026-11-21", "time": "19:30", "title": "Evening", "body": "Dinner.", "tags": [], "starred": false},
          {"date": "2026-11-21", "time": "07:00", "title": "Morning", "body": "Run.", "tags": ["@run"], "starred": false},
          {"date": "2026-11-22", "time": "12:00", "title": "Noon", "body": "Lunch.", "tags": [], "starred": true},
          {"time": "12:00", "title": "Undated", "body": "Lost.", "tags": [], "starred": false}
        ]}
        """#

    func jrnlBatch(_ text: String = jrnl) -> ImportBatch {
        JrnlImport.read(Data(text.utf8), source: "journal.json", zone: Sandbox.seoul)
    }

    @Test func entriesGoToTheirDatedPlacesInOneCommitEarliestFirst() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let report = try vault.importEntries(jrnlBatch())
            #expect(report.added.map(\.path.relativePath) == ["2026/11/2026-11-21.md", "2026/11/2026-11-21-2.md", "2026/11/2026-11-22.md"])
            #expect(report.added.map(\.title) == ["Morning", "Evening", "Noon"])
            #expect(report.skipped == [ImportSkip(source: "journal.json entries[3]", problem: .noDate(field: "date"))])
            #expect(report.alreadyThere == 0)
            #expect(report.summary(in: EnglishText()) == "Imported 3 entries, skipped 1, 0 already there (\(report.commit ?? "?")).")
            #expect(try sb.commitCount() == 1)
            #expect(try sb.git("log", "-1", "--format=%s").trimmingCharacters(in: .whitespacesAndNewlines) == "Import 3 entries from jrnl")
            #expect(try sb.changedInHead() == ["2026/11/2026-11-21-2.md", "2026/11/2026-11-21.md", "2026/11/2026-11-22.md"])
            #expect(report.commit?.count == 7)
            #expect(
                sb.contents("2026/11/2026-11-21.md") == "---\nschema: 2\ncreated: 2026-11-21T07:00:00+09:00\ntags: [run]\n---\n# Morning\n\nRun.\n")
            try sb.expectCommittedCleanly()
        }
    }

    @Test func importingTheSameSourceAgainAddsNothingAndCommitsNothing() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            _ = try vault.importEntries(jrnlBatch())
            let head = try sb.head()
            let again = try vault.importEntries(jrnlBatch())
            #expect(again.added.isEmpty)
            #expect(again.alreadyThere == 3)
            #expect(again.commit == nil)
            #expect(again.summary(in: EnglishText()) == "Imported 0 entries, skipped 1, 3 already there.")
            #expect(try sb.head() == head)
            try sb.expectCommittedCleanly()
        }
    }

    @Test func newEntriesFollowTheDaysEntriesAndOnlyTheNewOnesAreAdded() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            try vault.save(
                "---\nschema: 2\ncreated: 2026-11-21T06:00:00+09:00\n---\nWritten in diary.\n",
                to: EntryPath(relativePath: "2026/11/2026-11-21.md")!, message: "New")
            // The same evening entry, already there with trailing white space of its own.
            try vault.save(
                "---\nschema: 2\ncreated: 2026-11-21T19:30:00+09:00\n---\n# Evening\n\nDinner.  \n\n",
                to: EntryPath(relativePath: "2026/11/2026-11-21-2.md")!, message: "New")
            let report = try vault.importEntries(jrnlBatch())
            #expect(report.alreadyThere == 1)
            #expect(report.added.map(\.path.relativePath) == ["2026/11/2026-11-21-3.md", "2026/11/2026-11-22.md"])
            #expect(try sb.changedInHead() == ["2026/11/2026-11-21-3.md", "2026/11/2026-11-22.md"])
            #expect(try sb.git("log", "-1", "--format=%s").contains("Import 2 entries from jrnl"))
            try sb.expectCommittedCleanly()
        }
    }

    @Test("a Day One entry edited since its import is known by its id, reported as changed, and left as the vault has it")
    func aDayOneEntryIsRecognisedByItsIdEvenAfterItWasEdited() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let json =
                #"{"metadata": {"version": "1.0"}, "entries": [{"uuid": "ABC123", "creationDate": "2026-11-21T00:00:00Z", "timeZone": "Asia/Seoul", "text": "Original."}]}"#
            var batch = ImportBatch(sourceName: "Day One")
            DayOneImport.read(json: Data(json.utf8), source: "Journal.json", zone: Sandbox.seoul, into: &batch)
            let first = try vault.importEntries(batch)
            let path = try #require(first.added.first?.path)
            let edited = try #require(sb.contents(path.relativePath)).replacingOccurrences(of: "Original.", with: "Edited since.")
            try vault.save(edited, to: path, message: "Edit")
            let again = try vault.importEntries(batch)
            #expect(again.added.isEmpty && again.alreadyThere == 0)
            #expect(again.changed == [ImportReport.Changed(path: path, source: "Journal.json entries[0]")])
            #expect(again.summary(in: EnglishText()) == "Imported 0 entries, skipped 0, 0 already there, 1 changed.")
            #expect(sb.contents(path.relativePath)?.contains("Edited since.") == true, "the vault's copy is kept")
        }
    }

    @Test func aDryRunWritesNothingAndSaysWhatItWouldDo() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let report = try vault.importEntries(jrnlBatch(), dryRun: true)
            #expect(report.dryRun && report.commit == nil)
            #expect(report.added.count == 3)
            #expect(report.summary(in: EnglishText()) == "Would import 3 entries, skipped 1, 0 already there.")
            #expect(try sb.head() == nil)
            #expect(vault.entryPaths().isEmpty)
        }
    }

    @Test func anEmptyEntryIsSkippedNotSaved() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let json = #"{"entries": [{"date": "2026-11-21", "time": "10:00", "title": "", "body": "  \n", "tags": [], "starred": false}]}"#
            let report = try vault.importEntries(jrnlBatch(json))
            #expect(report.added.isEmpty)
            #expect(report.skipped == [ImportSkip(source: "journal.json entries[0]", problem: .noText)])
            #expect(report.skipped.first?.reason(in: EnglishText()) == "no text and no title (an empty entry is never saved)")
            #expect(try sb.head() == nil)
        }
    }

    @Test func aFolderImportedTwiceIsImportedOnce() throws {
        let files = ["2026-11-21.md": Data("Plain note.\n".utf8), "2026/11/22.md": Data("---\ndate: 2026-11-22 09:00\n---\nObsidian.\n".utf8)]
        try ImportFolderTests.withFolder(files) { folder in
            try Sandbox.with { sb in
                let vault = try sb.makeVault()
                let first = try vault.importEntries(try FolderImport.read(folder, zone: vault.timeZone))
                #expect(first.added.map(\.path.relativePath) == ["2026/11/2026-11-21.md", "2026/11/2026-11-22.md"])
                #expect(try sb.git("log", "-1", "--format=%s").contains("Import 2 entries from folder Daily"))
                let again = try vault.importEntries(try FolderImport.read(folder, zone: vault.timeZone))
                #expect(again.added.isEmpty && again.alreadyThere == 2)
                #expect(try sb.commitCount() == 1)
                try sb.expectCommittedCleanly()
            }
        }
    }

    @Test func aStaleIndexLockStopsTheImportBeforeAnyFileIsWritten() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            try Data().write(to: sb.repo.appendingPathComponent(".git/index.lock"))
            #expect(throws: VaultError.self) { try vault.importEntries(jrnlBatch()) }
            #expect(vault.entryPaths().isEmpty)
            #expect(sb.temporaryFiles().isEmpty)
        }
    }

    @Test("two identical jrnl entries (same time, same text) are two entries, and a second import finds both there")
    func twoEntriesOfOneSourceThatAreTheSameAreBothImported() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let twice =
                #"{"entries": [{"date": "2026-11-21", "time": "10:00", "title": "Same", "body": "x", "tags": [], "starred": false}, {"date": "2026-11-21", "time": "10:00", "title": "Same", "body": "x", "tags": [], "starred": false}]}"#
            let report = try vault.importEntries(jrnlBatch(twice))
            #expect(report.added.map(\.path.relativePath) == ["2026/11/2026-11-21.md", "2026/11/2026-11-21-2.md"])
            let again = try vault.importEntries(jrnlBatch(twice))
            #expect(again.added.isEmpty && again.alreadyThere == 2 && again.changed.isEmpty)
        }
    }

    @Test("a jrnl entry edited in jrnl is known by its time and title: reported as changed, never added as a -2")
    func aJrnlEntryEditedInJrnlIsChangedNotNew() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let first = #"{"entries": [{"date": "2026-11-21", "time": "10:00", "title": "Walk.", "body": "Cold.", "tags": [], "starred": false}]}"#
            let edited =
                #"{"entries": [{"date": "2026-11-21", "time": "10:00", "title": "Walk.", "body": "Cold, then warm.", "tags": [], "starred": false}]}"#
            _ = try vault.importEntries(jrnlBatch(first))
            let again = try vault.importEntries(jrnlBatch(edited))
            #expect(again.added.isEmpty)
            #expect(again.changed.map(\.path.relativePath) == ["2026/11/2026-11-21.md"])
            #expect(sb.contents("2026/11/2026-11-21.md")?.hasSuffix("# Walk.\n\nCold.\n") == true)
            #expect(try sb.commitCount() == 1)
        }
    }

    @Test("a jrnl title that is itself a heading stays the title: # Heading becomes # # Heading")
    func aJrnlHeadingTitleKeepsItsHashes() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let json =
                ##"{"entries": [{"date": "2026-11-21", "time": "10:00", "title": "# Heading.", "body": "The body of it.", "tags": [], "starred": false}]}"##
            let report = try vault.importEntries(jrnlBatch(json))
            #expect(report.added.map(\.title) == ["# Heading."])
            #expect(sb.contents("2026/11/2026-11-21.md")?.hasSuffix("---\n# # Heading.\n\nThe body of it.\n") == true)
            #expect(try vault.read(EntryPath(relativePath: "2026/11/2026-11-21.md")!).title == "# Heading.")
        }
    }
}
