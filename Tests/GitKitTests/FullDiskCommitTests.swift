import FaultInjection
import Foundation
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

    private func logSizes(_ git: URL) throws -> [Int] {
        try ["logs/HEAD"].map { (try FileManager.default.attributesOfItem(atPath: git.appendingPathComponent($0).path)[.size] as? Int) ?? -1 }
    }

    private func plainGit(_ root: URL, _ arguments: String...) throws -> RunResult {
        try runProgram(["git", "-C", root.path] + arguments)
    }
}
