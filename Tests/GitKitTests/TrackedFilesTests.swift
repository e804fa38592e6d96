import Clibgit2
import Foundation
import TestSupport
import Testing

@testable import GitKit

/// `unchangedTrackedFiles`, the quick look sync takes before libgit2's status: it may say "unchanged" only
/// when git would, and must say "don't know" for every change git's stat data and racy-git rule catch.
@Suite("The quick look at tracked files: unchanged only when git agrees")
struct TrackedFilesTests {
    /// A repository plain git committed, with files in nested folders, an executable and a symbolic link.
    func committed(_ sandbox: Sandbox) throws -> Repository {
        try FileManager.default.createDirectory(at: sandbox.repo, withIntermediateDirectories: true)
        try sandbox.git("init", "-q")
        for (path, text) in [
            ("2026/11/2026-11-20.md", "First lines.\n"), ("2026/11/2026-11-19.md", "Older.\n"),
            ("2026/11/media/a.jpeg", "not a photo\n"), ("2026/01/2026-01-02.md", "January.\n"),
            ("README.md", "About.\n"), ("a-b/x", "x\n"), ("a.c", "c\n"), ("a/y", "y\n"), ("tool.sh", "#!/bin/sh\n")
        ] {
            try sandbox.write(path, text)
        }
        chmod(sandbox.url("tool.sh").path, 0o755)
        symlink("README.md", sandbox.url("link").path)
        try sandbox.git("add", "-A")
        try sandbox.git("commit", "-qm", "plain git")
        return try Repository.open(at: sandbox.repo)
    }

    /// Moves the index file's times `seconds` ahead, so that no entry is racily clean.
    func settleIndex(_ sandbox: Sandbox, seconds: Int = 10) {
        setTimes(sandbox.repo.appendingPathComponent(".git/index").path, to: time(nil) + seconds)
    }

    func setTimes(_ path: String, to seconds: Int) {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW)
    }

    func info(_ url: URL) -> stat {
        var info = stat()
        lstat(url.path, &info)
        return info
    }

    /// Writes `text` (the same length as what is there) and puts the old mtime back: only ctime tells.
    func rewriteKeepingSizeAndMtime(_ sandbox: Sandbox, _ path: String, _ text: String) throws {
        let before = info(sandbox.url(path))
        #expect(Int(before.st_size) == text.utf8.count, "the test keeps the size")
        try sandbox.write(path, text)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, sandbox.url(path).path, &times, 0) == 0)
        let after = info(sandbox.url(path))
        #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        #expect(after.st_size == before.st_size)
    }

    @Test("a clean work tree plain git committed: unchanged, with every file counted")
    func cleanIsUnchanged() throws {
        try Sandbox.with { sandbox in
            let repository = try committed(sandbox)
            settleIndex(sandbox)
            let tracked = try #require(try repository.unchangedTrackedFiles())
            #expect(tracked.count == 10)
            #expect(tracked.fileCounts(inFolders: ["", "2026/11", "2026", "a"]) == ["": 4, "2026/11": 2, "a": 1])
            #expect(tracked.names(inFolder: "2026/11") == ["2026-11-20.md", "2026-11-19.md"])
            #expect(tracked.names(inFolder: "") == ["README.md", "a.c", "link", "tool.sh"])
            #expect(try sandbox.gitLines("status", "--porcelain").isEmpty)
        }
    }

    @Test("an index libgit2 wrote (it records st_rdev, 0, as the device): unchanged all the same")
    func libgit2Index() throws {
        try Sandbox.with { sandbox in
            let repository = try Repository.create(at: sandbox.repo)
            try sandbox.write("2026/11/2026-11-20.md", "First lines.\n")
            try sandbox.write("README.md", "About.\n")
            try repository.commit(paths: ["2026/11/2026-11-20.md", "README.md"], message: "first")
            let debug = try sandbox.git("ls-files", "--debug", "README.md")
            #expect(debug.contains("dev: 0\t"), "libgit2 wrote the entry: \(debug)")
            settleIndex(sandbox)
            #expect(try repository.unchangedTrackedFiles() != nil)
        }
    }

    @Test("each change git's stat data shows: don't know, so status decides")
    func changesAreNeverUnchanged() throws {
        // Each change; status (libgit2's, which sync then asks) lists it, but for the flags alone, which change
        // nothing it lists. (Plain git may not: built without USE_NSEC, it compares times to the second.)
        let changes: [(String, (Sandbox) throws -> Void)] = [
            ("same size, mtime put back", { try self.rewriteKeepingSizeAndMtime($0, "2026/11/2026-11-20.md", "Fixed lines.\n") }),
            ("deleted", { try $0.delete("2026/11/2026-11-19.md") }),
            (
                "replaced by a rename, same size and mtime",
                { sandbox in
                    let target = sandbox.url("2026/11/2026-11-19.md")
                    let before = self.info(target)
                    try sandbox.write("2026/11/.new", "Olden.\n")
                    var times = [before.st_atim, before.st_mtim]
                    _ = utimensat(AT_FDCWD, sandbox.url("2026/11/.new").path, &times, 0)
                    rename(sandbox.url("2026/11/.new").path, target.path)
                }
            ),
            ("made executable", { chmod($0.url("README.md").path, 0o755) }),
            (
                "a link made a file",
                { sandbox in
                    try sandbox.delete("link")
                    try sandbox.write("link", "README.md")
                }
            ),
            (
                "a file made a folder",
                { sandbox in
                    try sandbox.delete("a.c")
                    try sandbox.write("a.c/inner", "c\n")
                }
            ),
            (
                "staged",
                { sandbox in
                    try sandbox.write("2026/11/2026-11-20.md", "Staged lines.\n")
                    try sandbox.git("add", "2026/11/2026-11-20.md")
                }
            ),
            (
                "staged, then the file put back",
                { sandbox in
                    try sandbox.write("2026/11/2026-11-20.md", "Staged lines.\n")
                    try sandbox.git("add", "2026/11/2026-11-20.md")
                    try sandbox.write("2026/11/2026-11-20.md", "First lines.\n")
                }
            ),
            (
                "a new file added with git",
                { sandbox in
                    try sandbox.write("notes.txt", "n\n")
                    try sandbox.git("add", "notes.txt")
                }
            ),
            ("removed from the index only", { try $0.git("rm", "-q", "--cached", "README.md") }),
            (
                "intent to add",
                { sandbox in
                    try sandbox.write("later.md", "l\n")
                    try sandbox.git("add", "-N", "later.md")
                }
            ),
            ("assume-unchanged", { try $0.git("update-index", "--assume-unchanged", "README.md") }),
            ("skip-worktree", { try $0.git("update-index", "--skip-worktree", "README.md") })
        ]
        for (name, change) in changes {
            try Sandbox.with { sandbox in
                let repository = try committed(sandbox)
                settleIndex(sandbox)
                #expect(try repository.unchangedTrackedFiles() != nil, "before: \(name)")
                try change(sandbox)
                #expect(try repository.unchangedTrackedFiles() == nil, "\(name): must be left to status")
                if !["assume-unchanged", "skip-worktree"].contains(name) {
                    #expect(try !repository.status().isEmpty, "\(name): status sees it too")
                }
            }
        }
    }

    @Test("a merge conflict in the index: don't know")
    func conflictIsNeverUnchanged() throws {
        try Sandbox.with { sandbox in
            _ = try committed(sandbox)
            let base = try sandbox.git("rev-parse", "--abbrev-ref", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
            try sandbox.git("checkout", "-q", "-b", "other")
            try sandbox.write("README.md", "Other.\n")
            try sandbox.git("commit", "-qam", "other")
            try sandbox.git("checkout", "-q", base)
            try sandbox.write("README.md", "Mine.\n")
            try sandbox.git("commit", "-qam", "mine")
            _ = try? sandbox.gitResult(["merge", "-q", "other"])
            #expect(try sandbox.gitLines("ls-files", "--unmerged").count == 3)
            #expect(try Repository.open(at: sandbox.repo).unchangedTrackedFiles() == nil)
        }
    }

    @Test("an index whose checksum does not match (libgit2 refuses it): don't know, unless its stamp was verified")
    func damagedIndexIsNeverUnchanged() throws {
        try Sandbox.with { sandbox in
            _ = try committed(sandbox)
            settleIndex(sandbox)
            let git = sandbox.repo.appendingPathComponent(".git")
            let clean = try #require(TrackedFilesLook.take(workdir: sandbox.repo, gitDirectory: git))
            let stamp = try #require(clean.indexStamp)
            #expect(TrackedFilesLook.take(workdir: sandbox.repo, gitDirectory: git, verified: stamp) != nil)
            // One bit of the checksum flipped, in a new file renamed into place as every index writer does.
            let index = git.appendingPathComponent("index")
            var bytes = try [UInt8](Data(contentsOf: index))
            bytes[bytes.count - 1] ^= 1
            try Data(bytes).write(to: git.appendingPathComponent("index.new"))
            #expect(rename(git.appendingPathComponent("index.new").path, index.path) == 0)
            settleIndex(sandbox)
            #expect(TrackedFilesLook.take(workdir: sandbox.repo, gitDirectory: git) == nil)
            #expect(TrackedFilesLook.take(workdir: sandbox.repo, gitDirectory: git, verified: stamp) == nil, "a new file is a new stamp")
            #expect(throws: (any Error).self) { try Repository.open(at: sandbox.repo).status() }
        }
    }

    @Test("the tree a verified index makes is taken as kept; a wrong one kept only costs the long way, a new index is hashed again")
    func keptTree() throws {
        try Sandbox.with { sandbox in
            let repository = try committed(sandbox)
            settleIndex(sandbox)
            let git = sandbox.repo.appendingPathComponent(".git")
            let clean = try #require(TrackedFilesLook.take(workdir: sandbox.repo, gitDirectory: git))
            let stamp = try #require(clean.indexStamp)
            let tree = try #require(clean.tree)
            func hex(_ id: [UInt8]?) -> String? { id?.map { String(format: "%02x", $0) }.joined() }
            #expect(hex(tree) == (try sandbox.gitLines("write-tree")).first)
            let kept = try #require(TrackedFilesLook.take(workdir: sandbox.repo, gitDirectory: git, verified: stamp, verifiedTree: tree))
            #expect(kept.tree == tree)
            #expect(try repository.unchangedTrackedFiles(kept) != nil)
            // A kept tree that is not the index's (it cannot be, while the index file is the same) would make
            // HEAD's tree look different: status then decides.
            var wrong = tree
            wrong[0] ^= 1
            let misled = try #require(TrackedFilesLook.take(workdir: sandbox.repo, gitDirectory: git, verified: stamp, verifiedTree: wrong))
            #expect(misled.tree == wrong)
            #expect(try repository.unchangedTrackedFiles(misled) == nil)
            // Another index file (git add of an edit): another stamp, so the tree is hashed again.
            try sandbox.write("2026/11/2026-11-20.md", "First lines, edited.\n")
            try sandbox.git("add", "-A")
            settleIndex(sandbox)
            let staged = try #require(TrackedFilesLook.take(workdir: sandbox.repo, gitDirectory: git, verified: stamp, verifiedTree: tree))
            #expect(staged.indexStamp != stamp && staged.tree != tree)
            #expect(hex(staged.tree) == (try sandbox.gitLines("write-tree")).first)
        }
    }

    @Test("racily clean: an entry as new as the index is compared by content, both ways")
    func racyEntriesAreComparedByContent() throws {
        try Sandbox.with { sandbox in
            let repository = try committed(sandbox)
            let path = "2026/11/2026-11-20.md"
            // The index written in the same second as the file: the entry is racily clean, the content the same.
            setTimes(sandbox.url(path).path, to: time(nil) - 5)
            _ = try repository.status(refreshingIndex: true)
            setTimes(sandbox.repo.appendingPathComponent(".git/index").path, to: Int(info(sandbox.url(path)).st_mtim.tv_sec))
            #expect(try repository.unchangedTrackedFiles() != nil, "same content: unchanged")

            // The race git's rule is for: new bytes of the same size that the index's stat data matches (as
            // when the file changed within the clock tick in which its entry was recorded).
            let recorded = try #require(try sandbox.git("ls-files", "-s", path).split(separator: " ").dropFirst().first)
            var id = git_oid()
            #expect(git_oid_fromstr(&id, String(recorded)) == 0)
            try sandbox.write(path, "Fixed lines.\n")
            let now = info(sandbox.url(path))
            let bytes = try #require(
                IndexFile.updated(
                    gitDirectory: sandbox.repo.appendingPathComponent(".git"),
                    changes: [IndexFile.Change(path: path, entry: IndexFile.Entry(id: id, mode: 0o100644, stat: now))])?.bytes)
            try Data(bytes).write(to: sandbox.repo.appendingPathComponent(".git/index"))
            setTimes(sandbox.repo.appendingPathComponent(".git/index").path, to: Int(now.st_mtim.tv_sec))
            #expect(try repository.unchangedTrackedFiles() == nil, "different bytes behind matching stat data")
            // Not racy any more (the index newer than the file), the stat data is believed, as git believes it.
            settleIndex(sandbox, seconds: 5)
            #expect(try repository.unchangedTrackedFiles() != nil)
        }
    }

    @Test("racily clean under a filter: compared through it (CRLF in the work tree, LF stored)")
    func racyUnderAFilter() throws {
        try Sandbox.with { sandbox in
            let repository = try committed(sandbox)
            try sandbox.write(".gitattributes", "*.md text\n")
            let path = "2026/11/2026-11-20.md"
            try sandbox.write(path, "Fixed lines.\r\n")
            try sandbox.git("add", ".gitattributes", path)
            try sandbox.git("commit", "-qm", "attributes")
            #expect(try sandbox.git("cat-file", "-p", "HEAD:\(path)") == "Fixed lines.\n", "stored with LF")
            setTimes(sandbox.repo.appendingPathComponent(".git/index").path, to: Int(info(sandbox.url(path)).st_mtim.tv_sec))
            #expect(try repository.unchangedTrackedFiles() != nil, "the file cleaned is the blob")
            try sandbox.write(path, "Fixed limes.\r\n")
            #expect(try repository.unchangedTrackedFiles() == nil)
        }
    }

    @Test("the tree hashed from the index is git write-tree's, for random folder trees", arguments: TestSeed.run)
    func treeMatchesWriteTree(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        try Sandbox.with { sandbox in
            try FileManager.default.createDirectory(at: sandbox.repo, withIntermediateDirectories: true)
            try sandbox.git("init", "-q")
            let pieces = ["a", "a-b", "a.b", "a0", "b", "2026", "11", "x_y", "Z", "é", "media", "a b"]
            var paths = Set<String>()
            for _ in 0..<random.int(20...120) {
                let depth = random.int(1...4)
                let path = (0..<depth).map { _ in random.pick(pieces) }.joined(separator: "/")
                // No path may be both a file and a folder.
                if paths.contains(where: { $0.hasPrefix(path + "/") || path.hasPrefix($0 + "/") }) { continue }
                paths.insert(path)
                try sandbox.write(path, "\(path) \(random.next())\n")
                if random.chance(0.1) { chmod(sandbox.url(path).path, 0o755) }
            }
            try sandbox.git("add", "-A")
            try sandbox.git("commit", "-qm", "random")
            settleIndex(sandbox)
            let repository = try Repository.open(at: sandbox.repo)
            #expect(try repository.unchangedTrackedFiles() != nil, "seed \(seed): HEAD's tree is the index's")
            let expected = try sandbox.git("write-tree").trimmingCharacters(in: .whitespacesAndNewlines)
            let bytes = try #require(IndexFile.read(sandbox.repo.appendingPathComponent(".git/index").path))
            let layout = try #require(IndexFile.parse(bytes))
            let names = layout.starts.map { start in
                (start: start + 62, length: bytes[(start + 62)...].firstIndex(of: 0)! - start - 62)
            }
            let tree = try #require(Repository.treeID(bytes, entries: layout.starts, names: names))
            #expect(tree.map { String(format: "%02x", $0) }.joined() == expected, "seed \(seed)")
        }
    }
}
