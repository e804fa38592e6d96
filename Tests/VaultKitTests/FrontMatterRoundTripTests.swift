import Foundation
import Localization
import Testing

@testable import VaultKit

@Suite("Front matter: parse and write by the contract")
struct FrontMatterRoundTripTests {
    static let canonical = """
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
        ---
        # Walk along the river

        Body in Markdown...

        """

    func parse(_ text: String) throws -> EntryDocument {
        try EntryDocument.parse(text: text, file: "test.md")
    }

    @Test func readsTheContractExample() throws {
        let doc = try parse(Self.canonical)
        let fm = try #require(doc.frontMatter)
        #expect(fm.schema == 2)
        #expect(fm.created == "2026-11-21T09:14:03+09:00")
        #expect(fm.location == Location(name: "Seoul, South Korea", latitude: 37.5665, longitude: 126.978))
        #expect(fm.weather == Weather(condition: "Partly cloudy", temperature: 11.5, code: 2))
        #expect(fm.tags == ["travel", "family"])
        #expect(doc.body == "# Walk along the river\n\nBody in Markdown...\n")
        #expect(doc.title == "Walk along the river")
        #expect(doc.rendered() == Self.canonical)
    }

    @Test(arguments: [
        // CRLF and a BOM
        "\u{FEFF}---\r\nschema: 2\r\ncreated: 2026-11-21T09:14:03+09:00\r\n---\r\nHello\r\n",
        // comments, block list, quoted scalars, odd spacing
        "---\n# my diary\nschema:   2\ncreated: '2026-11-21T09:14:03+09:00'  # when\ntags:\n  - a\n  - \"b c\"\n---\nbody",
        // scalars YAML 1.1 would re-type
        "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\nanswer: NO\nversion: 1.10\ncode: 017\nhex: 0x1F\nday: 2026-11-21\n---\nx\n",
        // keys out of order, flow map
        "---\ntags: [x]\nlocation: {name: Busan, latitude: 35.1}\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\n\nbody\n",
        // no front matter at all
        "Just a plain note.\n",
        // empty block
        "---\n---\nbody\n"
    ])
    func unchangedDocumentRoundTripsByteForByte(_ text: String) throws {
        #expect(try parse(text).rendered() == text)
    }

    @Test func bodyEditKeepsFrontMatterBytes() throws {
        let text = "---\nschema:   2\ncreated: '2026-11-21T09:14:03+09:00'\nmood: NO # really\n---\nold body\n"
        var doc = try parse(text)
        doc.body = "new body\n"
        #expect(doc.rendered() == "---\nschema:   2\ncreated: '2026-11-21T09:14:03+09:00'\nmood: NO # really\n---\nnew body\n")
    }

    @Test func changedFieldRewritesOnlyThatFieldAndOrdersKeys() throws {
        let text = "---\nmood: NO\ncreated: 2026-11-21T09:14:03+09:00\nschema: 2\nlocation:\n  name: Seoul   # home\n---\nbody\n"
        var doc = try parse(text)
        doc.frontMatter?.tags = ["new", "a, b"]
        #expect(
            doc.rendered() == """
                ---
                schema: 2
                created: 2026-11-21T09:14:03+09:00
                location:
                  name: Seoul   # home
                tags: [new, "a, b"]
                mood: NO
                ---
                body

                """)
    }

    @Test func writtenValuesReadBackTheSame() throws {
        var fm = FrontMatter(schema: 2, created: "2026-11-21T09:14:03+09:00")
        fm.location = Location(name: "NO", latitude: -122.4194, longitude: 12)
        fm.weather = Weather(condition: "Rain: heavy", temperature: -3.5, code: 63)
        fm.tags = ["yes", "123", "서울", "# x", ""]
        fm.starred = true
        let doc = EntryDocument(frontMatter: fm, body: "text\n")
        let back = try parse(doc.rendered())
        #expect(back.frontMatter == fm)
        #expect(back.body == "text\n")
    }

    @Test func keepsUnknownKeysInsideLocationAndWeather() throws {
        let text = "---\nschema: 2\nlocation:\n  name: Seoul\n  altitude: 017\nweather:\n  condition: Fog\n  wind: NO\n---\nx\n"
        var doc = try parse(text)
        doc.frontMatter?.location?.name = "Busan"
        doc.frontMatter?.weather?.code = 45
        let back = try parse(doc.rendered())
        #expect(back.rendered().contains("altitude: 017\n"))
        #expect(back.rendered().contains("wind: NO\n"))
        #expect(back.frontMatter?.location?.name == "Busan")
    }

    @Test(arguments: [
        ("---\nschema: 2\n\tcreated: x\n---\nbody\n", "line 3"),
        ("---\nschema: 2\ncreated: [unclosed\n---\nbody\n", "malformed"),
        ("---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\nbody without end\n", "no closing"),
        ("---\nschema: two\n---\nbody\n", "whole number"),
        ("---\nschema: 2\nschema: 2\n---\nbody\n", "duplicate"),
        ("---\nschema: 3\n---\nbody\n", "schema 3 is newer"),
        ("---\n- a\n- b\n---\nbody\n", "key: value")
    ])
    func badFrontMatterIsAOneLineErrorNamingTheFile(_ text: String, _ expected: String) throws {
        do {
            _ = try parse(text)
            Issue.record("parsed \(text.debugDescription)")
        } catch let error as VaultError {
            let message = error.message(in: EnglishText())
            #expect(message.hasPrefix("test.md"))
            #expect(error.message(in: EnglishText()).hasPrefix("test.md"))
            #expect(error.message(in: KoreanText()).hasPrefix("test.md"))
            #expect(message.contains(expected), "\(message)")
            #expect(!message.contains("\n"))
        }
    }

    @Test(
        "front-matter problems are kept as data and said in either language",
        arguments: [
            ("---\nschema: two\n---\nbody\n", FrontMatterProblem.badValue(.schema), 2),
            ("---\nschema: 2\ntags: {a: b}\n---\nbody\n", .badValue(.tags), 3),
            ("---\nlocation:\n  latitude: north\n---\nbody\n", .notNumber(field: "location.latitude"), 2),
            ("---\n- a\n- b\n---\nbody\n", .notKeyValueLines, 2)
        ])
    func frontMatterProblemsAsData(_ text: String, _ expected: FrontMatterProblem, _ line: Int) throws {
        let error = #expect(throws: VaultError.self) { try parse(text) }
        #expect(error == .malformedFrontMatter(file: "test.md", line: line, problem: expected))
        let korean = try #require(error).message(in: KoreanText())
        #expect(korean == KoreanText().malformedFrontMatter(file: "test.md", line: line, problem: expected.message(in: KoreanText())))
        #expect(!expected.message(in: KoreanText()).contains(" must "), "\(korean)")
    }

    @Test func notUTF8IsAnError() {
        #expect(throws: VaultError.notUTF8(file: "x.md")) {
            try EntryDocument.parse([0x2D, 0x2D, 0xFF, 0xFE], file: "x.md")
        }
    }
}
