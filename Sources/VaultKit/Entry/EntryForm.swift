import Foundation

/// An entry as a form shows it: the fields a person fills in (when, where, the weather, tags, the star) and
/// the body, over the front matter as the file holds it.
///
/// A form carries `head` — the text before the body, exactly as the entry (or a new entry's starting text)
/// has it — and gets back the fields and the body. `text(fields:body:)` puts the whole text together again:
/// a field whose value is the one `head` shows keeps its bytes; a changed one has only its own lines
/// rewritten (as `diary meta` does); everything else — comments, the person's own keys, `schema`, a BOM,
/// the line endings — stays as written.
public struct EntryForm: Sendable, Equatable {
    /// The text before the body: a BOM and the front-matter block with both `---` lines, or empty.
    public let head: String
    /// Everything after the block, exactly.
    public let body: String
    /// What `head` says, as the form's fields show it.
    public let fields: EntryFormFields
    /// What the fields do not show: `schema` and the person's own keys and comments as written.
    public let otherLines: [String]
    /// The front matter's `title` key (`FrontMatter.title`), which titles the entry whatever its body says.
    public let titleKey: String?

    /// Reads `text`; `day` is the entry's (a `created` without a readable date shows that day), `zone` the
    /// one a `created` written as epoch seconds (schema 1) is shown in. Throws what reading the front matter
    /// throws (the form cannot show a block it cannot read).
    public init(text: String, day: Day, file: String, zone: TimeZone) throws {
        let document = try EntryDocument.parse(text: text, file: file)
        let head = String(decoding: text.utf8.dropLast(document.body.utf8.count), as: UTF8.self)
        self.head = head
        self.body = document.body
        self.fields = EntryFormFields(document.frontMatter, day: day, zone: zone)
        self.otherLines = Self.otherLines(document)
        self.titleKey = document.frontMatter?.title
    }

    /// The whole text with `fields` and `body`: `head` changed only where a field differs from what it shows.
    /// A changed time keeps the offset `created` had (`zone`'s when it had none). Throws
    /// `EntryFormProblem.notADateAndTime` for a date or time that is none, and what reading the front
    /// matter throws.
    public func text(fields new: EntryFormFields, body newBody: String, file: String, zone: TimeZone) throws -> String {
        let joined = joining(newBody)
        let document = try EntryDocument.parse(text: joined, file: file)
        guard new != fields else { return joined }
        // An entry without front matter gets one without `schema`: saved, it is upgraded as any schema-1
        // entry is (its `created` from its name and history).
        var fm = document.frontMatter ?? FrontMatter()
        if new.date != fields.date || new.time != fields.time {
            guard let stamp = new.timestamp(keepingOffsetOf: fm.timestamp(localZone: zone), zone: zone) else {
                throw EntryFormProblem.notADateAndTime(date: new.date, time: new.time)
            }
            fm.created = stamp.description
        }
        var change = FrontMatterChange()
        let place = Self.trimmed(new.place)
        if place != Self.trimmed(fields.place) { change.location = place.isEmpty ? .remove : .set(place) }
        let weather = Self.trimmed(new.weather)
        if weather != Self.trimmed(fields.weather) { change.weather = weather.isEmpty ? .remove : .set(Weather(typed: weather)) }
        if new.starred != fields.starred { change.starred = new.starred }
        fm = change.applied(to: fm)
        let tags = EntryFormFields.tagList(new.tags)
        if tags != EntryFormFields.tagList(fields.tags) { fm.tags = tags.isEmpty ? nil : tags }
        return document.splicingFrontMatter(fm) ?? document.replacingFrontMatter(fm, canonical: []).rendered()
    }

    /// `head` then `body`, with a line ending between them when the block's closing line had none (a file
    /// that ends at `---`).
    public func joining(_ body: String) -> String {
        // By byte: "\r\n" is one Character, which is neither "\r" nor "\n".
        let last = head.utf8.last
        guard let last, !body.isEmpty, head != "\u{FEFF}", last != UInt8(ascii: "\n"), last != UInt8(ascii: "\r") else {
            return head + body
        }
        return head + (head.contains("\r\n") ? "\r\n" : "\n") + body
    }

    static func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// The lines of `document`'s block that no field shows: the preamble and the person's own keys.
    static func otherLines(_ document: EntryDocument) -> [String] {
        guard let fm = document.frontMatter else { return [] }
        var lines: [String] = []
        if let preamble = document.source?.preamble, !preamble.isEmpty { lines += Self.lines(preamble) }
        if let schema = fm.schema { lines.append("schema: \(schema)") }
        for field in fm.userFields { lines += Self.lines(field.text) }
        return lines
    }

    static func lines(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }
}

/// Why a form's fields cannot be written.
public enum EntryFormProblem: Error, Equatable {
    /// The date or the time typed is none (`2026-13-01`, `25:00`).
    case notADateAndTime(date: String, time: String)
}

/// The values of a form's fields, as typed: `date` `2026-11-25`, `time` `21:14`, `place` a name, `weather`
/// `Rain, 12°C`, `tags` `walk, seoul`.
public struct EntryFormFields: Sendable, Equatable {
    public var date: String
    public var time: String
    public var place: String
    public var weather: String
    public var tags: String
    public var starred: Bool

    public init(date: String = "", time: String = "", place: String = "", weather: String = "", tags: String = "", starred: Bool = false) {
        self.date = date
        self.time = time
        self.place = place
        self.weather = weather
        self.tags = tags
        self.starred = starred
    }

    /// What `frontMatter` says; `day` when it has no `created` that can be read.
    init(_ frontMatter: FrontMatter?, day: Day, zone: TimeZone) {
        let stamp = frontMatter?.timestamp(localZone: zone)
        self.init(
            date: (stamp?.day ?? day).description,
            time: stamp.map { Self.twoDigits($0.hour) + ":" + Self.twoDigits($0.minute) } ?? "",
            place: frontMatter?.location?.name ?? "",
            weather: frontMatter?.weather.map(Self.typed) ?? "",
            tags: (frontMatter?.tags ?? []).joined(separator: ", "),
            starred: frontMatter?.starred == true)
    }

    /// The tags typed, split at commas, without blanks and repeats (compared without regard to case).
    static func tagList(_ text: String) -> [String] {
        NewEntryMoment.unique(
            text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty })
    }

    /// `created` from `date` and `time` (`HH:MM` or `HH:MM:SS`), at the offset of `old` (the entry's, so that
    /// moving the time does not move the zone); nil when either is not one.
    func timestamp(keepingOffsetOf old: EntryTimestamp?, zone: TimeZone) -> EntryTimestamp? {
        guard let day = Day(date.trimmingCharacters(in: .whitespaces)) else { return nil }
        let parts = time.trimmingCharacters(in: .whitespaces).split(separator: ":").map { Int($0) }
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0 != nil }) else { return nil }
        let seconds = parts.count == 3 ? parts[2]! : 0
        let offset = old?.offsetSeconds ?? zone.secondsFromGMT(for: day.startDate(in: zone))
        return EntryTimestamp(day: day, hour: parts[0]!, minute: parts[1]!, second: seconds, offsetSeconds: offset)
    }

    /// Weather as a person types it, the way `Weather(typed:)` reads it back: `Rain, 12°C`, `12°C`, `Rain`.
    static func typed(_ weather: Weather) -> String {
        var parts: [String] = []
        if let condition = weather.condition { parts.append(condition) }
        if let temperature = weather.temperature {
            let whole = temperature.rounded() == temperature && abs(temperature) < 1e15
            parts.append((whole ? String(Int(temperature)) : String(temperature)) + "°C")
        }
        return parts.joined(separator: ", ")
    }

    static func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
}
