import Foundation
import Testing

/// Which vault a command works on: `--vault` before or after the subcommand.
@Suite("choosing the vault")
struct VaultChoiceTests {
    /// Commands that read the fixture vault and print the same whatever the position of --vault.
    static let readingCommands: [[String]] = [
        ["list"], ["show", "2025-09-03"], ["log"], ["tags"], ["stats"], ["calendar", "2025"],
        ["on-this-day", "2025-09-03"], ["search", "river"], ["export", "--format", "json"], ["status"],
        ["remote", "list"], ["config", "list"],
    ]

    @Test("--vault V before the subcommand, or --vault=V, works as after it", arguments: readingCommands)
    func vaultBeforeTheSubcommand(command: [String]) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let after = try await sb.launch(command).wait()
        Expect.success(after)
        let before = try await sb.launch(["--vault", sb.vault.path] + command, vault: .none).wait()
        #expect(before.status == after.status && before.stdout == after.stdout && before.stderr == after.stderr,
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
