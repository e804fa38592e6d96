import Foundation
import TestSupport
import Testing

/// Locks left by a killed git or diary, git running beside diary, and a repository in the middle of
/// someone's own git work: every write takes all its locks before writing anything, names the lock that
/// is really there, and keeps the text.
@Suite("locks and repository states")
struct LockAndStateTests {
    private func branchLock(_ sb: Sandbox) async throws -> URL {
        let branch = try await sb.git("symbolic-ref", "--short", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        return sb.url(".git/refs/heads/\(branch).lock")
    }

    @Test("a stale branch lock: new names that lock, writes no file however often it is retried, keeps the text")
    func staleBranchLockQuickEntry() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        Expect.success(try await sb.diary("new", "first"))
        let lock = try await branchLock(sb)
        try Data().write(to: lock)
        let before = try await sb.state()
        for attempt in 1...3 {
            let result = try await sb.diary("new", "attempt \(attempt)")
            Expect.oneLineError(result, mentioning: [lock.path])
            #expect(!result.stderr.contains("index.lock"), "\(result)")
        }
        #expect(try await sb.state() == before, "no entry file written by any attempt")
        #expect(FileManager.default.fileExists(atPath: lock.path), "a lock is never removed for the user")
        #expect(sb.drafts().count == 3, "each attempt's text is kept: \(sb.drafts())")
        try FileManager.default.removeItem(at: lock)
        Expect.success(try await sb.diary("new", "after"))
        try await sb.expectClean()
    }

    @Test("a stale branch lock: open keeps the entry as it was and the edit as a draft, committed once the lock is gone")
    func staleBranchLockOpen() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let path = "2025/09/2025-09-03.md"
        let original = sb.bytes(path)
        let lock = try await branchLock(sb)
        try Data().write(to: lock)
        let failed = try await sb.diary("open", "2025-09-03", editor: .append)
        #expect(failed.status != 0, "\(failed)")
        #expect(failed.stderr.contains(lock.path), "\(failed)")
        #expect(sb.bytes(path) == original, "the entry file must not change without a commit")
        #expect(sb.drafts() == ["2025-09-03.md"])
        try FileManager.default.removeItem(at: lock)
        // The draft is offered back and saved: not "no changes".
        let retried = try await sb.diary("open", "2025-09-03", editor: .noChange)
        Expect.success(retried)
        #expect(sb.text(path)?.hasSuffix(StubEditor.appendedText) == true)
        #expect(try await sb.subjects().first == "Edit 2025-09-03")
        #expect(sb.drafts().isEmpty)
        try await sb.expectClean()
    }

    @Test("git add and commit in a loop beside 30 diary saves: every save commits, none fails on index.lock")
    func besideTheGitTool() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try await sb.setIdentity()
        let script = """
            cd "$1" || exit 1
            # Also ends when the sandbox is gone (a test that stopped early): never a loop left running.
            while [ ! -e "$2" ] && [ -d "$1/.git" ]; do
              date +%N > other.txt
              git add other.txt 2>/dev/null
              git commit -q -m plain 2>/dev/null
            done
            """
        let stop = sb.root.appendingPathComponent("stop")
        let loop = try LaunchedProcess(
            executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script, "sh", sb.vault.path, stop.path],
            environment: sb.environment(["LANG": "C"]), directory: sb.root, stdin: nil,
            ioFolder: sb.root)
        var failures: [RunResult] = []
        for number in 1...30 {
            let result = try await sb.diary("new", "entry \(number)")
            if result.status != 0 { failures.append(result) }
        }
        try Data().write(to: stop)
        _ = try await loop.wait()
        #expect(failures.isEmpty, "\(failures)")
        let saves = try await sb.subjects().filter { $0.hasPrefix("New ") }
        #expect(saves.count == 30)
        // Every entry file is in a commit diary made. (It may be untracked now: `git commit` reads the index
        // before it takes the lock, so one that starts while a save moves the branch commits its stale index
        // on top and drops the new entry from the tree, as it would beside another `git commit`. The entry
        // is in diary's commit all the same.)
        let files = try await sb.gitResult(["status", "--porcelain", "--untracked-files=all", "--", "20*"])
        for line in files.outputLines {
            let path = String(line.dropFirst(3))
            let committed = try await sb.gitResult(["log", "--format=%s", "--", path])
            #expect(committed.outputLines.contains { $0.hasPrefix("New ") }, "an entry file no save committed: \(path)")
        }
    }

    @Test("a detached HEAD: new, open and rm refuse before writing, the editor never starts, status and sync say why")
    func detachedHead() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        try await sb.git("checkout", "-q", "--detach")
        let before = try await sb.state()
        let quick = try await sb.diary("new", "written while detached")
        Expect.oneLineError(quick, mentioning: ["detached", "git switch"])
        #expect(sb.drafts().count == 1, "the text is kept as a draft")
        let runs = sb.editorRuns
        let open = try await sb.diary("open", "2025-09-03", editor: .append)
        Expect.oneLineError(open, mentioning: ["detached"])
        #expect(sb.editorRuns == runs, "no editor for a text that cannot be saved")
        Expect.oneLineError(try await sb.diary("rm", "2025-09-03", "--yes"), mentioning: ["detached"])
        for command in [["status"], ["sync"]] {
            let result = try await sb.launch(command).wait()
            #expect(result.status != 0, "\(result)")
            #expect(result.stderr.contains("detached") && !result.stderr.contains("currentBranch failed"), "\(result)")
        }
        #expect(try await sb.state() == before)
    }

    @Test(
        "a rebase, a cherry-pick or a bisect under way: writes refused naming it, the text kept",
        arguments: ["rebase", "cherry-pick", "bisect"])
    func operationInProgress(operation: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        try await sb.setIdentity()
        switch operation {
        case "rebase":
            // Stops at the last commit to edit it: HEAD is detached and a rebase is under way.
            try await sb.git("-c", "sequence.editor=sed -i 1s/^pick/edit/", "rebase", "-q", "-i", "--root")
        case "cherry-pick":
            try await sb.git("checkout", "-q", "-b", "side")
            try sb.write("2025/09/2025-09-03.md", Fixture.entry(day: "2025-09-03", title: "Side"))
            try await sb.git("commit", "-q", "-am", "side")
            try await sb.git("checkout", "-q", "-")
            try sb.write("2025/09/2025-09-03.md", Fixture.entry(day: "2025-09-03", title: "Main"))
            try await sb.git("commit", "-q", "-am", "main")
            let pick = try await sb.gitResult(["cherry-pick", "side"])
            #expect(pick.status != 0, "the cherry-pick must stop on its conflict: \(pick)")
        default:
            try await sb.git("bisect", "start")
        }
        let head = try await sb.head()
        let result = try await sb.diary("new", "written meanwhile")
        Expect.oneLineError(result, mentioning: [operation])
        #expect(try await sb.head() == head)
        #expect(sb.drafts().count == 1)
        let sync = try await sb.diary("sync")
        #expect(sync.status != 0 && sync.stderr.contains(operation), "\(sync)")
        #expect(try await sb.head() == head)
    }
}
