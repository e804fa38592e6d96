import Foundation

/// Turns the fields read from a block into a `FrontMatter`, each contract key read by `FrontMatterKey.read`;
/// the shapes inside `location`, `weather` and `tags` are read here.
enum FrontMatterFields {
    struct Interpreted {
        var frontMatter: FrontMatter
        /// Source text of each of the contract's keys, by key, when the block could be cut by line.
        var knownTexts: [FrontMatterKey: String]
    }

    static func interpret(_ fields: [SourceField], file: String, lineOffset: Int) throws -> Interpreted {
        var fm = FrontMatter()
        var texts: [FrontMatterKey: String] = [:]
        var seen = Set<String>()
        // A newer schema may use the known keys differently: say so before judging any of them.
        let declared = fields.first { $0.key == FrontMatterKey.schema.rawValue }?.value.scalarText.flatMap { Int($0) }
        if let schema = declared, schema > FrontMatter.currentSchema {
            throw VaultError.newerSchema(file: file, schema: schema, supported: FrontMatter.currentSchema)
        }
        // Front matter without a `schema` key (or with `schema: 0`) is schema 1's; the keys are those of its schema.
        let fileSchema = max(declared ?? 1, 1)
        for field in fields {
            let line = field.line + lineOffset
            func bad(_ problem: FrontMatterProblem) -> VaultError {
                .malformedFrontMatter(file: file, line: line, problem: problem)
            }
            guard seen.insert(field.key).inserted else { throw bad(.duplicateKey(field.key)) }
            guard let key = FrontMatterKey(rawValue: field.key), key.firstSchema <= fileSchema else {
                let text = field.text ?? render(key: field.key, field.value)
                fm.userFields.append(UserField(key: field.key, text: text))
                continue
            }
            if let text = field.text { texts[key] = text }
            if field.value.isNull { continue }
            try key.read(field.value, into: &fm, bad)
        }
        return Interpreted(frontMatter: fm, knownTexts: texts)
    }

    static func render(key: String, _ value: YAMLTree) -> String {
        var lines: [String] = []
        YAMLScalar.block(key: key, value, indent: 0, into: &lines)
        return lines.map { $0 + "\n" }.joined()
    }

    static func location(_ value: YAMLTree, _ bad: (FrontMatterProblem) -> VaultError) throws -> Location {
        if let name = value.scalarText { return Location(name: name) }
        guard case .map(let pairs) = value else { throw bad(.badValue(.location)) }
        var location = Location()
        for pair in pairs {
            switch pair.key {
            case "name": location.name = try text(pair.value, "location.name", bad)
            case "latitude": location.latitude = try number(pair.value, "location.latitude", bad)
            case "longitude": location.longitude = try number(pair.value, "location.longitude", bad)
            default: location.extraFields.append(pair)
            }
        }
        return location
    }

    static func weather(_ value: YAMLTree, _ bad: (FrontMatterProblem) -> VaultError) throws -> Weather {
        if let condition = value.scalarText { return Weather(condition: condition) }
        guard case .map(let pairs) = value else { throw bad(.badValue(.weather)) }
        var weather = Weather()
        for pair in pairs {
            switch pair.key {
            case "condition": weather.condition = try text(pair.value, "weather.condition", bad)
            case "temperature": weather.temperature = try number(pair.value, "weather.temperature", bad)
            case "code":
                guard let text = pair.value.scalarText, let code = Int(text) else {
                    throw bad(.weatherCodeNotWholeNumber)
                }
                weather.code = code
            default: weather.extraFields.append(pair)
            }
        }
        return weather
    }

    static func tags(_ value: YAMLTree, _ bad: (FrontMatterProblem) -> VaultError) throws -> [String] {
        switch value {
        case .scalar(let text, _):
            return commaSeparatedTags(text)
        case .list(let items):
            return try items.map { item in
                guard let text = item.scalarText else { throw bad(.badValue(.tags)) }
                return text
            }
        case .map:
            throw bad(.badValue(.tags))
        }
    }

    /// Schema 1's tags: one comma-separated string.
    static func commaSeparatedTags(_ text: String) -> [String] {
        text.split(separator: ",").map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
    }

    static func text(_ value: YAMLTree, _ name: String, _ bad: (FrontMatterProblem) -> VaultError) throws -> String? {
        if value.isNull { return nil }
        guard let text = value.scalarText else { throw bad(.notText(field: name)) }
        return text
    }

    static func number(_ value: YAMLTree, _ name: String, _ bad: (FrontMatterProblem) -> VaultError) throws -> Double? {
        if value.isNull { return nil }
        guard let text = value.scalarText, let number = Double(text), number.isFinite else {
            throw bad(.notNumber(field: name))
        }
        return number
    }

    static func bool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }
}
