import Foundation
import Testing

@Suite("round trip of hand-written entries")
struct RoundTripTests {
    /// A hand-written entry: BOM, CRLF, odd YAML (comments, quoted created, block list, extra spaces,
    /// user keys with scalars YAML 1.1 would re-type).
    static let handWritten: Data = {
        let lines = [
            "---",
            "schema:   2",
            "created: '2026-11-20T08:00:00+09:00'   # written on the train",
            "mood: NO",
            "version: 1.10",
            "room: 017",
            "tags:",
            "  - a",
            "  -   b",
            "weather: { condition: Fog ,  temperature: 3 }",
            "---",
            "# Morning",
            "",
            "Fog over the river.  ",
            ""
        ]
        return Data([0xEF, 0xBB, 0xBF]) + Data(lines.joined(separator: "\r\n").utf8)
    }()

    static let path = "2026/11/2026-11-20.md"

    /// The bytes up to and including the closing `---` line.
    static func frontMatterBytes(_ data: Data) -> Data? {
        let closing = Data("\r\n---\r\n".utf8)
        guard let range = data.range(of: closing) else { return nil }
        return data.prefix(upTo: range.upperBound)
    }

    @Test("adopted by init, then appended in the editor: the front-matter bytes are unchanged, only the body changed")
    func appendKeepsFrontMatterBytes() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.write(Self.path, bytes: Self.handWritten)
        try await sb.initVault()
        #expect(try await sb.gitLines("log", "--oneline").count == 1)
        #expect(sb.bytes(Self.path) == Self.handWritten, "adoption rewrites nothing")

        let result = try await sb.diary("open", "2026-11-20", editor: .append)
        Expect.success(result)
        let after = try #require(sb.bytes(Self.path))
        let frontBefore = try #require(Self.frontMatterBytes(Self.handWritten))
        let frontAfter = try #require(Self.frontMatterBytes(after), "the block still ends in CRLF ---")
        #expect(frontAfter == frontBefore, "front-matter bytes unchanged")
        #expect(after == Self.handWritten + Data(StubEditor.appendedText.utf8), "only the appended text is new")
        #expect(after.starts(with: [0xEF, 0xBB, 0xBF]), "the BOM stays")
        #expect(try await sb.subjects().first == "Edit 2026-11-20")
        #expect(try await sb.filesChanged() == [Self.path])
        let numstat = try await sb.git("diff", "--numstat", "HEAD~1", "HEAD")
        #expect(numstat.hasPrefix("1\t0\t"), "one line added, none removed: \(numstat)")
        try await sb.expectClean()
    }

    @Test("opened and left unchanged: not a byte changes and nothing is committed")
    func unchangedRoundTrip() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.write(Self.path, bytes: Self.handWritten)
        try await sb.initVault()
        let before = try await sb.state()
        let result = try await sb.diary("open", Self.path, editor: .noChange)
        Expect.success(result)
        #expect(try await sb.state() == before)
        #expect(sb.bytes(Self.path) == Self.handWritten)
        try await sb.expectClean()
    }

    @Test("show and list read the hand-written entry")
    func readsHandWritten() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.write(Self.path, bytes: Self.handWritten)
        try await sb.initVault()
        let show = try await sb.diary("show", "2026-11-20")
        Expect.success(show)
        #expect(show.stdout.contains("Morning"), "\(show)")
        #expect(show.stdout.contains("Fog over the river."))
        #expect(show.stdout.contains("Fog"))
        #expect(!show.stdout.contains("\u{FEFF}"), "no BOM in the page")
        let list = try await sb.diary("list", "--json")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]], "\(list)")
        #expect(objects.first?["title"] as? String == "Morning")
        #expect(objects.first?["tags"] as? [String] == ["a", "b"])
        #expect(objects.first?["created"] as? String == "2026-11-20T08:00:00+09:00")
    }

    @Test("a body rewrite keeps the user's keys and scalars exactly")
    func bodyRewriteKeepsUserKeys() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.write(Self.path, bytes: Self.handWritten)
        try await sb.initVault()
        let result = try await sb.diary("open", "2026-11-20", editor: .replaceBody)
        Expect.success(result)
        let after = try #require(sb.bytes(Self.path))
        #expect(Self.frontMatterBytes(after) == Self.frontMatterBytes(Self.handWritten))
        let text = String(decoding: after, as: UTF8.self)
        for scalar in ["mood: NO", "version: 1.10", "room: 017"] {
            #expect(text.contains(scalar), "\(scalar) kept as written")
        }
        #expect(text.contains("Rewritten"))
        try await sb.expectClean()
    }
}
