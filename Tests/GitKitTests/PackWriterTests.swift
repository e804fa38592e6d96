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
}
