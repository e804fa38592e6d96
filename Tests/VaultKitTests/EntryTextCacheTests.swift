import Foundation
import TestSupport
import Testing

@testable import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

@Suite("The cache of entry texts")
struct EntryTextCacheTests {
    /// A vault of `count` entries, 2025-01-01 on, written straight to disk as another program would;
    /// every third one mentions coffee. With `aged`, the racy margin is turned an hour ahead, so files
    /// written a moment ago count as old enough to keep.
    private func vault(_ sb: Sandbox, count: Int = 80, aged: Bool = true) throws -> Vault {
        var vault = try sb.makeVault()
        if aged { vault.entryTextRacyMargin = -3_600_000_000_000 }
        for index in 0..<count { try write(sb, index, body: Self.body(index)) }
        return vault
    }

    private static func body(_ index: Int) -> String {
        index % 3 == 0 ? "# Day \(index)\n\nMorning coffee by the river.\n" : "# Day \(index)\n\nTea at home.\n"
    }

    private static func path(_ index: Int) -> EntryPath {
        EntryPath(day: Day(year: 2025, month: index / 28 + 1, day: index % 28 + 1)!)
    }

    private func write(_ sb: Sandbox, _ index: Int, body: String) throws {
        let url = sb.repo.appendingPathComponent(Self.path(index).relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try entryText("2025-0\(index / 28 + 1)-\(String(format: "%02d", index % 28 + 1))T09:00:00+09:00", body: body)
            .write(to: url, atomically: false, encoding: .utf8)
    }

    private func cacheURL(_ sb: Sandbox) -> URL { sb.repo.appendingPathComponent(".git/" + EntryTextCache.relativePath) }

    private func found(_ vault: Vault, _ word: String) throws -> [String] {
        let (hits, broken) = vault.search(try SearchQuery(terms: [word]))
        #expect(broken.isEmpty, "\(broken)")
        return hits.map { "\($0.path) \($0.lines.map(\.text))" }
    }

    @Test("a walk of the whole vault keeps every text; the next finds the same, each text taken from the cache")
    func keptAndUsed() throws {
        let sb = try Sandbox()
        defer { sb.remove() }
        let vault = try vault(sb)
        try sb.git("add", "-A")
        try sb.git("commit", "-qm", "Written elsewhere")
        let first = try found(vault, "coffee")
        #expect(first.count == 27)
        let cache = try #require(EntryTextCache(path: cacheURL(sb).path))
        #expect(cache.count == 80)
        #expect(cache.folderCount == 3)
        for month in 1...3 {
            let folder = sb.repo.appendingPathComponent(String(format: "2025/%02d", month))
            var info = stat()
            #expect(lstat(folder.path, &info) == 0)
            let listed = cache.folderEntries(EntryTextCache.folderKey(year: 2025, month: month), current: FileStatData(info))
            #expect(listed == vault.entryPaths(from: Day(year: 2025, month: month, day: 1), to: Day(year: 2025, month: month, day: 28)))
        }
        // Every record is the file as it is now: its stat data and its bytes.
        for index in 0..<80 {
            let path = Self.path(index)
            let url = sb.repo.appendingPathComponent(path.relativePath)
            var info = stat()
            #expect(lstat(url.path, &info) == 0)
            let key = try #require(EntryTextCache.key(path))
            let record = try #require(cache.lookUp(key, current: FileStatData(info), hint: 0))
            #expect(Array(cache.text(at: record)) == Array(try Data(contentsOf: url)))
        }
        #expect(try found(vault, "coffee") == first)
        #expect(vault.summaries(EntryFilter()).matching.map(\.title) == (0..<80).reversed().map { "Day \($0)" })
        let mode = try #require(sb.mode(cacheURL(sb).path))
        #expect(mode == 0o600)
        #expect(try sb.git("status", "--porcelain").isEmpty, "the cache is outside the work tree")
    }

    @Test("an edit made outside diary is seen, also one that keeps the size and the modification time")
    func editsOutsideAreSeen() throws {
        let sb = try Sandbox()
        defer { sb.remove() }
        let vault = try vault(sb)
        _ = try found(vault, "coffee")
        #expect(EntryTextCache(path: cacheURL(sb).path)?.count == 80)
        // Same length, same mtime: only the change time (which no program can set) tells.
        let url = sb.repo.appendingPathComponent(Self.path(3).relativePath)
        var before = stat()
        #expect(lstat(url.path, &before) == 0)
        let text = try String(contentsOf: url, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "Morning coffee", with: "Evening sherry")
        #expect(edited.utf8.count == text.utf8.count)
        try edited.write(to: url, atomically: false, encoding: .utf8)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, url.path, &times, 0) == 0)
        var after = stat()
        #expect(lstat(url.path, &after) == 0)
        #expect(after.st_size == before.st_size && after.st_mtim.tv_sec == before.st_mtim.tv_sec)
        #expect(after.st_mtim.tv_nsec == before.st_mtim.tv_nsec && after.st_ino == before.st_ino)
        #expect(try found(vault, "sherry") == ["2025/01/2025-01-04.md [\"Evening sherry by the river.\"]"])
        #expect(try found(vault, "coffee").count == 26)
        // New entries in a folder that was walked and in a new one, a deleted one, and one that became a link.
        try write(sb, 200, body: "# Late\n\nCoffee at night.\n")
        try entryText("2025-01-04T22:00:00+09:00", body: "# Second\n\nMore coffee.\n")
            .write(to: sb.repo.appendingPathComponent("2025/01/2025-01-04-2.md"), atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(at: sb.repo.appendingPathComponent(Self.path(6).relativePath))
        let linked = sb.repo.appendingPathComponent(Self.path(9).relativePath)
        try FileManager.default.removeItem(at: linked)
        try FileManager.default.createSymbolicLink(atPath: linked.path, withDestinationPath: url.path)
        let (hits, broken) = vault.search(try SearchQuery(terms: ["coffee"]))
        #expect(hits.map(\.path).contains(Self.path(200)))
        #expect(hits.map(\.path).contains(EntryPath(day: Self.path(3).day, sequence: 2)))
        #expect(!hits.map(\.path).contains(Self.path(6)) && !hits.map(\.path).contains(Self.path(9)))
        #expect(hits.count == 26)
        #expect(broken.isEmpty, "a link in a month folder is passed by, with or without the cache")
    }

    @Test("files changed within the racy margin are read, not kept; too little change rewrites nothing")
    func racyFilesAreNotKept() throws {
        let sb = try Sandbox()
        defer { sb.remove() }
        var vault = try vault(sb, aged: false)
        // The margin made an hour wide: however long this test waits for a thread, every file written a
        // moment ago is within it (with the real 3 s, a test held up on a busy machine would see them settle).
        vault.entryTextRacyMargin = 3_600_000_000_000
        #expect(try found(vault, "coffee").count == 27)
        #expect(!FileManager.default.fileExists(atPath: cacheURL(sb).path), "every file was written a moment ago")
        vault.entryTextRacyMargin = -3_600_000_000_000
        _ = try found(vault, "coffee")
        let written = try #require(EntryTextCache(path: cacheURL(sb).path))
        #expect(written.count == 80)
        var first = stat()
        #expect(lstat(cacheURL(sb).path, &first) == 0)
        // Fewer than the threshold new: read from their files, the cache left as it is.
        for index in 80..<90 { try write(sb, index, body: "# Day \(index)\n\nCoffee.\n") }
        #expect(try found(vault, "coffee").count == 37)
        var second = stat()
        #expect(lstat(cacheURL(sb).path, &second) == 0)
        #expect(second.st_ino == first.st_ino)
        // A walk of part of the vault never writes it.
        for index in 90..<200 { try write(sb, index, body: "# Day \(index)\n\nCoffee.\n") }
        var span = EntryFilter()
        span.days = DayRange(Self.path(100).day, Self.path(150).day)
        let some = vault.search(try SearchQuery(terms: ["coffee"]), filter: span)
        #expect(some.hits.count == 51)
        #expect(lstat(cacheURL(sb).path, &second) == 0 && second.st_ino == first.st_ino)
        #expect(try found(vault, "coffee").count == 147)
        #expect(EntryTextCache(path: cacheURL(sb).path)?.count == 200)
    }

    @Test("a damaged or foreign cache file, or one written before the machine last started, is ignored; the next walk replaces it")
    func damagedCache() throws {
        let sb = try Sandbox()
        defer { sb.remove() }
        let vault = try vault(sb)
        let expected = try found(vault, "coffee")
        let good = try Data(contentsOf: cacheURL(sb))
        // Written in another boot (its id is the header's last two words): pages a crash lost could be zeros.
        var otherBoot = good
        otherBoot[48] ^= 0xFF
        for damaged in [Data("not a cache".utf8), good.prefix(good.count - 1), good + Data([0]), Data(count: good.count), otherBoot] {
            try damaged.write(to: cacheURL(sb))
            #expect(EntryTextCache(path: cacheURL(sb).path) == nil)
            #expect(try found(vault, "coffee") == expected)
            #expect(EntryTextCache(path: cacheURL(sb).path)?.count == 80)
        }
    }

    @Test("an encrypted vault keeps no copy of its texts, and one made before it was encrypted is removed")
    func encryptedVaultKeepsNone() throws {
        let sb = try Sandbox()
        defer { sb.remove() }
        let vault = try vault(sb)
        let expected = try found(vault, "coffee")
        #expect(FileManager.default.fileExists(atPath: cacheURL(sb).path))
        try sb.write(".gitattributes", "[0-9][0-9][0-9][0-9]/** filter=git-crypt diff=git-crypt\n")
        #expect(try found(vault, "coffee") == expected)
        #expect(!FileManager.default.fileExists(atPath: cacheURL(sb).path))
        _ = vault.summaries(EntryFilter())
        #expect(!FileManager.default.fileExists(atPath: cacheURL(sb).path))
    }

    @Test("the key of a path orders as paths do, newest first")
    func keysOrderAsPaths() throws {
        var paths: [EntryPath] = []
        for year in [1, 999, 2024, 2025, 9999] {
            for month in [1, 2, 12] {
                for day in [1, 9, 28] {
                    for sequence in [1, 2, 10, 999_999] {
                        paths.append(EntryPath(day: Day(year: year, month: month, day: day)!, sequence: sequence))
                    }
                }
            }
        }
        let sorted = paths.sorted(by: >)
        #expect(sorted.map { EntryTextCache.key($0)! } == sorted.map { EntryTextCache.key($0)! }.sorted(by: >))
        #expect(paths.allSatisfy { EntryTextCache.path(EntryTextCache.key($0)!) == $0 })
        #expect(Set(paths.map { EntryTextCache.key($0)! }).count == paths.count)
    }
}
