import Foundation
import Localization
import TestSupport
import Testing
import ZIPFoundation

@testable import VaultKit

/// Day One's JSON export read into entries: golden texts on small inline fixtures.
@Suite("Import: Day One")
struct ImportDayOneTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!

    /// Shaped like a real export: escaped Markdown, rich text, photos, device fields, a region.
    static let journal = #"""
        {
          "metadata" : {"version" : "1.0"},
          "entries" : [
            {
              "uuid" : "2F8DDCA258634D9994DF3A4FEE328035",
              "creationDate" : "2026-11-21T00:14:03Z",
              "modifiedDate" : "2026-11-21T00:20:00Z",
              "timeZone" : "Asia\/Seoul",
              "starred" : true,
              "isPinned" : false,
              "duration" : 0,
              "creationDevice" : "Ada’s iPhone",
              "creationOSName" : "iOS",
              "creationOSVersion" : "17.1",
              "richText" : "{\"meta\":{\"version\":1}}",
              "text" : "# 서울숲 산책\n\n![](dayone-moment:\/\/76F9B0AC37954B51BF8B9146498B29C2)\n\nLeaves are falling\\. Coffee \\(hot\\) after\\.\\.\\. \\[sic\\]\n1\\. stays escaped\n\\- stays escaped\n\\![stays](escaped)",
              "tags" : ["travel", "가족"],
              "photos" : [{"identifier" : "76F9B0AC37954B51BF8B9146498B29C2", "type" : "jpeg"}, {"identifier" : "B", "type" : "heic"}],
              "userActivity" : {"activityName" : "Walking", "stepCount" : 75},
              "location" : {
                "region" : {"center" : {"longitude" : 127.0374, "latitude" : 37.5444}, "radius" : 75},
                "localityName" : "Seongdong-gu",
                "country" : "South Korea",
                "administrativeArea" : "Seoul",
                "placeName" : "서울숲",
                "latitude" : 37.5444,
                "longitude" : 127.0374
              },
              "weather" : {
                "conditionsDescription" : "Partly Cloudy",
                "temperatureCelsius" : 11.5,
                "weatherCode" : "partly-cloudy",
                "weatherServiceName" : "HAMweather",
                "relativeHumidity" : 60
              }
            },
            {
              "uuid" : "A0000000000000000000000000000001",
              "creationDate" : "2026-11-01T08:30:00Z",
              "timeZone" : "America\/Los_Angeles",
              "starred" : false,
              "text" : "Once at 1:30 PDT",
              "location" : {"localityName" : "Santa Monica", "latitude" : 34.0195, "longitude" : -118.4912}
            },
            {
              "uuid" : "A0000000000000000000000000000002",
              "creationDate" : "2026-11-01T09:30:00Z",
              "timeZone" : "America\/Los_Angeles",
              "starred" : false,
              "text" : "Again at 1:30 PST"
            },
            {"uuid" : "A0000000000000000000000000000003", "timeZone" : "Asia\/Seoul", "text" : "No date"},
            {"uuid" : "A0000000000000000000000000000004", "creationDate" : "2026-11-22T00:00:00Z",
             "location" : {"latitude" : "north"}, "text" : "Bad latitude"},
            {"uuid" : "A0000000000000000000000000000005", "creationDate" : "2026-11-22T04:30:00Z",
             "timeZone" : "GMT+05:30", "text" : "Fixed offset\r\nwith CRLF"},
            "not an entry"
          ]
        }
        """#

    func read(_ text: String = journal, zone: TimeZone = seoul) -> ImportBatch {
        var batch = ImportBatch(sourceName: "Day One")
        DayOneImport.read(json: Data(text.utf8), source: "Journal.json", zone: zone, into: &batch)
        return batch
    }

    @Test func aFullEntryKeepsEveryFieldAndDropsOnlyAttachmentsAndRichText() throws {
        let batch = read()
        let first = try #require(batch.candidates.first)
        #expect(
            first.document.rendered() == """
                ---
                schema: 2
                created: 2026-11-21T09:14:03+09:00
                location:
                  name: 서울숲
                  latitude: 37.5444
                  longitude: 127.0374
                weather:
                  condition: Partly Cloudy
                  temperature: 11.5
                tags: [travel, 가족]
                starred: true
                dayone_uuid: 2F8DDCA258634D9994DF3A4FEE328035
                dayone_time_zone: Asia/Seoul
                dayone_creation_device: Ada’s iPhone
                dayone_creation_os_name: iOS
                dayone_creation_os_version: "17.1"
                dayone_duration: 0
                dayone_is_pinned: false
                dayone_modified_date: "2026-11-21T00:20:00Z"
                dayone_user_activity:
                  activityName: Walking
                  stepCount: 75
                dayone_location_administrative_area: Seoul
                dayone_location_country: South Korea
                dayone_location_locality_name: Seongdong-gu
                dayone_location_region:
                  center:
                    latitude: 37.5444
                    longitude: 127.0374
                  radius: 75
                dayone_weather_relative_humidity: 60
                dayone_weather_code: partly-cloudy
                dayone_weather_service_name: HAMweather
                ---
                # 서울숲 산책

                ![](dayone-moment://76F9B0AC37954B51BF8B9146498B29C2)

                Leaves are falling. Coffee (hot) after... [sic]
                1\\. stays escaped
                \\- stays escaped
                \\![stays](escaped)
                """, "the text as Day One had it: no line break is added at the end")
        #expect(first.dayOneUUID == "2F8DDCA258634D9994DF3A4FEE328035")
        #expect(first.source == "Journal.json entries[0]")
        #expect(first.media.isEmpty && batch.missingMedia.isEmpty, "without the export's files, links stay as they are")
    }

    @Test("creationDate is shown in the entry's own zone, on both sides of the autumn DST change")
    func createdTakesTheEntrysZoneOffset() {
        let created = read().candidates.map(\.created.description)
        #expect(
            created == [
                "2026-11-21T09:14:03+09:00", "2026-11-01T01:30:00-07:00", "2026-11-01T01:30:00-08:00",
                "2026-11-22T10:00:00+05:30"
            ])
    }

    @Test func aPlaceWithoutPlaceNameIsNamedByItsLocalityWithItsNegativeLongitude() throws {
        let second = read().candidates[1].document
        #expect(second.frontMatter?.location == Location(name: "Santa Monica", latitude: 34.0195, longitude: -118.4912))
        #expect(second.rendered().contains("  longitude: -118.4912\n"))
        #expect(second.rendered().contains("dayone_location_locality_name: Santa Monica\n"))
        #expect(second.frontMatter?.starred == nil, "starred: false is not written")
    }

    @Test func fixedOffsetZonesAndCRLFTextAreKept() throws {
        let text = read().candidates[3].document.rendered()
        #expect(
            text == "---\r\nschema: 2\r\ncreated: 2026-11-22T10:00:00+05:30\r\n"
                + "dayone_uuid: A0000000000000000000000000000005\r\ndayone_time_zone: GMT+05:30\r\n---\r\n"
                + "Fixed offset\r\nwith CRLF")
    }

    @Test func entriesWithoutADateOrWithBadFieldsAreSkippedByIndex() {
        let skipped = read().skipped
        #expect(
            skipped == [
                ImportSkip(source: "Journal.json entries[3]", problem: .noDate(field: "creationDate")),
                ImportSkip(source: "Journal.json entries[4]", problem: .malformedEntry(.wrongType(path: "location.latitude", expected: .number))),
                ImportSkip(source: "Journal.json entries[6]", problem: .malformedEntry(.wrongType(path: "", expected: .object)))
            ])
        #expect(
            skipped.map { $0.reason(in: EnglishText()) }
                == ["no creationDate (an entry without a date)", "'location.latitude' is not a number", "not an object"])
    }

    @Test("odd field names and values still make a file that reads back as written")
    func oddFieldsReadBack() throws {
        let json = #"""
            {"metadata": {"version": "1.0"}, "entries": [{"creationDate": "2026-11-21T00:00:00Z", "timeZone": "Asia/Seoul",
              "text": "x", "weird": {"a: b": 1, "#c": [true, null, "d, e"]}, "list": ["NO", "1.10", "017", "", "x: y"],
              "flags": {"on": "yes", "n": "n"}, "multi line": "one\ntwo", "empty": {}, "nothing": null}]}
            """#
        let candidate = try #require(read(json).candidates.first)
        let text = candidate.document.rendered()
        #expect(text.contains(##"dayone_weird: "{\"#c\":[true,null,\"d, e\"],\"a: b\":1}""##), "\(text)")
        #expect(text.contains(#"dayone_list: ["NO", "1.10", "017", "", "x: y"]"#), "\(text)")
        #expect(!text.contains("dayone_nothing"))
        #expect(Vault.importProblem(candidate, text: text) == nil)
        let back = try EntryDocument.parse(text: text, file: "x.md")
        let values = Dictionary(uniqueKeysWithValues: (back.frontMatter?.userFields ?? []).map { ($0.key, ForeignFields.value(of: $0)) })
        #expect(values["dayone_list"] == .array([.string("NO"), .string("1.10"), .string("017"), .string(""), .string("x: y")]))
        #expect(values["dayone_flags"] == .string(#"{"n":"n","on":"yes"}"#), "keys YAML 1.1 reads as true/false: kept as JSON")
        #expect(values["dayone_multi line"] == .string("one\ntwo"))
        #expect(values["dayone_empty"] == .object([:]))
    }

    @Test func anEntryWithoutAZoneIsShownInTheVaultsZone() throws {
        let json = #"{"metadata": {"version": "1.0"}, "entries": [{"creationDate": "2026-03-08T10:30:00.250Z", "text": "x"}]}"#
        let candidate = try #require(read(json, zone: Self.losAngeles).candidates.first)
        #expect(candidate.created.description == "2026-03-08T03:30:00-07:00")
        #expect(candidate.dayOneUUID == nil)
    }

    @Test(arguments: ["{", "[]", "{\"metadata\": {}}", "{\"entries\": {}}"])
    func notADayOneExportIsOneSkipNamingTheFile(_ text: String) {
        let batch = read(text)
        #expect(batch.candidates.isEmpty)
        #expect(batch.skipped.count == 1 && batch.skipped.first?.source == "Journal.json", "\(batch.skipped)")
    }

    @Test(arguments: [
        ("Asia/Seoul", 32_400), ("GMT+09:00", 32_400), ("GMT+0900", 32_400), ("UTC-3", -10_800),
        ("GMT-03:30", -12_600), ("GMT", 0), ("UTC", 0)
    ])
    func zoneNames(_ name: String, _ offset: Int) throws {
        let zone = try #require(DayOneTimeZone.zone(named: name))
        #expect(zone.secondsFromGMT(for: Date(timeIntervalSince1970: 1_795_220_043)) == offset)
    }

    @Test(arguments: ["Mars/Olympus", "GMT+25:00", "GMT+9:5", ""])
    func unknownZoneNames(_ name: String) {
        #expect(DayOneTimeZone.zone(named: name) == nil)
    }

    @Test func aZipWithSeveralJournalsReadsEachAndNamesTheJournal() throws {
        let archive = try Archive(accessMode: .create)
        let travel =
            #"{"metadata": {"version": "1.0"}, "entries": [{"uuid": "T1", "creationDate": "2026-11-21T00:00:00Z", "timeZone": "Asia/Seoul", "text": "Trip"}]}"#
        for (path, text) in [
            ("Journal.json", Self.journal), ("Travel.json", travel), ("photos/76F9.jpeg", "JPEG"),
            ("__MACOSX/._Travel.json", "junk")
        ] {
            let data = Data(text.utf8)
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) {
                data.subdata(in: Int($0)..<min(data.count, Int($0) + $1))
            }
        }
        let zipData = try #require(archive.data)
        let box = try Sandbox()
        defer { box.remove() }
        let url = box.root.appendingPathComponent("DayOne.zip")
        try zipData.write(to: url)
        let batch = try DayOneImport.read(url, zone: Self.seoul)
        #expect(batch.candidates.count == 5)
        let name = url.lastPathComponent
        #expect(batch.candidates.first?.source == "\(name)/Journal.json entries[0]")
        let trip = try #require(batch.candidates.last)
        #expect(trip.source == "\(name)/Travel.json entries[0]")
        #expect(trip.document.frontMatter?.userFields.map(\.key) == ["dayone_uuid", "dayone_time_zone", "dayone_journal"])
        #expect(trip.document.rendered().contains("dayone_journal: Travel\n"))
        #expect(batch.skipped.count == 3)
    }

    @Test func theFolderAnExportUnpacksToIsReadLikeTheZip() throws {
        let box = try Sandbox()
        defer { box.remove() }
        let folder = box.root.appendingPathComponent("DayOneExport", isDirectory: true)
        try box.write("Journal.json", Self.journal, under: folder)
        try box.write("Broken.json", "{", under: folder)
        try box.write("photos/76F9.jpeg", "JPEG", under: folder)
        let batch = try DayOneImport.read(folder, zone: Self.seoul)
        #expect(batch.candidates.count == 4)
        let name = folder.lastPathComponent
        #expect(batch.skipped.first?.source == "\(name)/Broken.json")
        guard case .notAnExport(format: "Day One", _)? = batch.skipped.first?.problem else {
            Issue.record("expected notAnExport, got \(batch.skipped)")
            return
        }
        #expect(batch.skipped.first?.reason(in: EnglishText()).hasSuffix("not a Day One JSON export") == true)
        #expect(
            batch.candidates.first?.document.frontMatter?.userFields.contains { $0.key == "dayone_journal" && $0.text == "dayone_journal: Journal\n" }
                == true)
    }

    @Test func aZipWithoutJournalJSONIsOneSkip() throws {
        let archive = try Archive(accessMode: .create)
        try archive.addEntry(with: "readme.txt", type: .file, uncompressedSize: Int64(2)) { (_: Int64, _: Int) in Data("hi".utf8) }
        let box = try Sandbox()
        defer { box.remove() }
        let url = box.root.appendingPathComponent("Empty.zip")
        try #require(archive.data).write(to: url)
        let batch = try DayOneImport.read(url, zone: Self.seoul)
        #expect(batch.candidates.isEmpty)
        #expect(batch.skipped.map(\.problem) == [.noJournalInside])
        #expect(batch.skipped.map { $0.reason(in: EnglishText()) } == ["no journal JSON inside (Day One's export holds Journal.json)"])
    }
}
