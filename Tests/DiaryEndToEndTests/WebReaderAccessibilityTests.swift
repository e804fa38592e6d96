import Foundation
import TestSupport
import Testing

/// `diary serve`'s pages for everyone: axe-core (WCAG 2.0–2.2 A and AA, and its best practices) finds nothing
/// on any page in English or Korean, light or dark; every control is reached with Tab in order, with a focus
/// ring that can be seen, and Enter works it; the pages fit a phone whose browser's text is half as large
/// again, and a window zoomed to 200%. The cases are in `Tests/Browser/accessibility_cases.py`.
@Suite(.serialized)
struct WebReaderAccessibilityTests {
    /// The sample vault served (with the photo and raw-HTML entry of 2026-11-22), on 2026-11-21, and an entry
    /// of 2025-11-21 so that "On this day" has a year ago to show.
    static func served(_ sb: Sandbox) async throws -> ServedVault {
        let served = try await WebReaderBrowserTests.servedSampleVault(sb, env: ["DIARY_TODAY": "2026-11-21"])
        let folder = sb.vault.appendingPathComponent("2025/11")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let earlier = "---\nschema: 2\ncreated: 2025-11-21T08:00:00+09:00\ntags: [walk]\n---\n# A year before\n\nThe same walk.\n"
        try Data(earlier.utf8).write(to: folder.appendingPathComponent("2025-11-21.md"))
        _ = try await sb.git("add", "-A")
        _ = try await sb.git("-c", "user.name=Plain Git", "-c", "user.email=plain@example.com", "commit", "-q", "-m", "A year before")
        return served
    }

    static let auditedPages = [
        "list", "entry 2026-11-21", "entry 2026-11-22", "entry 2026-11-08", "list, filtered", "new", "edit", "saved", "conflict",
        "edit, whole file", "discard question", "discard", "calendar", "on this day", "search", "delete", "deleted", "restored",
        "not found", "not found, reader's", "list, phone", "entry, phone"
    ]

    @Test(arguments: [("en-US", "en"), ("ko-KR", "ko")])
    func axeFindsNothingOnAnyPage(language: String, lang: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.served(sb)
        let file = sb.vault.appendingPathComponent("2026/11/2026-11-21.md")
        let result = try await BrowserCase.run(
            "axe", served,
            ["--language", language, "--entries", "2026-11-21,2026-11-22,2026-11-08", "--file", file.path, "--query", "walk"])
        #expect(result["pages"] as? [String] == Self.auditedPages, "\(result["pages"] ?? "")")
        let violations = try #require(result["violations"] as? [[String: Any]])
        let described = violations.map { found in
            let targets = (found["targets"] as? [String] ?? []).prefix(4).joined(separator: ", ")
            return "\(found["page"] ?? "") (\(found["scheme"] ?? "")): \(found["rule"] ?? "") [\(found["impact"] ?? "")] "
                + "\(targets) — \(found["summary"] ?? "")"
        }
        #expect(violations.isEmpty, "\(violations.count) violations:\n\(described.joined(separator: "\n"))")
        // Every page in the language asked for, and the bar at the top in the same place and width on each.
        let langs = try #require(result["langs"] as? [String: String])
        #expect(Set(langs.values) == [lang], "\(langs)")
        let bars = try #require(result["bars"] as? [String: [Int]])
        let wide = bars.filter { !$0.key.contains("phone") }
        #expect(wide.count == Self.auditedPages.count - 2 && Set(wide.values).count == 1, "\(bars)")
        // The pages did what they say: a save, a conflict that committed nothing, a delete and its restore.
        let log = try await sb.gitLines("log", "-3", "--format=%s")
        #expect(log.count == 3 && log[0].hasPrefix("Restore 2026-11-08 from ") && log[1] == "Delete 2026-11-08" && log[2] == "Edit 2026-11-21")
        try await served.stop()
    }

    @Test func theKeyboardAloneReachesAndWorksEveryControl() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.served(sb)
        let file = sb.vault.appendingPathComponent("2026/11/2026-11-17.md")
        let result = try await BrowserCase.run("keyboard", served, ["--entry", "2026-11-17", "--file", file.path])
        let problems = try #require(result["problems"] as? [String])
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.joined(separator: "\n"))")
        let walks = try #require(result["walks"] as? [String: [String]])
        #expect(walks.count == 8)
        for (page, stops) in walks {
            // "Skip to content" first, then the bar's home link, its pages and the search box, then the page.
            #expect(
                Array(stops.prefix(6)) == [
                    "skip: Skip to content", "bar: Diary", "bar: Calendar", "bar: On this day", "bar: + New entry", "bar: Search"
                ], "\(page): \(stops)")
        }
        #expect(walks["list (light)"]?.last == "entry: Delete", "\(walks["list (light)"] ?? [])")
        #expect(walks["delete (dark)"]?.suffix(2) == ["main: Delete", "main: Cancel"], "\(walks["delete (dark)"] ?? [])")
        let enter = try #require(result["enter"] as? [String: Any])
        #expect(enter["firstStop"] as? String == "skip" && enter["skipShown"] as? Bool == true, "\(enter)")
        #expect(enter["afterSkip"] as? String == "list", "\(enter)")
        #expect(enter["entryOpened"] as? String == "/2026/11/2026-11-17")
        #expect(enter["deletedExists"] as? Bool == false && enter["restoredExists"] as? Bool == true, "\(enter)")
        let day = try #require((enter["dayLink"] as? String)?.split(separator: "/").last.map(String.init))
        #expect((enter["dayLanded"] as? String)?.hasSuffix("/" + day) == true, "\(enter)")
        let log = try await sb.gitLines("log", "-2", "--format=%s")
        #expect(log.count == 2 && log[0].hasPrefix("Restore 2026-11-17 from ") && log[1] == "Delete 2026-11-17")
        try await served.stop()
    }

    @Test func largeTextOnAPhoneFitsEveryPage() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.served(sb)
        let result = try await BrowserCase.run("large-text", served, ["--entry", "2026-11-21", "--query", "walk"])
        let problems = try #require(result["problems"] as? [String])
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.joined(separator: "\n"))")
        let pages = try #require(result["pages"] as? [String: [String: Any]])
        #expect(pages.count == 12)
        for (page, measured) in pages {
            // The browser's 24 px reach every text: the body's 1.0625rem, and nothing under 0.7 of 24 px.
            #expect(measured["bodyFont"] as? Double == 25.5, "\(page): \(measured)")
            let smallest = try #require(measured["smallest"] as? [String: Any])
            #expect(smallest["size"] as? Double ?? 0 >= 16.8, "\(page): \(smallest)")
            #expect(measured["width"] as? Int ?? 999 <= 390)
        }
        try await served.stop()
    }

    @Test func everyPageFitsAWindowZoomedTo200Percent() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.served(sb)
        let result = try await BrowserCase.run("zoom", served, ["--entry", "2026-11-21", "--query", "walk"])
        #expect(result["devicePixelRatio"] as? Int == 2 && result["innerWidth"] as? Int == 640, "\(result)")
        let problems = try #require(result["problems"] as? [String])
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.joined(separator: "\n"))")
        #expect((result["pages"] as? [String: Any])?.count == 12)
        try await served.stop()
    }

    /// Each run's browser profile (`diary-chromium-*` in the temporary folder) is removed when the browser quits.
    @Test func theBrowsersProfileIsRemovedWhenItQuits() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await Self.served(sb)
        let temporary = sb.root.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = FileManager.default.temporaryDirectory.path
        environment["TMPDIR"] = temporary.path
        let run = try await runProgram(["python3", BrowserCase.script, "profile", "--url", served.address], environment: environment)
        try #require(run.status == 0, "\(run)")
        let line = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let profile = try #require(answer["profile"] as? String)
        #expect(profile.hasPrefix(temporary.path + "/diary-chromium-") && answer["existed"] as? Bool == true, "\(answer)")
        #expect(!FileManager.default.fileExists(atPath: profile))
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter { $0.hasPrefix("diary-chromium-") }
        #expect(left.isEmpty, "\(left)")
        try await served.stop()
    }
}
