import Foundation
import Testing

@testable import VaultKit

@Suite("Migration step 0 → 1 (and 0 → 2 through the chain): files without front matter")
struct MigrationStep0To1Tests {
    typealias G = MigrationGolden

    /// 2025-11-21T00:00:00+09:00.
    static let seoulMidnight = 1_763_650_800
    /// 2025-11-21T14:14:03+09:00 (2025-11-20T21:14:03-08:00).
    static let afternoon = Date(timeIntervalSince1970: 1_763_702_043)

    // MARK: The step alone

    @Test("the step writes created as epoch seconds (schema 1's form): midnight of the file's date")
    func stepMidnight() throws {
        let out = try G.step(MigrationStep0To1(), "Just text.\n")
        G.expectSameBytes(out, "---\ncreated: \(Self.seoulMidnight)\n---\nJust text.\n")
        #expect(try EntryDocument.parse(text: out, file: G.day).schemaVersion == 1)
    }

    @Test("the step takes the first commit's time when it fell on the file's date, floored to seconds")
    func stepFirstCommit() throws {
        let out = try G.step(MigrationStep0To1(), "Just text.\n", firstCommitted: Date(timeIntervalSince1970: 1_763_702_043.75))
        G.expectSameBytes(out, "---\ncreated: 1763702043\n---\nJust text.\n")
    }

    @Test("the chain to schema 1 stops after this step")
    func chainToOne() throws {
        let out = try G.migrate("Just text.\n", to: 1)
        G.expectSameBytes(out, "---\ncreated: \(Self.seoulMidnight)\n---\nJust text.\n")
    }

    // MARK: Through the chain to schema 2

    @Test("no front matter → created at midnight of the file's date in the vault zone")
    func midnight() throws {
        let out = try G.migrate("Just text.\n")
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-11-21T00:00:00+09:00\n---\nJust text.\n")
    }

    @Test("a second entry of the day (-2) takes the same day")
    func secondEntryOfTheDay() throws {
        let out = try G.migrate("Evening.\n", at: "2025/11/2025-11-21-2.md")
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-11-21T00:00:00+09:00\n---\nEvening.\n")
    }

    @Test("the first commit's time when it falls on the file's date in the vault zone")
    func firstCommitSameDay() throws {
        let out = try G.migrate("Just text.\n", firstCommitted: Self.afternoon)
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-11-21T14:14:03+09:00\n---\nJust text.\n")
    }

    @Test(
        "midnight when the first commit fell on another day in the vault zone",
        arguments: [
            1_763_650_799.0,  // 2025-11-20T23:59:59+09:00, one second early
            1_763_737_200.0,  // 2025-11-22T00:00:00+09:00
            1_000_000_000.0  // 2001
        ])
    func firstCommitOtherDay(_ epoch: Double) throws {
        let out = try G.migrate("Just text.\n", firstCommitted: Date(timeIntervalSince1970: epoch))
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-11-21T00:00:00+09:00\n---\nJust text.\n")
    }

    @Test("the day is judged in the vault zone: the same instant is the 20th in Los Angeles")
    func firstCommitJudgedInVaultZone() throws {
        let on21 = try G.migrate("x\n", at: "2025/11/2025-11-21.md", zone: G.losAngeles, firstCommitted: Self.afternoon)
        G.expectSameBytes(on21, "---\nschema: 2\ncreated: 2025-11-21T00:00:00-08:00\n---\nx\n")
        let on20 = try G.migrate("x\n", at: "2025/11/2025-11-20.md", zone: G.losAngeles, firstCommitted: Self.afternoon)
        G.expectSameBytes(on20, "---\nschema: 2\ncreated: 2025-11-20T21:14:03-08:00\n---\nx\n")
    }

    @Test(
        "midnight on the days the clocks change in Los Angeles",
        arguments: [
            ("2025/03/2025-03-09.md", "2025-03-09T00:00:00-08:00"),
            ("2025/03/2025-03-10.md", "2025-03-10T00:00:00-07:00"),
            ("2025/11/2025-11-02.md", "2025-11-02T00:00:00-07:00"),
            ("2025/11/2025-11-03.md", "2025-11-03T00:00:00-08:00")
        ])
    func dstDays(_ relative: String, _ expected: String) throws {
        let out = try G.migrate("x\n", at: relative, zone: G.losAngeles)
        G.expectSameBytes(out, "---\nschema: 2\ncreated: \(expected)\n---\nx\n")
    }

    @Test("a first commit just after the spring-forward change keeps its PDT offset")
    func firstCommitAfterSpringForward() throws {
        let out = try G.migrate(
            "x\n", at: "2025/03/2025-03-09.md", zone: G.losAngeles,
            firstCommitted: Date(timeIntervalSince1970: 1_741_514_400))
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-03-09T03:00:00-07:00\n---\nx\n")
    }

    @Test("Korean text, byte for byte")
    func korean() throws {
        let body = "# 오늘\n\n비가 왔다. 우산을 잃어버렸다.\n"
        let out = try G.migrate(body)
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-11-21T00:00:00+09:00\n---\n" + body)
    }

    @Test("a CRLF file gets its block in CRLF")
    func crlf() throws {
        let out = try G.migrate("Line one.\r\nLine two.\r\n")
        G.expectSameBytes(out, "---\r\nschema: 2\r\ncreated: 2025-11-21T00:00:00+09:00\r\n---\r\nLine one.\r\nLine two.\r\n")
    }

    @Test("a BOM stays first, in front of the new block")
    func bom() throws {
        let out = try G.migrate("\u{FEFF}# Title\n\nText.\n")
        G.expectSameBytes(out, "\u{FEFF}---\nschema: 2\ncreated: 2025-11-21T00:00:00+09:00\n---\n# Title\n\nText.\n")
    }

    @Test(
        "a body starting with a lone '---' line that never closes is an error, not an entry",
        arguments: [
            "---\nnot closed\n", "---\r\n"
        ])
    func unterminatedIsNotSchemaZero(_ text: String) {
        #expect(throws: VaultError.unterminatedFrontMatter(file: G.day)) {
            try EntryDocument.parse(text: text, file: G.day)
        }
    }

    @Test("a body with a later '---' line is still schema 0 and kept whole")
    func laterRuleKept() throws {
        let body = "Title\n---\nkey: not yaml\n---\nmore\n"
        let out = try G.migrate(body)
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-11-21T00:00:00+09:00\n---\n" + body)
    }
}
