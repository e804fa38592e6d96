import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What `diary open` refuses before the editor starts: an entry that is a symbolic link, and an entry
/// whose edit is still in progress in another diary.
@Suite("open refuses before the editor starts")
struct EditGuardTests {
    @Test(
        "a day whose entry is a symbolic link, or lies in a linked folder: refused, and the editor never runs",
        arguments: ["2026-11-20", "2026/11/2026-11-20.md", "2026-12-01", "2026-12-02"])
    func linkRefusedBeforeEditor(argument: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let target = sb.root.appendingPathComponent("elsewhere.md")
        try Data(Fixture.entry(day: "2026-11-20", title: "Elsewhere").utf8).write(to: target)
        try FileManager.default.createDirectory(at: sb.url("2026/11"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sb.url("2026/11/2026-11-20.md").path, withDestinationPath: target.path)
        let outsideMonth = sb.root.appendingPathComponent("outside-month")
        try FileManager.default.createDirectory(at: outsideMonth, withIntermediateDirectories: true)
        try Data(Fixture.entry(day: "2026-12-01", title: "Behind a link").utf8).write(to: outsideMonth.appendingPathComponent("2026-12-01.md"))
        try FileManager.default.createSymbolicLink(atPath: sb.url("2026/12").path, withDestinationPath: outsideMonth.path)
        try await sb.plainGitCommitAll("Links, by hand")
        let before = try await sb.state()

        let result = try await sb.diary("open", argument, editor: .append)
        Expect.oneLineError(result, mentioning: ["link"])
        #expect(sb.editorRuns == 0, "the editor must not start: \(result)")
        #expect(sb.drafts().isEmpty)
        #expect(try await sb.state() == before)
    }

    /// A stub editor that says it started (touching `started`), then waits until `go` exists before
    /// appending a line; every run is logged to `runs`. It gives up after 10 minutes, not sooner: under the
    /// whole suite's load a test's task once resumed more than 30 s late, after the editor had given up, saved
    /// and so removed the draft the test was about to read.
    struct BlockingEditor {
        let script: URL, started: URL, go: URL, runs: URL
        static let text = "Written by the first editor.\n"

        init(_ sb: Sandbox) throws {
            script = sb.bin.appendingPathComponent("blocking.sh")
            started = sb.root.appendingPathComponent("editor-started")
            go = sb.root.appendingPathComponent("editor-go")
            runs = sb.root.appendingPathComponent("blocking-runs.log")
            try Data(
                """
                #!/bin/sh
                echo "$$" >> '\(runs.path)'
                : > '\(started.path)'
                i=0
                while [ ! -e '\(go.path)' ] && [ $i -lt 12000 ]; do sleep 0.05; i=$((i + 1)); done
                printf 'Written by the first editor.\\n' >> "$1"

                """.utf8
            ).write(to: script)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        }

        func waitUntilStarted() async throws {
            for _ in 0..<400 where !FileManager.default.fileExists(atPath: started.path) {
                try await Task.sleep(nanoseconds: 25_000_000)
            }
            #expect(FileManager.default.fileExists(atPath: started.path), "the first editor started")
        }

        var runCount: Int {
            (try? String(contentsOf: runs, encoding: .utf8))?.split(separator: "\n").count ?? 0
        }

        func release() throws { try Data().write(to: go) }
    }

    @Test(
        "a second open of an entry being edited says an edit is in progress, and leaves the draft alone",
        arguments: [false, true])
    func secondOpenWhileEditing(existing: Bool) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let day = existing ? "2025-09-03" : "2026-01-05"
        let path = existing ? Fixture.autumnBegins : "2026/01/2026-01-05.md"
        let editor = try BlockingEditor(sb)
        let first = try sb.launch(["open", day], env: ["EDITOR": editor.script.path])
        try await editor.waitUntilStarted()
        let draft = sb.vault.appendingPathComponent(".git/diary/drafts/\(URL(fileURLWithPath: path).lastPathComponent)")
        let draftBefore = try Data(contentsOf: draft)

        let second = try await sb.diary("open", day, editor: .append)
        Expect.oneLineError(second, mentioning: [path, "in progress", "pid \(first.pid)"])
        #expect(sb.editorRuns == 0, "the second editor never starts: \(second)")
        #expect(try Data(contentsOf: draft) == draftBefore, "the live draft is left alone")
        #expect(!second.stderr.contains("unsaved"), "\(second)")

        try editor.release()
        let done = try await first.wait()
        Expect.success(done)
        #expect(sb.text(path)?.contains(BlockingEditor.text) == true, "the first edit is saved: \(done)")
        #expect(sb.drafts().isEmpty)
        #expect(editor.runCount == 1)
        // The edit over, the entry opens again.
        Expect.success(try await sb.diary("open", day, editor: .append))
        #expect(sb.editorRuns == 1)
        try await sb.expectClean()
    }

    @Test("two diary new with editors at once: the second writes under the day's next name, both are saved")
    func twoNewEntriesAtOnce() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let editor = try BlockingEditor(sb)
        let first = try sb.launch(["new"], env: ["EDITOR": editor.script.path])
        try await editor.waitUntilStarted()
        let second = try await sb.diary("new", editor: .append)
        Expect.success(second)
        try editor.release()
        Expect.success(try await first.wait())
        let today = Seoul.day()
        #expect(sb.text(Seoul.path(today, 2))?.contains(StubEditor.appendedText) == true, "\(second)")
        #expect(sb.text(Seoul.path(today, 1))?.contains(BlockingEditor.text) == true)
        try await sb.expectClean()
    }

    @Test("a diary killed while its editor runs leaves no stale lock: the next open goes ahead")
    func killedDiaryLeavesNoStaleLock() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let editor = try BlockingEditor(sb)
        let first = try sb.launch(["open", "2025-09-03"], env: ["EDITOR": editor.script.path])
        try await editor.waitUntilStarted()
        kill(first.pid, SIGKILL)
        _ = try await first.wait()

        let next = try await sb.diary("open", "2025-09-03", editor: .append)
        Expect.success(next)
        #expect(!next.stderr.contains("in progress"), "\(next)")
        #expect(sb.editorRuns == 1)
        #expect(sb.text(Fixture.autumnBegins)?.contains(StubEditor.appendedText) == true)
        try editor.release()
        try await sb.expectClean()
    }

    @Test("two entries of one day are edited at the same time without hindrance")
    func otherEntryIsFree() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let editor = try BlockingEditor(sb)
        let first = try sb.launch(["open", Fixture.river], env: ["EDITOR": editor.script.path])
        try await editor.waitUntilStarted()
        Expect.success(try await sb.diary("open", Fixture.evening, editor: .append))
        try editor.release()
        Expect.success(try await first.wait())
        #expect(sb.text(Fixture.river)?.contains(BlockingEditor.text) == true)
        #expect(sb.text(Fixture.evening)?.contains(StubEditor.appendedText) == true)
    }
}
