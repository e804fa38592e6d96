import Foundation
import TestSupport
import Testing

@testable import GitKit

@Suite("History, patches and old contents")
struct HistoryTests {
    /// a.md, b.md, a.md changed, b.md removed: four commits.
    private func makeHistory(_ sandbox: Sandbox) throws -> (Repository, [ObjectID]) {
        let repository = try Repository.create(at: sandbox.repo)
        try sandbox.write("a.md", "one\n")
        let c1 = try repository.commit(paths: ["a.md"], message: "Add a")
        try sandbox.write("b.md", "bee\n")
        let c2 = try repository.commit(paths: ["b.md"], message: "Add b")
        try sandbox.write("a.md", "two\n")
        let c3 = try repository.commit(paths: ["a.md"], message: "Change a\n\nWith a body.")
        try sandbox.delete("b.md")
        let c4 = try repository.commit(paths: ["b.md"], message: "Remove b")
        return (repository, [c1, c2, c3, c4])
    }

    @Test("history is newest first, filtered by path and capped by limit")
    func historyOfRepositoryAndPath() throws {
        try Sandbox.with { sandbox in
            let (repository, ids) = try makeHistory(sandbox)
            let all = try repository.history()
            #expect(all.map(\.id) == ids.reversed())
            #expect(all.map(\.summary) == ["Remove b", "Change a", "Add b", "Add a"])
            #expect(all.map(\.id.hex) == (try sandbox.gitLines("log", "--format=%H")))
            #expect(try repository.history(path: "a.md").map(\.id) == [ids[2], ids[0]])
            #expect(try repository.history(path: "b.md").map(\.id) == [ids[3], ids[1]])
            #expect(try repository.history(path: "a.md", limit: 1).map(\.id) == [ids[2]])
            #expect(try repository.history(limit: 2).map(\.id) == [ids[3], ids[2]])
            #expect(try repository.history(path: "missing.md").isEmpty)
            #expect(try repository.history(limit: 0).isEmpty)
        }
    }

    @Test("history of a folder lists commits that touched anything in it")
    func historyOfFolder() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("2026/11/a.md", "a\n")
            let c1 = try repository.commit(paths: ["2026/11/a.md"], message: "a")
            try sandbox.write("top.md", "t\n")
            try repository.commit(paths: ["top.md"], message: "top")
            try sandbox.write("2026/11/b.md", "b\n")
            let c3 = try repository.commit(paths: ["2026/11/b.md"], message: "b")
            #expect(try repository.history(path: "2026/11").map(\.id) == [c3, c1])
        }
    }

    @Test("patch shows the changed lines like git show")
    func patchText() throws {
        try Sandbox.with { sandbox in
            let (repository, ids) = try makeHistory(sandbox)
            let change = try repository.patch(of: ids[2])
            #expect(change.contains("diff --git a/a.md b/a.md"))
            #expect(change.contains("\n-one\n+two\n"))
            #expect(change == (try sandbox.git("show", "--format=", ids[2].hex)))

            let root = try repository.patch(of: ids[0])
            #expect(root.contains("new file mode 100644"))
            #expect(root.contains("\n+one\n"))
            #expect(root == (try sandbox.git("show", "--format=", ids[0].hex)))

            #expect(try repository.patch(of: ids[3], path: "b.md").contains("\n-bee\n"))
            #expect(try repository.patch(of: ids[3], path: "a.md") == "")
        }
    }

    @Test("patch limited to a path leaves the other files out")
    func patchOfOnePath() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "a\n")
            try sandbox.write("b.md", "b\n")
            let id = try repository.commit(paths: ["a.md", "b.md"], message: "Both")
            let patch = try repository.patch(of: id, path: "a.md")
            #expect(patch.contains("+a\n"))
            #expect(!patch.contains("b.md"))
            #expect(patch == (try sandbox.git("show", "--format=", id.hex, "--", "a.md")))
        }
    }

    @Test("contents at a revision; nil for a missing path")
    func contentsAtRevision() throws {
        try Sandbox.with { sandbox in
            let (repository, ids) = try makeHistory(sandbox)
            #expect(try repository.contents(of: "a.md", at: "HEAD") == Data("two\n".utf8))
            #expect(try repository.contents(of: "a.md", at: "HEAD~2") == Data("one\n".utf8))
            #expect(try repository.contents(of: "b.md", at: "HEAD~1") == Data("bee\n".utf8))
            #expect(try repository.contents(of: "b.md", at: "HEAD") == nil)
            #expect(try repository.contents(of: "nope/x.md", at: "HEAD") == nil)
            #expect(try repository.contents(of: "a.md", at: String(ids[0].hex.prefix(8))) == Data("one\n".utf8))
            let unknown = #expect(throws: GitError.self) { try repository.contents(of: "a.md", at: "HEAD~9") }
            #expect(unknown?.isNotFound == true)
        }
    }
}
