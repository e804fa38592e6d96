import Foundation
import Testing

/// Questions diary asks on a real terminal, answered by typing.
@Suite("questions in a real terminal (tmux)", .serialized)
struct PromptTerminalTests {
    @Test("rm asks y/N on the terminal: Enter or n keeps the entry, y deletes it and commits")
    func rmAsks() async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            try box.sandbox.write("2026/11/2026-11-20.md", "---\nschema: 2\ncreated: 2026-11-20T08:00:00+09:00\n---\n# Kept or not\n")
            try await box.sandbox.plainGitCommitAll("New 2026-11-20")
            for answer in ["", "n"] {
                try await term.clear()
                try term.run("diary rm 2026-11-20")
                try await term.waitForScreen("the y/N question") { $0.contains("[y/N]") && $0.contains("Kept or not") }
                if !answer.isEmpty { try term.type(answer) }
                try term.press("Enter")
                #expect(try await term.waitForExit() == 0)
                #expect(box.sandbox.exists("2026/11/2026-11-20.md"), "answer '\(answer)' keeps it")
            }
            #expect(try await box.sandbox.commitCount() == 1)
            try await term.clear()
            try term.run("diary rm 2026-11-20")
            try await term.waitForScreen("the y/N question") { $0.contains("[y/N]") }
            try term.typeLine("y")
            #expect(try await term.waitForExit() == 0)
            #expect(!box.sandbox.exists("2026/11/2026-11-20.md"))
            #expect(try await box.sandbox.subjects().first == "Delete 2026-11-20")
            try await box.sandbox.expectClean()
        }
    }

    @Test("migrate draws its bar on the terminal and leaves one clean line; a second run draws none")
    func migrateProgress() async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            // Schema 1: `created` in seconds since the epoch, noon in Seoul of 300 days from 2020-09-14.
            for day in 0..<300 {
                let seconds = 1_600_056_000 + day * 86_400
                let name = Seoul.day(Date(timeIntervalSince1970: TimeInterval(seconds)))
                try box.sandbox.write(Seoul.path(name), "---\ncreated: \(seconds).0\ntags: walk\n---\nDay \(day).\n")
            }
            try await box.sandbox.plainGitCommitAll("Schema 1 entries")
            let raw = box.sandbox.root.appendingPathComponent("pane.raw")
            try term.record(to: raw)
            try term.run("diary migrate")
            #expect(try await term.waitForExit(timeout: 60) == 0)
            let drawn = String(decoding: FileManager.default.contents(atPath: raw.path) ?? Data(), as: UTF8.self)
            #expect(drawn.contains("█") && drawn.contains("\r"), "a bar was drawn on the terminal: \(drawn.suffix(400).debugDescription)")
            let shown = try term.screen()
            #expect(!shown.contains("█") && !shown.contains("░"), "no bar left behind: \(shown)")
            #expect(shown.contains("300"), "\(shown)")
            try await term.clear()
            try term.record(to: nil)
            let second = box.sandbox.root.appendingPathComponent("second.raw")
            try term.record(to: second)
            try term.run("diary migrate")
            #expect(try await term.waitForExit() == 0)
            let again = String(decoding: FileManager.default.contents(atPath: second.path) ?? Data(), as: UTF8.self)
            #expect(!again.contains("█") && !again.contains("░"), "nothing to do draws no bar: \(again.debugDescription)")
        }
    }
}
