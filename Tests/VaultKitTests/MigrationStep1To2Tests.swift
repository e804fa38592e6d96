import Foundation
import Localization
import Testing

@testable import VaultKit

/// Shared by the migration tests: zones, paths, and a migration of a text with the checks every result must pass.
enum MigrationGolden {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!
    static let utc = TimeZone(identifier: "UTC")!
    /// Where most fixtures live.
    static let day = "2025/11/2025-11-21.md"

    static func path(_ relative: String) -> EntryPath {
        guard let path = EntryPath(relativePath: relative) else { fatalError("\(relative) is not an entry path") }
        return path
    }

    /// `text` (the file `relative`) migrated to `target` by the whole chain, rendered.
    ///
    /// Every result is also checked: it reads back at `target` with the same body, and migrating it again
    /// gives the same bytes (idempotent).
    static func migrate(
        _ text: String, at relative: String = day, zone: TimeZone = seoul, dropAliases: Bool = false,
        firstCommitted: Date? = nil, to target: Int = FrontMatter.currentSchema,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let context = MigrationContext(timeZone: zone, dropAliases: dropAliases, firstCommitted: firstCommitted)
        let document = try EntryDocument.parse(text: text, file: relative)
        let migrated = try Migration.migrate(document, path: path(relative), context: context, to: target)
        let rendered = migrated.rendered()
        let back = try EntryDocument.parse(text: rendered, file: relative)
        #expect(
            back.schemaVersion == target, "reads back at schema \(target): \(rendered.debugDescription)",
            sourceLocation: sourceLocation)
        #expect(
            Array(back.body.utf8) == Array(document.body.utf8), "the body is kept byte for byte",
            sourceLocation: sourceLocation)
        #expect(
            back.frontMatter == migrated.frontMatter, "reads back as the migrated front matter: \(rendered.debugDescription)",
            sourceLocation: sourceLocation)
        let again = try Migration.migrate(back, path: path(relative), context: context, to: target).rendered()
        expectSameBytes(again, rendered, "migrating twice", sourceLocation: sourceLocation)
        return rendered
    }

    /// One step alone on `text`, rendered.
    static func step(
        _ step: some MigrationStep, _ text: String, at relative: String = day, zone: TimeZone = seoul,
        dropAliases: Bool = false, firstCommitted: Date? = nil
    ) throws -> String {
        let context = MigrationContext(timeZone: zone, dropAliases: dropAliases, firstCommitted: firstCommitted)
        let document = try EntryDocument.parse(text: text, file: relative)
        return try step.migrate(document, path: path(relative), context: context).rendered()
    }

    /// Byte-exact comparison (String == would let canonically equivalent texts pass).
    static func expectSameBytes(
        _ actual: String, _ expected: String, _ what: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let same = Array(actual.utf8) == Array(expected.utf8)
        #expect(
            same, "\(what)\nactual:   \(actual.debugDescription)\nexpected: \(expected.debugDescription)",
            sourceLocation: sourceLocation)
    }

    /// The `migrationFailed` error of migrating `text`, checked to name `relative`.
    static func failure(
        _ text: String, at relative: String = day, zone: TimeZone = seoul,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        let context = MigrationContext(timeZone: zone)
        do {
            let document = try EntryDocument.parse(text: text, file: relative)
            let migrated = try Migration.migrate(document, path: path(relative), context: context)
            Issue.record("expected migrationFailed, got \(migrated.rendered().debugDescription)", sourceLocation: sourceLocation)
            return nil
        } catch VaultError.migrationFailed(let file, let problem) {
            #expect(file == relative, "the error names the file", sourceLocation: sourceLocation)
            let description = VaultError.migrationFailed(file: file, problem: problem).message(in: EnglishText())
            #expect(description.contains(relative), sourceLocation: sourceLocation)
            return problem.message(in: EnglishText())
        } catch {
            Issue.record("expected migrationFailed, got \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }
}

@Suite("Migration step 1 → 2: golden texts")
struct MigrationStep1To2Tests {
    typealias G = MigrationGolden

    // MARK: The contract's example

    static let contractExample = "---\ncreated: 1763683200.0\nlocation: Seoul, South Korea\nweather: Sunny\ntags: travel, family\n---\nbody...\n"

    @Test("format.md's schema-1 example in Asia/Seoul")
    func contractExampleInSeoul() throws {
        let out = try G.migrate(Self.contractExample, zone: G.seoul)
        G.expectSameBytes(
            out,
            """
            ---
            schema: 2
            created: 2025-11-21T09:00:00+09:00
            location:
              name: Seoul, South Korea
            weather:
              condition: Sunny
            tags: [travel, family]
            ---
            body...

            """)
        let fm = try #require(try EntryDocument.parse(text: out, file: G.day).frontMatter)
        let stamp = try #require(fm.created.flatMap { EntryTimestamp(rfc3339: $0) })
        #expect(stamp.date == Date(timeIntervalSince1970: 1_763_683_200))
    }

    @Test("the same example in America/Los_Angeles: the same instant in that zone")
    func contractExampleInLosAngeles() throws {
        let out = try G.migrate(Self.contractExample, zone: G.losAngeles)
        G.expectSameBytes(
            out,
            """
            ---
            schema: 2
            created: 2025-11-20T16:00:00-08:00
            location:
              name: Seoul, South Korea
            weather:
              condition: Sunny
            tags: [travel, family]
            ---
            body...

            """)
    }

    @Test("the step alone gives the same text as the chain")
    func stepAloneMatchesChain() throws {
        let alone = try G.step(MigrationStep1To2(), Self.contractExample)
        G.expectSameBytes(alone, try G.migrate(Self.contractExample))
    }

    // MARK: created

    @Test(
        "an epoch with a fraction is floored to seconds",
        arguments: [
            ("1763683200.999", "2025-11-21T09:00:00+09:00"),
            ("1763683259.5", "2025-11-21T09:00:59+09:00"),
            ("1763683200.0000001", "2025-11-21T09:00:00+09:00"),
            ("1763683200", "2025-11-21T09:00:00+09:00"),
            ("-86400", "1969-12-31T09:00:00+09:00"),
            ("-0.5", "1970-01-01T08:59:59+09:00"),
            ("0", "1970-01-01T09:00:00+09:00")
        ])
    func fractionFloored(_ epoch: String, _ expected: String) throws {
        let out = try G.migrate("---\ncreated: \(epoch)\n---\nx\n")
        G.expectSameBytes(out, "---\nschema: 2\ncreated: \(expected)\n---\nx\n")
    }

    /// Epochs either side of the 2025 changes in Los Angeles (2025-03-09 02:00 PST → 03:00 PDT,
    /// 2025-11-02 02:00 PDT → 01:00 PST), and evenings whose local date is not the UTC date.
    @Test(
        "DST edges in America/Los_Angeles: offset and local date",
        arguments: [
            ("1741514399", "2025-03-09T01:59:59-08:00"),
            ("1741514399.9", "2025-03-09T01:59:59-08:00"),
            ("1741514400", "2025-03-09T03:00:00-07:00"),
            ("1762073999", "2025-11-02T01:59:59-07:00"),
            ("1762074000", "2025-11-02T01:00:00-08:00"),
            ("1741505400", "2025-03-08T23:30:00-08:00"),
            ("1762155000", "2025-11-02T23:30:00-08:00"),
            ("1763702043", "2025-11-20T21:14:03-08:00")
        ])
    func dstEdges(_ epoch: String, _ expected: String) throws {
        let out = try G.migrate("---\ncreated: \(epoch)\n---\nx\n", zone: G.losAngeles)
        G.expectSameBytes(out, "---\nschema: 2\ncreated: \(expected)\n---\nx\n")
        let stamp = try #require(EntryTimestamp(rfc3339: expected))
        let instant = Date(timeIntervalSince1970: (Double(epoch) ?? .nan).rounded(.down))
        #expect(stamp.date == instant)
        #expect(stamp.offsetSeconds == G.losAngeles.secondsFromGMT(for: instant))
        #expect(stamp.day == Day(instant, in: G.losAngeles), "the local date, not the UTC date")
    }

    @Test("a schema-1 entry whose created is RFC 3339 already keeps it exactly as written")
    func rfc3339CreatedKept() throws {
        let out = try G.migrate("---\ncreated: 2025-11-21T09:14:03-03:30\ntags: a\n---\nx\n", zone: G.seoul)
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-11-21T09:14:03-03:30\ntags: [a]\n---\nx\n")
    }

    @Test("a schema-1 entry without created takes its file's date at midnight in the vault zone")
    func noCreatedTakesFileDate() throws {
        let out = try G.migrate("---\ntags: a, b\n---\nx\n", at: "2025/03/2025-03-09-2.md", zone: G.losAngeles)
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-03-09T00:00:00-08:00\ntags: [a, b]\n---\nx\n")
    }

    @Test("a schema-1 created written with a space for the T is normalised to RFC 3339, same instant and offset")
    func createdWithSpaceNormalised() throws {
        let out = try G.migrate("---\ncreated: 2025-11-21 09:14:03+09:00\n---\nx\n", zone: G.losAngeles)
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-11-21T09:14:03+09:00\n---\nx\n")
    }

    @Test("an explicit schema: 1 is replaced by schema: 2 in the contract's place")
    func explicitSchemaOne() throws {
        let out = try G.migrate("---\nmood: ok\ncreated: 1763683200\nschema: 1\n---\nx\n")
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-11-21T09:00:00+09:00\nmood: ok\n---\nx\n")
    }

    /// Step 0 → 1 reads a front matter that says `schema: 0` as schema 1 without the key (it is not
    /// refused: nothing in it is lost), and step 1 → 2 then migrates it like any schema-1 entry.
    @Test("a front matter that says schema: 0 is migrated as schema 1, losing none of its keys")
    func explicitSchemaZeroLosesNothing() throws {
        let text = "---\nschema: 0\ncreated: 1763683200\nmood: happy\ntags: a, b\n---\nx\n"
        #expect(try EntryDocument.parse(text: text, file: G.day).schemaVersion == 0)
        let out = try G.migrate(text)
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-11-21T09:00:00+09:00\ntags: [a, b]\nmood: happy\n---\nx\n")
    }

    // MARK: location, weather, tags

    @Test("Korean text in location, weather, tags and body")
    func korean() throws {
        let out = try G.migrate(
            """
            ---
            created: 1763683200
            location: 서울특별시 종로구, 대한민국
            weather: 맑음
            tags: 여행, 가족,서울
            ---
            # 한강 산책

            바람이 차가웠다. 따뜻한 커피.

            """)
        G.expectSameBytes(
            out,
            """
            ---
            schema: 2
            created: 2025-11-21T09:00:00+09:00
            location:
              name: 서울특별시 종로구, 대한민국
            weather:
              condition: 맑음
            tags: [여행, 가족, 서울]
            ---
            # 한강 산책

            바람이 차가웠다. 따뜻한 커피.

            """)
    }

    @Test("text that YAML 1.1 would re-type is quoted in the new maps and list, and reads back as the same text")
    func retypableKnownValues() throws {
        let out = try G.migrate("---\ncreated: 1763683200\nlocation: NO\nweather: 1.10\ntags: 017, NO, yes\n---\nx\n")
        G.expectSameBytes(
            out,
            """
            ---
            schema: 2
            created: 2025-11-21T09:00:00+09:00
            location:
              name: "NO"
            weather:
              condition: "1.10"
            tags: ["017", "NO", "yes"]
            ---
            x

            """)
        let fm = try #require(try EntryDocument.parse(text: out, file: G.day).frontMatter)
        #expect(fm.location?.name == "NO")
        #expect(fm.weather?.condition == "1.10")
        #expect(fm.tags == ["017", "NO", "yes"])
    }

    @Test("location and weather maps, a tag list and starred stay as they are; a negative longitude too")
    func mapsAlreadyThere() throws {
        let out = try G.migrate(
            """
            ---
            starred: true
            weather:
              condition: Fog
              temperature: -3.5
              code: 45
            created: 1763683200
            location:
              name: San Francisco
              latitude: 37.7749
              longitude: -122.4194
            tags:
              - city
              - fog
            ---
            x

            """)
        G.expectSameBytes(
            out,
            """
            ---
            schema: 2
            created: 2025-11-21T09:00:00+09:00
            location:
              name: San Francisco
              latitude: 37.7749
              longitude: -122.4194
            weather:
              condition: Fog
              temperature: -3.5
              code: 45
            tags: [city, fog]
            starred: true
            ---
            x

            """)
    }

    @Test("empty pieces of a comma string are dropped and spaces trimmed")
    func commaStringEdges() throws {
        let out = try G.migrate("---\ncreated: 1763683200\ntags: ' travel ,family,, 서울 , two words '\n---\nx\n")
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-11-21T09:00:00+09:00\ntags: [travel, family, 서울, two words]\n---\nx\n")
    }

    // MARK: The file's own bytes

    @Test("CRLF files: the new block in CRLF, the body as it was")
    func crlf() throws {
        let text =
            "---\r\ncreated: 1763683200\r\nlocation: Busan\r\nweather: Sunny\r\ntags: sea, summer\r\nmood: ok\r\n---\r\nBeach day.\r\n\r\nSand everywhere.\r\n"
        let out = try G.migrate(text)
        G.expectSameBytes(
            out,
            "---\r\nschema: 2\r\ncreated: 2025-11-21T09:00:00+09:00\r\nlocation:\r\n  name: Busan\r\nweather:\r\n  condition: Sunny\r\ntags: [sea, summer]\r\nmood: ok\r\n---\r\nBeach day.\r\n\r\nSand everywhere.\r\n"
        )
        #expect(
            !out.utf8.split(separator: UInt8(ascii: "\n")).dropLast().contains { $0.last != UInt8(ascii: "\r") },
            "every line ends in CRLF")
    }

    @Test("a BOM stays in front of the block (LF and CRLF)")
    func bom() throws {
        let lf = try G.migrate("\u{FEFF}---\ncreated: 1763683200\n---\n# Title\n")
        G.expectSameBytes(lf, "\u{FEFF}---\nschema: 2\ncreated: 2025-11-21T09:00:00+09:00\n---\n# Title\n")
        let crlf = try G.migrate("\u{FEFF}---\r\ncreated: 1763683200\r\ntags: a\r\n---\r\n# Title\r\n")
        G.expectSameBytes(crlf, "\u{FEFF}---\r\nschema: 2\r\ncreated: 2025-11-21T09:00:00+09:00\r\ntags: [a]\r\n---\r\n# Title\r\n")
        #expect(Array(lf.utf8.prefix(3)) == [0xEF, 0xBB, 0xBF])
    }

    @Test("the user's keys before and after the known ones: kept in order, exact bytes, after the contract's keys")
    func userKeysKeptInOrder() throws {
        let out = try G.migrate(
            """
            ---
            mood: happy
            created: 1763683200
            title:   "Quoted: value"   # a comment on the value
            location: Seoul
            extra:
              nested: [1, 2]
              deeper: {a: b}
            tags: a, b
            last: 'single'
            ---
            body

            """)
        G.expectSameBytes(
            out,
            """
            ---
            schema: 2
            created: 2025-11-21T09:00:00+09:00
            location:
              name: Seoul
            tags: [a, b]
            mood: happy
            title:   "Quoted: value"   # a comment on the value
            extra:
              nested: [1, 2]
              deeper: {a: b}
            last: 'single'
            ---
            body

            """)
    }

    @Test("NO, 1.10, 017 (and friends) as the user's values stay exactly as written")
    func userScalarsStayAsWritten() throws {
        let out = try G.migrate(
            "---\nanswer: NO\ncreated: 1763683200\nversion: 1.10\nroom: 017\nhex: 0x1F\nwhen: 2025-11-21\nflag: yes\nnothing: ~\n---\nx\n")
        G.expectSameBytes(
            out,
            "---\nschema: 2\ncreated: 2025-11-21T09:00:00+09:00\nanswer: NO\nversion: 1.10\nroom: 017\nhex: 0x1F\nwhen: 2025-11-21\nflag: yes\nnothing: ~\n---\nx\n"
        )
    }

    @Test("comment lines: before the first key, after a known key, after a user key")
    func commentLinesKept() throws {
        let out = try G.migrate(
            """
            ---
            # written by diary 1
            created: 1763683200
            # where I was
            location: Seoul
            tags: a, b
            # my own keys below
            mood: ok
            # the end
            ---
            x

            """)
        G.expectSameBytes(
            out,
            """
            ---
            # written by diary 1
            schema: 2
            created: 2025-11-21T09:00:00+09:00
            # where I was
            location:
              name: Seoul
            tags: [a, b]
            # my own keys below
            mood: ok
            # the end
            ---
            x

            """)
    }

    @Test(
        "a body that looks like front matter, has no final newline, or is empty is kept byte for byte",
        arguments: [
            "---\nnot: front matter\n---\n",
            "no final newline",
            "",
            "\n\n  indented\t\ttabs  \n",
            "line\r\nmixed\nendings\r\n"
        ])
    func awkwardBodies(_ body: String) throws {
        let out = try G.migrate("---\ncreated: 1763683200\n---\n" + body)
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-11-21T09:00:00+09:00\n---\n" + body)
    }

    // MARK: Already current, or newer

    @Test(
        "an entry at schema 2 is returned unchanged, byte for byte",
        arguments: [
            "---\nschema: 2\ncreated: 2025-11-21T09:14:03+09:00\n---\nbody\n",
            "\u{FEFF}---\r\n# mine\r\nschema: 2\r\ncreated: 2025-11-21T09:14:03+09:00\r\ntags:\r\n  - a\r\n---\r\nbody\r\n",
            "---\ncreated: '2025-11-21T09:14:03+09:00'\nschema: 2\nmood: NO\ndate: 2020-01-01\ncategories: x, y\nlocation: {name: Seoul}\n---\nbody\n"
        ])
    func currentSchemaUnchanged(_ text: String) throws {
        let document = try EntryDocument.parse(text: text, file: G.day)
        #expect(!Migration.needsMigration(document))
        let migrated = try Migration.migrate(document, path: G.path(G.day), context: MigrationContext(timeZone: G.seoul))
        #expect(migrated == document)
        G.expectSameBytes(migrated.rendered(), text)
    }

    @Test("a schema newer than this build is refused naming the file")
    func newerSchemaRefused() throws {
        let document = EntryDocument(frontMatter: FrontMatter(schema: 3, created: "2025-11-21T09:14:03+09:00"), body: "x\n")
        #expect(throws: VaultError.newerSchema(file: G.day, schema: 3, supported: FrontMatter.currentSchema)) {
            try Migration.migrate(document, path: G.path(G.day), context: MigrationContext(timeZone: G.seoul))
        }
        // Read from a file, it is refused before any migration.
        #expect(throws: VaultError.newerSchema(file: G.day, schema: 3, supported: FrontMatter.currentSchema)) {
            try EntryDocument.parse(text: "---\nschema: 3\ncreated: 1763683200\n---\nx\n", file: G.day)
        }
    }

    @Test("needsMigration: below the current schema only")
    func needsMigration() throws {
        #expect(Migration.needsMigration(try EntryDocument.parse(text: "plain\n", file: G.day)))
        #expect(Migration.needsMigration(try EntryDocument.parse(text: Self.contractExample, file: G.day)))
        #expect(!Migration.needsMigration(try EntryDocument.parse(text: "---\nschema: 2\ncreated: 2025-11-21T09:00:00+09:00\n---\nx\n", file: G.day)))
    }

    @Test("migrating a migrated text again gives the same bytes")
    func idempotent() throws {
        for text in [Self.contractExample, "plain\n", "---\ndate: 2025-11-21\ncategories: a, b\n---\nx\n"] {
            let once = try G.migrate(text)
            let twice = try G.migrate(once)
            G.expectSameBytes(twice, once)
        }
    }
}

@Suite("Migration step 1 → 2: other tools' front matter")
struct MigrationForeignFrontMatterTests {
    typealias G = MigrationGolden

    static let jekyll = """
        ---
        layout: post
        title: Hello
        date: 2025-11-21 09:14:03 +0900
        categories: [travel, family]
        ---
        Hello, world.

        """

    @Test("Jekyll: date with a space and +0900 becomes created; categories become tags; aliases stay")
    func jekyll() throws {
        let out = try G.migrate(Self.jekyll)
        G.expectSameBytes(
            out,
            """
            ---
            schema: 2
            created: 2025-11-21T09:14:03+09:00
            tags: [travel, family]
            layout: post
            title: Hello
            date: 2025-11-21 09:14:03 +0900
            categories: [travel, family]
            ---
            Hello, world.

            """)
    }

    @Test("categories and keywords join the tags without regard to case: the first spelling stays")
    func tagAliasesUnitedWithoutCase() throws {
        let out = try G.migrate("---\ncreated: 1763683200\ntags: [Swift]\ncategories: [c#, swift, C#, Rust]\nkeywords: rust, C#, go\n---\nx\n")
        let fm = try #require(try EntryDocument.parse(text: out, file: G.day).frontMatter)
        #expect(fm.tags == ["Swift", "c#", "Rust", "go"], "\(out.debugDescription)")
    }

    @Test("a date with its own offset keeps that offset in a vault of another zone")
    func jekyllInLosAngeles() throws {
        let out = try G.migrate(Self.jekyll, zone: G.losAngeles)
        let fm = try #require(try EntryDocument.parse(text: out, file: G.day).frontMatter)
        #expect(fm.created == "2025-11-21T09:14:03+09:00")
    }

    @Test("--drop-aliases removes date and categories once their values are in created and tags")
    func jekyllDroppingAliases() throws {
        let out = try G.migrate(Self.jekyll, dropAliases: true)
        G.expectSameBytes(
            out,
            """
            ---
            schema: 2
            created: 2025-11-21T09:14:03+09:00
            tags: [travel, family]
            layout: post
            title: Hello
            ---
            Hello, world.

            """)
    }

    @Test(
        "Hugo/Obsidian: a bare date is midnight in the vault zone",
        arguments: [
            ("Asia/Seoul", "2025-11-21T00:00:00+09:00"),
            ("America/Los_Angeles", "2025-11-21T00:00:00-08:00"),
            ("UTC", "2025-11-21T00:00:00+00:00")
        ])
    func bareDate(_ zone: String, _ expected: String) throws {
        let out = try G.migrate(
            "---\ntitle: Daily note\ndate: 2025-11-21\ntags: [daily]\n---\n# Daily note\n",
            zone: TimeZone(identifier: zone)!)
        G.expectSameBytes(out, "---\nschema: 2\ncreated: \(expected)\ntags: [daily]\ntitle: Daily note\ndate: 2025-11-21\n---\n# Daily note\n")
    }

    @Test("Hugo: a UTC date (Z) gives the same instant")
    func utcDate() throws {
        let out = try G.migrate("---\ndate: 2025-11-21T09:14:03Z\ndraft: false\n---\nx\n")
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-11-21T09:14:03+00:00\ndate: 2025-11-21T09:14:03Z\ndraft: false\n---\nx\n")
    }

    @Test("a date and time without an offset is read in the vault zone, DST included")
    func dateWithoutOffset() throws {
        let winter = try G.migrate("---\ndate: 2025-11-21T09:14:03\n---\nx\n", zone: G.losAngeles)
        G.expectSameBytes(winter, "---\nschema: 2\ncreated: 2025-11-21T09:14:03-08:00\ndate: 2025-11-21T09:14:03\n---\nx\n")
        let summer = try G.migrate("---\ndate: 2025-07-04 21:00\n---\nx\n", at: "2025/07/2025-07-04.md", zone: G.losAngeles)
        G.expectSameBytes(summer, "---\nschema: 2\ncreated: 2025-07-04T21:00:00-07:00\ndate: 2025-07-04 21:00\n---\nx\n")
    }

    @Test("GitJournal: created with milliseconds and modified; the fraction is dropped, the offset kept")
    func gitJournal() throws {
        let out = try G.migrate(
            """
            ---
            created: 2019-12-16T10:59:15.123+01:00
            modified: 2019-12-17T08:00:00+01:00
            ---
            # Note

            """, at: "2019/12/2019-12-16.md")
        G.expectSameBytes(
            out,
            """
            ---
            schema: 2
            created: 2019-12-16T10:59:15+01:00
            modified: 2019-12-17T08:00:00+01:00
            ---
            # Note

            """)
    }

    @Test("GitJournal: modified only becomes created; dropped with --drop-aliases")
    func modifiedOnly() throws {
        let text = "---\nmodified: 2019-12-16T10:59:15.123+01:00\ntags: [work]\n---\nx\n"
        let kept = try G.migrate(text, at: "2019/12/2019-12-16.md")
        G.expectSameBytes(kept, "---\nschema: 2\ncreated: 2019-12-16T10:59:15+01:00\ntags: [work]\nmodified: 2019-12-16T10:59:15.123+01:00\n---\nx\n")
        let dropped = try G.migrate(text, at: "2019/12/2019-12-16.md", dropAliases: true)
        G.expectSameBytes(dropped, "---\nschema: 2\ncreated: 2019-12-16T10:59:15+01:00\ntags: [work]\n---\nx\n")
    }

    @Test("date wins over modified")
    func dateBeforeModified() throws {
        let out = try G.migrate("---\nmodified: 2025-11-22T10:00:00+09:00\ndate: 2025-11-21T08:00:00+09:00\n---\nx\n")
        let fm = try #require(try EntryDocument.parse(text: out, file: G.day).frontMatter)
        #expect(fm.created == "2025-11-21T08:00:00+09:00")
    }

    @Test("created and date naming the same instant agree; created is kept as written")
    func createdAndDateAgree() throws {
        let out = try G.migrate("---\ncreated: 2025-11-21T09:00:00+09:00\ndate: 2025-11-21 00:00:00 +0000\n---\nx\n")
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-11-21T09:00:00+09:00\ndate: 2025-11-21 00:00:00 +0000\n---\nx\n")
        let epoch = try G.migrate("---\ncreated: 1763683200.5\ndate: 2025-11-21T09:00:00+09:00\n---\nx\n")
        G.expectSameBytes(epoch, "---\nschema: 2\ncreated: 2025-11-21T09:00:00+09:00\ndate: 2025-11-21T09:00:00+09:00\n---\nx\n")
    }

    @Test(
        "a bare date naming the same day as created is not a conflict: created is kept",
        arguments: [
            ("2025-11-21T09:14:03+09:00", "2025-11-21T09:14:03+09:00"),
            ("1763702043", "2025-11-21T14:14:03+09:00")
        ])
    func bareDateOnCreatedsDay(_ created: String, _ expected: String) throws {
        let out = try G.migrate("---\ncreated: \(created)\ndate: 2025-11-21\n---\nx\n")
        G.expectSameBytes(out, "---\nschema: 2\ncreated: \(expected)\ndate: 2025-11-21\n---\nx\n")
    }

    @Test("categories and keywords, as a list or a comma string, merge into tags without duplicates")
    func tagAliasesMerged() throws {
        let out = try G.migrate(
            """
            ---
            created: 1763683200
            tags: travel, family
            categories: [family, work]
            keywords: travel, 서울, work, 가족
            ---
            x

            """)
        G.expectSameBytes(
            out,
            """
            ---
            schema: 2
            created: 2025-11-21T09:00:00+09:00
            tags: [travel, family, work, 서울, 가족]
            categories: [family, work]
            keywords: travel, 서울, work, 가족
            ---
            x

            """)
        let dropped = try G.migrate("---\ncategories: a, b\nkeywords:\n  - b\n  - c\ndate: 2025-11-21\n---\nx\n", dropAliases: true)
        G.expectSameBytes(dropped, "---\nschema: 2\ncreated: 2025-11-21T00:00:00+09:00\ntags: [a, b, c]\n---\nx\n")
    }

    @Test("aliases on a user key's place keep their position among the user's keys")
    func aliasesKeepTheirPlace() throws {
        let out = try G.migrate("---\nauthor: me\ndate: 2025-11-21\nlayout: post\n---\nx\n")
        G.expectSameBytes(out, "---\nschema: 2\ncreated: 2025-11-21T00:00:00+09:00\nauthor: me\ndate: 2025-11-21\nlayout: post\n---\nx\n")
        let dropped = try G.migrate("---\nauthor: me\ndate: 2025-11-21\nlayout: post\n---\nx\n", dropAliases: true)
        G.expectSameBytes(dropped, "---\nschema: 2\ncreated: 2025-11-21T00:00:00+09:00\nauthor: me\nlayout: post\n---\nx\n")
    }

    // MARK: Failures

    @Test(
        "created and date naming different instants: migrationFailed naming the file",
        arguments: [
            "---\ncreated: 1763683200\ndate: 2024-01-01\n---\nx\n",
            "---\ncreated: 2025-11-21T09:00:00+09:00\ndate: 2025-11-21T09:00:01+09:00\n---\nx\n",
            "---\ndate: 2025-11-21 09:14:03 +0900\ncreated: 2025-11-21T09:14:03+01:00\n---\nx\n"
        ])
    func conflictingDates(_ text: String) throws {
        let reason = G.failure(text, at: "2025/11/2025-11-21-2.md")
        #expect(reason?.contains("created") == true && reason?.contains("date") == true, "\(reason ?? "")")
    }

    @Test(
        "an unparseable date is migrationFailed naming the file and the value",
        arguments: [
            ("---\ndate: next tuesday\n---\nx\n", "next tuesday"),
            ("---\ncreated: yesterday\n---\nx\n", "yesterday"),
            ("---\nmodified: soon\n---\nx\n", "soon"),
            ("---\ncreated: 2025-13-01T00:00:00Z\n---\nx\n", "2025-13-01"),
            ("---\ndate: 2025-11-21T25:00:00\n---\nx\n", "2025-11-21T25:00:00"),
            ("---\ncreated: 1763683200\ndate: 21/11/2025\n---\nx\n", "21/11/2025")
        ])
    func unparseableDate(_ text: String, _ value: String) throws {
        let reason = G.failure(text)
        #expect(reason?.contains(value) == true, "\(reason ?? "")")
    }

    /// Beyond what RFC 3339 can write (year 506713): refused, never written as a created that reads back as nothing.
    @Test("created: 1e20 is refused when the file is read, before any migration")
    func createdBeyondTheYear9999() {
        #expect(throws: VaultError.malformedFrontMatter(file: "x.md", line: 2, problem: .createdOutOfRange)) {
            try EntryDocument.parse(text: "---\ncreated: 1e20\n---\nx\n", file: "x.md")
        }
    }

    @Test(
        "an empty or null date says nothing: the file name's day at midnight, the key kept as written",
        arguments: ["date:", "date: ", "date: ~", "date: null", "date: ''", "date: \"\""])
    func emptyDateFallsBackToTheName(_ line: String) throws {
        let out = try G.migrate("---\n\(line)\ntags: [a]\n---\nJekyll post.\n", at: "2020/12/2020-12-27.md")
        G.expectSameBytes(
            out, "---\nschema: 2\ncreated: 2020-12-27T00:00:00+09:00\ntags: [a]\n\(line)\n---\nJekyll post.\n")
    }

    @Test("a null among categories is no tag; an empty modified falls through to the name too")
    func nullInsideLists() throws {
        let out = try G.migrate("---\ncategories: [a, ~, '']\nmodified:\n---\nx\n", at: "2020/12/2020-12-27.md")
        G.expectSameBytes(
            out, "---\nschema: 2\ncreated: 2020-12-27T00:00:00+09:00\ntags: [a]\ncategories: [a, ~, '']\nmodified:\n---\nx\n")
    }

    @Test("an alias that is a map is refused, naming the key")
    func aliasMap() throws {
        let reason = G.failure("---\ncreated: 1763683200\ncategories: {a: b}\n---\nx\n")
        #expect(reason?.contains("categories") == true, "\(reason ?? "")")
    }
}
