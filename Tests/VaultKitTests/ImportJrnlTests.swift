import Foundation
import Localization
import Testing

@testable import VaultKit

/// jrnl's JSON export (`jrnl --format json`) read into entries: golden texts on small inline fixtures.
@Suite("Import: jrnl")
struct ImportJrnlTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!

    static let export = #"""
        {
          "tags": {"@work": 1, "@가족": 1},
          "entries": [
            {"title": "Walk along the river.", "body": "Cold but clear.\nWe talked about @work.", "date": "2026-11-21",
             "time": "09:14", "tags": ["@work"], "starred": true},
            {"title": "가족 저녁", "body": "오랜만에 다 같이 밥을 먹었다. @가족\n", "date": "2026-11-21", "time": "19:30",
             "tags": ["@가족"], "starred": false},
            {"title": "No date here", "body": "x", "time": "10:00", "tags": [], "starred": false},
            {"title": "Tags as text", "body": "x", "date": "2026-11-22", "time": "10:00", "tags": "@x", "starred": false},
            {"title": "Windows line endings", "body": "first\r\nsecond", "date": "2026-11-23", "time": "07:00",
             "tags": [], "starred": false, "uuid": "4BB1F46946AD439996C9B59DE7C4DDC1",
             "creator": {"device_agent": "iPhone", "host_name": "phone"}}
          ]
        }
        """#

    func texts(_ batch: ImportBatch) -> [String] { batch.candidates.map { $0.document.rendered() } }

    @Test func titleBodyTagsAndStarBecomeASchemaTwoEntry() throws {
        let batch = JrnlImport.read(Data(Self.export.utf8), source: "journal.json", zone: Self.seoul)
        #expect(batch.sourceName == "jrnl")
        #expect(batch.candidates.count == 3)
        #expect(
            texts(batch)[0] == """
                ---
                schema: 2
                created: 2026-11-21T09:14:00+09:00
                tags: [work]
                starred: true
                ---
                # Walk along the river.

                Cold but clear.
                We talked about @work.

                """)
        #expect(batch.candidates[0].source == "journal.json entries[0]")
        #expect(batch.candidates[0].created.description == "2026-11-21T09:14:00+09:00")
    }

    @Test func koreanTextAndTagsStayAsWritten() throws {
        let batch = JrnlImport.read(Data(Self.export.utf8), source: "journal.json", zone: Self.seoul)
        #expect(
            texts(batch)[1] == """
                ---
                schema: 2
                created: 2026-11-21T19:30:00+09:00
                tags: [가족]
                ---
                # 가족 저녁

                오랜만에 다 같이 밥을 먹었다. @가족

                """)
    }

    @Test func crlfBodyMakesACRLFFileAndOtherFieldsAreKept() throws {
        let batch = JrnlImport.read(Data(Self.export.utf8), source: "journal.json", zone: Self.seoul)
        let text = texts(batch)[2]
        #expect(
            text == "---\r\nschema: 2\r\ncreated: 2026-11-23T07:00:00+09:00\r\n"
                + "dayone_uuid: 4BB1F46946AD439996C9B59DE7C4DDC1\r\n"
                + "jrnl_creator:\r\n  device_agent: iPhone\r\n  host_name: phone\r\n---\r\n"
                + "# Windows line endings\r\n\r\nfirst\r\nsecond\r\n")
        #expect(batch.candidates[2].dayOneUUID == "4BB1F46946AD439996C9B59DE7C4DDC1")
        let back = try EntryDocument.parse(text: text, file: "x.md")
        #expect(back.frontMatter == batch.candidates[2].document.frontMatter)
    }

    @Test func entriesWithoutADateOrWithBadFieldsAreSkippedByIndex() {
        let batch = JrnlImport.read(Data(Self.export.utf8), source: "journal.json", zone: Self.seoul)
        #expect(
            batch.skipped == [
                ImportSkip(source: "journal.json entries[2]", problem: .noDate(field: "date")),
                ImportSkip(source: "journal.json entries[3]", problem: .malformedEntry(.wrongType(path: "tags", expected: .list)))
            ])
        #expect(batch.skipped.map { $0.reason(in: EnglishText()) } == ["no date (an entry without a date)", "'tags' is not a list"])
    }

    @Test(
        "local times are read in the vault's zone, across both DST changes of America/Los_Angeles",
        arguments: [
            ("2026-03-08", "01:59", "2026-03-08T01:59:00-08:00"),
            ("2026-03-08", "03:00", "2026-03-08T03:00:00-07:00"),
            ("2026-11-01", "00:59", "2026-11-01T00:59:00-07:00"),
            ("2026-11-01", "02:00", "2026-11-01T02:00:00-08:00"),
            ("2026-07-04", "", "2026-07-04T00:00:00-07:00"),
            ("2026-07-04", "21:05:09", "2026-07-04T21:05:09-07:00")
        ])
    func dstEdges(_ date: String, _ time: String, _ created: String) throws {
        let json = #"{"entries": [{"date": "\#(date)", "time": "\#(time)", "title": "T", "body": "", "tags": [], "starred": false}]}"#
        let batch = JrnlImport.read(Data(json.utf8), source: "j.json", zone: Self.losAngeles)
        let candidate = try #require(batch.candidates.first, "\(batch.skipped)")
        #expect(candidate.created.description == created)
        #expect(candidate.document.rendered() == "---\nschema: 2\ncreated: \(created)\n---\n# T\n")
    }

    @Test("a time that does not exist or exists twice on the clock gets one real instant, with its real offset")
    func dstGapAndOverlap() throws {
        let json = #"""
            {"entries": [{"date": "2026-03-08", "time": "02:30", "title": "Gap", "body": "", "tags": [], "starred": false},
                         {"date": "2026-11-01", "time": "01:30", "title": "Twice", "body": "", "tags": [], "starred": false}]}
            """#
        let batch = JrnlImport.read(Data(json.utf8), source: "j.json", zone: Self.losAngeles)
        #expect(batch.candidates.count == 2)
        for candidate in batch.candidates {
            // Whatever the calendar picks, the stored offset is the zone's real offset at that instant.
            #expect(candidate.created.offsetSeconds == Self.losAngeles.secondsFromGMT(for: candidate.created.date))
            #expect(EntryTimestamp(rfc3339: candidate.created.description) == candidate.created)
        }
        // 02:30 never happened that night: it moves forward by the hour skipped; 01:30 happened twice: the first.
        #expect(batch.candidates.map(\.created.description) == ["2026-03-08T03:30:00-07:00", "2026-11-01T01:30:00-07:00"])
    }

    @Test func aBareListOfEntriesIsReadToo() {
        let json = ##"[{"date": "2026-11-21", "time": "09:14", "title": "Only a title", "body": "", "tags": ["#idea"], "starred": false}]"##
        let batch = JrnlImport.read(Data(json.utf8), source: "j.json", zone: Self.seoul)
        #expect(
            batch.candidates.map { $0.document.rendered() } == [
                "---\nschema: 2\ncreated: 2026-11-21T09:14:00+09:00\ntags: [idea]\n---\n# Only a title\n"
            ])
    }

    @Test(arguments: ["not json at all", "{\"entries\": 3}", "{\"tags\": {}}", ""])
    func invalidJSONIsOneSkipNamingTheFile(_ text: String) {
        let batch = JrnlImport.read(Data(text.utf8), source: "journal.json", zone: Self.seoul)
        #expect(batch.candidates.isEmpty)
        #expect(batch.skipped.count == 1)
        #expect(batch.skipped.first?.source == "journal.json")
        #expect(batch.skipped.first?.reason(in: EnglishText()).hasSuffix("not a jrnl JSON export") == true, "\(batch.skipped)")
        #expect(batch.skipped.first?.reason(in: KoreanText()).hasSuffix("jrnl JSON 내보내기 파일이 아닙니다") == true, "\(batch.skipped)")
    }

    @Test func aMissingFileIsAnErrorNamingIt() {
        #expect(throws: VaultError.self) {
            _ = try JrnlImport.read(URL(fileURLWithPath: "/nonexistent/journal.json"), zone: Self.seoul)
        }
    }
}
