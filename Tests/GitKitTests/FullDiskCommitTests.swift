import FaultInjection
import Foundation
import GitCrypt
import TestSupport
import Testing

@testable import GitKit

@Suite("Commits on a full disk")
struct FullDiskCommitTests {
    /// At every fill level a commit either lands (the branch points at it and plain git reads it) or
    /// throws with the branch, the index and the reflogs exactly as they were: libgit2 1.5 alone reports
    /// success for a commit object it could not write.
    @Test("each fill level: a real commit or an error with nothing changed", arguments: [false, true])
    func everyFillLevel(manyFiles: Bool) throws {
        try SmallDisk.with(kibibytes: manyFiles ? 8192 : 1024) { disk in
            let root = disk.folder.appendingPathComponent("vault")
            let repository = try Repository.create(at: root)
            let git = repository.gitDirectory
            func write(_ path: String, _ text: String) throws {
                let url = root.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            try write("a.md", "first\n")
            try repository.commit(paths: ["a.md"], message: "One")
            let body = String(repeating: "words that do not compress away \(UUID().uuidString)\n", count: manyFiles ? 8 : 60)
            var landed = 0
            var refused = 0
            // Many files go into one pack (PackWriter) and so meet the full disk at other levels.
            let levels = manyFiles ? Array(stride(from: 100, through: 0, by: -5)) : Array(stride(from: 44, through: 0, by: -2))
            for (round, free) in levels.enumerated() {
                let paths = manyFiles ? (0..<PackWriter.threshold).map { "m\(round)/\($0).md" } : ["f\(round).md"]
                // The files are written before the disk fills: only the commit meets the full disk.
                for path in paths { try write(path, body + path) }
                try disk.fill(leaving: free)
                let head = try repository.head()
                let index = try Data(contentsOf: git.appendingPathComponent("index"))
                let logs = try logSizes(git)
                do {
                    let id = try repository.commit(paths: paths, message: "Add \(round)")
                    disk.drain()
                    landed += 1
                    #expect(try repository.head() == id)
                    #expect(try plainGit(root, "cat-file", "-e", id.hex).status == 0, "free \(free) KiB: the commit must exist")
                    #expect(try plainGit(root, "status", "--porcelain", "--", paths[0]).stdout.isEmpty)
                } catch let error as GitError {
                    disk.drain()
                    refused += 1
                    #expect(try repository.head() == head, "free \(free) KiB: \(error)")
                    #expect(try Data(contentsOf: git.appendingPathComponent("index")) == index, "free \(free) KiB: the index changed")
                    #expect(try logSizes(git) == logs, "free \(free) KiB: a reflog changed")
                    #expect(!FileManager.default.fileExists(atPath: git.appendingPathComponent("index.lock").path))
                    for path in paths { try FileManager.default.removeItem(at: root.appendingPathComponent(path)) }
                }
            }
            #expect(landed > 0 && refused > 0, "the fill levels must cover both outcomes (landed \(landed), refused \(refused))")
            let fsck = try plainGit(root, "fsck", "--no-dangling")
            #expect(fsck.status == 0, "\(fsck)")
        }
    }

    /// A file of megabytes goes into a pack of its own a piece at a time (encrypted on the way, with
    /// git-crypt's filter): on a full disk the commit lands whole or leaves no pack, no temporary file and
    /// nothing else changed.
    @Test("each fill level: a large file streamed into its own pack, or an error with nothing left", arguments: [false, true])
    func largeFile(encrypted: Bool) throws {
        try SmallDisk.with(kibibytes: 24 << 10) { disk in
            let root = disk.folder.appendingPathComponent("vault")
            let repository = try Repository.create(at: root)
            let git = repository.gitDirectory
            try Data("first\n".utf8).write(to: root.appendingPathComponent("a.md"))
            var first = ["a.md"]
            if encrypted {
                try Data("*.bin filter=git-crypt diff=git-crypt\n".utf8).write(to: root.appendingPathComponent(".gitattributes"))
                try repository.installGitCryptKey(GitCryptKey.generate())
                first.append(".gitattributes")
            }
            try repository.commit(paths: first, message: "One")
            var generator = SplitMix64(seed: 2026)
            var landed = 0
            var refused = 0
            for (round, free) in [6144, 3072, 2304, 2112, 2048, 1536, 1024, 512, 0].enumerated() {
                let path = "big\(round).bin"
                let bytes = Data((0..<(2 << 20) / 8).flatMap { _ in withUnsafeBytes(of: generator.next()) { Array($0) } })
                try bytes.write(to: root.appendingPathComponent(path))
                try disk.fill(leaving: free)
                let head = try repository.head()
                let index = try Data(contentsOf: git.appendingPathComponent("index"))
                let packs = try packFiles(git)
                do {
                    let id = try repository.commit(paths: [path], message: "Add \(round)")
                    disk.drain()
                    landed += 1
                    #expect(try repository.head() == id)
                    #expect(try repository.contents(of: path, at: id.hex) == bytes, "free \(free) KiB: the file reads back")
                } catch {
                    disk.drain()
                    refused += 1
                    #expect(try repository.head() == head, "free \(free) KiB: \(error)")
                    #expect(try Data(contentsOf: git.appendingPathComponent("index")) == index, "free \(free) KiB: the index changed")
                    #expect(try packFiles(git) == packs, "free \(free) KiB: a pack or a temporary file was left")
                    try FileManager.default.removeItem(at: root.appendingPathComponent(path))
                }
            }
            #expect(landed > 0 && refused > 0, "the fill levels must cover both outcomes (landed \(landed), refused \(refused))")
            let fsck = try plainGit(root, "fsck", "--no-dangling")
            #expect(fsck.status == 0, "\(fsck)")
        }
    }

    private func packFiles(_ git: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: git.appendingPathComponent("objects/pack").path).sorted()
    }

    private func logSizes(_ git: URL) throws -> [Int] {
        try ["logs/HEAD"].map { (try FileManager.default.attributesOfItem(atPath: git.appendingPathComponent($0).path)[.size] as? Int) ?? -1 }
    }

    private func plainGit(_ root: URL, _ arguments: String...) throws -> RunResult {
        try runProgram(["git", "-C", root.path] + arguments)
    }
}
