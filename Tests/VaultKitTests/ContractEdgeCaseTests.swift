import Foundation
import Localization
import Testing

@testable import VaultKit

/// Hand-written files at the edges of the format contract (docs/format.md).
@Suite("Contract edge cases")
struct ContractEdgeCaseTests {
    func parse(_ text: String, file: String = "2026/11/2026-11-21.md") throws -> EntryDocument {
        try EntryDocument.parse(text: text, file: file)
    }

    /// Swift's `==` on strings is canonical equivalence; the contract is about bytes.
    func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Files as people write them; each must come back byte for byte when nothing changed.
    static let handWritten: [String] = [
        // 0: CRLF and a BOM, block list, comments
        "\u{FEFF}---\r\n# written on my phone\r\nschema: 2\r\ncreated: 2026-11-21T09:14:03+09:00 # local\r\ntags:\r\n  - a\r\n  - b\r\n---\r\n# Title\r\n\r\nBody\r\n",
        // 1: block list at the key's indentation, flow map, quoted scalars
        "---\nschema: 2\ncreated: \"2026-11-21T09:14:03+09:00\"\nlocation: {name: 'Seoul, South Korea', latitude: 37.5665}\ntags:\n- travel\n- 'family'\n- \"x y\"\n---\nbody\n",
        // 2: flow list with odd spacing, trailing comments, a full-line comment between fields
        "---\nschema:    2   # the schema\ntags: [ a ,b,  'c d' ]  # tags\n# a note in the middle\ncreated: 2026-11-21T09:14:03+09:00\n---\nbody\n",
        // 3: scalars YAML 1.1 would re-type, as user fields and as known values
        "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\nanswer: NO\nversion: 1.10\nroom: 017\nmask: 0x1F\nday: 2026-11-21\nflag: yes\nnothing: ~\nempty:\ntags: [NO, 1.10, 017, 0x1F, 2026-11-21, yes, null]\n---\nx\n",
        // 4: created with fractional seconds and Z
        "---\nschema: 2\ncreated: 2026-11-21T00:14:03.250Z\n---\nbody\n",
        // 5: empty front matter
        "---\n---\nbody\n",
        // 6: empty front matter, CRLF
        "---\r\n---\r\nbody\r\n",
        // 7: a body that itself holds `---` lines (a Markdown rule, a second YAML-looking block)
        "---\nschema: 2\n---\n---\nnot: front matter\n---\n\ntext\n---\n",
        // 8: no trailing newline
        "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\nno newline at the end",
        // 9: closing line is the last line, without a newline: empty body
        "---\nschema: 2\n---",
        // 10: keys out of contract order, user keys in between
        "---\nmood: ok\ntags: [b, a]\nweather:\n  code: 2\n  condition: Sunny\nstarred: true\ncreated: 2026-11-21T09:14:03+09:00\nenergy: 3\nschema: 2\nlocation:\n  longitude: 126.978\n  name: Seoul\n---\nbody\n",
        // 11: no front matter at all
        "Just a note.\nWith two lines.",
        // 12: a BOM and no front matter
        "\u{FEFF}Just a note.\r\n",
        // 13: `---` followed by spaces is not a front-matter opening
        "--- \nschema: 2\n---\nbody\n",
        // 14: a closing line with trailing spaces does not close; the real one does
        "---\nschema: 2\nnote: |\n  a\n  --- \n  b\n---\nbody\n",
        // 15: multi-line user values: a literal block, a nested map, a list of maps
        "---\nschema: 2\nsummary: |\n  line one\n    indented\n\nplaces:\n  - {name: a}\n  - name: b\n    visits: 2\nmeta:\n  deep:\n    deeper: [1, 2]\n---\nbody\n",
        // 16: a root flow mapping (not cuttable by line)
        "---\n{schema: 2, created: '2026-11-21T09:14:03+09:00', mood: NO}\n---\nbody\n",
        // 17: Korean, emoji, decomposed accents, in values and body
        "---\nschema: 2\nlocation:\n  name: 서울 강남구\nweather:\n  condition: \"맑음 ☀️\"\n  temperature: -3.5\ntags: [서울, café, cafe\u{301}]\n---\n# 한강 산책 🚶\n\ncafe\u{301}\n",
        // 18: blank lines inside the block
        "---\n\nschema: 2\n\n\ncreated: 2026-11-21T09:14:03+09:00\n\n---\nbody\n",
        // 19: starred false, empty tags, empty maps
        "---\nschema: 2\nstarred: false\ntags: []\nlocation: {}\nweather: {}\n---\nbody\n",
        // 20: the schema-1 example of format.md
        "---\ncreated: 1763683200.0\nlocation: Seoul, South Korea\nweather: Sunny\ntags: travel, family\n---\nbody...\n",
        // 21: only a body of blank lines
        "---\nschema: 2\n---\n\n\n",
        // 22: mixed line endings: CRLF block, LF body
        "---\r\nschema: 2\r\nmood: ok\r\n---\r\nbody\nmore\n"
    ]

    @Test(arguments: handWritten.indices)
    func unchangedFileRoundTripsByteForByte(_ index: Int) throws {
        let text = Self.handWritten[index]
        let document = try parse(text)
        #expect(bytes(document.rendered()) == bytes(text), "file \(index)")
        #expect(document.renderedData() == Data(text.utf8), "file \(index)")
        // Parsing the result again gives the same document.
        let again = try parse(document.rendered())
        #expect(again.frontMatter == document.frontMatter)
        #expect(bytes(again.body) == bytes(document.body))
    }

    @Test(arguments: handWritten.indices)
    func bodyOnlyEditLeavesTheFrontMatterBytes(_ index: Int) throws {
        let text = Self.handWritten[index]
        var document = try parse(text)
        guard document.frontMatter != nil else { return }
        let originalBody = bytes(document.body)
        #expect(bytes(text).suffix(originalBody.count).elementsEqual(originalBody), "the body is the file's tail")
        let head = Array(bytes(text).dropLast(originalBody.count))
        document.body = "A new body.\n새 본문.\n"
        #expect(bytes(document.rendered()) == head + bytes("A new body.\n새 본문.\n"), "file \(index)")
    }

    @Test func crlfAndBOMAreReadAndKept() throws {
        let document = try parse(Self.handWritten[0])
        let fm = try #require(document.frontMatter)
        #expect(fm.schema == 2)
        #expect(fm.created == "2026-11-21T09:14:03+09:00")
        #expect(fm.tags == ["a", "b"])
        #expect(bytes(document.body) == bytes("# Title\r\n\r\nBody\r\n"))
        #expect(document.title == "Title")
        #expect(document.rendered().hasPrefix("\u{FEFF}---\r\n"))
    }

    @Test func quotedScalarsAndListsAreValuesNotText() throws {
        let fm = try #require(try parse(Self.handWritten[1]).frontMatter)
        #expect(fm.created == "2026-11-21T09:14:03+09:00")
        #expect(fm.location == Location(name: "Seoul, South Korea", latitude: 37.5665))
        #expect(fm.tags == ["travel", "family", "x y"])
        let fm2 = try #require(try parse(Self.handWritten[2]).frontMatter)
        #expect(fm2.schema == 2)
        #expect(fm2.tags == ["a", "b", "c d"])
    }

    @Test func noScalarIsRetyped() throws {
        let fm = try #require(try parse(Self.handWritten[3]).frontMatter)
        #expect(fm.tags == ["NO", "1.10", "017", "0x1F", "2026-11-21", "yes", "null"])
        #expect(fm.userFields.map(\.key) == ["answer", "version", "room", "mask", "day", "flag", "nothing", "empty"])
        #expect(
            fm.userFields.map(\.text) == [
                "answer: NO\n", "version: 1.10\n", "room: 017\n", "mask: 0x1F\n", "day: 2026-11-21\n", "flag: yes\n",
                "nothing: ~\n", "empty:\n"
            ])
        // Rewriting the block (tags changed) keeps every user value as written.
        var document = try parse(Self.handWritten[3])
        document.frontMatter?.tags = ["NO", "1.10"]
        let rendered = document.rendered()
        for line in ["answer: NO\n", "version: 1.10\n", "room: 017\n", "mask: 0x1F\n", "day: 2026-11-21\n", "flag: yes\n"] {
            #expect(rendered.contains(line), "\(line)")
        }
        let back = try #require(try parse(rendered).frontMatter)
        #expect(back.tags == ["NO", "1.10"])
        #expect(back.userFields == fm.userFields)
    }

    @Test func createdWithFractionalSecondsAndZ() throws {
        let fm = try #require(try parse(Self.handWritten[4]).frontMatter)
        #expect(fm.created == "2026-11-21T00:14:03.250Z")
        let stamp = try #require(fm.timestamp(localZone: TimeZone(identifier: "Asia/Seoul")!))
        #expect(stamp.offsetSeconds == 0)
        #expect(stamp.day == Day("2026-11-21"))
        #expect(stamp.description == "2026-11-21T00:14:03+00:00")
        #expect(stamp.date == Date(timeIntervalSince1970: 1_795_220_043))
    }

    @Test func emptyFrontMatterIsAnEmptyBlockNotNone() throws {
        let document = try parse(Self.handWritten[5])
        #expect(document.frontMatter == FrontMatter())
        #expect(document.body == "body\n")
        // A front matter without a `schema` key is schema 1 (0 is for a file with no front matter at all).
        #expect(document.schemaVersion == 1)
    }

    @Test func theBodyStartsAfterTheFirstClosingLine() throws {
        let document = try parse(Self.handWritten[7])
        #expect(document.frontMatter == FrontMatter(schema: 2))
        #expect(document.body == "---\nnot: front matter\n---\n\ntext\n---\n")

        let noNewline = try parse(Self.handWritten[9])
        #expect(noNewline.frontMatter == FrontMatter(schema: 2))
        #expect(noNewline.body == "")

        let dashes = try parse(Self.handWritten[13])
        #expect(dashes.frontMatter == nil)
        #expect(dashes.body == Self.handWritten[13])

        let literal = try parse(Self.handWritten[14])
        #expect(literal.body == "body\n")
        #expect(literal.frontMatter?.userFields.first?.text == "note: |\n  a\n  --- \n  b\n")
    }

    @Test func noFrontMatterKeepsTheWholeFileAsBody() throws {
        let plain = try parse(Self.handWritten[11])
        #expect(plain.frontMatter == nil)
        #expect(plain.body == Self.handWritten[11])
        #expect(plain.schemaVersion == 0)
        let bom = try parse(Self.handWritten[12])
        #expect(bom.frontMatter == nil)
        #expect(bom.body == "Just a note.\r\n")
        #expect(bom.rendered() == Self.handWritten[12])
    }

    @Test func keysOutOfOrderAreReadByName() throws {
        let fm = try #require(try parse(Self.handWritten[10]).frontMatter)
        #expect(fm.schema == 2)
        #expect(fm.created == "2026-11-21T09:14:03+09:00")
        #expect(fm.location == Location(name: "Seoul", longitude: 126.978))
        #expect(fm.weather == Weather(condition: "Sunny", code: 2))
        #expect(fm.tags == ["b", "a"])
        #expect(fm.starred == true)
        #expect(fm.userFields == [UserField(key: "mood", text: "mood: ok\n"), UserField(key: "energy", text: "energy: 3\n")])
    }

    // MARK: - Changing one field

    @Test func changingOneFieldOrdersKeysAndKeepsEveryOtherFieldsText() throws {
        let text = """
            ---
            # preamble comment
            mood:   good   # trailing
            tags:
              - old
            created: "2026-11-21T09:14:03+09:00"  # quoted
            weird:
              - x
              -   y
            schema: 2
            location: {name: Seoul, latitude: 37.5}
            starred: TRUE
            z-last: 'single'
            ---
            body

            """
        var document = try parse(text)
        document.frontMatter?.tags = ["new", "a, b", "yes"]
        #expect(
            document.rendered() == """
                ---
                # preamble comment
                schema: 2
                created: "2026-11-21T09:14:03+09:00"  # quoted
                location: {name: Seoul, latitude: 37.5}
                tags: [new, "a, b", "yes"]
                starred: TRUE
                mood:   good   # trailing
                weird:
                  - x
                  -   y
                z-last: 'single'
                ---
                body

                """)
        let back = try #require(try parse(document.rendered()).frontMatter)
        #expect(back.tags == ["new", "a, b", "yes"])
        #expect(back.starred == true)
        #expect(back.userFields.map(\.key) == ["mood", "weird", "z-last"])
    }

    @Test func changingOneFieldOfACRLFFileWritesCRLFAndKeepsTheBOM() throws {
        let text = "\u{FEFF}---\r\nmood: ok  # hm\r\nschema: 2\r\ncreated: 2026-11-21T09:14:03+09:00\r\n---\r\nbody\r\n"
        var document = try parse(text)
        document.frontMatter?.starred = true
        document.frontMatter?.weather = Weather(condition: "Rain", temperature: -1.5, code: 61)
        #expect(
            bytes(document.rendered())
                == bytes(
                    "\u{FEFF}---\r\nschema: 2\r\ncreated: 2026-11-21T09:14:03+09:00\r\nweather:\r\n  condition: Rain\r\n  temperature: -1.5\r\n  code: 61\r\nstarred: true\r\nmood: ok  # hm\r\n---\r\nbody\r\n"
                ))
    }

    @Test func repeatedRewritesOfACRLFFileAreStable() throws {
        let text = "---\r\nschema: 2\r\nmood: ok\r\nnote: x\r\n---\r\nbody\r\n"
        var document = try parse(text)
        document.frontMatter?.starred = true
        let once = document.rendered()
        #expect(bytes(once) == bytes("---\r\nschema: 2\r\nstarred: true\r\nmood: ok\r\nnote: x\r\n---\r\nbody\r\n"))
        var again = try parse(once)
        again.frontMatter?.starred = nil
        #expect(bytes(again.rendered()) == bytes(text), "the user fields grew: \(again.rendered().debugDescription)")
    }

    @Test func removingAFieldDropsOnlyIt() throws {
        let text = "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\ntags: [a]   # x\nmood: NO\n---\nbody\n"
        var document = try parse(text)
        document.frontMatter?.tags = nil
        #expect(document.rendered() == "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\nmood: NO\n---\nbody\n")
    }

    @Test func addingAFieldToAnEmptyBlock() throws {
        var document = try parse("---\n---\nbody\n")
        document.frontMatter?.schema = 2
        #expect(document.rendered() == "---\nschema: 2\n---\nbody\n")
    }

    @Test func settingAFieldBackToItsValueRendersTheOriginalBytes() throws {
        let text = Self.handWritten[2]
        var document = try parse(text)
        let tags = document.frontMatter?.tags
        document.frontMatter?.tags = ["other"]
        document.frontMatter?.tags = tags
        #expect(bytes(document.rendered()) == bytes(text))
    }

    @Test func aNewDocumentIsCanonical() throws {
        var fm = FrontMatter(schema: 2, created: "2026-11-21T09:14:03+09:00")
        fm.location = Location(name: "Seoul, South Korea", latitude: 37.5665, longitude: 126.978)
        fm.weather = Weather(condition: "Partly cloudy", temperature: 11.5, code: 2)
        fm.tags = ["travel", "family"]
        fm.starred = false
        fm.userFields = [UserField(key: "mood", text: "mood: ok\n"), UserField(key: "energy", text: "energy: 3")]
        let text = EntryDocument(frontMatter: fm, body: "# Walk\n").rendered()
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
                starred: false
                mood: ok
                energy: 3
                ---
                # Walk

                """)
    }

    // MARK: - Schemas

    @Test func schemaOneExampleParses() throws {
        let document = try parse(Self.handWritten[20])
        let fm = try #require(document.frontMatter)
        #expect(document.schemaVersion == 1)
        #expect(fm.schema == nil)
        #expect(fm.created == "1763683200.0")
        #expect(fm.location == Location(name: "Seoul, South Korea"))
        #expect(fm.weather == Weather(condition: "Sunny"))
        #expect(fm.tags == ["travel", "family"])
        #expect(document.body == "body...\n")
    }

    @Test(arguments: ["Asia/Seoul", "UTC", "America/New_York", "Asia/Kolkata"])
    func schemaOneEpochIsTheSameInstantInAnyZone(_ identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        let document = try parse(Self.handWritten[20])
        let stamp = try #require(document.frontMatter?.timestamp(localZone: zone))
        #expect(stamp.date == Date(timeIntervalSince1970: 1_763_683_200))
        #expect(stamp.offsetSeconds == zone.secondsFromGMT(for: stamp.date))
        let entry = Entry(path: EntryPath(relativePath: "2025/11/2025-11-21.md")!, document: document)
        #expect(entry.timestamp(localZone: zone).date == Date(timeIntervalSince1970: 1_763_683_200))
        if identifier == "Asia/Seoul" { #expect(stamp.description == "2025-11-21T09:00:00+09:00") }
        if identifier == "America/New_York" { #expect(stamp.description == "2025-11-20T19:00:00-05:00") }
    }

    @Test func schemaOneFractionalEpoch() throws {
        let fm = try #require(try parse("---\ncreated: 1763683200.75\n---\nx\n").frontMatter)
        let stamp = try #require(fm.timestamp(localZone: TimeZone(identifier: "UTC")!))
        #expect(stamp.description == "2025-11-21T00:00:00+00:00")
    }

    @Test func schemaOneTagsSplitOnCommas() throws {
        let fm = try #require(try parse("---\ncreated: 1763683200\ntags: ' travel ,family,, 서울 '\n---\nx\n").frontMatter)
        #expect(fm.tags == ["travel", "family", "서울"])
    }

    @Test(arguments: [
        "---\nschema: 3\n---\nbody\n",
        "---\r\nschema: 3\r\ncreated: 2026-11-21T09:14:03+09:00\r\n---\r\nbody\r\n",
        "---\nschema: 3\ncreated: '2026-11-21T09:14:03+09:00'\nlocation: {name: x}\n---\nbody\n",
        "---\ncreated: 2026-11-21T09:14:03+09:00\nschema: 17\n---\nbody\n"
    ])
    func newerSchemaIsAnErrorNamingFileAndVersion(_ text: String) throws {
        let error = #expect(throws: VaultError.self) { try parse(text, file: "2026/11/2026-11-21.md") }
        guard case .newerSchema(let file, let schema, let supported)? = error else {
            Issue.record("expected newerSchema, got \(String(describing: error))")
            return
        }
        #expect(file == "2026/11/2026-11-21.md")
        #expect(schema > 2)
        #expect(supported == FrontMatter.currentSchema)
        let english = error?.message(in: EnglishText())
        #expect(english?.contains("2026/11/2026-11-21.md") == true)
        #expect(english?.contains("schema \(schema)") == true)
        #expect(error?.message(in: EnglishText()).contains("2026/11/2026-11-21.md") == true)
        #expect(error?.message(in: KoreanText()).contains("2026/11/2026-11-21.md") == true)
    }

    /// A newer schema may give the known keys new shapes: the error must still be "newer schema", not "malformed".
    @Test(arguments: [
        "---\nschema: 3\ntags: {work: 1}\n---\nbody\n",
        "---\nschema: 3\nstarred: 5\n---\nbody\n",
        "---\nstarred: maybe\nschema: 3\n---\nbody\n",
        "---\nschema: 3\nlocation: [1, 2]\n---\nbody\n",
        "---\nschema: 3\nweather: {code: fog}\n---\nbody\n"
    ])
    func newerSchemaWinsOverFieldsThisVersionCannotRead(_ text: String) throws {
        let error = #expect(throws: VaultError.self) { try parse(text) }
        guard case .newerSchema(_, 3, _)? = error else {
            Issue.record("a schema-3 file gave \(String(describing: error)) instead of newerSchema")
            return
        }
    }

    @Test func schemaTwoIsTheCurrentSchema() {
        #expect(FrontMatter.currentSchema == 2)
        #expect(FrontMatter.knownKeys == ["schema", "created", "location", "weather", "tags", "starred"])
    }

    // MARK: - Title and preview

    @Test(arguments: [
        ("# Title\n\nBody\n", "Title"),
        ("## Title\n", "Title"),
        ("###### Six\n", "Six"),
        ("####### Seven\n", "####### Seven"),
        ("#  Spaced  \n", "Spaced"),
        ("No heading here\nsecond line\n", "No heading here"),
        ("\n\n   \n\t\n# Later\n", "Later"),
        ("\r\n\r\n# CRLF title\r\nbody\r\n", "CRLF title"),
        ("#hashtag without a space\n", "#hashtag without a space"),
        ("#\n", "#"),
        ("  # Indented\n", "Indented"),
        ("# 한강 산책 🚶\n", "한강 산책 🚶"),
        ("only line, no newline", "only line, no newline"),
        ("", ""),
        ("\n \n", "")
    ])
    func titleIsTheFirstNonEmptyLineWithoutHeadingMarker(_ body: String, _ title: String) {
        #expect(EntryText.title(of: body) == title)
        #expect(EntryDocument(frontMatter: nil, body: body).title == title)
    }

    @Test(
        "a body that starts with photos or links to attachments is titled by its first words",
        arguments: [
            ("![](media/3a7b.jpeg)\n\nLeaves are falling.\n", "Leaves are falling."),
            ("![](dayone-moment://76F9B0AC37954B51BF8B9146498B29C2)\n# 서울숲 산책\n", "서울숲 산책"),
            ("![a](x.png) ![b](media/y.heic)\r\n[Video](media/z.mov)\r\n[notes.txt](media/0a1b.txt)\r\nText\r\n", "Text"),
            ("![](x.jpg) and words\n", "![](x.jpg) and words"),
            ("[a page](https://example.com/a.html)\nmore\n", "[a page](https://example.com/a.html)"),
            ("![](media/only.jpeg)\n", ""),
            ("`![](not-an-image.jpeg)`\n", "`![](not-an-image.jpeg)`")
        ])
    func titleSkipsLinesOfPicturesAndAttachments(_ body: String, _ title: String) {
        #expect(EntryText.title(of: body) == title)
        // The byte path lists and searches use agrees.
        let bytes = Array(body.utf8)
        #expect(bytes.withUnsafeBufferPointer { EntryText.title(ofBody: $0) } == title)
    }

    @Test func thePreviewLeavesOutLinesOfPictures() {
        #expect(EntryText.preview(of: "![](media/a.jpeg)\n# Trip\n![](media/b.jpeg)\nSea and sky.\n[Video](media/c.mov)\n") == "Sea and sky.")
    }

    @Test func aTitleKeyTitlesTheEntryAndStaysTheUsersKey() throws {
        let document = try parse("---\nschema: 2\ntitle: This one\n---\n\n# Not this\n")
        #expect(document.title == "This one")
        #expect(document.frontMatter?.userFields.map(\.key) == ["title"])
        // Without the key, the body's first line as before.
        #expect(try parse("---\nschema: 2\n---\n\n# This\n").title == "This")
    }

    @Test(arguments: [
        ("# Title\n\nFirst  line\n  second\tline\n\n\nthird\n", "First line second line third"),
        ("# Title\r\n\r\na\r\nb\r\n", "a b"),
        ("# Only a title\n", ""),
        ("", ""),
        ("Title without marker\nrest of it\n", "rest of it"),
        ("\n\n# T\n   \n  body  \n", "body"),
        ("# T\n한국어   문장\n둘째 줄\n", "한국어 문장 둘째 줄")
    ])
    func previewFoldsTheBodyAfterTheTitle(_ body: String, _ preview: String) {
        #expect(EntryText.preview(of: body) == preview)
    }

    @Test func previewStopsAtTheLimitOnACharacterBoundary() {
        let body = "T\n" + String(repeating: "가", count: 300)
        let preview = EntryText.preview(of: body, limit: 240)
        #expect(preview.count == 240)
        #expect(preview == String(repeating: "가", count: 240))
        #expect(EntryText.preview(of: "T\nabcdef", limit: 3) == "abc")
        #expect(EntryText.preview(of: "T\nab", limit: 3) == "ab")
    }

    @Test(arguments: [("T\nab cd", 3), ("T\nab\ncd", 3), ("T\nabc def", 4), ("T\n가 나다", 2)])
    func previewDoesNotEndInAFoldedSpace(_ body: String, _ limit: Int) {
        let preview = EntryText.preview(of: body, limit: limit)
        #expect(preview.count <= limit)
        #expect(!preview.hasSuffix(" "), "preview(of: \(body.debugDescription), limit: \(limit)) == \(preview.debugDescription)")
    }

    @Test(arguments: ["", "\n", " \n\t\r\n", "\r\n\r\n", "\u{3000}\n"])
    func whiteSpaceOnlyBodiesAreEmpty(_ body: String) {
        #expect(EntryText.isEmpty(body))
    }

    @Test(arguments: ["x", "\n.\n", "# \n"])
    func bodiesWithTextAreNotEmpty(_ body: String) {
        #expect(!EntryText.isEmpty(body))
    }
}
