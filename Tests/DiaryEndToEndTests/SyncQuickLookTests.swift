import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `diary sync` looks for edits made outside diary quickly (the index's stat data, and the folder records in
/// `.git/diary/folder-scan`) before it asks libgit2 for the whole status. Whatever shortcut it takes, each
/// edit made outside diary right after a sync is committed and pushed by the next one, exactly as a full
/// status finds it: checked here with plain git on the vault and on the remote.
@Suite("sync's quick look never misses an edit made outside diary")
struct SyncQuickLookTests {
    typealias Machines = SyncTests.Machines

    static func cache(_ vault: URL) -> URL { vault.appendingPathComponent(".git/diary/folder-scan") }

    /// Two machines, the laptop synced twice more: its quick look has recorded its folders.
    static func ready(sourceLocation: SourceLocation = #_sourceLocation) async throws -> Machines {
        let m = try await Machines.make()
        try await m.sync(m.laptop).expectSuccess(sourceLocation: sourceLocation)
        try await m.sync(m.laptop).expectSuccess(sourceLocation: sourceLocation)
        #expect(FileManager.default.fileExists(atPath: cache(m.laptop).path), "the quick look recorded the folders", sourceLocation: sourceLocation)
        return m
    }

    static func info(_ url: URL) -> stat {
        var info = stat()
        lstat(url.path, &info)
        return info
    }

    /// Puts `mtime` back on `url` (atime too); the ctime moves on, as it always does.
    static func setModified(_ url: URL, _ mtime: timespec) {
        var times = [mtime, mtime]
        #expect(utimensat(AT_FDCWD, url.path, &times, 0) == 0)
    }

    /// Replaces the text of `path` with `text` of the same length and puts its old mtime back.
    static func rewriteKeepingSizeAndMtime(_ vault: URL, _ path: String, _ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = vault.appendingPathComponent(path)
        let before = info(url)
        #expect(Int(before.st_size) == text.utf8.count, "the test keeps the size", sourceLocation: sourceLocation)
        try Data(text.utf8).write(to: url)
        setModified(url, before.st_mtim)
        let after = info(url)
        #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec, sourceLocation: sourceLocation)
    }

    /// One commit of edits made outside diary holding exactly `paths`, on the laptop and on the remote,
    /// each file there as it is in the work tree (or gone from both); plain git finds nothing left over.
    static func expectCommittedAndPushed(
        _ m: Machines, _ result: RunResult, _ paths: [String], untracked: [String] = [], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        Expect.success(result, sourceLocation: sourceLocation)
        #expect(result.stdout.contains("\(paths.count) edited outside diary committed"), "\(result)", sourceLocation: sourceLocation)
        let subject = try await m.sb.gitResult(["log", "-1", "--format=%s"], in: m.laptop).stdout
        #expect(subject.hasPrefix("Edit outside diary"), "\(subject)", sourceLocation: sourceLocation)
        let committed = try await m.sb.gitResult(["show", "--name-only", "--format=", "HEAD"], in: m.laptop).outputLines
        #expect(committed.sorted() == paths.sorted(), sourceLocation: sourceLocation)
        let here = try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.laptop).stdout
        let there = try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.bare).stdout
        #expect(here == there, "pushed", sourceLocation: sourceLocation)
        for path in paths {
            let file = FileManager.default.contents(atPath: m.laptop.appendingPathComponent(path).path)
            let remote = try await m.sb.gitResult(["show", "HEAD:\(path)"], in: m.bare)
            if let file {
                #expect(
                    remote.status == 0 && Data(remote.stdout.utf8) == file, "\(path) on the remote as in the work tree",
                    sourceLocation: sourceLocation)
            } else {
                #expect(remote.status != 0, "\(path) gone from the remote too", sourceLocation: sourceLocation)
            }
        }
        let status = try await m.sb.gitResult(["status", "--porcelain", "--untracked-files=all"], in: m.laptop).outputLines
        #expect(status.sorted() == untracked.map { "?? " + $0 }.sorted(), sourceLocation: sourceLocation)
    }

    @Test("an edit that keeps the size and the mtime, right after a sync")
    func sameSizeAndMtime() async throws {
        let m = try await Self.ready()
        defer { m.sb.cleanUp() }
        try Self.rewriteKeepingSizeAndMtime(
            m.laptop, "2026/11/2026-11-20.md", "---\nschema: 2\ncreated: 2026-11-20T09:00:00+09:00\n---\n# Thursday\n\nFixed lines.\n")
        try await Self.expectCommittedAndPushed(m, try await m.sync(m.laptop), ["2026/11/2026-11-20.md"])
    }

    @Test("edits in the same second as the last look: mtimes set to the index's and to the lock's")
    func sameSecondAsTheLastLook() async throws {
        let m = try await Self.ready()
        defer { m.sb.cleanUp() }
        let index = Self.info(m.laptop.appendingPathComponent(".git/index"))
        let lock = Self.info(m.laptop.appendingPathComponent(".git/diary.lock"))
        for (path, mtime, text) in [
            ("2026/11/2026-11-20.md", index.st_mtim, "---\nschema: 2\ncreated: 2026-11-20T09:00:00+09:00\n---\n# Thursday\n\nFixed lines.\n"),
            ("2026/11/2026-11-19.md", lock.st_mtim, "---\nschema: 2\ncreated: 2026-11-19T08:00:00+09:00\n---\n# Wednesday\n\nOlden.\n")
        ] {
            let url = m.laptop.appendingPathComponent(path)
            #expect(Int(Self.info(url).st_size) == text.utf8.count)
            try Data(text.utf8).write(to: url)
            Self.setModified(url, mtime)
        }
        try await Self.expectCommittedAndPushed(m, try await m.sync(m.laptop), ["2026/11/2026-11-19.md", "2026/11/2026-11-20.md"])
    }

    @Test("a new entry in an old month folder; a note beside it stays untracked, as ever")
    func newFileInAnOldFolder() async throws {
        let m = try await Self.ready()
        defer { m.sb.cleanUp() }
        try m.write(m.laptop, "2026/11/2026-11-18.md", body: "Written elsewhere.\n", created: "2026-11-18T09:00:00+09:00")
        try Data("a note\n".utf8).write(to: m.laptop.appendingPathComponent("2026/11/notes.txt"))
        try await Self.expectCommittedAndPushed(m, try await m.sync(m.laptop), ["2026/11/2026-11-18.md"], untracked: ["2026/11/notes.txt"])
        // The note alone does not keep the quick look from recording the folder, nor hides the next entry.
        try await m.sync(m.laptop).expectSuccess()
        try await m.sync(m.laptop).expectSuccess()
        try m.write(m.laptop, "2026/11/2026-11-17.md", body: "Written elsewhere too.\n", created: "2026-11-17T09:00:00+09:00")
        try await Self.expectCommittedAndPushed(m, try await m.sync(m.laptop), ["2026/11/2026-11-17.md"], untracked: ["2026/11/notes.txt"])
    }

    @Test("new entries in a new month folder and in a new year folder")
    func newFileInANewFolder() async throws {
        let m = try await Self.ready()
        defer { m.sb.cleanUp() }
        try m.write(m.laptop, "2026/12/2026-12-01.md", body: "December.\n", created: "2026-12-01T09:00:00+09:00")
        try m.write(m.laptop, "2027/01/2027-01-05.md", body: "January.\n", created: "2027-01-05T09:00:00+09:00")
        try await Self.expectCommittedAndPushed(m, try await m.sync(m.laptop), ["2026/12/2026-12-01.md", "2027/01/2027-01-05.md"])
    }

    @Test("a new file in .diary/ after a sync")
    func newSetting() async throws {
        let m = try await Self.ready()
        defer { m.sb.cleanUp() }
        try FileManager.default.createDirectory(at: m.laptop.appendingPathComponent(".diary"), withIntermediateDirectories: true)
        try Data("# Today\n".utf8).write(to: m.laptop.appendingPathComponent(".diary/template.md"))
        try await Self.expectCommittedAndPushed(m, try await m.sync(m.laptop), [".diary/template.md"])
    }

    @Test("a deleted entry")
    func deletedFile() async throws {
        let m = try await Self.ready()
        defer { m.sb.cleanUp() }
        try FileManager.default.removeItem(at: m.laptop.appendingPathComponent("2026/11/2026-11-19.md"))
        try await Self.expectCommittedAndPushed(m, try await m.sync(m.laptop), ["2026/11/2026-11-19.md"])
    }

    @Test("an entry replaced by a rename: a new inode, the same size and mtime")
    func replacedByRename() async throws {
        let m = try await Self.ready()
        defer { m.sb.cleanUp() }
        let target = m.laptop.appendingPathComponent("2026/11/2026-11-19.md")
        let before = Self.info(target)
        let text = "---\nschema: 2\ncreated: 2026-11-19T08:00:00+09:00\n---\n# Wednesday\n\nOlden.\n"
        #expect(Int(before.st_size) == text.utf8.count)
        let temporary = m.laptop.appendingPathComponent("2026/11/.replacement")
        try Data(text.utf8).write(to: temporary)
        Self.setModified(temporary, before.st_mtim)
        #expect(rename(temporary.path, target.path) == 0)
        let after = Self.info(target)
        #expect(after.st_ino != before.st_ino && after.st_size == before.st_size && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
        try await Self.expectCommittedAndPushed(m, try await m.sync(m.laptop), ["2026/11/2026-11-19.md"])
    }

    @Test("tracked .gitignore and .gitattributes changed; an entry no longer ignored comes with them")
    func ignoreAndAttributes() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        try Data("2026/11/2026-11-16.md\n".utf8).write(to: m.laptop.appendingPathComponent(".gitignore"))
        try Data("*.jpeg binary\n".utf8).write(to: m.laptop.appendingPathComponent(".gitattributes"))
        try await m.sb.gitResult(["add", ".gitignore", ".gitattributes"], in: m.laptop).succeeded()
        try await m.sb.gitResult(["-c", "user.name=a", "-c", "user.email=a@b", "commit", "-qm", "git files"], in: m.laptop).succeeded()
        try await m.sync(m.laptop).expectSuccess()
        try await m.sync(m.laptop).expectSuccess()
        #expect(FileManager.default.fileExists(atPath: Self.cache(m.laptop).path))

        // Edited keeping size and mtime: only the ctime tells.
        try Self.rewriteKeepingSizeAndMtime(m.laptop, ".gitattributes", "*.jpeg -text \n")
        try Self.rewriteKeepingSizeAndMtime(m.laptop, ".gitignore", "2026/11/2026-11-15.md\n")
        try await Self.expectCommittedAndPushed(m, try await m.sync(m.laptop), [".gitattributes", ".gitignore"])

        // An ignored entry is left alone; once the .gitignore stops ignoring it, both are committed.
        try m.write(m.laptop, "2026/11/2026-11-15.md", body: "Ignored for a while.\n", created: "2026-11-15T09:00:00+09:00")
        let ignored = try await m.sync(m.laptop)
        Expect.success(ignored)
        #expect(!ignored.stdout.contains("edited outside diary"), "\(ignored)")
        try Data("# nothing\n".utf8).write(to: m.laptop.appendingPathComponent(".gitignore"))
        try await Self.expectCommittedAndPushed(m, try await m.sync(m.laptop), [".gitignore", "2026/11/2026-11-15.md"])
    }

    @Test("an entry taken out of the index with plain git, its file kept: committed back, as a full status finds it")
    func removedFromTheIndexOnly() async throws {
        let m = try await Self.ready()
        defer { m.sb.cleanUp() }
        try await m.sb.gitResult(["rm", "-q", "--cached", "2026/11/2026-11-19.md"], in: m.laptop).succeeded()
        try await m.sb.gitResult(["-c", "user.name=a", "-c", "user.email=a@b", "commit", "-qm", "untrack"], in: m.laptop).succeeded()
        #expect(FileManager.default.fileExists(atPath: m.laptop.appendingPathComponent("2026/11/2026-11-19.md").path))
        try await Self.expectCommittedAndPushed(m, try await m.sync(m.laptop), ["2026/11/2026-11-19.md"])
    }

    @Test(
        "the folder records deleted, or diary's whole folder in .git (a vault made by plain git): the next sync looks at every folder, finds the edit, records them again",
        arguments: [false, true])
    func cacheDeleted(wholeFolder: Bool) async throws {
        let m = try await Self.ready()
        defer { m.sb.cleanUp() }
        try FileManager.default.removeItem(at: wholeFolder ? Self.cache(m.laptop).deletingLastPathComponent() : Self.cache(m.laptop))
        try m.write(m.laptop, "2026/11/2026-11-18.md", body: "Written elsewhere.\n", created: "2026-11-18T09:00:00+09:00")
        try Self.rewriteKeepingSizeAndMtime(
            m.laptop, "2026/11/2026-11-20.md", "---\nschema: 2\ncreated: 2026-11-20T09:00:00+09:00\n---\n# Thursday\n\nFixed lines.\n")
        try await Self.expectCommittedAndPushed(m, try await m.sync(m.laptop), ["2026/11/2026-11-18.md", "2026/11/2026-11-20.md"])
        try await m.sync(m.laptop).expectSuccess()
        #expect(FileManager.default.fileExists(atPath: Self.cache(m.laptop).path), "recorded again")
    }

    @Test("damaged folder records are ignored: the edit is found, and good records are written again")
    func cacheCorrupt() async throws {
        let m = try await Self.ready()
        defer { m.sb.cleanUp() }
        let good = try Data(contentsOf: Self.cache(m.laptop))
        var flipped = good
        flipped[flipped.count / 2] ^= 0x5A
        for (n, damaged) in [Data("garbage\n".utf8), good.prefix(good.count - 3), flipped, Data()].enumerated() {
            try damaged.write(to: Self.cache(m.laptop))
            try m.write(m.laptop, "2026/10/2026-10-0\(n + 1).md", body: "Written elsewhere.\n", created: "2026-10-0\(n + 1)T09:00:00+09:00")
            try await Self.expectCommittedAndPushed(m, try await m.sync(m.laptop), ["2026/10/2026-10-0\(n + 1).md"])
            try await m.sync(m.laptop).expectSuccess()
            let written = try Data(contentsOf: Self.cache(m.laptop))
            #expect(written != damaged && written.starts(with: Data("diary-folder-scan 3\n".utf8)), "written again")
        }
    }

    @Test("nothing changed: nothing committed, nothing pushed, the remote and the vault as they were")
    func nothingToDo() async throws {
        let m = try await Self.ready()
        defer { m.sb.cleanUp() }
        try Data("a note\n".utf8).write(to: m.laptop.appendingPathComponent("2026/11/notes.txt"))
        let before = try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.bare).stdout
        // Nothing of git's is written either: no index, no attention list with nothing in it.
        let index = Self.info(m.laptop.appendingPathComponent(".git/index"))
        for _ in 0..<3 {
            let result = try await m.sync(m.laptop)
            Expect.success(result)
            #expect(result.stdout.contains("Synced with origin: nothing new on either side.") && !result.stdout.contains("edited"), "\(result)")
        }
        // Looked at before plain git's status, which itself rewrites an index whose entries are racily clean.
        let after = Self.info(m.laptop.appendingPathComponent(".git/index"))
        #expect(try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.bare).stdout == before)
        #expect(try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.laptop).stdout == before)
        #expect(try await m.sb.gitResult(["status", "--porcelain"], in: m.laptop).stdout == "?? 2026/11/notes.txt\n")
        #expect(after.st_ino == index.st_ino && after.st_mtim.tv_nsec == index.st_mtim.tv_nsec, "the index was not rewritten")
        #expect(!FileManager.default.fileExists(atPath: m.laptop.appendingPathComponent(".git/diary/attention.json").path))
    }
}
