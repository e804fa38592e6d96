import Foundation
import TestSupport
import Testing

/// `diary serve` as a person uses it: pages opened, searched, written, edited and deleted in Debian's
/// Chromium (headless, driven by Selenium through chromedriver: `Tests/Browser/reader_cases.py`), and what
/// came of it checked with plain git. Screenshots of the list, an entry and the calendar at 1280×800 and
/// 390×844 go to `.build/screenshots/`.
@Suite(.serialized)
struct WebReaderBrowserTests {
    /// The sample vault (`SampleVault`, 31 entries, English and Korean), and an entry of 2026-11-22 with a
    /// photo and raw HTML that must never run.
    static func servedSampleVault(_ sb: Sandbox, env: [String: String?] = [:]) async throws -> ServedVault {
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("SampleVault"), to: sb.vault)
        try await sb.initVault()
        let media = sb.vault.appendingPathComponent("2026/11/media")
        try FileManager.default.createDirectory(at: media, withIntermediateDirectories: true)
        try Data(base64Encoded: onePixelPNG)!.write(to: media.appendingPathComponent("dot.png"))
        try Data(hostileEntry.utf8).write(to: sb.vault.appendingPathComponent("2026/11/2026-11-22.md"))
        _ = try await sb.git("add", "-A")
        _ = try await sb.git("-c", "user.name=Plain Git", "-c", "user.email=plain@example.com", "commit", "-q", "-m", "Add the hostile entry")
        return try await ServedVault.start(sb, env: env)
    }

    static let onePixelPNG =
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="

    static let hostileEntry = """
        ---
        schema: 2
        created: 2026-11-22T20:00:00+09:00
        tags: [test]
        ---
        # Raw HTML stays text

        <script>window.__diaryPwned = "script"</script>
        <img src="x" onerror="window.__diaryPwned = 'onerror'">
        [a link](javascript:window.__diaryPwned='link')

        ![a dot](media/dot.png)

        """

    @Test func listAndEntryAreShownSideBySideOrAloneOnAPhone() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb)
        let list = try await BrowserCase.run("list", served, ["--shots", BrowserCase.shots])
        #expect(list["month"] as? String == "November 2026")
        let titles = try #require(list["titles"] as? [String])
        #expect(titles.prefix(2) == ["Raw HTML stays text", "Reading back"])
        let entry = try await BrowserCase.run("entry", served, ["--entry", "2026-11-21", "--shots", BrowserCase.shots])
        #expect(entry["title"] as? String == "아침 한강 산책")
        let photo = try await BrowserCase.run("entry", served, ["--entry", "2026-11-22"])
        let images = try #require(photo["images"] as? [[Any]])
        #expect(images.count == 1)
        #expect((images.first?[0] as? String)?.hasSuffix("/2026/11/media/dot.png") == true)
        #expect(images.first?[1] as? Int == 1, "the photo did not load: \(images)")
        #expect(try await served.stop().status == 0)
    }

    @Test func searchShowsHitsWhileTyping() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb)
        let found = try await BrowserCase.run("search", served, ["--query", "walk"])
        let marks = try #require(found["marks"] as? [String])
        #expect(!marks.isEmpty)
        #expect(marks.allSatisfy { $0.lowercased() == "walk" })
        let cli = try await sb.diary("search", "walk", "-l")
        #expect(found["count"] as? String == "\(cli.outputLines.count) entries")
        #expect((found["url"] as? String)?.hasSuffix("/-/search?q=walk") == true)
        try await served.stop()
    }

    @Test func aNewEntryIsOneCommit() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb, env: ["DIARY_TODAY": "2026-11-25"])
        let before = try await sb.gitLines("log", "--format=%s")
        let saved = try await BrowserCase.run("new", served, ["--words", "Evening in the browser"])
        #expect(saved["title"] as? String == "Evening in the browser")
        #expect(saved["path"] as? String == "/2026/11/2026-11-25")
        let after = try await sb.gitLines("log", "--format=%s")
        #expect(after.count == before.count + 1)
        #expect(after.first == "New 2026-11-25")
        #expect(try await sb.git("status", "--porcelain").isEmpty)
        let text = try String(contentsOf: sb.vault.appendingPathComponent("2026/11/2026-11-25.md"), encoding: .utf8)
        #expect(text.hasPrefix("---\nschema: 2\ncreated: 2026-11-25T"))
        #expect(text.contains("# Evening in the browser\n\nWritten in the browser.\n"))
        try await served.stop()
    }

    @Test func anEditIsOneCommit() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb)
        let edited = try await BrowserCase.run("edit", served, ["--entry", "2026-11-17", "--words", "A line added in the browser."])
        #expect((edited["notice"] as? String)?.hasPrefix("Saved 2026/11/2026-11-17.md (commit ") == true)
        #expect((edited["body"] as? String)?.contains("A line added in the browser.") == true)
        #expect(try await sb.gitLines("log", "-1", "--format=%s") == ["Edit 2026-11-17"])
        #expect(try await sb.git("status", "--porcelain").isEmpty)
        try await served.stop()
    }

    @Test func aDraftIsKeptWhileTypingAndLeavingThePageSavesIt() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb)
        let draft = sb.vault.appendingPathComponent(".git/diary/drafts/2026-11-14.md")
        let before = try await sb.gitLines("log", "--format=%s")
        let typed = try await BrowserCase.run(
            "draft", served, ["--entry", "2026-11-14", "--words", "Typed, then the tab went away.", "--file", draft.path])
        #expect(typed["status"] as? String == "Draft kept")
        #expect((typed["draftBeforeLeaving"] as? String)?.contains("Typed, then the tab went away.") == true)
        // Typing committed nothing; leaving the page did, once.
        var log = try await sb.gitLines("log", "--format=%s")
        let deadline = Date().addingTimeInterval(10)
        while log.count == before.count, Date() < deadline {
            try await Task.sleep(for: .milliseconds(100))
            log = try await sb.gitLines("log", "--format=%s")
        }
        #expect(log.count == before.count + 1)
        #expect(log.first == "Edit 2026-11-14")
        let text = try String(contentsOf: sb.vault.appendingPathComponent("2026/11/2026-11-14.md"), encoding: .utf8)
        #expect(text.contains("Typed, then the tab went away."))
        #expect(!FileManager.default.fileExists(atPath: draft.path))
        try await served.stop()
    }

    @Test func deleteAsksFirstAndCanBeRestored() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb)
        let file = sb.vault.appendingPathComponent("2026/11/2026-11-08.md")
        let result = try await BrowserCase.run("delete", served, ["--entry", "2026-11-08", "--file", file.path])
        #expect((result["question"] as? String)?.contains("(2026/11/2026-11-08.md)? The deletion is committed") == true)
        #expect(result["existedAfterDelete"] as? Bool == false)
        #expect((result["restored"] as? String)?.hasPrefix("Restored 2026/11/2026-11-08.md") == true)
        let log = try await sb.gitLines("log", "-2", "--format=%s")
        #expect(log.count == 2 && log[0].hasPrefix("Restore 2026-11-08 from ") && log[1] == "Delete 2026-11-08")
        #expect(FileManager.default.fileExists(atPath: file.path))
        #expect(try await sb.git("status", "--porcelain").isEmpty)
        try await served.stop()
    }

    @Test func calendarDaysLinkToTheirEntries() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb)
        let result = try await BrowserCase.run("calendar", served, ["--year", "2026", "--shots", BrowserCase.shots])
        #expect(result["days"] as? Int ?? 0 > 20, "\(result)")
        #expect((result["levels"] as? [String])?.contains("l4") == true)
        // The last day link of the year is 2026-11-22's (one entry): it opens that entry.
        #expect((result["clicked"] as? String)?.hasSuffix("/-/day/2026-11-22") == true)
        #expect(result["landed"] as? String == "/2026/11/2026-11-22")
        #expect(result["title"] as? String == "Raw HTML stays text")
        try await served.stop()
    }

    @Test func aKoreanBrowserGetsKoreanPages() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb)
        let result = try await BrowserCase.run("korean", served, ["--language", "ko-KR"])
        #expect(result["lang"] as? String == "ko")
        #expect(result["nav"] as? [String] == ["달력", "지난 오늘", "+ 새 일기"])
        #expect(result["heading"] as? String == "2026년 11월")
        #expect((result["date"] as? String)?.hasPrefix("2026. 11. 22.") == true || (result["date"] as? String)?.contains("년") == true)
        try await served.stop()
    }

    @Test func withoutTheTokenEveryRequestIsForbidden() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb)
        let page = try await BrowserCase.run("no-token", served)
        #expect((page["body"] as? String)?.contains("Forbidden: open the address that diary serve printed") == true)
        #expect(page["entries"] as? Int == 0)
        for path in ["/", "/2026/11/2026-11-21", "/-/calendar", "/-/static/reader.js", "/?token=0123"] {
            #expect(try served.fetch(path, withToken: false).status == 403, "\(path)")
        }
        #expect(try served.fetch("/").status == 200)
        try await served.stop()
    }

    @Test func aForeignHostHeaderIsRejected() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb)
        #expect(try served.fetch("/", headers: ["Host: attacker.example:\(served.port)"]).status == 421)
        #expect(try served.fetch("/", headers: ["Host: attacker.example"]).status == 421)
        #expect(try served.fetch("/", headers: ["Host: localhost:\(served.port)"]).status == 200)
        #expect(try served.fetch("http://[::1]:\(served.port)/").status == 200)
        try await served.stop()
    }

    @Test func aWriteWithoutTheWriteKeyIsRejected() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb)
        let commits = try await sb.gitLines("log", "--format=%h")
        #expect(try served.fetch("/-/delete/2026-11-08", method: "POST", form: [:]).status == 403)
        #expect(try served.fetch("/-/delete/2026-11-08", method: "POST", form: ["csrf": "0" + String(repeating: "a", count: 63)]).status == 403)
        let key = try served.writeKey()
        let fromElsewhere = try served.fetch(
            "/-/delete/2026-11-08", method: "POST", form: ["csrf": key], headers: ["Origin: http://attacker.example"])
        #expect(fromElsewhere.status == 403)
        #expect(try served.fetch("/-/save/2026-11-08", method: "POST", form: ["text": "overwritten"]).status == 403)
        #expect(try await sb.gitLines("log", "--format=%h") == commits)
        #expect(FileManager.default.fileExists(atPath: sb.vault.appendingPathComponent("2026/11/2026-11-08.md").path))
        // With the key (and the version the confirmation asked about), the same request deletes.
        let asked = try #require(try served.fetch("/-/delete/2026-11-08").body.firstMatch(of: /name="version" value="([0-9a-f]{64})"/)?.1)
        #expect(try served.fetch("/-/delete/2026-11-08", method: "POST", form: ["csrf": key, "version": String(asked)]).status == 303)
        #expect(try await sb.gitLines("log", "-1", "--format=%s") == ["Delete 2026-11-08"])
        try await served.stop()
    }

    @Test func pathsNeverLeaveTheVault() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb)
        try FileManager.default.createSymbolicLink(
            atPath: sb.vault.appendingPathComponent("2026/11/media/passwd.txt").path, withDestinationPath: "/etc/passwd")
        try FileManager.default.createSymbolicLink(
            atPath: sb.vault.appendingPathComponent("2026/12").path, withDestinationPath: "/etc")
        for path in [
            "/../../etc/passwd", "/..%2f..%2fetc%2fpasswd", "/2026/11/media/../../../.git/config", "/.git/config",
            "/.git/HEAD", "/2026/11/media/passwd.txt", "/2026/12/passwd", "/2026/11/2026-11-21.md", "/%2e%2e/%2e%2e/etc/passwd",
            "/-/edit/..%2f..%2fetc", "/2026/11/2026-11-99"
        ] {
            let answer = try served.fetch(path)
            #expect(answer.status == 404, "\(path): \(answer.status)")
            #expect(!answer.body.contains("root:x:0:0"), "\(path)")
        }
        let photo = try served.fetch("/2026/11/media/dot.png")
        #expect(photo.status == 200)
        try await served.stop()
    }

    @Test func rawHTMLInAnEntryNeverRuns() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb)
        let result = try await BrowserCase.run("script", served, ["--entry", "2026-11-22"])
        #expect(result["ran"] is NSNull, "\(result)")
        #expect(result["scripts"] as? Int == 0)
        #expect(result["handlers"] as? Int == 0)
        #expect((result["text"] as? String)?.contains("<script>window.__diaryPwned = \"script\"</script>") == true)
        let page = try served.fetch("/2026/11/2026-11-22").body
        #expect(!page.contains("href=\"javascript:"))
        try await served.stop()
    }

    @Test func aConflictingEditKeepsBothTexts() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb)
        let file = sb.vault.appendingPathComponent("2026/11/2026-11-02.md")
        let commits = try await sb.gitLines("log", "--format=%h")
        let result = try await BrowserCase.run(
            "conflict", served, ["--entry", "2026-11-02", "--words", "Mine, from the browser.", "--file", file.path])
        #expect(result["heading"] as? String == "Changed on disk meanwhile")
        #expect((result["yours"] as? String)?.contains("Mine, from the browser.") == true)
        #expect((result["onDisk"] as? String)?.contains("Added in another editor meanwhile.") == true)
        #expect(try await sb.gitLines("log", "--format=%h") == commits)
        let onDisk = try String(contentsOf: file, encoding: .utf8)
        #expect(onDisk.contains("Added in another editor meanwhile.") && !onDisk.contains("Mine, from the browser."))
        // The page names the draft the text was kept in (the entry's draft, `diary open` offers it).
        let problem = try #require(result["problem"] as? String)
        let named = try #require(problem.firstMatch(of: /kept in (\S+\.md)\./)?.1, "\(problem)")
        #expect(named.hasPrefix(sb.vault.appendingPathComponent(".git/diary/drafts/2026-11-02").path))
        let keptText = try String(contentsOfFile: String(named), encoding: .utf8)
        #expect(keptText.contains("Mine, from the browser."))
        try await served.stop()
    }

    /// `--cli` for a case that changes the vault with the diary CLI while a page is open: each run is
    /// `diary ARGS --vault VAULT` in the sandbox's environment, the editor the stub that appends
    /// "Walked by the river.".
    static func cli(_ sb: Sandbox, _ runs: [[String]]) throws -> String {
        let object: [String: Any] = [
            "env": sb.environment(["EDITOR": sb.editor(.append)]),
            "runs": runs.map { [DiaryBinary.url.path] + $0 + ["--vault", sb.vault.path] }
        ]
        return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
    }

    /// The files of `.git/diary/drafts/` whose name starts with `prefix`, with their text.
    static func drafts(_ sb: Sandbox, startingWith prefix: String) -> [(name: String, text: String)] {
        let folder = sb.vault.appendingPathComponent(".git/diary/drafts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix(prefix) }.sorted().map { name in
            (name, (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "")
        }
    }

    @Test func typingAtOnceOnTheNewPageWritesTheBody() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb, env: ["DIARY_TODAY": "2026-11-25"])
        let before = try await sb.gitLines("log", "--format=%s")
        let saved = try await BrowserCase.run("new-typed-at-once", served, ["--words", "Typed the moment the page opened"])
        #expect((saved["focus"] as? [String: Any])?["id"] as? String == "text", "\(saved)")
        #expect(saved["title"] as? String == "Typed the moment the page opened")
        #expect(saved["path"] as? String == "/2026/11/2026-11-25")
        let after = try await sb.gitLines("log", "--format=%s")
        #expect(after.count == before.count + 1 && after.first == "New 2026-11-25")
        #expect(try await sb.git("status", "--porcelain").isEmpty)
        // The committed file: the front matter whole and first, the typed words the body's first line.
        let committed = try await sb.git("show", "HEAD:2026/11/2026-11-25.md")
        #expect(
            committed.wholeMatch(of: /---\nschema: 2\ncreated: 2026-11-25T[0-9:+-]+\n(?:[a-z_]+:[^\n]*\n)*---\nTyped the moment the page opened\n/)
                != nil, "\(committed)")
        try await served.stop()
    }

    @Test func typingAtOnceOnTheEditPageWritesAtTheEndOfTheBody() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb)
        // CRLF lines and Korean in the front matter: the form gives the front matter back byte for byte.
        let file = sb.vault.appendingPathComponent("2026/11/2026-11-21.md")
        let lf = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "Ttukseom Hangang Park, Seoul", with: "뚝섬한강공원, 서울")
        let original = lf.replacingOccurrences(of: "\n", with: "\r\n")
        try Data(original.utf8).write(to: file)
        _ = try await sb.git("-c", "user.name=Plain Git", "-c", "user.email=plain@example.com", "commit", "-q", "-am", "CRLF and Korean")
        let edited = try await BrowserCase.run("edit-typed-at-once", served, ["--entry", "2026-11-21", "--words", "Typed at once, at the end."])
        #expect((edited["focus"] as? [String: Any])?["id"] as? String == "text", "\(edited)")
        #expect((edited["notice"] as? String)?.hasPrefix("Saved 2026/11/2026-11-21.md (commit ") == true)
        #expect(edited["title"] as? String == "아침 한강 산책")
        #expect(try String(contentsOf: file, encoding: .utf8) == original + "Typed at once, at the end.\r\n")
        #expect(try await sb.gitLines("log", "-1", "--format=%s") == ["Edit 2026-11-21"])
        #expect(try await sb.git("status", "--porcelain").isEmpty)
        try await served.stop()
    }

    @Test func leavingTheConflictPageKeepsBothTexts() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb)
        let file = sb.vault.appendingPathComponent("2026/11/2026-11-02.md")
        let before = try await sb.gitLines("log", "--format=%h")
        let cli = try Self.cli(sb, [["meta", "2026-11-02", "--tag", "+from-the-cli"], ["open", "2026-11-02"]])
        let result = try await BrowserCase.run(
            "conflict-then-leave", served,
            [
                "--entry", "2026-11-02", "--words", "Mine, from the browser.", "--more", "More, typed after seeing both.", "--file", file.path,
                "--cli", cli
            ])
        let cliVersion = try #require(result["fileAfterCli"] as? String)
        #expect(cliVersion.contains("from-the-cli") && cliVersion.contains("Walked by the river."))
        #expect((result["onDisk"] as? String)?.contains("Walked by the river.") == true)
        // The page's text, sent as the page went, is kept beside the entry's draft: a refused save's copy.
        var kept: [(name: String, text: String)] = []
        let deadline = Date().addingTimeInterval(10)
        repeat {
            kept = Self.drafts(sb, startingWith: "2026-11-02-conflict-").filter { $0.text.contains("More, typed after seeing both.") }
            if kept.isEmpty { try await Task.sleep(for: .milliseconds(100)) }
        } while kept.isEmpty && Date() < deadline
        #expect(kept.count == 1, "\(Self.drafts(sb, startingWith: "2026-11-02"))")
        #expect(kept.first?.text.contains("Mine, from the browser.") == true)
        // Nothing committed by the page: the CLI's version is HEAD's and the file's.
        #expect(try await sb.gitLines("rev-parse", "HEAD") == [try #require(result["headAfterCli"] as? String)])
        #expect(try await sb.gitLines("log", "--format=%h").count == before.count + 2)
        #expect(try await sb.git("show", "HEAD:2026/11/2026-11-02.md") == cliVersion)
        #expect(try String(contentsOf: file, encoding: .utf8) == cliVersion)
        #expect(try await sb.git("status", "--porcelain").isEmpty)
        try await served.stop()
    }

    @Test func deleteAfterTheEntryChangedDeletesNothing() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.servedSampleVault(sb)
        let file = sb.vault.appendingPathComponent("2026/11/2026-11-08.md")
        let cli = try Self.cli(sb, [["meta", "2026-11-08", "--tag", "+from-the-cli"], ["open", "2026-11-08"]])
        let result = try await BrowserCase.run("delete-changed", served, ["--entry", "2026-11-08", "--file", file.path, "--cli", cli])
        #expect(result["status"] as? Int == 409, "\(result)")
        #expect(result["existsAfterDelete"] as? Bool == true)
        #expect(
            (result["problem"] as? String)?.hasPrefix("2026/11/2026-11-08.md changed after this page was opened, so nothing was deleted.") == true)
        #expect(result["landed"] as? String == "/2026/11/2026-11-08")
        let cliVersion = try #require(result["fileAfterCli"] as? String)
        #expect(cliVersion.contains("from-the-cli") && cliVersion.contains("Walked by the river."))
        #expect(try await sb.gitLines("rev-parse", "HEAD") == [try #require(result["headAfterCli"] as? String)])
        #expect(try String(contentsOf: file, encoding: .utf8) == cliVersion)
        #expect(try await sb.git("status", "--porcelain").isEmpty)
        try await served.stop()
    }
}
