import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// diary works only on a vault that belongs to the user running it: root (`sudo diary new …`) must not
/// leave root-owned files in someone else's vault, and a user who cannot read a vault is told so.
@Suite("A vault is used only by its owner")
struct VaultOwnerTests {
    /// Commands that would write (or read) the vault.
    static let commands: [[String]] = [
        ["new", "Root was here."],
        ["open", "2025-09-03"],
        ["open", "2026-01-05"],
        ["rm", "2025-09-03", "--yes"],
        ["init"],
        ["list"],
        ["show", "2025-09-03"]
    ]

    @Test("root refuses a vault owned by another user, before writing anything", arguments: commands)
    func rootRefusesAnotherUsersVault(command: [String]) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        #expect(try await sb.run(["chown", "-R", "\(OtherUser.uid):\(OtherUser.uid)", sb.vault.path]).status == 0)
        let tree = try await sb.tree(sb.vault)
        let status = try await sb.trustingGit(["--no-optional-locks", "status", "--porcelain", "--ignored"])

        let result = try await sb.launch(command, env: ["EDITOR": sb.editor(.append)]).wait()
        Expect.oneLineError(result, mentioning: [sb.vault.path, "uid \(OtherUser.uid)"])
        #expect(result.stderr.contains("not to you"), "\(result)")
        #expect(sb.editorRuns == 0, "the editor never starts")
        #expect(try await sb.tree(sb.vault) == tree, "nothing written, no owner or mode changed")
        #expect(try await sb.trustingGit(["--no-optional-locks", "status", "--porcelain", "--ignored"]).stdout == status.stdout)
        // The owner still has a working vault.
        let list = try await sb.diaryAsOtherUser(["list"])
        Expect.success(list)
        #expect(list.stdout.contains("Autumn begins"), "\(list)")
    }

    @Test("root refuses to clone into an empty folder that belongs to another user")
    func rootRefusesToCloneIntoAnotherUsersFolder() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let bare = try await VaultPrivacyTests.makeRemote(in: sb)
        try FileManager.default.createDirectory(at: sb.vault, withIntermediateDirectories: true)
        #expect(chown(sb.vault.path, OtherUser.uid, OtherUser.uid) == 0)
        let result = try await sb.diary("init", "--clone", bare.path)
        Expect.oneLineError(result, mentioning: [sb.vault.path, "uid \(OtherUser.uid)"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: sb.vault.path) == [])
    }

    @Test(
        "another user gets 'permission denied' for a vault they cannot read, and nothing is written",
        arguments: commands)
    func unreadableVaultIsPermissionDenied(command: [String]) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.openRootToEveryone()
        try await Fixture.adoptedVault(sb)
        chmod(sb.vault.path, 0o700)
        let tree = try await sb.tree(sb.vault)
        let status = try await sb.gitResult(["--no-optional-locks", "status", "--porcelain", "--ignored"])

        let result = try await sb.diaryAsOtherUser(command, env: ["EDITOR": sb.editor(.append)])
        Expect.oneLineError(result, mentioning: [sb.vault.path, "permission denied"])
        #expect(!result.stderr.contains("not a git repository"), "\(result)")
        #expect(try await sb.tree(sb.vault) == tree)
        #expect(try await sb.gitResult(["--no-optional-locks", "status", "--porcelain", "--ignored"]).stdout == status.stdout)
    }

    @Test("another user is refused a vault they can read but do not own")
    func readableVaultOfAnotherOwner() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.openRootToEveryone()
        try await Fixture.adoptedVault(sb)
        #expect(try await sb.run(["chmod", "-R", "go+rX", sb.vault.path]).status == 0)
        let tree = try await sb.tree(sb.vault)
        let result = try await sb.diaryAsOtherUser(["new", "Not mine."])
        Expect.oneLineError(result, mentioning: [sb.vault.path, "uid 0", "not to you"])
        #expect(try await sb.tree(sb.vault) == tree)
    }
}
