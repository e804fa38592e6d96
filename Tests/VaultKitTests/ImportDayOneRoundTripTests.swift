import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// Entries → Day One's Journal.json → `diary import dayone` into an empty vault → the same entries.
@Suite("Import: Day One round trip")
struct ImportDayOneRoundTripTests {
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!

    /// Entries of a vault in America/Los_Angeles: both DST changes, another zone, Korean, CRLF, odd bodies.
    static let entries: [String: String] = [
        "2026/03/2026-03-08.md": """
        ---
        schema: 2
        created: 2026-03-08T01:59:59-08:00
        location:
          name: Santa Monica Pier
          latitude: 34.0095
          longitude: -118.4969
        weather:
          condition: Clear sky
          temperature: 9.5
          code: 0
        tags: [walk, sea]
        starred: true
        mood: NO
        ---
        # Just before the clocks jump

        Body with a trailing line.

        """,
        "2026/03/2026-03-08-2.md": "---\nschema: 2\ncreated: 2026-03-08T03:00:00-07:00\n---\nOne second later, an hour on.\n",
        "2026/11/2026-11-01.md": "---\nschema: 2\ncreated: 2026-11-01T01:30:00-07:00\ntags: [twice]\n---\nThe first 1:30.\n",
        "2026/11/2026-11-01-2.md": "---\nschema: 2\ncreated: 2026-11-01T01:30:00-08:00\ntags: [twice]\n---\nThe second 1:30.\n",
        "2026/11/2026-11-21.md": """
        ---
        schema: 2
        created: 2026-11-21T09:14:03+09:00
        location:
          name: 서울숲, 서울
          latitude: 37.5444
          longitude: 127.0374
        weather:
          condition: 맑음
          temperature: -3
        tags: [여행, family]
        ---

        # 서울숲 산책

        단풍이 절반쯤 들었다.
        \\- not a list
        1\\. not a list either

        """,
        "2026/11/2026-11-22.md": "---\nschema: 2\ncreated: 2026-11-22T10:00:00+05:30\nstarred: false\n---\r\nCRLF body\r\nsecond line\r\n",
        "2026/11/2026-11-23.md": "No front matter at all.\n"
    ]

    /// A vault holding `entries`, and the entries read back from it.
    static func sourceVault(_ sb: Sandbox) throws -> (Vault, [Entry]) {
        let vault = try sb.makeVault(timeZone: losAngeles)
        for (path, text) in entries { try sb.write(path, text) }
        try sb.git("add", "-A")
        try sb.git("commit", "-q", "-m", "Entries")
        return (vault, try vault.entryPaths().map { try vault.read($0) })
    }

    /// What must survive the trip: instant and offset, place, weather condition and temperature, tags, star, body.
    struct Essentials: Equatable, CustomStringConvertible {
        let created: String
        let location: Location?
        let condition: String?
        let temperature: Double?
        let tags: [String]
        let starred: Bool
        let body: String

        init(_ entry: Entry, zone: TimeZone) {
            let fm = entry.frontMatter
            created = entry.timestamp(localZone: zone).description
            location = fm.location
            condition = fm.weather?.condition
            temperature = fm.weather?.temperature
            tags = fm.tags ?? []
            starred = fm.starred ?? false
            body = entry.document.body
        }

        var description: String { "\(created) \(location.map { "\($0)" } ?? "-") \(condition ?? "-") \(tags) \(starred) \(body.debugDescription)" }
    }

    /// Exports `sources`, imports the result into a new vault (`sandbox/imported`), and reads the entries back.
    static func roundTrip(_ sources: [Entry], zip: Bool, in sb: Sandbox) throws -> (ImportReport, [Entry], Data) {
        let file = sb.root.appendingPathComponent(zip ? "Export.zip" : "Journal.json")
        if zip {
            try DayOneExport.emptyZip.write(to: file)
            _ = try DayOneExport.writeZip(from: sources, timeZone: losAngeles, root: sb.repo, to: file)
        } else {
            try DayOneExport.journal(from: sources, timeZone: losAngeles).write(to: file)
        }
        let data = try Data(contentsOf: file)
        let (_, _) = try Vault.initialize(at: sb.root.appendingPathComponent("imported"), timeZone: losAngeles)
        let target = try Vault.open(at: sb.root.appendingPathComponent("imported"), timeZone: losAngeles)
        let report = try target.importEntries(try DayOneImport.read(file, zone: losAngeles))
        return (report, try target.entryPaths().map { try target.read($0) }, data)
    }

    @Test(arguments: [false, true])
    func exportedEntriesComeBackTheSame(_ zip: Bool) throws {
        try Sandbox.with { sb in
            let (_, sources) = try Self.sourceVault(sb)
            let (report, imported, _) = try Self.roundTrip(sources, zip: zip, in: sb)
            #expect(report.skipped.isEmpty && report.alreadyThere == 0, "\(report.skipped)")
            #expect(imported.count == Self.entries.count)
            let before = sources.map { Essentials($0, zone: Self.losAngeles) }.sorted { $0.created < $1.created }
            let after = imported.map { Essentials($0, zone: Self.losAngeles) }.sorted { $0.created < $1.created }
            #expect(after == before)
            #expect(Set(imported.map(\.path)) == Set(sources.map(\.path)), "each entry lands on the same day and name")
        }
    }

    @Test func theJSONIsWhatDayOneWrites() throws {
        try Sandbox.with { sb in
            let (_, sources) = try Self.sourceVault(sb)
            let data = try DayOneExport.journal(from: sources, timeZone: Self.losAngeles)
            let journal = try JSONDecoder().decode(DayOneJournal.self, from: data)
            #expect(journal.metadata.version == "1.0")
            #expect(journal.entries.count == Self.entries.count)
            for entry in journal.entries {
                let uuid = try #require(entry.uuid)
                #expect(uuid.count == 32 && uuid.allSatisfy { $0.isHexDigit && !$0.isLowercase }, "\(uuid)")
                #expect(entry.creationDate?.hasSuffix("Z") == true && entry.creationDate?.count == 20)
            }
            #expect(
                journal.entries.map(\.timeZone) == [
                    "America/Los_Angeles", "America/Los_Angeles", "America/Los_Angeles",
                    "America/Los_Angeles", "Etc/GMT-9", "Asia/Kolkata", "America/Los_Angeles"
                ])
            #expect(
                journal.entries.map(\.creationDate) == [
                    "2026-03-08T09:59:59Z", "2026-03-08T10:00:00Z", "2026-11-01T08:30:00Z",
                    "2026-11-01T09:30:00Z", "2026-11-21T00:14:03Z", "2026-11-22T04:30:00Z",
                    "2026-11-23T08:00:00Z"
                ])
            let first = journal.entries[0]
            #expect(first.location == DayOneLocation(placeName: "Santa Monica Pier", latitude: 34.0095, longitude: -118.4969))
            #expect(first.weather == DayOneWeather(conditionsDescription: "Clear sky", temperatureCelsius: 9.5))
            // The user's own key travels as a tag Day One keeps (`diary:mood: NO`); the text is escaped as Day One's is.
            #expect(first.tags == ["walk", "sea", "diary:mood: NO"] && first.starred == true)
            #expect(first.text == "# Just before the clocks jump\n\nBody with a trailing line\\.\n")
            // The same entries give the same ids and bytes every time.
            #expect(try DayOneExport.journal(from: sources.reversed(), timeZone: Self.losAngeles) == data)
        }
    }

    @Test func importedDayOneFieldsGoBackWhereTheyCameFrom() throws {
        let original = #"""
            {"metadata": {"version": "1.0"}, "entries": [{
              "uuid": "2F8DDCA258634D9994DF3A4FEE328035", "creationDate": "2026-11-21T00:14:03Z", "timeZone": "Asia/Seoul",
              "modifiedDate": "2026-11-21T00:20:00Z", "creationOSName": "iOS", "creationOSVersion": "17.1", "isPinned": false,
              "duration": 0, "starred": false, "text": "Hello\\.", "userActivity": {"activityName": "Walking", "stepCount": 75},
              "location": {"placeName": "서울숲", "latitude": 37.5444, "longitude": 127.0374, "localityName": "Seongdong-gu",
                           "region": {"center": {"latitude": 37.5444, "longitude": 127.0374}, "radius": 75}},
              "weather": {"conditionsDescription": "Partly Cloudy", "temperatureCelsius": 11.5, "weatherCode": "partly-cloudy",
                          "pressureMB": 1017, "windSpeedKPH": 11}
            }]}
            """#
        var batch = ImportBatch(sourceName: "Day One")
        DayOneImport.read(json: Data(original.utf8), source: "Journal.json", zone: Self.losAngeles, into: &batch)
        let candidate = try #require(batch.candidates.first)
        let entry = Entry(path: EntryPath(relativePath: "2026/11/2026-11-21.md")!, document: candidate.document)
        let exported = DayOneExport.dayOneEntry(entry, timeZone: Self.losAngeles)
        let expected = try JSONDecoder().decode(DayOneJournal.self, from: Data(original.utf8)).entries[0]
        #expect(exported == expected, "every field as it came, the text escaped again as Day One escaped it")
    }

    @Test("a body's own backslashes come back as they were, and no last line break is added")
    func escapesAndALastLineBreak() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault(timeZone: Self.losAngeles)
            try vault.save(
                "---\nschema: 2\ncreated: 2026-11-21T09:00:00-08:00\n---\nCosts \\(about\\) 3\\.50 \\- cheap",
                to: EntryPath(relativePath: "2026/11/2026-11-21.md")!, message: "New")
            let sources = try vault.entryPaths().map { try vault.read($0) }
            let (report, imported, _) = try Self.roundTrip(sources, zip: false, in: sb)
            #expect(report.added.count == 1)
            #expect(imported.first?.document.body == "Costs \\(about\\) 3\\.50 \\- cheap")
            // Read back into the vault it came from, it is the same entry.
            let file = sb.root.appendingPathComponent("Journal.json")
            #expect(try vault.importEntries(try DayOneImport.read(file, zone: Self.losAngeles)).alreadyThere == 1)
        }
    }

    @Test func exportingThenImportingIntoTheSameVaultFindsEverythingThere() throws {
        try Sandbox.with { sb in
            let (vault, sources) = try Self.sourceVault(sb)
            let file = sb.root.appendingPathComponent("Journal.json")
            try DayOneExport.journal(from: sources, timeZone: Self.losAngeles).write(to: file)
            let head = try sb.head()
            let report = try vault.importEntries(try DayOneImport.read(file, zone: Self.losAngeles))
            #expect(report.added.isEmpty && report.alreadyThere == Self.entries.count)
            #expect(try sb.head() == head)
        }
    }
}
