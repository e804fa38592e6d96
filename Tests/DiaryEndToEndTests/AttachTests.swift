import Foundation
import TestSupport
import Testing

/// `diary attach FILE [DAY|PATH]`: one's own file copied beside the entry under its SHA-256 and linked from
/// it, in one commit; stored once; large files said so; refusals name the file; and carried by sync.
@Suite("diary attach")
struct AttachTests {
    @Test("attach FILE [DAY|PATH]: copied under its SHA-256, linked, one commit; the same file twice is stored once; refusals name the file")
    func attach() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let entry = "2025/11/2025-11-21.md"
        try sb.write(entry, "---\nschema: 2\ncreated: 2025-11-21T09:14:03+09:00\n---\n# Harbour\n\nCold wind.\n")
        try await sb.plainGitCommitAll("An entry")
        let today = ["DIARY_TODAY": "2025-11-21"]
        let photo = sb.root.appendingPathComponent("IMG 0001.JPG")
        try DayOneZipFixture.photo.write(to: photo)
        let sha = try await DayOneZipFixture.hash(sb, "sha256sum", DayOneZipFixture.photo)

        let attached = try await sb.diary("attach", photo.path, env: today)
        Expect.success(attached)
        #expect(
            attached.stdout
                == "Attached \(photo.path) to \(entry) as 2025/11/media/\(sha).jpg (Attach IMG 0001.JPG to 2025-11-21, "
                + "\(try await sb.git("rev-parse", "--short=7", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines))).\n",
            "\(attached)")
        #expect(
            sb.text(entry)
                == "---\nschema: 2\ncreated: 2025-11-21T09:14:03+09:00\n---\n# Harbour\n\nCold wind.\n\n![IMG 0001.JPG](media/\(sha).jpg)\n")
        #expect(sb.bytes("2025/11/media/\(sha).jpg") == DayOneZipFixture.photo)
        #expect(try await sb.subjects().first == "Attach IMG 0001.JPG to 2025-11-21")
        #expect(Set(try await sb.filesChanged()) == [entry, "2025/11/media/\(sha).jpg"])
        try await sb.expectClean()

        let twice = try await sb.diary("attach", photo.path, entry, env: today)
        Expect.success(twice)
        #expect(twice.stdout.contains("already") && twice.stdout.contains("nothing to do"), "\(twice)")
        #expect(try await sb.commitCount() == 2)

        let show = try await sb.diary("show", entry)
        #expect(show.stdout.hasSuffix("\nAttachments:\n  2025/11/media/\(sha).jpg (39 KB)\n"), "\(show)")

        // A large file: attached, and said so with its name and size on stderr.
        let video = sb.root.appendingPathComponent("long.mov")
        FileManager.default.createFile(atPath: video.path, contents: nil)
        let handle = try FileHandle(forWritingTo: video)
        try handle.truncate(atOffset: 60 * 1024 * 1024)
        try handle.close()
        let large = try await sb.diary("attach", video.path, "2025-11-21")
        Expect.success(large)
        #expect(large.errorLines.count == 1 && large.errorLines[0].hasPrefix("warning: \(video.path) is 60 MB; "), "\(large)")
        try await sb.expectClean()

        let before = try await sb.state()
        let missing = try await sb.diary("attach", sb.root.appendingPathComponent("nope.jpg").path, env: today)
        Expect.oneLineError(missing, mentioning: ["nope.jpg", "No such file or directory"])
        let folder = try await sb.diary("attach", sb.root.path, env: today)
        Expect.oneLineError(folder, mentioning: [sb.root.path, "folder"])
        let noEntry = try await sb.diary("attach", photo.path, "2025-11-22")
        Expect.oneLineError(noEntry, mentioning: ["2025-11-22", "no entry to attach to"])
        #expect(try await sb.state() == before)
    }

    @Test("the index holds an attached file's stat as it is after the attach, so no status reads the file again")
    func attachedStatIsCurrent() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let entry = "2025/11/2025-11-21.md"
        try sb.write(entry, "---\nschema: 2\ncreated: 2025-11-21T09:14:03+09:00\n---\n# Harbour\n")
        try await sb.plainGitCommitAll("An entry")
        // Over a megabyte: streamed into the object store, as a video would be.
        let video = sb.root.appendingPathComponent("harbour.mov")
        try SplitMix64.bytes(named: "harbour.mov", count: (2 << 20) + 3).write(to: video)
        Expect.success(try await sb.diary("attach", video.path, entry))
        let path = try #require(try await sb.gitLines("ls-files", "--", "*/media/*").first)
        // `git ls-files --debug` prints the index's ctime and mtime ("  ctime: SECONDS:NANOSECONDS").
        let debug = try await sb.git("ls-files", "--debug", "--", path)
        let recorded = debug.split(separator: "\n").filter { $0.contains("ctime:") || $0.contains("mtime:") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let stat = try await sb.toolResult(["stat", "-c", "%Z:%z|%Y:%y", path]).succeeded().stdout
        // stat's %z / %y carry the nanoseconds after the seconds' dot.
        let parts = stat.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "|").map { part -> String in
            let fields = part.split(separator: ":", maxSplits: 1)
            let nanoseconds = fields[1].split(separator: ".").last?.prefix(9) ?? ""
            return "\(fields[0]):\(Int(nanoseconds.prefix { $0.isNumber }) ?? 0)"
        }
        #expect(recorded == ["ctime: \(parts[0])", "mtime: \(parts[1])"], "index \(recorded), file \(stat)")
    }

    @Test("a file attached on one machine reaches the other with sync, and neither takes it for an entry")
    func attachedFilesTravel() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        try sb.write("2025/10/2025-10-19.md", "---\nschema: 2\ncreated: 2025-10-19T10:00:00+09:00\n---\nQuiet Sunday.\n")
        try await sb.plainGitCommitAll("An entry")
        let bare = sb.root.appendingPathComponent("diary.git")
        try await sb.gitResult(["init", "-q", "--bare", bare.path], in: sb.root).succeeded()
        Expect.success(try await sb.diary("remote", "add", "origin", bare.path))
        Expect.success(try await sb.diary("sync"))
        let desktop = sb.root.appendingPathComponent("desktop")
        Expect.success(try await sb.diary("init", "--clone", bare.path, vault: .at(desktop)))
        for setting in [["user.name", "Ada Writer"], ["user.email", "ada@example.com"]] {
            try await sb.gitResult(["config"] + setting, in: desktop).succeeded()
        }
        let photo = sb.root.appendingPathComponent("harbour.png")
        try DayOneZipFixture.bytes("harbour").write(to: photo)
        Expect.success(try await sb.diary("attach", photo.path, "2025-10-19", vault: .at(desktop)))
        Expect.success(try await sb.diary("sync", vault: .at(desktop)))
        Expect.success(try await sb.diary("sync"))
        let sha = try await DayOneZipFixture.hash(sb, "sha256sum", DayOneZipFixture.bytes("harbour"))
        #expect(sb.bytes("2025/10/media/\(sha).png") == DayOneZipFixture.bytes("harbour"))
        #expect(sb.text("2025/10/2025-10-19.md")?.hasSuffix("Quiet Sunday.\n\n![harbour.png](media/\(sha).png)\n") == true)
        for vault in [sb.vault, desktop] {
            let status = try await sb.diary("status", vault: .at(vault))
            Expect.success(status)
            #expect(!status.stdout.contains("media") && status.stderr.isEmpty, "\(status)")
            let list = try await sb.diary("list", "--json", vault: .at(vault))
            #expect(list.status == 0 && list.stdout.components(separatedBy: "\"path\"").count == 2, "\(list)")
            try await sb.expectClean(in: vault)
        }
    }
}
