import Foundation
import TestSupport
import Testing

@Suite("safety: locks, paths outside the vault, symbolic links, concurrent saves")
struct SafetyTests {
    @Test(".git/index.lock present: new fails naming it, the lock stays, nothing written or committed")
    func indexLockRefusesQuickEntry() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let lock = sb.url(".git/index.lock")
        try Data().write(to: lock)
        let before = try await sb.state()

        let result = try await sb.diary("new", "x")
        Expect.oneLineError(result, mentioning: ["index.lock"])
        #expect(FileManager.default.fileExists(atPath: lock.path), "a lock is never deleted automatically")
        #expect(try await sb.state() == before, "no file written, no commit")
    }

    @Test(".git/index.lock present: open, rm and restore refuse too and leave the lock")
    func indexLockRefusesOtherSaves() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        Expect.success(try await sb.diary("rm", "2025-10-18", "--yes"))
        let lock = sb.url(".git/index.lock")
        try Data("held by a crashed git\n".utf8).write(to: lock)
        let before = try await sb.state()

        let open = try await sb.diary("open", "2025-09-03", editor: .append)
        #expect(open.status != 0, "\(open)")
        Expect.expectNoCrash(open)
        #expect(open.stderr.contains("index.lock"), "\(open)")
        #expect(try await sb.state() == before)

        let rm = try await sb.diary("rm", "2025-11-02", "--yes")
        Expect.oneLineError(rm, mentioning: ["index.lock"])
        #expect(try await sb.state() == before)

        let restore = try await sb.diary("restore", "2025-10-18")
        Expect.oneLineError(restore, mentioning: ["index.lock"])
        #expect(try await sb.state() == before)

        #expect(try Data(contentsOf: lock) == Data("held by a crashed git\n".utf8))
    }

    @Test("the lock removed, saving works again")
    func indexLockThenRemoved() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let lock = sb.url(".git/index.lock")
        try Data().write(to: lock)
        Expect.oneLineError(try await sb.diary("new", "x"), mentioning: ["index.lock"])
        try FileManager.default.removeItem(at: lock)
        Expect.success(try await sb.diary("new", "x"))
        #expect(try await sb.commitCount() == 1)
        try await sb.expectClean()
    }

    @Test(
        "paths outside the vault are refused",
        arguments: [
            "../outside.md", "/etc/passwd", ".git/config", "{vault}/.git/config", "{root}/outside.md",
            "../vault/../outside.md", "2025/09/../../../outside.md"
        ])
    func outsidePaths(argument: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let outside = sb.root.appendingPathComponent("outside.md")
        let outsideText = Fixture.entry(day: "2025-09-03", title: "Outside")
        try Data(outsideText.utf8).write(to: outside)
        let configBefore = try Data(contentsOf: sb.url(".git/config"))
        let before = try await sb.state()
        let arg = argument.replacingOccurrences(of: "{vault}", with: sb.vault.path)
            .replacingOccurrences(of: "{root}", with: sb.root.path)

        for command in [["show", arg], ["open", arg], ["rm", arg, "--yes"], ["log", arg], ["restore", arg, "--at", "HEAD"]] {
            var env: [String: String?] = [:]
            env["EDITOR"] = sb.editor(.append)
            let result = try await sb.launch(command, env: env, in: sb.vault).wait()
            Expect.oneLineError(result)
            #expect(!result.stdout.contains("Outside") && !result.stdout.contains("root:"), "\(result)")
        }
        #expect(sb.editorRuns == 0)
        #expect(try Data(contentsOf: outside) == Data(outsideText.utf8))
        #expect(try Data(contentsOf: sb.url(".git/config")) == configBefore)
        #expect(try await sb.state() == before)
    }

    @Test("a symlinked entry file is refused for show and open; the link target is never written")
    func symlinkedEntry() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let target = sb.root.appendingPathComponent("elsewhere.md")
        let targetText = Fixture.entry(day: "2026-11-20", title: "Elsewhere title", body: "Secret text.")
        try Data(targetText.utf8).write(to: target)
        try FileManager.default.createDirectory(at: sb.url("2026/11"), withIntermediateDirectories: true)
        let link = "2026/11/2026-11-20.md"
        try FileManager.default.createSymbolicLink(atPath: sb.url(link).path, withDestinationPath: target.path)
        try await sb.plainGitCommitAll("A link, by hand")
        let before = try await sb.state()

        for argument in ["2026-11-20", link, sb.url(link).path] {
            let show = try await sb.diary("show", argument)
            Expect.oneLineError(show, mentioning: ["2026-11-20"])
            #expect(show.stderr.lowercased().contains("link"), "say why: \(show)")
            #expect(!show.stdout.contains("Secret text."))

            let open = try await sb.diary("open", argument, editor: .append)
            #expect(open.status != 0, "\(open)")
            Expect.expectNoCrash(open)
            #expect(open.stderr.contains("error:"), "\(open)")
            #expect(open.stderr.lowercased().contains("link"), "say why: \(open)")
        }
        let list = try await sb.diary("list")
        #expect(!list.stdout.contains("Elsewhere title"), "list never reads through a link: \(list)")

        #expect(try Data(contentsOf: target) == Data(targetText.utf8), "the link target is never written")
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: sb.url(link).path)
        #expect(destination == target.path, "the link is still a link")
        #expect(try await sb.state() == before)
    }

    @Test("a symlinked month folder is refused; nothing is written through it")
    func symlinkedFolder() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let outsideFolder = sb.root.appendingPathComponent("outside-month")
        try FileManager.default.createDirectory(at: outsideFolder, withIntermediateDirectories: true)
        let outsideEntry = outsideFolder.appendingPathComponent("2026-12-01.md")
        let text = Fixture.entry(day: "2026-12-01", title: "Behind a folder link")
        try Data(text.utf8).write(to: outsideEntry)
        try FileManager.default.createDirectory(at: sb.url("2026"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: sb.url("2026/12").path, withDestinationPath: outsideFolder.path)
        try await sb.plainGitCommitAll("A folder link, by hand")
        let before = try await sb.state()

        let show = try await sb.diary("show", "2026/12/2026-12-01.md")
        #expect(show.status != 0, "\(show)")
        #expect(!show.stdout.contains("Behind a folder link"), "\(show)")

        let open = try await sb.diary("open", "2026-12-01", editor: .append)
        #expect(open.status != 0, "\(open)")
        Expect.expectNoCrash(open)
        let openNew = try await sb.diary("open", "2026-12-02", editor: .append)
        #expect(openNew.status != 0, "\(openNew)")

        #expect(try Data(contentsOf: outsideEntry) == Data(text.utf8))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: outsideFolder.path) == ["2026-12-01.md"],
            "nothing new written through the link")
        #expect(try await sb.state() == before)
    }

    @Test("concurrent quick entries all end up committed", arguments: [2, 4])
    func concurrentQuickEntries(count: Int) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try await sb.setIdentity()
        let texts = (1...count).map { "Concurrent entry number \($0)." }
        // Launch all of them, then wait.
        let launched = try texts.map { try sb.launch(["new", $0]) }
        var results: [RunResult] = []
        for process in launched { results.append(try await process.wait()) }
        for result in results { Expect.success(result) }

        let files = try sb.files()
        #expect(files.count == count, "one file each: \(files.keys.sorted())")
        let contents = files.values.map { String(decoding: $0, as: UTF8.self) }
        for text in texts {
            #expect(contents.filter { $0.contains(text) }.count == 1, "'\(text)' is in exactly one file")
        }
        #expect(try await sb.commitCount() == count)
        let subjects = try await sb.subjects()
        #expect(subjects.allSatisfy { $0.hasPrefix("New") }, "\(subjects)")
        // Each commit adds one file, and every file is in HEAD's tree.
        #expect(Set(try await sb.gitLines("ls-files")) == Set(files.keys))
        for index in 0..<count {
            #expect(try await sb.filesChanged(in: "HEAD~\(index)").count == 1)
        }
        try await sb.expectClean()
    }

    @Test("a quick entry saved while another diary has the same new day open in the editor: both texts survive")
    func quickEntryDuringEdit() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        // An editor that says it started, then waits for the test to let it finish.
        let started = sb.root.appendingPathComponent("editor-started")
        let go = sb.root.appendingPathComponent("editor-go")
        let slow = sb.bin.appendingPathComponent("slow.sh")
        try Data(
            """
            #!/bin/sh
            : > '\(started.path)'
            i=0
            while [ ! -e '\(go.path)' ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
            printf 'Slow editor text.\\n' >> "$1"

            """.utf8
        ).write(to: slow)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: slow.path)

        let editing = try sb.launch(["open"], env: ["EDITOR": slow.path])
        for _ in 0..<200 where !FileManager.default.fileExists(atPath: started.path) {
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        #expect(FileManager.default.fileExists(atPath: started.path), "the editor started")
        let quick = try await sb.diary("new", "Quick while editing.")
        try Data().write(to: go)
        let edited = try await editing.wait()
        Expect.success(quick)
        Expect.expectNoCrash(edited)

        let contents = try sb.files().values.map { String(decoding: $0, as: UTF8.self) }
        #expect(
            contents.contains { $0.contains("Quick while editing.") },
            "the entry saved first is not overwritten by the edit that started earlier: \(contents) \(edited)")
        if edited.status == 0 {
            #expect(contents.contains { $0.contains("Slow editor text.") }, "the later save is kept too: \(contents)")
        } else {
            #expect(edited.stderr.contains("error:"), "\(edited)")
        }
        try await sb.expectClean()
    }
}
