import Foundation
import Testing
import TestSupport
@testable import GitKit

@Suite("Moving the branch to a commit the work tree already has")
struct AdvanceTests {
    @Test("a fast-forward: index for the paths, branch moved, status clean")
    func fastForward() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "one\n")
            let first = try repository.commit(paths: ["a.md"], message: "first")
            let branch = try sandbox.git("symbolic-ref", "--short", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
            try sandbox.git("checkout", "-q", "-b", "ahead")
            try sandbox.write("a.md", "two\n")
            try sandbox.write("new/b.md", "b\n")
            try sandbox.git("add", "-A")
            try sandbox.git("commit", "-qm", "ahead")
            let ahead = try #require(ObjectID(hex: try sandbox.git("rev-parse", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)))
            try sandbox.git("checkout", "-q", branch)
            // Back on the first branch, the caller writes the files of `ahead`, then advances.
            try sandbox.write("a.md", "two\n")
            try sandbox.write("new/b.md", "b\n")
            try repository.advance(to: ahead, paths: ["a.md", "new/b.md"], expected: first)
            #expect(try repository.head() == ahead)
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("the branch moved meanwhile: isModified, nothing moved")
    func refusesWhenTheBranchMoved() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "one\n")
            let first = try repository.commit(paths: ["a.md"], message: "first")
            try sandbox.write("a.md", "two\n")
            let second = try repository.commit(paths: ["a.md"], message: "second")
            do {
                try repository.advance(to: first, paths: ["a.md"], expected: first)
                Issue.record("advanced although the branch was at \(second)")
            } catch let error as GitError {
                #expect(error.isModified || error.code != 0)
            }
            #expect(try repository.head() == second)
        }
    }
}
