import Foundation
import Localization
import TestSupport
import Testing

@testable import VaultKit

/// A settings file parsed from text, at a made-up place.
private func file(_ text: String, at path: String = "/home/ada/.config/diary/config.yaml") throws -> SettingsFile {
    try SettingsFile.parse(text, url: URL(fileURLWithPath: path))
}

private func vaultFile(_ text: String) throws -> SettingsFile {
    try file(text, at: "/home/ada/Diary/.diary/config.yaml")
}

@Suite("Settings: reading and merging")
struct SettingsMergeTests {
    @Test func nothingSetGivesTheDefaults() throws {
        let settings = Settings(user: try file(""), vault: nil)
        #expect(settings.weatherEnabled == true)
        #expect(settings.locationProviderURL.absoluteString == "https://geocoding-api.open-meteo.com")
        #expect(settings.weatherProviderURL.absoluteString == "https://api.open-meteo.com")
        #expect(settings.tags == [])
        #expect(settings.timeZone == nil)
        #expect(settings.editor == nil)
        #expect(settings.templatePath == nil)
        #expect(settings.defaultLocation == nil)
        #expect(settings.effective(.weatherEnabled)?.origin == .builtIn)
        #expect(settings.effective(.locationName) == nil)
    }

    @Test func vaultMattersComeFromTheVaultFileAndTheUsersFromTheUserFile() throws {
        let user = try file(
            """
            timezone: Europe/Paris
            tags: [mine]
            template: notes/mine.md
            editor: nano
            location.name: Busan
            weather.enabled: false

            """)
        let vault = try vaultFile(
            """
            timezone: Asia/Seoul
            tags: [daily, home]
            template: .diary/day.md
            editor: vim
            location.name: Seoul
            weather.enabled: true

            """)
        let settings = Settings(user: user, vault: vault)
        #expect(settings.timeZone?.identifier == "Asia/Seoul")
        #expect(settings.tags == ["daily", "home"])
        #expect(settings.templatePath == ".diary/day.md")
        #expect(settings.editor == "nano")
        #expect(settings.defaultLocation == Location(name: "Busan"))
        #expect(settings.weatherEnabled == false)
        #expect(settings.effective(.timezone)?.origin == .vaultFile(vault.url))
        #expect(settings.effective(.editor)?.origin == .userFile(user.url))
    }

    @Test func theEditorAndTheServicesAreNeverTakenFromTheVaultFile() throws {
        let vault = try vaultFile(
            """
            editor: rm -rf ~
            location.name: Seoul
            location.provider_url: http://collector.example/search
            weather.provider_url: http://10.0.0.1/forecast

            """)
        let settings = Settings(user: try file(""), vault: vault)
        #expect(settings.editor == nil, "a synced vault must not choose the command that runs here")
        #expect(settings.effective(.editor) == nil)
        #expect(settings.locationProviderURL.absoluteString == SettingKey.defaultLocationProvider, "nor where places are sent")
        #expect(settings.weatherProviderURL.absoluteString == SettingKey.defaultWeatherProvider)
        #expect(settings.defaultLocation == Location(name: "Seoul"), "other keys of the person's still fall back to the vault file")
    }

    @Test func thePlaceIsReadFromOneFile() throws {
        let user = try file("location.name: Busan\n")
        let vault = try vaultFile("location.name: Seoul\nlocation.latitude: 37.5665\nlocation.longitude: 126.978\n")
        #expect(Settings(user: user, vault: vault).defaultLocation == Location(name: "Busan"), "not Busan at Seoul's coordinates")
        #expect(Settings(user: try file(""), vault: vault).defaultLocation == Location(name: "Seoul", latitude: 37.5665, longitude: 126.978))
    }

    @Test func eitherFileFillsInWhatTheOtherLeavesOut() throws {
        let user = try file("timezone: Europe/Paris\n")
        let vault = try vaultFile("weather.enabled: false\nlocation.latitude: 37.5665\n")
        let settings = Settings(user: user, vault: vault)
        #expect(settings.timeZone?.identifier == "Europe/Paris")
        #expect(settings.effective(.timezone)?.origin == .userFile(user.url))
        #expect(settings.weatherEnabled == false)
        #expect(settings.effective(.weatherEnabled)?.origin == .vaultFile(vault.url))
        #expect(settings.defaultLocation == Location(latitude: 37.5665))
    }

    @Test func nestedMapsAndDottedKeysReadTheSame() throws {
        let nested = try file(
            """
            location:
              name: Seoul, South Korea
              latitude: 37.5665
              longitude: 126.978
              provider_url: http://localhost:8080/search
            weather:
              enabled: no
            tags:
              - travel
              - family

            """)
        let flat = try file(
            """
            location.name: Seoul, South Korea
            location.latitude: 37.5665
            location.longitude: 126.978
            location.provider_url: http://localhost:8080/search
            weather.enabled: no
            tags: travel, family

            """)
        #expect(nested.values == flat.values)
        #expect(nested.values[.locationLatitude] == .number(37.5665))
        #expect(nested.values[.weatherEnabled] == .flag(false))
        #expect(nested.values[.tags] == .list(["travel", "family"]))
        #expect(nested.line(of: .locationLongitude) == 4)
    }

    @Test func scalarsAreReadAsWrittenNotRetyped() throws {
        let settings = try file("location.name: NO\neditor: 017\ntags: [yes, 1.10]\n")
        #expect(settings.values[.locationName] == .text("NO"))
        #expect(settings.values[.editor] == .text("017"))
        #expect(settings.values[.tags] == .list(["yes", "1.10"]))
    }

    @Test func anEmptyOrCommentOnlyFileSetsNothing() throws {
        #expect(try file("").values.isEmpty)
        #expect(try file("# my settings\n\n# more\n").values.isEmpty)
        #expect(try file("location.name:\n").values.isEmpty, "a key without a value sets nothing")
    }

    @Test func unknownKeysAreWarningsWithTheirLineAndTheRestIsRead() throws {
        let settings = try file(
            """
            colour: blue
            location:
              name: Busan
              altitude: 12
            timezone: Asia/Seoul

            """)
        #expect(settings.values == [.locationName: .text("Busan"), .timezone: .text("Asia/Seoul")])
        #expect(settings.warnings.map(\.key) == ["colour", "location.altitude"])
        #expect(settings.warnings.map(\.line) == [1, 4])
        let warning = settings.warnings[0].message(in: EnglishText())
        #expect(warning.contains("/home/ada/.config/diary/config.yaml"))
        #expect(warning.contains("colour"))
        #expect(warning.contains("line 1"))
        #expect(settings.warnings[0].message(in: KoreanText()).contains("1번째 줄"))
    }

    @Test(
        "a bad value is an error naming the file, the line and an example",
        arguments: [
            ("location.latitude: 91\n", "location.latitude", 1),
            ("location.name: Seoul\nlocation.longitude: east\n", "location.longitude", 2),
            ("weather.enabled: maybe\n", "weather.enabled", 1),
            ("weather:\n  provider_url: ftp://example.org/x\n", "weather.provider_url", 2),
            ("location.provider_url: not a url\n", "location.provider_url", 1),
            ("timezone: Mars/Olympus\n", "timezone", 1),
            ("timezone: KST\n", "timezone", 1),
            ("template: ../outside.md\n", "template", 1),
            ("template: /etc/passwd\n", "template", 1),
            ("template: .git/config\n", "template", 1),
            ("template: ./.git/hooks/x\n", "template", 1),
            ("tags: {a: b}\n", "tags", 1),
            ("tags: [a, [b]]\n", "tags", 1),
            ("editor: [vim]\n", "editor", 1)
        ])
    func badValues(text: String, key: String, line: Int) throws {
        do {
            _ = try file(text)
            Issue.record("\(text) was accepted")
        } catch let error as SettingsError {
            guard case .badValue(let file, let errorLine, let errorKey, _, let example) = error else {
                Issue.record("got \(error)")
                return
            }
            #expect(file == "/home/ada/.config/diary/config.yaml")
            #expect(errorKey == key)
            #expect(errorLine == line)
            #expect(example.hasPrefix(key + ": "))
            let message = error.message(in: EnglishText())
            #expect(message.contains(file) && message.contains(key) && message.contains(example), "\(message)")
            #expect(!message.contains("\n"))
        }
    }

    @Test func goodValuesOfEachKind() throws {
        let settings = try file(
            """
            location.latitude: -33.8688
            location.longitude: 151.2093
            weather.enabled: TRUE
            weather.provider_url: https://example.org/v1/forecast
            timezone: UTC
            template: templates/day.md
            tags: []

            """)
        #expect(settings.values[.locationLatitude] == .number(-33.8688))
        #expect(settings.values[.weatherEnabled] == .flag(true))
        #expect(settings.values[.timezone] == .text("UTC"))
        #expect(settings.values[.tags] == .list([]))
        #expect(Settings(user: settings, vault: nil).timeZone?.secondsFromGMT() == 0)
    }

    @Test(
        "broken YAML is an error naming the file and the line",
        arguments: [
            ("timezone: Asia/Seoul\ntags: [a, b\neditor: vim\n", 3),
            ("location:\n\tname: Busan\n", 2),
            ("editor: vim\neditor: nano\n", 2),
            ("location.name: Busan\nlocation:\n  name: Seoul\n", 3),
            ("- just\n- a list\n", 1)
        ])
    func brokenFiles(text: String, line: Int) throws {
        do {
            _ = try file(text)
            Issue.record("\(text) was accepted")
        } catch let error as SettingsError {
            guard case .brokenFile(let file, let errorLine, _) = error else {
                Issue.record("got \(error)")
                return
            }
            #expect(file == "/home/ada/.config/diary/config.yaml")
            #expect(errorLine == line, "\(error)")
            let message = error.message(in: EnglishText())
            #expect(message.contains(file), "\(message)")
            #expect(!message.contains("\n"), "one line: \(message)")
        }
    }

    @Test func notUTF8IsAnErrorNamingTheFile() throws {
        try Sandbox.with { box in
            let url = box.root.appendingPathComponent("config.yaml")
            try Data([0x74, 0x61, 0x67, 0x73, 0x3A, 0x20, 0xFF, 0x0A]).write(to: url)
            #expect(throws: SettingsError.notUTF8(file: url.path)) { try SettingsFile.load(url) }
        }
    }

    @Test func theUserFileFollowsXDGConfigHomeElseHome() {
        #expect(
            Settings.userFileURL(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/home/ada"]).path
                == "/x/cfg/diary/config.yaml")
        #expect(
            Settings.userFileURL(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/home/ada"]).path
                == "/home/ada/.config/diary/config.yaml", "a relative XDG_CONFIG_HOME is ignored, as the spec says")
        #expect(
            Settings.userFileURL(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/ada"]).path
                == "/home/ada/.config/diary/config.yaml")
    }

    @Test func loadReadsBothFilesAndAMissingOneSetsNothing() throws {
        try Sandbox.with { box in
            let userURL = box.root.appendingPathComponent("cfg/diary/config.yaml")
            let vaultRoot = box.repo
            var settings = try Settings.load(userFile: userURL, vaultRoot: vaultRoot)
            #expect(settings.user.exists == false)
            #expect(settings.vault?.exists == false)
            #expect(settings.templatePath == nil)

            try box.write(".diary/config.yaml", "tags: [daily]\n")
            try box.write(".diary/template.md", "# {{date}}\n")
            try box.write("config.yaml", "editor: nano\n", under: box.root.appendingPathComponent("cfg/diary"))
            settings = try Settings.load(userFile: userURL, vaultRoot: vaultRoot)
            #expect(settings.tags == ["daily"])
            #expect(settings.editor == "nano")
            #expect(settings.templatePath == ".diary/template.md", "the default template, since the file exists")
            #expect(settings.effective(.template)?.origin == .builtIn)
        }
    }
}

@Suite("Settings: command-line values")
struct SettingArgumentTests {
    @Test func valuesAsTyped() {
        #expect(SettingKey.tags.value(fromArgument: "travel, family") == .list(["travel", "family"]))
        #expect(SettingKey.tags.value(fromArgument: "[travel, \"a, b\"]") == .list(["travel", "a, b"]))
        #expect(SettingKey.tags.value(fromArgument: "[unclosed") == nil)
        #expect(SettingKey.tags.value(fromArgument: "[travel, family]") == .list(["travel", "family"]))
        #expect(SettingKey.tags.value(fromArgument: "") == .list([]))
        #expect(SettingKey.tags.value(fromArgument: "a,,b") == nil)
        #expect(SettingKey.locationLatitude.value(fromArgument: "37.5665") == .number(37.5665))
        #expect(SettingKey.locationLatitude.value(fromArgument: "-91") == nil)
        #expect(SettingKey.weatherEnabled.value(fromArgument: "off") == .flag(false))
        #expect(SettingKey.timezone.value(fromArgument: "America/New_York") == .text("America/New_York"))
        #expect(SettingKey.timezone.value(fromArgument: "GMT+5") == nil)
        #expect(SettingKey.locationName.value(fromArgument: "  ") == nil)
        #expect(SettingKey(name: "location.name") == .locationName)
        #expect(SettingKey(name: "location") == nil)
    }

    @Test func valuesAreShownAsPeopleReadThem() {
        #expect("\(SettingValue.number(12))" == "12")
        #expect("\(SettingValue.number(37.5665))" == "37.5665")
        #expect("\(SettingValue.flag(false))" == "false")
        #expect("\(SettingValue.list(["a", "b c", "d,e"]))" == "[a, b c, \"d,e\"]")
    }
}

@Suite("Settings: changing a file")
struct SettingsEditTests {
    static let commented = """
        # My diary settings
        location.name: Busan   # home
        location.latitude: 35.1796

        # the weather service
        weather:
          enabled: true
          provider_url: https://api.open-meteo.com
        colour: blue

        """

    @Test func replacingAKeyChangesOnlyItsLineAndKeepsItsComment() throws {
        let settings = try file(Self.commented)
        let text = try #require(try settings.setting(.locationName, to: .text("Seoul, South Korea")))
        #expect(
            text
                == Self.commented.replacingOccurrences(
                    of: "location.name: Busan   # home",
                    with: "location.name: Seoul, South Korea   # home"))
    }

    @Test func aNestedKeyIsReplacedWhereItStands() throws {
        let settings = try file(Self.commented)
        let text = try #require(try settings.setting(.weatherEnabled, to: .flag(false)))
        #expect(text == Self.commented.replacingOccurrences(of: "  enabled: true", with: "  enabled: false"))
    }

    @Test func aNewKeyGoesIntoItsMapOrAtTheEnd() throws {
        let settings = try file(Self.commented)
        let inMap = try #require(try settings.setting(.weatherProviderURL, to: .text("http://localhost:9/f")))
        #expect(inMap.contains("  provider_url: http://localhost:9/f\n"))
        let nested = try #require(try file("weather:\n  enabled: true\n# end\n").setting(.weatherProviderURL, to: .text("http://h/f")))
        #expect(nested == "weather:\n  enabled: true\n  provider_url: http://h/f\n# end\n")
        let atEnd = try #require(try settings.setting(.timezone, to: .text("Asia/Seoul")))
        #expect(atEnd == Self.commented + "timezone: Asia/Seoul\n")
        let noNewline = try #require(try file("editor: vim").setting(.tags, to: .list(["a b", "c"])))
        #expect(noNewline == "editor: vim\ntags: [a b, c]\n")
    }

    @Test func valuesAreWrittenSoTheyReadBackAsThemselves() throws {
        let text = try #require(try file("").setting(.locationName, to: .text("true")))
        #expect(text == "location.name: \"true\"\n")
        #expect(try file(text).values[.locationName] == .text("true"))
        let colon = try #require(try file("").setting(.editor, to: .text("code --wait: #1")))
        #expect(try file(colon).values[.editor] == .text("code --wait: #1"))
    }

    @Test func unsettingRemovesTheKeysLinesAndAnEmptiedMap() throws {
        let settings = try file(Self.commented)
        let text = try #require(try settings.setting(.locationLatitude, to: nil))
        #expect(text == Self.commented.replacingOccurrences(of: "location.latitude: 35.1796\n", with: ""))
        let map = try file("weather:\n  enabled: false\ntimezone: UTC\n")
        #expect(try map.setting(.weatherEnabled, to: nil) == "timezone: UTC\n")
        let block = try file("tags:\n  - a\n  - b\n# after\neditor: vim\n")
        #expect(try block.setting(.tags, to: nil) == "# after\neditor: vim\n")
        #expect(try block.setting(.tags, to: .list(["c"])) == "tags: [c]\n# after\neditor: vim\n")
    }

    @Test func nothingToChangeGivesNil() throws {
        let settings = try file(Self.commented)
        #expect(try settings.setting(.locationName, to: .text("Busan")) == nil)
        #expect(try settings.setting(.timezone, to: nil) == nil)
    }

    @Test func crlfFilesStayCRLF() throws {
        let settings = try file("editor: vim\r\ntimezone: UTC\r\n")
        #expect(try settings.setting(.editor, to: .text("nano")) == "editor: nano\r\ntimezone: UTC\r\n")
        #expect(try settings.setting(.tags, to: .list(["a"])) == "editor: vim\r\ntimezone: UTC\r\ntags: [a]\r\n")
    }

    @Test func aKeyInAFlowMapIsNotEditedLineByLine() throws {
        let settings = try file("location: {name: Busan, latitude: 35.1}\n")
        #expect(throws: SettingsError.uneditable(file: settings.displayName, line: 1, key: "location.name")) {
            try settings.setting(.locationName, to: .text("Seoul"))
        }
        // A key the map does not have goes at the end, beside it.
        let added = try #require(try settings.setting(.locationLongitude, to: .number(129)))
        #expect(added == "location: {name: Busan, latitude: 35.1}\nlocation.longitude: 129\n")
    }

    @Test func writeCreatesTheFileAndItsFolders() throws {
        try Sandbox.with { box in
            let url = box.root.appendingPathComponent("cfg/diary/config.yaml")
            let missing = try SettingsFile.load(url)
            #expect(try missing.write(.locationName, .text("Busan")) == .written(commit: nil))
            #expect(FileManager.default.contents(atPath: url.path) == Data("location.name: Busan\n".utf8))
            #expect(box.mode(url.deletingLastPathComponent().path) == 0o700)
            #expect(try SettingsFile.load(url).write(.locationName, .text("Busan")) == .unchanged)
        }
    }

    @Test func twoKeysAreWrittenTogetherInTheirMap() throws {
        try Sandbox.with { box in
            let url = box.root.appendingPathComponent("cfg/diary/config.yaml")
            try box.write("config.yaml", "# mine\nlocation:\n  name: Busan # home\neditor: vim\n", under: url.deletingLastPathComponent())
            let coordinates: [(SettingKey, SettingValue?)] = [(.locationLatitude, .number(35.1028)), (.locationLongitude, .number(129.0403))]
            #expect(try SettingsFile.load(url).write(coordinates) == .written(commit: nil))
            let text = String(decoding: try #require(FileManager.default.contents(atPath: url.path)), as: UTF8.self)
            #expect(text == "# mine\nlocation:\n  name: Busan # home\n  latitude: 35.1028\n  longitude: 129.0403\neditor: vim\n")
            #expect(try SettingsFile.load(url).write(coordinates) == .unchanged)
        }
    }
}

extension SettingsEditTests {
    @Test func aLinkedUserFileIsWrittenWhereTheLinkPoints() throws {
        try Sandbox.with { box in
            let target = box.root.appendingPathComponent("dotfiles/diary.yaml")
            try box.write("diary.yaml", "editor: vim\n", under: box.root.appendingPathComponent("dotfiles"))
            let link = box.root.appendingPathComponent("cfg/diary/config.yaml")
            try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
            #expect(try SettingsFile.load(link).write(.editor, .text("nano")) == .written(commit: nil))
            #expect(box.isLink(link.path))
            #expect(FileManager.default.contents(atPath: target.path) == Data("editor: nano\n".utf8))
        }
    }
}

@Suite("Settings: the vault file and the template")
struct VaultSettingsTests {
    @Test func aVaultLevelChangeIsOneCommitOfThatFileAlone() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            try box.write("2026/11/2026-11-21.md", "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\nUncommitted.\n")
            #expect(try vault.changeSetting(.timezone, to: .text("Asia/Seoul")) != .unchanged)
            #expect(box.contents(".diary/config.yaml") == "timezone: Asia/Seoul\n")
            #expect(try box.commitCount() == 1)
            #expect(try box.changedInHead() == [".diary/config.yaml"])
            #expect(try box.git("log", "-1", "--format=%s") == "Set timezone to Asia/Seoul in vault settings\n")
            #expect(try box.status() == ["?? 2026/11/2026-11-21.md"], "nothing else committed")

            #expect(try vault.changeSetting(.timezone, to: .text("Asia/Seoul")) == .unchanged)
            #expect(try box.commitCount() == 1)
            guard case .written(let commit?) = try vault.changeSetting(.timezone, to: nil) else {
                Issue.record("no commit")
                return
            }
            #expect(try box.git("rev-parse", "HEAD").hasPrefix(commit))
            #expect(box.contents(".diary/config.yaml") == "")
            #expect(try box.git("log", "-1", "--format=%s") == "Unset timezone in vault settings\n")
        }
    }

    @Test func aBrokenVaultFileIsNotChanged() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            try box.write(".diary/config.yaml", "tags: [a\n")
            #expect(throws: SettingsError.self) { try vault.changeSetting(.timezone, to: .text("UTC")) }
            #expect(box.contents(".diary/config.yaml") == "tags: [a\n")
            #expect(try box.head() == nil)
        }
    }

    @Test func theTemplateComesFromTheSettingElseTheDefaultFile() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let none = try Settings.load(userFile: box.root.appendingPathComponent("none.yaml"), vaultRoot: box.repo)
            #expect(try vault.templateText(none) == nil)

            try box.write(".diary/template.md", "\u{FEFF}# {{date}}\n")
            let byDefault = try Settings.load(userFile: box.root.appendingPathComponent("none.yaml"), vaultRoot: box.repo)
            #expect(try vault.templateText(byDefault) == "# {{date}}\n")

            try box.write(".diary/config.yaml", "template: templates/evening.md\n")
            let named = try Settings.load(userFile: box.root.appendingPathComponent("none.yaml"), vaultRoot: box.repo)
            #expect(throws: SettingsError.templateMissing(file: box.url("templates/evening.md").path)) {
                try vault.templateText(named)
            }
            try box.write("templates/evening.md", "## Evening\n")
            #expect(try vault.templateText(named) == "## Evening\n")
        }
    }
}
