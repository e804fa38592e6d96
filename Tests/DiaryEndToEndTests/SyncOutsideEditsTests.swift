import Foundation
import Testing

/// What `diary sync` takes from the work tree as edits made outside diary: entries, `.diary/` and files
/// git already tracks; never an editor's or the system's leftovers, with or without a `.gitignore`.
@Suite("sync's outside-edits commit takes entries and tracked files, never leftovers")
struct SyncOutsideEditsTests {
    static let leftovers = [
        "2026/11/.2026-11-20.md.tmp-4242",  // diary's own atomic write, killed
        "2026/11/.2026-11-20.md.swp", "2026/11/.2026-11-20.md.swo", ".diary/.config.yaml.swx",  // vim
        "2026/11/4913",  // vim's write test
        "2026/11/#2026-11-20.md#", "2026/11/.#2026-11-20.md",  // emacs
        "2026/11/2026-11-20.md~",  // backups
        ".DS_Store", "2026/11/.DS_Store", "2026/._2026-11-20.md", "2026/11/Thumbs.db"
    ]

    @Test("leftovers stay out of the commit and off the remote; an entry, a tracked README and .diary/ go")
    func leftoversAreNeverCommitted() async throws {
        let m = try await SyncTests.Machines.make()
        defer { m.sb.cleanUp() }
        // A README the user added with git: tracked, so its edits are synced.
        try Data("About this diary.\n".utf8).write(to: m.laptop.appendingPathComponent("README.md"))
        try await m.sb.gitResult(["add", "README.md"], in: m.laptop).expectSuccess()
        try await m.sb.gitResult(["-c", "user.name=a", "-c", "user.email=a@b", "commit", "-qm", "readme"], in: m.laptop).expectSuccess()
        for path in Self.leftovers {
            let url = m.laptop.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("leftover\n".utf8).write(to: url)
        }
        try Data("About this diary, edited.\n".utf8).write(to: m.laptop.appendingPathComponent("README.md"))
        try m.write(m.laptop, "2026/11/2026-11-22.md", body: "Written in another editor.\n", created: "2026-11-22T09:00:00+09:00")
        try FileManager.default.createDirectory(at: m.laptop.appendingPathComponent(".diary"), withIntermediateDirectories: true)
        try Data("tags: [daily]\n".utf8).write(to: m.laptop.appendingPathComponent(".diary/config.yaml"))
        try Data("a note\n".utf8).write(to: m.laptop.appendingPathComponent("2026/11/notes.txt"))

        let status = try await m.sb.diary("status", vault: .at(m.laptop))
        Expect.success(status)
        #expect(status.stdout.contains("Not synced") && status.stdout.contains("2026/11/notes.txt"), "\(status)")
        for path in Self.leftovers { #expect(!status.stdout.contains(path), "status names no leftover: \(path)\n\(status)") }

        let result = try await m.sync(m.laptop)
        Expect.success(result)
        #expect(result.stdout.contains("3 edited outside diary committed"), "\(result)")
        let committed = try await m.sb.gitResult(["show", "--name-only", "--format=", "HEAD"], in: m.laptop).outputLines
        #expect(committed.sorted() == [".diary/config.yaml", "2026/11/2026-11-22.md", "README.md"], "\(committed)")
        let onRemote = try await m.sb.gitResult(["ls-tree", "-r", "--name-only", "HEAD"], in: m.bare).outputLines
        for path in Self.leftovers + ["2026/11/notes.txt"] { #expect(!onRemote.contains(path), "\(path) reached the remote") }
        for path in Self.leftovers + ["2026/11/notes.txt"] {
            #expect(FileManager.default.fileExists(atPath: m.laptop.appendingPathComponent(path).path), "sync never deletes \(path)")
        }
    }

    @Test("a file not committed here where the remote has one: refused, naming it; nothing is overwritten")
    func uncommittedFileInTheWay() async throws {
        let m = try await SyncTests.Machines.make()
        defer { m.sb.cleanUp() }
        try Data("the laptop's notes\n".utf8).write(to: m.laptop.appendingPathComponent("notes.txt"))
        try await m.sb.gitResult(["add", "notes.txt"], in: m.laptop).expectSuccess()
        try await m.sb.gitResult(["-c", "user.name=a", "-c", "user.email=a@b", "commit", "-qm", "notes"], in: m.laptop).expectSuccess()
        try await m.sync(m.laptop).expectSuccess()
        let mine = Data("the desktop's own notes, never added\n".utf8)
        try mine.write(to: m.desktop.appendingPathComponent("notes.txt"))
        let head = try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.desktop).stdout

        let result = try await m.sync(m.desktop)
        Expect.oneLineError(result, mentioning: ["notes.txt", "git add"])
        #expect(FileManager.default.contents(atPath: m.desktop.appendingPathComponent("notes.txt").path) == mine)
        #expect(try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.desktop).stdout == head)
        #expect(!FileManager.default.fileExists(atPath: m.desktop.appendingPathComponent(".git/diary/sync-journal").path))
    }
}

@Suite("sync and status on a detached HEAD")
struct DetachedHeadSyncTests {
    @Test("a detached HEAD: one plain error line from sync and status, never libgit2's code; nothing changes")
    func detachedHead() async throws {
        let m = try await SyncTests.Machines.make()
        defer { m.sb.cleanUp() }
        try await m.sb.gitResult(["checkout", "-q", "--detach", "HEAD"], in: m.laptop).expectSuccess()
        try m.write(m.laptop, "2026/11/2026-11-22.md", body: "Written while detached.\n", created: "2026-11-22T09:00:00+09:00")
        let head = try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.laptop).stdout
        for command in ["sync", "status"] {
            let result = try await m.sb.diary(command, vault: .at(m.laptop))
            Expect.oneLineError(result, mentioning: ["detached", "git switch"])
            #expect(!result.stderr.contains("code -") && !result.stderr.contains("currentBranch"), "\(result)")
        }
        #expect(try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.laptop).stdout == head)
        #expect(try await m.sb.gitResult(["status", "--porcelain"], in: m.laptop).stdout.contains("2026-11-22.md"))
    }
}
