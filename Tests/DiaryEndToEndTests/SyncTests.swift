import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Two machines (two vaults) and a bare repository between them, driven through the built `diary`.
@Suite("diary sync between two vaults through a bare repository")
struct SyncTests {
    struct Machines {
        let sb: Sandbox
        let laptop: URL
        let desktop: URL
        let bare: URL

        /// An empty bare repository; the laptop's vault with two entries pushed to it; the desktop cloned from it.
        static func make() async throws -> Machines {
            let sb = try Sandbox()
            let laptop = sb.root.appendingPathComponent("laptop")
            let desktop = sb.root.appendingPathComponent("desktop")
            let bare = sb.root.appendingPathComponent("diary.git")
            try await sb.gitResult(["init", "-q", "--bare", bare.path], in: sb.root).succeeded()
            let machines = Machines(sb: sb, laptop: laptop, desktop: desktop, bare: bare)
            Expect.success(try await sb.diary("init", vault: .at(laptop)))
            try machines.write(laptop, "2026/11/2026-11-20.md", body: "# Thursday\n\nFirst lines.\n")
            try machines.write(laptop, "2026/11/2026-11-19.md", body: "# Wednesday\n\nOlder.\n", created: "2026-11-19T08:00:00+09:00")
            Expect.success(try await sb.diary("remote", "add", "origin", bare.path, vault: .at(laptop)))
            Expect.success(try await sb.diary("sync", vault: .at(laptop)))
            Expect.success(try await sb.diary("init", "--clone", bare.path, vault: .at(desktop)))
            return machines
        }

        func write(_ vault: URL, _ path: String, body: String, created: String = "2026-11-20T09:00:00+09:00", extra: String = "") throws {
            let url = vault.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("---\nschema: 2\ncreated: \(created)\n\(extra)---\n\(body)".utf8).write(to: url)
        }

        func text(_ vault: URL, _ path: String) -> String? {
            try? String(contentsOf: vault.appendingPathComponent(path), encoding: .utf8)
        }

        func sync(_ vault: URL, _ args: String...) async throws -> RunResult {
            try await sb.launch(["sync"] + args, vault: .at(vault)).wait()
        }

        /// git status clean and fsck clean in both vaults, and both at the same commit after syncing each.
        func expectConverged(sourceLocation: SourceLocation = #_sourceLocation) async throws {
            for vault in [laptop, desktop] {
                #expect(try await sb.gitResult(["status", "--porcelain"], in: vault).stdout == "", sourceLocation: sourceLocation)
                #expect(try await sb.gitResult(["fsck", "--strict"], in: vault).status == 0, sourceLocation: sourceLocation)
            }
            let a = try await sb.gitResult(["rev-parse", "HEAD"], in: laptop).stdout
            let b = try await sb.gitResult(["rev-parse", "HEAD"], in: desktop).stdout
            #expect(a == b, "both vaults at the same commit", sourceLocation: sourceLocation)
        }
    }

    @Test("init --clone adopts the remote; a new entry travels both ways by fast-forward")
    func fastForwardBothWays() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        #expect(m.text(m.desktop, "2026/11/2026-11-20.md")?.contains("First lines.") == true)
        Expect.success(try await m.sb.diary("new", "Written on the desktop.", vault: .at(m.desktop)))
        let desktopSync = try await m.sync(m.desktop)
        Expect.success(desktopSync)
        #expect(desktopSync.stdout.contains("sent 1 entry (1 commit)"), "\(desktopSync)")
        let laptopSync = try await m.sync(m.laptop)
        Expect.success(laptopSync)
        #expect(laptopSync.stdout.contains("received 1 entry (1 commit)"), "\(laptopSync)")
        try await m.sync(m.desktop).expectSuccess()
        try await m.expectConverged()
    }

    @Test("init --clone takes the remote's own branch (main), whatever this machine's default")
    func cloneFollowsTheRemoteBranch() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let bare = sb.root.appendingPathComponent("main.git")
        let source = sb.root.appendingPathComponent("source")
        try await sb.gitResult(["init", "-q", "--bare", "-b", "main", bare.path], in: sb.root).succeeded()
        try await sb.gitResult(["init", "-q", "-b", "main", source.path], in: sb.root).succeeded()
        try FileManager.default.createDirectory(at: source.appendingPathComponent("2026/11"), withIntermediateDirectories: true)
        try Data("---\nschema: 2\ncreated: 2026-11-20T09:00:00+09:00\n---\nFrom main.\n".utf8)
            .write(to: source.appendingPathComponent("2026/11/2026-11-20.md"))
        for args in [["add", "-A"], ["-c", "user.name=a", "-c", "user.email=a@b", "commit", "-qm", "first"], ["push", "-q", bare.path, "main"]] {
            #expect(try await sb.gitResult(args, in: source).status == 0)
        }
        let vault = sb.root.appendingPathComponent("cloned")
        let result = try await sb.diary("init", "--clone", bare.path, vault: .at(vault))
        Expect.success(result)
        #expect(
            (try? String(contentsOf: vault.appendingPathComponent("2026/11/2026-11-20.md"), encoding: .utf8))?.contains("From main.") == true,
            "\(result)")
        #expect(try await sb.gitResult(["symbolic-ref", "--short", "HEAD"], in: vault).stdout == "main\n")
        #expect(try await sb.gitResult(["status", "--porcelain"], in: vault).stdout == "")
        Expect.success(try await sb.diary("new", "Written after cloning.", vault: .at(vault)))
        Expect.success(try await sb.launch(["sync"], vault: .at(vault)).wait())
        #expect(try await sb.gitResult(["log", "--oneline", "main"], in: bare).stdout.split(separator: "\n").count == 2)
    }

    @Test("the same entry edited on both sides merges line by line; a field changed on one side wins")
    func sameEntryEditedOnBothSides() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        let path = "2026/11/2026-11-20.md"
        try m.write(m.laptop, path, body: "# Thursday\n\nFirst lines.\n\nLaptop evening.\n")
        try m.write(m.desktop, path, body: "# Thursday, on the desktop\n\nFirst lines.\n", extra: "tags: [desk]\n")
        try await m.sync(m.laptop).expectSuccess()
        let merged = try await m.sync(m.desktop)
        Expect.success(merged)
        #expect(merged.stdout.contains("merged 1 entry."), "\(merged)")
        let text = m.text(m.desktop, path) ?? ""
        #expect(text.contains("# Thursday, on the desktop") && text.contains("Laptop evening."), "\(text)")
        #expect(text.contains("tags: [desk]"), "\(text)")
        #expect(!text.contains("<<<<<<<"), "\(text)")
        try await m.sync(m.laptop).expectSuccess()
        try await m.expectConverged()
    }

    @Test("a body conflict keeps both versions, labelled, outside the front matter; status lists it")
    func conflictingBodies() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        let path = "2026/11/2026-11-20.md"
        try m.write(m.laptop, path, body: "# Thursday\n\nThe laptop's version.\n")
        try m.write(m.desktop, path, body: "# Thursday\n\nThe desktop's version.\n")
        try await m.sync(m.laptop).expectSuccess()
        let merged = try await m.sync(m.desktop)
        Expect.success(merged)
        #expect(merged.stdout.contains("need attention"), "\(merged)")
        let text = m.text(m.desktop, path) ?? ""
        #expect(text.contains("The laptop's version.") && text.contains("The desktop's version."), "\(text)")
        #expect(text.contains("<<<<<<< local") && text.contains(">>>>>>> origin/"), "\(text)")
        let block = text.components(separatedBy: "---\n")[1]
        #expect(!block.contains("<<<<<<<"), "no markers inside the front matter")
        let status = try await m.sb.diary("status", vault: .at(m.desktop))
        #expect(status.stdout.contains(path), "\(status)")
        // The next sync keeps working.
        try await m.sync(m.desktop).expectSuccess()
        try await m.sync(m.laptop).expectSuccess()
        try await m.expectConverged()
    }

    @Test("a field changed differently on both sides keeps the local value, both values between markers; sync and status name the key")
    func frontMatterChangedOnBothSides() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        let path = "2026/11/2026-11-20.md"
        try m.write(m.laptop, path, body: "# Thursday\n\nFirst lines.\n", extra: "location:\n  name: Busan\ntags: [trip]\n")
        try m.write(m.desktop, path, body: "# Thursday\n\nFirst lines.\n", extra: "location:\n  name: Seoul\ntags: [home]\n")
        try await m.sync(m.laptop).expectSuccess()
        let merged = try await m.sync(m.desktop)
        Expect.success(merged)
        #expect(merged.stdout.contains("need attention") && merged.stderr.contains("location changed on both machines"), "\(merged)")
        let text = m.text(m.desktop, path) ?? ""
        #expect(text.contains("name: Seoul") && text.contains("tags: [home, trip]"), "\(text)")
        #expect(text.contains("=======\nlocation:\n  name: Busan\n>>>>>>> origin/"), "\(text)")
        let status = try await m.sb.diary("status", vault: .at(m.desktop))
        #expect(status.stdout.contains("location changed on both machines"), "\(status)")
        try await m.sync(m.laptop).expectSuccess()
        try await m.expectConverged()
    }

    @Test("both machines wrote the same day: both entries survive, one under the next name")
    func sameDayNewEntries() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        let path = "2026/11/2026-11-21.md"
        try m.write(m.laptop, path, body: "Laptop's Saturday.\n", created: "2026-11-21T09:00:00+09:00")
        try m.write(m.desktop, path, body: "Desktop's Saturday.\n", created: "2026-11-21T10:00:00+09:00")
        try await m.sync(m.laptop).expectSuccess()
        let merged = try await m.sync(m.desktop)
        Expect.success(merged)
        let texts = [m.text(m.desktop, path), m.text(m.desktop, "2026/11/2026-11-21-2.md")].compactMap { $0 }.joined()
        #expect(texts.contains("Laptop's Saturday.") && texts.contains("Desktop's Saturday."), "\(merged) \(texts)")
        try await m.sync(m.laptop).expectSuccess()
        try await m.expectConverged()
    }

    @Test("deleted on one side, edited on the other: the edited entry is kept")
    func editBeatsDelete() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        let path = "2026/11/2026-11-19.md"
        Expect.success(try await m.sb.diary("rm", path, "--yes", vault: .at(m.laptop)))
        try m.write(m.desktop, path, body: "# Wednesday\n\nOlder, and edited.\n", created: "2026-11-19T08:00:00+09:00")
        try await m.sync(m.laptop).expectSuccess()
        try await m.sync(m.desktop).expectSuccess()
        #expect(m.text(m.desktop, path)?.contains("edited") == true)
        try await m.sync(m.laptop).expectSuccess()
        #expect(m.text(m.laptop, path)?.contains("edited") == true)
        try await m.expectConverged()
    }

    @Test("a pre-receive hook that declines (over git://): an error, never 'synced', the remote unchanged")
    func declinedPush() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        // libgit2 pushes to a path by writing the objects itself, so hooks run only behind a server.
        let daemon = try GitDaemon(base: m.sb.root)
        defer { daemon.stop() }
        let hook = m.bare.appendingPathComponent("hooks/pre-receive")
        try Data("#!/bin/sh\necho 'no pushes today' >&2\nexit 1\n".utf8).write(to: hook)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
        Expect.success(try await m.sb.diary("remote", "add", "server", "git://127.0.0.1:\(daemon.port)/diary.git", vault: .at(m.laptop)))
        let before = try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.bare).stdout
        Expect.success(try await m.sb.diary("new", "Will not be accepted.", vault: .at(m.laptop)))
        let result = try await m.sync(m.laptop, "server")
        #expect(result.status != 0, "\(result)")
        #expect(result.stderr.contains("error:") && !result.stdout.contains("Synced"), "\(result)")
        #expect(try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.bare).stdout == before)
    }

    @Test("an unreachable remote leaves the vault as it was")
    func unreachableRemote() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        Expect.success(try await m.sb.diary("remote", "add", "nowhere", "git://127.0.0.1:9/nothing.git", vault: .at(m.laptop)))
        try m.write(m.laptop, "notes.txt", body: "an outside edit\n")
        let before = try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.laptop).stdout
        let result = try await m.sync(m.laptop, "nowhere")
        #expect(result.status != 0 && result.stderr.contains("error:"), "\(result)")
        #expect(try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.laptop).stdout == before)
        #expect(try await m.sb.gitResult(["status", "--porcelain"], in: m.laptop).stdout.contains("notes.txt"))
    }

    @Test("edits made outside diary are committed first")
    func outsideEditsCommitted() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        try m.write(m.laptop, "2026/11/2026-11-20.md", body: "# Thursday\n\nChanged in another editor.\n")
        let result = try await m.sync(m.laptop)
        Expect.success(result)
        #expect(try await m.sb.gitResult(["log", "--format=%s"], in: m.laptop).stdout.contains("Edit outside diary"))
        try await m.sync(m.desktop).expectSuccess()
        #expect(m.text(m.desktop, "2026/11/2026-11-20.md")?.contains("Changed in another editor.") == true)
    }

    @Test("unrelated histories are refused with an explanation")
    func unrelatedHistories() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        let stranger = m.sb.root.appendingPathComponent("stranger")
        Expect.success(try await m.sb.diary("init", vault: .at(stranger)))
        Expect.success(try await m.sb.diary("new", "Another diary.", vault: .at(stranger)))
        Expect.success(try await m.sb.diary("remote", "add", "origin", m.bare.path, vault: .at(stranger)))
        let result = try await m.sync(stranger)
        #expect(result.status != 0 && result.stderr.contains("unrelated"), "\(result)")
    }

    @Test("a push that deletes most entries needs --force")
    func massDeletion() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        for day in 1...8 {
            try m.write(m.laptop, "2026/10/2026-10-0\(day).md", body: "Day \(day).\n", created: "2026-10-0\(day)T09:00:00+09:00")
        }
        try await m.sync(m.laptop).expectSuccess()
        for day in 1...8 { try FileManager.default.removeItem(at: m.laptop.appendingPathComponent("2026/10/2026-10-0\(day).md")) }
        let refused = try await m.sync(m.laptop)
        #expect(refused.status != 0 && refused.stderr.contains("--force"), "\(refused)")
        try await m.sync(m.laptop, "--force").expectSuccess()
    }
}

extension RunResult {
    func expectSuccess(sourceLocation: SourceLocation = #_sourceLocation) {
        Expect.success(self, sourceLocation: sourceLocation)
    }
}

/// `git daemon` serving the repositories under a folder on git://127.0.0.1:port/, pushes allowed.
final class GitDaemon {
    let port: Int
    private let process: Process

    /// git-daemon is told its port; one found free a moment earlier may be taken by then (another server, a
    /// client's outgoing connection), and then git-daemon exits at once: up to three ports are tried.
    init(base: URL) throws {
        var tries = 0
        while true {
            tries += 1
            let port = try freePort()
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/lib/git-core/git-daemon")
            process.arguments = [
                "--export-all", "--enable=receive-pack", "--reuseaddr", "--base-path=\(base.path)",
                "--listen=127.0.0.1", "--port=\(port)", base.path
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let deadline = Date().addingTimeInterval(10)
            while process.isRunning, !canConnect(port: port), Date() < deadline { usleep(50_000) }
            if process.isRunning || tries == 3 {
                self.port = port
                self.process = process
                return
            }
        }
    }

    /// SIGKILL: processes started from test threads inherit a blocked SIGTERM, so terminate() would not do.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
