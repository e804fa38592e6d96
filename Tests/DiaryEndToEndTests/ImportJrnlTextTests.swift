import Foundation
import TestSupport
import Testing

/// `diary import jrnl` of the journal file jrnl 4.6 itself writes (`make test-deps` installs jrnl from PyPI),
/// against `diary import jrnl` of `jrnl --format json` of the same journal: the same vault, file for file.
@Suite("diary import jrnl: jrnl's journal file")
struct ImportJrnlTextTests {
    /// jrnl's configuration, pointing at `journal` (colours off, jrnl's default time format and tag symbol).
    static func config(journal: URL) -> String {
        """
        colors: {body: none, date: none, tags: none, title: none}
        default_hour: 9
        default_minute: 0
        editor: ''
        encrypt: false
        highlight: false
        indent_character: '|'
        journals:
          default:
            journal: \(journal.path)
        linewrap: 79
        tagsymbols: '@'
        template: false
        timeformat: '%Y-%m-%d %H:%M'
        version: v4.6

        """
    }

    /// What is written with jrnl: tags (one in upper case, two in an entry), a star, two entries on one day
    /// (written out of order), Korean text, an entry of several lines and one that is a title alone.
    static let written = [
        "2025-11-21 18:30: 저녁은 된장찌개. *\n@가족 과 함께 먹었다.",
        "2025-11-21 09:14: Walk along the river with @Work people.\nCold but clear.\n\nSaw a heron @walk.",
        "2025-11-22 07:00: 한국어 제목만 있는 일기 @가족",
        "2025-11-23 22:10: Late. Wrote this in one line, @walk and @late-night."
    ]

    /// Runs jrnl 4.6 (`python3 -m jrnl`) in the sandbox with `arguments`; its home and data are the sandbox's.
    func jrnl(_ sb: Sandbox, _ arguments: [String]) async throws -> RunResult {
        let config = sb.root.appendingPathComponent("jrnl.yaml")
        if !FileManager.default.fileExists(atPath: config.path) {
            let journal = sb.root.appendingPathComponent("jrnl/journal.txt")
            try FileManager.default.createDirectory(at: journal.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(Self.config(journal: journal).utf8).write(to: config)
        }
        let env = sb.environment(["XDG_DATA_HOME": sb.root.appendingPathComponent("data").path])
        return try await LaunchedProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["python3", "-m", "jrnl", "--config-file", config.path] + arguments,
            environment: env, directory: sb.root, stdin: nil, ioFolder: sb.io
        ).wait()
    }

    @Test("times New York's clocks skip or repeat, written by jrnl: imported by the rule, each named in a warning")
    func daylightSavingTimes() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        for entry in ["2024-03-10 02:30: Spring forward.", "2024-11-03 01:30: Fall back.", "2024-11-04 09:00: Ordinary."] {
            let result = try await jrnl(sb, [entry])
            try #require(result.status == 0, "jrnl 4.6 is needed (make test-deps): \(result)")
        }
        let journal = sb.root.appendingPathComponent("jrnl/journal.txt")
        let imported = try await sb.diary("import", "jrnl", journal.path, env: ["TZ": "America/New_York"])
        Expect.success(imported)
        #expect(
            imported.errorLines == [
                "warning: journal.txt:1: 2024-03-10 02:30 does not exist in America/New_York (the clocks moved forward); "
                    + "read as 2024-03-10T03:30:00-04:00, moved on by the change",
                "warning: journal.txt:3: 2024-11-03 01:30 comes twice in America/New_York (the clocks moved back); "
                    + "read as the first, 2024-11-03T01:30:00-04:00"
            ], "\(imported)")
        #expect(sb.text("2024/03/2024-03-10.md")?.contains("created: 2024-03-10T03:30:00-04:00\n") == true)
        #expect(sb.text("2024/11/2024-11-03.md")?.contains("created: 2024-11-03T01:30:00-04:00\n") == true)
        #expect(sb.text("2024/11/2024-11-04.md")?.contains("created: 2024-11-04T09:00:00-05:00\n") == true)
        try await sb.expectClean()
    }

    @Test("the journal file jrnl writes imports as its JSON export does, file for file; both know each other's entries")
    func textAsJSON() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try await sb.setIdentity()
        for entry in Self.written {
            let result = try await jrnl(sb, [entry])
            try #require(result.status == 0, "jrnl 4.6 is needed (make test-deps): \(result)")
        }
        let journal = sb.root.appendingPathComponent("jrnl/journal.txt")
        let export = try await jrnl(sb, ["--format", "json"])
        try #require(export.status == 0, "\(export)")
        let json = sb.root.appendingPathComponent("journal.json")
        try Data(export.stdout.utf8).write(to: json)

        let imported = try await sb.diary("import", "jrnl", journal.path)
        Expect.success(imported)
        #expect(imported.stdout.contains("Imported 4 entries, skipped 0, 0 already there ("), "\(imported)")
        #expect(try await sb.subjects() == ["Import 4 entries from jrnl"])
        #expect(
            try await sb.filesChanged() == [
                "2025/11/2025-11-21-2.md", "2025/11/2025-11-21.md", "2025/11/2025-11-22.md", "2025/11/2025-11-23.md"
            ])
        // What was written, as jrnl split it: the title up to the first line break (else the first sentence).
        #expect(
            sb.text("2025/11/2025-11-21.md") == """
                ---
                schema: 2
                created: 2025-11-21T09:14:00+09:00
                tags: [work, walk]
                ---
                # Walk along the river with @Work people.

                Cold but clear.

                Saw a heron @walk.

                """)
        #expect(
            sb.text("2025/11/2025-11-21-2.md") == """
                ---
                schema: 2
                created: 2025-11-21T18:30:00+09:00
                tags: [가족]
                starred: true
                ---
                # 저녁은 된장찌개.

                @가족 과 함께 먹었다.

                """)
        #expect(sb.text("2025/11/2025-11-22.md")?.hasSuffix("tags: [가족]\n---\n# 한국어 제목만 있는 일기 @가족\n") == true)
        #expect(
            sb.text("2025/11/2025-11-23.md")?.hasSuffix(
                "tags: [walk, late-night]\n---\n# Late.\n\nWrote this in one line, @walk and @late-night.\n") == true)
        try await sb.expectClean()

        // The JSON export of the same journal, into another vault: the same files, byte for byte.
        let other = try Sandbox()
        defer { other.cleanUp() }
        try await other.initVault()
        try await other.setIdentity()
        Expect.success(try await other.diary("import", "jrnl", json.path))
        #expect(try other.files() == sb.files())

        // Each import knows the other's entries (by time and title): nothing is added twice.
        let again = try await sb.diary("import", "jrnl", json.path)
        Expect.success(again)
        #expect(again.stdout.contains("Imported 0 entries, skipped 0, 4 already there."), "\(again)")
        let text = try Data(contentsOf: journal)
        let fromStandardInput = try await other.diary("import", "jrnl", "-", stdin: text)
        Expect.success(fromStandardInput)
        #expect(fromStandardInput.stdout.contains("Imported 0 entries, skipped 0, 4 already there."), "\(fromStandardInput)")
        #expect(try await sb.commitCount() == 1)
        #expect(try await other.commitCount() == 1)
    }

    @Test(
        "a file that is neither jrnl's journal nor its JSON export, or one jrnl encrypted: one error line naming it, nothing written",
        arguments: [
            ("notes.txt", Data("Some notes\n[2025-11-21 09:14] not at the start\n".utf8), "neither a jrnl journal file"),
            ("journal.txt", Data("JRNLv3".utf8) + Data((0..<64).map { UInt8($0 * 7 % 256) }), "a journal jrnl encrypted"),
            ("empty.txt", Data(), "neither a jrnl journal file")
        ])
    func neither(_ name: String, _ bytes: Data, _ said: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try await sb.setIdentity()
        let file = sb.root.appendingPathComponent(name)
        try bytes.write(to: file)
        let result = try await sb.diary("import", "jrnl", file.path)
        #expect(result.status == 1, "\(result)")
        Expect.expectNoCrash(result)
        #expect(result.errorLines == [result.stderr.trimmingCharacters(in: .newlines)], "\(result)")
        #expect(result.stderr.hasPrefix("error: \(file.path): \(said)"), "\(result)")
        #expect(result.stderr.contains("jrnl --format json"), "\(result)")
        #expect(result.stdout.isEmpty, "\(result)")
        #expect(try await sb.commitCount() == 0)
        #expect(try Data(contentsOf: file) == bytes)
        try await sb.expectClean()
    }
}
