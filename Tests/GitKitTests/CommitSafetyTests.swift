import Foundation
import Testing
@testable import GitKit

@Suite("Commits that must fail safely")
struct CommitSafetyTests {
    @Test("a stale index.lock fails with isLocked, before HEAD moves, and the lock stays")
    func staleIndexLock() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "a\n")
            let head = try repository.commit(paths: ["a.md"], message: "One")
            let lock = repository.gitDirectory.appendingPathComponent("index.lock")
            try Data().write(to: lock)

            try sandbox.write("a.md", "a2\n")
            let error = #expect(throws: GitError.self) { try repository.commit(paths: ["a.md"], message: "Two") }
            #expect(error?.isLocked == true)
            #expect(error?.function == "git_index_write")
            #expect(try repository.head() == head)
            #expect(FileManager.default.fileExists(atPath: lock.path))

            try FileManager.default.removeItem(at: lock)
            // The failed attempt left nothing staged behind: committing another file keeps a.md unstaged.
            try sandbox.write("b.md", "b\n")
            try repository.commit(paths: ["b.md"], message: "Add b")
            #expect(try sandbox.gitLines("status", "--porcelain") == [" M a.md"])
            try repository.commit(paths: ["a.md"], message: "Two")
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("HEAD moved since it was read: isModified, nothing lost, and a retry commits")
    func headMovedMeanwhile() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "a\n")
            try repository.commit(paths: ["a.md"], message: "One")
            let readHead = try repository.head()

            try sandbox.write("b.md", "b\n")
            try sandbox.git("add", "b.md")
            try sandbox.git("commit", "-q", "-m", "Plain git")
            let movedHead = try repository.head()

            try sandbox.write("a.md", "a2\n")
            let error = #expect(throws: GitError.self) {
                try repository.commit(paths: ["a.md"], message: "Two", expectedParent: readHead)
            }
            #expect(error?.isModified == true)
            #expect(try repository.head() == movedHead)

            let retried = try repository.commit(paths: ["a.md"], message: "Two")
            #expect(try repository.commitInfo(retried).parents == [movedHead].compactMap { $0 })
            #expect(try sandbox.gitLines("ls-tree", "-r", "--name-only", "HEAD") == ["a.md", "b.md"])
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("a first commit made by someone else meanwhile: isModified")
    func headBornMeanwhile() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("b.md", "b\n")
            try sandbox.git("add", "b.md")
            try sandbox.git("commit", "-q", "-m", "Plain git")
            try sandbox.write("a.md", "a\n")
            let error = #expect(throws: GitError.self) {
                try repository.commit(paths: ["a.md"], message: "Mine", expectedParent: nil)
            }
            #expect(error?.isModified == true)
        }
    }
}
