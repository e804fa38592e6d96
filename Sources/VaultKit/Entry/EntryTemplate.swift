import Foundation

/// The values a template's placeholders are filled with, already in the user's locale.
public struct TemplateValues: Sendable, Equatable {
    /// `{{date}}`, e.g. `November 21, 2026` or `2026년 11월 21일`.
    public var date: String
    /// `{{weekday}}`, e.g. `Saturday` or `토요일`.
    public var weekday: String
    /// `{{time}}`, e.g. `9:14 AM` or `오전 9:14`.
    public var time: String
    /// `{{location}}`: the place known when the editor opens, else empty.
    public var location: String
    /// `{{weather}}`: the weather known when the editor opens, else empty.
    public var weather: String

    public init(date: String, weekday: String, time: String, location: String = "", weather: String = "") {
        self.date = date
        self.weekday = weekday
        self.time = time
        self.location = location
        self.weather = weather
    }

    func value(of name: Substring) -> String? {
        switch name {
        case "date": return date
        case "weekday": return weekday
        case "time": return time
        case "location": return location
        case "weather": return weather
        default: return nil
        }
    }
}

/// A template (`.diary/template.md`): the text a new entry starts with, placeholders filled.
public enum EntryTemplate {
    /// `template` with `{{date}}`, `{{weekday}}`, `{{time}}`, `{{location}}` and `{{weather}}`
    /// (spaces inside the braces allowed) replaced; any other `{{…}}` stays as written.
    public static func fill(_ template: String, with values: TemplateValues) -> String {
        replacingPlaceholders(in: template) { values.value(of: $0) }
    }

    /// The known placeholders `template` uses (`date`, `weekday`, `time`, `location`, `weather`).
    public static func placeholders(in template: String) -> Set<String> {
        var names = Set<String>()
        let probe = TemplateValues(date: "", weekday: "", time: "")
        _ = replacingPlaceholders(in: template) { name in
            let value = probe.value(of: name)
            if value != nil { names.insert(String(name)) }
            return value
        }
        return names
    }

    /// `template` with each `{{name}}` for which `value` gives text replaced by it.
    private static func replacingPlaceholders(in template: String, _ value: (Substring) -> String?) -> String {
        var out = ""
        var rest = template[...]
        while let open = rest.range(of: "{{") {
            out += rest[..<open.lowerBound]
            let after = rest[open.upperBound...]
            guard let close = after.range(of: "}}") else {
                rest = rest[open.lowerBound...]
                break
            }
            let name = after[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if !name.contains("{"), let value = value(name[...]) {
                out += value
                rest = after[close.upperBound...]
            } else {
                // Not ours: keep the first `{` and look again after it (`{{{date}}` fills the inner one).
                out += "{"
                rest = rest[rest.index(after: open.lowerBound)...]
            }
        }
        return out + rest
    }

    /// The body a new entry starts with: the filled template, then an empty line where the writing goes
    /// (the editor opens there) unless the template ends with one.
    public static func startingBody(_ filled: String) -> String {
        if filled.hasSuffix("\n\n") || filled.isEmpty { return filled.isEmpty ? "\n" : filled }
        return filled + (filled.hasSuffix("\n") ? "\n" : "\n\n")
    }

    /// True when `body` is still the filled template (up to white space at either end): the person
    /// wrote nothing, so the entry counts as empty.
    public static func isUnchanged(_ body: String, from filled: String) -> Bool {
        body.trimmingCharacters(in: .whitespacesAndNewlines) == filled.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
