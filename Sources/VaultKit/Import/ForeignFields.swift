import Foundation
import Yams

/// Another app's fields that our schema has no place for, kept as the user's own front-matter keys:
/// Day One's `modifiedDate` becomes `dayone_modified_date`, its `location.localityName`
/// `dayone_location_locality_name`, its `weather.weatherCode` `dayone_weather_code`.
enum ForeignFields {
    /// The front-matter key for `key` of another app (`prefix`), inside `section` (`location`, `weather`) or at the top.
    static func keyName(_ key: String, prefix: String, section: String? = nil) -> String {
        let snake = snakeCase(key)
        guard let section else { return prefix + "_" + snake }
        return prefix + "_" + (snake.hasPrefix(section + "_") ? snake : section + "_" + snake)
    }

    /// `modifiedDate` → `modified_date`, `creationOSName` → `creation_os_name`, `pressureMB` → `pressure_mb`.
    static func snakeCase(_ key: String) -> String {
        let characters = Array(key)
        var out = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previous = characters[index - 1]
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) { out += "_" }
            }
            out += character.lowercased()
        }
        return out
    }

    /// `modified_date` → `modifiedDate`: the inverse of `snakeCase` for names without runs of capitals.
    static func camelCase(_ key: String) -> String {
        var out = ""
        var upper = false
        for character in key {
            if character == "_" {
                upper = !out.isEmpty
                continue
            }
            out += upper ? character.uppercased() : String(character)
            upper = false
        }
        return out
    }

    /// `fields` as user keys, in order of their key; null values are left out.
    static func userFields(_ fields: [String: JSONValue], prefix: String, section: String? = nil) -> [UserField] {
        fields.keys.sorted().compactMap { key in
            guard let value = fields[key], value != .null else { return nil }
            return userField(keyName(key, prefix: prefix, section: section), value)
        }
    }

    /// One user key holding `value`, written so that it reads back as the same value and type; an object
    /// with keys YAML cannot take plain is kept as its JSON text.
    static func userField(_ key: String, _ value: JSONValue) -> UserField {
        let kept = value.hasPlainKeys ? value : .string(value.jsonText)
        return UserField(key: key, text: FrontMatterFields.render(key: YAMLScalar.render(key), kept.yamlTree))
    }

    /// The value of a user key, read from its text (nil when it is not a `key: value` field).
    static func value(of field: UserField) -> JSONValue? {
        tree(of: field).map(JSONValue.init(yaml:))
    }

    /// The text of a user key whose value is a scalar, exactly as YAML reads it (nil for lists and maps).
    static func scalarText(of field: UserField) -> String? {
        guard case .scalar(let text, _)? = tree(of: field), !text.isEmpty else { return nil }
        return text
    }

    static func tree(of field: UserField) -> YAMLTree? {
        guard let node = try? Yams.compose(yaml: field.text, .basic)?.mapping?.first?.value else { return nil }
        return YamsFrontMatterReader.tree(node)
    }
}
