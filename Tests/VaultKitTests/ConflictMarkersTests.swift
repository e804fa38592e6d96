import Foundation
import Testing

@testable import VaultKit

@Suite("conflict blocks: found, told apart by who wrote them, never inside a code fence")
struct ConflictMarkersTests {
    @Test func gitsBlockIsFoundAndIsNotDiarys() {
        let text = "# Day\n\n<<<<<<< HEAD\nmine\n=======\ntheirs\n>>>>>>> other\nafter\n"
        let blocks = ConflictMarkers.blocks(in: text)
        #expect(blocks == [ConflictMarkers.Block(line: 3, label: "HEAD", keys: [])])
        #expect(blocks.first?.isDiarys == false)
    }

    @Test func diarysBlocksAreItsOwnAndNameTheirKeys() {
        let text = """
            <<<<<<< local (laptop)
            a
            =======
            b
            >>>>>>> origin/main 1a2b3c4

            <<<<<<< local (laptop), front matter: weather, tags
            weather:
              condition: Rain
            =======
            weather:
              condition: Sunny
            >>>>>>> origin/main 1a2b3c4, front matter: weather, tags

            """
        let blocks = ConflictMarkers.blocks(in: text)
        #expect(blocks.map(\.line) == [1, 7])
        #expect(blocks.allSatisfy { $0.isDiarys })
        #expect(blocks.map(\.keys) == [[], ["weather", "tags"]])
    }

    @Test func gitsBaseSectionAndCRLFAreRead() {
        let text = "x\r\n<<<<<<< ours\r\na\r\n||||||| base\r\no\r\n=======\r\nb\r\n>>>>>>> theirs\r\n"
        #expect(ConflictMarkers.blocks(in: text).map(\.line) == [2])
    }

    @Test func aBlockSettledHalfWayStillCounts() {
        // Its end deleted, or its divider: the opening line left behind is still told.
        #expect(ConflictMarkers.blocks(in: "# Day\n<<<<<<< local (laptop)\nmine\n").map(\.line) == [2])
        #expect(ConflictMarkers.blocks(in: "<<<<<<< HEAD\na\n>>>>>>> b\n").map(\.isDiarys) == [false])
        #expect(ConflictMarkers.blocks(in: "<<<<<<< local (a)\n<<<<<<< HEAD\nx\n>>>>>>> o\n").count == 1, "a stray inner line")
    }

    @Test func aSyncsConflictInsideACodeBlockIsFoundAndAQuotedOneIsNot() {
        let merged = "```\nshared\n<<<<<<< local (laptop)\nmine\n=======\ntheirs\n>>>>>>> origin/main 1\n```\n"
        #expect(ConflictMarkers.blocks(in: merged).map(\.line) == [3])
        let quoted = "```\n<<<<<<< HEAD\na\n=======\nb\n>>>>>>> x\n```\n"
        #expect(ConflictMarkers.blocks(in: quoted).isEmpty)
    }

    @Test func lookalikesAreNoBlocks() {
        // A longer run of signs, git's markers quoted inside a fenced code block.
        let texts = [
            "<<<<<<<< eight\na\n=======\nb\n>>>>>>>> eight\n",
            "```\n<<<<<<< HEAD\na\n=======\nb\n>>>>>>> x\n```\n",
            "  ~~~~\n<<<<<<< HEAD\na\n=======\nb\n>>>>>>> x\n  ~~~~\n"
        ]
        for text in texts { #expect(ConflictMarkers.blocks(in: text).isEmpty, "\(text)") }
        #expect(!ConflictMarkers.mayHold(Array("<<<<<< six".utf8)))
        #expect(ConflictMarkers.mayHold(Array("a <<<<<<< b".utf8)))
    }

    @Test func aNestedBlockBelongsToItsOuterOne() {
        let text = "<<<<<<< local (a)\n<<<<<<< HEAD\nx\n=======\ny\n>>>>>>> z\n=======\nw\n>>>>>>> origin/main 1\n"
        let blocks = ConflictMarkers.blocks(in: text)
        #expect(blocks.count == 1 && blocks[0].isDiarys)
    }

    @Test func aBlockAfterAClosedFenceIsFound() {
        let text = "```swift\nlet a = 1\n```\n<<<<<<< HEAD\na\n=======\nb\n>>>>>>> x\n"
        #expect(ConflictMarkers.blocks(in: text).map(\.line) == [4])
    }
}

@Suite("where the editor opens: the writing line")
struct WritingLineTests {
    static let frontMatter = "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\n"

    @Test func aNewEntryOpensOnItsEmptyBodyLine() {
        #expect(WritingLine.of(Self.frontMatter + "\n", atEnd: false) == 5)
    }

    @Test func anEntryOpensOnItsBodysFirstLineWhateverItsLineEndings() {
        #expect(WritingLine.of(Self.frontMatter + "# Title\n\nText.\n", atEnd: false) == 5)
        let crlf = Self.frontMatter.replacingOccurrences(of: "\n", with: "\r\n") + "# Title\r\n"
        #expect(WritingLine.of(crlf, atEnd: false) == 5)
        #expect(WritingLine.of("No front matter.\n", atEnd: false) == 1)
        #expect(WritingLine.of("---\nbroken: [\n---\nBody\n", atEnd: false) == 1, "unreadable: the top")
    }

    @Test func aTemplateOpensAtItsEnd() {
        #expect(WritingLine.of(Self.frontMatter + "# Saturday\n\n", atEnd: true) == 6)
        #expect(WritingLine.of(Self.frontMatter + "# Saturday", atEnd: true) == 5)
    }

    @Test func conflictMarkersComeFirst() {
        let text = Self.frontMatter + "# Title\n\n<<<<<<< local (a)\nx\n=======\ny\n>>>>>>> origin/main 1\n"
        #expect(WritingLine.of(text, atEnd: false) == 7)
        #expect(WritingLine.of(text, atEnd: true) == 7)
    }
}
