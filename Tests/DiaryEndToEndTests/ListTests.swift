import Foundation
import Testing

@Suite("diary list")
struct ListTests {
    /// The titles found in `output`, in the order their lines appear.
    private func titles(in output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            Fixture.titlesNewestFirst.first { line.contains($0) }
        }
    }

    @Test("newest first, one line per entry; files that are not entries are left out")
    func newestFirst() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("list")
        Expect.success(result)
        #expect(result.stderr.isEmpty, "\(result)")
        #expect(result.outputLines.count == 5, "\(result)")
        #expect(titles(in: result.stdout) == Fixture.titlesNewestFirst, "\(result)")
        #expect(!result.stdout.contains("My diary") && !result.stdout.contains("Ideas"), "README and notes are not entries")
        // The start of the body follows the title.
        #expect(result.stdout.contains("Cold wind"), "\(result)")
        try await sb.expectClean()
    }

    @Test("a day's entries go by their time, not their file names: list, -n, --json and export alike")
    func aDaysEntriesByTime() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.write("2026/11/2026-11-21.md", "---\nschema: 2\ncreated: 2026-11-21T21:21:00+09:00\n---\nEvening walk.\n")
        try sb.write("2026/11/2026-11-21-2.md", "---\nschema: 2\ncreated: 2026-11-21T07:45:00+09:00\n---\nMorning coffee, written later.\n")
        try sb.write("2026/11/2026-11-20.md", "---\nschema: 2\ncreated: 2026-11-20T23:50:00+09:00\n---\nThe day before.\n")
        let expected = ["Evening walk.", "Morning coffee, written later.", "The day before."]
        func order(_ text: String) -> [String] {
            expected.compactMap { title in text.range(of: title).map { (title, $0.lowerBound) } }
                .sorted { $0.1 < $1.1 }.map(\.0)
        }
        let list = try await sb.diary("list")
        Expect.success(list)
        #expect(order(list.stdout) == expected, "\(list)")
        let one = try await sb.diary("list", "-n", "1")
        #expect(order(one.stdout) == ["Evening walk."], "the newest by time: \(one)")
        let json = try await sb.diary("list", "--json")
        #expect(order(json.stdout) == expected, "\(json)")
        let export = try await sb.diary("export", "--format", "markdown")
        #expect(order(export.stdout) == expected, "\(export)")
        let day = try await sb.diary("export", "2026-11-21", "--format", "markdown")
        #expect(order(day.stdout) == Array(expected.prefix(2)), "\(day)")
    }

    @Test("-n 2 shows the newest two")
    func limit() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("list", "-n", "2")
        Expect.success(result)
        #expect(titles(in: result.stdout) == Array(Fixture.titlesNewestFirst.prefix(2)), "\(result)")
        #expect(result.outputLines.count == 2)
    }

    @Test("--from/--to keep the days in between, both ends included")
    func dateRange() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("list", "--from", "2025-10-18", "--to", "2025-11-02")
        Expect.success(result)
        #expect(titles(in: result.stdout) == ["출근길", "가을 산책"], "\(result)")
        let from = try await sb.diary("list", "--from", "2025-11-21")
        #expect(titles(in: from.stdout) == ["Evening at home", "Walk along the river"], "\(from)")
        let to = try await sb.diary("list", "--to", "2025-09-30")
        #expect(titles(in: to.stdout) == ["Autumn begins"], "\(to)")
        let none = try await sb.diary("list", "--from", "2024-01-01", "--to", "2024-12-31")
        Expect.success(none)
        #expect(none.stdout.isEmpty, "\(none)")
    }

    @Test("--tag keeps the entries with that tag, also with -n")
    func tagFilter() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let family = try await sb.diary("list", "--tag", "family")
        Expect.success(family)
        #expect(titles(in: family.stdout) == ["Evening at home", "Walk along the river"], "\(family)")
        let walk = try await sb.diary("list", "--tag", "walk")
        #expect(titles(in: walk.stdout) == ["가을 산책", "Autumn begins"], "\(walk)")
        let korean = try await sb.diary("list", "--tag", "산책")
        #expect(titles(in: korean.stdout) == ["가을 산책"], "\(korean)")
        let one = try await sb.diary("list", "--tag", "walk", "-n", "1")
        #expect(titles(in: one.stdout) == ["가을 산책"], "\(one)")
        let nothing = try await sb.diary("list", "--tag", "nope")
        Expect.success(nothing)
        #expect(nothing.stdout.isEmpty)
    }

    @Test("--json is an array of objects with path, created, title, tags, location, weather")
    func json() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("list", "--json")
        Expect.success(result)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        let objects = try #require(parsed as? [[String: Any]], "\(result)")
        #expect(objects.count == 5)
        for object in objects {
            for key in ["path", "created", "title", "tags", "location", "weather"] {
                #expect(object.keys.contains(key), "missing \(key) in \(object)")
            }
        }
        #expect(
            objects.compactMap { $0["path"] as? String }
                == [Fixture.evening, Fixture.river, Fixture.commute, Fixture.autumnWalk, Fixture.autumnBegins])
        #expect(objects.compactMap { $0["title"] as? String } == Fixture.titlesNewestFirst)
        let river = objects[1]
        #expect(river["created"] as? String == "2025-11-21T09:14:03+09:00")
        #expect(river["tags"] as? [String] == ["travel", "family"])
        let location = try #require(river["location"] as? [String: Any])
        #expect(location["name"] as? String == "Seoul, South Korea")
        #expect((location["latitude"] as? NSNumber)?.doubleValue == 37.5665)
        let weather = try #require(river["weather"] as? [String: Any])
        #expect(weather["condition"] as? String == "Partly cloudy")
        #expect((weather["temperature"] as? NSNumber)?.doubleValue == 11.5)
        #expect((weather["code"] as? NSNumber)?.intValue == 2)
        #expect(objects[0]["location"] is NSNull, "no location → null")
        #expect(objects[0]["tags"] as? [String] == ["family"])

        let limited = try await sb.diary("list", "--json", "-n", "1", "--tag", "walk")
        let one = try #require(try JSONSerialization.jsonObject(with: Data(limited.stdout.utf8)) as? [[String: Any]])
        #expect(one.count == 1)
        #expect(one.first?["path"] as? String == Fixture.autumnWalk)
    }

    @Test("--json on an empty vault is []")
    func jsonEmpty() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let result = try await sb.diary("list", "--json")
        Expect.success(result)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
        #expect((parsed as? [Any])?.isEmpty == true, "\(result)")
        let plain = try await sb.diary("list")
        Expect.success(plain)
        #expect(plain.stdout.isEmpty)
    }

    @Test("LANG=ko_KR.UTF-8 gives Korean dates, en_US.UTF-8 English, LC_ALL wins over LANG")
    func localizedDates() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let korean = try await sb.diary("list", env: ["LANG": "ko_KR.UTF-8"])
        Expect.success(korean)
        let riverLine = try #require(korean.outputLines.first { $0.contains("Walk along the river") }, "\(korean)")
        #expect(riverLine.contains("년") && riverLine.contains("월"), "\(korean)")
        #expect(riverLine.contains("2025") && riverLine.contains("11"))
        #expect(!korean.stdout.contains("Nov"))

        let english = try await sb.diary("list", env: ["LANG": "en_US.UTF-8"])
        Expect.success(english)
        let englishLine = try #require(english.outputLines.first { $0.contains("Walk along the river") })
        #expect(englishLine.contains("Nov") && englishLine.contains("2025"), "\(english)")
        #expect(englishLine.contains("9:14"), "the time as written (+09:00): \(english)")
        #expect(!english.stdout.contains("년"))

        let overridden = try await sb.diary("list", env: ["LANG": "en_US.UTF-8", "LC_ALL": "ko_KR.UTF-8"])
        #expect(overridden.stdout.contains("년"), "\(overridden)")
        let byTime = try await sb.diary("list", env: ["LANG": "en_US.UTF-8", "LC_TIME": "ko_KR.UTF-8"])
        #expect(byTime.stdout.contains("년"), "\(byTime)")
    }

    @Test("the time shown is the one written, in the entry's own offset, whatever TZ is")
    func timeInEntryOffset() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("list", "--json", env: ["TZ": "America/New_York"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(objects.compactMap { $0["created"] as? String }.contains("2025-11-21T09:14:03+09:00"))
        let plain = try await sb.diary("list", env: ["TZ": "America/New_York"])
        let riverLine = try #require(plain.outputLines.first { $0.contains("Walk along the river") }, "\(plain)")
        #expect(riverLine.contains("Nov 21") && riverLine.contains("9:14"), "\(riverLine)")
    }

    @Test("a broken file: the others are still listed, the broken one named on stderr")
    func brokenFile() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        try sb.write("2025/10/2025-10-27.md", "---\nschema: 2\ncreated: [oops\n---\nBody\n")
        try await sb.initVault()
        let before = try await sb.state()
        let result = try await sb.diary("list")
        Expect.expectNoCrash(result)
        #expect(result.status != 0, "a broken file is reported in the exit status: \(result)")
        #expect(titles(in: result.stdout) == Fixture.titlesNewestFirst, "\(result)")
        #expect(result.errorLines.count == 1, "\(result)")
        #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains("2025-10-27.md"), "\(result)")
        #expect(try await sb.state() == before)

        let json = try await sb.diary("list", "--json")
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]], "\(json)")
        #expect(objects.count == 5)
        #expect(json.stderr.contains("2025-10-27.md"))
        try await sb.expectClean()
    }

    @Test("--from after --to is a usage error (exit 64)")
    func fromAfterTo() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("list", "--from", "2025-11-02", "--to", "2025-11-01")
        #expect(result.status == 64, "\(result)")
        Expect.expectNoCrash(result)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--from") && result.stderr.contains("--to"), "\(result)")
    }

    @Test(
        "bad option values are usage errors",
        arguments: [
            ["list", "--from", "someday"],
            ["list", "--to", "2025-13-01"],
            ["list", "-n", "-3"],
            ["list", "-n", "many"]
        ])
    func badOptions(arguments: [String]) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.launch(arguments).wait()
        #expect(result.status == 64, "\(result)")
        Expect.expectNoCrash(result)
        #expect(result.stdout.isEmpty, "\(result)")
    }

    @Test("long Korean titles are cut to the terminal width ($COLUMNS) in display columns")
    func widthTruncation() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let title = String(repeating: "가나다라마바사", count: 10)
        try sb.write("2025/12/2025-12-01.md", Fixture.entry(day: "2025-12-01", title: title, body: String(repeating: "본문 ", count: 50)))
        try await sb.initVault()
        let result = try await sb.diary("list", env: ["COLUMNS": "60"])
        Expect.success(result)
        let line = try #require(result.outputLines.first)
        let columns = line.unicodeScalars.reduce(0) { total, scalar in
            total + ((0xAC00...0xD7A3).contains(scalar.value) ? 2 : 1)
        }
        #expect(columns <= 60, "\(columns) columns: \(line)")
        #expect(line.contains("…"))
    }
}
