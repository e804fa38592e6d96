import Localization

/// The contract's front-matter keys (format.md), in the order they are written, each owning how it is
/// read, written, compared, merged and worded when wrong.
///
/// Every switch over the keys is exhaustive, here and in `FactScanner` and `FrontMatterJSON`: a key of
/// a new schema is one more case with its `firstSchema` (the compiler then names every place that
/// must say what it does with it), one more property of `FrontMatter`, and one migration step.
public enum FrontMatterKey: String, CaseIterable, Sendable {
    case schema, created, location, weather, tags, starred

    /// The schema that made this key the contract's. In a file of an older schema a key of this name
    /// is the user's own, kept as written; the migration to `firstSchema` takes it over.
    var firstSchema: Int {
        switch self {
        case .schema, .created, .location, .weather, .tags, .starred: return 1
        }
    }

    /// The contract's keys in a file of `schema`, in the order they are written.
    static func keys(inSchema schema: Int) -> [FrontMatterKey] {
        allCases.filter { $0.firstSchema <= schema }
    }

    /// Reads the key's value (not null) into `frontMatter`; `bad` makes the error for a value of the
    /// wrong shape.
    func read(
        _ value: YAMLTree, into frontMatter: inout FrontMatter,
        _ bad: (FrontMatterProblem) -> VaultError
    ) throws {
        switch self {
        case .schema:
            guard let text = value.scalarText, let schema = Int(text), schema >= 0 else { throw bad(.badValue(self)) }
            frontMatter.schema = schema
        case .created:
            guard let text = value.scalarText else { throw bad(.badValue(self)) }
            // Schema 1's epoch seconds: a number past the years 1 to 9999 names no day a vault has.
            if EntryTimestamp(rfc3339: text) == nil, let seconds = Double(text),
                !EntryTimestamp.epochSecondsRange.contains(seconds)
            {
                throw bad(.createdOutOfRange)
            }
            frontMatter.created = text
        case .location:
            frontMatter.location = try FrontMatterFields.location(value, bad)
        case .weather:
            frontMatter.weather = try FrontMatterFields.weather(value, bad)
        case .tags:
            frontMatter.tags = try FrontMatterFields.tags(value, bad)
        case .starred:
            guard let text = value.scalarText, let flag = FrontMatterFields.bool(text) else { throw bad(.badValue(self)) }
            frontMatter.starred = flag
        }
    }

    /// The key's canonical lines in `frontMatter`, nil when the entry has no value for it.
    func canonicalLines(of frontMatter: FrontMatter) -> [String]? {
        switch self {
        case .schema:
            return frontMatter.schema.map { ["schema: \($0)"] }
        case .created:
            // A timestamp or epoch is written plain: it is read back as text, never as a YAML date.
            return frontMatter.created.map {
                ["created: " + (YAMLScalar.isSimplePlain($0, inFlow: false) ? $0 : YAMLScalar.doubleQuoted($0))]
            }
        case .location:
            guard let place = frontMatter.location else { return nil }
            var lines = ["location:"]
            if let name = place.name { lines.append("  name: " + YAMLScalar.render(name)) }
            if let latitude = place.latitude { lines.append("  latitude: " + YAMLScalar.render(latitude)) }
            if let longitude = place.longitude { lines.append("  longitude: " + YAMLScalar.render(longitude)) }
            for pair in place.extraFields { YAMLScalar.block(key: pair.key, pair.value, indent: 2, into: &lines) }
            return lines.count == 1 ? ["location: {}"] : lines
        case .weather:
            guard let weather = frontMatter.weather else { return nil }
            var lines = ["weather:"]
            if let condition = weather.condition { lines.append("  condition: " + YAMLScalar.render(condition)) }
            if let temperature = weather.temperature { lines.append("  temperature: " + YAMLScalar.render(temperature)) }
            if let code = weather.code { lines.append("  code: \(code)") }
            for pair in weather.extraFields { YAMLScalar.block(key: pair.key, pair.value, indent: 2, into: &lines) }
            return lines.count == 1 ? ["weather: {}"] : lines
        case .tags:
            return frontMatter.tags.map { tags in
                ["tags: [" + tags.map { YAMLScalar.render($0, inFlow: true) }.joined(separator: ", ") + "]"]
            }
        case .starred:
            return frontMatter.starred.map { ["starred: \($0)"] }
        }
    }

    /// True when `a` and `b` hold the same value for this key.
    func hasSameValue(in a: FrontMatter, as b: FrontMatter) -> Bool {
        switch self {
        case .schema: return a.schema == b.schema
        case .created: return a.created == b.created
        case .location: return a.location == b.location
        case .weather: return a.weather == b.weather
        case .tags: return a.tags == b.tags
        case .starred: return a.starred == b.starred
        }
    }

    /// Sync's three-way merge of this key into `merged` (which starts as `ours`): a value changed on one
    /// side takes that change; changed differently on both, ours stays and theirs is returned as a
    /// conflict. Tags are united instead (local order first; a tag removed on either side stays removed).
    func merge(base: FrontMatter, ours: FrontMatter, theirs: FrontMatter, into merged: inout FrontMatter) -> FieldConflict? {
        switch self {
        case .schema: return pick(\.schema, base, ours, theirs, &merged)
        case .created: return pick(\.created, base, ours, theirs, &merged)
        case .location: return pick(\.location, base, ours, theirs, &merged)
        case .weather: return pick(\.weather, base, ours, theirs, &merged)
        case .tags:
            merged.tags = EntryMerge.unitedTags(base: base.tags, ours: ours.tags, theirs: theirs.tags)
            return nil
        case .starred: return pick(\.starred, base, ours, theirs, &merged)
        }
    }

    private func pick<Value: Equatable>(
        _ path: WritableKeyPath<FrontMatter, Value?>, _ base: FrontMatter,
        _ ours: FrontMatter, _ theirs: FrontMatter,
        _ merged: inout FrontMatter
    ) -> FieldConflict? {
        let (b, o, t) = (base[keyPath: path], ours[keyPath: path], theirs[keyPath: path])
        if o == t || t == b {
            merged[keyPath: path] = o
            return nil
        }
        if o == b {
            merged[keyPath: path] = t
            return nil
        }
        merged[keyPath: path] = o
        return FieldConflict(key: rawValue, localText: yaml(of: ours), remoteText: yaml(of: theirs))
    }

    /// This key's lines in `frontMatter` as diary writes them, or a comment saying it has none.
    private func yaml(of frontMatter: FrontMatter) -> String {
        (canonicalLines(of: frontMatter)?.joined(separator: "\n") ?? FieldConflict.absent(rawValue)) + "\n"
    }

    /// What a value of this key must be, in `text`'s language (`FrontMatterProblem.badValue`).
    func badValueMessage(in text: any CoreText) -> String {
        switch self {
        case .schema: return text.frontMatterSchemaNotWholeNumber
        case .created: return text.frontMatterCreatedNotDateTime
        case .location: return text.frontMatterLocationNotMap
        case .weather: return text.frontMatterWeatherNotMap
        case .tags: return text.frontMatterTagsNotList
        case .starred: return text.frontMatterStarredNotBoolean
        }
    }
}
