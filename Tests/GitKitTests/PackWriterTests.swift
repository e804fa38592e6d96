import Foundation
import TestSupport
import Testing

@testable import GitKit

@Suite("Commits of many files write their blobs as one pack")
struct PackWriterTests {
    @Test("100 changed files: one pack, no loose blobs, every file's content committed, fsck clean")
    func manyFilesInOnePack() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("first.md", "first\n")
            try repository.commit(paths: ["first.md"], message: "first")
            let paths = (0..<100).map { "2026/\(String(format: "%02d", $0 % 12 + 1))/entry-\($0).md" }
            for (n, path) in paths.enumerated() { try sandbox.write(path, "entry \(n)\n한국어 \(n)\n") }
            try repository.commit(paths: paths, message: "many")
            for (n, path) in paths.enumerated() {
                #expect(try sandbox.git("show", "HEAD:\(path)") == "entry \(n)\n한국어 \(n)\n")
            }
            let counts = try sandbox.gitLines("count-objects", "-v")
            #expect(counts.contains("packs: 1"), "\(counts)")
            // Loose objects left: the first commit's blob, trees and commit, and the new trees and
            // commit; none of the 100 new blobs.
            let loose = Int(counts.first { $0.hasPrefix("count: ") }?.dropFirst(7) ?? "") ?? -1
            #expect(loose < 40, "\(counts)")
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("a blob the store already has is packed again without harm")
    func unchangedFilesAmongMany() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            let paths = (0..<80).map { "notes/\($0).md" }
            for path in paths { try sandbox.write(path, "same text\n") }
            try repository.commit(paths: paths, message: "all the same")
            try repository.commit(paths: paths, message: "again, unchanged")
            #expect(try sandbox.gitLines("log", "--format=%s") == ["again, unchanged", "all the same"])
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("the pack and its index are the ones git makes of them: git's own index of the pack is byte for byte diary's")
    func packAndIndexAsGitWritesThem() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            var paths = (0..<120).map { "2026/\(String(format: "%02d", $0 % 12 + 1))/entry-\($0).md" }
            for (n, path) in paths.enumerated() { try sandbox.write(path, String(repeating: "line \(n) 한국어\n", count: n)) }
            // Bytes that do not compress, of a size whose header takes three bytes.
            paths.append("media/photo.jpeg")
            try sandbox.write("media/photo.jpeg", bytes: SplitMix64.bytes(named: "photo", count: 300_000))
            try repository.commit(paths: paths, message: "many")
            let folder = sandbox.url(".git/objects/pack")
            let packs = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".pack") }
            #expect(packs.count == 1, "\(packs)")
            let pack = folder.appendingPathComponent(try #require(packs.first))
            let index = pack.deletingPathExtension().appendingPathExtension("idx")
            let gits = sandbox.root.appendingPathComponent("git.idx")
            try sandbox.git("index-pack", "-o", gits.path, pack.path)
            #expect(try Data(contentsOf: gits) == Data(contentsOf: index))
            #expect(try sandbox.gitResult(["verify-pack", index.path]).status == 0)
            #expect(try sandbox.git("cat-file", "-s", "HEAD:media/photo.jpeg") == "300000\n")
            try sandbox.expectCommittedCleanly()
        }
    }
}
