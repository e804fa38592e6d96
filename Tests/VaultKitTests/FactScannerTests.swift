import Foundation
import Testing
@testable import VaultKit

/// The quick fact scanner must agree with the full parser wherever it answers, and answer for
/// the front matter `diary` itself writes.
@Suite("Fact scanner agrees with the full parser")
struct FactScannerTests {
    private static let zone = TimeZone(identifier: "Asia/Seoul")!

    /// The facts the full parser gives, or nil when it refuses the text.
    private func full(_ text: String) -> EntryFacts? {
        let path = EntryPath(day: Day(year: 2026, month: 11, day: 21)!)
        guard let document = try? EntryDocument.parse(Array(text.utf8), file: "t.md") else { return nil }
        return EntryFacts(Entry(path: path, document: document), localZone: Self.zone)
    }

    private func quick(_ bytes: [UInt8]) -> FactScanner.Fields? {
        bytes.withUnsafeBufferPointer(FactScanner.scan)
    }

    /// Checks agreement; returns whether the scanner answered.
    @discardableResult
    private func agree(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        guard let fields = quick(Array(text.utf8)) else { return false }
        let expected = full(text)
        #expect(expected != nil, "the scanner answered for text the parser refuses: \(text)", sourceLocation: sourceLocation)
        guard let expected else { return true }
        #expect(fields.created == expected.timestamp && fields.tags == expected.tags && fields.location == expected.location
                && fields.weather == expected.weather && (fields.starred == true) == expected.starred && fields.words == expected.words,
                "\(fields) vs \(expected) for \(text)", sourceLocation: sourceLocation)
        return true
    }

    @Test("diary's own front matter is read by the scanner, with the parser's values")
    func canonical() {
        let texts = [
            """
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
            # Walk along the river

            Body in Markdown...

            """,
            "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\n# 제목\n\n한국어 본문 세 단어.\n",
            "---\nschema: 2\ncreated: 2026-11-21T09:14:03Z\ntags: []\nstarred: false\n---\n",
            "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\nlocation:\n  name: Café Nero\nweather:\n\n  condition: 맑음\n---",
            "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\nlocation:\ntags: [a-b, c_d, 산책, yes, null]\n---\nBody\n",
        ]
        for text in texts { #expect(agree(text), "the scanner should answer: \(text)") }
    }

    @Test("anything unusual is left to the full parser", arguments: [
        "\u{FEFF}---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\nBOM\n",
        "---\r\nschema: 2\r\ncreated: 2026-11-21T09:14:03+09:00\r\n---\r\nCRLF\r\n",
        "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\nmood: good\n---\nuser key\n",
        "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00 # written at home\n---\ncomment\n",
        "---\n# a comment\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\n",
        "---\nschema: 2\ncreated: '2026-11-21T09:14:03+09:00'\n---\nquoted\n",
        "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\ntags:\n  - a\n  - b\n---\nblock list\n",
        "---\nschema: 3\ncreated: 2026-11-21T09:14:03+09:00\n---\nnewer\n",
        "---\ncreated: 1763683200.0\nlocation: Seoul\n---\nschema 1\n",
        "No front matter at all.\n",
        "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\nstarred: yes\n---\nnot a flag\n",
        "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\nlocation:\n  name: ~\n---\nnull name\n",
        "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\nlocation:\n  latitude: north\n---\nnot a number\n",
        "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\nlocation:\n    name: Deep\n---\nfour spaces\n",
        "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\nschema: 2\n---\nduplicate\n",
        "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\ntags: [a,, b]\n---\nempty tag\n",
        "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\ntags: [a: b]\n---\n",
        "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n",
        "---\nschema: 2\n---\nno created\n",
        "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\nweather: Sunny\n---\nflat weather\n",
        "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n\ttags: [a]\n---\ntab\n",
    ])
    func unusual(text: String) {
        #expect(!agree(text), "the scanner should leave this to the parser: \(text)")
    }

    @Test("text that is not UTF-8 is left to the parser, which refuses it")
    func notUTF8() {
        let valid = Array("---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\n---\nBody ".utf8)
        for bad: [UInt8] in [[0xFF], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80]] {
            #expect(quick(valid + bad + [0x0A]) == nil, "\(bad)")
        }
        #expect(quick(valid + Array("é 가 😀\n".utf8)) != nil)
        #expect(FactScanner.isValidUTF8(Array("plain ascii, é, 가, 😀".utf8).withUnsafeBufferPointer { $0 }) == true)
    }

    @Test("random front matter: wherever the scanner answers, it agrees")
    func property() {
        var generator = SystemRandomNumberGenerator()
        let values = ["Seoul", "Café Busan", "서울, 한국", "yes", "null", "~", "a: b", "#x", "x #y", "-x", "- x", "[x]", "x]",
                      "'q'", "\"q\"", "12", "1.5", "-3", "1e400", "true", "TRUE", "NO", "%x", "@x", "x,y", "", " "]
        for _ in 0..<2_000 {
            var lines = ["---"]
            var keys = ["schema: 2", "created: 2026-11-21T09:14:03+09:00"]
            if Bool.random(using: &generator) {
                keys.append("location:\n  name: \(values.randomElement(using: &generator)!)\n  latitude: \(values.randomElement(using: &generator)!)")
            }
            if Bool.random(using: &generator) {
                keys.append("weather:\n  condition: \(values.randomElement(using: &generator)!)\n  code: \(values.randomElement(using: &generator)!)")
            }
            if Bool.random(using: &generator) {
                let tags = (0..<Int.random(in: 0...3, using: &generator)).map { _ in values.randomElement(using: &generator)! }
                keys.append("tags: [" + tags.joined(separator: ", ") + "]")
            }
            if Bool.random(using: &generator) { keys.append("starred: \(values.randomElement(using: &generator)!)") }
            keys.shuffle(using: &generator)
            lines += keys
            lines.append("---")
            lines.append("# Title \(values.randomElement(using: &generator)!)\n\nSome body text, 본문.")
            agree(lines.joined(separator: "\n") + "\n")
        }
    }

    @Test("the sample vault: every entry read by the scanner agrees")
    func sampleVault() throws {
        var folder = URL(fileURLWithPath: #filePath)
        while folder.path != "/", !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            folder = folder.deletingLastPathComponent()
        }
        let sample = folder.appendingPathComponent("SampleVault")
        let files = (FileManager.default.subpaths(atPath: sample.path) ?? []).filter { EntryPath(relativePath: $0) != nil }
        #expect(files.count >= 20)
        var answered = 0
        for file in files {
            let text = try String(contentsOf: sample.appendingPathComponent(file), encoding: .utf8)
            if agree(text) { answered += 1 }
        }
        #expect(answered > files.count / 2, "\(answered) of \(files.count)")
    }
}
