import Foundation
import OpenMeteoStub
import TestSupport
import Testing

/// The browser's writer as a person uses it, in Chromium (`Tests/Browser/writer_cases.py`): a form, not YAML;
/// the body focused; Save in reach on a phone; Ctrl-S; Discard that leaves no commit and no draft; fields that
/// leave a person's own keys byte for byte; the settings' place and the weather found, as `diary new` has
/// them. What came of it is checked with plain git.
@Suite(.serialized)
struct WebReaderWriterTests {
    static let today: [String: String?] = ["DIARY_TODAY": "2026-11-25"]

    @Test func aNewEntryIsTypedAtOnceWithSaveInReachAndSavedWithCtrlS() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.writeUserConfig("location:\n  name: Busan\n  latitude: 35.1028\n  longitude: 129.0403\n")
        let served = try await WebReaderBrowserTests.servedSampleVault(sb, env: Self.today)
        let before = try await sb.gitLines("log", "--format=%s")
        let result = try await BrowserCase.run(
            "writer-new", served, ["--words", "# Typed at once\n\nOn the phone.", "--shots", BrowserCase.shots])
        // The body has the focus, empty; its label says what it is; it is not a monospace box of YAML.
        let focus = try #require(result["focus"] as? [String: Any])
        #expect(focus["id"] as? String == "text" && focus["start"] as? Int == 0 && focus["length"] as? Int == 0, "\(focus)")
        #expect(result["label"] as? String == "Entry")
        #expect((result["font"] as? String)?.contains("monospace") == false, "\(result)")
        #expect(result["heading"] as? String == "New entry" && result["headingWhileTyping"] as? String == "Typed at once")
        // The fields as `diary new` fills them: the settings' place, today, no weather invented (offline).
        let fields = try #require(result["fields"] as? [String: String])
        #expect(fields["date"] == "2026-11-25" && fields["place"] == "Busan" && fields["weather"] == "" && fields["tags"] == "", "\(fields)")
        // Save and Discard on screen at 390×844 without scrolling, and at 1280×800.
        for key in ["savePhone", "discardPhone", "saveWide"] {
            let shown = try #require(result[key] as? [String: Any])
            #expect(shown["inside"] as? Bool == true && shown["uncovered"] as? Bool == true && shown["scrolled"] as? Int == 0, "\(key): \(shown)")
        }
        #expect(result["path"] as? String == "/2026/11/2026-11-25" && result["title"] as? String == "Typed at once", "\(result)")
        #expect(try await sb.gitLines("log", "--format=%s") == ["New 2026-11-25"] + before)
        let committed = try await sb.git("show", "HEAD:2026/11/2026-11-25.md")
        #expect(
            committed.wholeMatch(
                of:
                    /---\nschema: 2\ncreated: 2026-11-25T[0-9:]+\+[0-9:]+\nlocation:\n  name: Busan\n  latitude: 35.1028\n  longitude: 129.0403\n---\n# Typed at once\n\nOn the phone.\n/
            ) != nil, "\(committed)")
        try await sb.expectClean()
        try await served.stop()
    }

    @Test func onlineANewEntryOfTodayGetsTheWeatherFoundInTheFieldsLeftAsTheyBegan() async throws {
        let stub = try StubOpenMeteo(.good)
        defer { stub.stop() }
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.writeUserConfig(
            "location:\n  name: Busan\n  provider_url: \(stub.base)\nweather:\n  provider_url: \(stub.base)\n")
        let served = try await WebReaderBrowserTests.servedSampleVault(sb, env: ["DIARY_TODAY": "2026-11-25", "DIARY_OFFLINE": nil])
        _ = try await BrowserCase.run("writer-new", served, ["--words", "Rain on the harbour."])
        let committed = try await sb.git("show", "HEAD:2026/11/2026-11-25.md")
        #expect(
            committed.contains(
                "location:\n  name: Busan, South Korea\n  latitude: 35.1028\n  longitude: 129.0403\nweather:\n  condition: Light rain\n  temperature: 12.3\n  code: 61\n---\nRain on the harbour.\n"
            ), "\(committed)")
        #expect(stub.requests.count == 2, "\(stub.requests)")
        try await sb.expectClean()
        try await served.stop()
    }

    /// An entry written by hand: a comment, keys of the person's own, a place with coordinates.
    static let ownKeys = """
        ---
        schema: 2
        # kept by hand
        created: 2026-11-17T08:02:19+09:00
        mood: curious   # my own
        location:
          name: Seoul Station
          latitude: 37.5547
          longitude: 126.9707
        tags: [work, ideas]
        project:
          name: report diff
        ---
        # Report diff tool

        Started on the train.

        """

    @Test func theFieldsChangeOnlyTheirOwnLinesAndTheOwnKeysStayByteForByte() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await WebReaderBrowserTests.servedSampleVault(sb)
        let file = sb.vault.appendingPathComponent("2026/11/2026-11-17.md")
        try Data(Self.ownKeys.utf8).write(to: file)
        _ = try await sb.git("-c", "user.name=Plain Git", "-c", "user.email=plain@example.com", "commit", "-q", "-am", "By hand")
        // The body alone: the front matter's bytes are the file's.
        let typed = try await BrowserCase.run("writer-fields", served, ["--entry", "2026-11-17", "--words", "And back by bus.\n"])
        let focus = try #require(typed["focus"] as? [String: Any])
        #expect(focus["id"] as? String == "text" && focus["start"] as? Int == focus["length"] as? Int, "the caret at the body's end: \(focus)")
        #expect(typed["heading"] as? String == "Report diff tool")
        #expect(typed["dateReadOnly"] as? Bool == true)
        #expect(typed["saveMovedBy"] as? Double == 0, "Save stays put when the draft's status appears: \(typed)")
        #expect(typed["otherKeys"] as? String == "schema: 2\nmood: curious   # my own\nproject:\n  name: report diff", "\(typed)")
        #expect(
            typed["fields"] as? [String: String]
                == ["date": "2026-11-17", "time": "08:02", "place": "Seoul Station", "weather": "", "tags": "work, ideas"])
        let bodyOnly = Self.ownKeys + "And back by bus.\n"
        #expect(try String(contentsOf: file, encoding: .utf8) == bodyOnly)
        // The fields: only the place's, the tags', the star's and the time's lines change.
        let fields = try await BrowserCase.run(
            "writer-fields", served, ["--entry", "2026-11-17", "--place", "Yeouido", "--tags", "work, river", "--star", "--time", "07:45"])
        #expect(fields["saveMovedBy"] as? Double == 0, "\(fields)")
        let expected =
            bodyOnly
            .replacingOccurrences(of: "created: 2026-11-17T08:02:19+09:00", with: "created: 2026-11-17T07:45:00+09:00")
            .replacingOccurrences(of: "  name: Seoul Station\n  latitude: 37.5547\n  longitude: 126.9707\n", with: "  name: Yeouido\n")
            .replacingOccurrences(of: "tags: [work, ideas]\n", with: "tags: [work, river]\nstarred: true\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == expected)
        #expect(try await sb.gitLines("log", "-2", "--format=%s") == ["Edit 2026-11-17", "Edit 2026-11-17"])
        try await sb.expectClean()
        try await served.stop()
    }

    @Test func discardAsksThenLeavesNoCommitAndNoDraft() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await WebReaderBrowserTests.servedSampleVault(sb, env: Self.today)
        let file = sb.vault.appendingPathComponent("2026/11/2026-11-14.md")
        let original = try String(contentsOf: file, encoding: .utf8)
        let commits = try await sb.gitLines("log", "--format=%h")
        let draft = sb.vault.appendingPathComponent(".git/diary/drafts/2026-11-14.md")
        let edit = try await BrowserCase.run(
            "writer-discard", served, ["--entry", "2026-11-14", "--words", "Not meant to stay.", "--file", draft.path])
        #expect(edit["draftBeforeDiscard"] as? Bool == true, "the draft was kept while typing: \(edit)")
        #expect(edit["question"] as? String == "Discard what you wrote here? Nothing is saved and no draft is kept.")
        #expect(edit["focusInDialog"] as? Bool == true)
        #expect((edit["keptAfterKeepWriting"] as? String)?.hasSuffix("Not meant to stay.") == true)
        #expect(edit["notice"] as? String == "Discarded: nothing was saved." && edit["landed"] as? String == "/2026/11/2026-11-14")
        #expect(edit["draftAfterDiscard"] as? Bool == false)
        #expect(edit["sentAfterDiscard"] as? [String] == [], "the page sent something as it left: \(edit)")
        #expect(try String(contentsOf: file, encoding: .utf8) == original)
        // A new entry: nothing created.
        let newDraft = sb.vault.appendingPathComponent(".git/diary/drafts/2026-11-25.md")
        let new = try await BrowserCase.run("writer-discard", served, ["--words", "A false start.", "--file", newDraft.path])
        #expect(new["draftBeforeDiscard"] as? Bool == true && new["draftAfterDiscard"] as? Bool == false, "\(new)")
        #expect(new["landed"] as? String == "/")
        #expect(new["sentAfterDiscard"] as? [String] == [], "the page sent something as it left: \(new)")
        #expect(!FileManager.default.fileExists(atPath: sb.vault.appendingPathComponent("2026/11/2026-11-25.md").path))
        #expect(try await sb.gitLines("log", "--format=%h") == commits)
        #expect(WebReaderBrowserTests.drafts(sb, startingWith: "").isEmpty, "\(WebReaderBrowserTests.drafts(sb, startingWith: ""))")
        try await sb.expectClean()
        try await served.stop()
    }

    @Test func theRawViewShowsWhatWasTypedAndCommitsNothingOnTheWay() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await WebReaderBrowserTests.servedSampleVault(sb)
        let file = sb.vault.appendingPathComponent("2026/11/2026-11-17.md")
        let original = try String(contentsOf: file, encoding: .utf8)
        let commits = try await sb.gitLines("log", "--format=%h")
        let result = try await BrowserCase.run("writer-raw", served, ["--entry", "2026-11-17", "--words", "Typed in the form."])
        #expect(result["whole"] as? String == original + "Typed in the form.\n", "\(result)")
        #expect(result["label"] as? String == "The whole file, front matter and all")
        #expect((result["bodyAgain"] as? String)?.hasSuffix("Typed in the form.\n") == true)
        #expect(try await sb.gitLines("log", "--format=%h") == commits)
        #expect(try String(contentsOf: file, encoding: .utf8) == original)
        try await served.stop()
    }

    @Test func theWriterWorksWithTheKeyboardAlone() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let served = try await WebReaderBrowserTests.servedSampleVault(sb, env: Self.today)
        let result = try await BrowserCase.run("writer-keyboard", served, ["--entry", "2026-11-17", "--words", "Written without a mouse."])
        #expect(result["problems"] as? [String] == [], "\(result["problems"] ?? "")")
        let stops = try #require(result["stops"] as? [String: [String]])
        // After the site's bar: Save and Discard beside the title, the body, then the fields in reading order.
        let fields = ["save", "discard", "text", "date", "time", "place", "weather", "tags", "starred"]
        for page in ["new", "edit"] {
            let order = (stops[page] ?? []).filter { fields.contains($0) }
            #expect(order == fields, "\(page): \(stops[page] ?? [])")
        }
        #expect(stops["edit"]?.last == "raw-view", "\(stops["edit"] ?? [])")
        #expect(result["inDialog"] as? String == "keep-writing" && result["afterEscape"] as? String == "text", "\(result)")
        #expect((result["notice"] as? String)?.hasPrefix("Saved 2026/11/2026-11-17.md (commit ") == true, "\(result)")
        #expect(try await sb.gitLines("log", "-1", "--format=%s") == ["Edit 2026-11-17"])
        let text = try String(contentsOf: sb.vault.appendingPathComponent("2026/11/2026-11-17.md"), encoding: .utf8)
        #expect(text.hasSuffix("Written without a mouse.\n"), "\(text)")
        try await sb.expectClean()
        try await served.stop()
    }
}
