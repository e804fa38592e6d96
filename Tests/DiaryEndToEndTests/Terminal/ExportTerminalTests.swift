import Foundation
import Testing

/// `diary export` on a real terminal (tmux): an entry's escape sequences, which would retitle the window
/// (OSC 0) or set the clipboard (OSC 52), are shown in caret notation as `show` shows them; into a file
/// or a pipe the export stays byte for byte.
@Suite("export on a real terminal (tmux)", .serialized)
struct ExportTerminalTests {
    static let path = "2025/11/2025-11-22.md"
    /// OSC 0 (window title) in the title, OSC 52 (clipboard: "rm -rf ~" in base64) and a CSI in the body.
    static let entry =
        "---\nschema: 2\ncreated: 2025-11-22T10:00:00+09:00\n---\n# Walk \u{1B}]0;pwned\u{07} by the river\n\n"
        + "Copied: \u{1B}]52;c;cm0gLXJmIH4K\u{07} and a clear screen \u{1B}[2J here.\n"

    @Test(
        "export to the terminal (standard output, or -o /dev/tty) shows escapes; to a file or a pipe it keeps them",
        arguments: ["markdown", "html", "json"])
    func escapesShownOnTheTerminalOnly(_ format: String) async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            try box.sandbox.write(Self.path, Self.entry)
            try await box.sandbox.plainGitCommitAll("An entry with escapes")
            for command in ["diary export --format \(format)", "diary export --format \(format) -o /dev/tty"] {
                let raw = box.sandbox.root.appendingPathComponent("pane-\(UUID().uuidString).raw")
                try term.record(to: raw)
                try term.run(command)
                #expect(try await term.waitForExit() == 0)
                try term.record(to: nil)
                let drawn = String(decoding: FileManager.default.contents(atPath: raw.path) ?? Data(), as: UTF8.self)
                #expect(!drawn.contains("\u{1B}]52;"), "\(command): no clipboard sequence reached the terminal: \(drawn.debugDescription)")
                #expect(!drawn.contains("\u{1B}]0;pwned"), "\(command): no title sequence reached the terminal: \(drawn.debugDescription)")
                #expect(!drawn.contains("\u{1B}[2J"), "\(command): no clear-screen: \(drawn.debugDescription)")
                if format == "markdown" {
                    #expect(drawn.contains("^[]52;c;cm0gLXJmIH4K^G"), "\(command): the sequence is shown: \(drawn.debugDescription)")
                }
                try await term.clear()
            }
            // Into a file and through a pipe: byte for byte, escapes and all.
            let file = box.sandbox.root.appendingPathComponent("export.\(format)")
            try term.run("diary export --format \(format) > \(file.path) && diary export --format \(format) | cat > \(file.path).piped")
            #expect(try await term.waitForExit() == 0)
            for written in [file.path, file.path + ".piped"] {
                let text = String(decoding: FileManager.default.contents(atPath: written) ?? Data(), as: UTF8.self)
                if format == "json" {
                    #expect(text.contains("\\u001b]52;c;cm0gLXJmIH4K\\u0007"), "\(written): \(text.debugDescription)")
                } else {
                    #expect(text.contains("\u{1B}]52;c;cm0gLXJmIH4K\u{07}"), "\(written) keeps the bytes: \(text.debugDescription)")
                }
            }
        }
    }
}
