import Foundation
import Testing

/// The CLI's everyday edges, as a new user meets them: `list` and `show` take a day as they read; a list with
/// nothing in it says so; `edit` is `open`; one of a day's several entries is named `DAY#2` or picked from a list.
@Suite("everyday edges of the CLI")
struct EverydayEdgesTests {
    static let first = "2026/11/2026-11-21.md"
    static let second = "2026/11/2026-11-21-2.md"

    /// Two entries on 2026-11-21, one on 2026-11-20.
    static func twoOnADay(_ sb: Sandbox) async throws {
        try await sb.initVault()
        try sb.write("2026/11/2026-11-20.md", "---\nschema: 2\ncreated: 2026-11-20T08:00:00+09:00\n---\n# The day before\n")
        try sb.write(first, "---\nschema: 2\ncreated: 2026-11-21T09:14:00+09:00\n---\n# Morning walk\n")
        try sb.write(second, "---\nschema: 2\ncreated: 2026-11-21T22:41:00+09:00\n---\n# Reading back\n")
        try await sb.plainGitCommitAll("Three entries")
    }

    static let today: [String: String?] = ["DIARY_TODAY": "2026-11-21"]

    @Test("list takes a day or a range as its argument, as --on does; nothing listed is one line on stderr, exit 0")
    func listTakesADay() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.twoOnADay(sb)
        let today = try await sb.diary("list", "today", env: Self.today)
        #expect(today.status == 0 && today.outputLines.count == 2, "\(today)")
        #expect(today.stdout.contains("Morning walk") && today.stdout.contains("Reading back") && !today.stdout.contains("The day before"))
        let month = try await sb.diary("list", "2026-11", env: Self.today)
        #expect(month.outputLines.count == 3, "\(month)")
        let none = try await sb.diary("list", "1999", env: Self.today)
        #expect(none.status == 0 && none.stdout.isEmpty && none.stderr == "No entry matches.\n", "\(none)")
        let json = try await sb.diary("list", "1999", "--json", env: Self.today)
        #expect(json.status == 0 && json.stdout == "[]\n" && json.stderr.isEmpty, "\(json)")
        let twice = try await sb.diary("list", "today", "--on", "2026", env: Self.today)
        #expect(twice.status != 0 && twice.stderr.hasPrefix("error: the day is given twice ('today' and --on '2026')"), "\(twice)")
    }

    @Test("show without a day shows today's entries; edit is open")
    func showTodayAndEdit() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.twoOnADay(sb)
        let shown = try await sb.diary("show", env: Self.today)
        #expect(shown.status == 0 && shown.stdout.contains("Morning walk") && shown.stdout.contains("Reading back"), "\(shown)")
        let edited = try await sb.diary("edit", "2026-11-20", editor: .append, env: Self.today)
        #expect(edited.status == 0, "\(edited)")
        #expect(sb.text("2026/11/2026-11-20.md")?.hasSuffix(StubEditor.appendedText) == true)
        #expect(try await sb.subjects().first == "Edit 2026-11-20")
        let help = try await sb.diary("--help")
        #expect(help.stdout.contains("open, edit"), "the help names the alias: \(help.stdout)")
    }

    @Test("one of a day's entries by its number (DAY#2) or its name; without a terminal, several are an error naming them")
    func namedByNumber() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.twoOnADay(sb)
        let second = try await sb.diary("open", "today#2", editor: .append, env: Self.today)
        #expect(second.status == 0, "\(second)")
        #expect(sb.text(Self.second)?.hasSuffix(StubEditor.appendedText) == true)
        #expect(sb.text(Self.first)?.contains(StubEditor.appendedText) == false)
        let shown = try await sb.diary("show", "2026-11-21-2")
        #expect(shown.stdout.contains("Reading back") && !shown.stdout.contains("Morning walk"), "\(shown)")
        let beyond = try await sb.diary("show", "2026-11-21#3")
        #expect(beyond.status != 0 && beyond.stderr.hasPrefix("error: 2026-11-21#3: no entry there"), "\(beyond)")
        let commits = try await sb.commitCount()
        let ambiguous = try await sb.diary("open", "2026-11-21", env: ["EDITOR": sb.editor(.append)], stdin: Data())
        #expect(ambiguous.status != 0, "\(ambiguous)")
        #expect(
            ambiguous.stderr.contains("2026-11-21 has 2 entries (2026/11/2026-11-21.md, 2026/11/2026-11-21-2.md); name one as '2026-11-21#2'"),
            "\(ambiguous)")
        #expect(try await sb.commitCount() == commits, "nothing opened, nothing saved")
    }
}

/// A one-line entry's line is its title: shown once, in `show` and in the HTML export.
@Suite("a one-line entry")
struct OneLineEntryTests {
    @Test("show and the HTML export show a one-line entry's words once; a title with more below shows both")
    func shownOnce() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.write("2026/11/2026-11-20.md", "---\nschema: 2\ncreated: 2026-11-20T08:00:00+09:00\n---\nJust the one line.\n")
        try sb.write("2026/11/2026-11-21.md", "---\nschema: 2\ncreated: 2026-11-21T08:00:00+09:00\n---\nFirst line.\n\nAnd more.\n")
        try await sb.plainGitCommitAll("Two entries")
        let one = try await sb.diary("show", "2026-11-20")
        #expect(one.stdout.components(separatedBy: "Just the one line.").count - 1 == 1, "\(one.stdout)")
        let two = try await sb.diary("show", "2026-11-21")
        #expect(two.stdout.components(separatedBy: "First line.").count - 1 == 2 && two.stdout.contains("And more."), "\(two.stdout)")
        let html = try await sb.diary("export", "--format", "html", "2026-11-20")
        #expect(html.stdout.components(separatedBy: "Just the one line.").count - 1 == 1, "as the entry's heading only: \(html.stdout)")
        #expect(!html.stdout.contains("<p>Just the one line.</p>"), "\(html.stdout)")
    }
}

/// Picking one of a day's entries on a real terminal: a numbered list, answered by typing.
@Suite("choosing an entry in a real terminal (tmux)", .serialized)
struct EntryChoiceTerminalTests {
    @Test("open DAY with several entries lists them; 2 opens the second, Enter the first, anything else nothing")
    func picksFromAList() async throws {
        try await TerminalSandbox.with(environment: ["DIARY_TODAY": "2026-11-21"]) { box in
            let sb = box.sandbox
            try sb.write(EverydayEdgesTests.first, "---\nschema: 2\ncreated: 2026-11-21T09:14:00+09:00\n---\n# Morning walk\n")
            try sb.write(EverydayEdgesTests.second, "---\nschema: 2\ncreated: 2026-11-21T22:41:00+09:00\n---\n# Reading back\n")
            try await sb.plainGitCommitAll("Two entries")
            let term = box.terminal
            try term.run("diary open 2026-11-21")
            let list = try await term.waitForScreen("the numbered list") { $0.contains("Which one? [1-2, Enter for 1]") }
            #expect(list.contains("2026-11-21 has 2 entries:"))
            #expect(list.contains("  1  09:14  Morning walk") && list.contains("  2  22:41  Reading back"), "\(list)")
            try term.typeLine("2")
            let vim = try await box.waitForVim()
            #expect(vim.contains(".git/diary/drafts/2026-11-21-2.md"), "vim on the second entry's draft: \(vim)")
            try term.typeLine(":q")
            #expect(try await term.waitForExit() == 0)
            try await term.clear()
            try term.run("diary open 2026-11-21")
            try await term.waitForScreen("the numbered list") { $0.contains("Which one?") }
            try term.press("Enter")
            let first = try await box.waitForVim()
            #expect(first.contains(".git/diary/drafts/2026-11-21.md"), "vim on the first entry's draft: \(first)")
            try term.typeLine(":q")
            #expect(try await term.waitForExit() == 0)
            try await term.clear()
            try term.run("diary open 2026-11-21")
            try await term.waitForScreen("the numbered list") { $0.contains("Which one?") }
            try term.typeLine("7")
            #expect(try await term.waitForExit() != 0)
            #expect(try term.screen().contains("'7' is not one of 1 to 2; nothing was opened"))
            #expect(try await sb.commitCount() == 1)
        }
    }
}
