import Foundation
import TestSupport
import Testing

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

    /// `advance` stages the paths first (from the work tree, which holds `second`'s text, so the index does
    /// not change), then moves the branch only if it is still at `expected`: it is not, and libgit2's
    /// compare-and-swap of the reference fails with GIT_EMODIFIED, which GitKit names.
    @Test("the branch moved meanwhile: isModified, nothing moved")
    func refusesWhenTheBranchMoved() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "one\n")
            let first = try repository.commit(paths: ["a.md"], message: "first")
            try sandbox.write("a.md", "two\n")
            let second = try repository.commit(paths: ["a.md"], message: "second")
            let branch = try repository.currentBranch()
            let error = #expect(throws: GitError.self) {
                try repository.advance(to: first, paths: ["a.md"], expected: first)
            }
            #expect(error?.isModified == true, "\(String(describing: error))")
            #expect(error?.function == "git_reference_create_matching", "\(String(describing: error))")
            #expect(
                error?.problem == .branchMoved(branch: branch, actual: second, expected: first),
                "\(String(describing: error))")
            #expect(try repository.head() == second)
            try sandbox.expectCommittedCleanly()
        }
    }
}
