import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// Random front matter, bodies and hand-formatted blocks for the property tests.
enum Generate {
    /// Strings that YAML, a naive writer or a naive reader gets wrong.
    static let tricky: [String] = [
        "Seoul, South Korea", "a, b", "a,b", "[x]", "{y}", "[", "]", "{", "}", ",", "yes", "no", "NO", "Yes", "on", "OFF",
        "y", "n", "~", "null", "Null", "true", "False", "123", "-1", "+1", "1.10", "017", "0x1F", "0o17", "1e3", "1_000",
        ".inf", "-.inf", ".nan", "2026-11-21", "2026-11-21T09:14:03+09:00", "12:30", "12:30:45", "서울", "부산 해운대구",
        "-", "--", "---", "- x", "-x", "#", "# x", "a #b", "a#b", "key: value", "key:", ":", "::", ":x", "?", "? x", "?x",
        "!tag", "!!str x", "&anchor", "*alias", "|", ">", "%", "@", "`", "'quoted'", "\"double\"", "it's", "say \"hi\"",
        "back\\slash", "\\n", " leading", "trailing ", "", " ", "  ", "tab\there", "new\nline", "cr\rreturn", "café",
        "cafe\u{301}", "😀", "👨‍👩‍👧", "...", "=", "<<", "a: b: c", "http://example.com/a?b=c#d", "C:\\path",
        "mixed 서울, Korea: 37°N", "   spaced   out   "
    ]

    static let alphabet: [String] = [
        "a", "b", "Z", "0", "7", " ", " ", ",", ":", "'", "\"", "#", "-", "[", "]", "{", "}", "서", "울", "é", "e\u{301}",
        "\\", "&", "*", "!", "|", ">", "%", "@", "`", "?", "😀", "\t", ".", "~", "/", "="
    ]

    /// Plain words that need no quotes in block or flow context.
    static let plainWords = [
        "Seoul", "travel", "family", "NO", "017", "1.10", "서울", "a-b", "a#b", "-x", "x:y",
        "e\u{301}", "😀", "two words", "Partly cloudy", "0x1F", "2026-11-21"
    ]

    static func string(_ g: inout SplitMix64, plainish: Bool = false) -> String {
        if plainish, g.chance(0.85) { return g.pick(plainWords) }
        if g.chance(0.5) { return g.pick(tricky) }
        return (0..<g.int(0...12)).map { _ in g.pick(alphabet) }.joined()
    }

    static func number(_ g: inout SplitMix64) -> Double {
        if g.chance(0.2) {
            return g.pick([
                0, -0.0, 1e-7, 123_456_789.123, -1e15, 1e15, 1e16, Double.pi, 0.1 + 0.2, -90, 180,
                Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 37.5665, 126.978, -122.4194
            ])
        }
        return Double(g.int(-9_000_000...9_000_000)) / pow(10, Double(g.int(0...6)))
    }

    static func timestamp(_ g: inout SplitMix64) -> EntryTimestamp {
        let year = g.chance(0.05) ? g.pick([1, 1970, 9999]) : g.int(1900...2200)
        let month = g.int(1...12)
        let day = Day(year: year, month: month, day: g.int(1...Day.daysIn(month: month, year: year)))!
        let offset: Int
        switch g.int(0...3) {
        case 0: offset = 0
        case 1: offset = g.pick([32_400, -18_000, -14_400, 19_800, -12_600, 45_900, 50_400, -43_200, 20_700])
        default: offset = g.int(-(23 * 60 + 59)...(23 * 60 + 59)) * 60
        }
        return EntryTimestamp(
            day: day, hour: g.int(0...23), minute: g.int(0...59),
            second: g.chance(0.02) ? 60 : g.int(0...59), offsetSeconds: offset)!
    }

    /// - Parameter plainish: mostly plain words, so that the fast scanner reads most blocks.
    static func frontMatter(_ g: inout SplitMix64, plainish: Bool = false) -> FrontMatter {
        func string(_ g: inout SplitMix64) -> String { Generate.string(&g, plainish: plainish) }
        var fm = FrontMatter(schema: 2, created: timestamp(&g).description)
        if g.chance(0.6) {
            fm.location = Location(
                name: g.chance(0.8) ? string(&g) : nil,
                latitude: g.chance(0.6) ? number(&g) : nil,
                longitude: g.chance(0.6) ? number(&g) : nil)
        }
        if g.chance(0.6) {
            fm.weather = Weather(
                condition: g.chance(0.8) ? string(&g) : nil,
                temperature: g.chance(0.6) ? g.pick([number(&g), -3.5, -40, 0, 11.5, 0.25, -0.0]) : nil,
                code: g.chance(0.6) ? g.pick([0, 1, 2, 3, 45, 61, 63, 95, 99, g.int(-5...200)]) : nil)
        }
        if g.chance(0.7) { fm.tags = (0..<g.int(0...5)).map { _ in string(&g) } }
        if g.chance(0.4) { fm.starred = g.chance(0.5) }
        if g.chance(0.3) {
            let keys = ["mood", "energy", "x-custom", "place_2", "Note"].shuffled(using: &g).prefix(g.int(1...3))
            fm.userFields = keys.map { key in
                UserField(key: key, text: key + ": " + g.pick(["ok", "NO", "017", "1.10", "[a, b]", "'q'", "서울"]) + "\n")
            }
        }
        return fm
    }

    static let bodyLines: [String] = [
        "", "", "# Title", "## 제목", "---", "--- ", " ---", "...", "text with 한국어 and emoji 😀", "  indented",
        "\tтаб", "key: value", "- list item", "```", "cafe\u{301} vs café", "\u{FEFF}a BOM inside", "   ",
        "<!-- comment -->", "schema: 3", "\r", "trailing spaces   "
    ]

    /// Unicode, CRLF and LF mixed, blank lines, `---` lines, sometimes no trailing newline.
    static func body(_ g: inout SplitMix64) -> String {
        var out = ""
        let count = g.int(0...8)
        for n in 0..<count {
            out += g.chance(0.2) ? string(&g).replacingOccurrences(of: "\n", with: " ") : g.pick(bodyLines)
            if n < count - 1 || g.chance(0.7) { out += g.chance(0.3) ? "\r\n" : "\n" }
        }
        return out
    }
}

@Suite("Front matter: properties over generated entries")
struct FrontMatterPropertyTests {
    /// Seeds run every time, then this run's (`TestSeed`).
    static let seeds = TestSeed.run(after: [1, 2, 3, 4, 5, 6, 7, 0x5EED_D1A2_7001])
    static let perSeed = 50

    @Test func splitMix64MatchesTheReferenceSequence() {
        var g = SplitMix64(seed: 0)
        #expect([g.next(), g.next(), g.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    /// Written with `rendered()`, read back with `parse`: the same front matter and the same body bytes;
    /// and the read-back document renders to exactly the bytes it was read from.
    @Test(arguments: seeds)
    func writtenEntriesReadBackEqualAndRoundTripByteForByte(_ seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        for n in 0..<Self.perSeed {
            let fm = Generate.frontMatter(&g)
            let body = Generate.body(&g)
            let text = EntryDocument(frontMatter: fm, body: body).rendered()
            let context = Comment(rawValue: "seed \(seed) case \(n):\n\(text.debugDescription)")
            let parsed: EntryDocument
            do {
                parsed = try EntryDocument.parse(text: text, file: "gen.md")
            } catch {
                Issue.record("does not parse: \(error); \(context.rawValue)")
                continue
            }
            #expect(parsed.frontMatter == fm, context)
            #expect(Array(parsed.body.utf8) == Array(body.utf8), context)
            #expect(Array(parsed.rendered().utf8) == Array(text.utf8), context)
            // Writing is deterministic: the value read back serialises to the same bytes as a new document.
            #expect(Array(EntryDocument(frontMatter: parsed.frontMatter, body: parsed.body).rendered().utf8) == Array(text.utf8), context)
            #expect(parsed.frontMatter?.timestamp(localZone: .current)?.description == fm.created, context)
            // Any YAML reader sees the same values: the file does not need diary's own scanner.
            do {
                #expect(try Self.readWithYamsOnly(text) == fm, context)
            } catch {
                Issue.record("Yams cannot read it: \(error); \(context.rawValue)")
            }
        }
    }

    /// Where the fast scanner answers, it reads exactly what Yams reads.
    @Test(arguments: seeds)
    func fastScannerAgreesWithYamsOnWrittenBlocks(_ seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        var answered = 0
        let blocks = 200
        for n in 0..<blocks {
            let text = EntryDocument(frontMatter: Generate.frontMatter(&g, plainish: n % 2 == 0), body: "b\n").rendered()
            if Self.expectScannersAgree(blockOf: text, context: "seed \(seed) case \(n)") { answered += 1 }
        }
        // The property must not hold vacuously. About a quarter of the written blocks are plain enough for the
        // scanner (48 of 200 on average over 400 seeds, never fewer than 34); a tenth is the floor. (With 50
        // blocks and a floor of a fifth, one seed in six failed.)
        #expect(answered >= blocks / 10, "seed \(seed): the fast scanner answered only \(answered) of \(blocks)")
    }

    /// Hand-formatted (comments, odd spacing, block and flow lists, quotes, key order) but valid files:
    /// they read as the values they spell, round-trip byte for byte, and both readers agree.
    @Test(arguments: seeds)
    func handFormattedFilesReadAsWrittenAndRoundTrip(_ seed: UInt64) throws {
        var g = SplitMix64(seed: seed ^ 0xABCD)
        var answered = 0
        for n in 0..<Self.perSeed {
            let messy = MessyBlock.generate(&g)
            let body = Generate.body(&g)
            let text = messy.text + body
            let context = Comment(rawValue: "seed \(seed) case \(n):\n\(text.debugDescription)")
            let parsed: EntryDocument
            do {
                parsed = try EntryDocument.parse(text: text, file: "messy.md")
            } catch {
                Issue.record("does not parse: \(error); \(context.rawValue)")
                continue
            }
            #expect(parsed.frontMatter == messy.expected, context)
            #expect(Array(parsed.body.utf8) == Array(body.utf8), context)
            #expect(Array(parsed.rendered().utf8) == Array(text.utf8), context)
            if Self.expectScannersAgree(blockOf: text, context: context.rawValue) { answered += 1 }

            // A body edit keeps the block's bytes.
            var edited = parsed
            edited.body = "edited\n"
            #expect(Array(edited.rendered().utf8) == Array((messy.text + "edited\n").utf8), context)

            // A field change keeps every user field's exact text and reads back as the new value.
            edited.frontMatter?.starred = !(parsed.frontMatter?.starred ?? false)
            let rewritten = edited.rendered()
            for field in messy.expected.userFields {
                #expect(rewritten.contains(field.text), "user field \(field.key) lost; \(context.rawValue)\n->\n\(rewritten.debugDescription)")
            }
            do {
                let reread = try EntryDocument.parse(text: rewritten, file: "messy.md")
                #expect(reread.frontMatter == edited.frontMatter, "rewritten: \(rewritten.debugDescription); \(context.rawValue)")
            } catch {
                Issue.record("the rewritten file does not parse: \(error); rewritten: \(rewritten.debugDescription); \(context.rawValue)")
            }
        }
        #expect(answered > 0, "seed \(seed): the fast scanner answered for none of \(Self.perSeed) blocks")
    }

    /// The YAML between the `---` lines of `text` (after a BOM), cut as the contract says; nil without a block.
    static func innerBlock(of text: String) -> String? {
        let lines = SourceLines(text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text)
        guard lines.count > 1, lines.content(0).elementsEqual("---".utf8) else { return nil }
        guard let close = (1..<lines.count).first(where: { lines.content($0).elementsEqual("---".utf8) }) else { return nil }
        return lines.text(1..<close)
    }

    /// Runs both readers on the block of `text`; returns whether the fast scanner answered.
    @discardableResult
    static func expectScannersAgree(blockOf text: String, context: String) -> Bool {
        guard let inner = innerBlock(of: text) else { return false }
        let lines = SourceLines(inner)
        guard let fast = FastFrontMatterScanner.scan(lines) else { return false }
        let whereFrom = Comment(rawValue: "\(context)\nblock: \(inner.debugDescription)")
        let yams: (preamble: Int, fields: [SourceField])
        do {
            yams = try YamsFrontMatterReader.read(inner, source: lines, file: "agree.md", lineOffset: 1)
        } catch {
            Issue.record(
                "the fast scanner read a block Yams rejects (\(error)): fast \(fast.fields.map { ($0.key, $0.value) }); \(whereFrom.rawValue)")
            return true
        }
        #expect(fast.preamble == yams.preamble, whereFrom)
        #expect(fast.fields.map(\.key) == yams.fields.map(\.key), whereFrom)
        for (a, b) in zip(fast.fields, yams.fields) {
            #expect(a.value == b.value, "\(a.key): fast \(a.value) vs Yams \(b.value); \(whereFrom.rawValue)")
            #expect(a.text == b.text, "\(a.key): fast \(String(describing: a.text)) vs Yams \(String(describing: b.text)); \(whereFrom.rawValue)")
            #expect(a.line == b.line, "\(a.key); \(whereFrom.rawValue)")
        }
        return true
    }

    /// Hand-written blocks: wherever the fast scanner answers, Yams reads the same keys, values and texts.
    @Test(arguments: [
        "schema: 2\ncreated: 2026-11-21T09:14:03+09:00\n",
        "# a comment\n\nschema: 2\n\n# another\ntags: [a, b]\n",
        "tags:\n- a\n- b\nmood: ok\n",
        "tags:\n  - a\n  - b\n",
        "location:\n  name: Seoul\n  # inside\n\n  latitude: 37.5\nweather:\n    condition: Fog\n",
        "k: a#b\nj: x:y\nl: -x\nm: ?x\nn: :x\no: ---\np: ...\n",
        "k:\nj: ~\nl: null\n",
        "k: [a,b]\nj: [ ]\nl: []\nm: [a , b]\nn: [two words, 서울]\n",
        "k:   spaced   \nj: a  b\n",
        "1: x\nk-2_x: v\nK: upper\n",
        "k: \u{A0}x\nj: x\u{A0}\n",
        "k: \u{FEFF}x\nj: x\u{FEFF}\n",
        "k: a\u{85}b\n",
        "k: x\u{2028}\nj: y\n",
        "k: a\u{80}b\n",
        "tags: [?x]\n",
        "tags: [:x]\n",
        "tags: [a:?b]\n",
        "tags: [a:b, c]\n",
        "tags: [-x, a#b]\n",
        "tags: [=a, <<]\n",
        "location:\n  name: a, b\n",
        "k: [a, b]\nj:\n  - [x]\n",
        "k: x\n  continued\n",
        "k:\n  a: 1\n   b: 2\n",
        "k: x # comment\n",
        "k: 'quoted'\n"
    ])
    func fastScannerAgreesWithYamsOnHandWrittenBlocks(_ inner: String) throws {
        let text = "---\n" + inner + "---\nbody\n"
        Self.expectScannersAgree(blockOf: text, context: "hand-written block \(Self.hex(inner))")
    }

    /// `text`'s front matter read by Yams alone (what any other YAML tool sees), without the fast scanner.
    static func readWithYamsOnly(_ text: String) throws -> FrontMatter? {
        guard let inner = innerBlock(of: text) else { return nil }
        let read = try YamsFrontMatterReader.read(inner, source: SourceLines(inner), file: "yams.md", lineOffset: 1)
        return try FrontMatterFields.interpret(read.fields, file: "yams.md", lineOffset: 1).frontMatter
    }

    static func hex(_ text: String?) -> String {
        guard let text else { return "nil" }
        return "[" + text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ") + "]"
    }

    /// Characters YAML treats specially (line breaks beyond LF/CR, C1 controls, non-characters, BOM, NUL) in every
    /// kind of written value: whatever a person can type must read back as typed, by diary and by any YAML reader.
    @Test(arguments: [
        "\u{85}", "\u{2028}", "\u{2029}", "\u{80}", "\u{9F}", "\u{7F}", "\u{FFFE}", "\u{FFFF}", "\u{FEFF}",
        "\u{0}", "\u{1B}", "\u{A0}", "\u{1F600}"
    ])
    func unusualCharactersInValuesReadBackAsWritten(_ character: String) throws {
        var problems: [String] = []
        for value in ["a\(character)b", character, "\(character)x", "x\(character)"] {
            // libyaml drops a U+FEFF at the very start of a scalar even when it is escaped as \ufeff,
            // so no YAML file read through it can hold one there: a known limit, not checked.
            if value.unicodeScalars.first == "\u{FEFF}" { continue }
            var fm = FrontMatter(schema: 2, created: "2026-11-21T09:14:03+09:00")
            fm.location = Location(name: value)
            fm.weather = Weather(condition: value)
            fm.tags = [value, "plain"]
            let text = EntryDocument(frontMatter: fm, body: "body\n").rendered()
            let nameLine = text.split(separator: "\n").first { $0.hasPrefix("  name:") }.map(String.init) ?? "?"
            let written = "value \(Self.hex(value)) written as `\(nameLine)` = \(Self.hex(nameLine))"
            for (reader, read) in [
                ("diary", { try EntryDocument.parse(text: text, file: "u.md").frontMatter }),
                ("Yams", { try Self.readWithYamsOnly(text) })
            ] as [(String, () throws -> FrontMatter?)] {
                do {
                    let back = try read()
                    let name = back?.location?.name
                    let condition = back?.weather?.condition
                    let tag = back?.tags?.first
                    for (what, got) in [("location.name", name), ("weather.condition", condition), ("tags[0]", tag)]
                    where got.map({ Array($0.unicodeScalars) }) != Array(value.unicodeScalars) {
                        problems.append("\(written): \(reader) reads \(what) as \(Self.hex(got))")
                    }
                } catch {
                    problems.append("\(written): \(reader) cannot read the file: \(error)")
                }
            }
        }
        #expect(problems.isEmpty, Comment(rawValue: "\n" + problems.joined(separator: "\n")))
    }
}

/// A valid front-matter block formatted as a person might, with the values it must read as.
struct MessyBlock {
    var text = ""
    var expected = FrontMatter()

    /// Plain scalars that read as themselves in block context (some YAML 1.1 would re-type).
    static let plainTokens = [
        "Seoul", "NO", "yes", "017", "1.10", "0x1F", "2026-11-21", "서울", "a-b", "x:y", "a#b",
        "-x", "?x", "e\u{301}", "😀", "Partly cloudy", "3", "-3.5", "a, b", "x]", "semi;colon"
    ]
    /// Plain scalars that also read as themselves inside `[...]`.
    static let flowTokens = [
        "Seoul", "NO", "yes", "017", "1.10", "0x1F", "2026-11-21", "서울", "a-b", "a#b", "-x",
        "e\u{301}", "😀", "two words", "3"
    ]
    static let numbers = ["37.5665", "-122.4", "0", "12", "1e3", "-0.5", "126.978", "+1.5", "0.0"]

    static func doubleQuote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 { out += String(format: "\\x%02X", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    static func singleQuote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }

    /// A scalar as written and the string it reads as.
    static func scalar(_ g: inout SplitMix64, inFlow: Bool, plainOnly: Bool = false) -> (written: String, value: String) {
        switch plainOnly ? 0 : g.int(0...3) {
        case 0, 1:
            let token = g.pick(inFlow ? flowTokens : plainTokens)
            return (token, token)
        case 2:
            let value = Generate.string(&g)
            return (doubleQuote(value), value)
        default:
            let value = Generate.string(&g).filter { !$0.isNewline && $0 != "\t" }
            return (singleQuote(value), value)
        }
    }

    static func generate(_ g: inout SplitMix64) -> MessyBlock {
        let eol = "\n"
        var block = MessyBlock()
        // Sometimes only what the fast scanner reads (plain values, comment lines, blank lines, odd spacing).
        let plainOnly = g.chance(0.35)
        var preamble = ""
        if g.chance(0.3) { preamble += "# diary entry" + eol }
        if g.chance(0.2) { preamble += eol }

        func sep(_ g: inout SplitMix64) -> String { g.pick([": ", ": ", ":  ", ":    "]) }
        func trailing(_ g: inout SplitMix64) -> String { !plainOnly && g.chance(0.2) ? g.pick([" # note", "   #x", " #"]) : "" }
        func junk(_ g: inout SplitMix64) -> String {
            var out = ""
            if g.chance(0.15) { out += g.pick(["# between", "  # indented comment", "#", ""]) + eol }
            return out
        }

        var fields: [(key: String, text: String)] = []
        var fm = FrontMatter()
        let stamp = Generate.timestamp(&g).description

        // Known keys, each with a random formatting.
        fm.schema = 2
        fields.append(("schema", "schema" + sep(&g) + g.pick(["2", "2", "02", "+2"]) + trailing(&g) + eol))
        if g.chance(0.9) {
            fm.created = stamp
            let written = plainOnly ? stamp : g.pick([stamp, stamp, "'\(stamp)'", "\"\(stamp)\""])
            fields.append(("created", "created" + sep(&g) + written + trailing(&g) + eol))
        }
        if g.chance(0.6) {
            var location = Location()
            let indent = String(repeating: " ", count: g.int(1...4))
            var lines = "location:" + trailing(&g) + eol
            var keys = ["name", "latitude", "longitude"].filter { _ in g.chance(0.7) }
            if keys.isEmpty { keys = ["name"] }
            for key in keys.shuffled(using: &g) {
                if key == "name" {
                    let s = scalar(&g, inFlow: false, plainOnly: plainOnly)
                    location.name = s.value
                    lines += indent + "name" + sep(&g) + s.written + trailing(&g) + eol
                } else {
                    let number = g.pick(numbers)
                    if key == "latitude" { location.latitude = Double(number) } else { location.longitude = Double(number) }
                    lines += indent + key + sep(&g) + number + trailing(&g) + eol
                }
                if g.chance(0.1) { lines += indent + "# inside" + eol }
            }
            fm.location = location
            fields.append(("location", lines))
        }
        if g.chance(0.6) {
            var weather = Weather()
            var parts: [String] = []
            if g.chance(0.8) {
                let s = scalar(&g, inFlow: true, plainOnly: plainOnly)
                weather.condition = s.value
                parts.append("condition: " + s.written)
            }
            if g.chance(0.6) {
                let number = g.pick(numbers)
                weather.temperature = Double(number)
                parts.append("temperature: " + number)
            }
            if g.chance(0.6) {
                let code = g.pick(["0", "2", "63", "-1", "99"])
                weather.code = Int(code)
                parts.append("code: " + code)
            }
            fm.weather = weather
            if !plainOnly && g.chance(0.5) {
                fields.append(("weather", "weather" + sep(&g) + "{" + parts.joined(separator: g.pick([", ", ",  "])) + "}" + trailing(&g) + eol))
            } else if parts.isEmpty {
                fields.append(("weather", "weather: {}" + eol))
            } else {
                let indent = String(repeating: " ", count: g.int(1...4))
                fields.append(("weather", "weather:" + eol + parts.map { indent + $0 + trailing(&g) + eol }.joined()))
            }
        }
        if g.chance(0.7) {
            let items = (0..<g.int(0...4)).map { _ in scalar(&g, inFlow: true, plainOnly: plainOnly) }
            fm.tags = items.map(\.value)
            if items.isEmpty || g.chance(0.5) {
                let inside = items.map(\.written).joined(separator: g.pick([", ", ",", " , "]))
                fields.append(("tags", "tags" + sep(&g) + g.pick(["[", "[ "]) + inside + g.pick(["]", " ]"]) + trailing(&g) + eol))
            } else {
                let indent = g.pick(["", "  ", "    "])
                fields.append(("tags", "tags:" + eol + items.map { indent + "- " + $0.written + trailing(&g) + eol }.joined()))
            }
        }
        if g.chance(0.4) {
            let written = g.pick(["true", "false", "True", "FALSE"])
            fm.starred = written.lowercased() == "true"
            fields.append(("starred", "starred" + sep(&g) + written + trailing(&g) + eol))
        }
        // The user's keys.
        let userFields: [(String, String)] = [
            ("mood", "mood" + sep(&g) + g.pick(plainTokens) + trailing(&g) + eol),
            ("note", "note: " + doubleQuote(Generate.string(&g)) + eol),
            ("count", "count: 017" + eol),
            ("list", "list:" + eol + "  - a" + eol + "  -   b   # spaced" + eol),
            ("flow", "flow: [a,   b]" + eol),
            ("empty", "empty:" + eol),
            ("text", "text: |" + eol + "  line one" + eol + "    line two" + eol),
            ("nested", "nested:" + eol + "  deep:" + eol + "    deeper: NO" + eol)
        ]
        let plainKeys: Set = ["mood", "count", "flow", "empty"]
        for (key, text) in userFields where g.chance(0.25) && (!plainOnly || plainKeys.contains(key)) { fields.append((key, text)) }

        fields.shuffle(using: &g)
        var text = "---" + eol + preamble
        for n in fields.indices {
            let extra = junk(&g)
            fields[n].text += extra
            text += fields[n].text
            if !FrontMatter.knownKeys.contains(fields[n].key) {
                fm.userFields.append(UserField(key: fields[n].key, text: fields[n].text))
            }
        }
        text += "---" + eol
        block.text = text
        block.expected = fm
        return block
    }
}
