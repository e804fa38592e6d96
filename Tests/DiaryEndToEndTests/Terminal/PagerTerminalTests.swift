import Foundation
import Testing

/// Long output through the real less in a real terminal, as git pages: `q` returns with exit 0, Ctrl-C and
/// Ctrl-\ never wedge the terminal nor crash diary, a pager that cannot start gives plain output, and a closed
/// pipe ends diary quietly.
@Suite("the pager in a real terminal (tmux, less)", .serialized)
struct PagerTerminalTests {
    /// Sixty entries on 24 November of sixty years, each with its own tag and the word "walk", one of them
    /// eighty lines long; committed one by one so the log is long too. DIARY_TODAY is that day.
    static func withLongVault(environment: [String: String?] = [:], _ body: (TerminalSandbox) async throws -> Void) async throws {
        var settings = environment
        settings["DIARY_TODAY"] = "2026-11-24"
        try await TerminalSandbox.with(environment: settings) { box in
            for year in 1967...2026 {
                let long = year == 2026 ? (1...80).map { "Line \($0) of a long day." }.joined(separator: "\n") + "\n" : ""
                try box.sandbox.write(
                    "\(year)/11/\(year)-11-24.md",
                    """
                    ---
                    schema: 2
                    created: \(year)-11-24T20:00:00+09:00
                    tags: [year\(year)]
                    ---
                    # An evening walk in \(year)

                    A walk by the river.
                    \(long)
                    """)
                try await box.sandbox.plainGitCommitAll("New \(year)-11-24")
            }
            try await body(box)
        }
    }

    @Test(
        "each long listing opens in less; q returns to the shell with exit 0 and a sane terminal",
        arguments: ["list", "search walk", "show 2026-11-24", "log", "tags", "on-this-day"])
    func pagedThenQuit(_ command: String) async throws {
        try await Self.withLongVault { box in
            let term = box.terminal
            try term.run("diary \(command)")
            try await waitForLess(term)
            try term.press("q")
            #expect(try await term.waitForExit() == 0)
            #expect(try await term.terminalModes() == "icanon echo")
        }
    }

    @Test("Ctrl-C in less leaves it usable and diary waiting; q then returns with exit 0")
    func interruptInLess() async throws {
        try await Self.withLongVault { box in
            let term = box.terminal
            try term.run("diary list")
            try await waitForLess(term)
            try term.press("C-c")
            // A key typed while less is still handling the interrupt can be lost (on a loaded machine, now and
            // then): G again, a few times, until less is at the end.
            for _ in 0..<5 {
                try term.press("G")
                if try await term.screen(within: 3, where: { $0.contains("1967") }) != nil { break }
            }
            try await term.waitForScreen("less at the end, after Ctrl-C") { $0.contains("1967") }
            #expect(!TmuxTerminal.showsExit(try term.screen()), "diary is still waiting for the pager")
            try term.press("q")
            #expect(try await term.waitForExit() == 0)
            #expect(try await term.terminalModes() == "icanon echo")
        }
    }

    @Test("Ctrl-\\ in less: no crash screen from diary, and the terminal comes back sane")
    func quitSignalInLess() async throws {
        try await Self.withLongVault { box in
            let term = box.terminal
            try term.run("diary list")
            try await waitForLess(term)
            try term.press("C-\\")
            // less may end on SIGQUIT or stay; either way diary must not crash and must wait for it.
            if try await term.screen(within: 3, where: { TmuxTerminal.showsExit($0) }) == nil { try term.press("q") }
            let status = try await term.waitForExit()
            let shown = try term.screen()
            #expect(status == 0, "\(shown)")
            #expect(!shown.contains("Crash") && !shown.contains("Backtrace") && !shown.contains("Fatal"), "\(shown)")
            #expect(try await term.terminalModes() == "icanon echo")
        }
    }

    @Test("a pager that cannot start: the text comes out plain, exit 0")
    func pagerThatCannotStart() async throws {
        try await Self.withLongVault(environment: ["PAGER": "no-such-pager-here"]) { box in
            let term = box.terminal
            try term.run("diary list")
            #expect(try await term.waitForExit() == 0)
            let shown = try term.screen()
            #expect(shown.contains("An evening walk in 1967"), "the whole list, its last line included: \(shown)")
        }
    }

    @Test("a closed pipe (diary list | head -3, | true) ends diary quietly: no error, no crash")
    func closedPipe() async throws {
        try await Self.withLongVault { box in
            let term = box.terminal
            try term.typeLine("diary list | head -3; echo \"[exit ${PIPESTATUS[0]}]\"")
            let status = try await term.waitForExit()
            let shown = try term.screen()
            #expect(status == 0 || status == 141, "exit 0, or SIGPIPE as git and coreutils end: \(shown)")
            #expect(shown.split(separator: "\n").filter { $0.contains("An evening walk") }.count == 3, "\(shown)")
            #expect(!shown.contains("error") && !shown.contains("Crash") && !shown.contains("Fatal"), "\(shown)")
            try await term.clear()
            try term.typeLine("diary search walk | true; echo \"[exit ${PIPESTATUS[0]}]\"")
            let again = try await term.waitForExit()
            #expect(again == 0 || again == 141)
            #expect(!(try term.screen().contains("error")))
        }
    }

    /// Waits until less shows a page and its prompt (`:` on the last row), with diary still waiting.
    private func waitForLess(_ term: TmuxTerminal, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await term.waitForScreen("less with a page and its prompt", sourceLocation: sourceLocation) { screen in
            let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            let last = rows.last { !$0.isEmpty } ?? ""
            return !TmuxTerminal.showsExit(screen) && rows.count >= 20 && (last == ":" || last.hasPrefix(":"))
        }
    }
}
