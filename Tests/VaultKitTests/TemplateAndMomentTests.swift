import Foundation
import TestSupport
import Testing

@testable import VaultKit

@Suite("Templates: placeholders")
struct EntryTemplateTests {
    static let values = TemplateValues(
        date: "November 21, 2026", weekday: "Saturday", time: "9:14 AM",
        location: "Busan", weather: "Rain, 12°C")

    @Test func everyPlaceholderIsFilled() {
        let template = "# {{date}} ({{weekday}})\n\n{{time}} · {{location}} · {{weather}}\n"
        #expect(
            EntryTemplate.fill(template, with: Self.values)
                == "# November 21, 2026 (Saturday)\n\n9:14 AM · Busan · Rain, 12°C\n")
    }

    @Test func spacesInsideTheBracesAndRepeatsAreFine() {
        #expect(EntryTemplate.fill("{{ date }} / {{date}}", with: Self.values) == "November 21, 2026 / November 21, 2026")
    }

    @Test func unknownPlaceholdersAndStrayBracesStayAsWritten() {
        #expect(EntryTemplate.fill("{{mood}} {{date", with: Self.values) == "{{mood}} {{date")
        #expect(EntryTemplate.fill("{{{date}}}", with: Self.values) == "{November 21, 2026}")
        #expect(EntryTemplate.fill("}} {{}} {{ }}", with: Self.values) == "}} {{}} {{ }}")
        #expect(EntryTemplate.fill("no placeholders 한국어", with: Self.values) == "no placeholders 한국어")
    }

    @Test func unknownPlaceAndWeatherAreEmpty() {
        let values = TemplateValues(date: "2026년 11월 21일", weekday: "토요일", time: "오전 9:14")
        #expect(
            EntryTemplate.fill("{{date}} {{weekday}} {{time}}|{{location}}|{{weather}}|", with: values)
                == "2026년 11월 21일 토요일 오전 9:14|||")
    }

    @Test func aBodyLeftAsTheTemplateIsUnchangedUpToOuterWhiteSpace() {
        let filled = "# November 21, 2026\n\n"
        #expect(EntryTemplate.isUnchanged("# November 21, 2026\n\n", from: filled))
        #expect(EntryTemplate.isUnchanged("\n# November 21, 2026\n", from: filled))
        #expect(!EntryTemplate.isUnchanged("# November 21, 2026\n\nA word.\n", from: filled))
        #expect(EntryTemplate.startingBody("# x") == "# x\n\n", "an empty line to write on")
        #expect(EntryTemplate.startingBody("# x\n") == "# x\n\n")
        #expect(EntryTemplate.startingBody("# x\n\n") == "# x\n\n")
        #expect(EntryTemplate.startingBody("") == "\n")
    }
}

@Suite("New entries: the moment")
struct NewEntryMomentTests {
    func settings(_ user: String, vault: String = "") throws -> Settings {
        Settings(
            user: try SettingsFile.parse(user, url: URL(fileURLWithPath: "/u/config.yaml")),
            vault: try SettingsFile.parse(vault, url: URL(fileURLWithPath: "/v/.diary/config.yaml")))
    }

    @Test func withoutLocationTheDefaultPlaceWithItsCoordinatesIsUsed() throws {
        let settings = try settings("location.name: Busan\nlocation.latitude: 35.1796\nlocation.longitude: 129.0756\n")
        let moment = NewEntryMoment(settings: settings, location: nil, weather: nil, tags: [], noWeather: false, star: false)
        #expect(moment.location == Location(name: "Busan", latitude: 35.1796, longitude: 129.0756))
        #expect(!moment.needsCoordinates)
        #expect(moment.needsWeather)
        let given = NewEntryMoment(settings: settings, location: "Jeju", weather: nil, tags: [], noWeather: false, star: false)
        #expect(given.location == Location(name: "Jeju"), "the default's coordinates are not another place's")
        #expect(given.needsCoordinates)
    }

    @Test func tagsAreTheSettingsThenTheFlagsWithoutDuplicates() throws {
        let settings = try settings("tags: [mine]\n", vault: "tags: [daily, home]\n")
        let moment = NewEntryMoment(
            settings: settings, location: nil, weather: nil, tags: ["travel", "daily", "travel"],
            noWeather: false, star: true)
        #expect(moment.tags == ["daily", "home", "travel"])
        #expect(moment.starred)
    }

    @Test func weatherIsSkippedByTheFlagOrTheSetting() throws {
        #expect(NewEntryMoment(settings: try settings(""), location: nil, weather: nil, tags: [], noWeather: true, star: false).skipWeather)
        let off = try settings("weather.enabled: false\n")
        let moment = NewEntryMoment(settings: off, location: nil, weather: nil, tags: [], noWeather: false, star: false)
        #expect(moment.skipWeather)
        #expect(!moment.needsWeather)
        let typed = NewEntryMoment(settings: try settings(""), location: nil, weather: "Snow", tags: [], noWeather: false, star: false)
        #expect(typed.weather == Weather(condition: "Snow"))
        #expect(!typed.needsWeather, "the weather given is not looked up again")
    }

    @Test(
        "weather as typed",
        arguments: [
            ("Rain, 12°C", Weather(condition: "Rain", temperature: 12)),
            ("Partly cloudy, -3.5 °C", Weather(condition: "Partly cloudy", temperature: -3.5)),
            ("Cloudy, windy,8℃", Weather(condition: "Cloudy, windy", temperature: 8)),
            ("비, 12°C", Weather(condition: "비", temperature: 12)),
            ("12°C", Weather(temperature: 12)),
            ("Rain", Weather(condition: "Rain")),
            ("Rain, 50°F", Weather(condition: "Rain, 50°F")),
            ("  Sunny  ", Weather(condition: "Sunny"))
        ])
    func typedWeather(text: String, expected: Weather) {
        #expect(Weather(typed: text) == expected)
    }

    @Test func theFrontMatterFollowsTheContractsOrder() throws {
        let moment = NewEntryMoment(
            locationName: "Seoul, South Korea", latitude: 37.5665, longitude: 126.978,
            weatherCondition: "Partly cloudy", temperature: 11.5, weatherCode: 2,
            tags: ["travel", "family"], starred: true)
        let created = try #require(EntryTimestamp(rfc3339: "2026-11-21T09:14:03+09:00"))
        let text = EntryDocument(frontMatter: moment.frontMatter(created: created), body: "\n").rendered()
        #expect(
            text == """
                ---
                schema: 2
                created: 2026-11-21T09:14:03+09:00
                location:
                  name: Seoul, South Korea
                  latitude: 37.5665
                  longitude: 126.978
                weather:
                  condition: Partly cloudy
                  temperature: 11.5
                  code: 2
                tags: [travel, family]
                starred: true
                ---


                """)
    }

    @Test func atSaveTheLatestMomentFillsWhatThePersonLeftAlone() {
        let opened = NewEntryMoment(locationName: "Busan", tags: ["travel"])
        let later = NewEntryMoment(
            locationName: "Busan", latitude: 35.1796, longitude: 129.0756,
            weatherCondition: "Rain", temperature: 12, weatherCode: 61, tags: ["travel"])
        var written = opened.frontMatter(created: EntryTimestamp(Sandbox.now, in: Sandbox.seoul))
        let untouched = later.applied(to: written, opened: opened)
        #expect(untouched.location == Location(name: "Busan", latitude: 35.1796, longitude: 129.0756))
        #expect(untouched.weather == Weather(condition: "Rain", temperature: 12, code: 61))

        written.location = Location(name: "Gimhae")
        written.tags = nil
        let edited = later.applied(to: written, opened: opened)
        #expect(edited.location == Location(name: "Gimhae"), "the place the person wrote stays")
        #expect(edited.tags == nil, "tags the person removed stay removed")
        #expect(edited.weather == Weather(condition: "Rain", temperature: 12, code: 61))
    }
}

@Suite("New entries: moment and template through the editor")
struct NewEntryEditTests {
    @Test func aNewEntryStartsWithTheMomentAndTheTemplate() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            let created = vault.creationTime(for: path.day, now: Sandbox.now)
            let moment = NewEntryMoment(locationName: "Busan", tags: ["travel"], starred: true)
            let start = NewEntryStart(created: created, moment: moment, body: "# Saturday\n\n", fromTemplate: true)
            let session = try vault.beginEdit(path, resume: false, newEntry: start, now: Sandbox.now)
            #expect(
                session.startText == """
                    ---
                    schema: 2
                    created: 2026-11-21T09:14:03+09:00
                    location:
                      name: Busan
                    tags: [travel]
                    starred: true
                    ---
                    # Saturday


                    """)
            // Left as the template: nothing written.
            #expect(try vault.finishEdit(session, now: Sandbox.now) == .leftAsTemplate)
            #expect(try box.head() == nil)
            #expect(!FileManager.default.fileExists(atPath: session.draft.path))
        }
    }

    @Test func theMomentKnownAtSaveIsWhatTheEntryGets() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            let opened = NewEntryMoment(locationName: "Busan")
            let start = NewEntryStart(created: vault.creationTime(for: path.day, now: Sandbox.now), moment: opened)
            let session = try vault.beginEdit(path, resume: false, newEntry: start, now: Sandbox.now)
            try Data((session.startText + "Arrived.\n").utf8).write(to: session.draft)
            var later = opened
            later.latitude = 35.1796
            later.longitude = 129.0756
            later.weatherCondition = "Rain"
            guard case .saved = try vault.finishEdit(session, moment: later, now: Sandbox.now) else {
                Issue.record("not saved")
                return
            }
            #expect(
                box.contents(path.relativePath) == """
                    ---
                    schema: 2
                    created: 2026-11-21T09:14:03+09:00
                    location:
                      name: Busan
                      latitude: 35.1796
                      longitude: 129.0756
                    weather:
                      condition: Rain
                    ---

                    Arrived.

                    """)
            #expect(try box.commitCount() == 1)
        }
    }

    @Test func aResumedDraftKeepsItsFieldsAndGetsThisRunsMomentWhereItHasNone() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            // An earlier run left a draft with a tag and no place.
            try FileManager.default.createDirectory(
                at: vault.draftURL(for: path).deletingLastPathComponent(),
                withIntermediateDirectories: true)
            try Data("---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\ntags: [mine]\n---\nHalf written.\n".utf8)
                .write(to: vault.draftURL(for: path))
            let moment = NewEntryMoment(locationName: "Busan", latitude: 35.1, longitude: 129.0, tags: ["trip"])
            let start = NewEntryStart(created: vault.creationTime(for: path.day, now: Sandbox.now), moment: moment)
            let session = try vault.beginEdit(path, resume: true, newEntry: start, now: Sandbox.now)
            #expect(session.resumedDraft)
            guard case .saved = try vault.finishEdit(session, moment: moment, now: Sandbox.now) else {
                Issue.record("not saved")
                return
            }
            #expect(
                box.contents(path.relativePath) == """
                    ---
                    schema: 2
                    created: 2026-11-21T09:14:03+09:00
                    location:
                      name: Busan
                      latitude: 35.1
                      longitude: 129
                    tags: [mine]
                    ---
                    Half written.

                    """)
        }
    }

    @Test func aTemplateWithTextAddedIsSaved() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let path = entryPath("2026/11/2026-11-21.md")
            let start = NewEntryStart(
                created: vault.creationTime(for: path.day, now: Sandbox.now),
                body: "## Morning\n\n## Evening\n", fromTemplate: true)
            let session = try vault.beginEdit(path, resume: false, newEntry: start, now: Sandbox.now)
            try Data(session.startText.replacingOccurrences(of: "## Evening\n", with: "## Evening\nQuiet.\n").utf8).write(to: session.draft)
            guard case .saved = try vault.finishEdit(session, now: Sandbox.now) else {
                Issue.record("not saved")
                return
            }
            #expect(box.contents(path.relativePath)?.hasSuffix("## Morning\n\n## Evening\nQuiet.\n") == true)
        }
    }

    @Test func aQuickEntryGetsTheMoment() throws {
        try Sandbox.with { box in
            let vault = try box.makeVault()
            let moment = NewEntryMoment(weatherCondition: "Rain", temperature: 12, tags: ["a"], starred: true)
            let (path, _, _) = try vault.quickEntry("Words.", moment: moment, now: Sandbox.now)
            #expect(
                box.contents(path.relativePath) == """
                    ---
                    schema: 2
                    created: 2026-11-21T09:14:03+09:00
                    weather:
                      condition: Rain
                      temperature: 12
                    tags: [a]
                    starred: true
                    ---
                    Words.

                    """)
        }
    }
}
