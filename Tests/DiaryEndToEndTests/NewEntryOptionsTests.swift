import Foundation
import Testing

/// `--location`, `--weather`, `--tag`, `--no-weather`, `--star` and templates on new entries. No test
/// here may reach the network: each runs with `--no-weather`, a `--weather` and `weather.enabled: false`.
@Suite("new entries: place, weather, tags, star, templates")
struct NewEntryOptionsTests {
    /// The entry files of the vault.
    func entries(_ sb: Sandbox) throws -> [String] {
        try sb.files().keys.filter { $0.hasSuffix(".md") && !$0.hasPrefix(".diary/") }.sorted()
    }

    /// The front matter with the `created` line taken out (it holds the time of the run).
    func frontMatterWithoutCreated(_ text: String) -> String? {
        text.frontMatterBlock.map { block in
            block.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("created: ") }.joined(separator: "\n")
        }
    }

    @Test("a quick entry with every option: the front matter in the contract's order, in one commit")
    func quickEntryWithOptions() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.writeUserConfig("weather.enabled: false\n")
        let result = try await sb.diary(
            "new", "Arrived by train.", "--location", "Busan", "--weather", "Rain, 12°C",
            "--tag", "travel", "--tag", "family", "--tag", "travel", "--star")
        Expect.success(result)
        let path = try #require(try entries(sb).first, "\(result)")
        let text = try #require(sb.text(path))
        #expect(
            frontMatterWithoutCreated(text) == """
                ---
                schema: 2
                location:
                  name: Busan
                weather:
                  condition: Rain
                  temperature: 12
                tags: [travel, family]
                starred: true
                ---

                """, "\(text)")
        #expect(text.createdValue?.hasSuffix("+09:00") == true)
        #expect(text.bodyAfterFrontMatter == "Arrived by train.\n")
        #expect(try await sb.commitCount() == 1)
        #expect(try await sb.filesChanged() == [path])
        try await sb.expectClean()

        // Read back by diary itself.
        let json = try await sb.diary("list", "--json")
        #expect(json.stdout.contains("Busan") && json.stdout.contains("Rain"), "\(json)")
    }

    @Test("a tag that starts with a dash: --tag \"- dash\" and --tag=- dash both take it, and list --tag finds it")
    func tagStartingWithADash() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.writeUserConfig("weather.enabled: false\n")
        Expect.success(try await sb.diary("new", "--tag", "- dash", "First.", "--no-weather"))
        Expect.success(try await sb.diary("new", "--tag=- dash", "--tag", "-x", "Second.", "--no-weather"))
        let texts = try entries(sb).compactMap { sb.text($0) }
        #expect(texts.count == 2)
        #expect(texts.allSatisfy { $0.contains("tags: ['- dash'") || $0.contains("tags: [\"- dash\"") }, "\(texts)")
        #expect(texts.contains { $0.contains("-x]") }, "\(texts)")
        let list = try await sb.diary("list", "--tag", "- dash")
        Expect.success(list)
        #expect(list.stdout.split(separator: "\n").count == 2, "\(list)")
        let only = try await sb.diary("list", "--tag", "-x")
        #expect(only.stdout.split(separator: "\n").count == 1 && only.stdout.contains("Second."), "\(only)")
    }

    @Test("without --location the configured place is used, with its coordinates; tags from the vault setting come first")
    func defaultLocationAndTags() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.writeUserConfig("location:\n  name: Seoul, South Korea\n  latitude: 37.5665\n  longitude: 126.978\n")
        Expect.success(try await sb.diary("config", "set", "tags", "daily, home", "--vault-level"))
        let result = try await sb.diary("new", "A quiet day.", "--no-weather", "--tag", "rest", "--tag", "home")
        Expect.success(result)
        let path = try #require(try entries(sb).first { !$0.hasSuffix("-2.md") }, "\(result)")
        #expect(
            frontMatterWithoutCreated(try #require(sb.text(path))) == """
                ---
                schema: 2
                location:
                  name: Seoul, South Korea
                  latitude: 37.5665
                  longitude: 126.978
                tags: [daily, home, rest]
                ---

                """)
        // --location replaces the configured place, coordinates and all.
        Expect.success(try await sb.diary("new", "Elsewhere.", "--no-weather", "--location", "Jeju"))
        let second = try #require(try entries(sb).first { $0.hasSuffix("-2.md") })
        #expect(sb.text(second)?.contains("location:\n  name: Jeju\ntags: [daily, home]\n") == true, "\(sb.text(second) ?? "")")
        #expect(try await sb.commitCount() == 3)
        try await sb.expectClean()
    }

    @Test("diary open creating the day's entry takes the options, through the editor")
    func openWithOptions() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let result = try await sb.diary(
            "open", "2026-03-14", "--location", "Busan", "--no-weather", "--tag", "trip", "--star",
            editor: .append)
        Expect.success(result)
        let path = Seoul.path("2026-03-14")
        let text = try #require(sb.text(path), "\(result)")
        #expect(frontMatterWithoutCreated(text) == "---\nschema: 2\nlocation:\n  name: Busan\ntags: [trip]\nstarred: true\n---\n")
        #expect(text.hasSuffix(StubEditor.appendedText))
        #expect(try await sb.subjects() == ["New 2026-03-14"])
        try await sb.expectClean()
    }

    @Test("diary open of an existing entry with these options: a usage error pointing to diary meta, nothing changed")
    func openExistingWithOptions() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let before = try await sb.state()
        var env: [String: String?] = [:]
        env["EDITOR"] = sb.editor(.append)
        let result = try await sb.launch(["open", "2025-09-03", "--tag", "x"], env: env).wait()
        Expect.oneLineError(result, mentioning: [Fixture.autumnBegins, "diary meta 2025-09-03"])
        #expect(result.status == 64)
        #expect(try await sb.state() == before)
        #expect(sb.editorRuns == 0)
    }

    @Test(
        "contradicting or empty options are usage errors",
        arguments: [
            ["new", "text", "--weather", "Rain", "--no-weather"],
            ["new", "text", "--location", ""],
            ["new", "text", "--tag", " "],
            ["open", "--weather", "", "--no-weather"]
        ])
    func badOptions(arguments: [String]) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        var env: [String: String?] = [:]
        env["EDITOR"] = sb.editor(.append)
        let result = try await sb.launch(arguments, env: env).wait()
        Expect.oneLineError(result)
        #expect(result.status == 64, "\(result)")
        #expect(try await sb.head() == nil)
        #expect(sb.editorRuns == 0)
    }

    // MARK: Templates

    static let template = "# {{date}} ({{weekday}}) {{time}}\n\nPlace: {{location}}\nWeather: {{weather}}\nMood: {{mood}}\n"

    /// A vault whose `.diary/template.md` is `template`, committed.
    func vaultWithTemplate(_ sb: Sandbox, _ template: String = Self.template) async throws {
        try await sb.initVault()
        try sb.write(".diary/template.md", template)
        try await sb.plainGitCommitAll("Add a template")
    }

    @Test(
        "the template is filled in the user's locale, with the place and weather known when the editor opens",
        arguments: [
            ("en_US.UTF-8", "# March 14, 2026 (Saturday) ", #"^\d{1,2}:\d{2}\s?[AP]M$"#),
            ("ko_KR.UTF-8", "# 2026년 3월 14일 (토요일) ", #"^(오전|오후)\s\d{1,2}:\d{2}$"#)
        ])
    func templateFilled(locale: String, heading: String, timePattern: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await vaultWithTemplate(sb)
        try sb.writeUserConfig("weather.enabled: false\n")
        let run = try await sb.diary(
            "open", "2026-03-14", "--location", "Busan", "--weather", "Rain, 12°C",
            editor: .append, env: ["LANG": locale])
        Expect.success(run)
        let text = try #require(sb.text(Seoul.path("2026-03-14")), "\(run)")
        let body = try #require(text.bodyAfterFrontMatter)
        #expect(body.hasPrefix(heading), "\(body)")
        let time = String(body.prefix { $0 != "\n" }.dropFirst(heading.count))
        #expect(time.wholeMatch(of: try Regex(timePattern)) != nil, "the time in the locale's form: \(time)")
        #expect(body.contains("\n\nPlace: Busan\nWeather: Rain, 12°C\nMood: {{mood}}\n\n" + StubEditor.appendedText), "\(body)")
        #expect(text.contains("location:\n  name: Busan\nweather:\n  condition: Rain\n  temperature: 12\n"))
        try await sb.expectClean()
    }

    @Test("an entry left as its template is not saved, like an empty one", arguments: ["open", "new"])
    func templateLeftUnchanged(command: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await vaultWithTemplate(sb)
        let commits = try await sb.commitCount()
        let result = try await sb.diary(command, "--no-weather", editor: .noChange)
        Expect.success(result)
        #expect(result.outputLines.count == 1, "one line: \(result)")
        #expect(result.stdout.contains("template"), "\(result)")
        #expect(try entries(sb).isEmpty)
        #expect(try await sb.commitCount() == commits)
        #expect(sb.drafts().isEmpty)
        try await sb.expectClean()
    }

    @Test("the template setting names another file; a missing one is an error naming it")
    func templateSetting() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        Expect.success(try await sb.diary("config", "set", "template", "templates/evening.md", "--vault-level"))
        let missing = try await sb.diary("open", "2026-03-14", "--no-weather", editor: .append)
        Expect.oneLineError(missing, mentioning: [sb.url("templates/evening.md").path])
        #expect(sb.editorRuns == 0)
        try sb.write("templates/evening.md", "## Evening of {{date}}\n")
        try await sb.plainGitCommitAll("Evening template")
        Expect.success(try await sb.diary("open", "2026-03-14", "--no-weather", editor: .append))
        let body = sb.text(Seoul.path("2026-03-14"))?.bodyAfterFrontMatter
        #expect(body == "## Evening of March 14, 2026\n\n" + StubEditor.appendedText, "an empty line to write on after the template")
        try await sb.expectClean()
    }

    @Test("a template or vault settings file that is a symbolic link is refused: nothing read through it, nothing committed")
    func linkedTemplateAndSettings() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let secret = sb.root.appendingPathComponent("secret.txt")
        try Data("not for the diary\n".utf8).write(to: secret)
        try FileManager.default.createDirectory(at: sb.url(".diary"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: sb.url(".diary/template.md"), withDestinationURL: secret)
        let template = try await sb.diary("new", "--no-weather", editor: .append)
        #expect(template.status == 1, "\(template)")
        #expect(template.stderr.hasPrefix("error: ") && template.stderr.contains("template.md"), "\(template)")
        #expect(try await sb.head() == nil)
        try FileManager.default.removeItem(at: sb.url(".diary/template.md"))
        try FileManager.default.createSymbolicLink(at: sb.url(".diary/config.yaml"), withDestinationURL: secret)
        let settings = try await sb.diary("list")
        #expect(settings.status == 1 && settings.stderr.contains("config.yaml"), "\(settings)")
        #expect(!settings.stderr.contains("not for the diary"), "\(settings)")
    }
}
