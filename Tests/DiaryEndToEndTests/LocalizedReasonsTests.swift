import Foundation
import Localization
import Testing

/// Why an import skipped something, why an entry could not be migrated, and what an export writes and
/// refuses, in the reader's language. The expected texts come from the Localization module (as in
/// `InterfaceLanguageTests`); the English ones are also spelled out where they must read as they always did.
@Suite("interface language: skip and failure reasons, export")
struct LocalizedReasonsTests {
    static let korean = KoreanText()
    static let english = EnglishText()
    static let koreanLocale: [String: String?] = ["LANG": "ko_KR.UTF-8"]

    /// One good entry, one without a date, one whose tags are not a list.
    static let jrnl = #"""
        {"entries": [
          {"title": "Walk", "body": "Cold but clear.", "date": "2025-11-21", "time": "09:14", "tags": [], "starred": false},
          {"title": "No day", "body": "When was this?", "tags": [], "starred": false},
          {"title": "Odd tags", "body": "x", "date": "2025-11-22", "time": "10:00", "tags": "work", "starred": false}
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

    @Test("import jrnl: the reasons for skipped entries in Korean, behind the English skipped: prefix; in English as before")
    func importJrnlReasons() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let file = try await prepare(sb, "journal.json", Self.jrnl)
        let korean = try await sb.diary("import", "jrnl", file.path, "--dry-run", env: Self.koreanLocale)
        #expect(korean.status == 1, "\(korean)")
        #expect(
            korean.errorLines == [
                "skipped: journal.json entries[1]: " + Self.korean.importNoDate(field: "date"),
                "skipped: journal.json entries[2]: " + Self.korean.jsonWrongType(path: "tags", expected: .list)
            ], "\(korean)")
        #expect(korean.errorLines.allSatisfy { $0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }, "\(korean)")
        #expect(
            korean.stdout.hasSuffix(Self.korean.importSummary(added: 1, skipped: 2, alreadyThere: 0, changed: 0, dryRun: true, commit: nil) + "\n"),
            "\(korean)")

        let english = try await sb.diary("import", "jrnl", file.path, "--dry-run")
        #expect(
            english.errorLines == [
                "skipped: journal.json entries[1]: no date (an entry without a date)",
                "skipped: journal.json entries[2]: 'tags' is not a list"
            ], "\(english)")

        let notJSON = try await sb.diary("import", "jrnl", "-", env: Self.koreanLocale, stdin: Data("{not json".utf8))
        #expect(notJSON.status == 1, "\(notJSON)")
        #expect(notJSON.errorLines.count == 1, "\(notJSON)")
        #expect(notJSON.stderr.hasPrefix("skipped: \(Self.korean.standardInput): 올바른 JSON이 아닙니다"), "\(notJSON)")
        #expect(notJSON.stderr.hasSuffix(". jrnl JSON 내보내기 파일이 아닙니다\n"), "\(notJSON)")
        // An empty file is neither jrnl's journal nor its export: one error line, in Korean.
        let empty = try await sb.diary("import", "jrnl", "-", env: Self.koreanLocale, stdin: Data())
        #expect(empty.status == 1, "\(empty)")
        #expect(
            empty.errorLines == ["error: " + Self.korean.importNotAJrnlJournal(file: Self.korean.standardInput, encrypted: false)],
            "\(empty)")
        #expect(try await sb.commitCount() == 0)
    }

    @Test("import dayone and folder: an undated entry, a date no migration can read, in Korean")
    func importDayOneAndFolderReasons() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let journal = try await prepare(
            sb, "Journal.json",
            #"""
            {"metadata": {"version": "1.0"}, "entries": [
              {"uuid": "8A1B2C3D4E5F60718293A4B5C6D7E8F9", "timeZone": "Asia/Seoul", "text": "No date here"}
            ]}
            """#)
        let dayOne = try await sb.diary("import", "dayone", journal.path, env: Self.koreanLocale)
        #expect(dayOne.status == 1, "\(dayOne)")
        #expect(dayOne.errorLines == ["skipped: Journal.json entries[0]: " + Self.korean.importNoDate(field: "creationDate")], "\(dayOne)")

        let folder = sb.root.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("---\ndate: next tuesday\n---\nSome day.\n".utf8).write(to: folder.appendingPathComponent("2025-09-03.md"))
        try Data([0xFF, 0xFE, 0x00]).write(to: folder.appendingPathComponent("2025-09-05.md"))
        let notes = try await sb.diary("import", "folder", folder.path, env: Self.koreanLocale)
        #expect(notes.status == 1, "\(notes)")
        let cannotMigrate = Self.korean.importCannotMigrate(reason: Self.korean.migrateNotADateTime(key: "date", text: "next tuesday"))
        #expect(
            notes.errorLines == [
                "skipped: 2025-09-03.md: " + cannotMigrate,
                "skipped: 2025-09-05.md: " + String(Self.korean.notUTF8(file: "2025-09-05.md").dropFirst("2025-09-05.md: ".count))
            ], "\(notes)")

        let english = try await sb.diary("import", "folder", folder.path)
        #expect(
            english.errorLines.first == "skipped: 2025-09-03.md: cannot migrate: 'date: next tuesday' is not a date and time",
            "\(english)")
        #expect(try await sb.commitCount() == 0)
    }

    @Test("migrate: why a file was left as it was, in Korean; a target it does not write, in Korean; English as before")
    func migrateReasons() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let badDate = "2025/08/2025-08-04.md"
        let conflict = "2025/08/2025-08-03.md"
        try sb.write(badDate, "---\ncreated: 1763683200\ndate: next tuesday\n---\nA day.\n")
        try sb.write(conflict, "---\ncreated: 1763683200\ndate: 2024-01-01\n---\nTwo dates.\n")
        try sb.write("2025/09/2025-09-03.md", "---\ncreated: 1756853100\n---\n# Fine\n\ntext\n")
        try await sb.initVault()

        let korean = try await sb.diary("migrate", "--dry-run", env: Self.koreanLocale)
        #expect(korean.status == 1, "\(korean)")
        #expect(
            Set(korean.errorLines) == [
                "error: " + Self.korean.migrateLeftAsItWas(file: badDate, reason: Self.korean.migrateNotADateTime(key: "date", text: "next tuesday")),
                "error: " + Self.korean.migrateLeftAsItWas(file: conflict, reason: Self.korean.migrateCreatedAndDateDiffer)
            ], "\(korean)")
        #expect(korean.outputLines.last == Self.korean.migrateFailedCount(2), "\(korean)")

        let english = try await sb.diary("migrate", "--dry-run")
        #expect(
            Set(english.errorLines) == [
                "error: \(badDate): 'date: next tuesday' is not a date and time; left as it was",
                "error: \(conflict): 'created' and 'date' name different times; keep one of them; left as it was"
            ], "\(english)")

        let target = try await sb.diary("migrate", "--to", "3", env: Self.koreanLocale)
        Expect.oneLineError(target)
        #expect(
            target.stderr == "error: "
                + Self.korean.migrationFailed(
                    file: sb.vault.path,
                    reason: Self.korean.migrateUnsupportedTarget(3, supported: 2)) + "\n",
            "\(target)")
    }

    @Test("a front-matter field diary cannot read: the error in Korean, naming the file and the line; English as before")
    func frontMatterProblemInKorean() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let path = "2025/09/2025-09-03.md"
        try sb.write(path, "---\nschema: 2\ncreated: 2025-09-03T07:45:00+09:00\ntags: {a: b}\n---\n# Tags\n\nx\n")
        try await sb.initVault()
        let korean = try await sb.diary("show", "2025-09-03", env: Self.koreanLocale)
        Expect.oneLineError(korean)
        #expect(
            korean.stderr == "error: " + Self.korean.malformedFrontMatter(file: path, line: 4, problem: Self.korean.frontMatterTagsNotList) + "\n",
            "\(korean)")
        let english = try await sb.diary("show", "2025-09-03")
        #expect(
            english.stderr == "error: \(path) line 4: malformed front matter: 'tags' must be a list of words, e.g. tags: [travel, family]; "
                + "fix the YAML between the '---' lines\n", "\(english)")
    }

    @Test("export --format markdown and html under LANG=ko_KR.UTF-8: the document's own words in Korean, the entries' as written")
    func exportInKorean() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        try sb.write("2025/08/2025-08-15.md", "---\nschema: 2\ncreated: 2025-08-15T20:00:00+09:00\nstarred: true\n---\n\n")
        try sb.write("2025/08/2025-08-16.md", "---\nschema: 2\ncreated: 2025-08-16T20:00:00+09:00\n---\nJust text, no heading.\n")
        try await sb.initVault()

        let markdown = try await sb.diary("export", "--format", "markdown", env: Self.koreanLocale)
        Expect.success(markdown)
        let doc = markdown.stdout
        #expect(doc.hasPrefix("# " + Self.korean.exportTitle(range: "2025년 8월 15일 – 2025년 11월 21일") + "\n\n"), "\(doc.prefix(200))")
        #expect(doc.hasPrefix("# 일기: "), "\(doc.prefix(200))")
        #expect(doc.contains("\n## " + Self.korean.untitled + " ★\n"), "an empty entry's heading: \(doc)")
        #expect(doc.contains("## Walk along the river\n") && doc.contains("## 가을 산책\n"), "titles as written: \(doc)")
        #expect(doc.contains(" · Seoul, South Korea · Partly cloudy, 11.5°C\n"), "place and weather as written: \(doc)")

        let english = try await sb.diary("export", "--format", "markdown", "--from", "2025-08-15", "--to", "2025-08-15")
        #expect(english.stdout.hasPrefix("# Diary: Aug 15, 2025\n\n## (untitled) ★\n\n"), "\(english)")

        let page = try await sb.diary("export", "--format", "html", env: Self.koreanLocale)
        Expect.success(page)
        #expect(page.stdout.contains("<title>일기: 2025년 8월 15일 – 2025년 11월 21일</title>"), "\(page.stdout.prefix(800))")
        #expect(page.stdout.contains("<h1>\(Self.korean.exportName)</h1>"), "\(page.stdout.prefix(800))")
        #expect(
            page.stdout.contains("<h2>\(Self.korean.untitled) <span class=\"star\" title=\"\(Self.korean.exportStarred)\">★</span></h2>"),
            "\(page.stdout)")
        let none = try await sb.diary("export", "--format", "html", "--year", "2020", env: Self.koreanLocale)
        Expect.success(none)
        #expect(none.stdout.contains("<h1>일기</h1>\n</header>"), "\(none.stdout)")
        #expect(none.stdout.contains("<p class=\"empty\">\(Self.korean.exportNoEntries)</p>"), "\(none.stdout)")
        let noneInEnglish = try await sb.diary("export", "--format", "html", "--year", "2020")
        #expect(
            noneInEnglish.stdout.contains("<h1>Diary</h1>") && noneInEnglish.stdout.contains("<p class=\"empty\">No entries.</p>"),
            "\(noneInEnglish.stdout)")
        let emptyMarkdown = try await sb.diary("export", "--year", "2020", env: Self.koreanLocale)
        #expect(emptyMarkdown.stdout == "# 일기\n", "\(emptyMarkdown)")
    }

    @Test("export's errors in Korean: usage errors, and an output file that exists, is a folder or has no folder")
    func exportErrorsInKorean() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let both = try await sb.diary("export", "2025-11-21", "--tag", "walk", env: Self.koreanLocale)
        #expect(both.status == 64, "\(both)")
        #expect(both.stderr == "error: " + Self.korean.exportDayWithFilters + Self.korean.seeHelp + "\n", "\(both)")
        let force = try await sb.diary("export", "--force", env: Self.koreanLocale)
        #expect(force.status == 64, "\(force)")
        #expect(force.stderr == "error: " + Self.korean.exportForceWithoutOutput + Self.korean.seeHelp + "\n", "\(force)")
        let forceInEnglish = try await sb.diary("export", "--force")
        #expect(forceInEnglish.stderr == "error: --force only applies with -o FILE (see 'diary --help')\n", "\(forceInEnglish)")

        let existing = sb.root.appendingPathComponent("diary.md")
        try Data("kept\n".utf8).write(to: existing)
        let exists = try await sb.diary("export", "-o", existing.path, env: Self.koreanLocale)
        Expect.oneLineError(exists)
        #expect(
            exists.stderr == "error: " + Self.korean.unwritable(file: existing.path, reason: Self.korean.exportFileExists) + "\n",
            "\(exists)")
        #expect(try String(contentsOf: existing, encoding: .utf8) == "kept\n")
        // An existing folder is where an HTML export of a folder goes: one holding other files is refused.
        let folder = try await sb.diary("export", "-o", sb.root.path, env: Self.koreanLocale)
        #expect(
            folder.stderr == "error: " + Self.korean.unwritable(file: sb.root.path, reason: Self.korean.exportFolderNotEmpty) + "\n",
            "\(folder)")
        let missing = sb.root.appendingPathComponent("missing/x.md").path
        let noFolder = try await sb.diary("export", "-o", missing, env: Self.koreanLocale)
        let missingFolder = URL(fileURLWithPath: missing).deletingLastPathComponent().path
        #expect(
            noFolder.stderr == "error: " + Self.korean.unwritable(file: missing, reason: Self.korean.exportNoFolder(missingFolder)) + "\n",
            "\(noFolder)")
        let existsInEnglish = try await sb.diary("export", "-o", existing.path)
        #expect(
            existsInEnglish.stderr
                == "error: \(existing.path): cannot write: the file exists; add --force to replace it; nothing was changed\n",
            "\(existsInEnglish)")
    }

    @Test("attach's refusals in Korean: an entry that ends inside a code block, a file where the media folder belongs; English as before")
    func attachReasons() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let entry = "2025/11/2025-11-21.md"
        try sb.write(entry, "---\nschema: 2\ncreated: 2025-11-21T09:14:03+09:00\n---\n# Code\n\n```swift\nlet x = 1\n")
        try await sb.plainGitCommitAll("An entry ending inside a fence")
        let photo = sb.root.appendingPathComponent("cat.jpg")
        try DayOneZipFixture.photo.write(to: photo)
        let before = try await sb.state()

        let fence = try await sb.diary("attach", photo.path, entry, env: Self.koreanLocale)
        Expect.oneLineError(fence)
        #expect(
            fence.stderr == "error: " + Self.korean.unwritable(file: entry, reason: Self.korean.entryEndsInsideCodeBlock) + "\n",
            "\(fence)")
        let fenceInEnglish = try await sb.diary("attach", photo.path, entry)
        #expect(
            fenceInEnglish.stderr
                == "error: \(entry): cannot write: the entry ends inside a code block (a ``` fence never closed); close it, "
                + "then attach again; nothing was changed\n",
            "\(fenceInEnglish)")
        #expect(try await sb.state() == before)

        try sb.write(entry, "---\nschema: 2\ncreated: 2025-11-21T09:14:03+09:00\n---\n# Code\n\nNo fence.\n")
        try sb.write("2025/11/media", "a note where the media folder belongs\n")
        try await sb.plainGitCommitAll("A file named media")
        let placed = try await sb.state()
        let folder = try await sb.diary("attach", photo.path, entry, env: Self.koreanLocale)
        Expect.oneLineError(folder)
        #expect(
            folder.stderr == "error: " + Self.korean.unwritable(file: "2025/11/media", reason: Self.korean.fileWhereFolderBelongs) + "\n",
            "\(folder)")
        let folderInEnglish = try await sb.diary("attach", photo.path, entry)
        #expect(
            folderInEnglish.stderr
                == "error: 2025/11/media: cannot write: it is a file where a folder belongs; move it away; nothing was changed\n",
            "\(folderInEnglish)")
        #expect(try await sb.state() == placed)
    }
}
