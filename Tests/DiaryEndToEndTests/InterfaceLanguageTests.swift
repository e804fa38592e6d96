import Foundation
import Localization
import Testing

/// The interface text follows LC_ALL, then LC_MESSAGES, then LANG: Korean for `ko…`, English otherwise.
/// The expected texts come from the Localization module itself, so these tests check that the binary
/// picks the right language and says the right thing, not the wording.
@Suite("interface language")
struct InterfaceLanguageTests {
    static let korean = KoreanText()
    static let english = EnglishText()
    static let koreanLocale: [String: String?] = ["LANG": "ko_KR.UTF-8"]

    @Test("the sandbox pins English and inherits no locale variable from the developer's shell")
    func sandboxPinsEnglish() throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let environment = sb.environment()
        #expect(environment["LANG"] == "en_US.UTF-8")
        for name in ["LC_ALL", "LC_MESSAGES", "LC_TIME", "LANGUAGE"] {
            #expect(environment[name] == nil, "\(name) must not leak into the tests")
        }
    }

    @Test("LANG=ko_KR.UTF-8: messages and errors in Korean, behind the literal error: prefix")
    func koreanMessagesAndErrors() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let created = try await sb.diary("init", env: Self.koreanLocale)
        Expect.success(created)
        #expect(created.stdout == Self.korean.initCreated(path: sb.vault.path) + "\n", "\(created)")

        let missing = try await sb.diary("show", "2025-01-01", env: Self.koreanLocale)
        Expect.oneLineError(missing)
        #expect(missing.stderr == "error: " + Self.korean.noEntry("2025-01-01") + "\n", "\(missing)")

        let notADay = try await sb.diary("log", "someday", env: Self.koreanLocale)
        Expect.oneLineError(notADay)
        #expect(notADay.stderr == "error: " + Self.korean.unknownDay("someday") + "\n", "\(notADay)")
        #expect(notADay.status == 64, "\(notADay)")
        let notADate = try await sb.diary("open", "2026-13-45", env: Self.koreanLocale)
        #expect(notADate.stderr == "error: " + Self.korean.unknownDay("2026-13-45") + "\n", "\(notADate)")
        #expect(notADate.status == 64, "\(notADate)")
        let notAFromDay = try await sb.diary("list", "--from", "someday", env: Self.koreanLocale)
        #expect(
            notAFromDay.stderr == "error: " + Self.korean.notADay(option: "--from", text: "someday") + Self.korean.seeHelp + "\n",
            "\(notAFromDay)")
        #expect(notAFromDay.status == 64, "\(notAFromDay)")

        let noVault = try await sb.diary("list", vault: .at(sb.root.appendingPathComponent("nowhere")), env: Self.koreanLocale)
        Expect.oneLineError(noVault)
        let nowhere = sb.root.appendingPathComponent("nowhere").path
        #expect(noVault.stderr == "error: " + Self.korean.vaultMissing(path: nowhere) + "\n", "\(noVault)")

        let noRemote = try await sb.diary("sync", env: Self.koreanLocale)
        Expect.oneLineError(noRemote)
        #expect(noRemote.stderr.hasPrefix("error: 그런 원격 저장소가 없습니다"), "a git error, translated: \(noRemote)")
        #expect(noRemote.stderr.contains("origin"), "git's own detail is kept: \(noRemote)")
    }

    @Test("rm, restore and status in Korean; the commits they make stay English")
    func koreanCommandOutput() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let refused = try await sb.diary("rm", "2025-09-03", env: Self.koreanLocale)
        #expect(refused.status == 64, "\(refused)")
        #expect(
            refused.stderr == "error: " + Self.korean.rmNeedsYes(path: Fixture.autumnBegins) + Self.korean.seeHelp + "\n",
            "\(refused)")

        let removed = try await sb.diary("rm", "2025-09-03", "--yes", env: Self.koreanLocale)
        Expect.success(removed)
        let deletion = String(try #require(try await sb.head()).prefix(7))
        #expect(removed.stdout == Self.korean.rmDeleted(path: Fixture.autumnBegins, commit: deletion) + "\n", "\(removed)")

        let restored = try await sb.diary("restore", "2025-09-03", env: Self.koreanLocale)
        Expect.success(restored)
        #expect(restored.stdout.hasSuffix("되살렸습니다(\(String(try #require(try await sb.head()).prefix(7)))).\n"), "\(restored)")
        let subjects = try await sb.subjects()
        #expect(
            subjects.count >= 2 && subjects[0].hasPrefix("Restore ") && subjects[1].hasPrefix("Delete "),
            "commit messages are the vault's shared history, in English: \(subjects)")

        let status = try await sb.diary("status", env: Self.koreanLocale)
        Expect.success(status)
        #expect(
            Array(status.outputLines.dropFirst()) == [Self.korean.statusNoRemote, Self.korean.statusNothingNeedsAttention],
            "\(status)")
    }

    @Test("migrate and import summaries in Korean")
    func koreanSummaries() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.write("2025/09/2025-09-03.md", "---\nschema: 1\ncreated: 1756853100\n---\n# Old\n\ntext\n")
        try await sb.initVault()
        let migrated = try await sb.diary("migrate", "--dry-run", env: Self.koreanLocale)
        Expect.success(migrated)
        #expect(
            migrated.outputLines == [
                Self.korean.migrateEntryCounts([(schema: 1, count: 1)]),
                Self.korean.migrateWould(count: 1, target: 2)
            ], "\(migrated)")

        let imported = try await sb.diary("import", "jrnl", "-", env: Self.koreanLocale, stdin: Data("{not json".utf8))
        #expect(imported.status == 1, "\(imported)")
        #expect(imported.stderr.hasPrefix("skipped: " + Self.korean.standardInput), "\(imported)")
        #expect(
            imported.stdout.hasSuffix(
                Self.korean.importSummary(added: 0, skipped: 1, alreadyThere: 0, changed: 0, dryRun: false, commit: nil) + "\n"), "\(imported)")
    }

    @Test("sync and status in Korean: the summary, and why an entry needs attention; status later in English too")
    func koreanSync() async throws {
        let m = try await SyncTests.Machines.make()
        defer { m.sb.cleanUp() }
        let path = "2026/11/2026-11-20.md"
        try m.write(m.laptop, path, body: "# Thursday\n\nFirst lines.\n", extra: "location:\n  name: Busan\n")
        try m.write(m.desktop, path, body: "# Thursday\n\nFirst lines.\n", extra: "location:\n  name: Seoul\n")
        Expect.success(try await m.sync(m.laptop))
        let merged = try await m.sb.launch(["sync"], vault: .at(m.desktop), env: Self.koreanLocale).wait()
        Expect.success(merged)
        #expect(
            merged.stdout.hasPrefix("origin과 동기화했습니다: ") && merged.stdout.contains("확인 필요 1개(\(path);"),
            "\(merged)")
        let korean = Self.korean.syncConflictMarkers(line: 9, passages: 0, keys: ["location"], byGit: false)
        let told = String(korean[..<(try #require(korean.range(of: " ("))).lowerBound])
        #expect(merged.stderr.hasPrefix("attention: \(path): \(told)"), "\(merged)")

        let status = try await m.sb.diary("status", vault: .at(m.desktop), env: Self.koreanLocale)
        #expect(status.outputLines.contains(Self.korean.statusNeedsAttention), "\(status)")
        #expect(status.stdout.contains(told), "\(status)")
        let english = try await m.sb.diary("status", vault: .at(m.desktop))
        #expect(
            english.stdout.contains("location changed on both machines"),
            "the file keeps the problem, not one language's words: \(english)")
    }

    @Test(
        "LC_MESSAGES wins over LANG",
        arguments: [
            (["LANG": "en_US.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"], true),
            (["LANG": "ko_KR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"], false)
        ])
    func lcMessagesOverridesLang(_ locale: [String: String], _ expectKorean: Bool) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let result = try await sb.diary("show", "2025-01-01", env: locale)
        Expect.oneLineError(result)
        let text: any CoreText = expectKorean ? Self.korean : Self.english
        #expect(result.stderr == "error: " + text.noEntry("2025-01-01") + "\n", "\(locale): \(result)")
    }

    @Test(
        "LC_ALL wins over LC_MESSAGES and LANG",
        arguments: [
            (["LANG": "ko_KR.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8", "LC_ALL": "en_US.UTF-8"], false),
            (["LANG": "en_US.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LC_ALL": "ko_KR.UTF-8"], true)
        ])
    func lcAllOverridesBoth(_ locale: [String: String], _ expectKorean: Bool) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let result = try await sb.diary("show", "someday", env: locale)
        Expect.oneLineError(result)
        let text: any CoreText = expectKorean ? Self.korean : Self.english
        #expect(result.stderr == "error: " + text.unknownDay("someday") + "\n", "\(locale): \(result)")
    }

    @Test("any other locale falls back to English", arguments: ["C", "POSIX", "de_DE.UTF-8", "ja_JP.UTF-8"])
    func fallbackToEnglish(_ lang: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let created = try await sb.diary("init", env: ["LANG": lang])
        #expect(created.stdout == Self.english.initCreated(path: sb.vault.path) + "\n", "\(created)")
    }

    @Test("dates follow LC_TIME and messages LC_MESSAGES, each on its own")
    func datesAndMessagesAreSeparate() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let koreanDates = try await sb.diary("show", "2025-09-03", env: ["LC_TIME": "ko_KR.UTF-8"])
        Expect.success(koreanDates)
        #expect(koreanDates.stdout.contains("2025년 9월 3일"), "\(koreanDates)")
        let englishErrors = try await sb.diary("show", "2025-01-01", env: ["LC_TIME": "ko_KR.UTF-8"])
        #expect(englishErrors.stderr == "error: " + Self.english.noEntry("2025-01-01") + "\n", "\(englishErrors)")

        let englishDates = try await sb.diary("show", "2025-09-03", env: ["LC_MESSAGES": "ko_KR.UTF-8"])
        #expect(englishDates.stdout.contains("Sep 3, 2025"), "\(englishDates)")
        let koreanErrors = try await sb.diary("show", "2025-01-01", env: ["LC_MESSAGES": "ko_KR.UTF-8"])
        #expect(koreanErrors.stderr == "error: " + Self.korean.noEntry("2025-01-01") + "\n", "\(koreanErrors)")
    }
}
