import Foundation
import Testing

/// `diary open` with the real vim in a real terminal: keys reach vim, diary waits for it, the terminal is
/// left sane, and only text someone wrote is ever kept as a draft.
@Suite("the editor in a real terminal (tmux, vim)", .serialized)
struct EditorTerminalTests {
    static let typed = "Rain on the window all evening. 창밖에 비가 내렸다."

    @Test("typing an entry in vim and :wq → saved, one commit, the text exactly as typed (Korean too)")
    func typeAndSave() async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            try await box.openInVim()
            try term.vimAppendLine(Self.typed)
            try term.vimCommand(":wq")
            #expect(try await term.waitForExit() == 0)
            #expect(try term.screen().contains("Saved "))
            let entries = try await box.entries()
            try #require(entries.count == 1, "\(entries)")
            let text = try #require(box.sandbox.text(entries[0]))
            #expect(text.hasSuffix("---\n\n\(Self.typed)\n"), "\(text)")
            #expect(try await box.sandbox.commitCount() == 1)
            #expect(box.sandbox.drafts().isEmpty)
            #expect(try await term.terminalModes() == "icanon echo")
            try await box.sandbox.expectClean()
        }
    }

    @Test(":q without typing → nothing saved, no commit, no draft, exit 0")
    func quitWithoutWriting() async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            try await box.openInVim()
            try term.vimCommand(":q")
            #expect(try await term.waitForExit() == 0)
            #expect(try term.screen().contains("Nothing written"))
            #expect(try await box.sandbox.commitCount() == 0)
            #expect(box.sandbox.drafts().isEmpty)
            #expect(!(try term.screen().contains("hint:")), "vim quit quickly is no GUI editor")
        }
    }

    @Test("vim: typing at once ('i', no movement) writes below the front matter; the entry is titled by the text")
    func typeAtOnceInVim() async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            try await box.openInVim("diary new")
            try term.type("iVim user types immediately.")
            try term.press("Escape")
            try term.vimCommand(":wq")
            #expect(try await term.waitForExit() == 0)
            let entries = try await box.entries()
            try #require(entries.count == 1, "\(entries)")
            let text = try #require(box.sandbox.text(entries[0]))
            #expect(text.hasPrefix("---\nschema: 2\ncreated: "), "\(text)")
            #expect(text.hasSuffix("---\nVim user types immediately.\n"), "\(text)")
            #expect(try await box.sandbox.subjects() == ["New \(entries[0].split(separator: "/").last!.dropLast(3))"])
            let listed = try await box.sandbox.diary("list")
            #expect(listed.stdout.contains("Vim user types immediately."), "\(listed)")
        }
    }

    @Test("nano: typing at once, Ctrl-O, Ctrl-X writes below the front matter; the entry is titled by the text")
    func typeAtOnceInNano() async throws {
        try await TerminalSandbox.with(environment: ["EDITOR": "nano"]) { box in
            let term = box.terminal
            try term.run("diary new")
            try await term.waitForScreen("nano on a draft") { $0.contains(".git/diary/drafts/") && $0.contains("created: ") }
            try term.type("Nano user types immediately.")
            try term.press("C-o")
            try await term.waitForScreen("nano's file name prompt") { $0.contains("File Name to Write") }
            try term.press("Enter")
            try await term.waitForScreen("nano's written line") { $0.contains("Wrote") }
            try term.press("C-x")
            #expect(try await term.waitForExit() == 0)
            let entries = try await box.entries()
            try #require(entries.count == 1, "\(entries)")
            let text = try #require(box.sandbox.text(entries[0]))
            #expect(text.hasPrefix("---\nschema: 2\ncreated: "), "\(text)")
            #expect(text.hasSuffix("---\nNano user types immediately.\n"), "\(text)")
            let shown = try await box.sandbox.diary("show", "today")
            #expect(shown.stdout.contains("Nano user types immediately."), "\(shown)")
            #expect(try await term.terminalModes() == "icanon echo")
        }
    }

    @Test(":w then :cq keeps the draft; 'n' at the next open sets it aside, 'diary drafts' lists it and restore brings it back")
    func failedEditorDraftDeclined() async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            try await typeThenFail(box)
            try await term.clear()
            try term.run("diary open")
            try await term.waitForScreen("the resume question") { TmuxTerminal.unwrapped($0).contains("Continue with it? (No sets it aside.) [Y/n]") }
            try term.typeLine("n")
            let fresh = try await box.waitForVim()
            #expect(!fresh.contains("Lost words"), "answered no, the draft is not loaded: \(fresh)")
            try term.vimCommand(":q")
            #expect(try await term.waitForExit() == 0)
            #expect(try await box.sandbox.commitCount() == 0)
            let told = TmuxTerminal.unwrapped(try term.screen())
            #expect(told.contains("Set the unsaved draft of ") && told.contains("'diary drafts restore "), "\(told)")
            // Listed, never deleted.
            let listed = try await box.sandbox.diary("drafts")
            Expect.success(listed)
            let line = try #require(listed.outputLines.first, "\(listed)")
            #expect(line.contains("-declined-") && line.contains("set aside") && line.contains("Lost words, found again."), "\(listed)")
            let name = String(line.split(separator: " ")[0])
            // Brought back in vim, and saved.
            try await term.clear()
            try term.run("diary drafts restore \(name)")
            try await box.waitForVim()
            try await term.waitForScreen("vim with the restored draft") { $0.contains("Lost words") }
            try term.vimCommand(":wq")
            #expect(try await term.waitForExit() == 0)
            let entries = try await box.entries()
            try #require(entries.count == 1)
            #expect(box.sandbox.text(entries[0])?.hasSuffix("\nLost words, found again.\n") == true)
            #expect(try await box.sandbox.diary("drafts").stderr.contains("No drafts"))
        }
    }

    @Test("a draft deleted for good only after a worded yes: 'n' keeps it, 'y' deletes it")
    func draftDeletedOnlyByAnswer() async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            try await typeThenFail(box)
            let name = try #require(box.sandbox.drafts().first).replacingOccurrences(of: ".md", with: "")
            try await term.clear()
            try term.run("diary drafts rm \(name)")
            try await term.waitForScreen("the delete question") { $0.contains("for good?") && $0.contains("[y/N]") }
            try term.typeLine("n")
            try await term.waitForScreen("kept") { $0.contains("Kept the draft \(name).") && $0.contains("[exit 0]") }
            #expect(box.sandbox.drafts().count == 1)
            try await term.clear()
            try term.run("diary drafts rm \(name)")
            try await term.waitForScreen("the delete question") { $0.contains("for good?") }
            try term.typeLine("y")
            try await term.waitForScreen("deleted") { $0.contains("Deleted the draft \(name).") && $0.contains("[exit 0]") }
            #expect(box.sandbox.drafts().isEmpty)
        }
    }

    @Test(":w then :cq keeps the draft; the next open asks on the terminal, and Enter (yes) continues it")
    func failedEditorDraftResumed() async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            try await typeThenFail(box)
            try await term.clear()
            try term.run("diary open")
            try await term.waitForScreen("the resume question") { TmuxTerminal.unwrapped($0).contains("Continue with it? (No sets it aside.) [Y/n]") }
            try term.press("Enter")
            try await term.waitForScreen("vim with the draft") { $0.contains("Lost words") }
            try term.vimCommand(":wq")
            #expect(try await term.waitForExit() == 0)
            let entries = try await box.entries()
            try #require(entries.count == 1)
            #expect(box.sandbox.text(entries[0])?.hasSuffix("\nLost words, found again.\n") == true)
            #expect(box.sandbox.drafts().isEmpty)
        }
    }

    /// `diary open`, types a line in vim, writes it (:w) and quits with an error (:cq): exit 1, the draft kept and named.
    private func typeThenFail(_ box: TerminalSandbox) async throws {
        let term = box.terminal
        try await box.openInVim()
        try term.vimAppendLine("Lost words, found again.")
        try term.vimCommand(":w")
        try term.vimCommand(":cq")
        #expect(try await term.waitForExit() == 1)
        #expect(TmuxTerminal.unwrapped(try term.screen()).contains("your text is kept in"))
        #expect(box.sandbox.drafts().count == 1)
        #expect(try await term.terminalModes() == "icanon echo")
    }

    @Test(":cq with the typed text never written → the draft is its starting text: not kept, the next open asks nothing")
    func failedEditorWithNothingWritten() async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            try await box.openInVim()
            try term.vimAppendLine("Never written to the file.")
            try term.vimCommand(":cq")
            #expect(try await term.waitForExit() == 1)
            #expect(!(try term.screen().contains("your text is kept")))
            #expect(box.sandbox.drafts().isEmpty)
            try await term.clear()
            let shown = try await box.openInVim()
            #expect(!shown.contains("Continue with it"), "\(shown)")
            try term.vimCommand(":q")
            #expect(try await term.waitForExit() == 0)
        }
    }

    @Test("Ctrl-Z in vim stops diary with it; fg brings both back and :wq saves")
    func suspendAndResume() async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            try term.typeLine("diary open")
            try await box.waitForVim()
            try term.vimAppendLine("Written before and after a pause.")
            try term.press("C-z")
            try await term.waitForScreen("the stopped job") { $0.contains("Stopped") }
            try await term.clear()
            try term.typeLine("jobs -l")
            try await term.waitForScreen("the job list") { $0.contains("diary open") }
            try term.typeLine("fg; echo \"[exit $?]\"")
            try await term.waitForScreen("vim again") { $0.contains("Written before and after a pause.") }
            try term.vimCommand(":wq")
            #expect(try await term.waitForExit() == 0)
            #expect(try term.screen().contains("Saved "))
            #expect(try await box.sandbox.commitCount() == 1)
            #expect(try await term.terminalModes() == "icanon echo")
        }
    }

    @Test("Ctrl-C inside vim is vim's: diary keeps waiting, and :wq still saves")
    func interruptIsTheEditors() async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            try await box.openInVim()
            try term.press("C-c")
            // vim drops keys typed ahead of its interrupt: the next ones go in once it has answered it.
            try await term.waitForScreen("vim's answer to Ctrl-C") { $0.contains("Type  :qa  and press <Enter> to exit Vim") }
            try term.vimAppendLine("Still here.")
            try await term.waitForScreen("vim, still taking keys after Ctrl-C") { $0.contains("Still here.") }
            try term.vimCommand(":wq")
            #expect(try await term.waitForExit() == 0)
            #expect(try await box.sandbox.commitCount() == 1)
        }
    }

    @Test("Ctrl-C and Ctrl-\\ reach an editor that keeps the terminal's signals (a line editor), and diary waits on")
    func signalsAreTheEditors() async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            // Unlike vim, this editor leaves the terminal in cooked mode, so Ctrl-C and Ctrl-\ become SIGINT and
            // SIGQUIT for the whole foreground group, diary included: diary must ignore them while it runs.
            let editor = box.sandbox.bin.appendingPathComponent("line-editor")
            try """
            #!/bin/bash
            trap 'echo "editor got signal 2"' INT
            trap 'echo "editor got signal 3"' QUIT
            echo "line-editor ready"
            # A trapped signal ends read with a status above 128: read again.
            until IFS= read -r line; do :; done
            printf '%s\\n' "$line" >> "$1"

            """.write(to: editor, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: editor.path)
            try term.run("EDITOR=line-editor diary open")
            try await term.waitForScreen("the line editor") { $0.contains("line-editor ready") }
            try term.press("C-c")
            try await term.waitForScreen("the editor's SIGINT") { $0.contains("editor got signal \(SIGINT)") }
            try term.press("C-\\")
            try await term.waitForScreen("the editor's SIGQUIT") { $0.contains("editor got signal \(SIGQUIT)") }
            #expect(!TmuxTerminal.showsExit(try term.screen()), "diary is still waiting")
            try term.typeLine("Typed after Ctrl-C and Ctrl-\\.")
            #expect(try await term.waitForExit() == 0)
            let entries = try await box.entries()
            try #require(entries.count == 1)
            #expect(box.sandbox.text(entries[0])?.hasSuffix("\nTyped after Ctrl-C and Ctrl-\\.\n") == true)
        }
    }

    @Test("broken front matter after editing: the right line is named, and 'Edit again?' reopens the editor")
    func brokenFrontMatterEditAgain() async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            let asked = try await saveBrokenFrontMatter(box, tags: "[rain, home", body: "A wet day.")
            #expect(TmuxTerminal.unwrapped(asked).contains("line 4: malformed front matter"), "\(asked)")
            try term.press("Enter")
            try await term.waitForScreen("vim again, with the text") { $0.contains("tags: [rain, home") && $0.contains("A wet day.") }
            try term.vimCommand(":4")
            try term.type("A]")
            try term.press("Escape")
            try term.vimCommand(":wq")
            #expect(try await term.waitForExit() == 0)
            let entries = try await box.entries()
            try #require(entries.count == 1)
            let text = try #require(box.sandbox.text(entries[0]))
            #expect(text.contains("\ntags: [rain, home]\n---\n") && text.hasSuffix("\nA wet day.\n"), "\(text)")
            #expect(box.sandbox.drafts().isEmpty)
        }
    }

    @Test("broken front matter, 'n' to editing again → nothing saved, the draft kept, exit 1")
    func brokenFrontMatterDeclined() async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            try await saveBrokenFrontMatter(box, tags: "[rain", body: "Kept words.")
            try term.typeLine("n")
            #expect(try await term.waitForExit() == 1)
            #expect(TmuxTerminal.unwrapped(try term.screen()).contains("your text is kept"))
            #expect(box.sandbox.drafts().count == 1)
            #expect(try await box.sandbox.commitCount() == 0)
        }
    }

    /// `diary open`; in vim, line 4 of the file becomes `tags: <tags>` (left unclosed), `body` is added, and
    /// `:wq`. Returns the screen once diary asks whether to edit again.
    @discardableResult
    private func saveBrokenFrontMatter(_ box: TerminalSandbox, tags: String, body: String) async throws -> String {
        let term = box.terminal
        try await box.openInVim()
        try term.vimCommand(":3")
        try term.type("otags: " + tags)
        try term.press("Escape")
        try term.vimAppendLine(body)
        try term.vimCommand(":wq")
        return try await term.waitForScreen("the edit-again question") { $0.contains("Edit again? [Y/n]") }
    }

    @Test("an editor and diary killed before anything was typed leave no draft: the next open asks nothing")
    func killedBeforeTypingLeavesNoDraft() async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            try await box.openInVim()
            try ProcessTree.kill(["diary", "vim"], under: term, signal: SIGKILL)
            _ = try await term.waitForExit()
            try await term.clear()
            var shown = try await box.openInVim()
            if shown.contains("ATTENTION") {
                // vim's own swap file of the killed session: its recovery, not diary's; edit anyway (offered
                // whether or not vim thinks the killed process still runs, as a reused pid can make it).
                try term.type("e")
                shown = try await term.waitForScreen("vim past its swap-file notice") { !$0.contains("ATTENTION") }
            }
            #expect(!shown.contains("Continue with it"), "\(shown)")
            try term.vimCommand(":q")
            #expect(try await term.waitForExit() == 0)
            // vim's swap file of the killed session (`.NAME.swp`) is vim's to recover or delete, not a draft.
            let drafts = box.sandbox.drafts().filter { !($0.hasPrefix(".") && $0.hasSuffix(".swp")) }
            #expect(drafts.isEmpty, "\(box.sandbox.drafts())")
        }
    }

    @Test("vim killed mid-edit: diary says so and the terminal is sane again (echo, canonical input)")
    func killedEditorLeavesSaneTerminal() async throws {
        try await TerminalSandbox.with { box in
            let term = box.terminal
            try await box.openInVim()
            try term.type("GoHalf a thought")
            try ProcessTree.kill(["vim"], under: term, signal: SIGKILL)
            #expect(try await term.waitForExit() == 1)
            #expect(TmuxTerminal.unwrapped(try term.screen()).contains("exited with status 137"))
            #expect(try await term.terminalModes() == "icanon echo")
        }
    }
}
