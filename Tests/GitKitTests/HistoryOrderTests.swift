import Foundation
import TestSupport
import Testing

@testable import GitKit

@Suite("History in git log's order")
struct HistoryOrderTests {
    /// Commits `text` into `path` with plain git, committed at `date` (author and committer).
    private func commit(_ sandbox: Sandbox, _ path: String, _ text: String, at date: String = Self.second) throws {
        try sandbox.write(path, text)
        try sandbox.git(environment: Self.dates(date), "add", path)
        try sandbox.git(environment: Self.dates(date), "commit", "-q", "-m", "\(path): \(text)")
    }

    private static let second = "2026-11-20T10:00:00+09:00"

    private static func dates(_ date: String) -> [String: String] {
        ["GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date]
    }

    /// Two branches merged twice (once keeping only main's files with `-s ours`), nearly every commit
    /// in the same second, and one commit whose clock ran behind its parent's.
    private func makeTangledHistory(_ sandbox: Sandbox) throws -> Repository {
        let repository = try Repository.create(at: sandbox.repo)
        try sandbox.git("checkout", "-q", "-b", "main")
        try commit(sandbox, "a.md", "a1")
        try commit(sandbox, "b.md", "b1")
        try sandbox.git("checkout", "-q", "-b", "side")
        try commit(sandbox, "a.md", "a-side")
        try commit(sandbox, "c.md", "c-side")
        try commit(sandbox, "a.md", "a-side2")
        try sandbox.git("checkout", "-q", "main")
        try commit(sandbox, "b.md", "b2")
        try commit(sandbox, "d.md", "d-main")
        try sandbox.git(environment: Self.dates(Self.second), "merge", "-q", "--no-edit", "side")
        try commit(sandbox, "b.md", "b3")
        try sandbox.git("checkout", "-q", "-b", "ignored")
        try commit(sandbox, "a.md", "a-ignored")
        try commit(sandbox, "c.md", "c-ignored")
        try sandbox.git("checkout", "-q", "main")
        try commit(sandbox, "d.md", "d2")
        try sandbox.git(environment: Self.dates(Self.second), "merge", "-q", "--no-edit", "-s", "ours", "ignored")
        try commit(sandbox, "b.md", "b-behind", at: "2026-11-20T09:58:20+09:00")
        try commit(sandbox, "a.md", "a-last")
        try commit(sandbox, "c.md", "c-last")
        return repository
    }

    @Test(
        "the whole history and each path's, in the order git log prints them",
        arguments: [
            [], ["a.md"], ["b.md"], ["c.md"], ["d.md"], ["a.md", "c.md"], ["b.md", "d.md"], ["missing.md"], ["a.md", "missing.md"]
        ])
    func sameAsGitLog(paths: [String]) throws {
        try Sandbox.with { sandbox in
            let repository = try makeTangledHistory(sandbox)
            let expected = try sandbox.gitLines(["log", "--format=%H", "--"] + paths)
            #expect(try repository.history(paths: paths).map(\.id.hex) == expected, "git log -- \(paths)")
            #expect(try repository.history(paths: paths, limit: 3).map(\.id.hex) == Array(expected.prefix(3)))
        }
    }

    @Test("one path's history and several paths' agree with the whole history's order")
    func pathsKeepTheOrder() throws {
        try Sandbox.with { sandbox in
            let repository = try makeTangledHistory(sandbox)
            let all = try repository.history().map(\.id)
            let some = try repository.history(paths: ["a.md", "b.md", "c.md", "d.md"]).map(\.id)
            #expect(all.filter(some.contains) == some)
            #expect(try repository.history(path: "a.md").map(\.id) == (try repository.history(paths: ["a.md"]).map(\.id)))
        }
    }

    @Test("commits of one second, on a straight line: newest first, as git log")
    func sameSecond() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            for n in 1...6 { try commit(sandbox, n % 2 == 0 ? "even.md" : "odd.md", "\(n)") }
            #expect(try repository.history().map(\.summary) == ["even.md: 6", "odd.md: 5", "even.md: 4", "odd.md: 3", "even.md: 2", "odd.md: 1"])
            #expect(try repository.history(paths: ["odd.md", "even.md"]).map(\.id.hex) == (try sandbox.gitLines("log", "--format=%H")))
        }
    }
}
