import Foundation
import TestSupport
import Testing

/// The person's own git work, stopped on a conflict, is never committed or pushed by diary as if it were an
/// edit: a merge (or `git stash pop`) left halfway makes every command that writes refuse with one line
/// naming the files and what to do; git's markers committed by hand never leave the machine.
@Suite("a git merge in progress")
struct GitMergeStateTests {
    typealias Machines = SyncTests.Machines
    static let path = "2026/11/2026-11-20.md"

    /// Plain git in `vault`, as the person types it.
    static func git(_ m: Machines, _ vault: URL, _ args: String...) async throws -> RunResult {
        try await m.sb.gitResult(["-c", "user.name=Ada", "-c", "user.email=ada@example.com"] + args, in: vault)
    }

    /// A merge of a branch that changed the same line as the current one: stopped on a conflict in `path`.
    static func stopMergeOnConflict(_ m: Machines) async throws {
        let vault = m.laptop
        let branch = try await git(m, vault, "symbolic-ref", "--short", "HEAD").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        try await git(m, vault, "checkout", "-q", "-b", "other").succeeded()
        try m.write(vault, path, body: "# Thursday\n\nThe other branch's line.\n")
        try await git(m, vault, "commit", "-q", "-am", "Other").succeeded()
        try await git(m, vault, "checkout", "-q", branch).succeeded()
        try m.write(vault, path, body: "# Thursday\n\nThis branch's line.\n")
        try await git(m, vault, "commit", "-q", "-am", "This").succeeded()
        let merge = try await git(m, vault, "merge", "other")
        #expect(merge.status != 0, "\(merge)")
        #expect(try await git(m, vault, "status", "--porcelain").stdout.contains("UU \(path)"))
    }

    static func state(_ m: Machines) async throws -> String {
        try await git(m, m.laptop, "rev-parse", "HEAD").stdout + (try await git(m, m.bare, "rev-parse", "HEAD").stdout)
    }

    @Test(
        "sync, new, open and every other command that writes refuse with one line naming the file and git merge --continue/--abort; status names it"
    )
    func mergeStoppedOnAConflict() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        try await Self.stopMergeOnConflict(m)
        let before = try await Self.state(m)
        let sync = try await m.sync(m.laptop)
        let new = try await m.sb.diary("new", "Written during the merge.", vault: .at(m.laptop))
        var env: [String: String?] = [:]
        env["EDITOR"] = m.sb.editor(.append)
        let open = try await m.sb.diary("open", "2026-11-20", vault: .at(m.laptop), env: env)
        try Data("not really a picture".utf8).write(to: m.sb.root.appendingPathComponent("photo.png"))
        var others: [RunResult] = []
        for command in [
            ["meta", "2026-11-19", "--tag", "walk"], ["rm", "2026-11-19", "--yes"],
            ["attach", m.sb.root.appendingPathComponent("photo.png").path, "2026-11-19"],
            ["restore", "2026/11/2026-11-20.md", "--at", "HEAD~1"], ["config", "set", "location.name", "Seoul", "--vault-level"]
        ] {
            others.append(try await m.sb.launch(command, vault: .at(m.laptop)).wait())
        }
        for result in [sync, new, open] + others {
            #expect(result.status == 1, "\(result)")
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("error: a git merge stopped on a conflict in \(Self.path)"), "\(result)")
            #expect(result.stderr.contains("git merge --continue") && result.stderr.contains("git merge --abort"), "\(result)")
        }
        #expect(m.sb.editorRuns == 0, "no editor for a text that could not be saved")
        #expect(try await Self.state(m) == before, "nothing committed, nothing pushed")
        let status = try await m.sb.diary("status", vault: .at(m.laptop))
        #expect(status.stdout.contains("\(Self.path): holds conflict markers git wrote"), "\(status)")
        // Finished by the person with git, diary goes on.
        try await Self.git(m, m.laptop, "merge", "--abort").succeeded()
        try await m.sync(m.laptop).expectSuccess()
        #expect(try await m.sb.diary("status", vault: .at(m.laptop)).stdout.contains("Nothing needs attention."))
    }

    @Test("git's markers committed by hand are never pushed; edited away, the next sync sends the fix")
    func markersCommittedWithGitAreNotPushed() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        try await Self.stopMergeOnConflict(m)
        try await Self.git(m, m.laptop, "commit", "-qam", "Merge with the markers in").succeeded()
        let bare = try await Self.git(m, m.bare, "rev-parse", "HEAD").stdout
        let sync = try await m.sync(m.laptop)
        #expect(sync.status == 1 && sync.stderr.contains("\(Self.path) holds conflict markers git wrote"), "\(sync)")
        #expect(sync.stderr.contains("which diary neither commits nor pushes"), "\(sync)")
        #expect(try await Self.git(m, m.bare, "rev-parse", "HEAD").stdout == bare)
        try m.write(m.laptop, Self.path, body: "# Thursday\n\nBoth lines, merged by hand.\n")
        try await m.sync(m.laptop).expectSuccess()
        let pushed = try await Self.git(m, m.bare, "show", "HEAD:\(Self.path)").stdout
        #expect(pushed.contains("merged by hand") && !pushed.contains("<<<<<<<"), "\(pushed)")
        try await m.sync(m.desktop).expectSuccess()
        try await m.expectConverged()
    }

    @Test("git stash pop stopped on a conflict: the unmerged file is refused by sync and the editor, named")
    func stashPopConflict() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        try m.write(m.laptop, Self.path, body: "# Thursday\n\nStashed line.\n")
        try await Self.git(m, m.laptop, "stash", "-q").succeeded()
        try m.write(m.laptop, Self.path, body: "# Thursday\n\nCommitted line.\n")
        try await Self.git(m, m.laptop, "commit", "-qam", "Committed").succeeded()
        #expect(try await Self.git(m, m.laptop, "stash", "pop").status != 0)
        let before = try await Self.state(m)
        let sync = try await m.sync(m.laptop)
        #expect(sync.status == 1 && sync.stderr.hasPrefix("error: git marks \(Self.path) as unmerged"), "\(sync)")
        var env: [String: String?] = [:]
        env["EDITOR"] = m.sb.editor(.append)
        let open = try await m.sb.diary("open", "2026-11-20", vault: .at(m.laptop), env: env)
        #expect(open.status == 1 && open.stderr.hasPrefix("error: git marks \(Self.path) as unmerged"), "\(open)")
        #expect(m.sb.editorRuns == 0)
        // A command that changes the entry's front matter is refused too, and leaves git's conflict as it was.
        let marked = m.text(m.laptop, Self.path)
        let meta = try await m.sb.diary("meta", "2026-11-20", "--star", vault: .at(m.laptop))
        #expect(meta.status == 1 && meta.stderr.hasPrefix("error: git marks \(Self.path) as unmerged"), "\(meta)")
        #expect(m.text(m.laptop, Self.path) == marked)
        #expect(try await Self.git(m, m.laptop, "status", "--porcelain").stdout.contains("UU \(Self.path)"))
        #expect(try await Self.state(m) == before)
    }
}
