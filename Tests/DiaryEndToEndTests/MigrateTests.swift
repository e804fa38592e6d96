import Foundation
import TestSupport
import Testing

/// Vaults written by an older diary (schema 1), a plain journal folder (schema 0), and files no migration can fix.
enum MigrateFixture {
    static let river = "2025/11/2025-11-21.md"
    static let autumn = "2025/10/2025-10-18.md"
    static let commute = "2025/11/2025-11-02.md"
    static let current = "2025/09/2025-09-03.md"

    static let badYAML = "2025/08/2025-08-01.md"
    static let notUTF8 = "2025/08/2025-08-02.md"
    static let conflict = "2025/08/2025-08-03.md"

    static let migratable = [river, autumn, commute]
    static let broken = [badYAML, notUTF8, conflict]

    static let texts: [String: String] = [
        river:
            "---\ncreated: 1763683200.0\nlocation: Seoul, South Korea\nweather: Sunny\ntags: travel, family\n---\n# Walk along the river\n\nCold wind, warm coffee.\n",
        autumn: "---\ncreated: 1760772000\nlocation: 북한산, 서울\nweather: 맑음\ntags: 산책, walk\nmood: NO\n---\n# 가을 산책\n\n단풍이 절반쯤 들었다.\n",
        commute: "# 출근길\n\n지하철이 오늘도 붐볐다.\n",
        current: Fixture.entry(day: "2025-09-03", time: "07:45:00", title: "Autumn begins", body: "The first cool morning."),
        badYAML: "---\ncreated: [unclosed\ntags: {a: \n---\nBroken YAML.\n",
        conflict: "---\ncreated: 1763683200\ndate: 2024-01-01\n---\nTwo dates.\n"
    ]
    static let notUTF8Bytes = Data("---\ncreated: 1763683200\n---\ncaf".utf8) + Data([0xE9, 0x0A])

    /// The migrated files (Asia/Seoul, adopted today so schema 0 takes midnight).
    static let migrated: [String: String] = [
        river:
            "---\nschema: 2\ncreated: 2025-11-21T09:00:00+09:00\nlocation:\n  name: Seoul, South Korea\nweather:\n  condition: Sunny\ntags: [travel, family]\n---\n# Walk along the river\n\nCold wind, warm coffee.\n",
        autumn:
            "---\nschema: 2\ncreated: 2025-10-18T16:20:00+09:00\nlocation:\n  name: 북한산, 서울\nweather:\n  condition: 맑음\ntags: [산책, walk]\nmood: NO\n---\n# 가을 산책\n\n단풍이 절반쯤 들었다.\n",
        commute: "---\nschema: 2\ncreated: 2025-11-02T00:00:00+09:00\n---\n# 출근길\n\n지하철이 오늘도 붐볐다.\n"
    ]

    /// A vault adopted by `diary init` with the schema 0, 1 and 2 entries, and the broken files when asked.
    static func vault(_ sb: Sandbox, broken: Bool = false, only: [String]? = nil) async throws {
        for (path, text) in texts where (only ?? migratable + [current]).contains(path) || (broken && Self.broken.contains(path)) {
            try sb.write(path, text)
        }
        if broken { try sb.write(notUTF8, bytes: notUTF8Bytes) }
        try await sb.initVault()
    }
}

@Suite("diary migrate")
struct MigrateTests {
    @Test("--dry-run -v: the summary and a unified diff per file; nothing written")
    func dryRunVerbose() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await MigrateFixture.vault(sb)
        let before = try await sb.state()

        let result = try await sb.diary("migrate", "--dry-run", "-v")
        Expect.success(result)
        let out = result.stdout
        #expect(out.contains("Entries: schema 0: 1, schema 1: 2, schema 2: 1."), "\(result)")
        #expect(out.contains("Would migrate 3 entries to schema 2"), "\(result)")
        for path in MigrateFixture.migratable {
            #expect(out.contains("--- a/\(path)") && out.contains("+++ b/\(path)"), "a diff for \(path): \(result)")
        }
        #expect(!out.contains("a/\(MigrateFixture.current)"), "no diff for the entry already current")
        #expect(out.contains("\n-created: 1763683200.0\n"), "\(result)")
        #expect(out.contains("\n+created: 2025-11-21T09:00:00+09:00\n"), "\(result)")
        #expect(out.contains("\n+  name: Seoul, South Korea\n") && out.contains("\n-location: Seoul, South Korea\n"), "\(result)")
        #expect(out.contains("\n+created: 2025-11-02T00:00:00+09:00\n"), "\(result)")
        #expect(!result.stderr.contains("\r"), "no progress bar when stderr is not a terminal: \(result)")
        #expect(result.stderr.isEmpty, "\(result)")
        #expect(try await sb.state() == before, "a dry run writes nothing")
        try await sb.expectClean()
    }

    @Test("--dry-run without -v: the summary only")
    func dryRunQuiet() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await MigrateFixture.vault(sb)
        let before = try await sb.state()
        let result = try await sb.diary("migrate", "--dry-run")
        Expect.success(result)
        #expect(result.stdout.contains("Entries: schema 0: 1, schema 1: 2, schema 2: 1."), "\(result)")
        #expect(result.stdout.contains("Would migrate 3 entries"), "\(result)")
        #expect(!result.stdout.contains("@@") && !result.stdout.contains("+created"), "\(result)")
        #expect(try await sb.state() == before)
    }

    @Test("migrate: one commit, the summary; a second run finds nothing to do and commits nothing")
    func migrateThenAgain() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await MigrateFixture.vault(sb)
        let commits = try await sb.commitCount()

        let result = try await sb.diary("migrate")
        Expect.success(result)
        #expect(result.stdout.contains("Entries: schema 0: 1, schema 1: 2, schema 2: 1."), "\(result)")
        #expect(result.stdout.contains("Migrated 3 entries to schema 2"), "\(result)")
        #expect(result.stderr.isEmpty && !result.stderr.contains("\r"), "\(result)")
        #expect(try await sb.commitCount() == commits + 1)
        #expect(try await sb.subjects().first == "Migrate 3 entries to schema 2")
        #expect(try await sb.filesChanged().sorted() == MigrateFixture.migratable.sorted())
        let head = try #require(try await sb.head())
        #expect(result.stdout.contains(String(head.prefix(7))), "the summary names the commit: \(result)")
        for (path, text) in MigrateFixture.migrated {
            #expect(sb.text(path) == text, "\(path): \(sb.text(path)?.debugDescription ?? "missing")")
        }
        #expect(sb.text(MigrateFixture.current) == MigrateFixture.texts[MigrateFixture.current])
        try await sb.expectClean()

        let again = try await sb.diary("migrate")
        Expect.success(again)
        #expect(again.stdout.contains("Entries: schema 2: 4."), "\(again)")
        #expect(again.stdout.contains("Nothing to migrate"), "\(again)")
        #expect(try await sb.head() == head, "no new commit")
        try await sb.expectClean()
    }

    @Test("a daily note whose leftover date is months from its name: moved and named; --trust-name keeps it on its name's day")
    func staleDates() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let stale = "---\ndate: 2021-09-14T10:23:00\n---\n# Sunday\n\nRain all day.\n"
        try sb.write("2022/02/2022-02-13.md", stale)
        try await sb.initVault()
        let dry = try await sb.diary("migrate", "--dry-run")
        Expect.success(dry)
        #expect(dry.stdout.contains("Would move 2022/02/2022-02-13.md → 2021/09/2021-09-14.md: its date is that day."), "\(dry)")
        let kept = try await sb.diary("migrate", "--trust-name")
        Expect.success(kept)
        #expect(!kept.stdout.contains("move"), "\(kept)")
        #expect(
            sb.text("2022/02/2022-02-13.md")
                == "---\nschema: 2\ncreated: 2022-02-13T00:00:00+09:00\ndate: 2021-09-14T10:23:00\n---\n# Sunday\n\nRain all day.\n")
        try await sb.expectClean()
    }

    @Test("files that cannot be migrated: each named on stderr with an error line, left as they were; exit 1")
    func failuresListed() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await MigrateFixture.vault(sb, broken: true)
        let before = try await sb.state()

        let result = try await sb.diary("migrate")
        #expect(result.status == 1, "\(result)")
        Expect.expectNoCrash(result)
        #expect(result.stdout.contains("Entries: schema 0: 1, schema 1: 2, schema 2: 1."), "\(result)")
        #expect(result.stdout.contains("Migrated 3 entries to schema 2"), "\(result)")
        #expect(result.stdout.contains("Failed: 3"), "\(result)")
        #expect(!result.stderr.contains("\r"), "no progress bar when stderr is not a terminal: \(result)")
        #expect(result.errorLines.count == MigrateFixture.broken.count, "\(result)")
        for path in MigrateFixture.broken {
            #expect(result.errorLines.contains { $0.hasPrefix("error: ") && $0.contains(path) }, "\(path) named: \(result)")
        }
        #expect(result.errorLines.allSatisfy { $0.hasPrefix("error: ") }, "\(result)")
        #expect(result.stderr.contains("UTF-8"), "\(result)")

        #expect(try await sb.subjects().first == "Migrate 3 entries to schema 2")
        #expect(try await sb.filesChanged().sorted() == MigrateFixture.migratable.sorted())
        let after = try await sb.state()
        for path in MigrateFixture.broken {
            #expect(after.files[path] == before.files[path], "\(path) left byte for byte")
        }
        try await sb.expectClean()

        // Again: nothing more to migrate, the same failures, no commit.
        let head = try await sb.head()
        let again = try await sb.diary("migrate")
        #expect(again.status == 1, "\(again)")
        #expect(again.stdout.contains("Nothing to migrate"), "\(again)")
        #expect(again.errorLines.count == MigrateFixture.broken.count, "\(again)")
        #expect(try await sb.head() == head)
        #expect(try await sb.state() == after)
    }

    @Test("the vault's zone comes from TZ: the same instant in Los Angeles time")
    func zoneFromTZ() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await MigrateFixture.vault(sb, only: [MigrateFixture.river])
        Expect.success(try await sb.diary("migrate", env: ["TZ": "America/Los_Angeles"]))
        #expect(sb.text(MigrateFixture.river)?.createdValue == "2025-11-20T16:00:00-08:00", "\(sb.text(MigrateFixture.river) ?? "")")
    }

    @Test(
        "on a terminal, a progress bar on stderr: full once the commit is made, then erased; none with nothing to do",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func progressBarOnATerminal() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await MigrateFixture.vault(sb)
        // util-linux script(1) runs diary on a pseudo-terminal; what it printed comes out on script's stdout.
        func onATerminal() async throws -> RunResult {
            let command = "'\(DiaryBinary.url.path)' migrate --vault '\(sb.vault.path)'"
            let io = sb.root.appendingPathComponent("pty-io", isDirectory: true)
            return try await LaunchedProcess(
                executable: URL(fileURLWithPath: "/usr/bin/script"), arguments: ["-qec", command, "/dev/null"],
                environment: sb.environment(), directory: sb.root, stdin: nil, ioFolder: io
            ).wait()
        }
        let result = try await onATerminal()
        #expect(result.status == 0, "\(result)")
        let full = "\rMigrating " + String(repeating: "█", count: 30) + " committing\u{1B}[K"
        #expect(result.stdout.contains(full), "the full bar, ending in erase-to-end-of-line: \(result)")
        #expect(result.stdout.contains("\u{1B}[K\r\u{1B}[KEntries: "), "the bar erased before the summary: \(result)")
        #expect(result.stdout.contains("Migrated 3 entries to schema 2"), "\(result)")
        #expect(try await sb.subjects().first == "Migrate 3 entries to schema 2")
        try await sb.expectClean()
        let again = try await onATerminal()
        #expect(again.status == 0 && again.stdout.contains("Nothing to migrate"), "\(again)")
        #expect(
            !again.stdout.contains("Migrating") && !again.stdout.contains("░") && !again.stdout.contains("\u{1B}[K"),
            "no bar when there is nothing to do: \(again)")
    }

    @Test("stderr that is not a terminal gets no bar, however long the run")
    func noBarWithoutATerminal() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        for n in 0..<400 {
            let day = String(format: "2024-%02d-%02d", 1 + n / 28 % 12, 1 + n % 28)
            try sb.write(Seoul.path(day, 1 + n / 336), "---\ncreated: \(1_704_067_200 + n * 86_400).0\ntags: t\(n % 5)\n---\nEntry \(n).\n")
        }
        try await sb.initVault()
        let result = try await sb.diary("migrate")
        Expect.success(result)
        #expect(result.stdout.contains("Migrated 400 entries to schema 2"), "\(result)")
        #expect(result.stderr.isEmpty, "nothing on stderr at all: \(result)")
        let dryRun = try await sb.diary("migrate", "--dry-run")
        #expect(dryRun.stderr.isEmpty, "\(dryRun)")
    }

    @Test("--drop-aliases removes other tools' keys")
    func dropAliases() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.write(MigrateFixture.river, "---\nlayout: post\ndate: 2025-11-21 09:14:03 +0900\ncategories: [travel]\n---\nHello.\n")
        try await sb.initVault()
        Expect.success(try await sb.diary("migrate", "--drop-aliases"))
        #expect(
            sb.text(MigrateFixture.river) == "---\nschema: 2\ncreated: 2025-11-21T09:14:03+09:00\ntags: [travel]\nlayout: post\n---\nHello.\n",
            "\(sb.text(MigrateFixture.river)?.debugDescription ?? "")")
        try await sb.expectClean()
    }

    @Test("--to 3 is refused with one error line; nothing changes")
    func newerTargetRefused() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await MigrateFixture.vault(sb)
        let before = try await sb.state()
        let result = try await sb.diary("migrate", "--to", "3")
        Expect.oneLineError(result, mentioning: ["schema 3"])
        #expect(try await sb.state() == before)
    }
}

@Suite("Older schemas read lazily, upgraded on save")
struct MigrateLazyPathTests {
    @Test("list and show read a schema-1 vault before any migration, and write nothing")
    func schemaOneReadable() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await MigrateFixture.vault(sb, only: [MigrateFixture.river, MigrateFixture.autumn])
        let before = try await sb.state()

        let list = try await sb.diary("list")
        Expect.success(list)
        #expect(list.outputLines.count == 2, "\(list)")
        let river = try #require(list.stdout.range(of: "Walk along the river"), "\(list)")
        let autumn = try #require(list.stdout.range(of: "가을 산책"), "\(list)")
        #expect(river.lowerBound < autumn.lowerBound, "newest first")
        #expect(list.stderr.isEmpty, "\(list)")

        let show = try await sb.diary("show", "2025-11-21")
        Expect.success(show)
        #expect(show.stdout.contains("Walk along the river"), "\(show)")
        #expect(show.stdout.contains("Nov") && show.stdout.contains("2025") && show.stdout.contains("9:00"), "date in Seoul: \(show)")
        #expect(show.stdout.contains("Seoul, South Korea"), "\(show)")
        #expect(show.stdout.contains("Sunny"), "\(show)")
        #expect(show.stdout.contains("travel") && show.stdout.contains("family"), "\(show)")
        #expect(show.stdout.contains("Cold wind, warm coffee."), "\(show)")

        let korean = try await sb.diary("show", "2025-10-18")
        Expect.success(korean)
        #expect(korean.stdout.contains("북한산, 서울") && korean.stdout.contains("맑음") && korean.stdout.contains("산책"), "\(korean)")
        // 16:20 in Seoul, as ICU writes it in the English locale (a 12-hour clock).
        let walk = try LocalizedDateTests().icu("2025-10-18T16:20:00+09:00", locale: "en_US")
        #expect(korean.outputLines.dropFirst().first?.hasPrefix(walk) == true, "the date under the title is \(walk): \(korean)")

        #expect(try await sb.state() == before, "reading upgrades nothing")
        try await sb.expectClean()
    }

    @Test("list and show read a schema-0 vault (no front matter at all)")
    func schemaZeroReadable() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await MigrateFixture.vault(sb, only: [MigrateFixture.commute])
        let before = try await sb.state()

        let list = try await sb.diary("list")
        Expect.success(list)
        #expect(list.outputLines.count == 1, "\(list)")
        #expect(list.stdout.contains("출근길"), "\(list)")

        let show = try await sb.diary("show", "2025-11-02")
        Expect.success(show)
        #expect(show.stdout.contains("출근길") && show.stdout.contains("지하철이 오늘도 붐볐다."), "\(show)")
        #expect(show.stdout.contains("2025"), "\(show)")
        #expect(try await sb.state() == before)
    }

    @Test("open of a schema-1 entry, then a save: written in schema 2, and the commit says it was upgraded")
    func openUpgradesSchemaOne() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await MigrateFixture.vault(sb, only: [MigrateFixture.river])
        let commits = try await sb.commitCount()

        let result = try await sb.diary("open", "2025-11-21", editor: .append)
        Expect.success(result)
        let expected = MigrateFixture.migrated[MigrateFixture.river]! + StubEditor.appendedText
        #expect(sb.text(MigrateFixture.river) == expected, "\(sb.text(MigrateFixture.river)?.debugDescription ?? "")")
        #expect(try await sb.commitCount() == commits + 1)
        let subject = try #require(try await sb.subjects().first)
        #expect(subject.contains("upgraded"), "\(subject)")
        #expect(subject == "Edit 2025-11-21 (upgraded from schema 1 to 2)", "\(subject)")
        #expect(try await sb.filesChanged() == [MigrateFixture.river])
        #expect(sb.drafts().isEmpty)
        try await sb.expectClean()

        // Now current: another edit is a plain edit that leaves the front matter alone.
        Expect.success(try await sb.diary("open", "2025-11-21", editor: .append))
        #expect(try await sb.subjects().first == "Edit 2025-11-21")
        #expect(sb.text(MigrateFixture.river) == expected + StubEditor.appendedText)
    }

    @Test("open of a schema-0 entry, then a save: front matter added, the commit says upgraded from schema 0")
    func openUpgradesSchemaZero() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await MigrateFixture.vault(sb, only: [MigrateFixture.commute])
        let result = try await sb.diary("open", "2025-11-02", editor: .append)
        Expect.success(result)
        #expect(
            sb.text(MigrateFixture.commute) == MigrateFixture.migrated[MigrateFixture.commute]! + StubEditor.appendedText,
            "\(sb.text(MigrateFixture.commute)?.debugDescription ?? "")")
        let subject = try #require(try await sb.subjects().first)
        #expect(subject == "Edit 2025-11-02 (upgraded from schema 0 to 2)", "\(subject)")
        try await sb.expectClean()
    }

    @Test("open of an entry that cannot be upgraded: one error line, the file as it was, the edit kept in the draft")
    func openOfAnEntryThatCannotBeUpgraded() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await MigrateFixture.vault(sb, broken: true, only: [])
        let before = try await sb.state()
        let result = try await sb.diary("open", "2025-08-03", editor: .append)
        Expect.oneLineError(result, mentioning: [MigrateFixture.conflict])
        #expect(try await sb.state() == before, "nothing saved")
        #expect(sb.drafts() == ["2025-08-03.md"], "the edit is kept")
        let draft = sb.vault.appendingPathComponent(".git/diary/drafts/2025-08-03.md")
        let kept = FileManager.default.contents(atPath: draft.path).map { String(decoding: $0, as: UTF8.self) }
        #expect(kept == MigrateFixture.texts[MigrateFixture.conflict]! + StubEditor.appendedText)
    }

    @Test("open of a schema-1 entry without a change: nothing saved, nothing upgraded")
    func openWithoutChangeLeavesIt() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await MigrateFixture.vault(sb, only: [MigrateFixture.river])
        let before = try await sb.state()
        Expect.success(try await sb.diary("open", "2025-11-21", editor: .noChange))
        #expect(try await sb.state() == before)
    }
}
