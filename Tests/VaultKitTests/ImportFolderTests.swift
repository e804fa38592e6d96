import Foundation
import Localization
import TestSupport
import Testing

@testable import VaultKit

/// A folder of dated Markdown files read into entries: golden texts on small files written to a temp folder.
@Suite("Import: folder")
struct ImportFolderTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!

    /// A folder holding `files` (relative path → bytes); removed after `body`.
    static func withFolder(_ files: [String: Data], _ body: (URL) throws -> Void) throws {
        try Sandbox.with { box in
            let folder = box.root.appendingPathComponent("Daily", isDirectory: true)
            for (path, bytes) in files { try box.write(path, bytes: bytes, under: folder) }
            try body(folder)
        }
    }

    static let files: [String: Data] = [
        "2026-11-21.md": Data("# 가을 산책\n\n단풍이 절반쯤 들었다.\n".utf8),
        "notes/20261122.md": Data(
            """
            ---
            mood: NO
            date: 2026-11-22 08:30
            tags: [walk]
            version: 1.10
            ---
            Obsidian daily note.

            """.utf8),
        "journal/2026/11/23.md": Data("Windows line\r\nendings\r\n".utf8),
        "diary/2026/11/2026-11-24-2.md": Data(
            "---\nschema: 2\ncreated: 2026-11-24T21:00:00+09:00\nlocation:\n  name: Home\n  latitude: 37.5\n  longitude: -0.25\n---\nAlready schema 2.\n"
                .utf8),
        "Ideas.md": Data("not a day\n".utf8),
        "2026-13-01.md": Data("no such month\n".utf8),
        ".obsidian/2026-11-25.md": Data("hidden\n".utf8),
        ".trash/2026-11-26.md": Data("deleted\n".utf8),
        "image.png": Data([0x89, 0x50, 0x4E, 0x47]),
        "2026-11-27.md": Data("---\ntags: [unclosed\n---\nBroken YAML.\n".utf8),
        "2026-11-28.md": Data([0xFF, 0xFE, 0x41, 0x0A]),
        "2026-11-29.md": Data("---\nschema: 9\n---\nFrom the future.\n".utf8)
    ]

    func byName(_ batch: ImportBatch) -> [String: String] {
        Dictionary(uniqueKeysWithValues: batch.candidates.map { ($0.source, $0.document.rendered()) })
    }

    @Test func datedFilesAreFoundWhereverTheyAreAndOthersIgnored() throws {
        try Self.withFolder(Self.files) { folder in
            let batch = try FolderImport.read(folder, zone: Self.seoul)
            #expect(batch.sourceName == "folder Daily")
            #expect(
                batch.candidates.map(\.source) == [
                    "2026-11-21.md", "diary/2026/11/2026-11-24-2.md",
                    "journal/2026/11/23.md", "notes/20261122.md"
                ])
            #expect(batch.ignored == ["2026-13-01.md", "Ideas.md"])
        }
    }

    @Test func aFileWithoutFrontMatterGetsMidnightOfItsDate() throws {
        try Self.withFolder(Self.files) { folder in
            let texts = byName(try FolderImport.read(folder, zone: Self.seoul))
            #expect(
                texts["2026-11-21.md"] == """
                    ---
                    schema: 2
                    created: 2026-11-21T00:00:00+09:00
                    ---
                    # 가을 산책

                    단풍이 절반쯤 들었다.

                    """)
        }
    }

    @Test("foreign keys are understood; NO and 1.10 stay exactly as written, in their places")
    func foreignFrontMatterIsMigrated() throws {
        try Self.withFolder(Self.files) { folder in
            let texts = byName(try FolderImport.read(folder, zone: Self.seoul))
            #expect(
                texts["notes/20261122.md"] == """
                    ---
                    schema: 2
                    created: 2026-11-22T08:30:00+09:00
                    tags: [walk]
                    mood: NO
                    date: 2026-11-22 08:30
                    version: 1.10
                    ---
                    Obsidian daily note.

                    """)
        }
    }

    @Test func crlfFilesStayCRLFAndYearMonthDayFoldersNameTheDate() throws {
        try Self.withFolder(Self.files) { folder in
            let texts = byName(try FolderImport.read(folder, zone: Self.seoul))
            #expect(texts["journal/2026/11/23.md"] == "---\r\nschema: 2\r\ncreated: 2026-11-23T00:00:00+09:00\r\n---\r\nWindows line\r\nendings\r\n")
        }
    }

    @Test func aSchemaTwoFileIsTakenAsItIsByteForByte() throws {
        try Self.withFolder(Self.files) { folder in
            let batch = try FolderImport.read(folder, zone: Self.seoul)
            let texts = byName(batch)
            #expect(texts["diary/2026/11/2026-11-24-2.md"].map { Data($0.utf8) } == Self.files["diary/2026/11/2026-11-24-2.md"])
        }
    }

    @Test func brokenFilesAreSkippedNamingTheFileAndTheReason() throws {
        try Self.withFolder(Self.files) { folder in
            let skipped = try FolderImport.read(folder, zone: Self.seoul).skipped
            #expect(skipped.map(\.source) == ["2026-11-27.md", "2026-11-28.md", "2026-11-29.md"])
            // The reasons are the vault errors, said without the file name the skip names already.
            let expected: [VaultError] = [
                .malformedFrontMatter(file: "2026-11-27.md", line: 2, problem: .yaml("did not find expected ',' or ']'")),
                .notUTF8(file: "2026-11-28.md"),
                .newerSchema(file: "2026-11-29.md", schema: 9, supported: FrontMatter.currentSchema)
            ]
            #expect(skipped.map(\.problem) == zip(expected, skipped).map { ImportProblem.vaultError($0, file: $1.source) })
            let english = skipped.map { $0.reason(in: EnglishText()) }
            #expect(english[0].hasPrefix("line 2: malformed front matter"), "\(english[0])")
            #expect(english[1].hasPrefix("not UTF-8 text"), "\(english[1])")
            #expect(english[2].hasPrefix("schema 9 is newer"), "\(english[2])")
            #expect(skipped[1].reason(in: KoreanText()).hasPrefix("UTF-8 텍스트가 아닙니다"), "\(skipped[1])")
            for text in [EnglishText() as any CoreText & ReasonText, KoreanText()] {
                #expect(skipped.allSatisfy { !$0.reason(in: text).hasPrefix($0.source) })
            }
        }
    }

    @Test("midnight of a date is read in the vault's zone (America/Los_Angeles, on DST days)")
    func midnightInTheVaultsZone() throws {
        let files = ["2026-03-08.md": Data("Spring forward.\n".utf8), "2026-11-01.md": Data("Fall back.\n".utf8)]
        try Self.withFolder(files) { folder in
            let batch = try FolderImport.read(folder, zone: Self.losAngeles)
            #expect(batch.candidates.map(\.created.description) == ["2026-03-08T00:00:00-08:00", "2026-11-01T00:00:00-07:00"])
        }
    }

    @Test(arguments: [
        ("2026-11-21.md", "2026-11-21"), ("a/b/20261121.md", "2026-11-21"), ("2026/11/21.md", "2026-11-21"),
        ("x/2026/11/2026-11-21-3.md", "2026-11-21"), ("2026-11-21.MD", "2026-11-21"),
        // Obsidian's notes named by their day and a title.
        ("Meetings/2023-09-12 Meeting with Steph.md", "2023-09-12")
    ])
    func namesThatAreDates(_ path: String, _ day: String) {
        #expect(FolderImport.day(of: path) == Day(day))
    }

    @Test(arguments: ["2026-11-21.txt", "2026-02-30.md", "11/21.md", "2026/1/21.md", "2026-11-21notes.md", "202611210.md"])
    func namesThatAreNotDates(_ path: String) {
        #expect(FolderImport.day(of: path) == nil)
    }

    @Test func aMissingFolderIsAnError() {
        #expect(throws: VaultError.self) {
            _ = try FolderImport.read(URL(fileURLWithPath: "/nonexistent/folder"), zone: Self.seoul)
        }
    }

    /// Obsidian daily notes made from a template that kept its first `date:` (seen in a public vault: 14
    /// notes of February 2022 dated 2021-09-14), and one a day off, which a time zone explains.
    static let leftoverDates: [String: Data] = [
        "Daily/2022-02-13.md": Data("---\ndate: 2021-09-14T10:23:00\ntags: [daily]\n---\n# Sunday\n\nRain all day.\n".utf8),
        "Daily/2022-02-14.md": Data("---\ndate: 2021-09-14T10:23:00\n---\nMonday.\n".utf8),
        "Daily/2022-02-15.md": Data("---\ndate: 2022-02-14T23:30:00-08:00\n---\nA day off is a zone, not a mistake.\n".utf8)
    ]

    @Test("a front matter's date more than a day from the name's: dated by the front matter and noted; --trust-name dates it by its name")
    func datesApart() throws {
        try Self.withFolder(Self.leftoverDates) { folder in
            let kept = try FolderImport.read(folder, zone: Self.seoul)
            #expect(kept.datesApart.map(\.source) == ["Daily/2022-02-13.md", "Daily/2022-02-14.md"])
            #expect(kept.datesApart.allSatisfy { $0.written.description == "2021-09-14" && !$0.tookName })
            #expect(kept.candidates.map { $0.created.day.description }.sorted() == ["2021-09-14", "2021-09-14", "2022-02-14"])

            let named = try FolderImport.read(folder, zone: Self.seoul, trustName: true)
            #expect(named.datesApart.map(\.tookName) == [true, true])
            let days = Dictionary(uniqueKeysWithValues: named.candidates.map { ($0.source, $0.created.description) })
            #expect(days["Daily/2022-02-13.md"] == "2022-02-13T00:00:00+09:00")
            #expect(days["Daily/2022-02-14.md"] == "2022-02-14T00:00:00+09:00")
            #expect(days["Daily/2022-02-15.md"] == "2022-02-14T23:30:00-08:00", "a day apart: the front matter's, not noted")
            // The leftover date stays in the file as the user wrote it, and the file reads back as dated by its name.
            let text = try #require(named.candidates.first { $0.source == "Daily/2022-02-13.md" }?.document.rendered())
            #expect(text.contains("date: 2021-09-14T10:23:00\n") && text.contains("created: 2022-02-13T00:00:00+09:00\n"))
            let back = try EntryDocument.parse(text: text, file: "t.md")
            #expect(back.frontMatter?.timestamp(localZone: Self.seoul)?.day.description == "2022-02-13")
        }
    }
}
