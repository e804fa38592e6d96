import Foundation
import TestSupport
import Testing

@testable import GitKit

@Suite("Committing exactly the given paths")
struct CommitTests {
    @Test("the first commit on an unborn HEAD")
    func firstCommitOnUnbornHead() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "hello\n")
            let id = try repository.commit(paths: ["a.md"], message: "First entry")
            #expect(try repository.head() == id)
            #expect(try sandbox.git("rev-parse", "HEAD") == id.hex + "\n")
            #expect(try sandbox.git("log", "--format=%s") == "First entry\n")
            #expect(try sandbox.git("cat-file", "-p", "HEAD").hasSuffix("\n\nFirst entry\n"))
            #expect(try sandbox.git("show", "HEAD:a.md") == "hello\n")
            #expect(try repository.commitInfo(id).parents.isEmpty)
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("only the given path is committed; other changes stay as they were")
    func commitsOnlyTheGivenPaths() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "a1\n")
            try sandbox.write("b.md", "b1\n")
            try sandbox.write("c.md", "c1\n")
            try repository.commit(paths: ["a.md", "b.md", "c.md"], message: "Start")
            try sandbox.expectCommittedCleanly()

            try sandbox.write("a.md", "a2\n")
            try sandbox.write("b.md", "b2\n")
            try sandbox.write("c.md", "c2\n")
            try sandbox.git("add", "c.md")  // staged by someone else: must stay staged, not committed
            try sandbox.write("new/untracked.md", "u\n")
            let id = try repository.commit(paths: ["a.md"], message: "Edit a")

            #expect(try sandbox.gitLines("show", "--stat", "--format=", "HEAD").first?.hasPrefix(" a.md") == true)
            #expect(try sandbox.gitLines("show", "--name-only", "--format=", "HEAD") == ["a.md"])
            #expect(try sandbox.gitLines("status", "--porcelain", "--untracked-files=all") == [" M b.md", "M  c.md", "?? new/untracked.md"])
            #expect(try sandbox.git("show", "HEAD:b.md") == "b1\n")
            #expect(try repository.contents(of: "c.md", at: id.hex) == Data("c1\n".utf8))
            try sandbox.expectCommittedCleanly(["a.md"])
        }
    }

    @Test("a path whose file is gone is removed from the commit")
    func removesDeletedPath() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "a\n")
            try sandbox.write("b.md", "b\n")
            try repository.commit(paths: ["a.md", "b.md"], message: "Both")
            try sandbox.delete("b.md")
            try repository.commit(paths: ["b.md"], message: "Remove b")
            #expect(try sandbox.gitLines("ls-tree", "-r", "--name-only", "HEAD") == ["a.md"])
            #expect(try sandbox.gitLines("show", "--name-status", "--format=", "HEAD") == ["D\tb.md"])
            // Removing a path that was never there still commits, changing nothing.
            try repository.commit(paths: ["never.md"], message: "Nothing")
            #expect(try sandbox.gitLines("ls-tree", "-r", "--name-only", "HEAD") == ["a.md"])
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("new nested folders are created and emptied folders disappear")
    func nestedFolders() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("2026/11/2026-11-21.md", "Saturday\n")
            try sandbox.write("2026/10/2026-10-01.md", "October\n")
            try sandbox.write("top.md", "top\n")
            try repository.commit(paths: ["2026/11/2026-11-21.md", "2026/10/2026-10-01.md", "top.md"], message: "Nested")
            #expect(try sandbox.gitLines("ls-tree", "-r", "--name-only", "HEAD") == ["2026/10/2026-10-01.md", "2026/11/2026-11-21.md", "top.md"])
            try sandbox.expectCommittedCleanly()

            try sandbox.write("2026/11/2026-11-22.md", "Sunday\n")
            try sandbox.write("2025/01/2025-01-01.md", "New year\n")
            try repository.commit(paths: ["2026/11/2026-11-22.md", "2025/01/2025-01-01.md"], message: "More")
            #expect(
                try sandbox.gitLines("ls-tree", "-r", "--name-only", "HEAD") == [
                    "2025/01/2025-01-01.md", "2026/10/2026-10-01.md", "2026/11/2026-11-21.md", "2026/11/2026-11-22.md", "top.md"
                ])

            try sandbox.delete("2026/10/2026-10-01.md")
            try repository.commit(paths: ["2026/10/2026-10-01.md"], message: "Drop October")
            #expect(try sandbox.gitLines("ls-tree", "-d", "--name-only", "HEAD:2026") == ["11"])

            try sandbox.delete("2026/11/2026-11-21.md")
            try sandbox.delete("2026/11/2026-11-22.md")
            try repository.commit(paths: ["2026/11/2026-11-21.md", "2026/11/2026-11-22.md"], message: "Drop 2026")
            #expect(try sandbox.gitLines("ls-tree", "--name-only", "HEAD") == ["2025", "top.md"])
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("committing an unchanged path makes a commit with the same tree")
    func unchangedPathStillCommits() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "a\n")
            let first = try repository.commit(paths: ["a.md"], message: "One")
            let second = try repository.commit(paths: ["a.md"], message: "Again")
            #expect(first != second)
            #expect(try sandbox.git("rev-parse", "HEAD^{tree}") == sandbox.git("rev-parse", "HEAD~1^{tree}"))
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("the executable bit and line-ending filters follow git's index")
    func modesAndFilters() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write(".gitattributes", "*.txt text eol=lf\n")
            try sandbox.write("run.sh", "#!/bin/sh\n")
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: sandbox.repo.appendingPathComponent("run.sh").path)
            try sandbox.write("dos.txt", "one\r\ntwo\r\n")
            try repository.commit(paths: [".gitattributes", "run.sh", "dos.txt"], message: "Modes")
            #expect(try sandbox.git("ls-tree", "HEAD", "run.sh").hasPrefix("100755 blob"))
            #expect(try sandbox.git("show", "HEAD:dos.txt") == "one\ntwo\n")
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test("adopting 2,000 files in one commit")
    func adoptsManyFilesAtOnce() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            var paths: [String] = []
            for month in 1...20 {
                for day in 1...100 {
                    let path = "2025/\(month)/\(day).md"
                    try sandbox.write(path, "Entry \(month)-\(day)\n")
                    paths.append(path)
                }
            }
            try repository.commit(paths: paths, message: "Adopt")
            #expect(try sandbox.gitLines("ls-tree", "-r", "--name-only", "HEAD").count == 2_000)
            #expect(try sandbox.gitLines("ls-files").count == 2_000)
            try sandbox.expectCommittedCleanly()
        }
    }

    @Test(
        "paths that are absolute, climb out or enter .git are refused before anything changes",
        arguments: ["/etc/passwd", "../outside.md", "a/../b.md", "./a.md", "a//b.md", "", ".git/config", "sub/.git/x", "dir/"])
    func rejectsUnsafePaths(path: String) throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("a.md", "a\n")
            let head = try repository.commit(paths: ["a.md"], message: "One")
            try sandbox.write("a.md", "changed\n")
            let error = #expect(throws: GitError.self) { try repository.commit(paths: ["a.md", path], message: "Bad") }
            #expect(error?.code == -12)  // GIT_EINVALIDSPEC
            #expect(error?.function == "commit")
            #expect(try repository.head() == head)
            #expect(try sandbox.gitLines("status", "--porcelain") == [" M a.md"])
        }
    }

    @Test("a folder is not a path to commit")
    func rejectsFolders() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("2026/a.md", "a\n")
            try repository.commit(paths: ["2026/a.md"], message: "One")
            #expect(throws: GitError.self) { try repository.commit(paths: ["2026"], message: "Folder") }
            try sandbox.delete("2026")
            #expect(throws: GitError.self) { try repository.commit(paths: ["2026"], message: "Gone folder") }
        }
    }

    @Test("a file of megabytes is streamed into a pack of its own: the blob git makes of it, the mode kept, a clean repository")
    func largeFilesAreStreamed() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            // Bytes that repeat over no short period, so that a piece written twice or left out shows.
            let bytes = Data((0..<(Repository.streamedBlobSize * 3 + 12_345)).map { UInt8(truncatingIfNeeded: $0 ^ ($0 >> 8) ^ ($0 >> 16)) })
            try sandbox.write("2026/11/media/video.mov", bytes: bytes)
            try sandbox.write("tool.sh", bytes: bytes)
            chmod(sandbox.repo.appendingPathComponent("tool.sh").path, 0o755)
            try sandbox.write("a.md", "small\n")
            try repository.commit(paths: ["2026/11/media/video.mov", "tool.sh", "a.md"], message: "Media")
            let blob = try sandbox.git("hash-object", "2026/11/media/video.mov")
            #expect(try sandbox.git("rev-parse", "HEAD:2026/11/media/video.mov") == blob)
            #expect(try sandbox.gitLines("ls-tree", "HEAD", "tool.sh").first?.hasPrefix("100755 blob ") == true)
            #expect(try repository.contents(of: "2026/11/media/video.mov", at: "HEAD") == bytes)
            // In a pack (libgit2 reads a loose object whole twice over), which git checks whole.
            let id = blob.trimmingCharacters(in: .whitespacesAndNewlines)
            let loose = sandbox.repo.appendingPathComponent(".git/objects/\(id.prefix(2))/\(id.dropFirst(2))")
            #expect(!FileManager.default.fileExists(atPath: loose.path), "not a loose object")
            let packs = try FileManager.default.contentsOfDirectory(atPath: sandbox.repo.appendingPathComponent(".git/objects/pack").path)
                .filter { $0.hasSuffix(".idx") }
            let listed = try packs.flatMap { try sandbox.gitLines("verify-pack", "-v", ".git/objects/pack/" + $0) }
            #expect(listed.contains { $0.hasPrefix(id + " blob") }, "\(listed)")
            try sandbox.expectCommittedCleanly()
            #expect(try sandbox.git("count-objects", "-v").contains("garbage: 0"))
        }
    }
}
