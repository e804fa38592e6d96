import Foundation
import TestSupport
import Testing

@testable import GitKit

@Suite("Saving through the index file splice, checked by plain git")
struct IndexFileTests {
    /// A repository whose index plain git wrote (with its TREE cache), with `count` files in folders.
    func plainGitRepository(_ sandbox: Sandbox, count: Int = 40) throws -> Repository {
        try FileManager.default.createDirectory(at: sandbox.repo, withIntermediateDirectories: true)
        try sandbox.git("init", "-q")
        for n in 0..<count {
            try sandbox.write("2026/\(String(format: "%02d", n % 12 + 1))/e\(n).md", "entry \(n)\n")
        }
        try sandbox.git("add", "-A")
        try sandbox.git("commit", "-qm", "plain git")
        try sandbox.git("read-tree", "HEAD")  // makes sure the index carries a TREE extension
        return try Repository.open(at: sandbox.repo)
    }

    @Test("an added, a changed and a removed file: index entries and blobs match git's own view")
    func addChangeRemove() throws {
        try Sandbox.with { sandbox in
            let repository = try plainGitRepository(sandbox)
            try sandbox.write("2026/03/e2.md", "changed\n")
            try sandbox.write("2026/11/new.md", "new\n")
            try sandbox.delete("2026/05/e4.md")
            try repository.commit(paths: ["2026/03/e2.md", "2026/11/new.md", "2026/05/e4.md"], message: "three")
            try sandbox.expectCommittedCleanly()
            #expect(try sandbox.git("diff", "--cached", "--name-only") == "")
            #expect(try sandbox.git("show", ":2026/03/e2.md") == "changed\n")
            #expect(try sandbox.git("show", ":2026/11/new.md") == "new\n")
            #expect(try !sandbox.gitLines("ls-files").contains("2026/05/e4.md"))
            #expect(try sandbox.gitLines("ls-files").count == 40)
            // Plain git keeps working on the index written here, and fsck verifies its checksum.
            try sandbox.write("2026/01/e0.md", "by git\n")
            try sandbox.git("commit", "-qam", "plain again")
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("the first and the last path in sort order")
    func edgesOfTheSortOrder() throws {
        try Sandbox.with { sandbox in
            let repository = try plainGitRepository(sandbox, count: 5)
            try sandbox.write("0000/first.md", "first\n")
            try repository.commit(paths: ["0000/first.md"], message: "first")
            try sandbox.write("zzzz/last.md", "last\n")
            try repository.commit(paths: ["zzzz/last.md"], message: "last")
            let files = try sandbox.gitLines("ls-files")
            #expect(files.first == "0000/first.md")
            #expect(files.last == "zzzz/last.md")
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("an index in version 4 is left to libgit2 and still ends right")
    func version4Index() throws {
        try Sandbox.with { sandbox in
            let repository = try plainGitRepository(sandbox, count: 6)
            try sandbox.git("update-index", "--index-version", "4")
            try sandbox.write("2026/02/e1.md", "v4 edit\n")
            try repository.commit(paths: ["2026/02/e1.md"], message: "v4")
            #expect(try sandbox.git("show", "HEAD:2026/02/e1.md") == "v4 edit\n")
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("with core.autocrlf the blob is filtered as git would (CRLF stored as LF)")
    func filtersStillApply() throws {
        try Sandbox.with { sandbox in
            let repository = try plainGitRepository(sandbox, count: 3)
            try sandbox.git("config", "core.autocrlf", "input")
            try sandbox.write("2026/01/crlf.md", "line one\r\nline two\r\n")
            try repository.commit(paths: ["2026/01/crlf.md"], message: "crlf")
            #expect(try sandbox.git("show", "HEAD:2026/01/crlf.md") == "line one\nline two\n")
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("a .gitattributes file makes the save take git's filters")
    func attributesStillApply() throws {
        try Sandbox.with { sandbox in
            let repository = try plainGitRepository(sandbox, count: 3)
            try sandbox.write(".gitattributes", "*.md text eol=lf\n")
            try sandbox.git("add", ".gitattributes")
            try sandbox.git("commit", "-qm", "attributes")
            try sandbox.write("2026/01/crlf.md", "a\r\nb\r\n")
            try repository.commit(paths: ["2026/01/crlf.md"], message: "crlf")
            #expect(try sandbox.git("show", "HEAD:2026/01/crlf.md") == "a\nb\n")
            try sandbox.expectCommittedCleanly()
        }
    }
}
