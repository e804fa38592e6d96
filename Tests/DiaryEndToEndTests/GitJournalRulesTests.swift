import Foundation
import TestSupport
import Testing

/// A vault shared with GitJournal on a phone: what diary writes, GitJournal reads as diary means it, and what
/// GitJournal writes back when a note is saved in it reads in diary as the same entry. GitJournal cannot run here
/// (a Flutter app); its rules are `GitJournalNote` and `GitJournalYAMLWriter`, written from its source.
@Suite("GitJournal reads what diary writes, and diary reads what GitJournal writes back")
struct GitJournalRulesTests {
    /// Entries as diary writes them: a place, weather, tags and a star, texts that look like numbers or booleans
    /// (`1984`, `2024`, `no`), a `: ` and a `#` in a place, Korean, a heading, a plain first line, a `##` first.
    static let entries: [[String]] = [
        [
            "new", "--location", "1984", "--weather", "Rain, 12.5°C", "--tag", "2024", "--tag", "no", "--tag", "travel", "--star",
            "# Café 1984\n\nRain all day. Read by the window."
        ],
        ["new", "--location", "Seoul, South Korea: Jongno", "--weather", "Partly cloudy, 11°C", "비가 온다. 창가에서 책을 읽었다."],
        ["new", "--location", "Kim's #1 Café", "--tag", "여행", "## Not a first-level heading\n\nThe text under it."]
    ]

    /// The vault with `entries`, and each entry's JSON as `diary export --format json` gives it, by path.
    private static func vault(_ sb: Sandbox) async throws -> [String: [String: Any]] {
        try await sb.initVault()
        for arguments in entries {
            Expect.success(try await sb.launch(arguments).wait())
        }
        return try await exported(sb)
    }

    private static func exported(_ sb: Sandbox) async throws -> [String: [String: Any]] {
        let export = try await sb.diary("export", "--format", "json")
        Expect.success(export)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == entries.count, "\(export)")
        return Dictionary(uniqueKeysWithValues: array.map { ($0["path"] as? String ?? "", $0) })
    }

    private static func field(_ value: GitJournalValue?, _ key: String) -> GitJournalValue? {
        guard case .map(let fields) = value else { return nil }
        return fields.first { $0.key == key }?.value
    }

    private static func number(_ value: GitJournalValue?) -> Double? {
        switch value {
        case .integer(let integer): Double(integer)
        case .number(let number): number
        default: nil
        }
    }

    @Test("each entry diary writes: GitJournal reads its created (offset kept), tags, place, weather, star and body as diary does")
    func gitJournalReadsDiarysEntries() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let entries = try await Self.vault(sb)
        for (path, entry) in entries {
            let text = try #require(sb.text(path))
            let note = GitJournalNote(decoding: text)
            #expect(!note.props.isEmpty, "GitJournal finds the front matter of \(path)")
            let created = try #require(entry["created"] as? String)
            #expect(note.created == created, "\(path)")
            // GitJournal keeps a created of this form with its own offset (dart_git's GDateTime.parse), else takes it as UTC.
            #expect(created.wholeMatch(of: /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}/) != nil, "\(created)")
            #expect(note.tags == entry["tags"] as? [String], "\(path)")
            let location = entry["location"] as? [String: Any]
            #expect(Self.field(note["location"], "name")?.dartText == location?["name"] as? String, "\(path)")
            let weather = entry["weather"] as? [String: Any]
            #expect(Self.field(note["weather"], "condition")?.dartText == weather?["condition"] as? String, "\(path)")
            #expect(Self.number(Self.field(note["weather"], "temperature")) == weather?["temperature"] as? Double, "\(path)")
            #expect((note["starred"] == .flag(true)) == (entry["starred"] as? Bool == true), "\(path)")
            #expect(note.body == entry["body"] as? String, "GitJournal's body is diary's, byte for byte: \(path)")
            // The title: GitJournal takes a first `# ` line as diary does; a plain first line is no title to it
            // (it shows the file's name), a `##` first line neither.
            let body = entry["body"] as? String ?? ""
            #expect(note.titleAndBody.title == (body.hasPrefix("# ") ? entry["title"] as? String : nil), "\(path)")
        }
    }

    @Test(
        "each entry saved again in GitJournal (unquoted 1984 and 2024, a blank line before the body): diary reads the same entry, edits keep its front matter"
    )
    func diaryReadsGitJournalsSave() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let before = try await Self.vault(sb)
        var written: [String: String] = [:]
        for path in before.keys {
            let text = try #require(sb.text(path))
            let saved = GitJournalNote(decoding: text).savedByGitJournal(now: "2026-11-29T09:00:00+09:00")
            written[path] = saved
            try Data(saved.utf8).write(to: sb.vault.appendingPathComponent(path))
        }
        // What GitJournal wrote for the first entry, as its rules make it: texts that look like numbers unquoted.
        let first = try #require(before.first { ($0.value["body"] as? String)?.hasPrefix("# Café") == true }?.key)
        let created = try #require(before[first]?["created"] as? String)
        #expect(
            written[first]
                == "---\nschema: 2\ncreated: \(created)\nlocation:\n  name: 1984\nweather:\n  condition: Rain\n  temperature: 12.5\n"
                + "tags: [2024, no, travel]\nstarred: true\n---\n\n# Café 1984\n\nRain all day. Read by the window.")
        try await sb.git("-c", "user.name=Phone", "-c", "user.email=phone@example.com", "commit", "-qam", "Saved in GitJournal")

        let after = try await Self.exported(sb)
        for (path, entry) in before {
            let again = try #require(after[path], "\(path)")
            for key in ["created", "tags", "location", "weather", "starred", "title", "schema"] {
                #expect(
                    (again[key] as? NSObject)?.isEqual(entry[key]) ?? (entry[key] == nil || entry[key] is NSNull),
                    "\(path): \(key) \(String(describing: entry[key])) → \(String(describing: again[key]))")
            }
            #expect((again["extra"] as? [String: Any])?.isEmpty == true, "no key of GitJournal's own: \(path)")
            let trimmed = { (body: Any?) in (body as? String ?? "").trimmingCharacters(in: .whitespacesAndNewlines) }
            #expect(trimmed(again["body"]) == trimmed(entry["body"]), "\(path)")
        }
        let search = try await sb.diary("search", "window")
        #expect(search.stdout.contains("Café 1984"), "\(search)")
        let korean = try await sb.diary("search", "창가")
        #expect(korean.stdout.contains("비가 온다"), "\(korean)")

        // An edit in diary after GitJournal's save keeps GitJournal's front matter as it wrote it.
        let edited = try await sb.diary("open", first, editor: .append)
        Expect.success(edited)
        let frontMatter = try #require(written[first]?.components(separatedBy: "---\n\n").first)
        #expect(sb.text(first)?.hasPrefix(frontMatter + "---\n") == true, "\(sb.text(first) ?? "")")
        #expect(sb.text(first)?.hasSuffix(StubEditor.appendedText) == true)
        try await sb.expectClean()
    }
}
