import Foundation
import Localization
import TestSupport
import Testing

@testable import VaultKit

/// Entry files of every shape a vault may hold, well-formed or not, for comparing the readers.
enum OddEntryFile {
    /// Lines of a front-matter block: keys of the contract and the user's, every kind of value.
    static let keys = [
        "schema", "created", "location", "weather", "tags", "starred", "mood", "x-custom", "Note", "place_2", "1", "a b",
        "-x", "location", "tags", "Tags", "starred2", "créé", "k:"
    ]
    static let values = [
        "", "", "~", "null", "Null", "2", "3", "0", "-1", "02", "+2", "2.0", "1e3", ".nan", "true", "false", "True", "yes",
        "NO", "Seoul", "Seoul, South Korea", "서울", "two words", "a #b", "a#b", "x:y", "a: b", "'quoted'", "\"double\"",
        "\"esc\\u00e9\"", "[a, b]", "[a,, b]", "[]", "[ ]", "[a", "[a] b", "[x: y]", "[서울, 'q']", "{a: 1}", "|", ">",
        "&anchor x", "*alias", "!tag x", "2026-11-21T09:14:03+09:00", "2026-11-21 09:14:03", "1795220043",
        "1e20", "-99999999999999", "2026-13-40T99:99:99+09:00", "a, b, c", " , ", "Partly cloudy", "17.5", "abc", "inf",
        "café", "e\u{301}", "😀", "a\u{85}b", "x\u{2028}y", "- x", "? x", ": x", "-"
    ]
    static let nested = [
        "  name: Seoul", "  name: 서울, Korea", "  latitude: 37.5665", "  longitude: 126.978", "  longitude: abc",
        "  latitude: ~", "  condition: Fog", "  condition: 'Partly cloudy'", "  temperature: -3.5", "  temperature: .inf",
        "  code: 2", "  code: x", "  code: ~", "  extra: 1", "  extra: 2", "  name:", "  - a", "  - 'b'", "  -", "- a",
        "- [x]", "    deeper: x", "   odd: indent", "  # inside", "  a: b: c", "  k: [a]"
    ]
    static let junk = ["", "# a comment", "  # indented comment", "   ", "\ttab: x", "key: x\ty", "continued text", "..."]

    /// A front-matter block of random lines (without its `---` lines).
    static func block(_ g: inout SplitMix64) -> String {
        var text = ""
        if g.chance(0.2) { text += g.pick(junk) + "\n" }
        // Mostly readable: a schema and a created date in most blocks.
        if g.chance(0.8) { text += "schema: " + g.pick(["2", "2", "2", "1", "0", "3", "x"]) + "\n" }
        if g.chance(0.8) { text += "created: " + (g.chance(0.8) ? Generate.timestamp(&g).description : g.pick(values)) + "\n" }
        for _ in 0..<g.int(0...6) {
            let key = g.pick(keys)
            if g.chance(0.4) {
                text += key + ":" + (g.chance(0.1) ? "   " : "") + "\n"
                for _ in 0..<g.int(0...3) { text += g.pick(nested) + "\n" }
            } else {
                text += key + g.pick([": ", ": ", ":  ", ":"]) + g.pick(values) + g.pick(["", "", "", " # note", "  "]) + "\n"
            }
            if g.chance(0.15) { text += g.pick(junk) + "\n" }
        }
        return text
    }

    /// One entry file's bytes.
    static func file(_ g: inout SplitMix64) -> [UInt8] {
        var text: String
        switch g.int(0...9) {
        case 0, 1:
            text = EntryDocument(frontMatter: Generate.frontMatter(&g, plainish: true), body: Generate.body(&g)).rendered()
        case 2:
            text = EntryDocument(frontMatter: Generate.frontMatter(&g), body: Generate.body(&g)).rendered()
        case 3:
            text = MessyBlock.generate(&g).text + Generate.body(&g)
        case 4:
            // Schema 0: no front matter at all.
            text = g.pick(["", "# Title\n", "---", "---\n", "--- \n", "text\n---\n"]) + Generate.body(&g)
        case 5:
            // Schema 1: epoch seconds, tags in one string, place and weather as plain names.
            text = "---\ncreated: " + g.pick(["1795220043", "1795220043.5", "-62135596800", "1e20", "0"]) + "\n"
            if g.chance(0.5) { text += "tags: " + g.pick(["travel, family", "a,b", "", " , x"]) + "\n" }
            if g.chance(0.5) { text += "location: " + g.pick(["Seoul", "서울", "~"]) + "\n" }
            if g.chance(0.5) { text += "weather: " + g.pick(["Sunny", "Partly cloudy"]) + "\n" }
            text += "---\n" + Generate.body(&g)
        case 6:
            // Hugo's TOML front matter, which only `migrate` reads.
            text = "+++\ntitle = \"x\"\ndate = 2026-11-21T09:14:03+09:00\n+++\n" + Generate.body(&g)
        default:
            text = "---\n" + block(&g) + "---\n" + Generate.body(&g)
        }
        if g.chance(0.15) { text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n") }
        if g.chance(0.1) { text = "\u{FEFF}" + text }
        if g.chance(0.05) { text = text.replacingOccurrences(of: "schema: 2", with: "schema: 3") }
        if g.chance(0.05), let range = text.range(of: "\n---", options: .backwards) { text.removeSubrange(range) }
        var bytes = Array(text.utf8)
        if g.chance(0.05), !bytes.isEmpty { bytes[g.int(0...(bytes.count - 1))] = g.pick([0xFF, 0xC3, 0x80, 0xED]) }
        if g.chance(0.05) { bytes = Array(bytes.prefix(g.int(0...bytes.count))) }
        return bytes
    }
}

/// `FastEntryReader` and `FastFrontMatterReader` against `EntryDocument.parse`, which they stand in for.
@Suite("Fast entry reader: the full parser's answers")
struct FastEntryReaderTests {
    static let seeds = TestSeed.run(after: [1, 2, 3, 0xFA57_0001])

    /// Where the fast reader answers, it reads the front matter and the body the full parser reads,
    /// and makes the same summary; for every file the full parser refuses, it does not answer.
    @Test(arguments: seeds)
    func agreesWithTheFullParserOnGeneratedFiles(_ seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        var answered = 0
        var refused = 0
        let files = 1500
        for n in 0..<files {
            let bytes = OddEntryFile.file(&g)
            let context = Comment(rawValue: "seed \(seed) file \(n): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
            let full = Result { try EntryDocument.parse(bytes, file: "odd.md") }
            guard let fast = bytes.withUnsafeBufferPointer({ FastEntryReader.read($0).map { ($0.frontMatter, Array($0.body)) } }) else {
                if case .failure = full { refused += 1 }
                continue
            }
            answered += 1
            guard case .success(let document) = full else {
                Issue.record("the fast reader read a file the full parser refuses; \(context.rawValue)")
                continue
            }
            #expect(fast.0 == document.frontMatter, context)
            #expect(fast.1 == Array(document.body.utf8), context)
            try Self.expectSameSummaries(bytes, document, context: context)
        }
        // Neither half of the property holds vacuously: the fast reader answers for about a quarter of the
        // files (the rest have the shapes only the full parser reads), and a tenth or so are refused.
        #expect(answered >= files / 8, "seed \(seed): the fast reader answered only \(answered) of \(files)")
        #expect(refused >= files / 20, "seed \(seed): only \(refused) of \(files) files were refused")
    }

    /// The summary made from the fast reader's answer is the one made from the parsed document, for
    /// previews of every length a list asks for.
    static func expectSameSummaries(_ bytes: [UInt8], _ document: EntryDocument, context: Comment) throws {
        let path = try #require(EntryPath(relativePath: "2026/11/2026-11-21.md"))
        let entry = Entry(path: path, document: document)
        for limit in [0, 1, 10, 80, 240] {
            let fast = try bytes.withUnsafeBufferPointer { try EntrySummary.read($0, path: path, localZone: Sandbox.seoul, previewLimit: limit) }
            let full = EntrySummary(entry, localZone: Sandbox.seoul, previewLimit: limit)
            #expect(fast.title == full.title, context)
            #expect(fast.preview == full.preview, "limit \(limit); \(context.rawValue)")
            #expect(fast.timestamp == full.timestamp, context)
            #expect(fast.frontMatter == full.frontMatter, context)
        }
    }

    /// Blocks the fast front-matter reader reads: the same front matter as the scanner and interpreter.
    @Test(arguments: [
        "schema: 2\ncreated: 2026-11-21T09:14:03+09:00\n",
        "schema: 2\ncreated: 2026-11-21T09:14:03+09:00\nlocation:\n  name: Seoul, South Korea\n  latitude: 37.5665\n  longitude: 126.978\n"
            + "weather:\n  condition: Partly cloudy\n  temperature: 11.5\n  code: 2\ntags: [travel, family]\nstarred: true\n",
        "# a comment\n\nschema: 2\nmood: ok\n  # inside mood\n\ntags:\n- a\n- b\n",
        "location: Seoul\nweather: Sunny\ntags: a, b ,, c\ncreated: 1795220043\n",
        "location:\n  name: ~\n  extra: x\n  other: y\nweather:\n    code: 63\n    wind: 3\n",
        "schema: ~\ncreated:\ntags: []\nstarred: FALSE\nnote:\n  - a\n  - b\nmap:\n  k: v\n",
        "created: hello\ntags:\n  - x\n"
    ])
    func readsPlainBlocksAsTheFullParserDoes(_ inner: String) throws {
        let text = "---\n" + inner + "---\nbody\n"
        let document = try EntryDocument.parse(text: text, file: "plain.md")
        let fast = Array(inner.utf8).withUnsafeBufferPointer { FastFrontMatterReader.read($0) }
        #expect(fast != nil, "the fast reader should read \(inner.debugDescription)")
        #expect(fast == document.frontMatter)
    }

    /// Every key of the contract is known as one (a null value leaves it unset), not taken for the user's.
    @Test func knowsEveryKeyOfTheContract() throws {
        for key in FrontMatterKey.allCases {
            let inner = "\(key.rawValue): ~\n"
            let document = try EntryDocument.parse(text: "---\n" + inner + "---\n", file: "key.md")
            #expect(document.frontMatter == FrontMatter(), "\(key)")
            #expect(Array(inner.utf8).withUnsafeBufferPointer { FastFrontMatterReader.read($0) } == FrontMatter(), "\(key)")
        }
    }

    /// Blocks the fast reader leaves to the full parser: quotes, flow maps, block scalars, tabs, a newer
    /// schema, values of the wrong shape, duplicate keys; the full parser reads or refuses them itself.
    @Test(arguments: [
        "created: '2026-11-21T09:14:03+09:00'\n", "weather: {condition: Fog}\n", "note: |\n  text\n", "k:\tv\n",
        "schema: 3\n", "schema: x\n", "created: 1e20\n", "tags:\n  k: v\n", "location:\n  - a\n", "location: [a]\n",
        "starred: yes\n", "weather:\n  code: x\n", "location:\n  latitude: abc\n", "k: a\nk: b\n", "tags: [a]\ntags: [b]\n",
        "location:\n  name: a\n  name: b\n", "k: x\n  continued\n", "k:\n  a: 1\n   b: 2\n", "k: a #b\n", "k: x\r\n\r\n\rj: y\n",
        "created: [a]\n", "schema:\n  - 2\n", "k: [a,, b]\n"
    ])
    func leavesOtherBlocksToTheFullParser(_ inner: String) {
        #expect(Array(inner.utf8).withUnsafeBufferPointer { FastFrontMatterReader.read($0) } == nil, "\(inner.debugDescription)")
    }

    /// A vault of `count` generated files (`OddEntryFile`), `perDay` a day from day `first` on.
    static func oddVault(_ box: Sandbox, seed: UInt64, count: Int, from first: String, perDay: Int) throws -> Vault {
        let vault = try box.makeVault()
        var g = SplitMix64(seed: seed)
        let start = try #require(Day(first))
        for n in 0..<count {
            let path = EntryPath(day: start.adding(days: n / perDay), sequence: n % perDay + 1)
            try box.write(path.relativePath, bytes: Data(OddEntryFile.file(&g)))
        }
        return vault
    }

    /// A vault of generated files: `summaries` (the fast path) lists what parsing every file lists, in
    /// the same order, with the same broken files, for every filter and limit.
    @Test(arguments: TestSeed.run(after: [9]))
    func vaultSummariesMatchParsedEntries(_ seed: UInt64) throws {
        try Sandbox.with { box in
            let vault = try Self.oddVault(box, seed: seed, count: 400, from: "2025-12-20", perDay: 3)
            var filters: [EntryFilter] = [EntryFilter()]
            var tagged = EntryFilter()
            tagged.tags = ["travel", "a"]
            tagged.anyTag = true
            filters.append(tagged)
            var starred = EntryFilter()
            starred.starredOnly = true
            filters.append(starred)
            var place = EntryFilter()
            place.location = "seoul"
            place.weather = "c"
            filters.append(place)
            var limited = EntryFilter()
            limited.limit = 50
            filters.append(limited)
            var limitedTags = tagged
            limitedTags.limit = 7
            filters.append(limitedTags)
            var days = EntryFilter()
            days.days = DayRange(try #require(Day("2026-01-10")), try #require(Day("2026-02-03")))
            filters.append(days)
            for (n, filter) in filters.enumerated() {
                let summaries = vault.summaries(filter, previewLimit: 80)
                let entries = vault.entries(filter)
                #expect(summaries.matching.count == entries.matching.count, "filter \(n)")
                for (summary, entry) in zip(summaries.matching, entries.matching) {
                    let full = EntrySummary(entry, localZone: vault.timeZone, previewLimit: 80)
                    #expect(summary.path == full.path, "filter \(n)")
                    #expect(summary.title == full.title, "filter \(n) \(summary.path)")
                    #expect(summary.preview == full.preview, "filter \(n) \(summary.path)")
                    #expect(summary.timestamp == full.timestamp, "filter \(n) \(summary.path)")
                    #expect(summary.frontMatter == full.frontMatter, "filter \(n) \(summary.path)")
                }
                let english = EnglishText()
                #expect(summaries.broken.map { $0.message(in: english) } == entries.broken.map { $0.message(in: english) }, "filter \(n)")
                // The listing, read without a summary per entry, says what the summaries say.
                let listing = vault.listing(filter, previewLimit: 80)
                let expected = EntryListing(summaries.matching)
                #expect(listing.listing.items.count == expected.items.count, "filter \(n)")
                for (item, summary) in zip(listing.listing.items, expected.items) {
                    #expect(item.path == summary.path && item.timestamp == summary.timestamp, "filter \(n)")
                    #expect(listing.listing.marks(item) == expected.marks(summary), "filter \(n) \(item.path)")
                    #expect(listing.listing.title(item) == expected.title(summary), "filter \(n) \(item.path)")
                    #expect(listing.listing.preview(item) == expected.preview(summary), "filter \(n) \(item.path)")
                }
                #expect(listing.broken.map { $0.message(in: english) } == summaries.broken.map { $0.message(in: english) }, "filter \(n)")
                if n == 0 {
                    // Not vacuous: the vault holds entries of both kinds.
                    #expect(summaries.matching.count > 100)
                    #expect(summaries.broken.count > 20)
                }
            }
            // The paths given one by one (on-this-day) read the same.
            let paths = vault.entryPaths()
            for (result, path) in zip(vault.summaries(paths, previewLimit: 80), paths) {
                let full = Result { try vault.read(path) }
                switch (result, full) {
                case (.success(let summary), .success(let entry)):
                    #expect(summary.title == entry.title)
                    #expect(summary.frontMatter == entry.frontMatter)
                case (.failure(let a), .failure(let b)):
                    #expect(a.message(in: EnglishText()) == (b as? VaultError)?.message(in: EnglishText()))
                default:
                    Issue.record("\(path): summary \(result) but read \(full)")
                }
            }
        }
    }

    /// Search reads the front matter of its hits the fast way: the same summaries as parsing them.
    @Test(arguments: TestSeed.run(after: [11]))
    func searchHitsMatchParsedEntries(_ seed: UInt64) throws {
        try Sandbox.with { box in
            let vault = try Self.oddVault(box, seed: seed, count: 300, from: "2026-03-01", perDay: 2)
            var filter = EntryFilter()
            let query = try SearchQuery(terms: ["a"])
            for detail in [SearchDetail.summaries, .lines] {
                for tags in [[], ["travel", "family", "a"]] {
                    filter.tags = tags
                    filter.anyTag = true
                    let (hits, _) = vault.search(query, filter: filter, detail: detail)
                    // Not vacuous: a third of the generated files hold an `a` (and a few of those a tag asked for).
                    #expect(hits.count > (tags.isEmpty ? 50 : 0))
                    for hit in hits {
                        let entry = try vault.read(hit.path)
                        let summary = try #require(hit.entry)
                        #expect(summary.frontMatter == entry.frontMatter, "\(hit.path)")
                        #expect(summary.title == entry.title, "\(hit.path)")
                        #expect(summary.timestamp == entry.timestamp(localZone: vault.timeZone), "\(hit.path)")
                        #expect(filter.matches(entry.frontMatter))
                    }
                }
            }
        }
    }
}

/// Titles and previews read from a body's bytes, against the way they were read before, line by line
/// from the body's string.
@Suite("Entry text: titles and previews from bytes")
struct EntryTextBytesTests {
    static let lines = [
        "# Title", "## 제목", "#NoSpace", "####### seven", "  # spaced  ", "![](media/a.jpeg)", "![](dayone-moment://x)",
        "[a file](media/b.pdf)", "![x](media/a.jpeg) ![](media/c.png)", "![](media/a.jpeg) words", "text with 한국어 and emoji 😀",
        "\t tabbed\t words \t", "cafe\u{301} vs café", "", "   ", "\r", "a", "long " + String(repeating: "word ", count: 60), "---"
    ]

    static func body(_ g: inout SplitMix64) -> String {
        (0..<g.int(0...9)).map { _ in g.pick(lines) }.joined(separator: g.pick(["\n", "\r\n", "\n\n"])) + (g.chance(0.5) ? "\n" : "")
    }

    /// The preview as it was written before: byte by byte, from the body's lines.
    static func referencePreview(_ body: String, limit: Int) -> String {
        var out: [UInt8] = []
        var characters = 0
        var pendingSpace = false
        var beforeTitle = true
        for trimmed in trimmedLines(body) {
            guard EntryText.isTitleLine(trimmed) else { continue }
            if beforeTitle {
                beforeTitle = false
                continue
            }
            for byte in trimmed {
                if EntryText.isSpace(byte) {
                    pendingSpace = true
                    continue
                }
                if pendingSpace, !out.isEmpty {
                    if characters + 1 >= limit { return String(decoding: out, as: UTF8.self) }
                    out.append(UInt8(ascii: " "))
                    characters += 1
                }
                pendingSpace = false
                if byte & 0xC0 != 0x80 {
                    if characters >= limit { return String(decoding: out, as: UTF8.self) }
                    characters += 1
                }
                out.append(byte)
            }
            pendingSpace = true
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The body's lines that hold more than white space, without it at either end.
    static func trimmedLines(_ body: String) -> [[UInt8]] {
        Array(body.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).compactMap { line in
            guard let first = line.firstIndex(where: { !EntryText.isSpace($0) }), let last = line.lastIndex(where: { !EntryText.isSpace($0) })
            else { return nil }
            return Array(line[first...last])
        }
    }

    /// The title as it was read before: the first line that is not only pictures, its heading marker removed.
    static func referenceTitle(_ body: String) -> String {
        guard let line = trimmedLines(body).first(where: { EntryText.isTitleLine($0) }) else { return "" }
        let hashes = line.prefix(while: { $0 == UInt8(ascii: "#") }).count
        guard (1...6).contains(hashes), hashes < line.count, line[hashes] == UInt8(ascii: " ") else { return String(decoding: line, as: UTF8.self) }
        return String(decoding: line[hashes...].drop(while: { EntryText.isSpace($0) }), as: UTF8.self)
    }

    @Test(arguments: TestSeed.run(after: [5]))
    func previewsAndTitlesAreAsBefore(_ seed: UInt64) {
        var g = SplitMix64(seed: seed)
        for _ in 0..<2000 {
            let body = Self.body(&g)
            for limit in [-1, 0, 1, 2, 3, 7, 80, 240] {
                #expect(EntryText.preview(of: body, limit: limit) == Self.referencePreview(body, limit: limit), "\(body.debugDescription) \(limit)")
            }
            #expect(EntryText.title(of: body) == Self.referenceTitle(body), "\(body.debugDescription)")
        }
    }
}
