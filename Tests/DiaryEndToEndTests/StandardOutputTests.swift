import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Every command that prints to standard output, with standard output on `/dev/full` (every write fails
/// with ENOSPC), closed, or a pipe whose reader went away: one `error:` line and exit 1, or (a reader gone)
/// a quiet end by SIGPIPE as git's and grep's; never a crash, never a Swift fatal error.
@Suite("standard output that cannot be written")
struct StandardOutputTests {
    /// Runs `diary arguments` (with `--vault` unless `vault` is false) with `/dev/full` as its standard output.
    static func toFullOutput(_ sb: Sandbox, _ arguments: [String], vault: Bool = true, env: [String: String?] = [:]) async throws
        -> RunResult
    {
        let full = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        defer { try? full.close() }
        return try await LaunchedProcess(
            executable: DiaryBinary.url, arguments: arguments + (vault ? ["--vault", sb.vault.path] : []),
            environment: sb.environment(env), directory: sb.root, stdin: nil, ioFolder: sb.io, standardOutput: full
        ).wait()
    }

    /// One `error:` line naming standard output and the system's reason, exit 1, no signal.
    static func expectFullOutputError(_ result: RunResult, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.signal == nil, "killed by a signal: \(result)", sourceLocation: sourceLocation)
        #expect(result.status == 1, "expected exit 1: \(result)", sourceLocation: sourceLocation)
        #expect(
            result.errorLines == ["error: standard output: cannot write: No space left on device; the output is incomplete"],
            "expected one error line: \(result)", sourceLocation: sourceLocation)
    }

    /// A bare repository beside the vault, for `remote`, `sync` and `init --clone`.
    static func bareRemote(_ sb: Sandbox) async throws -> URL {
        let bare = sb.root.appendingPathComponent("remote.git")
        try await sb.gitResult(["init", "-q", "--bare", bare.path], in: sb.root).succeeded()
        return bare
    }

    @Test("--version, --help, a command's --help and a completion script, to /dev/full")
    func helpAndVersion() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        for arguments in [["--version"], ["--help"], ["list", "--help"], ["--generate-completion-script", "bash"], ["help", "show"]] {
            let result = try await Self.toFullOutput(sb, arguments, vault: false)
            Self.expectFullOutputError(result)
        }
    }

    @Test(
        "every reading command, to /dev/full",
        arguments: [
            ["list"], ["list", "--json"], ["search", "river"], ["search", "-l", "river"], ["search", "--json", "river"],
            ["show", Fixture.river], ["show", "--raw", Fixture.river], ["log"], ["log", "-p"], ["tags"], ["tags", "--json"],
            ["on-this-day", "2026-11-21"], ["on-this-day", "--json", "2026-11-21"], ["calendar", "2025"],
            ["calendar", "--month", "2025-11"], ["stats"], ["stats", "--json"], ["export"], ["export", "--format", "json"],
            ["export", "--format", "html"], ["export", "--format", "dayone"], ["status"], ["config", "list"],
            ["config", "get", "sync.timeout"], ["remote", "list"], ["encrypt", "status"], ["migrate", "--dry-run"]
        ])
    func readingCommands(_ arguments: [String]) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        try await sb.setIdentity()
        if arguments.first == "remote" { try await sb.git("remote", "add", "origin", "https://example.com/diary.git") }
        let result = try await Self.toFullOutput(sb, arguments)
        Self.expectFullOutputError(result)
    }

    @Test("every writing command, to /dev/full: the work is done, then the one error line")
    func writingCommands() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        var result = try await Self.toFullOutput(sb, ["init"])
        Self.expectFullOutputError(result)
        #expect(FileManager.default.fileExists(atPath: sb.vault.appendingPathComponent(".git").path), "init: \(result)")
        result = try await Self.toFullOutput(sb, ["init"])
        Self.expectFullOutputError(result)
        try Fixture.write(into: sb)
        try await sb.plainGitCommitAll("The fixture")
        try await sb.setIdentity()

        var commits = try await sb.commitCount()
        /// Runs a command that commits: it must fail with the one line, with its commit made.
        func committing(_ arguments: [String], env: [String: String?] = [:], sourceLocation: SourceLocation = #_sourceLocation)
            async throws
        {
            let result = try await Self.toFullOutput(sb, arguments, env: env)
            Self.expectFullOutputError(result, sourceLocation: sourceLocation)
            let now = try await sb.commitCount()
            #expect(now == commits + 1, "\(arguments) should have committed: \(result)", sourceLocation: sourceLocation)
            commits = now
        }
        try await committing(["new", "Written while the output was full"])
        try await committing(["open", Fixture.commute], env: ["EDITOR": sb.editor(.append), "VISUAL": nil])
        try await committing(["meta", Fixture.river, "--star"])
        let photo = sb.root.appendingPathComponent("photo.jpeg")
        try DayOneZipFixture.photo.write(to: photo)
        try await committing(["attach", photo.path, Fixture.commute])
        try await committing(["rm", Fixture.autumnBegins, "--yes"])
        try await committing(["restore", Fixture.autumnBegins])
        try await committing(["config", "set", "tags", "walk", "--vault-level"])
        let jrnl = sb.root.appendingPathComponent("jrnl.json")
        try Data(
            #"{"entries": [{"date": "2024-03-01", "time": "08:00", "title": "From jrnl", "body": "Text.", "tags": []}]}"#.utf8
        ).write(to: jrnl)
        try await committing(["import", "jrnl", jrnl.path])
        let notes = sb.root.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try Data("# A note\n\nText.\n".utf8).write(to: notes.appendingPathComponent("2024-03-02.md"))
        try await committing(["import", "folder", notes.path])

        // Nothing to commit: each still says what it did, or would do, on standard output.
        for arguments in [["open", Fixture.commute], ["migrate"], ["import", "jrnl", jrnl.path, "--dry-run"]] {
            Self.expectFullOutputError(try await Self.toFullOutput(sb, arguments))
        }
        // A draft, kept by an editor that fails: listed, shown, then deleted.
        let failed = try await sb.diary("open", Fixture.commute, editor: .failAfterWriting)
        #expect(failed.status != 0, "\(failed)")
        let name = try #require(sb.drafts().first, "a draft: \(failed)")
        Self.expectFullOutputError(try await Self.toFullOutput(sb, ["drafts"]))
        Self.expectFullOutputError(try await Self.toFullOutput(sb, ["drafts", "show", name]))
        Self.expectFullOutputError(try await Self.toFullOutput(sb, ["drafts", "rm", name, "--yes"]))
        #expect(sb.drafts().isEmpty, "drafts rm deletes before it says so")

        let bare = try await Self.bareRemote(sb)
        Self.expectFullOutputError(try await Self.toFullOutput(sb, ["remote", "add", "origin", bare.path]))
        Self.expectFullOutputError(try await Self.toFullOutput(sb, ["sync"]))
        let pushed = try await sb.gitResult(["--git-dir", bare.path, "rev-parse", "HEAD"], in: sb.root)
        #expect(pushed.stdout == (try await sb.head() ?? "") + "\n", "sync pushed before it said so: \(pushed)")
        Self.expectFullOutputError(try await Self.toFullOutput(sb, ["remote", "remove", "origin"]))
        let clone = sb.root.appendingPathComponent("clone")
        Self.expectFullOutputError(try await Self.toFullOutput(sb, ["init", "--clone", bare.path, "--vault", clone.path], vault: false))
    }

    @Test("diary serve to /dev/full: its address cannot be printed, so it stops with the one error line, in time")
    func serveToFullOutput() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let started = Date()
        let result = try await Self.toFullOutput(sb, ["serve"])
        Self.expectFullOutputError(result)
        #expect(Date().timeIntervalSince(started) < 30, "the server stopped instead of serving on")
    }

    @Test("standard output closed (>&-): one error line, and no file of the vault takes its place")
    func closedOutput() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        try await sb.setIdentity()
        for arguments in [["list"], ["new", "Written with no output"]] {
            let result = try await LaunchedProcess(
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", "exec \"$0\" \"$@\" >&-", DiaryBinary.url.path] + arguments + ["--vault", sb.vault.path],
                environment: sb.environment(), directory: sb.root, stdin: nil, ioFolder: sb.io
            ).wait()
            #expect(result.status == 1, "\(result)")
            #expect(result.errorLines == ["error: standard output: cannot write: Bad file descriptor; the output is incomplete"], "\(result)")
        }
        try await sb.expectClean()
    }

    /// A vault with one entry of about 300 KB: more than a pipe holds, so its writer meets a reader that left.
    static func longVault(_ sb: Sandbox) async throws {
        let body = (1...6000).map { "Line \($0) of a very long day by the river." }.joined(separator: "\n")
        try sb.write(Fixture.river, Fixture.entry(day: "2025-11-21", title: "A long day", body: body))
        try await sb.initVault()
    }

    @Test(
        "a reader that goes away (| head -1, | true): ended quietly by SIGPIPE, as git is, also with SIGPIPE ignored",
        arguments: ["", "trap '' PIPE; "])
    func readerGoneAway(_ trap: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Self.longVault(sb)
        for command in ["export", "export --format json", "show \(Fixture.river)", "show --raw \(Fixture.river)", "log -p"] {
            for reader in ["head -1", "true"] {
                let line = "\(trap)\"$0\" \(command) --vault \"$1\" | \(reader); echo \"status ${PIPESTATUS[0]}\" >&2"
                let result = try await LaunchedProcess(
                    executable: URL(fileURLWithPath: "/bin/bash"), arguments: ["-c", line, DiaryBinary.url.path, sb.vault.path],
                    environment: sb.environment(), directory: sb.root, stdin: nil, ioFolder: sb.io
                ).wait()
                #expect(result.status == 0, "\(command) | \(reader): \(result)")
                Expect.expectNoCrash(result, context: "\(command) | \(reader)")
                #expect(result.errorLines == ["status 141"], "\(command) | \(reader): ended by SIGPIPE, quietly: \(result)")
            }
        }
    }
}
