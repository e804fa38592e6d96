/// Writes a front-matter block: the contract's keys in order, then the user's, reusing source text for unchanged fields.
enum FrontMatterWriter {
    static func block(_ fm: FrontMatter, source: EntryDocument.Source?) -> String {
        let eol = source?.lineEnding ?? "\n"
        var out = "---" + eol + (source?.preamble ?? "")
        for key in FrontMatter.knownKeys {
            guard let lines = canonicalLines(key, fm) else { continue }
            if let source, let parsed = source.parsed, let text = source.knownTexts[key],
               !source.canonicalKeys.contains(key), sameValue(key, parsed, fm) {
                out += text
            } else {
                out += lines.map { $0 + eol }.joined()
                // Comment and blank lines that followed the old value belong to the block, not the value.
                if let text = source?.knownTexts[key] { out += trailingComments(text) }
            }
        }
        for field in fm.userFields {
            var text = field.text
            if text.utf8.last != UInt8(ascii: "\n") { text += eol }
            out += text
        }
        return out + "---" + eol
    }

    /// The comment and blank lines at the end of a field's source text (at column 0).
    static func trailingComments(_ text: String) -> String {
        let lines = SourceLines(text)
        var start = lines.count
        while start > 1 {
            let content = lines.content(start - 1)
            let isComment = content.first == UInt8(ascii: "#")
            let isBlank = content.allSatisfy { $0 == UInt8(ascii: " ") }
            guard isComment || isBlank else { break }
            start -= 1
        }
        return lines.text(start..<lines.count)
    }

    static func sameValue(_ key: String, _ a: FrontMatter, _ b: FrontMatter) -> Bool {
        switch key {
        case "schema": return a.schema == b.schema
        case "created": return a.created == b.created
        case "location": return a.location == b.location
        case "weather": return a.weather == b.weather
        case "tags": return a.tags == b.tags
        default: return a.starred == b.starred
        }
    }

    /// The canonical lines of one of the contract's keys, nil when the entry has no value for it.
    static func canonicalLines(_ key: String, _ fm: FrontMatter) -> [String]? {
        switch key {
        case "schema":
            return fm.schema.map { ["schema: \($0)"] }
        case "created":
            // A timestamp or epoch is written plain: it is read back as text, never as a YAML date.
            return fm.created.map { ["created: " + (YAMLScalar.isSimplePlain($0, inFlow: false) ? $0 : YAMLScalar.doubleQuoted($0))] }
        case "location":
            guard let loc = fm.location else { return nil }
            var lines = ["location:"]
            if let name = loc.name { lines.append("  name: " + YAMLScalar.render(name)) }
            if let lat = loc.latitude { lines.append("  latitude: " + YAMLScalar.render(lat)) }
            if let lon = loc.longitude { lines.append("  longitude: " + YAMLScalar.render(lon)) }
            for pair in loc.extraFields { YAMLScalar.block(key: pair.key, pair.value, indent: 2, into: &lines) }
            return lines.count == 1 ? ["location: {}"] : lines
        case "weather":
            guard let weather = fm.weather else { return nil }
            var lines = ["weather:"]
            if let condition = weather.condition { lines.append("  condition: " + YAMLScalar.render(condition)) }
            if let temperature = weather.temperature { lines.append("  temperature: " + YAMLScalar.render(temperature)) }
            if let code = weather.code { lines.append("  code: \(code)") }
            for pair in weather.extraFields { YAMLScalar.block(key: pair.key, pair.value, indent: 2, into: &lines) }
            return lines.count == 1 ? ["weather: {}"] : lines
        case "tags":
            return fm.tags.map { tags in ["tags: [" + tags.map { YAMLScalar.render($0, inFlow: true) }.joined(separator: ", ") + "]"] }
        default:
            return fm.starred.map { ["starred: \($0)"] }
        }
    }
}
