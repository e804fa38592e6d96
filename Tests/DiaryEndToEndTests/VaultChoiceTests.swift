import Foundation
import Testing

/// Which vault a command works on: `--vault` before or after the subcommand.
@Suite("choosing the vault")
struct VaultChoiceTests {
    /// Commands that read the fixture vault and print the same whatever the position of --vault.
    static let readingCommands: [[String]] = [
        ["list"], ["show", "2025-09-03"], ["log"], ["tags"], ["stats"], ["calendar", "2025"],
        ["on-this-day", "2025-09-03"], ["search", "river"], ["export", "--format", "json"], ["status"],
        ["remote", "list"], ["config", "list"]
    ]

    @Test("--vault V before the subcommand, or --vault=V, works as after it", arguments: readingCommands)
    func vaultBeforeTheSubcommand(command: [String]) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let after = try await sb.launch(command).wait()
        Expect.success(after)
        let before = try await sb.launch(["--vault", sb.vault.path] + command, vault: .none).wait()
        #expect(
            before.status == after.status && before.stdout == after.stdout && before.stderr == after.stderr,
            "\(before)\n\(after)")
        let joined = try await sb.launch(["--vault=\(sb.vault.path)"] + command, vault: .none).wait()
        #expect(joined.status == after.status && joined.stdout == after.stdout, "\(joined)")
    }

    @Test("a quick entry and init take --vault before the subcommand too")
    func writingCommands() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let created = try await sb.diary("--vault", sb.vault.path, "init", vault: .none)
        Expect.success(created)
        #expect(FileManager.default.fileExists(atPath: sb.url(".git").path), "\(created)")
        Expect.success(try await sb.diary("--vault=\(sb.vault.path)", "new", "Written with the vault first.", vault: .none))
        #expect(try await sb.commitCount() == 1)
        #expect(!FileManager.default.fileExists(atPath: sb.root.appendingPathComponent("Diary").path), "~/Diary is not touched")
    }

    @Test("given before and after the subcommand, the subcommand's own (the last) --vault counts")
    func bothPositions() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let elsewhere = sb.root.appendingPathComponent("elsewhere")
        let ownWins = try await sb.diary("--vault", elsewhere.path, "list")
        Expect.success(ownWins)
        #expect(ownWins.outputLines.count == 5, "\(ownWins)")
        let missing = try await sb.launch(["--vault", sb.vault.path, "list", "--vault", elsewhere.path], vault: .none).wait()
        Expect.oneLineError(missing, mentioning: [elsewhere.path])
    }

    @Test("--vault before the subcommand without a value is a usage error")
    func vaultWithoutValue() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let result = try await sb.diary("--vault", vault: .none)
        Expect.oneLineError(result, mentioning: ["--vault"])
        #expect(result.status == 64, "\(result)")
    }
}

/// Inside a vault's folder, or any folder below it, `diary` uses that vault, after --vault and
/// $DIARY_VAULT and before ~/Diary; a git repository that is not a vault is never used.
@Suite("the vault around the current folder")
struct VaultDiscoveryEndToEndTests {
    @Test("from the vault's folder and from a month folder below it")
    func fromInside() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        for folder in [sb.vault, sb.url("2025/11")] {
            let list = try await sb.diary("list", vault: .none, in: folder)
            Expect.success(list)
            #expect(list.outputLines.count == 5, "\(folder.path): \(list)")
        }
        let quick = try await sb.diary("new", "Written from the month folder.", vault: .none, in: sb.url("2025/11"))
        Expect.success(quick)
        #expect(try await sb.commitCount() == 2)
        try await sb.expectClean()
        #expect(!FileManager.default.fileExists(atPath: sb.root.appendingPathComponent("Diary").path), "~/Diary untouched")
    }

    @Test("an empty vault just made by diary init is found from inside")
    func emptyVault() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let quick = try await sb.diary("new", "The first entry.", vault: .none, in: sb.vault)
        Expect.success(quick)
        #expect(try await sb.commitCount() == 1)
    }

    @Test("a vault cloned with plain git (no diary state) is found by its entries")
    func plainClone() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let clone = sb.root.appendingPathComponent("clone")
        let cloned = try await sb.gitResult(["clone", "-q", sb.vault.path, clone.path], in: sb.root)
        try #require(cloned.status == 0, "\(cloned)")
        let list = try await sb.diary("list", vault: .none, in: clone.appendingPathComponent("2025"))
        Expect.success(list)
        #expect(list.outputLines.count == 5, "\(list)")
    }

    @Test("inside a git repository that is not a vault: ~/Diary or $DIARY_VAULT, and the repository is left alone")
    func codeRepository() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let code = sb.root.appendingPathComponent("code")
        try FileManager.default.createDirectory(at: code.appendingPathComponent("src"), withIntermediateDirectories: true)
        try Data("print(1)\n".utf8).write(to: code.appendingPathComponent("src/main.swift"))
        for args in [["init", "-q"], ["add", "."], ["-c", "user.name=Ada", "-c", "user.email=ada@example.org", "commit", "-qm", "Code"]] {
            let result = try await sb.gitResult(args, in: code)
            try #require(result.status == 0, "\(result)")
        }
        let home = sb.root.appendingPathComponent("Diary")
        let refused = try await sb.diary("new", "Typed in the wrong folder.", vault: .none, in: code.appendingPathComponent("src"))
        Expect.oneLineError(refused, mentioning: [home.path])
        #expect(!FileManager.default.fileExists(atPath: home.path), "no vault is made by new")

        let fromEnvironment = try await sb.diary(
            "new", "Through the environment.", vault: .none,
            env: ["DIARY_VAULT": sb.vault.path], in: code)
        Expect.success(fromEnvironment)
        #expect(try await sb.commitCount() == 2)

        let codeLog = try await sb.gitResult(["log", "--oneline"], in: code)
        #expect(codeLog.outputLines.count == 1, "nothing committed in the code repository: \(codeLog)")
        let codeStatus = try await sb.gitResult(["status", "--porcelain"], in: code)
        #expect(codeStatus.stdout.isEmpty, "\(codeStatus)")
    }

    @Test("$DIARY_VAULT wins over the vault around the current folder, and --vault over both")
    func environmentAndOptionWin() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let other = sb.root.appendingPathComponent("other")
        Expect.success(try await sb.diary("init", vault: .at(other)))
        Expect.success(try await sb.diary("new", "In the other vault.", vault: .at(other)))

        let fromEnvironment = try await sb.diary("list", vault: .none, env: ["DIARY_VAULT": other.path], in: sb.vault)
        Expect.success(fromEnvironment)
        #expect(
            fromEnvironment.outputLines.count == 1 && fromEnvironment.stdout.contains("In the other vault."),
            "\(fromEnvironment)")

        let fromOption = try await sb.diary("list", vault: .at(sb.vault), env: ["DIARY_VAULT": other.path], in: other)
        Expect.success(fromOption)
        #expect(fromOption.outputLines.count == 5, "\(fromOption)")
    }

    @Test("diary init without --vault keeps meaning ~/Diary, even inside another vault")
    func initKeepsItsMeaning() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let home = sb.root.appendingPathComponent("Diary")
        let created = try await sb.diary("init", vault: .none, in: sb.url("2025"))
        Expect.success(created)
        #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(".git").path), "\(created)")
        #expect(created.stdout.contains(home.path), "\(created)")
    }

    @Test("shell completion offers the days of the vault around the current folder")
    func completion() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary(
            "---completion", "show", "--", "positional@0", "2", "7", "diary", "show", "2025-11",
            vault: .none, in: sb.url("2025"))
        Expect.success(result)
        #expect(result.outputLines == ["2025-11-21", "2025-11-02"], "\(result)")
    }
}
