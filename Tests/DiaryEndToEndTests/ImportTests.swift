import Foundation
import TestSupport
import Testing

/// `diary import jrnl|dayone|folder` run as a user would: one commit per import, nothing twice,
/// bad input listed and skipped with exit status 1, checked with plain git.
@Suite("diary import")
struct ImportTests {
    static let jrnl = #"""
        {"tags": {"@work": 1}, "entries": [
          {"title": "Walk along the river.", "body": "Cold but clear.", "date": "2025-11-21", "time": "09:14",
           "tags": ["@walk"], "starred": true},
          {"title": "출근길", "body": "지하철이 붐볐다. @work", "date": "2025-11-21", "time": "08:05", "tags": ["@work"], "starred": false}
        ]}
        """#

    static let dayOne = #"""
        {"metadata": {"version": "1.0"}, "entries": [
          {"uuid": "2F8DDCA258634D9994DF3A4FEE328035", "creationDate": "2025-10-18T07:20:00Z", "timeZone": "Asia/Seoul",
           "text": "# 가을 산책\n\n단풍이 절반쯤 들었다\\.", "tags": ["산책"], "starred": false,
           "location": {"placeName": "북한산", "localityName": "Seoul", "latitude": 37.6584, "longitude": 126.978},
           "weather": {"conditionsDescription": "Clear", "temperatureCelsius": 15, "weatherCode": "clear"},
           "photos": [{"identifier": "P1"}]},
          {"uuid": "8A1B2C3D4E5F60718293A4B5C6D7E8F9", "timeZone": "Asia/Seoul", "text": "No date here"}
        ]}
        """#

    /// A fresh vault with an identity, and `name` written beside it with `text`.
    func prepare(_ sb: Sandbox, _ name: String, _ text: String) async throws -> URL {
        try await sb.initVault()
        try await sb.setIdentity()
        let url = sb.root.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    @Test("import jrnl: entries at their dated places, one commit, a summary; a second run adds nothing")
    func jrnlTwice() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let file = try await prepare(sb, "journal.json", Self.jrnl)
        let first = try await sb.diary("import", "jrnl", file.path)
        Expect.success(first)
        #expect(first.stdout.contains("Imported 2 entries, skipped 0, 0 already there ("), "\(first)")
        #expect(try await sb.subjects() == ["Import 2 entries from jrnl"])
        #expect(try await sb.filesChanged() == ["2025/11/2025-11-21-2.md", "2025/11/2025-11-21.md"])
        #expect(
            sb.text("2025/11/2025-11-21.md") == """
                ---
                schema: 2
                created: 2025-11-21T08:05:00+09:00
                tags: [work]
                ---
                # 출근길

                지하철이 붐볐다. @work

                """)
        #expect(sb.text("2025/11/2025-11-21-2.md")?.contains("starred: true\n---\n# Walk along the river.\n\nCold but clear.\n") == true)
        try await sb.expectClean()

        let second = try await sb.diary("import", "jrnl", file.path)
        Expect.success(second)
        #expect(second.stdout.contains("Nothing new"), "\(second)")
        #expect(second.stdout.contains("Imported 0 entries, skipped 0, 2 already there."), "\(second)")
        #expect(try await sb.commitCount() == 1)
        try await sb.expectClean()

        let list = try await sb.diary("list")
        #expect(list.stdout.contains("출근길") && list.stdout.contains("Walk along the river."), "\(list)")
    }

    @Test("import jrnl again after an edit in diary: the entry is listed as changed on stderr and kept; exit 0, no commit")
    func jrnlChangedSinceImport() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let json = #"{"entries": [{"date": "2025-11-21", "time": "09:00", "title": "Walk.", "body": "Cold.", "tags": [], "starred": false}]}"#
        let url = try await prepare(sb, "journal.json", json)
        Expect.success(try await sb.diary("import", "jrnl", url.path))
        let path = "2025/11/2025-11-21.md"
        try sb.write(path, try #require(sb.text(path)).replacingOccurrences(of: "Cold.", with: "Cold, then warm."))
        _ = try await sb.git("commit", "-qam", "Edit by hand")
        let again = try await sb.diary("import", "jrnl", url.path)
        Expect.success(again)
        #expect(
            again.errorLines == [
                "changed: journal.json entries[0] is \(path), changed since it was imported (on either side); the vault's copy is kept"
            ], "\(again)")
        #expect(again.stdout.hasSuffix("Imported 0 entries, skipped 0, 0 already there, 1 changed.\n"), "\(again)")
        #expect(sb.text(path)?.contains("Cold, then warm.") == true)
        #expect(try await sb.commitCount() == 2)
        try await sb.expectClean()
    }

    @Test("import jrnl - reads standard input")
    func jrnlFromStandardInput() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try await sb.setIdentity()
        let result = try await sb.diary("import", "jrnl", "-", stdin: Data(Self.jrnl.utf8))
        Expect.success(result)
        #expect(try await sb.subjects() == ["Import 2 entries from jrnl"])
        try await sb.expectClean()
    }

    @Test("import dayone Journal.json: zone offset, place, weather, unknown fields kept; an undated entry skipped, exit 1")
    func dayOneWithABadEntry() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let file = try await prepare(sb, "Journal.json", Self.dayOne)
        let result = try await sb.diary("import", "dayone", file.path)
        #expect(result.status == 1, "\(result)")
        Expect.expectNoCrash(result)
        // The photo the entry lists is not beside the JSON: said so, by name, its link left as it was and
        // its listing kept, marked missing.
        #expect(
            result.errorLines == [
                "skipped: Journal.json entries[1]: no creationDate (an entry without a date)",
                "warning: Journal.json entries[0]: photos/P1 is not in the export; its link is left as it was "
                    + "(export again with the media files included)"
            ], "\(result)")
        #expect(result.stdout.contains("Imported 1 entry, skipped 1, 0 already there ("), "\(result)")
        #expect(try await sb.subjects() == ["Import 1 entry from Day One"])
        let text = try #require(sb.text("2025/10/2025-10-18.md"))
        #expect(
            text
                == ("""
                ---
                schema: 2
                created: 2025-10-18T16:20:00+09:00
                location:
                  name: 북한산
                  latitude: 37.6584
                  longitude: 126.978
                weather:
                  condition: Clear
                  temperature: 15
                tags: [산책]
                dayone_uuid: 2F8DDCA258634D9994DF3A4FEE328035
                dayone_time_zone: Asia/Seoul
                dayone_location_locality_name: Seoul
                dayone_weather_code: clear
                dayone_attachments:
                  photos/P1: {missing: true, identifier: P1}
                ---
                # 가을 산책

                단풍이 절반쯤 들었다.
                """), "\(text)")
        try await sb.expectClean()

        let again = try await sb.diary("import", "dayone", file.path)
        #expect(again.status == 1)
        #expect(again.stdout.contains("Imported 0 entries, skipped 1, 1 already there."), "\(again)")
        #expect(try await sb.commitCount() == 1)
    }

    @Test("import dayone reads Day One's zip", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zip")))
    func dayOneZip() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let json = try await prepare(
            sb, "export/Journal.json",
            Self.dayOne.replacingOccurrences(
                of: #"{"uuid": "8A1B2C3D4E5F60718293A4B5C6D7E8F9", "timeZone": "Asia/Seoul", "text": "No date here"}"#,
                with:
                    #"{"uuid": "8A1B2C3D4E5F60718293A4B5C6D7E8F9", "creationDate": "2025-10-19T01:00:00Z", "timeZone": "Asia/Seoul", "text": "Dated now"}"#
            ))
        let zip = sb.root.appendingPathComponent("Export.zip")
        let zipped = try await LaunchedProcess(
            executable: URL(fileURLWithPath: "/usr/bin/zip"), arguments: ["-q", "-j", zip.path, json.path],
            environment: sb.environment(), directory: sb.root, stdin: nil,
            ioFolder: sb.root.appendingPathComponent("io")
        ).wait()
        try #require(zipped.status == 0, "\(zipped)")
        let result = try await sb.diary("import", "dayone", zip.path)
        Expect.success(result)
        #expect(result.stdout.contains("Imported 2 entries, skipped 0, 0 already there ("), "\(result)")
        #expect(sb.exists("2025/10/2025-10-18.md") && sb.exists("2025/10/2025-10-19.md"))
        try await sb.expectClean()
    }

    @Test("import folder: dated notes imported and migrated, other notes listed as ignored, nothing twice")
    func folderTwice() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let notes = try await prepare(sb, "Obsidian/Daily/2025-09-03.md", "# Autumn begins\n\nThe first cool morning.\n")
            .deletingLastPathComponent().deletingLastPathComponent()
        let extra: [String: String] = [
            "Daily/20250904.md": "---\ndate: 2025-09-04 07:45\nmood: NO\nversion: 1.10\n---\nObsidian note.\r\n",
            "Journal/2025/09/05.md": "Plain journal folder.\n",
            "Ideas.md": "Not a day.\n",
            ".trash/2025-09-06.md": "Deleted.\n"
        ]
        for (path, text) in extra {
            let url = notes.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let result = try await sb.diary("import", "folder", notes.path)
        Expect.success(result)
        #expect(result.errorLines == ["ignored: Ideas.md (no date in its name or front matter)"], "\(result)")
        #expect(result.stdout.contains("Imported 3 entries, skipped 0, 0 already there ("), "\(result)")
        #expect(try await sb.subjects() == ["Import 3 entries from folder Obsidian"])
        #expect(try await sb.filesChanged() == ["2025/09/2025-09-03.md", "2025/09/2025-09-04.md", "2025/09/2025-09-05.md"])
        #expect(
            sb.text("2025/09/2025-09-03.md")
                == "---\nschema: 2\ncreated: 2025-09-03T00:00:00+09:00\n---\n# Autumn begins\n\nThe first cool morning.\n")
        #expect(
            sb.text("2025/09/2025-09-04.md")
                == "---\nschema: 2\ncreated: 2025-09-04T07:45:00+09:00\ndate: 2025-09-04 07:45\nmood: NO\nversion: 1.10\n---\nObsidian note.\r\n")
        try await sb.expectClean()

        let again = try await sb.diary("import", "folder", notes.path)
        Expect.success(again)
        #expect(again.stdout.contains("Imported 0 entries, skipped 0, 3 already there."), "\(again)")
        #expect(try await sb.commitCount() == 1)
    }

    @Test("import folder: a note whose front matter's date is far from its name's is named in a warning; --trust-name dates it by its name")
    func folderDatesApart() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let note = try await prepare(sb, "Obsidian/Daily/2022-02-13.md", "---\ndate: 2021-09-14T10:23:00\n---\n# Sunday\n\nRain all day.\n")
        let folder = note.deletingLastPathComponent().deletingLastPathComponent()
        let dry = try await sb.diary("import", "folder", "--dry-run", folder.path)
        Expect.success(dry)
        #expect(
            dry.errorLines == [
                "warning: Daily/2022-02-13.md: its front matter's date (2021-09-14) and its name (2022-02-13) are more than a day "
                    + "apart; dated by its front matter (--trust-name dates such files by their names)"
            ], "\(dry)")
        #expect(dry.stdout.contains("2021/09/2021-09-14.md"), "\(dry)")
        let named = try await sb.diary("import", "folder", "--trust-name", folder.path)
        Expect.success(named)
        #expect(named.stderr.contains("dated by its name, as --trust-name asks"), "\(named)")
        #expect(try await sb.filesChanged() == ["2022/02/2022-02-13.md"])
        #expect(sb.text("2022/02/2022-02-13.md")?.contains("created: 2022-02-13T00:00:00+09:00\ndate: 2021-09-14T10:23:00\n") == true)
        let korean = try await sb.diary("import", "folder", "--dry-run", folder.path, env: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stderr.contains("하루 넘게 다릅니다"), "\(korean)")
        try await sb.expectClean()
    }

    @Test("bad input: invalid JSON, a broken file; the rest imported, each named on stderr, exit 1")
    func badInputIsSkipped() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let bad = try await prepare(sb, "bad.json", "{\"entries\": [")
        let invalid = try await sb.diary("import", "jrnl", bad.path)
        #expect(invalid.status == 1, "\(invalid)")
        Expect.expectNoCrash(invalid)
        #expect(invalid.errorLines.count == 1 && invalid.stderr.hasPrefix("skipped: bad.json: not valid JSON"), "\(invalid)")
        #expect(invalid.stdout.contains("Imported 0 entries, skipped 1, 0 already there."), "\(invalid)")
        #expect(try await sb.commitCount() == 0)

        let folder = sb.root.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("Fine.\n".utf8).write(to: folder.appendingPathComponent("2025-09-03.md"))
        try Data("---\ntags: [unclosed\n---\nBroken.\n".utf8).write(to: folder.appendingPathComponent("2025-09-04.md"))
        try Data([0xFF, 0xFE, 0x00]).write(to: folder.appendingPathComponent("2025-09-05.md"))
        try Data("".utf8).write(to: folder.appendingPathComponent("2025-09-06.md"))
        let result = try await sb.diary("import", "folder", folder.path)
        #expect(result.status == 1, "\(result)")
        Expect.expectNoCrash(result)
        #expect(result.errorLines.count == 3, "\(result)")
        #expect(result.errorLines.allSatisfy { $0.hasPrefix("skipped: 2025-09-0") }, "\(result)")
        #expect(result.stderr.contains("2025-09-04.md") && result.stderr.contains("2025-09-05.md") && result.stderr.contains("2025-09-06.md"))
        #expect(result.stdout.contains("Imported 1 entry, skipped 3, 0 already there ("), "\(result)")
        #expect(try await sb.filesChanged() == ["2025/09/2025-09-03.md"])
        try await sb.expectClean()
    }

    @Test("a source that does not exist: one error line, nothing changed", arguments: ["jrnl", "dayone", "folder"])
    func missingSource(_ kind: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let before = try await sb.state()
        let missing = sb.root.appendingPathComponent("nonexistent.json").path
        let result = try await sb.diary("import", kind, missing)
        Expect.oneLineError(result, mentioning: [missing])
        #expect(try await sb.state() == before)
    }

    @Test("diary export --format dayone, then diary import dayone into an empty vault: the same entries")
    func dayOneRoundTripThroughTheCommands() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let journal = sb.root.appendingPathComponent("Journal.json")
        let exported = try await sb.diary("export", "--format", "dayone", "-o", journal.path)
        Expect.success(exported)
        let other = sb.root.appendingPathComponent("other")
        Expect.success(try await sb.diary("init", vault: .at(other)))
        for setting in [["user.name", "Ada Writer"], ["user.email", "ada@example.com"]] {
            try await sb.gitResult(["config"] + setting, in: other).succeeded()
        }
        let imported = try await sb.diary("import", "dayone", journal.path, vault: .at(other))
        Expect.success(imported)
        #expect(imported.stdout.contains("Imported 5 entries, skipped 0, 0 already there ("), "\(imported)")
        for (path, original) in Fixture.entries {
            // Byte for byte: the WMO code comes back, and no Day One id or zone is added to an entry that had none.
            let copy = try #require(FileManager.default.contents(atPath: other.appendingPathComponent(path).path), "\(path)")
            #expect(String(decoding: copy, as: UTF8.self) == original, "\(path)")
        }
        // Read back into the vault it came from, every entry is already there.
        let again = try await sb.diary("import", "dayone", journal.path)
        Expect.success(again)
        #expect(again.stdout.contains("Imported 0 entries, skipped 0, 5 already there."), "\(again)")
    }

    @Test("--dry-run lists what would be added and writes nothing")
    func dryRun() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let file = try await prepare(sb, "journal.json", Self.jrnl)
        let before = try await sb.state()
        let result = try await sb.diary("import", "jrnl", file.path, "--dry-run")
        Expect.success(result)
        #expect(result.outputLines.contains("Would add 2025/11/2025-11-21.md “출근길” (from journal.json entries[1])"), "\(result)")
        #expect(result.stdout.contains("Dry run: nothing was written."))
        #expect(result.stdout.contains("Would import 2 entries, skipped 0, 0 already there."))
        #expect(try await sb.state() == before)
    }
}
