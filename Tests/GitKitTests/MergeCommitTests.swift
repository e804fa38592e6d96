import Foundation
import TestSupport
import Testing

@testable import GitKit

@Suite("Merge commits of given paths")
struct MergeCommitTests {
    @Test("two parents, HEAD's tree plus the merged file, clean status")
    func mergeCommitHasBothParents() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "base\n")
            try sandbox.write("b.md", "b\n")
            let base = try repository.commit(paths: ["a.md", "b.md"], message: "base")
            // Another line of history, made with plain git on a side branch.
            try sandbox.git("checkout", "-q", "-b", "other")
            try sandbox.write("b.md", "b from the other side\n")
            try sandbox.git("commit", "-qam", "other side")
            let other = try #require(ObjectID(hex: try sandbox.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)))
            try sandbox.git("checkout", "-q", "-")
            let ours = try repository.commit(paths: ["a.md"], message: "ours")  // a.md unchanged: an empty change
            _ = base
            // The caller writes the merged files, then commits them with the other line as second parent.
            try sandbox.write("b.md", "b from the other side\n")
            let merge = try repository.commitMerge(paths: ["b.md"], message: "Merge other", mergedParent: other)
            #expect(try repository.commitInfo(merge).parents == [ours, other])
            #expect(try sandbox.git("show", "HEAD:b.md") == "b from the other side\n")
            #expect(try sandbox.git("show", "HEAD:a.md") == "base\n")
            try sandbox.expectCommittedCleanly()
        }
    }
}
