import Foundation
import Testing

@testable import VaultKit

@Suite("Merging one entry changed on both sides")
struct EntryMergeTests {
    /// A whole-text stand-in for git's line merge: one side unchanged takes the other; else a conflict.
    static let wholeTextMerge: EntryMerge.TextMerge = { base, ours, theirs, ourLabel, theirLabel in
        if ours == theirs || theirs == base { return (ours, true) }
        if ours == base { return (theirs, true) }
        let text =
            "<<<<<<< \(ourLabel)\n" + String(decoding: ours, as: UTF8.self) + "=======\n"
            + String(decoding: theirs, as: UTF8.self) + ">>>>>>> \(theirLabel)\n"
        return (Data(text.utf8), false)
    }

    func doc(_ text: String) throws -> EntryDocument { try EntryDocument.parse(text: text, file: "t.md") }

    func merge(_ base: String?, _ ours: String, _ theirs: String) throws -> EntryMergeResult {
        try EntryMerge.merge(
            base: base.map(doc), ours: doc(ours), theirs: doc(theirs), file: "t.md",
            ourLabel: "local", theirLabel: "origin/main abc1234", mergeText: Self.wholeTextMerge)
    }

    static let base = """
        ---
        schema: 2
        created: 2026-11-21T09:14:03+09:00
        location:
          name: Seoul
        tags: [a, b]
        mood: ok
        ---
        Body.

        """

    @Test func aFieldChangedOnOneSideTakesThatChange() throws {
        let ours = Self.base.replacingOccurrences(of: "Body.", with: "Body, edited here.")
        let theirs = Self.base.replacingOccurrences(of: "name: Seoul", with: "name: Busan")
        let result = try merge(Self.base, ours, theirs)
        #expect(result.bodyMerged)
        #expect(result.fieldConflicts.isEmpty)
        let merged = try doc(result.text)
        #expect(merged.frontMatter?.location?.name == "Busan")
        #expect(merged.body == "Body, edited here.\n")
    }

    @Test func tagsAreUnitedAndRemovalsKept() throws {
        let ours = Self.base.replacingOccurrences(of: "tags: [a, b]", with: "tags: [a, b, local]")
        let theirs = Self.base.replacingOccurrences(of: "tags: [a, b]", with: "tags: [b, remote]")
        let merged = try doc(try merge(Self.base, ours, theirs).text)
        #expect(merged.frontMatter?.tags == ["b", "local", "remote"])
    }

    @Test func aFieldChangedDifferentlyKeepsLocalAndReportsRemote() throws {
        let ours = Self.base.replacingOccurrences(of: "name: Seoul", with: "name: Incheon")
            .replacingOccurrences(of: "mood: ok", with: "mood: great")
        let theirs = Self.base.replacingOccurrences(of: "name: Seoul", with: "name: Busan")
            .replacingOccurrences(of: "mood: ok", with: "mood: NO")
        let result = try merge(Self.base, ours, theirs)
        let merged = try doc(result.text)
        #expect(merged.frontMatter?.location?.name == "Incheon")
        #expect(merged.frontMatter?.userFields.first?.text == "mood: great\n")
        #expect(result.fieldConflicts.map(\.key) == ["location", "mood"])
        #expect(result.fieldConflicts.first?.remoteText.contains("Busan") == true)
        #expect(result.fieldConflicts.last?.remoteText == "mood: NO\n")
    }

    @Test func bothValuesOfAFieldChangedOnBothSidesAreWrittenBetweenMarkersAtTheEndOfTheBody() throws {
        let ours = Self.base.replacingOccurrences(of: "name: Seoul", with: "name: Incheon")
        let theirs = Self.base.replacingOccurrences(of: "name: Seoul", with: "name: Busan")
        let result = try EntryMerge.merge(
            base: doc(Self.base), ours: doc(ours), theirs: doc(theirs), file: "t.md",
            ourLabel: "local (laptop)", theirLabel: "origin/main abc1234", mergeText: Self.wholeTextMerge)
        let merged = try doc(result.text)
        #expect(merged.frontMatter?.location?.name == "Incheon", "the local value stays in the front matter")
        #expect(
            merged.body == """
                Body.

                <<<<<<< local (laptop), front matter: location
                location:
                  name: Incheon
                =======
                location:
                  name: Busan
                >>>>>>> origin/main abc1234, front matter: location

                """)
        let blocks = ConflictMarkers.blocks(in: merged.body)
        #expect(blocks.map(\.keys) == [["location"]] && blocks.allSatisfy { $0.isDiarys })
    }

    @Test func aBodyConflictOverOldMarkersIsNotMergedButSaysItWouldNest() throws {
        let marked = Self.base.replacingOccurrences(
            of: "Body.", with: "<<<<<<< local (a)\nx\n=======\ny\n>>>>>>> origin/main 1")
        let ours = marked.replacingOccurrences(of: "x\n", with: "x, here\n")
        let theirs = marked.replacingOccurrences(of: "x\n", with: "x, there\n")
        let result = try EntryMerge.merge(
            base: doc(marked), ours: doc(ours), theirs: doc(theirs), file: "t.md",
            ourLabel: "local (b)", theirLabel: "origin/main 2", mergeText: Self.wholeTextMerge)
        #expect(result.nests && !result.bodyMerged)
        #expect(result.text == ours, "the local text as it was")
        // Both resolved differently, markers gone on both sides: an ordinary conflict, not nested.
        let resolvedHere = Self.base.replacingOccurrences(of: "Body.", with: "Resolved here.")
        let resolvedThere = Self.base.replacingOccurrences(of: "Body.", with: "Resolved there.")
        let again = try EntryMerge.merge(
            base: doc(marked), ours: doc(resolvedHere), theirs: doc(resolvedThere), file: "t.md",
            ourLabel: "local (b)", theirLabel: "origin/main 2", mergeText: Self.wholeTextMerge)
        #expect(!again.nests && !again.bodyMerged)
        #expect(ConflictMarkers.blocks(in: again.text).count == 1)
    }

    @Test func aBodyConflictKeepsBothLabelledOutsideTheFrontMatter() throws {
        let ours = Self.base.replacingOccurrences(of: "Body.", with: "Written on the laptop.")
        let theirs = Self.base.replacingOccurrences(of: "Body.", with: "Written on the desktop.")
        let result = try merge(Self.base, ours, theirs)
        #expect(!result.bodyMerged)
        let merged = try doc(result.text)  // the front matter still parses
        #expect(merged.frontMatter?.created == "2026-11-21T09:14:03+09:00")
        #expect(merged.body.contains("Written on the laptop.") && merged.body.contains("Written on the desktop."))
        #expect(merged.body.contains("<<<<<<< local") && merged.body.contains(">>>>>>> origin/main abc1234"))
        let block = result.text.components(separatedBy: "---\n")[1]
        #expect(!block.contains("<<<<<<<") && !block.contains(">>>>>>>"))
    }

    @Test func bothSidesAddedWithoutABase() throws {
        let ours = "---\nschema: 2\ncreated: 2026-11-21T09:00:00+09:00\ntags: [x]\n---\nMine.\n"
        let theirs = "---\nschema: 2\ncreated: 2026-11-21T09:00:00+09:00\ntags: [y]\n---\nTheirs.\n"
        let result = try merge(nil, ours, theirs)
        #expect(!result.bodyMerged)
        #expect(try doc(result.text).frontMatter?.tags == ["x", "y"])
    }

    @Test func identicalChangesMergeCleanly() throws {
        let changed = Self.base.replacingOccurrences(of: "Body.", with: "Same edit.")
        let result = try merge(Self.base, changed, changed)
        #expect(result.bodyMerged && result.fieldConflicts.isEmpty)
        #expect(result.text == changed)
    }
}
