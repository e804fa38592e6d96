import FaultInjection
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The cache of entry texts (`.git/diary/entry-texts`) seen from outside: `diary search` and `diary list`
/// answer exactly as from the files, whatever was done to them meanwhile and however a run that wrote
/// the cache ended. Its entries are written as another program would and left to age past the cache's
/// margin for files changed a moment ago (3 s), which is what the waits below are for.
@Suite("the cache of entry texts, from outside")
struct EntryTextCacheEndToEndTests {
    private static let count = 70

    /// `count` entries in `vault` (2025, a day each), every third about coffee, committed with plain git,
    /// then a wait until they are old enough to be kept.
    private func writeAgedEntries(in vault: URL, _ sb: Sandbox) async throws {
        for index in 0..<Self.count {
            let month = index / 28 + 1
            let day = index % 28 + 1
            let name = String(format: "2025/%02d/2025-%02d-%02d.md", month, month, day)
            let url = vault.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let body = index % 3 == 0 ? "Morning coffee by the river.\n" : "Tea at home.\n"
            let created = String(format: "2025-%02d-%02dT09:00:00+09:00", month, day)
            try "---\nschema: 2\ncreated: \(created)\n---\n# Day \(index)\n\n\(body)".write(to: url, atomically: false, encoding: .utf8)
        }
        #expect(try await sb.gitResult(["add", "-A"], in: vault).status == 0)
        #expect(
            try await sb.gitResult(
                ["-c", "user.name=Elsewhere", "-c", "user.email=elsewhere@example.com", "commit", "-q", "-m", "Written elsewhere"], in: vault
            ).status == 0)
        try await Task.sleep(for: .milliseconds(3_500))
    }

    private func cache(_ vault: URL) -> String { vault.appendingPathComponent(".git/diary/entry-texts").path }

    @Test("after the texts were kept, an edit in place that keeps size and time, a new entry and a removed one are all seen; git sees no cache")
    func editsOutsideDiaryAreSeen() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try await writeAgedEntries(in: sb.vault, sb)
        let first = try await sb.diary("search", "coffee")
        Expect.success(first)
        #expect(first.stdout.components(separatedBy: "Morning coffee").count - 1 == 24)
        #expect(FileManager.default.fileExists(atPath: cache(sb.vault)), "70 aged entries are enough to keep")
        #expect(try await sb.diary("search", "coffee").stdout == first.stdout)
        #expect(try await sb.git("status", "--porcelain", "--untracked-files=all", "--ignored").isEmpty)

        // An edit that keeps the length and puts the modification time back: only the change time moves.
        let edited = sb.vault.appendingPathComponent("2025/01/2025-01-04.md")
        var before = stat()
        #expect(lstat(edited.path, &before) == 0)
        let text = try String(contentsOf: edited, encoding: .utf8)
        try text.replacingOccurrences(of: "Morning coffee", with: "Evening sherry").write(to: edited, atomically: false, encoding: .utf8)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, edited.path, &times, 0) == 0)
        let sherry = try await sb.diary("search", "sherry")
        Expect.success(sherry)
        #expect(sherry.stdout.contains("Evening sherry by the river."), "\(sherry)")
        try "---\nschema: 2\ncreated: 2025-01-02T10:00:00+09:00\n---\nA second coffee.\n"
            .write(to: sb.vault.appendingPathComponent("2025/01/2025-01-02-2.md"), atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(at: sb.vault.appendingPathComponent("2025/01/2025-01-07.md"))
        let after = try await sb.diary("search", "coffee")
        #expect(after.stdout.contains("A second coffee."))
        #expect(after.stdout.components(separatedBy: "Morning coffee").count - 1 == 22, "\(after)")
        let list = try await sb.diary("list")
        #expect(list.stdout.contains("A second coffee."), "\(list)")
        #expect(list.stdout.components(separatedBy: "Day ").count - 1 == Self.count - 1, "\(list)")
        #expect(try await sb.git("status", "--porcelain", "--untracked-files=all").components(separatedBy: "\n").filter { !$0.isEmpty }.count == 3)
    }

    @Test("SIGKILL at random moments of searches that write the cache: each later search answers as the files say", arguments: TestSeed.run)
    func killedWhileWriting(seed: UInt64) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try await writeAgedEntries(in: sb.vault, sb)
        let start = DispatchTime.now().uptimeNanoseconds
        let expected = try await sb.diary("search", "coffee")
        let duration = max(DispatchTime.now().uptimeNanoseconds - start, 20_000_000)
        Expect.success(expected)
        var generator = SplitMix64(seed: seed)
        for round in 1...12 {
            // No cache: this search reads every file and writes one.
            try? FileManager.default.removeItem(atPath: cache(sb.vault))
            let search = try sb.launch(["search", "coffee"])
            try await Task.sleep(nanoseconds: UInt64.random(in: duration / 4...duration * 3 / 2, using: &generator))
            search.send(SIGKILL)
            _ = try await search.wait()
            let next = try await sb.diary("search", "coffee")
            #expect(next.stdout == expected.stdout && next.status == 0, "seed \(seed) round \(round): \(next)")
            #expect(try await sb.diary("search", "coffee").stdout == expected.stdout, "seed \(seed) round \(round), from the cache")
        }
        // A leftover temporary file of a killed write is removed by the next command that writes.
        Expect.success(try await sb.diary("new", "after the kills"))
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: sb.url(".git/diary/tmp").path)) ?? []
        #expect(leftovers.isEmpty, "seed \(seed): \(leftovers)")
        #expect(try await sb.git("status", "--porcelain", "--untracked-files=all").isEmpty)
    }

    @Test("a full disk: search answers in full, and no cache or piece of one is left; with room again it is written")
    func fullDisk() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await SmallDisk.with(kibibytes: 1024) { disk in
            let vault = disk.folder.appendingPathComponent("vault")
            Expect.success(try await sb.diary("init", vault: .at(vault)))
            try await writeAgedEntries(in: vault, sb)
            try disk.fill(leaving: 0)
            let full = try await sb.diary("search", "coffee", vault: .at(vault))
            disk.drain()
            Expect.success(full)
            #expect(full.stderr.isEmpty, "\(full)")
            #expect(full.stdout.components(separatedBy: "Morning coffee").count - 1 == 24)
            #expect(!FileManager.default.fileExists(atPath: cache(vault)))
            let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: vault.appendingPathComponent(".git/diary/tmp").path)) ?? []
            #expect(leftovers.isEmpty, "\(leftovers)")
            let roomy = try await sb.diary("search", "coffee", vault: .at(vault))
            #expect(roomy.stdout == full.stdout)
            #expect(FileManager.default.fileExists(atPath: cache(vault)))
        }
    }
}
