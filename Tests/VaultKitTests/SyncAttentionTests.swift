import Foundation
import Localization
import TestSupport
import Testing

@testable import VaultKit

@Suite struct SyncAttentionTests {
    static let path = "2026/11/2026-11-20.md"
    static let remote = "origin/main abc1234"

    @Test func theEnglishReasonsAreTheOnesSyncAlwaysWrote() {
        let cases: [(SyncAttention.Problem, String)] = [
            (
                .deletedHereEditedThere(remote: Self.remote),
                "deleted here but edited on origin/main abc1234; the edited entry was kept"
            ),
            (
                .bodyConflict,
                "both versions of the text are in the entry, between <<<<<<< and >>>>>>> lines; keep what you want and save"
            ),
            (
                .fieldConflict(key: "location", remote: Self.remote, remoteValue: "name: Busan"),
                "'location' changed on both sides; kept the local value, origin/main abc1234 had: name: Busan"
            ),
            (
                .unreadableRemoteVersion(remote: Self.remote),
                "origin/main abc1234 has a version whose front matter cannot be read; the local one was kept"
            ),
            (.fileConflict, "both versions are in the file, between <<<<<<< and >>>>>>> lines"),
            (
                .unreadableFromRemote(remote: Self.remote),
                "came from origin/main abc1234 with front matter diary cannot read ('diary show' says what is wrong); "
                    + "fix it in your editor, then run 'diary sync'"
            ),
            (
                .unreadableNotMerged(remote: Self.remote, copy: "2026/11/2026-11-20-2.md"),
                "changed here and on origin/main abc1234, and the front matter of one version cannot be read, so they were not merged: "
                    + "this is the local version, origin/main abc1234's is kept as it came in 2026/11/2026-11-20-2.md; "
                    + "take what you want into one of them and 'diary rm' the other"
            )
        ]
        for (problem, english) in cases {
            let item = SyncAttention(file: Self.path, problem: problem)
            #expect(item.reason(in: EnglishText()) == english)
            #expect(item.reason(in: KoreanText()) != english)
        }
    }

    @Test func everyProblemIsRecordedAndReadBack() throws {
        let items = [
            SyncAttention(file: Self.path, problem: .deletedHereEditedThere(remote: Self.remote)),
            SyncAttention(file: Self.path, problem: .bodyConflict),
            SyncAttention(file: Self.path, problem: .fieldConflict(key: "tags", remote: Self.remote, remoteValue: "[a]")),
            SyncAttention(file: Self.path, problem: .unreadableRemoteVersion(remote: Self.remote)),
            SyncAttention(file: "notes.txt", problem: .fileConflict),
            SyncAttention(file: Self.path, problem: .described("kept from an older diary")),
            SyncAttention(file: Self.path, problem: .unreadableFromRemote(remote: Self.remote)),
            SyncAttention(file: Self.path, problem: .unreadableNotMerged(remote: Self.remote, copy: "2026/11/2026-11-20-2.md"))
        ]
        let data = try JSONEncoder().encode(items)
        #expect(try JSONDecoder().decode([SyncAttention].self, from: data) == items)
        #expect(items.map(\.isMarkerConflict) == [false, true, false, false, true, false, false, false])
    }

    @Test func anAttentionFileFromAnOlderDiaryStillReads() throws {
        let old = """
            [{"file": "2026/11/2026-11-20.md", "reason": "both versions are in the file, between <<<<<<< and >>>>>>> lines"},
             {"file": "2026/11/2026-11-21.md", "reason": "'location' changed on both sides; kept the local value, origin had: x"}]
            """
        let items = try JSONDecoder().decode([SyncAttention].self, from: Data(old.utf8))
        #expect(items.map(\.file) == ["2026/11/2026-11-20.md", "2026/11/2026-11-21.md"])
        #expect(
            items[1].reason(in: KoreanText()) == "'location' changed on both sides; kept the local value, origin had: x",
            "an old reason is shown as it was written")
        #expect(items.map(\.isMarkerConflict) == [true, false], "a marker conflict is still settled once the markers go")
    }

    @Test func aFieldConflictAnOlderDiaryRecordedIsToldOnOneLineAndSettlesOnceTheEntryIsEdited() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            try box.write(Self.path, entryText(body: "Body.\n"))
            let old = """
                [{"file": "\(Self.path)", "problem": {"fieldConflict": {"key": "location", "remote": "origin/main 1a2b3c4", \
                "remoteValue": "location:\\n  name: Busan"}}}]
                """
            let file = box.repo.appendingPathComponent(".git/diary/attention.json")
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(old.utf8).write(to: file)
            // Written before the entry was last changed: the entry has not been edited since.
            let earlier = Date().addingTimeInterval(-60)
            try FileManager.default.setAttributes([.modificationDate: earlier], ofItemAtPath: box.repo.appendingPathComponent(Self.path).path)
            let told = vault.attention()
            try #require(told.count == 1, "\(told)")
            #expect(
                told[0].reason(in: EnglishText())
                    == "'location' changed on both sides; kept the local value, origin/main 1a2b3c4 had: location: name: Busan")
            // Edited after it was told: settled.
            try box.write(Self.path, entryText(body: "Body, looked at and fixed.\n"))
            try FileManager.default.setAttributes(
                [.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: box.repo.appendingPathComponent(Self.path).path)
            #expect(vault.attention().isEmpty)
        }
    }

    @Test func markersAreToldFromTheFileAndSettleWhenEditedAway() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let marked = entryText(body: "<<<<<<< local (laptop)\na\n=======\nb\n>>>>>>> origin/main 1\n")
            try box.write(Self.path, marked)
            try vault.recordAttention([SyncAttention(file: Self.path, problem: .bodyConflict)])
            #expect(vault.attention() == [SyncAttention(file: Self.path, problem: .conflict(line: 5, passages: 1, keys: [], byGit: false))])
            #expect(vault.attentionInWholeVault().count == 1, "the scan and the record tell one thing once")
            try box.write(Self.path, entryText(body: "a and b\n"))
            #expect(vault.attention().isEmpty && vault.attentionInWholeVault().isEmpty)
        }
    }

    @Test func aNewItemReplacesOnlyTheOneThatTellsTheSame() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            try box.write(Self.path, entryText(body: "<<<<<<< local (laptop)\na\n=======\nb\n>>>>>>> origin/main 1\n"))
            try box.write("2026/11/2026-11-20.conflict-1a2b3c4.md", entryText(body: "The other version.\n"))
            try vault.recordAttention([SyncAttention(file: Self.path, problem: .bodyConflict)])
            try vault.recordAttention([
                SyncAttention(file: Self.path, problem: .otherVersionBeside(copy: "2026/11/2026-11-20.conflict-1a2b3c4.md"))
            ])
            #expect(vault.attention().count == 2, "the markers are still told beside the copy: \(vault.attention())")
            try FileManager.default.removeItem(at: box.repo.appendingPathComponent("2026/11/2026-11-20.conflict-1a2b3c4.md"))
            #expect(vault.attention().map(\.isMarkerConflict) == [true], "the copy deleted, the markers still there")
        }
    }
}
