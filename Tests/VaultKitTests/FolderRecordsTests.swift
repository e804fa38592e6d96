import Foundation
import GitKit
import TestSupport
import Testing

@testable import VaultKit

#if canImport(Glibc)
    import Glibc
#endif

/// `.git/diary/folder-scan`, the cache of sync's quick look: what is written reads back the same, and a
/// file that is damaged in any way reads as no records at all (every folder is then looked at again).
@Suite("The folder records sync's quick look keeps: read back whole, or not at all")
struct FolderRecordsTests {
    static func sample(_ random: inout SplitMix64) -> FolderRecords {
        var records = FolderRecords()
        if random.int(0...1) == 1 {
            records.index = IndexStamp(
                device: random.next(), inode: random.next(), size: Int64(random.int(0...10_000_000)),
                modified: [Int64(random.int(0...2_000_000_000)), Int64(random.int(0...999_999_999))],
                changed: [Int64(random.int(0...2_000_000_000)), Int64(random.int(0...999_999_999))])
            records.indexTree = (0..<20).map { _ in UInt8(random.int(0...255)) }
        }
        var info = stat()
        for n in 0..<random.int(1...40) {
            info.st_dev = UInt(random.next() >> 1)
            info.st_ino = UInt(random.next() >> 1)
            info.st_size = Int(random.int(0...1_000_000))
            info.st_mtim = timespec(tv_sec: random.int(0...2_000_000_000), tv_nsec: random.int(0...999_999_999))
            info.st_ctim = timespec(tv_sec: random.int(0...2_000_000_000), tv_nsec: random.int(0...999_999_999))
            let others = (0..<random.int(0...3)).map { "note \($0) é.txt" }
            let folders = (0..<random.int(0...12)).map { String(format: "%02d", $0 + 1) }
            records.records[n == 0 ? "" : "\(2000 + n)"] = FolderRecords.Record(
                info, tracked: random.int(0...500), others: others, folders: folders)
        }
        return records
    }

    @Test("what is written reads back the same", arguments: TestSeed.run)
    func roundTrip(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let records = Self.sample(&random)
        #expect(FolderRecords.decode(records.encoded()) == records, "seed \(seed)")
        try Sandbox.with { sandbox in
            let url = sandbox.root.appendingPathComponent("folder-scan")
            records.write(to: url)
            #expect(FolderRecords.load(from: url) == records, "seed \(seed)")
            var info = stat()
            #expect(stat(url.path, &info) == 0 && info.st_mode & 0o777 == 0o600, "private to its owner")
        }
    }

    @Test("a damaged file reads as no records: cut short, a byte changed, a byte added, other bytes", arguments: TestSeed.run)
    func damagedFilesAreIgnored(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let bytes = Self.sample(&random).encoded()
        var damaged: [[UInt8]] = [[], Array(bytes.prefix(bytes.count / 2)), Array(bytes.dropLast()), bytes + [0], Array("not a cache\n".utf8)]
        for _ in 0..<50 {
            var copy = bytes
            copy[random.int(0...(copy.count - 1))] ^= UInt8(random.int(1...255))
            damaged.append(copy)
        }
        try Sandbox.with { sandbox in
            let url = sandbox.root.appendingPathComponent("folder-scan")
            for copy in damaged {
                #expect(FolderRecords.decode(copy) == nil, "seed \(seed): \(copy.count) bytes")
                try Data(copy).write(to: url)
                #expect(FolderRecords.load(from: url).records.isEmpty, "seed \(seed)")
            }
            try? FileManager.default.removeItem(at: url)
            #expect(FolderRecords.load(from: url).records.isEmpty, "a missing file: no records")
        }
    }

    @Test("a record holds while the folder's stat data is the same, and only when older than the look")
    func recordMatching() throws {
        try Sandbox.with { sandbox in
            let folder = sandbox.root.appendingPathComponent("2026")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // Times well in the past, so that the change below cannot fall in the same clock tick.
            var old = [timespec(tv_sec: time(nil) - 100, tv_nsec: 0), timespec(tv_sec: time(nil) - 100, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, folder.path, &old, 0) == 0)
            var info = stat()
            #expect(stat(folder.path, &info) == 0)
            let record = FolderRecords.Record(info, tracked: 0, others: [], folders: [])
            #expect(record.matches(info))
            #expect(record.olderThan(FileTime(seconds: Int64(info.st_ctim.tv_sec) + 1, nanoseconds: 0)))
            #expect(!record.olderThan(FileTime(info.st_ctim)), "a look in the same tick as the change: not recorded")
            #expect(!record.olderThan(FileTime(info.st_mtim)))
            try Data().write(to: folder.appendingPathComponent("2026-11"))
            var after = stat()
            #expect(stat(folder.path, &after) == 0)
            #expect(!record.matches(after), "a new name in the folder changes its stat data")
        }
    }
}
