import Foundation
import TestSupport
import Testing

/// Saves stopped at random moments. Ctrl-C, SIGTERM and SIGHUP wait until git's locks are released, so
/// they never leave one; SIGKILL can, and the next run names it. Whatever the moment, once the user has
/// removed a lock the error named, the next save leaves an ordinary clean repository, and every text
/// that had reached the disk is committed or kept as a draft. The moments are drawn from `TestSeed`
/// (the same seed draws the same delays; where they land in a save still depends on the machine's speed).
@Suite("saves killed at random moments")
struct KilledSaveTests {
    private static let rounds = 40

    /// Every file under the vault (work tree and `.git/diary`) that holds `text`.
    private func places(of text: String, in sb: Sandbox) -> [String] {
        let needle = Data(text.utf8)
        var found: [String] = []
        let walker = FileManager.default.enumerator(at: sb.vault, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.path.contains("/.git/objects") {
                walker?.skipDescendants()
                continue
            }
            if let data = FileManager.default.contents(atPath: url.path), data.range(of: needle) != nil {
                found.append(String(url.path.dropFirst(sb.vault.path.count + 1)))
            }
        }
        return found
    }

    /// How long one whole save takes on this machine now (it varies with the load), in nanoseconds, so
    /// that kills are spread over a save's real run rather than land before it has started.
    private func saveDuration(_ sb: Sandbox) async throws -> UInt64 {
        let start = DispatchTime.now().uptimeNanoseconds
        Expect.success(try await sb.diary("new", "timing"))
        return max(DispatchTime.now().uptimeNanoseconds - start, 20_000_000)
    }

    private func committed(_ text: String, _ sb: Sandbox) async throws -> Bool {
        let grep = try await sb.gitResult(["log", "--format=%h", "-S", text])
        return !grep.stdout.isEmpty
    }

    @Test(
        "SIGKILL at random moments: stale locks named, never removed; the next save recovers every text on disk",
        arguments: TestSeed.run)
    func sigkill(seed: UInt64) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        Expect.success(try await sb.diary("new", "first"))
        let duration = try await saveDuration(sb)
        let branch = try await sb.git("symbolic-ref", "--short", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        let locks = [sb.url(".git/index.lock"), sb.url(".git/refs/heads/\(branch).lock")]
        var generator = SplitMix64(seed: seed)
        var onDisk = 0
        var staleLocks = 0
        for round in 1...Self.rounds {
            let context = "seed \(seed) round \(round)"
            let text = "Killed in round \(round) \(UUID().uuidString)"
            let save = try sb.launch(["new", text])
            try await Task.sleep(nanoseconds: UInt64.random(in: duration / 10...duration, using: &generator))
            save.send(SIGKILL)
            _ = try await save.wait()
            let placesOnDisk = places(of: text, in: sb)
            if !placesOnDisk.isEmpty { onDisk += 1 }
            for lock in locks where FileManager.default.fileExists(atPath: lock.path) {
                staleLocks += 1
                // The next run names the lock (checked for the first few: each waits out the lock timeout).
                if staleLocks <= 3 {
                    let refused = try await sb.diary("new", "refused")
                    Expect.oneLineError(refused, mentioning: [lock.path], context: context)
                    #expect(FileManager.default.fileExists(atPath: lock.path), "\(context): never removed for the user")
                }
                try FileManager.default.removeItem(at: lock)
            }
            let probe = try await sb.diary("new", "probe \(round)")
            Expect.success(probe, context: context)
            let status = try await sb.gitResult(["status", "--porcelain", "--untracked-files=all", "--ignored"])
            #expect(status.stdout.isEmpty, "\(context): \(status.stdout)")
            if !placesOnDisk.isEmpty {
                let kept = try await committed(text, sb) || places(of: text, in: sb).contains { $0.hasPrefix(".git/diary/drafts/") }
                #expect(kept, "\(context): text was at \(placesOnDisk), now neither committed nor a draft")
            }
        }
        try await sb.expectClean(context: "seed \(seed)")
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: sb.url(".git/diary/undo").path)) ?? []
        #expect(leftovers.isEmpty, "seed \(seed): undo folders left: \(leftovers)")
        // Enough kills landed while the text was on disk or a lock was held for this test to mean something.
        #expect(onDisk + staleLocks > Self.rounds / 8, "seed \(seed): on disk \(onDisk), stale locks \(staleLocks)")
    }

    @Test(
        "SIGINT, SIGTERM or SIGHUP at random moments: never a stale lock, always a clean repository",
        arguments: [SIGINT, SIGTERM, SIGHUP], TestSeed.run)
    func stoppingSignal(signal: Int32, seed: UInt64) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        Expect.success(try await sb.diary("new", "first"))
        let duration = try await saveDuration(sb)
        var generator = SplitMix64(seed: seed)
        for round in 1...(Self.rounds / 2) {
            let context = "seed \(seed) round \(round)"
            let save = try sb.launch(["new", "Stopped in round \(round)"])
            try await Task.sleep(nanoseconds: UInt64.random(in: duration / 10...duration, using: &generator))
            save.send(signal)
            _ = try await save.wait()
            #expect(!FileManager.default.fileExists(atPath: sb.url(".git/index.lock").path), "\(context)")
            let locks = try FileManager.default.subpathsOfDirectory(atPath: sb.url(".git/refs").path).filter { $0.hasSuffix(".lock") }
            #expect(locks.isEmpty, "\(context): \(locks)")
            Expect.success(try await sb.diary("new", "probe \(round)"), context: context)
        }
        try await sb.expectClean(context: "seed \(seed)")
    }
}
