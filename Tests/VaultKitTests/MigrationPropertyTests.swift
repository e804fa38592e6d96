import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// Random schema-1 entries, written by hand the way an older diary (or a person) would, with what was put in them.
struct RandomSchemaOneEntry: CustomStringConvertible {
    var text: String
    var zone: TimeZone
    var path: EntryPath
    /// `created` floored to whole seconds.
    var instant: Date
    var location: String?
    var weather: String?
    var tags: [String]?
    var starred: Bool?
    var userFields: [UserField]
    var body: String
    var blockLineEnding: String
    var seed: UInt64
    var index: Int

    var description: String { "seed \(seed) #\(index) in \(zone.identifier): \(text.debugDescription)" }

    static let zones = [TimeZone(identifier: "America/Los_Angeles")!, TimeZone(identifier: "Asia/Seoul")!]

    /// Written plain in the file.
    static let plainPlaces = [
        "Seoul, South Korea", "서울특별시 종로구", "Paris", "Café de Flore, Paris", "부산, 해운대구",
        "New York, NY", "Home", "São Paulo", "東京都 渋谷区", "a-b_c", "Zürich HB", "Sunny", "Partly cloudy",
        "맑음", "구름 조금, 바람", "Rain, heavy", "x[1]", "a{b}", "c++", "50% chance", "it's fine"
    ]
    /// Written double-quoted in the file: plain they would be something else (or invalid).
    static let quotedPlaces = [
        "NO", "1.10", "017", "yes", "true", "~", "null", "- dash", "[bracket]", "{brace}", "# hash",
        "a: b", "x #y", "\"quoted\"", "back\\slash", ": colon", "@at", "*star", "&anchor", "!bang",
        "%percent", "`tick`", "  padded  ", "2025-11-21", "0x1F", "1e3", ".inf", "서울: 맑음", "'single'",
        "tab\there", "", "|", ">", "?", "-", ","
    ]
    /// Tags: no commas (a comma-separated string cannot hold one), no surrounding spaces.
    static let tagWords = [
        "travel", "family", "여행", "가족", "two words", "017", "NO", "yes", "1.10", "c++", "a-b", "日記",
        "x_y", "work", "서울 나들이", "#hashtag", "[x]", "{y}", "@home", "~", "null", "-", "a:b", "it's"
    ]
    static let bodyLines = [
        "# Walk along the river", "", "Cold wind, warm coffee.", "한강을 따라 걸었다.", "---", "key: value",
        "  indented", "\ttab", "- item", "trailing spaces   ", "日本語のテキスト", "emoji 🙂🌧", "\u{FEFF}inner BOM",
        "...", "# 제목", "created: 1763683200"
    ]

    static func make(_ g: inout SplitMix64, seed: UInt64, index: Int) -> RandomSchemaOneEntry {
        let zone = g.pick(zones)
        let (epochText, whole) = epoch(&g, zone: zone)
        let instant = Date(timeIntervalSince1970: Double(whole))
        let eol = g.chance(0.3) ? "\r\n" : "\n"

        var fields: [(String, String)] = [("created", epochText)]
        var location: String?
        var weather: String?
        var tags: [String]?
        var starred: Bool?
        if g.chance(0.7) {
            let (text, value) = scalar(&g)
            fields.append(("location", text))
            location = value
        }
        if g.chance(0.7) {
            let (text, value) = scalar(&g)
            fields.append(("weather", text))
            weather = value
        }
        if g.chance(0.7) {
            let count = g.int(0...5)
            let words = (0..<count).map { _ in g.pick(tagWords) }
            let joined = words.enumerated().map { n, word in
                n == 0 ? word : g.pick([",", ", ", " , ", ",  "]) + word
            }.joined()
            // Plain when YAML reads it as this very string, else double-quoted (either is schema 1).
            let plain = !joined.isEmpty && YAMLScalar.isSafePlain(joined, inFlow: false) && g.chance(0.7)
            fields.append(("tags", plain ? joined : quote(joined)))
            tags = words
        }
        if g.chance(0.2) {
            let flag = g.chance(0.5)
            fields.append(("starred", flag ? "true" : "false"))
            starred = flag
        }
        fields.shuffle(using: &g)
        // The user's own keys, before, between and after the known ones.
        var userFields: [UserField] = []
        for key in ["mood", "answer", "version"] where g.chance(0.3) {
            let value = g.pick(["NO", "1.10", "017", "happy", "'quoted'", "[a, b]", "{k: v}", "2025-11-21", "~"])
            let position = g.int(0...fields.count)
            fields.insert((key, value), at: position)
        }
        for (key, value) in fields where !["created", "location", "weather", "tags", "starred"].contains(key) {
            userFields.append(UserField(key: key, text: "\(key): \(value)\(eol)"))
        }

        var body = ""
        let bodyEOL = g.chance(0.2) ? (eol == "\n" ? "\r\n" : "\n") : eol
        for n in 0..<g.int(0...8) {
            body += g.pick(bodyLines)
            if n % 3 == 2, g.chance(0.3) { body += g.pick(["\n", "\r\n"]) } else { body += bodyEOL }
        }
        if g.chance(0.2) { body += "no final newline" }
        // An empty entry is never saved (format.md), so every generated entry has some text.
        if body.allSatisfy(\.isWhitespace) { body += "Some text." + bodyEOL }

        var text = g.chance(0.1) ? "\u{FEFF}" : ""
        text += "---" + eol
        for (key, value) in fields { text += "\(key): \(value)\(eol)" }
        text += "---" + eol + body
        let path = EntryPath(day: Day(instant, in: zone), sequence: g.int(1...3))
        return RandomSchemaOneEntry(
            text: text, zone: zone, path: path, instant: instant, location: location, weather: weather,
            tags: tags, starred: starred, userFields: userFields, body: body, blockLineEnding: eol,
            seed: seed, index: index)
    }

    /// An epoch as schema 1 writes it, and its whole seconds (floor), computed from the digits, not through Double.
    static func epoch(_ g: inout SplitMix64, zone: TimeZone) -> (String, Int) {
        var seconds: Int
        switch g.int(0...3) {
        case 0:
            // Around a DST change of the zone (or of Los Angeles when the zone has none that year).
            let year = g.int(1970...2037)
            let start = Date(timeIntervalSince1970: Double(year - 1970) * 365.2425 * 86_400)
            let transition =
                zone.nextDaylightSavingTimeTransition(after: start)
                ?? zones[0].nextDaylightSavingTimeTransition(after: start)
                ?? start
            seconds = Int(transition.timeIntervalSince1970) + g.int(-7_200...7_200)
        case 1:
            // Exactly on a change, or one second before it.
            let year = g.int(2000...2030)
            let start = Date(timeIntervalSince1970: Double(year - 1970) * 365.2425 * 86_400 + Double(g.int(0...300)) * 86_400)
            let transition = zones[0].nextDaylightSavingTimeTransition(after: start) ?? start
            seconds = Int(transition.timeIntervalSince1970) - g.int(0...1)
        case 2:
            // Near midnight, local date and UTC date apart.
            seconds = g.int(1_600_000_000...1_800_000_000) / 86_400 * 86_400 + g.pick([-32_401, -32_400, -1, 0, 25_199, 25_200, 28_800, 57_599])
        default:
            seconds = g.int(-1_500_000_000...4_100_000_000)
        }
        guard g.chance(0.4) else { return (g.chance(0.2) ? "\(seconds).0" : "\(seconds)", seconds) }
        let digits = (0..<g.int(1...6)).map { _ in String(g.int(0...9)) }.joined()
        let fractionIsZero = digits.allSatisfy { $0 == "0" }
        if seconds < 0 || (seconds == 0 && g.chance(0.5)) {
            // -12.5 is 12.5 seconds before the epoch: floored to -13.
            let magnitude = seconds == 0 ? 0 : -seconds
            return ("-\(magnitude).\(digits)", fractionIsZero ? -magnitude : -magnitude - 1)
        }
        return ("\(seconds).\(digits)", seconds)
    }

    /// A location or weather text as the file writes it, and the text it stands for.
    static func scalar(_ g: inout SplitMix64) -> (String, String) {
        if g.chance(0.6) {
            let value = g.pick(plainPlaces)
            return (g.chance(0.8) ? value : quote(value), value)
        }
        let value = g.pick(quotedPlaces)
        return (quote(value), value)
    }

    static func quote(_ text: String) -> String {
        "\""
            + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\t", with: "\\t") + "\""
    }
}

@Suite("Migration property: random schema-1 entries migrate and read back the same")
struct MigrationPropertyTests {
    @Test(
        "instant, offset, place, weather, tags, starred, user keys and body survive",
        arguments: TestSeed.run(after: [0x5EED_0001, 0x5EED_0002, 0x5EED_0003, 0x5EED_0004]))
    func randomEntries(_ seed: UInt64) throws {
        var g = SplitMix64(seed: seed)
        for index in 0..<100 {
            let entry = RandomSchemaOneEntry.make(&g, seed: seed, index: index)
            do {
                try check(entry)
            } catch {
                Issue.record(error, Comment(rawValue: entry.description))
            }
        }
    }

    private func check(_ entry: RandomSchemaOneEntry) throws {
        let context = Comment(rawValue: entry.description)
        let document = try EntryDocument.parse(text: entry.text, file: entry.path.relativePath)
        #expect(document.schemaVersion == 1, context)
        let migrated = try Migration.migrate(document, path: entry.path, context: MigrationContext(timeZone: entry.zone))
        let text = migrated.rendered()
        let back = try EntryDocument.parse(text: text, file: entry.path.relativePath)
        let fm = try #require(back.frontMatter, context)

        #expect(back.schemaVersion == 2 && fm.schema == 2, context)
        let stamp = try #require(fm.created.flatMap { EntryTimestamp(rfc3339: $0) }, "created: \(fm.created ?? "nil"); \(context)")
        #expect(fm.created == stamp.description, "RFC 3339, seconds precision: \(fm.created ?? ""); \(context)")
        #expect(stamp.date == entry.instant, "\(stamp) vs \(entry.instant.timeIntervalSince1970); \(context)")
        #expect(stamp.offsetSeconds == entry.zone.secondsFromGMT(for: entry.instant), "\(stamp); \(context)")
        #expect(stamp.day == Day(entry.instant, in: entry.zone), "\(stamp); \(context)")

        #expect(fm.location == entry.location.map { Location(name: $0) }, "\(String(describing: fm.location)); \(context)")
        #expect(fm.weather == entry.weather.map { Weather(condition: $0) }, "\(String(describing: fm.weather)); \(context)")
        #expect(fm.tags == entry.tags, "\(String(describing: fm.tags)); \(context)")
        #expect(fm.starred == entry.starred, context)
        #expect(fm.userFields == entry.userFields, "\(fm.userFields); \(context)")
        #expect(Array(back.body.utf8) == Array(entry.body.utf8), "body; \(context)")
        #expect(text.utf8.suffix(entry.body.utf8.count).elementsEqual(entry.body.utf8), "the file ends with the body; \(context)")
        #expect(
            text.hasPrefix(entry.text.hasPrefix("\u{FEFF}") ? "\u{FEFF}---" + entry.blockLineEnding : "---" + entry.blockLineEnding),
            "BOM and line ending; \(context)")

        // The block is written in the file's line ending, every line of it.
        let blockBytes = Array(text.utf8.dropLast(entry.body.utf8.count))
        for (n, byte) in blockBytes.enumerated() where byte == UInt8(ascii: "\n") {
            let crlf = n > 0 && blockBytes[n - 1] == UInt8(ascii: "\r")
            #expect(crlf == (entry.blockLineEnding == "\r\n"), "line ending at byte \(n): \(text.debugDescription); \(context)")
        }

        // Idempotent, and the vault's own check (read back, same body) agrees.
        let again = try Migration.migrate(back, path: entry.path, context: MigrationContext(timeZone: entry.zone)).rendered()
        #expect(Array(again.utf8) == Array(text.utf8), "migrating twice; \(context)")
        let checked = try Vault.migratedText(document, path: entry.path, target: 2, context: MigrationContext(timeZone: entry.zone)).text
        #expect(Array(checked.utf8) == Array(text.utf8), context)
    }
}
