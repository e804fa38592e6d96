import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// `export --format dayone` then `import dayone` is the identity: on random entries (odd bodies with
/// backslashes, code and punctuation, CRLF, no last line break; the user's own keys with odd scalars;
/// zones and offsets of every kind; place, weather, tags, star; photos, videos, recordings and other
/// files linked in every form), every field, every byte of the body and every file linked come back.
@Suite("Day One: export → import is the identity")
struct DayOneRoundTripPropertyTests {
    static let vaultZone = TimeZone(identifier: "Asia/Seoul")!
    static let perSeed = 300

    static let bodyLines: [String] = [
        "# A title", "## \\--name", "Plain text. With (parentheses) and [brackets]!", "well-known, 3.50 - cheap",
        "`@\"\\.NET\"` in code", "@\"\\.NET\" outside code", "a\\.b \\- c \\\\ d \\", "\\- not a list", "1\\. not a list",
        "- item", "  - nested item", "1. first", "2) second", "- [ ] todo", "- [x] done", "> quoted.", "---", "|a|b|", "|--|:-:|",
        "```swift", "let x = a.b(\"\\.\") // [code]", "```", "~~~", "    indented.code()", "[link](https://example.com/a-b.html)",
        "![photo](https://example.com/p.jpeg)", "<https://x.y/z.html>", "서울숲 산책. 단풍이 들었다!", "😀 emoji (yes)", "*emphasis* _under_ #tag",
        "back\\\\slash\\", "", "", "   ", "\t tab."
    ]

    static let tags = ["travel", "family", "여행", "가족", "NO", "017", "1.10", "two words", "c#", "a-b", "x:y", "Partly cloudy"]

    static let userValues = [
        "good", "NO", "017", "1.10", "'quoted'", "\"double: quoted\"", "[a, b]", "서울", "2026-11-21 09:14:03 +0900", "~", "null", "yes",
        "0x1F", "-x", "a #b"
    ]

    /// Zones an entry may have been written in, and offsets no zone has now.
    static let zones = [
        "Asia/Seoul", "Asia/Tokyo", "Europe/Berlin", "America/Los_Angeles", "America/St_Johns", "Asia/Kathmandu", "Asia/Kolkata",
        "Australia/Lord_Howe", "Pacific/Chatham", "Pacific/Kiritimati", "UTC"
    ]

    /// A random entry's front matter and body, as a person might have them.
    static func entry(_ g: inout SplitMix64, number: Int) throws -> EntryDocument {
        let instant = Date(timeIntervalSince1970: Double(g.int(0...4_102_444_800)))
        let zoneName = g.pick(zones)
        var offset = TimeZone(identifier: zoneName)!.secondsFromGMT(for: instant)
        if g.chance(0.2) { offset = g.int(-14 * 60...14 * 60) * 60 }
        let created = EntryTimestamp(instant, in: TimeZone(secondsFromGMT: offset)!)
        var fm = FrontMatter(schema: 2, created: created.description)
        if g.chance(0.5) {
            let name: String? = g.chance(0.8) ? g.pick(Generate.tricky + ["서울숲", "Santa Monica Pier"]) : nil
            fm.location = Location(
                name: name, latitude: name == nil || g.chance(0.6) ? Generate.number(&g) : nil, longitude: g.chance(0.6) ? Generate.number(&g) : nil)
            if g.chance(0.15) { fm.location?.extraFields = [YAMLPair(key: "country", value: .scalar("KR", plain: true))] }
        }
        if g.chance(0.5) {
            fm.weather = Weather(
                condition: g.chance(0.7) ? g.pick(["Clear sky", "맑음", "Partly cloudy", "NO", "017", ""]) : nil,
                temperature: g.chance(0.6) ? g.pick([11.5, -3, 0, 14.579999923706055, -0.5, 40]) : nil,
                code: g.chance(0.6) ? g.pick([0, 1, 2, 3, 45, 61, 95]) : 2)
            if g.chance(0.15) { fm.weather?.extraFields = [YAMLPair(key: "uv", value: .scalar("3", plain: true))] }
        }
        if g.chance(0.6) {
            var tags: [String] = []
            for _ in 0..<g.int(1...4) {
                let tag = g.pick(Self.tags)
                if !tags.contains(tag) { tags.append(tag) }
            }
            fm.tags = tags
        }
        if g.chance(0.3) { fm.starred = true }
        var fields: [UserField] = []
        if g.chance(0.2) { fields.append(.text("dayone_uuid", (0..<32).map { _ in g.pick(Array("0123456789ABCDEF")).description }.joined())) }
        if g.chance(0.2) {
            // A zone that had the entry's offset then; the export writes it back as the entry's zone.
            if let zone = zones.first(where: { TimeZone(identifier: $0)?.secondsFromGMT(for: instant) == offset }) {
                fields.append(.text("dayone_time_zone", zone))
            }
        }
        if g.chance(0.6) {
            for key in ["mood", "title", "author", "categories", "date", "x-custom", "Note"].shuffled(using: &g).prefix(g.int(1...4)) {
                let text =
                    key == "categories" && g.chance(0.5)
                    ? "categories:\n  - \(g.pick(userValues))\n  - two\n" : "\(key): \(g.pick(userValues))\n"
                fields.append(UserField(key: key, text: text))
            }
        }
        fm.userFields = fields
        var lines = (0..<g.int(0...10)).map { _ in g.pick(bodyLines) }
        lines.insert("Entry \(number).", at: g.int(0...lines.count))
        let eol = g.chance(0.2) ? "\r\n" : "\n"
        var body = lines.joined(separator: eol)
        if g.chance(0.7) { body += eol }
        // The entry as the vault reads it is the original: what was written, read back.
        return try EntryDocument.parse(text: ImportedText.document(fm, body: body).rendered(), file: "gen.md")
    }

    /// A line linking attachments in one of the ways a body may, and the files it needs in the vault
    /// (`pool`: files made before, which a line may link again). Paths are the vault's.
    static func mediaLine(_ g: inout SplitMix64, entry: EntryPath, pool: inout [(path: String, data: Data)]) -> (String, [(String, Data)]) {
        func bytes() -> Data { Data((0..<g.int(1...3000)).map { _ in UInt8.random(in: 0...255, using: &g) }) }
        func hashed(_ data: Data, _ ext: String, in folder: String = entry.folder) -> String {
            var hash = ContentHash()
            hash.update(data)
            return folder + "/media/" + hash.finalize().sha256 + "." + ext
        }
        func link(_ path: String) -> String { MediaPath.link(from: entry, to: path) }
        switch g.int(0...11) {
        case 0, 1:
            let data = bytes()
            let path = hashed(data, g.pick(["jpeg", "png", "heic"]))
            return ("![](\(link(path)))", [(path, data)])
        case 2:
            let data = bytes()
            let path = hashed(data, "jpeg")
            return ("![\(g.pick(["alt text", "사진.", "a [b]"]))](\(link(path)))", [(path, data)])
        case 3:
            let data = bytes()
            let path = hashed(data, g.pick(["mov", "mp4"]))
            return ("[\(g.pick(["Video", "my clip.", "Video"]))](\(link(path)))", [(path, data)])
        case 4:
            let data = bytes()
            let path = hashed(data, g.pick(["m4a", "mp3"]))
            return ("[\(g.pick(["Audio", "memo"]))](\(link(path)))", [(path, data)])
        case 5:
            let data = bytes()
            let path = hashed(data, "pdf")
            return ("Read [PDF](\(link(path))) later.", [(path, data)])
        case 6:
            // Another month's folder, or a name that is not the file's hash: the place is kept.
            let data = bytes()
            let path = g.chance(0.5) ? hashed(data, "jpeg", in: "2020/05") : entry.folder + "/media/IMG_\(g.int(1000...9999)).jpeg"
            return ("![](\(link(path)))", [(path, data)])
        case 7:
            let data = bytes()
            let path = hashed(data, "jpeg")
            return ("![with a title](\(link(path)) \"title\")", [(path, data)])
        case 8:
            return ("![](media/missing-\(g.int(0...99)).jpeg)", [])
        case 9:
            let data = bytes()
            let path = hashed(data, "txt")
            return ("[notes](\(link(path)))", [(path, data)])
        default:
            guard let old = pool.isEmpty ? nil : g.pick(pool), MediaKind(fileName: old.path) == .photo else {
                let data = bytes()
                let path = hashed(data, "jpeg")
                return ("![](\(link(path))) ![](\(link(path)))", [(path, data)])
            }
            return ("Again: ![](\(link(old.path)))", [(old.path, old.data)])
        }
    }

    @Test(arguments: TestSeed.run(after: [1, 2, 0xDA7_0E]))
    func exportThenImportGivesBackEveryFieldAndByte(_ seed: UInt64) throws {
        try Sandbox.with { sb in
            var g = SplitMix64(seed: seed)
            let source = try sb.makeVault(timeZone: Self.vaultZone)
            var originals: [Int: Entry] = [:]
            var taken: Set<EntryPath> = []
            var pool: [(path: String, data: Data)] = []
            for n in 0..<Self.perSeed {
                var document = try Self.entry(&g, number: n)
                let day = try #require(document.frontMatter?.timestamp(localZone: Self.vaultZone)?.day)
                var path = EntryPath(day: day)
                while taken.contains(path) { path = EntryPath(day: day, sequence: path.sequence + 1) }
                taken.insert(path)
                if g.chance(0.4) {
                    // Pictures, recordings and other files, linked on lines of their own among the others.
                    let eol = document.body.contains("\r\n") ? "\r\n" : "\n"
                    var lines = document.body.components(separatedBy: eol)
                    for _ in 0..<g.int(1...3) {
                        let (line, files) = Self.mediaLine(&g, entry: path, pool: &pool)
                        for (file, data) in files where !sb.exists(file) {
                            try sb.write(file, bytes: data)
                            pool.append((file, data))
                        }
                        lines.insert(line, at: g.int(0...max(0, lines.count - 1)))
                    }
                    let text = ImportedText.document(try #require(document.frontMatter), body: lines.joined(separator: eol)).rendered()
                    document = try EntryDocument.parse(text: text, file: "gen.md")
                }
                try sb.write(path.relativePath, document.rendered())
                originals[n] = try source.read(path)
            }
            let file = sb.root.appendingPathComponent("Export.zip")
            try DayOneExport.emptyZip.write(to: file)
            _ = try DayOneExport.writeZip(from: Array(originals.values), timeZone: Self.vaultZone, root: sb.repo, to: file)

            let (_, _) = try Vault.initialize(at: sb.root.appendingPathComponent("back"), timeZone: Self.vaultZone)
            let target = try Vault.open(at: sb.root.appendingPathComponent("back"), timeZone: Self.vaultZone)
            let staging = target.mediaStaging()
            defer { staging.discard() }
            let report = try target.importEntries(try DayOneImport.read(file, zone: Self.vaultZone, media: staging))
            #expect(report.skipped.isEmpty, "seed \(seed): \(report.skipped)")
            #expect(report.added.count == Self.perSeed, "seed \(seed)")
            #expect(report.mediaAdded > 10 && report.missingMedia.isEmpty, "seed \(seed): \(report.mediaAdded) \(report.missingMedia)")
            for path in target.entryPaths() {
                let back = try target.read(path)
                guard let n = back.document.body.firstMatch(of: /Entry (\d+)\./).flatMap({ Int($0.1) }), let original = originals[n] else {
                    Issue.record("seed \(seed): \(path) is no entry that went out: \(back.document.body.debugDescription)")
                    continue
                }
                let context = Comment(rawValue: "seed \(seed) entry \(n):\n\(original.document.rendered().debugDescription)")
                #expect(back.document.frontMatter == original.document.frontMatter, context)
                #expect(Array(back.document.body.utf8) == Array(original.document.body.utf8), context)
                #expect(back.path.day == original.path.day, context)
                // Every photo, video, recording and PDF it links to came along, at its place, byte for byte.
                for attachment in source.attachments(of: original) where attachment.bytes != nil && MediaKind(fileName: attachment.path) != nil {
                    #expect(
                        FileManager.default.contents(atPath: target.root.appendingPathComponent(attachment.path).path)
                            == sb.bytes(attachment.path), "\(context) \(attachment.path)")
                }
            }
            // Read back into the vault it came from, every entry and every file is there already.
            let again = try source.importEntries(try DayOneImport.read(file, zone: Self.vaultZone, media: source.mediaStaging()))
            #expect(again.alreadyThere == Self.perSeed && again.mediaAdded == 0, "seed \(seed)")
        }
    }
}
