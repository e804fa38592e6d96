import Foundation
import TestSupport
import Testing

/// `diary sync`'s summary counts entries and commits apart, each as it is: the commits against what plain
/// `git rev-list --count` says of the same two clones.
@Suite("diary sync counts entries and commits as they are")
struct SyncCommitCountTests {
    typealias Machines = SyncTests.Machines

    /// Commits `path` as `body` with plain git (one commit per call).
    private func commit(_ m: Machines, _ vault: URL, _ path: String, body: String, created: String = "2026-11-20T09:00:00+09:00")
        async throws
    {
        try m.write(vault, path, body: body, created: created)
        try await m.sb.gitResult(["add", "--", path], in: vault).succeeded()
        try await m.sb.gitResult(["-c", "user.name=Ada", "-c", "user.email=ada@example.com", "commit", "-qm", "Edit \(path)"], in: vault)
            .succeeded()
    }

    private func head(_ m: Machines, _ repository: URL, _ revision: String = "HEAD") async throws -> String {
        try await m.sb.gitResult(["rev-parse", revision], in: repository).succeeded().stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The branch both clones sync on (the laptop's, the one `init` made).
    private func branch(_ m: Machines) async throws -> String {
        try await m.sb.gitResult(["symbolic-ref", "--short", "HEAD"], in: m.laptop).succeeded().stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func count(_ m: Machines, _ range: String, in repository: URL) async throws -> Int {
        let output = try await m.sb.gitResult(["rev-list", "--count", range], in: repository).succeeded().stdout
        return try #require(Int(output.trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    @Test("fast-forward both ways: an entry edited twice is 1 entry and 2 commits, sent and then received (English and Korean)")
    func fastForwardBothWays() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        // On the desktop: one entry edited twice (two commits), one new entry (one commit).
        try await commit(m, m.desktop, "2026/11/2026-11-20.md", body: "# Thursday\n\nFirst lines.\n\nMore.\n")
        try await commit(m, m.desktop, "2026/11/2026-11-20.md", body: "# Thursday\n\nFirst lines.\n\nMore, and more.\n")
        try await commit(m, m.desktop, "2026/11/2026-11-21.md", body: "# Friday\n", created: "2026-11-21T09:00:00+09:00")
        let synced = try await branch(m)
        let remoteBefore = try await head(m, m.bare, synced)

        let sent = try await m.sync(m.desktop)
        Expect.success(sent)
        let pushed = try await count(m, "\(remoteBefore)..\(synced)", in: m.bare)
        #expect(pushed == 3)
        #expect(sent.stdout.contains("sent 2 entries (\(pushed) commits)"), "\(sent)")
        #expect(sent.stdout.contains("Synced with origin: sent 2 entries (\(pushed) commits)."), "nothing received, so not said: \(sent)")

        let laptopBefore = try await head(m, m.laptop)
        let received = try await m.sb.diary("sync", vault: .at(m.laptop), env: ["LANG": "ko_KR.UTF-8"])
        Expect.success(received)
        let came = try await count(m, "\(laptopBefore)..HEAD", in: m.laptop)
        #expect(came == 3)
        #expect(received.stdout.contains("origin과 동기화했습니다: 받은 일기 2편(커밋 \(came)개)."), "\(received)")
        try await m.expectConverged()
    }

    @Test("diverged: the merge counts the remote's commits received, and sends this side's commits and the merge")
    func mergeBothWays() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        // The desktop: a new entry in one commit, sent first.
        try await commit(m, m.desktop, "2026/11/2026-11-21.md", body: "# Friday\n", created: "2026-11-21T09:00:00+09:00")
        let desktopSync = try await m.sync(m.desktop)
        Expect.success(desktopSync)
        #expect(desktopSync.stdout.contains("sent 1 entry (1 commit)"), "\(desktopSync)")
        // The laptop, meanwhile: the older entry edited twice, in two commits.
        try await commit(m, m.laptop, "2026/11/2026-11-19.md", body: "# Wednesday\n\nOlder.\n\nAdded.\n", created: "2026-11-19T08:00:00+09:00")
        try await commit(m, m.laptop, "2026/11/2026-11-19.md", body: "# Wednesday\n\nOlder.\n\nAdded twice.\n", created: "2026-11-19T08:00:00+09:00")
        let laptopBefore = try await head(m, m.laptop)
        let synced = try await branch(m)
        let remoteBefore = try await head(m, m.bare, synced)

        let merged = try await m.sync(m.laptop)
        Expect.success(merged)
        // The merge commit's second parent is the remote's head: what came in is the range from the laptop's old head.
        #expect(try await head(m, m.laptop, "HEAD^2") == remoteBefore)
        let came = try await count(m, "\(laptopBefore)..HEAD^2", in: m.laptop)
        let pushed = try await count(m, "\(remoteBefore)..\(synced)", in: m.bare)
        #expect(came == 1 && pushed == 3, "two edits and the merge commit went out")
        #expect(
            merged.stdout.contains("received 1 entry (\(came) commit), sent 1 entry (\(pushed) commits)."),
            "\(merged)")
        let subject = try await m.sb.gitResult(["log", "-1", "--format=%s"], in: m.laptop).stdout
        #expect(subject == "Merge origin/\(synced): 1 entry received, 0 merged\n", "the merge commit counts entries too")

        let desktopBefore = try await head(m, m.desktop)
        let fastForward = try await m.sync(m.desktop)
        Expect.success(fastForward)
        let followed = try await count(m, "\(desktopBefore)..HEAD", in: m.desktop)
        #expect(followed == 3)
        #expect(fastForward.stdout.contains("Synced with origin: received 1 entry (\(followed) commits)."), "\(fastForward)")
        try await m.expectConverged()
    }
}
