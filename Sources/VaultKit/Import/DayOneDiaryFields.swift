import Foundation

/// What an entry's front matter holds that Day One has no field for, carried in its tags: Day One keeps
/// tags. Each of the entry's own keys is one tag, `diary:` and its lines exactly as the file has them
/// (`diary:mood: good`, `diary:title: "On: colons"`), and so are the user's own keys inside `location`
/// and `weather` (`diary:location:\n  country: KR`). `diary import dayone` takes them out of the tags and
/// puts them back as they were; a `diary:` tag that is no front-matter key (`diary:work`) stays a tag.
enum DayOneTagFields {
    static let prefix = "diary:"

    /// The tags that carry `fields`, and the extra keys of `location` and `weather`, in that order.
    static func tags(_ fields: [UserField], location: [YAMLPair], weather: [YAMLPair]) -> [String] {
        var tags = fields.map { prefix + withoutLastLineBreak($0.text) }
        var place = Location()
        place.extraFields = location
        if !location.isEmpty, let lines = FrontMatterKey.location.canonicalLines(of: FrontMatter(location: place)) {
            tags.append(prefix + lines.joined(separator: "\n"))
        }
        var conditions = Weather()
        conditions.extraFields = weather
        if !weather.isEmpty, let lines = FrontMatterKey.weather.canonicalLines(of: FrontMatter(weather: conditions)) {
            tags.append(prefix + lines.joined(separator: "\n"))
        }
        return tags
    }

    /// `tags` without the ones that carry fields, and the fields they carry: user keys, in order, and
    /// the extra keys of location and weather.
    static func read(_ tags: [String]) -> (tags: [String], fields: [UserField], location: [YAMLPair], weather: [YAMLPair]) {
        var kept: [String] = []
        var fields: [UserField] = []
        var location: [YAMLPair] = []
        var weather: [YAMLPair] = []
        for tag in tags {
            guard tag.hasPrefix(prefix), let read = frontMatter(String(tag.dropFirst(prefix.count))) else {
                kept.append(tag)
                continue
            }
            fields += read.userFields
            location += read.location?.extraFields ?? []
            weather += read.weather?.extraFields ?? []
        }
        return (kept, fields, location, weather)
    }

    /// The front matter `lines` make, when they are exactly one key of the user's, or extra keys of
    /// location or weather; nil for anything else.
    private static func frontMatter(_ lines: String) -> FrontMatter? {
        let text = "---\nschema: 2\n" + lines.replacingOccurrences(of: "\r\n", with: "\n") + "\n---\n"
        guard let read = try? EntryDocument.parse(text: text, file: "tag"), let fm = read.frontMatter else { return nil }
        let place = fm.location.map { $0.name == nil && $0.latitude == nil && $0.longitude == nil && !$0.extraFields.isEmpty }
        let conditions = fm.weather.map {
            $0.condition == nil && $0.temperature == nil && $0.code == nil && !$0.extraFields.isEmpty
        }
        let parts = [fm.userFields.count == 1, place == true, conditions == true]
        guard parts.filter({ $0 }).count == 1, fm.created == nil, fm.tags == nil, fm.starred == nil,
            place != false, conditions != false
        else { return nil }
        return fm
    }

    static func withoutLastLineBreak(_ text: String) -> String {
        var scalars = text.unicodeScalars[...]
        if scalars.last == "\n" { scalars = scalars.dropLast() }
        if scalars.last == "\r", text.unicodeScalars.last == "\n" { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }
}

/// What a diary export adds to each Day One entry for diary alone, which Day One has no place for:
/// `"diary": {"derived": ["timeZone", "uuid"], "weatherCode": 61, "paths": {"<moment id>": "2026/10/media/….jpeg"}}`.
/// `derived` names the fields the export made up (an entry without a Day One id or zone gets one), which
/// the way back in does not turn into `dayone_…` keys; `weatherCode` is the WMO code (Day One's own
/// `weatherCode` is a name of its own); `paths` keeps the place of an attachment that is not in its
/// entry's month's media folder; `made` names, for each attachment whose details the entry keeps
/// (`DayOneAttachmentDetails`), the fields of its item the export made up (an attachment not named there
/// had all of them made up). Day One drops it; read back by diary, the entry is as it was.
struct DayOneDiaryFields: Equatable {
    static let key = "diary"

    var derived: Set<String> = []
    var weatherCode: Int?
    var paths: [String: String] = [:]
    var made: [String: [String]] = [:]

    var isEmpty: Bool { derived.isEmpty && weatherCode == nil && paths.isEmpty && made.isEmpty }

    init() {}

    /// Read from the entry's `diary` field; nil when there is none (not a diary export).
    init?(_ value: JSONValue?) {
        guard case .object(let fields)? = value else { return nil }
        if case .array(let names)? = fields["derived"] {
            derived = Set(names.compactMap { if case .string(let name) = $0 { name } else { nil } })
        }
        if case .number(let code)? = fields["weatherCode"], code == code.rounded(), abs(code) < 1e9 { weatherCode = Int(code) }
        if case .object(let places)? = fields["paths"] {
            for (id, value) in places { if case .string(let path) = value { paths[id] = path } }
        }
        if case .object(let items)? = fields["made"] {
            for (id, value) in items {
                guard case .array(let names) = value else { continue }
                made[id] = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
            }
        }
    }

    var json: JSONValue {
        var fields: [String: JSONValue] = [:]
        if !derived.isEmpty { fields["derived"] = .array(derived.sorted().map(JSONValue.string)) }
        if let weatherCode { fields["weatherCode"] = .number(Double(weatherCode)) }
        if !paths.isEmpty { fields["paths"] = .object(paths.mapValues(JSONValue.string)) }
        if !made.isEmpty { fields["made"] = .object(made.mapValues { .array($0.sorted().map(JSONValue.string)) }) }
        return .object(fields)
    }
}
