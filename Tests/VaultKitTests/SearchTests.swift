import Foundation
import Localization
import TestSupport
import Testing

@testable import VaultKit

/// Runs a query over one body, as the vault search does, on the fast path where it applies.
private func search(
    _ body: String, _ terms: [String], excluding: [String] = [], any: Bool = false, fold: Bool = false,
    regex: Bool = false, bytewise: Bool = true
) throws -> [MatchedLine]? {
    let query = try SearchQuery(terms: terms, excluding: excluding, matchAny: any, foldDiacritics: fold, regularExpressions: regex)
    var matcher = EntryMatcher(query: query)
    matcher.searchesPlainTextBytewise = bytewise
    let bytes = Array(body.utf8)
    return try bytes.withUnsafeBufferPointer { try matcher.match($0, file: "t.md", lines: true) }
}

private func finds(_ body: String, _ terms: String..., fold: Bool = false) throws -> Bool {
    try search(body, terms, fold: fold) != nil
}

/// The matched parts of each matching line, as text.
private func marked(_ lines: [MatchedLine]?) -> [[String]] {
    (lines ?? []).map { line in
        let bytes = Array(line.text.utf8)
        return line.ranges.map { String(decoding: bytes[$0], as: UTF8.self) }
    }
}

@Suite("Search queries")
struct SearchQueryTests {
    @Test("each argument is a term; white space inside a phrase becomes one space")
    func terms() throws {
        let query = try SearchQuery(terms: ["coffee", "  long \t walk\n", "tea"], excluding: ["work"])
        #expect(query.terms == ["coffee", "long walk", "tea"])
        #expect(query.excluded == ["work"])
    }

    @Test("no term, an empty term, a bad pattern and --fold with patterns are refused")
    func problems() {
        #expect(throws: SearchQuery.Problem.noTerms) { try SearchQuery(terms: []) }
        #expect(throws: SearchQuery.Problem.emptyTerm("  ")) { try SearchQuery(terms: ["  "]) }
        #expect(throws: SearchQuery.Problem.emptyTerm("\u{301}")) { try SearchQuery(terms: ["\u{301}"], foldDiacritics: true) }
        #expect(throws: SearchQuery.Problem.emptyTerm("")) { try SearchQuery(terms: ["a"], excluding: [""]) }
        #expect(throws: SearchQuery.Problem.badPattern("(unclosed")) { try SearchQuery(terms: ["(unclosed"], regularExpressions: true) }
        #expect(throws: SearchQuery.Problem.badPattern("[a-")) { try SearchQuery(terms: ["ok"], excluding: ["[a-"], regularExpressions: true) }
        #expect(throws: SearchQuery.Problem.foldWithPattern) { try SearchQuery(terms: ["a"], foldDiacritics: true, regularExpressions: true) }
        #expect(throws: Never.self) { try SearchQuery(terms: ["(unclosed"]) }  // a literal, not a pattern
    }
}

@Suite("Search matching")
struct SearchMatchingTests {
    @Test("case is ignored, in every script; matching is by substring")
    func caseFolding() throws {
        #expect(try finds("# Title\n\nMorning COFFEE by the river.\n", "coffee"))
        #expect(try finds("Morning coffee.\n", "CoFfEe"))
        #expect(try finds("We walked home.\n", "walk"), "substring, not whole word")
        #expect(try finds("Die Straße war leer.\n", "STRASSE"), "ß folds to ss")
        #expect(try finds("ΣΟΦΊΑ\n", "σοφία"))
        #expect(try finds("οδός\n", "ΟΔΌΣ"), "final sigma folds like sigma")
        #expect(try finds("It was 300 \u{212A}elvin.\n", "kelvin"), "the Kelvin sign is a K")
        #expect(try finds("The o\u{FB03}ce was quiet.\n", "office"), "a ligature is its letters")
        #expect(try !finds("Morning tea.\n", "coffee"))
    }

    @Test("Korean: syllables match whole, never a part of one")
    func korean() throws {
        #expect(try finds("오늘 아침 커피를 마셨다.\n", "커피"))
        #expect(try finds("한국에서\n", "한국"))
        #expect(try !finds("한국에서\n", "하"), "하 is not part of 한")
        #expect(try finds("비 오는 날\n", "오는 날"))
        let decomposed = "한국".decomposedStringWithCanonicalMapping
        #expect(try finds(decomposed + "에서\n", "한국"), "jamo (NFD) text finds syllables")
        #expect(try finds("한국에서\n", decomposed), "and the other way round")
        #expect(try !finds(decomposed + "\n", "하"))
    }

    @Test("accents count unless --fold; composed and decomposed forms are the same text")
    func accents() throws {
        let nfc = "Un café noir.\n"
        let nfd = "Un cafe\u{301} noir.\n"
        #expect(try finds(nfc, "café") && finds(nfd, "café"))
        #expect(try finds(nfc, "cafe\u{301}") && finds(nfd, "cafe\u{301}"))
        #expect(try finds(nfc, "CAFÉ") && finds(nfd, "CAFÉ"))
        #expect(try !finds(nfc, "cafe") && !finds(nfd, "cafe"), "cafe is not café without --fold")
        #expect(try !finds("resume\n", "résumé"))
        #expect(try finds(nfc, "cafe", fold: true) && finds(nfd, "cafe", fold: true))
        #expect(try finds("CAFE\n", "café", fold: true))
        #expect(try finds("Crème brûlée\n", "CREME BRULEE", fold: true))
        #expect(try finds("한국\n", "한국", fold: true), "folding keeps Hangul whole")
        #expect(try !finds("한국\n", "하", fold: true))
    }

    @Test("all terms by default, any with --any, never an excluded word; a phrase is one term")
    func combinations() throws {
        let body = "# Sunday\n\nCoffee with Mina, then a long walk.\nTea at home.\n"
        #expect(try search(body, ["coffee", "tea"]) != nil)
        #expect(try search(body, ["coffee", "wine"]) == nil)
        #expect(try search(body, ["coffee", "wine"], any: true) != nil)
        #expect(try search(body, ["wine", "beer"], any: true) == nil)
        #expect(try search(body, ["coffee"], excluding: ["MINA"]) == nil)
        #expect(try search(body, ["coffee"], excluding: ["wine"]) != nil)
        #expect(try search(body, ["long walk"]) != nil)
        #expect(try search(body, ["walk long"]) == nil)
        #expect(try search("a long\nwalk\n", ["long walk"]) == nil, "a phrase does not run over a line break")
        #expect(try search("a long   walk\n", ["long walk"]) == nil, "spaces in the text are taken as written")
    }

    @Test("regular expressions: ignoring case, line by line, excluded words are patterns too")
    func patterns() throws {
        let body = "# Walks\n\nWalked to the river.\nRain later; walking home.\n"
        #expect(marked(try search(body, ["walk(ed|ing)"], regex: true)) == [["Walked"], ["walking"]])
        #expect(marked(try search(body, ["^rain"], regex: true)) == [["Rain"]])
        #expect(try search(body, ["river$"], regex: true) == nil, "the line ends with a full stop")
        #expect(try search(body, ["walk"], excluding: ["r[a-z]ver"], regex: true) == nil)
        #expect(try search(body, ["sn(o|e)w"], regex: true) == nil)
    }
}

@Suite("Search lines and highlights")
struct SearchLineTests {
    @Test("matching lines with their file line numbers, the title line marked, ranges in UTF-8 bytes")
    func lines() throws {
        let text =
            "---\nschema: 2\ncreated: 2026-11-21T09:00:00+09:00\n---\n# Coffee notes\n\nMorning coffee, then COFFEE again.\nNothing here.\n오늘 커피\n"
        let bytes = Array(text.utf8)
        let query = try SearchQuery(terms: ["coffee"], excluding: [], matchAny: false)
        var matcher = EntryMatcher(query: query)
        let lines = try bytes.withUnsafeBufferPointer { bytes -> [MatchedLine]? in
            let body = try #require(EntryBody.locate(bytes))
            #expect(body.line == 5)
            return try matcher.match(UnsafeBufferPointer(rebasing: bytes[body.offset...]), file: "t.md", firstLine: body.line, lines: true)
        }
        let found = try #require(lines)
        #expect(found.map(\.number) == [5, 7])
        #expect(found.map(\.isTitle) == [true, false])
        #expect(found[0].ranges == [2..<8])
        #expect(found[1].ranges == [8..<14, 21..<27])
        #expect(found[1].text == "Morning coffee, then COFFEE again.")

        let korean = try #require(try search("# 일기\n오늘 커피, 내일도 커피\n", ["커피"]))
        #expect(korean.count == 1 && korean[0].ranges == [7..<13, 25..<31], "UTF-8 offsets: 커피 is six bytes")
    }

    @Test("a match covers whole characters, marks included; several terms' ranges are merged")
    func ranges() throws {
        let nfd = try #require(try search("Un cafe\u{301} noir\n", ["CAFÉ"]))
        #expect(marked(nfd) == [["cafe\u{301}"]])
        let folded = try #require(try search("Un cafe\u{301} noir\n", ["cafe"], fold: true))
        #expect(marked(folded) == [["cafe\u{301}"]], "the accent belongs to the e")
        let merged = try #require(try search("coffeehouse\n", ["coffee", "house", "feeh"]))
        #expect(merged[0].ranges == [0..<11])
        let crlf = try #require(try search("# T\r\nsome coffee\r\n", ["coffee"]))
        #expect(crlf.map(\.text) == ["some coffee"] && crlf[0].ranges == [5..<11])
    }

    @Test("the body starts where EntryDocument says, for every shape of file")
    func bodyLocation() throws {
        let files = [
            "---\nschema: 2\n---\nbody\n", "\u{FEFF}---\nschema: 2\n---\nbody\n", "---\r\nschema: 2\r\n---\r\nbody\r\n",
            "no front matter\n", "---\n---\n", "---\n---", "--- \nx\n---\nbody", "----\nbody\n", "---\r", "",
            "\u{FEFF}plain", "---\nnote: a\n---\n---\nafter\n"
        ]
        for text in files {
            let bytes = Array(text.utf8)
            let document = try EntryDocument.parse(bytes, file: "t.md")
            let located = try #require(bytes.withUnsafeBufferPointer { EntryBody.locate($0) }, "\(text.debugDescription)")
            #expect(String(decoding: bytes[located.offset...], as: UTF8.self) == document.body, "\(text.debugDescription)")
            let block = bytes[..<located.offset].drop(while: { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF })  // the BOM is no line
            let blockLines = block.filter { $0 == UInt8(ascii: "\n") }.count + (block.isEmpty || block.last == UInt8(ascii: "\n") ? 0 : 1)
            #expect(located.line == blockLines + 1, "\(text.debugDescription)")
        }
        for text in ["---", "---\nschema: 2\n", "\u{FEFF}---\nx: 1"] {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer { EntryBody.locate($0) } == nil, "\(text.debugDescription)")
            #expect(throws: VaultError.self) { try EntryDocument.parse(bytes, file: "t.md") }
        }
    }

    @Test("a body that is not UTF-8 is an error naming the file")
    func notUTF8() throws {
        let query = try SearchQuery(terms: ["x"])
        var matcher = EntryMatcher(query: query)
        let bytes: [UInt8] = Array("caf".utf8) + [0xE9, 0x0A]
        #expect(throws: VaultError.notUTF8(file: "2026/11/2026-11-21.md")) {
            try bytes.withUnsafeBufferPointer { try matcher.match($0, file: "2026/11/2026-11-21.md", lines: false) }
        }
    }
}

@Suite("Search fast path")
struct SearchFastPathTests {
    /// Pieces texts and terms are made of: ASCII, Korean (composed and as jamo), accents both ways,
    /// case pairs that fold in more than one scalar, marks, joiners, emoji and line breaks.
    static let pieces: [String] = [
        "a", "b", "e", "c", "f", "i", "k", "s", "A", "E", "K", "S", "I", " ", " ", ".", ",", "\n", "\r\n", "\t",
        "cafe", "café", "cafe\u{301}", "CAFÉ", "CAFE\u{301}", "é", "e\u{301}", "É", "\u{301}", "\u{308}", "ü", "u\u{308}",
        "커피", "한국", "하", "한", "\u{1112}\u{1161}\u{11AB}", "\u{1112}\u{1161}", "\u{11AB}", "가", "ㄱ",
        "ß", "ss", "SS", "ẞ", "\u{212A}", "ﬁ", "fi", "İ", "ı", "σ", "ς", "Σ", "ό", "ο\u{301}",
        "😀", "👍🏽", "👨‍👩‍👧", "\u{200D}", "\u{1F1F0}\u{1F1F7}", "’", "“", "—", "\u{0600}", "ǅ", "ǆ", "Ǆ",
        "\u{FEFF}", "\u{00A0}", "x\u{20DD}", "\u{0915}\u{094D}\u{0937}"
    ]

    /// Pieces of texts the byte path takes (in the default folding): what most diaries are made of.
    static let plainPieces: [String] = [
        "a", "b", "e", "c", "f", "s", "A", "E", "S", " ", ".", "\n", "cafe", "café", "é", "ü", "커피", "한국", "하", "한",
        "가", "ㄱ", "’", "—", "😀", "ss", "fi"
    ]

    static func randomText(_ rng: inout SplitMix64, pieces count: ClosedRange<Int>, from palette: [String] = pieces) -> String {
        (0..<rng.int(count)).map { _ in rng.pick(palette) }.joined()
    }

    /// A term: often a piece of the text itself, changed in case or normal form, sometimes anything.
    static func randomTerm(_ rng: inout SplitMix64, from text: String) -> String {
        let characters = Array(text)
        var term: String
        if rng.chance(0.7), characters.count > 1 {
            let start = rng.int(0...(characters.count - 1))
            let length = rng.int(1...min(6, characters.count - start))
            term = String(characters[start..<(start + length)])
        } else {
            term = randomText(&rng, pieces: 1...3)
        }
        switch rng.int(0...4) {
        case 0: term = term.uppercased()
        case 1: term = term.lowercased()
        case 2: term = term.decomposedStringWithCanonicalMapping
        case 3: term = term.precomposedStringWithCanonicalMapping
        default: break
        }
        return term
    }

    /// The seed that was the default every run, then this run's (`DIARY_TEST_SEED=N` replays one).
    @Test(
        "searching plain text byte for byte gives exactly what the character-by-character path gives",
        arguments: TestSeed.run(after: [0x5EA7C4]))
    func agreesWithSlowPath(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var compared = 0
        var plainTexts = 0
        var matched = 0
        for round in 0..<3000 {
            let body = Self.randomText(&rng, pieces: 0...24, from: rng.chance(0.5) ? Self.plainPieces : Self.pieces)
            let terms = (0..<rng.int(1...3)).map { _ in Self.randomTerm(&rng, from: body) }
            let excluded = rng.chance(0.2) ? [Self.randomTerm(&rng, from: body)] : []
            let any = rng.chance(0.3)
            let fold = rng.chance(0.4)
            guard let query = try? SearchQuery(terms: terms, excluding: excluded, matchAny: any, foldDiacritics: fold) else { continue }
            var fast = EntryMatcher(query: query)
            var slow = EntryMatcher(query: query)
            slow.searchesPlainTextBytewise = false
            let bytes = Array(body.utf8)
            let (a, b) = try bytes.withUnsafeBufferPointer { bytes in
                (try fast.match(bytes, file: "t.md", lines: true), try slow.match(bytes, file: "t.md", lines: true))
            }
            #expect(
                a == b,
                "seed \(seed) round \(round): \(body.debugDescription) terms \(terms.map(\.debugDescription)) excluded \(excluded) any \(any) fold \(fold)"
            )
            compared += 1
            var plain = PlainScalars(folding: query.folding)
            if bytes.withUnsafeBufferPointer({ plain.isPlain($0) }) == true { plainTexts += 1 }
            if a != nil { matched += 1 }
        }
        // The generator must exercise both paths and both answers, or the comparison proves little.
        #expect(
            compared > 2500 && plainTexts > 300 && matched > 300 && compared - matched > 300,
            "seed \(seed): compared \(compared), plain \(plainTexts), matched \(matched)")
    }

    @Test(
        "the byte path finds the same as a search of the text's key built with Foundation's normalization",
        arguments: TestSeed.run(after: [42]))
    func agreesWithFoundationKey(seed: UInt64) throws {
        // An independent check of the common case: NFC text without case or accent tricks.
        var rng = SplitMix64(seed: seed)
        let words = ["coffee", "Coffee", "river", "커피", "바다", "café", "naïve", "walk", "WALK", "long walk", "’s"]
        for _ in 0..<500 {
            let body = (0..<rng.int(1...12)).map { _ in rng.pick(words) }.joined(separator: rng.pick([" ", "\n", ", "]))
            let term = rng.pick(words)
            let expected = body.lowercased().contains(term.lowercased())
            #expect((try search(body, [term]) != nil) == expected, "seed \(seed): \(body.debugDescription) \(term)")
        }
    }

    @Test(
        "the byte search finds every occurrence a naive scan finds, near the ends and across 16-byte blocks",
        arguments: TestSeed.run(after: [7]))
    func byteSearch(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let alphabet = Array("aAbBcC -@`{[\u{7F}".utf8) + [0xC3, 0xA9, 0xEA, 0xB0]
        for _ in 0..<4000 {
            let text = (0..<rng.int(0...70)).map { _ in rng.pick(alphabet) }
            let key = (0..<rng.int(1...4)).map { _ in SearchKey.lowercased(rng.pick(alphabet)) }
            var expected: [Range<Int>] = []
            var i = 0
            while i + key.count <= text.count {
                if (0..<key.count).allSatisfy({ SearchKey.lowercased(text[i + $0]) == key[$0] }) {
                    expected.append(i..<(i + key.count))
                    i += key.count
                } else {
                    i += 1
                }
            }
            let found = text.withUnsafeBufferPointer { t in key.withUnsafeBufferPointer { ByteSearch.ranges(of: $0, in: t) } }
            #expect(found == expected, "seed \(seed): \(text) \(key)")
        }
    }

    @Test("the UTF-8 check agrees with Swift's own on random bytes", arguments: TestSeed.run(after: [99]))
    func utf8Validation(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let bytes: [UInt8] = [0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0x9F, 0xA0, 0x8F, 0x90]
        var scalars = PlainScalars(folding: .caseOnly)
        for _ in 0..<20000 {
            let text = (0..<rng.int(1...6)).map { _ in rng.pick(bytes) }
            let valid = String(validating: text, as: UTF8.self) != nil
            #expect((text.withUnsafeBufferPointer { scalars.isPlain($0) } != nil) == valid, "seed \(seed): \(text)")
        }
    }

    @Test("every precomposed Hangul syllable is plain, as the fast range check assumes")
    func hangulIsPlain() {
        for folding in [SearchFolding.caseOnly, .caseAndDiacritics] {
            var wrong: [UInt32] = []
            for value in UInt32(0xAC00)...0xD7A3 {
                guard let scalar = Unicode.Scalar(value) else { continue }
                if !PlainScalars.computePlain(scalar, folding: folding) { wrong.append(value) }
            }
            #expect(wrong.isEmpty, "\(folding): \(wrong.prefix(5).map { String($0, radix: 16) })")
        }
    }

    @Test("what is and is not plain")
    func plainScalars() {
        func plain(_ text: String, _ folding: SearchFolding = .caseOnly) -> Bool? {
            var scalars = PlainScalars(folding: folding)
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { scalars.isPlain($0) }
        }
        #expect(plain("plain ASCII, even MIXED case") == true)
        #expect(plain("오늘 커피 ’quotes’ — 😀 café") == true)
        #expect(plain("café", .caseAndDiacritics) == false, "folding turns é into e")
        #expect(plain("CAFÉ") == false, "É folds to é")
        #expect(plain("cafe\u{301}") == false, "a combining mark joins the e")
        #expect(plain("\u{1112}\u{1161}") == false, "conjoining jamo")
        #expect(plain("\u{212A}") == false && plain("ß") == false && plain("ﬁ") == false)
        #expect(plain("👍🏽") == false && plain("\u{1F1F0}\u{1F1F7}") == false)
        let invalid: [UInt8] = [0x61, 0xC3]
        var scalars = PlainScalars(folding: .caseOnly)
        #expect(invalid.withUnsafeBufferPointer { scalars.isPlain($0) } == nil)
    }
}

@Suite("Vault search")
struct VaultSearchTests {
    /// Entries of every shape the reader knows, each holding the word "heron" somewhere in its body.
    static let files: [String: String] = [
        "2026/11/2026-11-21.md":
            "---\nschema: 2\ncreated: 2026-11-21T09:14:03+09:00\ntags: [travel, family]\nstarred: true\n---\n# A heron\n\nBy the river.\n",
        "2026/11/2026-11-21-2.md": "\u{FEFF}---\r\nschema: 2\r\ncreated: 2026-11-21T21:00:00+09:00\r\n---\r\n\r\n## Evening\r\nA heron again.\r\n",
        "2026/11/2026-11-20.md": "No front matter at all; a heron.\n",
        "2026/10/2026-10-01.md":
            "---\ncreated: \"2026-10-01T08:00:00+09:00\"   # quoted, with a comment: Yams reads this one\ntags:\n  - \"walk\"\n---\nheron title line\n",
        "2026/09/2026-09-09.md": "---\nschema: 2\ncreated: 2026-09-09T10:00:00-04:00\nlocation: {name: Café Nero}\n---\n\n   #Heron not a heading\n",
        // Titled by a `title` key: plain, quoted, quoted as only the parser reads it, and with no body at all.
        "2026/08/2026-08-01.md": "---\nschema: 2\ncreated: 2026-08-01T08:00:00+09:00\ntitle: The heron post\n---\n## Intro\n\nBy the water.\n",
        "2026/08/2026-08-02.md": "---\nschema: 2\ncreated: 2026-08-02T08:00:00+09:00\ntitle: \"Herons: a list\"\n---\nOne heron.\n",
        "2026/08/2026-08-03.md": "---\nschema: 2\ncreated: 2026-08-03T08:00:00+09:00\ntitle: 'It''s a heron'\n---\nA heron again.\n",
        "2026/08/2026-08-04.md": "---\nschema: 2\ncreated: 2026-08-04T08:00:00+09:00\ntitle: Heron only\ntags: [bird]\n---\n"
    ]

    @Test("an entry titled by its `title` key: that line searched with the body (a term in each still matches), its number the file's")
    func titleKeyLine() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            for (path, text) in Self.files where path.hasPrefix("2026/08/") { try sb.write(path, text) }
            let both = vault.search(try SearchQuery(terms: ["intro", "heron post"])).hits
            #expect(both.map(\.path.relativePath) == ["2026/08/2026-08-01.md"])
            #expect(both.first?.lines.map(\.number) == [4, 6], "the title key's line, then the body's heading")
            #expect(both.first?.lines.map(\.isTitle) == [true, false])
            #expect(both.first?.entry?.title == "The heron post")
            let water = vault.search(try SearchQuery(terms: ["water"])).hits
            #expect(water.first?.lines.map(\.number) == [8])
            let only = vault.search(try SearchQuery(terms: ["only"])).hits
            #expect(only.map(\.path.relativePath) == ["2026/08/2026-08-04.md"] && only.first?.entry?.title == "Heron only")
            // A title only the parser reads is the hit's title; the body alone is searched.
            let quoted = vault.search(try SearchQuery(terms: ["again"])).hits
            #expect(quoted.first?.entry?.title == "It's a heron" && quoted.first?.lines.map(\.number) == [6])
        }
    }

    @Test("a hit's date, title and front matter are what a full parse gives, for every shape of file")
    func summariesAgreeWithList() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            for (path, text) in Self.files { try sb.write(path, text) }
            let (hits, broken) = vault.search(try SearchQuery(terms: ["heron"]))
            #expect(broken.isEmpty, "\(broken)")
            let listed = vault.summaries(EntryFilter()).matching
            #expect(hits.map(\.path) == listed.map(\.path))
            for (hit, summary) in zip(hits, listed) {
                let entry = try #require(hit.entry)
                #expect(entry.title == summary.title, "\(hit.path)")
                #expect(entry.timestamp == summary.timestamp, "\(hit.path)")
                #expect(entry.frontMatter == summary.frontMatter, "\(hit.path)")
                #expect(!hit.lines.isEmpty, "\(hit.path)")
            }
            let paths = vault.search(try SearchQuery(terms: ["heron"]), detail: .paths).hits
            #expect(paths.map(\.path) == listed.map(\.path) && paths.allSatisfy { $0.entry == nil && $0.lines.isEmpty })
        }
    }

    @Test("filters, days and a limit: newest first, across batches of months")
    func filtersAndLimit() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            // One entry a month for three years, every third tagged.
            var expected: [String] = []
            for index in 0..<36 {
                let year = 2024 + index / 12
                let month = index % 12 + 1
                let day = String(format: "%04d-%02d-15", year, month)
                let path = String(format: "%04d/%02d/%@.md", year, month, day)
                let tags = index % 3 == 0 ? "tags: [odd]\n" : ""
                try sb.write(path, "---\nschema: 2\ncreated: \(day)T10:00:00+09:00\n\(tags)---\n# Day \(index)\n\nA heron.\n")
                if index % 3 == 0 { expected.insert(path, at: 0) }
            }
            let query = try SearchQuery(terms: ["HERON"])
            var filter = EntryFilter()
            filter.tags = ["odd"]
            #expect(vault.search(query, filter: filter).hits.map(\.path.relativePath) == expected)
            filter.limit = 5
            #expect(vault.search(query, filter: filter, detail: .paths).hits.map(\.path.relativePath) == Array(expected.prefix(5)))
            filter.limit = nil
            filter.days = DayRange(try #require(Day("2025-01-01")), try #require(Day("2025-12-31")))
            #expect(vault.search(query, filter: filter).hits.map(\.path.relativePath) == expected.filter { $0.hasPrefix("2025/") })
            filter.days = DayRange(try #require(Day("2025-02-01")), try #require(Day("2025-01-01")))
            #expect(vault.search(query, filter: filter).hits.isEmpty)
        }
    }

    @Test("hits gathered from every worker, cut at a limit, or with entries a filter left out: each title and line intact")
    func resultsFromWorkers() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            // Three entries a month over two years: titles with the word or without, some untitled, several
            // matching lines with CRLF endings now and then; every other one tagged, so that a tag filter
            // leaves out entries whose lines were already gathered.
            var g = SplitMix64(seed: 0x5EA7)
            for index in 0..<72 {
                let month = String(format: "%04d/%02d", 2024 + index / 36, index / 3 % 12 + 1)
                let day = String(format: "%@-%02d", month.replacingOccurrences(of: "/", with: "-"), index % 3 + 10)
                let newline = g.chance(0.2) ? "\r\n" : "\n"
                let title = ["# Heron at dawn", "## Walk", "", "![](media/x.jpeg)\nA heron title"][index % 4]
                let lines = (0..<g.int(1...5)).map { n in g.chance(0.5) ? "line \(n) with a heron and HERON" : "line \(n)" }
                let body = ([title] + lines + ["the heron left"]).joined(separator: newline)
                let tags = index % 2 == 0 ? "tags: [odd]" + newline : ""
                let text = "---\(newline)schema: 2\(newline)created: \(day)T10:00:00+09:00\(newline)\(tags)---\(newline)\(body)\(newline)"
                try sb.write("\(month)/\(day).md", text)
            }
            func described(_ hit: SearchHit) -> String {
                "\(hit.path.relativePath) \(hit.entry?.title ?? "-") \(hit.lines.map { "\($0.number):\($0.text):\($0.ranges):\($0.isTitle)" })"
            }
            let query = try SearchQuery(terms: ["heron"])
            for tags in [[], ["odd"]] {
                var filter = EntryFilter()
                filter.tags = tags
                let all = vault.search(query, filter: filter).hits.map(described)
                #expect(all.count == (tags.isEmpty ? 72 : 36))
                // Each hit is what the matcher finds in its file alone.
                for hit in vault.search(query, filter: filter).hits {
                    let text = try String(contentsOf: sb.url(hit.path.relativePath), encoding: .utf8)
                    let bytes = Array(text.utf8)
                    let expected = try bytes.withUnsafeBufferPointer { bytes -> [MatchedLine]? in
                        let located = try #require(EntryBody.locate(bytes))
                        var matcher = EntryMatcher(query: query)
                        return try matcher.match(
                            UnsafeBufferPointer(rebasing: bytes[located.offset...]), file: "t", firstLine: located.line, lines: true)
                    }
                    #expect(hit.lines == expected, "\(hit.path)")
                    #expect(hit.entry?.title == (try vault.read(hit.path)).title)
                }
                for limit in [1, 2, 5, 17, 40] {
                    filter.limit = limit
                    #expect(vault.search(query, filter: filter).hits.map(described) == Array(all.prefix(limit)), "limit \(limit)")
                }
            }
        }
    }

    @Test("broken files are reported and skipped, the rest still found")
    func brokenFiles() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            try sb.write("2026/11/2026-11-21.md", "---\nschema: 2\ncreated: 2026-11-21T09:00:00+09:00\n---\nA heron.\n")
            try sb.write("2026/11/2026-11-20.md", "---\nschema: 2\ncreated: [oops\n---\nA heron.\n")
            try sb.write("2026/11/2026-11-19.md", "---\nschema: 2\nA heron, but no closing line.\n")
            try sb.write("2026/11/2026-11-18.md", "---\nschema: 2\ncreated: [oops\n---\nNo match here.\n")
            try Data([0x68, 0x65, 0x72, 0x6F, 0x6E, 0xFF, 0x0A]).write(to: sb.url("2026/11/2026-11-17.md"))
            let (hits, broken) = vault.search(try SearchQuery(terms: ["heron"]))
            #expect(hits.map(\.path.relativePath) == ["2026/11/2026-11-21.md"])
            let names = broken.map { $0.message(in: EnglishText()) }.joined(separator: "\n")
            for name in ["2026-11-20.md", "2026-11-19.md", "2026-11-17.md"] { #expect(names.contains(name), "\(names)") }
            #expect(!names.contains("2026-11-18.md"), "a file that does not match is not parsed: \(names)")
            #expect(broken.count == 3)
        }
    }
}
