import Foundation

/// Turns the fields read from a block into a `FrontMatter`, checking the contract's keys.
enum FrontMatterFields {
    struct Interpreted {
        var frontMatter: FrontMatter
        /// Source text of each of the contract's keys, by key, when the block could be cut by line.
        var knownTexts: [String: String]
    }

    static func interpret(_ fields: [SourceField], file: String, lineOffset: Int) throws -> Interpreted {
        var fm = FrontMatter()
        var texts: [String: String] = [:]
        var seen = Set<String>()
        // A newer schema may use the known keys differently: say so before judging any of them.
        if let schemaField = fields.first(where: { $0.key == "schema" }), let text = schemaField.value.scalarText,
           let schema = Int(text), schema > FrontMatter.currentSchema {
            throw VaultError.newerSchema(file: file, schema: schema, supported: FrontMatter.currentSchema)
        }
        for field in fields {
            let line = field.line + lineOffset
            func bad(_ problem: FrontMatterProblem) -> VaultError {
                .malformedFrontMatter(file: file, line: line, problem: problem)
            }
            guard seen.insert(field.key).inserted else { throw bad(.duplicateKey(field.key)) }
            guard FrontMatter.knownKeys.contains(field.key) else {
                let text = field.text ?? render(key: field.key, field.value)
                fm.userFields.append(UserField(key: field.key, text: text))
                continue
            }
            if let text = field.text { texts[field.key] = text }
            if field.value.isNull { continue }
            switch field.key {
            case "schema":
                guard let text = field.value.scalarText, let schema = Int(text), schema >= 0 else {
                    throw bad(.schemaNotWholeNumber)
                }
                fm.schema = schema
            case "created":
                guard let text = field.value.scalarText else {
                    throw bad(.createdNotDateTime)
                }
                // Schema 1's epoch seconds: a number past the years 1 to 9999 names no day a vault has.
                if EntryTimestamp(rfc3339: text) == nil, let seconds = Double(text),
                   !EntryTimestamp.epochSecondsRange.contains(seconds) {
                    throw bad(.createdOutOfRange)
                }
                fm.created = text
            case "location":
                fm.location = try location(field.value, bad)
            case "weather":
                fm.weather = try weather(field.value, bad)
            case "tags":
                fm.tags = try tags(field.value, bad)
            default:
                guard let text = field.value.scalarText, let flag = bool(text) else {
                    throw bad(.starredNotBoolean)
                }
                fm.starred = flag
            }
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
        guard case .map(let pairs) = value else { throw bad(.locationNotMap) }
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
        guard case .map(let pairs) = value else { throw bad(.weatherNotMap) }
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
            // Schema 1: a comma-separated string.
            return text.split(separator: ",").map { String($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
        case .list(let items):
            return try items.map { item in
                guard let text = item.scalarText else { throw bad(.tagsNotList) }
                return text
            }
        case .map:
            throw bad(.tagsNotList)
        }
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
