import Foundation
import TestSupport
import Testing

@testable import GitKit

#if canImport(Glibc)
    import Glibc
#endif

/// A commit staged in the object store before the work tree changes (`CommitTransaction.stage`), completed
/// once the caller has rewritten the files (`complete`), and the git locks such a transaction marks.
@Suite("A commit staged before its files are rewritten")
struct StagedCommitTests {
    /// A repository with `count` committed files `notes/N.md`; returns it and their texts.
    private func repository(_ sandbox: Sandbox, count: Int) throws -> (Repository, [String: String]) {
        let repository = try Repository.create(at: sandbox.repo)
        var texts: [String: String] = [:]
        for n in 0..<count {
            let path = "notes/\(n % 7)/\(n).md"
            texts[path] = "old text \(n)\n"
            try sandbox.write(path, texts[path]!)
        }
        try repository.commit(paths: texts.keys.sorted(), message: "first")
        return (repository, texts)
    }

    @Test("stage writes every blob, both sides, the trees and the commit, and leaves the branch, index and files alone")
    func stageTouchesNothingVisible() throws {
        try Sandbox.with { sandbox in
            let (repository, texts) = try repository(sandbox, count: 100)
            // One file edited and not committed: its "before" is not in HEAD, and must still be stored.
            try sandbox.write("notes/0/0.md", "edited by hand\n")
            let before = try sandbox.head()
            let index = try Data(contentsOf: sandbox.url(".git/index"))
            let rewrites =
                texts.keys.sorted().map { path in
                    FileRewrite(
                        path: path, old: Data((path == "notes/0/0.md" ? "edited by hand\n" : texts[path]!).utf8), new: Data("new \(path)\n".utf8))
                } + [FileRewrite(path: "added/one.md", old: nil, new: Data("added\n".utf8))]
            let loose = try looseObjects(sandbox)
            let transaction = try repository.beginCommit()
            let staged = try transaction.stage(rewrites, message: "Rewrite")
            transaction.release()

            #expect(try sandbox.head() == before)
            #expect(try Data(contentsOf: sandbox.url(".git/index")) == index)
            #expect(sandbox.contents("notes/1/1.md") == "old text 1\n" && !sandbox.exists("added/one.md"))
            #expect(staged.parent?.hex == before)
            for file in staged.files {
                for id in [file.old, file.new, file.stored].compactMap({ $0 }) {
                    #expect(try sandbox.gitResult(["cat-file", "-e", id.hex]).status == 0, "\(file.path)")
                }
            }
            let edited = try #require(staged.files.first { $0.path == "notes/0/0.md" }?.old)
            #expect(try sandbox.git("cat-file", "blob", edited.hex) == "edited by hand\n")
            #expect(try sandbox.git("show", "\(staged.commit.hex):added/one.md") == "added\n")
            #expect(try sandbox.git("log", "-1", "--format=%s %P", staged.commit.hex) == "Rewrite \(before!)\n")
            // One pack for all of it: no loose blob, tree or commit.
            #expect(try looseObjects(sandbox) == loose)
            #expect(try sandbox.gitResult(["fsck", "--strict"]).status == 0)
        }
    }

    @Test("complete after the files are rewritten: the branch at the commit, the index with their stat data, a clean status")
    func completeMovesTheBranch() throws {
        try Sandbox.with { sandbox in
            let (repository, texts) = try repository(sandbox, count: 80)
            let paths = texts.keys.sorted()
            let rewrites =
                paths.dropLast().map { FileRewrite(path: $0, old: Data(texts[$0]!.utf8), new: Data("new \($0)\n".utf8)) }
                + [FileRewrite(path: paths.last!, old: Data(texts[paths.last!]!.utf8), new: nil)]
            let transaction = try repository.beginCommit()
            let staged = try transaction.stage(rewrites, message: "Rewrite")
            for rewrite in rewrites {
                if let new = rewrite.new { try sandbox.write(rewrite.path, bytes: new) } else { try sandbox.delete(rewrite.path) }
            }
            try transaction.complete(staged)
            #expect(try sandbox.head() == staged.commit.hex)
            #expect(try sandbox.status().isEmpty)
            // The index holds each file's size and times: git need not read any file again.
            let debug = try sandbox.git("ls-files", "--debug", paths[0])
            var info = stat()
            #expect(lstat(sandbox.url(paths[0]).path, &info) == 0)
            #expect(debug.contains("size: \(info.st_size)") && debug.contains("mtime: \(info.st_mtim.tv_sec):"), "\(debug)")
            #expect(try sandbox.git("reflog", "-1", "--format=%gs") == "commit: Rewrite\n")
            try sandbox.expectCommittedCleanly()
            #expect(!sandbox.exists(".git/index.lock") && !sandbox.exists(".git/\(staged.branch).lock"))
        }
    }

    @Test("complete when the branch is already at the commit (a run finished by the next one) only writes the index")
    func completeWhenAlreadyMoved() throws {
        try Sandbox.with { sandbox in
            let (repository, texts) = try repository(sandbox, count: 3)
            let rewrites = texts.keys.sorted().map { FileRewrite(path: $0, old: Data(texts[$0]!.utf8), new: Data("new \($0)\n".utf8)) }
            let first = try repository.beginCommit()
            let staged = try first.stage(rewrites, message: "Rewrite")
            first.release()
            for rewrite in rewrites { try sandbox.write(rewrite.path, bytes: rewrite.new!) }
            try sandbox.git("update-ref", "-m", "moved by hand", "HEAD", staged.commit.hex)
            let again = try repository.beginCommit()
            #expect(again.parent == staged.commit)
            try again.complete(staged)
            #expect(try sandbox.head() == staged.commit.hex)
            #expect(try sandbox.status().isEmpty)
            let reflog = try sandbox.gitLines("reflog", "--format=%gs")
            #expect(reflog == ["moved by hand", "commit (initial): first"], "the branch did not move again")
        }
    }

    @Test("complete refuses a branch that is at neither end, and changes nothing")
    func completeRefusesAMovedBranch() throws {
        try Sandbox.with { sandbox in
            let (repository, texts) = try repository(sandbox, count: 2)
            let rewrites = texts.keys.sorted().map { FileRewrite(path: $0, old: Data(texts[$0]!.utf8), new: Data("new\n".utf8)) }
            let first = try repository.beginCommit()
            let staged = try first.stage(rewrites, message: "Rewrite")
            first.release()
            try sandbox.git("commit", "-q", "--allow-empty", "-m", "someone else")
            let other = try sandbox.head()
            let again = try repository.beginCommit()
            let error = #expect(throws: GitError.self) { try again.complete(staged) }
            #expect(
                error?.problem
                    == .branchAtNeitherEnd(
                        branch: staged.branch, actual: other.flatMap(ObjectID.init(hex:)), parent: staged.parent, commit: staged.commit))
            #expect(try sandbox.head() == other)
            #expect(!sandbox.exists(".git/index.lock"))
        }
    }

    @Test("a file whose attributes name a driver that does not run is refused by stage, even one that does not exist yet")
    func unappliedFilterRefused() throws {
        try Sandbox.with { sandbox in
            let (repository, _) = try repository(sandbox, count: 1)
            try sandbox.write(".gitattributes", "secret/** filter=git-crypt\n")
            let transaction = try repository.beginCommit()
            #expect(throws: UnappliedFilter.self) {
                _ = try transaction.stage([FileRewrite(path: "secret/new.md", old: nil, new: Data("plain\n".utf8))], message: "x")
            }
        }
    }

    @Test("with core.autocrlf the commit stores what git would, and the work tree's own bytes are kept beside")
    func gitsTransformsApply() throws {
        try Sandbox.with { sandbox in
            let (_, texts) = try repository(sandbox, count: 1)
            try sandbox.git("config", "core.autocrlf", "true")
            // libgit2 keeps core.autocrlf as a handle first read it: a new handle, as each diary command opens.
            let repository = try Repository.open(at: sandbox.repo)
            let path = texts.keys.first!
            let transaction = try repository.beginCommit()
            let staged = try transaction.stage(
                [FileRewrite(path: path, old: Data(texts[path]!.utf8), new: Data("one\r\ntwo\r\n".utf8))], message: "crlf")
            let file = try #require(staged.files.first)
            #expect(file.new != file.stored)
            #expect(try sandbox.git("cat-file", "blob", file.stored!.hex) == "one\ntwo\n")
            #expect(try repository.workTreeBytes(ofBlob: file.new!, path: path, smudged: false) == Data("one\r\ntwo\r\n".utf8))
        }
    }

    @Test("a marked lock is told from anyone else's: only a lock holding the marker is removed")
    func markedLocks() throws {
        try Sandbox.with { sandbox in
            let (repository, _) = try repository(sandbox, count: 1)
            let marker = "test \(getpid()) 42"
            let transaction = try repository.beginCommit(marker: marker)
            #expect(sandbox.contents(".git/index.lock") == marker)
            #expect(sandbox.contents(".git/\(transaction.branch).lock") == marker)
            // Written beside first and linked in place (never an empty lock): nothing is left beside.
            #expect(!sandbox.exists(".git/lock.diary-\(getpid())"))
            // A kill would leave them: here they are made again after the transaction let go of them.
            transaction.release()
            try sandbox.write(".git/index.lock", marker)
            try sandbox.write(".git/\(transaction.branch).lock", "someone else's\n")
            let removed = repository.removeLeftoverLocks(branch: transaction.branch, marker: marker)
            #expect(removed == [sandbox.url(".git/index.lock").path])
            #expect(!sandbox.exists(".git/index.lock"))
            #expect(sandbox.contents(".git/\(transaction.branch).lock") == "someone else's\n")
            // A marker that is only the start of the lock's text is not it.
            try sandbox.write(".git/index.lock", marker + " and more")
            #expect(repository.removeLeftoverLocks(branch: transaction.branch, marker: marker).isEmpty)
            // The line complete writes over the marker (the new commit's id) is the transaction's too, once named.
            let head = try #require(try sandbox.head())
            try sandbox.write(".git/\(transaction.branch).lock", head + "\n")
            #expect(repository.removeLeftoverLocks(branch: transaction.branch, marker: marker).isEmpty)
            let id = try #require(ObjectID(hex: head))
            #expect(
                repository.removeLeftoverLocks(branch: transaction.branch, marker: marker, movingTo: id)
                    == [sandbox.url(".git/\(transaction.branch).lock").path])
            #expect(sandbox.contents(".git/index.lock") == marker + " and more")
        }
    }

    @Test("a killed process's marked locks, found by its process id: only a marker of that process and tool is removed")
    func markedLocksOfAProcess() throws {
        try Sandbox.with { sandbox in
            let (repository, _) = try repository(sandbox, count: 1)
            let tool = ToolIdentity(name: "diary", email: "diary@localhost", timeZone: TimeZone(secondsFromGMT: 0)!)
            let marker = LockMarker.make(tool: tool)
            #expect(LockMarker.process(of: marker, tool: tool) == getpid())
            #expect(LockMarker.process(of: marker, tool: .gitKit) == nil, "another tool's")
            let transaction = try repository.beginCommit(marker: marker)
            let branch = transaction.branch
            transaction.release()
            let git = sandbox.url(".git")
            // Markers of another process, of another tool, and a ref line: none of them is this process's.
            let others = ["diary 1 abc", "GitKit \(getpid()) abc", "diary \(getpid()) not-hex", String(repeating: "0", count: 40) + "\n"]
            for other in others {
                try sandbox.write(".git/index.lock", other)
                try sandbox.write(".git/\(branch).lock", other)
                #expect(Repository.removeLeftoverLocks(ofProcess: getpid(), tool: tool, gitDirectory: git).isEmpty, "\(other)")
                #expect(sandbox.contents(".git/index.lock") == other && sandbox.contents(".git/\(branch).lock") == other)
            }
            try sandbox.write(".git/index.lock", marker)
            try sandbox.write(".git/\(branch).lock", marker)
            #expect(
                Repository.removeLeftoverLocks(ofProcess: getpid(), tool: tool, gitDirectory: git)
                    == [sandbox.url(".git/index.lock").path, sandbox.url(".git/\(branch).lock").path])
            #expect(!sandbox.exists(".git/index.lock") && !sandbox.exists(".git/\(branch).lock"))
        }
    }

    @Test("a lock taken with a marker gets the new content in its place: the ref and the index are whole")
    func markerReplacedByContent() throws {
        try Sandbox.with { sandbox in
            let (repository, texts) = try repository(sandbox, count: 1)
            let path = texts.keys.first!
            try sandbox.write(path, "changed\n")
            let transaction = try repository.beginCommit(marker: "a marker that is longer than a commit id, to be sure it is all gone")
            let id = try transaction.commit(paths: [path], message: "through marked locks")
            #expect(sandbox.contents(".git/\(transaction.branch)") == id.hex + "\n")
            try sandbox.expectCommittedCleanly()
        }
    }

    /// How many loose objects the repository has.
    private func looseObjects(_ sandbox: Sandbox) throws -> Int {
        let line = try sandbox.gitLines("count-objects", "-v").first { $0.hasPrefix("count: ") } ?? ""
        return Int(line.dropFirst(7)) ?? -1
    }
}
