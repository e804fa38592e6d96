import Foundation
import TestSupport
import Testing

@testable import GitKit

@Suite("Opening and creating repositories")
struct RepositoryTests {
    @Test("create makes the folder, an unborn HEAD, and a repository plain git reads")
    func createOnEmptyFolder() throws {
        try Sandbox.with { sandbox in
            let url = sandbox.repo.appendingPathComponent("nested/deeper", isDirectory: true)
            #expect(!Repository.exists(at: url))
            let repository = try Repository.create(at: url)
            #expect(Repository.exists(at: url))
            #expect(try repository.head() == nil)
            #expect(try repository.history().isEmpty)
            #expect(try repository.status() == [])
            #expect(repository.workdir.standardizedFileURL.path == url.resolvingSymlinksInPath().standardizedFileURL.path)
            #expect(repository.gitDirectory.lastPathComponent == ".git")
            let reopened = try Repository.open(at: url)
            #expect(reopened.gitDirectory == repository.gitDirectory)
        }
    }

    @Test("open finds only a repository whose work tree is exactly the folder")
    func openDoesNotSearchUpward() throws {
        try Sandbox.with { sandbox in
            try sandbox.write("sub/file.md", "x")
            let notFound = #expect(throws: GitError.self) { try Repository.open(at: sandbox.repo) }
            #expect(notFound?.isNotFound == true)

            _ = try Repository.create(at: sandbox.repo)
            let sub = sandbox.repo.appendingPathComponent("sub", isDirectory: true)
            #expect(!Repository.exists(at: sub))
            #expect(!Repository.exists(at: sandbox.repo.appendingPathComponent(".git", isDirectory: true)))
            #expect(Repository.exists(at: sandbox.repo))
            #expect(!Repository.exists(at: sandbox.root.appendingPathComponent("missing")))
        }
    }

    @Test("a folder reached through a symbolic link opens, keeping the caller's path")
    func openThroughSymbolicLink() throws {
        try Sandbox.with { sandbox in
            _ = try Repository.create(at: sandbox.repo)
            let link = sandbox.root.appendingPathComponent("link", isDirectory: true)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: sandbox.repo)
            let repository = try Repository.open(at: link)
            #expect(repository.workdir.path == link.path)
            try sandbox.write("a.md", "a\n")
            try repository.commit(paths: ["a.md"], message: "Via link")
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("resolve and commitInfo name commits like git rev-parse")
    func resolveRevisions() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "one\n")
            let first = try repository.commit(paths: ["a.md"], message: "First\n\nBody text.")
            try sandbox.write("a.md", "two\n")
            let second = try repository.commit(paths: ["a.md"], message: "Second")
            try sandbox.git("tag", "-a", "v1", "-m", "tag", first.hex)

            #expect(try repository.resolve("HEAD") == second)
            #expect(try repository.resolve("HEAD~1") == first)
            #expect(try repository.resolve(String(first.hex.prefix(10))) == first)
            #expect(try repository.resolve("v1") == first)
            let branch = try sandbox.git("symbolic-ref", "--short", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(try repository.resolve(branch) == second)
            #expect(try sandbox.git("rev-parse", "HEAD").hasPrefix(second.hex))
            #expect(second.short == String(second.hex.prefix(7)))
            #expect(ObjectID(hex: second.hex) == second)
            #expect(ObjectID(hex: "xyz") == nil)

            let unknown = #expect(throws: GitError.self) { try repository.resolve("no-such-branch") }
            #expect(unknown?.isNotFound == true)

            let info = try repository.commitInfo(first)
            #expect(info.id == first)
            #expect(info.parents == [])
            #expect(info.message == "First\n\nBody text.\n")
            #expect(info.summary == "First")
            #expect(try repository.commitInfo(second).parents == [first])
        }
    }

    @Test("GitError describes the failing function, message, code and class")
    func errorDescription() {
        let error = GitError(code: -14, errorClass: 10, message: "failed to lock file", function: "git_index_write")
        #expect(error.isLocked && !error.isModified && !error.isNotFound)
        #expect(error.errorDescription == "git_index_write failed: failed to lock file (code -14, class 10)")
    }
}
