import Foundation
import TestSupport
import Testing

/// An import reads at most 64 MB from one file: a larger one is refused before it is read, by its size
/// (or, in a zip, by the size the zip's directory gives), naming the file and the limit.
@Suite("import limits")
struct ImportLimitTests {
    static let limit = "64 MB"

    /// A file of `megabytes` that takes no room on disk: zeros, sparse.
    static func sparseFile(_ url: URL, megabytes: Int) throws {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(megabytes) * 1024 * 1024)
        try handle.close()
    }

    /// A Day One zip of a few hundred KB whose `Journal.json` unpacks to `megabytes` (an entry, then spaces).
    static func dayOneZip(_ url: URL, megabytes: Int, sandbox sb: Sandbox) async throws {
        let script = """
            import sys, zipfile
            entry = b'{"entries": [{"creationDate": "2025-11-21T00:14:03Z", "timeZone": "Asia/Seoul", "text": "Hello"}'
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                with z.open("Journal.json", "w", force_zip64=True) as f:
                    f.write(entry)
                    block = b" " * (1 << 20)
                    for _ in range(int(sys.argv[2])):
                        f.write(block)
                    f.write(b"]}")
            """
        let made = try await LaunchedProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["python3", "-c", script, url.path, String(megabytes)],
            environment: sb.environment(), directory: sb.root, stdin: nil,
            ioFolder: sb.root.appendingPathComponent("io-zip")
        ).wait()
        try #require(made.status == 0, "\(made)")
    }

    @Test(
        "a Day One zip whose Journal.json unpacks to 1.5 GB: refused at once in a few MB, nothing imported",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/env")))
    func hugeJournalInZip() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let zip = sb.root.appendingPathComponent("Export.zip")
        try await Self.dayOneZip(zip, megabytes: 1536, sandbox: sb)
        let size = try FileManager.default.attributesOfItem(atPath: zip.path)[.size] as? Int ?? 0
        #expect(size < 4 * 1024 * 1024, "the zip is \(size) bytes")
        let before = try await sb.state()
        let run = try await sb.boundedDiary(["import", "dayone", zip.path], megabytes: 200)
        #expect(run.finishedWithinBounds, "\(run.result)")
        Expect.oneLineError(run.result, mentioning: ["Export.zip/Journal.json", "1.5 GB", Self.limit])
        #expect(try await sb.state() == before)
    }

    @Test("a Day One zip within the limit still imports")
    func smallJournalInZip() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let zip = sb.root.appendingPathComponent("Export.zip")
        try await Self.dayOneZip(zip, megabytes: 2, sandbox: sb)
        let run = try await sb.boundedDiary(["import", "dayone", zip.path], megabytes: 300)
        Expect.success(run.result)
        #expect(sb.text("2025/11/2025-11-21.md")?.contains("Hello") == true, "\(run.result)")
    }

    @Test(
        "a jrnl export of 200 MB, as a file, on standard input or through a pipe, and a Day One JSON: refused, a file unread",
        arguments: ["file", "stdin", "pipe", "dayone"])
    func hugeFile(how: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let big = sb.root.appendingPathComponent("journal.json")
        try Self.sparseFile(big, megabytes: 200)
        let before = try await sb.state()
        let run: BoundedRun
        switch how {
        case "file": run = try await sb.boundedDiary(["import", "jrnl", big.path], megabytes: 150)
        case "stdin": run = try await sb.boundedDiary(["import", "jrnl", "-"], megabytes: 150, stdin: big)
        // Through a pipe the first 64 MB are read before the limit is known: a higher cap.
        case "pipe": run = try await sb.boundedDiary(["import", "jrnl", "-"], megabytes: 300, stdin: big, piped: true)
        default: run = try await sb.boundedDiary(["import", "dayone", big.path], megabytes: 150)
        }
        #expect(run.finishedWithinBounds, "\(run.result)")
        Expect.oneLineError(run.result, mentioning: [how == "stdin" || how == "pipe" ? "standard input" : big.path, Self.limit])
        // A pipe says nothing of its size: the error says "larger than".
        #expect(run.result.stderr.contains(how == "pipe" ? "larger than the 64 MB" : "is 200 MB, more than the 64 MB"), "\(run.result)")
        #expect(try await sb.state() == before)
    }

    @Test("import folder: a Markdown file past the limit is skipped with the reason, the others imported")
    func hugeMarkdownInFolder() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let folder = sb.root.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("# Small\n\nA day.\n".utf8).write(to: folder.appendingPathComponent("2025-11-20.md"))
        try Self.sparseFile(folder.appendingPathComponent("2025-11-21.md"), megabytes: 100)
        let run = try await sb.boundedDiary(["import", "folder", folder.path], megabytes: 150)
        #expect(run.finishedWithinBounds, "\(run.result)")
        #expect(run.result.status == 1, "\(run.result)")
        #expect(run.result.stderr.contains("skipped: 2025-11-21.md: the file is 100 MB, more than the 64 MB"), "\(run.result)")
        #expect(sb.exists("2025/11/2025-11-20.md"))
        #expect(!sb.exists("2025/11/2025-11-21.md"))
    }
}
