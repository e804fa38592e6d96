import Foundation
import Testing

@testable import diary

/// Long messages on a real 80-column terminal (tmux): diary breaks them at spaces itself, so no line is
/// wider than the terminal (which would wrap it mid-word), no word is cut, and paths and URLs stay whole.
@Suite("messages wrapped at word boundaries in a real 80-column terminal (tmux)", .serialized)
struct MessageWrapTerminalTests {
    static let columns = 80

    /// The lines of `screen` wider than the terminal, but for a line that is one word (a URL wider than the
    /// terminal): those the terminal would have broken mid-word. tmux joins a line it wrapped (`-J`).
    static func tooWide(_ screen: String) -> [Substring] {
        screen.split(separator: "\n").filter { line in
            DisplayWidth.of(line) > columns && line.split(separator: " ").count > 1
        }
    }

    @Test(
        "the question about a draft left by an earlier edit: at spaces, its path whole, English and Korean",
        arguments: ["C.UTF-8", "ko_KR.UTF-8"])
    func draftQuestion(language: String) async throws {
        try await TerminalSandbox.with(environment: ["LANG": language], columns: Self.columns) { box in
            let term = box.terminal
            try await box.openInVim()
            try term.vimAppendLine("Lost words, found again.")
            try term.vimCommand(":w")
            try term.vimCommand(":cq")
            #expect(try await term.waitForExit() == 1)
            let errorScreen = try term.screen()
            #expect(Self.tooWide(errorScreen).isEmpty, "the editor's error wrapped by diary:\n\(errorScreen)")
            let draft = try #require(box.sandbox.drafts().first)
            let wholePath = { (token: Substring) in token.hasPrefix("/") && token.contains(".git/diary/drafts/\(draft)") }
            #expect(errorScreen.split(whereSeparator: \.isWhitespace).contains(where: wholePath), "\(errorScreen)")
            #expect(errorScreen.contains("\n       "), "continuation lines line up after 'error: ':\n\(errorScreen)")
            try await term.clear()
            try term.run("diary open")
            let question = try await term.waitForScreen("the resume question") { $0.contains("[Y/n]") }
            #expect(Self.tooWide(question).isEmpty, "\(question)")
            #expect(question.split(whereSeparator: \.isWhitespace).contains(where: wholePath), "the path whole: \(question)")
            let expected = language.hasPrefix("ko") ? "이어서 쓸까요? (아니오를 고르면 따로 보관합니다) [Y/n]" : "Continue with it? (No sets it aside.) [Y/n]"
            #expect(TmuxTerminal.unwrapped(question).contains(expected), "\(question)")
            try term.press("Enter")
            try await term.waitForScreen("vim with the draft") { $0.contains("Lost words") }
            try term.vimCommand(":wq")
            #expect(try await term.waitForExit() == 0)
        }
    }

    @Test("an error line naming a long path: broken at spaces after 'error: ', the path whole, one line in a pipe")
    func errorLine() async throws {
        let editor = "/nonexistent/a/long/folder/for/an/editor/that/is/not/there/vim"
        try await TerminalSandbox.with(environment: ["EDITOR": editor], columns: Self.columns) { box in
            let term = box.terminal
            try term.run("diary open")
            #expect(try await term.waitForExit() == 1)
            let shown = try term.screen()
            let lines = shown.split(separator: "\n")
            let first = try #require(lines.firstIndex { $0.hasPrefix("error: ") }, "\(shown)")
            // The shell's own line before it (`sh: …: not found`) is not diary's.
            #expect(Self.tooWide(lines[first...].joined(separator: "\n")).isEmpty, "\(shown)")
            #expect(lines[first + 1].hasPrefix("       ") && !lines[first + 1].hasPrefix("        "), "lined up: \(shown)")
            #expect(shown.contains("'\(editor)':"), "the editor's path whole: \(shown)")
            // Not a terminal: the same error is one line.
            try await term.clear()
            try term.run("diary open 2>&1 | cat")
            #expect(try await term.waitForExit() == 0)
            let piped = try term.screen()
            #expect(piped.split(separator: "\n").contains { $0.hasPrefix("error: ") && DisplayWidth.of($0) > Self.columns }, "\(piped)")
        }
    }

    @Test("diary serve's address: the URL whole on its own line, the sentences around it broken at spaces")
    func serveAddress() async throws {
        try await TerminalSandbox.with(columns: Self.columns) { box in
            let term = box.terminal
            try term.run("diary serve")
            let shown = try await term.waitForScreen("the address") { $0.contains("Ctrl-C") && $0.contains("server.") }
            try term.press("C-c")
            _ = try await term.screen(within: 10) { $0.contains("Stopped.") }
            #expect(Self.tooWide(shown).isEmpty, "\(shown)")
            let url = #/\n  http://127\.0\.0\.1:\d+/\?token=[0-9a-f]{64}\n/#
            #expect(shown.firstMatch(of: url) != nil, "the URL whole on its own line: \(shown)")
            #expect(
                TmuxTerminal.unwrapped(shown).contains("Open that address in your browser (it holds this run's key). Ctrl-C stops the server."),
                "\(shown)")
        }
    }

    @Test("import's skipped and ignored lines: broken at spaces after their label, the file name whole")
    func importProblemLines() async throws {
        try await TerminalSandbox.with(columns: Self.columns) { box in
            let notes = box.sandbox.root.appendingPathComponent("notes/a-folder-of-notes-with-a-rather-long-name")
            try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
            try Data("Not a day.\n".utf8).write(to: notes.appendingPathComponent("Ideas for the garden this spring and summer.md"))
            try Data("A day.\n".utf8).write(to: notes.appendingPathComponent("2025-09-03.md"))
            let term = box.terminal
            try term.run("diary import folder \(box.sandbox.root.path)/notes")
            #expect(try await term.waitForExit() == 0)
            let shown = try term.screen()
            let lines = shown.split(separator: "\n")
            let first = try #require(lines.firstIndex { $0.hasPrefix("ignored: ") }, "\(shown)")
            // The command line typed before it is the shell's.
            #expect(Self.tooWide(lines[first...].joined(separator: "\n")).isEmpty, "\(shown)")
            #expect(lines[first + 1].hasPrefix("         ") && !lines[first + 1].hasPrefix("          "), "lined up: \(shown)")
            #expect(
                TmuxTerminal.unwrapped(shown).contains(
                    "ignored: a-folder-of-notes-with-a-rather-long-name/Ideas for the garden this spring and summer.md (no date"),
                "\(shown)")
        }
    }
}
