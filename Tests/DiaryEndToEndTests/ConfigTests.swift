import Foundation
import TestSupport
import Testing

extension Sandbox {
    /// The user's settings file of every process run here (XDG_CONFIG_HOME is the sandbox folder).
    var userConfig: URL { root.appendingPathComponent("diary/config.yaml") }

    func writeUserConfig(_ text: String) throws {
        try FileManager.default.createDirectory(at: userConfig.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: userConfig)
    }

    var userConfigText: String? {
        FileManager.default.contents(atPath: userConfig.path).map { String(decoding: $0, as: UTF8.self) }
    }
}

extension RunResult {
    /// The `key  value (origin)` lines of `diary config list` in English, by key: the value in effect
    /// and where it comes from (from its first `(from `, `(default`, `(not set)` or `(the system's)` on).
    var settingsListed: [String: (value: String, origin: String)] {
        var out: [String: (String, String)] = [:]
        for line in outputLines {
            guard let space = line.firstIndex(of: " ") else { continue }
            let key = String(line[..<space])
            let rest = line[space...].trimmingCharacters(in: .whitespaces)
            let start = ["(from ", "(default", "(not set)", "(the system's)"].compactMap { rest.range(of: $0)?.lowerBound }.min()
            guard let start else { continue }
            out[key] = (rest[..<start].trimmingCharacters(in: .whitespaces), String(rest[start...]))
        }
        return out
    }
}

@Suite("diary config")
struct ConfigTests {
    @Test("list shows every key with its value and where it comes from")
    func listShowsOrigins() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.writeUserConfig("location.name: Busan\ntimezone: Europe/Paris\n")
        try sb.write(".diary/config.yaml", "timezone: Asia/Seoul\ntags: [daily]\n")
        let result = try await sb.diary("config", "list")
        Expect.success(result)
        let listed = result.settingsListed
        #expect(
            Set(listed.keys) == [
                "location.name", "location.latitude", "location.longitude", "location.provider_url",
                "weather.enabled", "weather.provider_url", "timezone", "editor", "template", "tags", "sync.timeout",
                "offline", "journal"
            ],
            "\(result)")
        #expect(listed["location.name"]?.value == "Busan")
        #expect(listed["location.name"]?.origin == "(from your file \(sb.userConfig.path))")
        #expect(listed["timezone"]?.value == "Asia/Seoul", "the vault file wins for the vault's time zone")
        #expect(listed["timezone"]?.origin == "(from the vault's file \(sb.url(".diary/config.yaml").path))", "\(result)")
        #expect(listed["tags"]?.value == "[daily]")
        #expect(listed["weather.enabled"]?.value == "true")
        #expect(listed["weather.enabled"]?.origin == "(default)")
        #expect(listed["offline"]?.value == "true" && listed["offline"]?.origin == "(from $DIARY_OFFLINE)", "the sandbox runs offline")
        #expect(listed["weather.provider_url"]?.value == "https://api.open-meteo.com")
        #expect(listed["location.provider_url"]?.value == "https://geocoding-api.open-meteo.com")
        #expect(listed["editor"]?.origin == "(from $EDITOR)" && listed["editor"]?.value == sb.editor(.noChange), "\(result)")
        #expect(listed["location.latitude"]?.value == "" && listed["location.latitude"]?.origin == "(not set)")
        #expect(result.stderr.isEmpty, "\(result)")
    }

    @Test("get prints the value alone; an unset key exits 1, an unknown one 64")
    func get() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.writeUserConfig("location:\n  name: Seoul, South Korea\n  latitude: 37.5665\n")
        let name = try await sb.diary("config", "get", "location.name")
        Expect.success(name)
        #expect(name.stdout == "Seoul, South Korea\n")
        #expect(try await sb.diary("config", "get", "location.latitude").stdout == "37.5665\n")
        #expect(try await sb.diary("config", "get", "weather.enabled").stdout == "true\n")

        let unset = try await sb.diary("config", "get", "editor")
        Expect.oneLineError(unset, mentioning: ["editor", "diary config set editor"])
        #expect(unset.status == 1)
        #expect(unset.stdout.isEmpty)

        let unknown = try await sb.diary("config", "get", "colour")
        Expect.oneLineError(unknown, mentioning: ["colour", "location.name"])
        #expect(unknown.status == 64)
    }

    @Test("set writes the user file, creating its folder, and get reads it back; the vault is not touched")
    func setUserLevel() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        #expect(!FileManager.default.fileExists(atPath: sb.userConfig.path))
        let set = try await sb.diary("config", "set", "location.name", "Busan")
        Expect.success(set)
        #expect(set.stdout.contains(sb.userConfig.path), "\(set)")
        #expect(sb.userConfigText == "location.name: Busan\n")
        Expect.success(try await sb.diary("config", "set", "tags", "travel, family"))
        Expect.success(try await sb.diary("config", "set", "weather.enabled", "false"))
        #expect(sb.userConfigText == "location.name: Busan\ntags: [travel, family]\nweather.enabled: false\n")
        #expect(try await sb.diary("config", "get", "tags").stdout == "[travel, family]\n")
        #expect(try await sb.head() == nil, "the user file is not the vault's business")
        try await sb.expectClean()

        let again = try await sb.diary("config", "set", "location.name", "Busan")
        Expect.success(again)
        #expect(again.stdout.lowercased().contains("nothing changed"), "\(again)")
    }

    @Test("set replaces only the key's line: comments, order and other keys stay byte for byte")
    func setKeepsTheRest() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let original = """
            # My settings
            location:
              name: Busan   # where I live
              latitude: 35.1796

            # weather on or off
            weather.enabled: true
            editor: nano

            """
        try sb.writeUserConfig(original)
        Expect.success(try await sb.diary("config", "set", "location.name", "Seoul, South Korea"))
        Expect.success(try await sb.diary("config", "set", "location.longitude", "126.978"))
        Expect.success(try await sb.diary("config", "set", "timezone", "Asia/Seoul"))
        Expect.success(try await sb.diary("config", "unset", "editor"))
        #expect(
            sb.userConfigText == """
                # My settings
                location:
                  name: Seoul, South Korea   # where I live
                  latitude: 35.1796
                  longitude: 126.978

                # weather on or off
                weather.enabled: true
                timezone: Asia/Seoul

                """)
    }

    @Test(
        "a bad value or key for set is a usage error and the file is left as it was",
        arguments: [
            (["location.latitude", "91"], "location.latitude"),
            (["weather.enabled", "sometimes"], "weather.enabled"),
            (["timezone", "Mars/Olympus"], "timezone"),
            (["weather.provider_url", "ftp://example.org"], "weather.provider_url"),
            (["template", "../outside.md"], "template"),
            (["colour", "blue"], "colour")
        ])
    func setRefusesBadValues(arguments: [String], key: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.writeUserConfig("editor: nano\n")
        let result = try await sb.launch(["config", "set"] + arguments).wait()
        Expect.oneLineError(result, mentioning: [key])
        #expect(result.status == 64)
        #expect(sb.userConfigText == "editor: nano\n")
    }

    @Test("the editor is never set in the vault's file: a usage error, nothing written")
    func editorIsPersonal() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let result = try await sb.diary("config", "set", "editor", "nano", "--vault-level")
        #expect(result.status == 64, "\(result)")
        #expect(result.stderr.hasPrefix("error: editor ") && result.stderr.contains("--vault-level"), "\(result)")
        #expect(sb.text(".diary/config.yaml") == nil)
        #expect(try await sb.commitCount() == 0)
    }

    @Test("set --vault-level writes .diary/config.yaml as one commit of that file; the vault stays clean")
    func setVaultLevel() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let before = try await sb.commitCount()
        let result = try await sb.diary("config", "set", "timezone", "America/New_York", "--vault-level")
        Expect.success(result)
        #expect(sb.text(".diary/config.yaml") == "timezone: America/New_York\n")
        #expect(try await sb.commitCount() == before + 1)
        #expect(try await sb.filesChanged() == [".diary/config.yaml"])
        #expect(try await sb.subjects().first == "Set timezone to America/New_York in vault settings")
        let short = try await sb.git("rev-parse", "--short", "HEAD").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(result.stdout.contains(short), "the message names the commit: \(result)")
        try await sb.expectClean()
        #expect(sb.userConfigText == nil, "the user file is not written")

        // The same value again: no commit.
        Expect.success(try await sb.diary("config", "set", "timezone", "America/New_York", "--vault-level"))
        #expect(try await sb.commitCount() == before + 1)
        // Removing it: one more commit.
        Expect.success(try await sb.diary("config", "unset", "timezone", "--vault-level"))
        #expect(try await sb.subjects().first == "Unset timezone in vault settings")
        try await sb.expectClean()
    }

    @Test("a user-level value the vault file overrides gets a hint saying so")
    func shadowedHint() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        Expect.success(try await sb.diary("config", "set", "tags", "daily", "--vault-level"))
        let result = try await sb.diary("config", "set", "tags", "mine")
        Expect.success(result)
        #expect(result.stderr.contains("hint:") && result.stderr.contains("--vault-level"), "\(result)")
        #expect(try await sb.diary("config", "get", "tags").stdout == "[daily]\n")
    }

    @Test("config works without a vault at the default place")
    func withoutAVault() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        Expect.success(try await sb.diary("config", "set", "editor", "nano", vault: .none))
        let list = try await sb.diary("config", "list", vault: .none)
        Expect.success(list)
        #expect(list.settingsListed["editor"]?.value == "nano")
        let vaultLevel = try await sb.diary("config", "set", "timezone", "UTC", "--vault-level", vault: .none)
        Expect.oneLineError(vaultLevel, mentioning: ["Diary"])
        #expect(!FileManager.default.fileExists(atPath: sb.root.appendingPathComponent("Diary").path))
    }

    @Test("--help of config and its subcommands")
    func help() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let config = try await sb.diary("config", "--help", vault: .none)
        Expect.success(config)
        for word in ["list", "get", "set", "unset", "location.name", "timezone"] {
            #expect(config.stdout.contains(word), "\(word): \(config)")
        }
        for sub in ["list", "get", "set", "unset"] {
            let help = try await sb.diary("config", sub, "--help", vault: .none)
            Expect.success(help)
            #expect(help.stdout.contains("diary config \(sub)") && help.stdout.contains("--vault"), "\(help)")
        }
        let root = try await sb.diary("--help", vault: .none)
        #expect(root.stdout.contains("config") && root.stdout.contains("meta"), "\(root)")
    }
}

@Suite("settings files in use")
struct SettingsInUseTests {
    @Test(
        "a broken settings file stops every command with one line naming the file and line; nothing is written",
        arguments: ["user", "vault"])
    func brokenFile(which: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let broken = "timezone: Asia/Seoul\ntags: [travel, family\neditor: vim\n"
        let file: String
        if which == "user" {
            try sb.writeUserConfig(broken)
            file = sb.userConfig.path
        } else {
            try sb.write(".diary/config.yaml", broken)
            file = sb.url(".diary/config.yaml").path
        }
        let before = try await sb.state()
        for args in [["new", "A quick one."], ["open"], ["list"], ["config", "list"], ["meta", "2025-09-03", "--star"]] {
            var env: [String: String?] = [:]
            env["EDITOR"] = sb.editor(.append)
            let result = try await sb.launch(args, env: env).wait()
            Expect.oneLineError(result, mentioning: [file, "line 3"])
            #expect(result.status == 1, "\(result)")
        }
        #expect(try await sb.state() == before)
        #expect(sb.editorRuns == 0)
    }

    @Test("a bad value names the file, the line and an example")
    func badValue() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.writeUserConfig("location:\n  name: Busan\n  latitude: north\n")
        let result = try await sb.diary("new", "text")
        Expect.oneLineError(result, mentioning: [sb.userConfig.path, "line 3", "location.latitude", "e.g. location.latitude: 37.5665"])
        #expect(try await sb.head() == nil)
    }

    @Test("an unknown key is one warning line, and the command goes on")
    func unknownKeyWarns() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.writeUserConfig("colour: blue\nlocation.name: Busan\n")
        let result = try await sb.diary("new", "Quick.", "--no-weather")
        Expect.success(result)
        #expect(result.errorLines.count == 1, "\(result)")
        let warning = try #require(result.errorLines.first)
        #expect(warning.hasPrefix("warning: ") && warning.contains(sb.userConfig.path) && warning.contains("colour"), "\(warning)")
        let path = try #require(try sb.files().keys.first { $0.hasSuffix(".md") })
        #expect(sb.text(path)?.contains("location:\n  name: Busan\n") == true)
    }

    @Test("the timezone setting is the vault's zone for new entries, over $TZ")
    func timezoneSetting() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        Expect.success(try await sb.diary("config", "set", "timezone", "America/New_York", "--vault-level"))
        let result = try await sb.diary("new", "Written in New York time.")
        Expect.success(result)
        let path = try #require(try sb.files().keys.first { $0.hasSuffix(".md") }, "\(result)")
        let created = try #require(sb.text(path)?.createdValue)
        // New York's offset at that moment: -05:00 in winter, -04:00 in summer.
        let instant = try #require(ISO8601DateFormatter().date(from: created), "\(created)")
        let offset = try #require(TimeZone(identifier: "America/New_York")).secondsFromGMT(for: instant)
        let expected = String(format: "%@%02d:%02d", offset < 0 ? "-" : "+", abs(offset) / 3600, abs(offset) % 3600 / 60)
        #expect(created.hasSuffix(expected), "New York's offset then is \(expected): \(created)")
        #expect(path.hasSuffix(String(created.prefix(10)) + ".md"), "named after the New York day: \(path)")
        try await sb.expectClean()
    }

    @Test("the editor setting comes after $DIARY_EDITOR and before $VISUAL and $EDITOR")
    func editorSetting() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.writeUserConfig("editor: \(sb.editor(.append))\n")
        // $EDITOR is the no-change stub: the setting wins, so the entry gets the appended text.
        let byConfig = try await sb.diary("new", "--no-weather", env: ["VISUAL": sb.editor(.noChange)])
        Expect.success(byConfig)
        #expect(byConfig.stdout.contains("Saved"), "\(byConfig)")
        // $DIARY_EDITOR wins over the setting.
        let byEnvironment = try await sb.diary("new", "--no-weather", env: ["DIARY_EDITOR": sb.editor(.noChange)])
        Expect.success(byEnvironment)
        #expect(byEnvironment.allOutput.contains("Nothing written"), "\(byEnvironment)")
        #expect(try await sb.commitCount() == 1)
    }

    @Test("naming another place where coordinates are set gives a hint; a first name gives none")
    func newPlaceDropsOldCoordinates() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.writeUserConfig("location.latitude: 37.5665\nlocation.longitude: 126.978\n")
        let first = try await sb.diary("config", "set", "location.name", "Seoul")
        Expect.success(first)
        #expect(!first.stderr.contains("hint:"), "\(first)")
        let moved = try await sb.diary("config", "set", "location.name", "Busan")
        Expect.success(moved)
        #expect(moved.stderr.hasPrefix("hint: ") && moved.stderr.contains("location.latitude"), "\(moved)")
        #expect(sb.userConfigText?.contains("location.latitude: 37.5665") == true, "nothing removed behind the user's back")
    }
}
