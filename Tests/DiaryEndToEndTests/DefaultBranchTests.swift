import Foundation
import TestSupport
import Testing

/// `diary init` names its branch as `git init` does (`init.defaultBranch` from the git config, else git's
/// own default), `init --clone` takes the branch a remote has even when the remote's HEAD names another,
/// and docs/encryption.md's recipe for an encrypted remote works whatever `init.defaultBranch` says.
@Suite("the default branch")
struct DefaultBranchTests {
    /// HOMEs to test in: one whose git config sets `init.defaultBranch`, one whose config sets nothing.
    static let homes = ["trunk", "unset"]

    /// Writes the sandbox's `~/.gitconfig` for `home`.
    static func configure(_ sb: Sandbox, _ home: String) throws {
        if home != "unset" { try Data("[init]\n\tdefaultBranch = \(home)\n".utf8).write(to: sb.root.appendingPathComponent(".gitconfig")) }
    }

    static func branch(_ sb: Sandbox, of repository: URL) async throws -> String {
        try await sb.gitResult(["symbolic-ref", "--short", "HEAD"], in: repository).succeeded().stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("diary init makes the branch git init makes in the same HOME", arguments: homes)
    func initAgreesWithGit(_ home: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Self.configure(sb, home)
        try await sb.initVault()
        let plain = sb.root.appendingPathComponent("plain")
        try await sb.gitResult(["init", "-q", plain.path], in: sb.root).succeeded()
        let made = try await Self.branch(sb, of: sb.vault)
        #expect(made == (try await Self.branch(sb, of: plain)))
        if home != "unset" { #expect(made == home) }
    }

    @Test("init --clone of a bare remote whose HEAD names a branch it lacks takes the branch it has, and syncs on it")
    func cloneTakesTheRemotesOnlyBranch() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        try await sb.setIdentity()
        let bare = sb.root.appendingPathComponent("remote.git")
        try await sb.gitResult(["init", "-q", "--bare", "-b", "elsewhere", bare.path], in: sb.root).succeeded()
        try await sb.git("push", "-q", bare.path, "HEAD:refs/heads/main")
        let clone = sb.root.appendingPathComponent("clone")
        let result = try await sb.diary("init", "--clone", bare.path, vault: .at(clone))
        Expect.success(result)
        #expect(result.stdout.contains("5 entries"), "\(result)")
        #expect(try await Self.branch(sb, of: clone) == "main")
        #expect(try await sb.diary("list", vault: .at(clone)).stdout == (try await sb.diary("list").stdout))
        try await sb.expectClean(in: clone)
        try await sb.gitResult(["config", "user.name", "Clone"], in: clone).succeeded()
        try await sb.gitResult(["config", "user.email", "clone@example.com"], in: clone).succeeded()
        Expect.success(try await sb.diary("new", "Written on the clone", vault: .at(clone)))
        Expect.success(try await sb.diary("sync", vault: .at(clone)))
        let pushed = try await sb.gitResult(["log", "--format=%s", "-1", "main"], in: bare).succeeded().stdout
        #expect(pushed.hasPrefix("New "), "the clone's entry went to main: \(pushed)")
    }

    /// docs/encryption.md's commands for an encrypted remote without the plain-text history, as they are
    /// written there: the `sh` block after "take the diary from there:".
    static func encryptionPageRecipe() throws -> String {
        let page = try String(contentsOf: packageRoot.appendingPathComponent("docs/encryption.md"), encoding: .utf8)
        let start = try #require(page.range(of: "take the diary from there:"))
        let rest = page[start.upperBound...]
        let open = try #require(rest.range(of: "```sh\n"))
        let close = try #require(rest.range(of: "```", range: open.upperBound..<rest.endIndex))
        return rest[open.upperBound..<close.lowerBound].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: "\n")
    }

    @Test("docs/encryption.md's recipe for an encrypted remote gives a clone with every entry", arguments: homes)
    func encryptionPageRecipeWorks(_ home: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Self.configure(sb, home)
        let key = try await Fixture.encryptedVault(sb, identity: true)
        // The new, empty repository on the host, made as a git host would make it on this machine.
        let host = sb.root.appendingPathComponent("host/diary-encrypted.git")
        try await sb.gitResult(["init", "-q", "--bare", host.path], in: sb.root).succeeded()
        let fresh = sb.root.appendingPathComponent("Diary-encrypted")
        try FileManager.default.createSymbolicLink(at: sb.bin.appendingPathComponent("diary"), withDestinationURL: DiaryBinary.url)
        let recipe = try Self.encryptionPageRecipe()
            .replacingOccurrences(of: "git@host:me/diary-encrypted.git", with: host.path)
            .replacingOccurrences(of: "~/diary.key", with: key.path)
            .replacingOccurrences(of: "~/Diary-encrypted", with: fresh.path)
            .replacingOccurrences(of: "~/Diary", with: sb.vault.path)
        let run = try await LaunchedProcess(
            executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-e", "-c", recipe],
            environment: sb.environment([
                "PATH": sb.bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
                "GIT_AUTHOR_NAME": "Plain Git", "GIT_AUTHOR_EMAIL": "plain@example.com",
                "GIT_COMMITTER_NAME": "Plain Git", "GIT_COMMITTER_EMAIL": "plain@example.com"
            ]),
            directory: sb.root, stdin: nil, ioFolder: sb.io
        ).wait()
        #expect(run.status == 0, "\(recipe)\n\(run)")
        #expect(run.stdout.contains("5 entries"), "\(recipe)\n\(run)")
        #expect(try await sb.diary("list", vault: .at(fresh)).stdout == (try await sb.diary("list").stdout))
        try await sb.expectClean(in: fresh)
    }
}
