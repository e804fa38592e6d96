import Foundation
import TestSupport
import Testing

/// After `diary remote add` and a first `diary sync` (or `diary init --clone`) the vault's branch tracks the
/// remote's, as after `git push -u`: plain `git pull` and `git push` work with no arguments.
@Suite("sync sets the branch's upstream as git push -u does, unless one is set")
struct SyncUpstreamTests {
    static func branch(_ m: SyncTests.Machines, _ vault: URL) async throws -> String {
        try await m.sb.gitResult(["symbolic-ref", "--short", "HEAD"], in: vault).stdout.trimmingCharacters(in: .newlines)
    }

    static func config(_ m: SyncTests.Machines, _ vault: URL, _ key: String) async throws -> String {
        try await m.sb.gitResult(["config", "--local", "--get", key], in: vault).stdout.trimmingCharacters(in: .newlines)
    }

    /// Plain git sees `vault`'s branch tracking origin's branch of the same name.
    static func expectTracking(_ m: SyncTests.Machines, _ vault: URL, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let branch = try await branch(m, vault)
        #expect(try await config(m, vault, "branch.\(branch).remote") == "origin", sourceLocation: sourceLocation)
        #expect(try await config(m, vault, "branch.\(branch).merge") == "refs/heads/\(branch)", sourceLocation: sourceLocation)
        let status = try await m.sb.gitResult(["status", "-sb"], in: vault)
        #expect(status.outputLines.first == "## \(branch)...origin/\(branch)", "\(status)", sourceLocation: sourceLocation)
    }

    static func commitWithPlainGit(_ m: SyncTests.Machines, _ vault: URL, _ path: String, _ text: String) async throws {
        let url = vault.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        try await m.sb.gitResult(["add", path], in: vault).expectSuccess()
        try await m.sb.gitResult(["-c", "user.name=a", "-c", "user.email=a@b", "commit", "-qm", "with git"], in: vault).expectSuccess()
    }

    @Test("remote add + the first sync: plain git push and git pull work with no arguments; sync says so once")
    func remoteAddThenSync() async throws {
        let m = try await SyncTests.Machines.make()  // the laptop: init, remote add, sync
        defer { m.sb.cleanUp() }
        try await Self.expectTracking(m, m.laptop)
        try await Self.expectTracking(m, m.desktop)  // init --clone

        // Plain git, no arguments: push from the laptop, pull --ff-only on the desktop.
        let entry = "2026/11/2026-11-25.md"
        try await Self.commitWithPlainGit(m, m.laptop, entry, "---\nschema: 2\ncreated: 2026-11-25T09:00:00+09:00\n---\nPushed by git.\n")
        try await m.sb.gitResult(["push", "-q"], in: m.laptop).expectSuccess()
        try await m.sb.gitResult(["pull", "-q", "--ff-only"], in: m.desktop).expectSuccess()
        #expect(m.text(m.desktop, entry)?.contains("Pushed by git.") == true)
        let status = try await m.sb.gitResult(["status", "-sb"], in: m.desktop)
        #expect(status.outputLines == ["## \(try await Self.branch(m, m.desktop))...origin/\(try await Self.branch(m, m.desktop))"], "\(status)")

        // The upstream is set once: a later sync does not say it again.
        Expect.success(try await m.sb.diary("new", "After git.", vault: .at(m.desktop)))
        let again = try await m.sync(m.desktop)
        Expect.success(again)
        #expect(!again.stdout.contains("tracks"), "\(again)")
        try await m.sync(m.laptop).expectSuccess()
        try await m.expectConverged()
    }

    @Test("the first sync says it set the upstream; a clone of an empty remote tracks it from the start")
    func firstSyncSaysSo() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let bare = sb.root.appendingPathComponent("empty.git")
        let vault = sb.root.appendingPathComponent("vault")
        let clone = sb.root.appendingPathComponent("clone")
        let m = SyncTests.Machines(sb: sb, laptop: vault, desktop: clone, bare: bare)
        try await sb.gitResult(["init", "-q", "--bare", bare.path], in: sb.root).expectSuccess()
        Expect.success(try await sb.diary("init", vault: .at(vault)))
        Expect.success(try await sb.diary("new", "The first entry.", vault: .at(vault)))
        Expect.success(try await sb.diary("remote", "add", "origin", bare.path, vault: .at(vault)))
        let first = try await m.sync(vault)
        Expect.success(first)
        let branch = try await Self.branch(m, vault)
        #expect(
            first.outputLines.last
                == "Branch \(branch) now tracks origin/\(branch), as after 'git push -u': plain 'git pull' and 'git push' work too.",
            "\(first)")
        try await Self.expectTracking(m, vault)

        // A clone made while the remote was still empty: libgit2's clone already names the upstream.
        let empty = sb.root.appendingPathComponent("still-empty.git")
        try await sb.gitResult(["init", "-q", "--bare", empty.path], in: sb.root).expectSuccess()
        Expect.success(try await sb.diary("init", "--clone", empty.path, vault: .at(clone)))
        Expect.success(try await sb.diary("new", "Into an empty remote.", vault: .at(clone)))
        let cloned = try await m.sync(clone)
        Expect.success(cloned)
        try await Self.expectTracking(m, clone)
        try await sb.gitResult(["push", "-q"], in: clone).expectSuccess()
    }

    @Test("an upstream the user set elsewhere is left as it is")
    func upstreamSetByTheUserStays() async throws {
        let m = try await SyncTests.Machines.make()
        defer { m.sb.cleanUp() }
        let branch = try await Self.branch(m, m.desktop)
        let backup = m.sb.root.appendingPathComponent("backup.git")
        try await m.sb.gitResult(["clone", "-q", "--bare", m.bare.path, backup.path], in: m.sb.root).expectSuccess()
        try await m.sb.gitResult(["remote", "add", "backup", backup.path], in: m.desktop).expectSuccess()
        try await m.sb.gitResult(["fetch", "-q", "backup"], in: m.desktop).expectSuccess()
        try await m.sb.gitResult(["branch", "-q", "--set-upstream-to=backup/\(branch)"], in: m.desktop).expectSuccess()

        Expect.success(try await m.sb.diary("new", "Written on the desktop.", vault: .at(m.desktop)))
        let result = try await m.sync(m.desktop)
        Expect.success(result)
        #expect(!result.stdout.contains("tracks"), "\(result)")
        #expect(try await Self.config(m, m.desktop, "branch.\(branch).remote") == "backup")
        #expect(try await Self.config(m, m.desktop, "branch.\(branch).merge") == "refs/heads/\(branch)")

        // Only a merge ref set by hand, no remote: still the user's, still left alone.
        try await m.sb.gitResult(["config", "--unset", "branch.\(branch).remote"], in: m.desktop).expectSuccess()
        try await m.sync(m.desktop).expectSuccess()
        #expect(try await m.sb.gitResult(["config", "--get", "branch.\(branch).remote"], in: m.desktop).status == 1)
    }
}
