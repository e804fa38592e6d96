import Foundation
import Testing

@Suite("diary new")
struct NewTests {
    /// `created: YYYY-MM-DDTHH:MM:SS+09:00`, the date captured.
    static var createdPattern: Regex<(Substring, Substring)> { #/^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}\+09:00$/# }

    @Test("a quick entry creates today's file with schema 2 and a +09:00 created, 0600, in one commit")
    func quickEntry() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try await sb.setIdentity()

        let dayBefore = Seoul.day()
        let result = try await sb.diary("new", "Rain all day. Read by the window.")
        let dayAfter = Seoul.day()
        Expect.success(result)
        #expect(result.stdout.hasPrefix("Saved ") && result.stdout.contains("(New "), "\(result)")

        let candidates = [dayBefore, dayAfter].map { Seoul.path($0) }
        let found = try sb.files().keys.sorted()
        let path = try #require(candidates.first { sb.exists($0) }, "today's entry at \(candidates): \(found)")
        let day = String(path.split(separator: "/").last!.prefix(10))
        #expect(result.stdout.contains(path), "the message names the file: \(result)")
        let text = try #require(sb.text(path))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "---")
        #expect(lines.contains("schema: 2"))
        let created = try #require(text.createdValue, "\(text)")
        let match = try #require(created.wholeMatch(of: Self.createdPattern), "created is RFC 3339 with +09:00: \(created)")
        #expect(String(match.1) == day, "the file is named after the created date")
        #expect(text.bodyAfterFrontMatter?.contains("Rain all day. Read by the window.") == true, "\(text)")
        #expect(try sb.files().keys.sorted() == [path])

        #expect(try sb.mode(sb.url(path)) == 0o600)
        #expect(try sb.mode(sb.url(String(path.prefix(7)))) == 0o700, "new month folder 0700")
        #expect(try sb.mode(sb.url(String(path.prefix(4)))) == 0o700, "new year folder 0700")

        #expect(try await sb.commitCount() == 1)
        #expect(try await sb.filesChanged() == [path])
        let subject = try #require(try await sb.subjects().first)
        #expect(subject.hasPrefix("New"), "\(subject)")
        #expect(subject.contains(day))
        #expect(try await sb.git("log", "-1", "--format=%an <%ae>").trimmingCharacters(in: .newlines) == "Ada Writer <ada@example.com>")
        try await sb.expectClean()
    }

    @Test("without a git identity the commit is by diary <diary@localhost>")
    func fallbackAuthor() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let result = try await sb.diary("new", "No identity configured.")
        Expect.success(result)
        #expect(
            try await sb.git("log", "-1", "--format=%an <%ae>|%cn <%ce>").trimmingCharacters(in: .newlines)
                == "diary <diary@localhost>|diary <diary@localhost>")
        try await sb.expectClean()
    }

    @Test("a second quick entry the same day goes to -2, in its own commit")
    func secondEntrySameDay() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        Expect.success(try await sb.diary("new", "First of the day."))
        let first = try #require(try sb.files().keys.first)
        let day = String(first.split(separator: "/").last!.prefix(10))

        let second = try await sb.diary("new", "Second", "of", "the", "day.")
        Expect.success(second)
        let path2 = Seoul.path(day, 2)
        #expect(Set(try sb.files().keys) == [first, path2], "\(second)")
        #expect(sb.text(path2)?.contains("Second of the day.") == true, "the words are joined with spaces")
        #expect(sb.text(first)?.contains("First of the day.") == true)
        #expect(try await sb.commitCount() == 2)
        #expect(try await sb.filesChanged() == [path2])
        #expect(try await sb.subjects().first?.hasPrefix("New") == true)
        #expect(try sb.mode(sb.url(path2)) == 0o600)
        try await sb.expectClean()

        let third = try await sb.diary("new", "Third.")
        Expect.success(third)
        #expect(sb.exists(Seoul.path(day, 3)))
        try await sb.expectClean()
    }

    @Test("diary new - reads the entry from standard input")
    func fromStandardInput() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let input = "# From a script\n\nFirst line.\n한국어 둘째 줄.\n"
        let result = try await sb.diary("new", "-", stdin: Data(input.utf8))
        Expect.success(result)
        let path = try #require(try sb.files().keys.first)
        let text = try #require(sb.text(path))
        #expect(text.bodyAfterFrontMatter?.contains(input) == true, "\(text)")
        #expect(try await sb.commitCount() == 1)
        let list = try await sb.diary("list")
        #expect(list.stdout.contains("From a script"), "\(list)")
        try await sb.expectClean()
    }

    @Test(
        "an empty quick entry fails and commits nothing",
        arguments: [
            (["new", ""], ""),
            (["new", "   "], ""),
            (["new", "-"], ""),
            (["new", "-"], " \n\n")
        ])
    func emptyQuickEntryFails(arguments: [String], input: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let before = try await sb.state()
        let result = try await sb.launch(arguments, stdin: Data(input.utf8)).wait()
        #expect(result.status != 0, "\(result)")
        Expect.expectNoCrash(result)
        #expect(!result.stderr.isEmpty)
        #expect(try await sb.state() == before)
        #expect(try await sb.head() == nil)
    }

    @Test("diary new without text opens the editor on the day's next free name")
    func newWithEditor() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        Expect.success(try await sb.diary("new", "Quick one."))
        let first = try #require(try sb.files().keys.first)
        let day = String(first.split(separator: "/").last!.prefix(10))

        let result = try await sb.diary("new", editor: .append)
        Expect.success(result)
        let path2 = Seoul.path(day, 2)
        let text = try #require(sb.text(path2), "\(result)")
        #expect(text.contains("schema: 2"))
        #expect(text.bodyAfterFrontMatter?.contains(StubEditor.appendedText) == true)
        #expect(try await sb.subjects().first == "New \(day)-2")
        #expect(try await sb.filesChanged() == [path2])
        #expect(sb.editorRuns == 1)
        try await sb.expectClean()
    }
}
