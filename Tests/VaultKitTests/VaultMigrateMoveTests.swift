import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// `migrate` of entries whose date names another day than their file (a Jekyll post filed under the day it
/// was drafted, a note renamed by hand), and of Hugo's TOML front matter in the vault.
@Suite("Vault.migrate: entries moved to the day their date names")
struct VaultMigrateMoveTests {
    static let misdated = "2020/12/2020-12-27.md"
    static let misdatedText = """
        ---
        title: A post drafted in December
        date: 2021-03-30 08:15:00 +0900
        categories: [writing]
        ---
        # Published in March

        The draft took three months. Enough text that git sees the same file under its new name.
        Another line of it, and a third, so that the front matter is the smaller part of the file.

        """

    @Test("moved to the path its created gives, in the same commit, git sees a rename and follows the history")
    func movedInTheSameCommit() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault(timeZone: Sandbox.seoul)
            try box.write(Self.misdated, Self.misdatedText)
            try box.write("2021/03/2021-03-30.md", "---\nschema: 2\ncreated: 2021-03-30T07:00:00+09:00\n---\nAlready there that day.\n")
            try box.git("add", "-A")
            try box.git("commit", "-q", "-m", "Jekyll posts")

            let dry = try vault.migrate(dryRun: true)
            #expect(dry.moved == [EntryMove(from: EntryPath(relativePath: Self.misdated)!, to: EntryPath(relativePath: "2021/03/2021-03-30-2.md")!)])
            #expect(box.contents(Self.misdated) == Self.misdatedText, "a dry run moves nothing")

            let report = try vault.migrate()
            #expect(report.moved.map(\.to.relativePath) == ["2021/03/2021-03-30-2.md"])
            #expect(box.contents(Self.misdated) == nil)
            let moved = try #require(box.contents("2021/03/2021-03-30-2.md"))
            #expect(moved.hasPrefix("---\nschema: 2\ncreated: 2021-03-30T08:15:00+09:00\ntags: [writing]\ntitle: A post drafted in December\n"))
            #expect(
                moved.hasSuffix(
                    "# Published in March\n\nThe draft took three months. Enough text that git sees the same file under its new name.\nAnother line of it, and a third, so that the front matter is the smaller part of the file.\n"
                ))
            // One commit: git itself calls it a rename, and `log --follow` reaches the first commit.
            #expect(try box.git("show", "--name-status", "--format=", "-M", "HEAD").hasPrefix("R"))
            let history = try box.git("log", "--follow", "--format=%s", "--", "2021/03/2021-03-30-2.md")
            #expect(history == "Migrate 1 entry to schema 2\nJekyll posts\n", "\(history)")
            #expect(try vault.entryPaths(on: Day("2021-03-30")!).map(\.relativePath) == ["2021/03/2021-03-30.md", "2021/03/2021-03-30-2.md"])
            try box.expectCommittedCleanly()
            // Nothing is left to do, and nothing moves again.
            let again = try vault.migrate()
            #expect(again.migrated.isEmpty && again.moved.isEmpty)
        }
    }

    @Test("two entries moving to the same day take the next free names in turn, never a name already there")
    func twoToTheSameDay() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault(timeZone: Sandbox.seoul)
            try box.write("2020/01/2020-01-01.md", "---\ndate: 2020-02-02T09:00:00+09:00\n---\nFirst.\n")
            try box.write("2020/01/2020-01-02.md", "---\ndate: 2020-02-02T10:00:00+09:00\n---\nSecond.\n")
            // Not an entry diary lists, but a name taken all the same.
            try FileManager.default.createDirectory(at: box.url("2020/02/2020-02-02.md"), withIntermediateDirectories: true)
            try box.git("add", "-A")
            try box.git("commit", "-q", "-m", "Two")
            let report = try vault.migrate()
            #expect(report.moved.map(\.to.relativePath) == ["2020/02/2020-02-02-2.md", "2020/02/2020-02-02-3.md"])
            #expect(box.contents("2020/02/2020-02-02-2.md")?.hasSuffix("First.\n") == true, "\(box.contents("2020/02/2020-02-02-2.md") ?? "")")
            #expect(box.contents("2020/02/2020-02-02-3.md")?.hasSuffix("Second.\n") == true)
            #expect(try box.status().isEmpty)
        }
    }

    @Test("epoch seconds read in another zone do not move a file: its name is the writer's own day")
    func epochStaysPut() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault(timeZone: TimeZone(identifier: "America/Los_Angeles")!)
            try box.write("2025/11/2025-11-21.md", "---\ncreated: 1763683200\n---\nWritten in Seoul that morning.\n")
            try box.git("add", "-A")
            try box.git("commit", "-q", "-m", "Old")
            let report = try vault.migrate()
            #expect(report.moved.isEmpty)
            #expect(box.contents("2025/11/2025-11-21.md")?.contains("created: 2025-11-20T16:00:00-08:00") == true)
        }
    }

    @Test("a TOML entry in the vault is refused by list until migrate rewrites it as YAML, and moved to its date")
    func tomlInTheVault() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault(timeZone: Sandbox.seoul)
            let path = "2021/01/2021-01-01.md"
            try box.write(path, "+++\ntitle = \"Hugo\"\ndate = 2021-01-02T09:00:00+09:00\ntags = [\"a\"]\n+++\nBody.\n")
            try box.git("add", "-A")
            try box.git("commit", "-q", "-m", "Hugo")
            let summaries = vault.summaries(vault.entryPaths())
            #expect(summaries.count == 1)
            if case .failure(let error) = summaries[0] {
                #expect(error == .malformedFrontMatter(file: path, line: 1, problem: .tomlNeedsMigration))
            } else {
                Issue.record("a TOML file read as an entry: \(summaries[0])")
            }
            let report = try vault.migrate()
            #expect(report.migrated.map(\.relativePath) == [path])
            #expect(report.moved.map(\.to.relativePath) == ["2021/01/2021-01-02.md"])
            #expect(
                box.contents("2021/01/2021-01-02.md")
                    == "---\nschema: 2\ncreated: 2021-01-02T09:00:00+09:00\ntags: [a]\ntitle: Hugo\ndate: 2021-01-02T09:00:00+09:00\n---\nBody.\n")
            try box.expectCommittedCleanly()
        }
    }
}
