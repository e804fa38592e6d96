import Foundation
import TestSupport
import Testing

@testable import VaultKit

@Suite("diary meta: changing front matter")
struct VaultMetaTests {
    static let path = "2026/11/2026-11-21.md"

    /// An entry in schema 2 written by hand: comments, a user key between the contract's, block tags,
    /// quoted text and a body that must never change.
    static let handWritten = """
        ---
        # written by hand
        schema: 2
        created: 2026-11-21T09:14:03+09:00
        mood: "good"   # my own key
        location:
          name: 'Seoul'
          latitude: 37.56650
        weather: {condition: Clear}
        tags:
          - travel
          - family
        ---
        # Walk

        NO, 1.10 and 017 stay as they are.

        """

    /// Writes `text` as the entry, commits it, and returns the vault.
    func vault(_ box: Sandbox, _ text: String) throws -> Vault {
        let vault = try box.makeVault()
        try box.write(Self.path, text)
        try box.git("add", "-A")
        try box.git("commit", "-q", "-m", "Adopt")
        return vault
    }

    func path() throws -> EntryPath { try #require(EntryPath(relativePath: Self.path)) }

    /// The lines of `after` that are not in `before`, and those of `before` not in `after`, in order.
    func changedLines(_ before: String, _ after: String) -> (removed: [String], added: [String]) {
        let old = before.components(separatedBy: "\n")
        let new = after.components(separatedBy: "\n")
        let diff = new.difference(from: old)
        var removed: [(Int, String)] = []
        var added: [(Int, String)] = []
        for change in diff {
            switch change {
            case .remove(let offset, let line, _): removed.append((offset, line))
            case .insert(let offset, let line, _): added.append((offset, line))
            }
        }
        return (removed.sorted { $0.0 < $1.0 }.map(\.1), added.sorted { $0.0 < $1.0 }.map(\.1))
    }

    @Test func addingATagRewritesOnlyTheTagsLines() throws {
        try Sandbox.with { box in
            let vault = try vault(box, Self.handWritten)
            let outcome = try vault.changeFrontMatter(of: try path(), FrontMatterChange(tags: [.add("walk")]))
            guard case .saved(_, let commit, let message, let fields) = outcome else {
                Issue.record("got \(outcome)")
                return
            }
            #expect(fields == ["tags"])
            #expect(message == "Edit 2026-11-21: tags")
            let after = try #require(box.contents(Self.path))
            let (removed, added) = changedLines(Self.handWritten, after)
            #expect(removed == ["tags:", "  - travel", "  - family"])
            #expect(added == ["tags: [travel, family, walk]"])
            #expect(after.hasSuffix("---\n# Walk\n\nNO, 1.10 and 017 stay as they are.\n"))
            #expect(try box.git("rev-parse", "HEAD").hasPrefix(commit))
            #expect(try box.commitCount() == 2)
            #expect(try box.changedInHead() == [Self.path])
            #expect(try box.git("log", "-1", "--format=%s") == "Edit 2026-11-21: tags\n")
            try box.expectCommittedCleanly()
        }
    }

    @Test func starringAddsOneLineAndEveryOtherByteStays() throws {
        try Sandbox.with { box in
            let vault = try vault(box, Self.handWritten)
            _ = try vault.changeFrontMatter(of: try path(), FrontMatterChange(starred: true))
            let after = try #require(box.contents(Self.path))
            #expect(after == Self.handWritten.replacingOccurrences(of: "  - family\n---", with: "  - family\nstarred: true\n---"))
            let (removed, added) = changedLines(Self.handWritten, after)
            #expect(removed.isEmpty)
            #expect(added == ["starred: true"])
        }
    }

    @Test func placeAndWeatherReplaceTheirBlocksAlone() throws {
        try Sandbox.with { box in
            let vault = try vault(box, Self.handWritten)
            let change = FrontMatterChange(location: .set("Busan"), weather: .set(Weather(typed: "Rain, 12°C")))
            guard case .saved(_, _, _, let fields) = try vault.changeFrontMatter(of: try path(), change) else {
                Issue.record("not saved")
                return
            }
            #expect(fields == ["location", "weather"])
            let after = try #require(box.contents(Self.path))
            let (removed, added) = changedLines(Self.handWritten, after)
            #expect(removed == ["  name: 'Seoul'", "  latitude: 37.56650", "weather: {condition: Clear}"])
            #expect(added == ["  name: Busan", "weather:", "  condition: Rain", "  temperature: 12"])
        }
    }

    @Test func removingPlaceWeatherAndTheLastTagRemovesTheirKeys() throws {
        try Sandbox.with { box in
            let text =
                "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\nlocation:\n  name: Busan\nweather:\n  condition: Rain\ntags: [a]\nstarred: true\n---\nBody.\n"
            let vault = try vault(box, text)
            let change = FrontMatterChange(location: .remove, weather: .remove, tags: [.remove("a")], starred: false)
            _ = try vault.changeFrontMatter(of: try path(), change)
            #expect(box.contents(Self.path) == "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\nBody.\n")
        }
    }

    @Test func aNewFieldGoesInTheContractsOrderAndCommentsStayWhereTheyWere() throws {
        try Sandbox.with { box in
            let text = """
                ---
                schema: 2
                created: 2026-11-21T09:14:03+09:00
                # about the day
                mood: ok
                tags: [a]
                ---
                Body.

                """
            let vault = try vault(box, text)
            _ = try vault.changeFrontMatter(of: try path(), FrontMatterChange(location: .set("Busan"), starred: true))
            #expect(
                box.contents(Self.path) == """
                    ---
                    schema: 2
                    created: 2026-11-21T09:14:03+09:00
                    location:
                      name: Busan
                    # about the day
                    mood: ok
                    tags: [a]
                    starred: true
                    ---
                    Body.

                    """)
        }
    }

    @Test func aBlockThatCannotBeCutByLineIsWrittenInTheContractsForm() throws {
        try Sandbox.with { box in
            let vault = try vault(box, "---\n{schema: 2, created: \"2026-11-21T09:14:03+09:00\", tags: [a]}\n---\nBody.\n")
            _ = try vault.changeFrontMatter(of: try path(), FrontMatterChange(tags: [.add("b")]))
            #expect(box.contents(Self.path) == "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\ntags: [a, b]\n---\nBody.\n")
        }
    }

    @Test func crlfEntriesStayCRLF() throws {
        try Sandbox.with { box in
            let text = "---\r\nschema: 2\r\ncreated: 2026-11-21T09:14:03+09:00\r\ntags: [a]\r\n---\r\nBody.\r\n"
            let vault = try vault(box, text)
            _ = try vault.changeFrontMatter(of: try path(), FrontMatterChange(tags: [.add("b")]))
            #expect(box.contents(Self.path) == text.replacingOccurrences(of: "tags: [a]", with: "tags: [a, b]"))
        }
    }

    @Test func nothingToChangeWritesAndCommitsNothing() throws {
        try Sandbox.with { box in
            let vault = try vault(box, Self.handWritten)
            let change = FrontMatterChange(location: .set("Seoul"), tags: [.add("travel"), .remove("absent")], starred: false)
            #expect(try vault.changeFrontMatter(of: try path(), change) == .unchanged(path: try path()))
            #expect(box.contents(Self.path) == Self.handWritten)
            #expect(try box.commitCount() == 1)
        }
    }

    @Test func tagEditsApplyInOrder() {
        let fm = FrontMatter(tags: ["a", "b"])
        #expect(FrontMatterChange(tags: [.remove("a"), .add("a")]).applied(to: fm).tags == ["b", "a"])
        #expect(FrontMatterChange(tags: [.add("c"), .remove("c")]).applied(to: fm).tags == ["a", "b"])
    }

    @Test func anOlderSchemaIsUpgradedOnTheWay() throws {
        try Sandbox.with { box in
            let text = "---\ncreated: 1795220043\nlocation: Seoul\ntags: travel, family\n---\nOld entry.\n"
            let vault = try vault(box, text)
            guard case .saved(_, _, let message, _) = try vault.changeFrontMatter(of: try path(), FrontMatterChange(starred: true)) else {
                Issue.record("not saved")
                return
            }
            #expect(message == "Edit 2026-11-21: starred (upgraded from schema 1 to 2)")
            #expect(
                box.contents(Self.path) == """
                    ---
                    schema: 2
                    created: 2026-11-21T09:14:03+09:00
                    location:
                      name: Seoul
                    tags: [travel, family]
                    starred: true
                    ---
                    Old entry.

                    """)
        }
    }

    @Test func aMissingEntryIsAnError() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            #expect(throws: VaultError.noEntry(Self.path)) {
                try vault.changeFrontMatter(of: try path(), FrontMatterChange(starred: true))
            }
        }
    }
}
