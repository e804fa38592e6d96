import Foundation
import TestSupport
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

    @Test("a stale branch lock fails with isLocked naming that lock, and nothing is staged or written")
    func staleBranchLock() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "a\n")
            let head = try repository.commit(paths: ["a.md"], message: "One")
            let branch = try repository.currentBranch()
            let lock = repository.gitDirectory.appendingPathComponent("refs/heads/\(branch).lock")
            try Data().write(to: lock)
            let index = try Data(contentsOf: repository.gitDirectory.appendingPathComponent("index"))

            try sandbox.write("b.md", "b\n")
            let error = #expect(throws: GitError.self) { try repository.beginCommit(lockTimeout: 0.2) }
            #expect(error?.lockedFile == lock.path)
            #expect(try repository.head() == head)
            #expect(FileManager.default.fileExists(atPath: lock.path))
            #expect(!FileManager.default.fileExists(atPath: repository.gitDirectory.appendingPathComponent("index.lock").path))
            #expect(try Data(contentsOf: repository.gitDirectory.appendingPathComponent("index")) == index)
        }
    }

    @Test("while a commit holds its locks, plain git can neither stage nor commit; the commit then lands on top")
    func locksHeldForTheWholeCommit() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "a\n")
            let first = try repository.commit(paths: ["a.md"], message: "One")
            let transaction = try repository.beginCommit()
            #expect(transaction.parent == first)
            try sandbox.write("b.md", "b\n")
            #expect(try sandbox.gitResult(["add", "b.md"]).status != 0)
            #expect(try sandbox.gitResult(["commit", "--allow-empty", "-q", "-m", "Plain git"]).status != 0)
            try sandbox.write("a.md", "a2\n")
            let second = try transaction.commit(paths: ["a.md"], message: "Two")
            #expect(try repository.head() == second)
            #expect(try repository.commitInfo(second).parents == [first])
            #expect(try sandbox.gitLines("status", "--porcelain") == ["?? b.md"])
            // The reflogs say what git would say.
            let log = try sandbox.gitLines("reflog", "-1", "--format=%gs")
            #expect(log == ["commit: Two"])
        }
    }

    @Test("a transaction dropped without committing releases both locks and changes nothing")
    func droppedTransaction() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "a\n")
            let head = try repository.commit(paths: ["a.md"], message: "One")
            do {
                let transaction = try repository.beginCommit()
                _ = transaction
            }
            let git = repository.gitDirectory.path
            #expect(!FileManager.default.fileExists(atPath: git + "/index.lock"))
            #expect(!FileManager.default.fileExists(atPath: git + "/refs/heads/\(try repository.currentBranch()).lock"))
            #expect(try repository.head() == head)
        }
    }

    @Test("a file whose attributes name a filter driver is refused before any object is written; a removal is not")
    func unappliedFilter() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "a\n")
            try sandbox.write("notes.txt", "n\n")
            try repository.commit(paths: ["a.md", "notes.txt"], message: "One")
            try sandbox.write(".gitattributes", "*.md filter=git-crypt diff=git-crypt\n")
            try repository.commit(paths: [".gitattributes"], message: "Attributes")
            let index = try Data(contentsOf: repository.gitDirectory.appendingPathComponent("index"))
            try sandbox.write("a.md", "SECRET\n")
            #expect(throws: UnappliedFilter(path: "a.md", driver: "git-crypt")) {
                try repository.commit(paths: ["notes.txt", "a.md"], message: "Two")
            }
            #expect(try Data(contentsOf: repository.gitDirectory.appendingPathComponent("index")) == index)
            #expect(try repository.filterDriver(for: "notes.txt") == nil)
            #expect(try sandbox.gitResult(["cat-file", "-e", "HEAD:a.md"]).status == 0)
            #expect(try sandbox.gitLines("log", "--format=%s") == ["Attributes", "One"])
            try sandbox.delete("a.md")
            try repository.commit(paths: ["a.md"], message: "Remove a")
        }
    }

    @Test("a detached HEAD: beginCommit refuses with isDetachedHead")
    func detachedHead() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "a\n")
            try repository.commit(paths: ["a.md"], message: "One")
            try sandbox.git("checkout", "-q", "--detach")
            let error = #expect(throws: GitError.self) { try repository.beginCommit() }
            #expect(error?.isDetachedHead == true)
        }
    }
}
