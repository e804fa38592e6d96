import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `diary sync` killed with SIGKILL at moments spread over its whole run, many times; a plain
/// `diary sync` afterwards must leave what an uninterrupted sync leaves.
@Suite("a sync killed at any moment converges on the next sync")
struct SyncKillTests {
    /// Entries each machine adds before they sync (the issue's scenario had 60).
    static let added = 60
    /// Kill runs of the merge (even; half as many of the fast-forward); each is one killed sync and one
    /// plain sync of a fresh copy of the same start.
    static let kills = 30

    /// Two clones of a bare remote; the laptop added `added` entries and edited a line of one entry,
    /// and has synced. When `diverged`, the desktop did the same on the same days and the same line (a
    /// real conflict), so its sync merges; else its sync is a fast-forward.
    struct Start {
        let sb: Sandbox
        let folder: URL

        static func make(diverged: Bool) async throws -> Start {
            let sb = try Sandbox()
            let folder = sb.root.appendingPathComponent("start")
            let laptop = folder.appendingPathComponent("laptop")
            let desktop = folder.appendingPathComponent("desktop")
            let bare = folder.appendingPathComponent("diary.git")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try await sb.gitResult(["init", "-q", "--bare", bare.path], in: folder).expectSuccess()
            Expect.success(try await sb.diary("init", vault: .at(laptop)))
            try write(
                laptop, "2026/11/2026-11-01.md", created: "2026-11-01T09:00:00+09:00",
                body: "# Base\n\nline one\nline two\nline three\n")
            Expect.success(try await sb.diary("remote", "add", "origin", bare.path, vault: .at(laptop)))
            Expect.success(try await sb.diary("sync", vault: .at(laptop)))
            Expect.success(try await sb.diary("init", "--clone", bare.path, vault: .at(desktop)))
            for (vault, side) in diverged ? [(laptop, "laptop"), (desktop, "desktop")] : [(laptop, "laptop")] {
                for number in 1...SyncKillTests.added {
                    let day = String(format: "2026-10-%02d", (number - 1) % 28 + 1)
                    let sequence = (number - 1) / 28 + 1
                    let name = sequence == 1 ? day : "\(day)-\(sequence)"
                    try write(vault, "2026/10/\(name).md", created: "\(day)T09:00:00+09:00", body: "Entry \(number) from the \(side).\n")
                }
                try write(
                    vault, "2026/11/2026-11-01.md", created: "2026-11-01T09:00:00+09:00",
                    body: "# Base\n\nline one, edited on the \(side)\nline two\nline three\n")
                for args in [["add", "-A"], ["-c", "user.name=Plain Git", "-c", "user.email=plain@example.com", "commit", "-qm", "\(side) writes"]] {
                    try await sb.gitResult(args, in: vault).expectSuccess()
                }
            }
            Expect.success(try await sb.diary("sync", vault: .at(laptop)))
            return Start(sb: sb, folder: folder)
        }

        static func write(_ vault: URL, _ path: String, created: String, body: String) throws {
            let url = vault.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("---\nschema: 2\ncreated: \(created)\n---\n\(body)".utf8).write(to: url)
        }

        /// A fresh copy of the start, its desktop's origin pointing at the copy's own bare remote.
        func copy(_ name: String) async throws -> (desktop: URL, bare: URL) {
            let target = sb.root.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: target)
            try FileManager.default.copyItem(at: folder, to: target)
            let desktop = target.appendingPathComponent("desktop")
            let bare = target.appendingPathComponent("diary.git")
            try await sb.gitResult(["remote", "set-url", "origin", bare.path], in: desktop).expectSuccess()
            return (desktop, bare)
        }
    }

    @Test(
        "SIGKILL at moments spread over a sync's run, many times: the next sync leaves the uninterrupted result",
        arguments: [true, false], TestSeed.run)
    func killedSyncsConverge(diverged: Bool, seed: UInt64) async throws {
        let start = try await Start.make(diverged: diverged)
        let kills = diverged ? Self.kills : Self.kills / 2
        let sb = start.sb
        defer { sb.cleanUp() }

        // The uninterrupted sync: its tree is the one every interrupted run must end with.
        let reference = try await start.copy("reference")
        let began = Date()
        let uninterrupted = try await sb.diary("sync", vault: .at(reference.desktop))
        let duration = Date().timeIntervalSince(began)
        Expect.success(uninterrupted)
        #expect(uninterrupted.stdout.contains(diverged ? "received 60 entries" : "received 61 entries"), "\(uninterrupted)")
        #expect(uninterrupted.stderr.contains("attention:") == diverged, "\(uninterrupted)")
        let expectedTree = try await tree(of: "HEAD", in: reference.desktop, sb)
        let outsideEditCommits = try await subjects(reference.desktop, sb).filter { $0.hasPrefix("Edit outside diary") }.count

        var midStep = 0
        var beforeMerge = 0
        var afterMerge = 0
        var staleLocks = 0
        // Half the kills land anywhere in the sync's run (spread evenly over it); the other half near the
        // moment the merge step starts, found as the runs go (a sync's speed varies with the machine's load).
        // While none has landed in the journaled step, the search goes on, up to as many runs again: the step
        // can be a short moment early in a fast-forward, which the planned runs do not always reach.
        var boundary = duration * 0.6
        var step = duration / 8
        // The moments within each part of the run are drawn from `TestSeed`.
        var generator = SplitMix64(seed: seed)
        var run = 0
        while run < kills || (midStep == 0 && run < 2 * kills) {
            defer { run += 1 }
            let searching = !run.isMultiple(of: 2) || run >= kills
            let copy = try await start.copy("run")
            let headBefore = try await tree(of: "HEAD", in: copy.desktop, sb, commit: true)
            let delay =
                !searching
                ? duration * 1.2 * (Double(run / 2) + Double.random(in: 0..<1, using: &generator)) / Double(kills / 2)
                : max(0, boundary + Double.random(in: -step...step, using: &generator))
            try await killedSync(copy.desktop, after: delay, sb)
            let journal = FileManager.default.fileExists(atPath: copy.desktop.appendingPathComponent(".git/diary/sync-journal").path)
            let headAfterKill = try await tree(of: "HEAD", in: copy.desktop, sb, commit: true)
            if journal {
                midStep += 1
            } else if headAfterKill == headBefore {
                beforeMerge += 1
                if searching { boundary += step }
            } else {
                afterMerge += 1
                if searching { boundary = max(0, boundary - step) }
            }
            if searching { step = max(0.002, step * 0.85) }

            // A lock the kill left is named by the next run and removed by the person, never by diary.
            // A push to a remote on disk is made by the killed process itself: the remote can hold one too.
            staleLocks += removeStaleGitLocks(copy.desktop.appendingPathComponent(".git")) + removeStaleGitLocks(copy.bare)
            let next = try await sb.diary("sync", vault: .at(copy.desktop))
            let context = "seed \(seed) run \(run), killed after \(String(format: "%.3f", delay)) s (journal left: \(journal)): \(next)"
            #expect(next.status == 0, "\(context)")
            if journal { #expect(next.stdout.hasPrefix("Finished the sync that was interrupted.\n"), "\(context)") }
            #expect(try await tree(of: "HEAD", in: copy.desktop, sb) == expectedTree, "the same tree as the uninterrupted sync; \(context)")
            #expect(
                try await subjects(copy.desktop, sb).filter { $0.hasPrefix("Edit outside diary") }.count == outsideEditCommits,
                "no half-merged file committed as an outside edit; \(context)")
            let status = try await sb.gitResult(["status", "--porcelain", "--untracked-files=all"], in: copy.desktop)
            #expect(status.stdout.isEmpty, "git status: \(status.stdout); \(context)")
            let fsck = try await sb.gitResult(["fsck", "--strict", "--no-dangling"], in: copy.desktop)
            #expect(fsck.status == 0 && !fsck.allOutput.lowercased().contains("error"), "git fsck: \(fsck); \(context)")
            #expect(
                try await tree(of: "HEAD", in: copy.bare, sb, commit: true) == tree(of: "HEAD", in: copy.desktop, sb, commit: true),
                "the remote has the result; \(context)")
            #expect(!FileManager.default.fileExists(atPath: copy.desktop.appendingPathComponent(".git/diary/sync-journal").path), "\(context)")
            let merged = try String(contentsOf: copy.desktop.appendingPathComponent("2026/11/2026-11-01.md"), encoding: .utf8)
            #expect(
                merged.components(separatedBy: "<<<<<<< ").count == (diverged ? 2 : 1),
                "one conflict when there is one, never nested markers; \(context)\n\(merged)")
        }
        print(
            "SyncKillTests (\(diverged ? "merge" : "fast-forward")), seed \(seed): \(run) kills (a sync took \(String(format: "%.2f", duration)) s): \(beforeMerge) before the journaled step, \(midStep) in it (journal left), \(afterMerge) after it, \(staleLocks) stale git locks removed as a person would"
        )
        #expect(midStep >= 1, "seed \(seed): no kill landed in the journaled step; the spread of kill times is too coarse")
    }

    /// Removes the lock files in the git folder `git` as a person would after the error naming one; returns how many.
    private func removeStaleGitLocks(_ git: URL) -> Int {
        var removed = 0
        let walker = FileManager.default.enumerator(at: git, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.lastPathComponent == "objects" || url.lastPathComponent == "diary" {
                walker?.skipDescendants()
                continue
            }
            if url.pathExtension == "lock", url.lastPathComponent != "diary.lock",
                (try? FileManager.default.removeItem(at: url)) != nil
            {
                removed += 1
            }
        }
        return removed
    }

    /// Starts `diary sync` on `vault` and kills it with SIGKILL after `delay` seconds (or lets it end first).
    /// On a thread of its own: it sleeps and waits for the process.
    private func killedSync(_ vault: URL, after delay: TimeInterval, _ sb: Sandbox) async throws {
        try await onOwnThread { try Self.startAndKill(vault, after: delay, sb) }
    }

    private static func startAndKill(_ vault: URL, after delay: TimeInterval, _ sb: Sandbox) throws {
        let process = Process()
        process.executableURL = DiaryBinary.url
        process.arguments = ["sync", "--vault", vault.path]
        process.environment = sb.environment()
        process.currentDirectoryURL = sb.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        usleep(useconds_t(delay * 1_000_000))
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// The tree (or with `commit`, the commit) `revision` names in `repository`.
    private func tree(of revision: String, in repository: URL, _ sb: Sandbox, commit: Bool = false) async throws -> String {
        try await sb.gitResult(["rev-parse", commit ? revision : "\(revision)^{tree}"], in: repository).stdout
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func subjects(_ repository: URL, _ sb: Sandbox) async throws -> [String] {
        try await sb.gitResult(["log", "--format=%s"], in: repository).outputLines
    }
}
