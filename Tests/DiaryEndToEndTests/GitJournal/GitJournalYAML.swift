import Foundation
import Yams

/// A front-matter value as GitJournal holds it: read by Dart's `yaml` package (the YAML 1.2 core schema: a plain
/// `no` is text, a plain `2024` a number, a quoted `"2024"` text), written back by its `toString()`.
indirect enum GitJournalValue: Equatable {
    case text(String)
    case integer(Int)
    case number(Double)
    case flag(Bool)
    case null
    case list([GitJournalValue])
    case map([GitJournalField])

    /// Dart's `toString()` of the value: what GitJournal writes for it.
    var dartText: String {
        switch self {
        case .text(let text): text
        case .integer(let value): String(value)
        case .number(let value): Self.dartDouble(value)
        case .flag(let value): value ? "true" : "false"
        case .null: "null"
        case .list(let items): "[" + items.map(\.dartText).joined(separator: ", ") + "]"
        case .map(let fields): "{" + fields.map { "\($0.key): \($0.value.dartText)" }.joined(separator: ", ") + "}"
        }
    }

    /// Dart prints a whole double with `.0` (`11.0`), any other as its shortest round trip, exponents without padding.
    private static func dartDouble(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == value.rounded(), abs(value) < 1e21 { return String(Int64(value)) + ".0" }
        return value.description.replacingOccurrences(of: "e-0", with: "e-").replacingOccurrences(of: "e+0", with: "e+")
    }

    /// The value of `node` as the YAML 1.2 core schema reads it.
    init(_ node: Node) {
        switch node {
        case .scalar(let scalar):
            self = scalar.style == .plain ? Self.plain(scalar.string) : .text(scalar.string)
        case .sequence(let sequence):
            self = .list(sequence.map(GitJournalValue.init))
        case .mapping(let mapping):
            self = .map(mapping.map { GitJournalField(key: $0.key.string ?? "", value: GitJournalValue($0.value)) })
        case .alias:
            self = .null
        }
    }

    private static func plain(_ text: String) -> GitJournalValue {
        if ["", "~", "null", "Null", "NULL"].contains(text) { return .null }
        if ["true", "True", "TRUE"].contains(text) { return .flag(true) }
        if ["false", "False", "FALSE"].contains(text) { return .flag(false) }
        if text.wholeMatch(of: /[-+]?[0-9]+/) != nil, let value = Int(text) { return .integer(value) }
        if text.wholeMatch(of: /0o[0-7]+/) != nil, let value = Int(text.dropFirst(2), radix: 8) { return .integer(value) }
        if text.wholeMatch(of: /0x[0-9a-fA-F]+/) != nil, let value = Int(text.dropFirst(2), radix: 16) { return .integer(value) }
        if text.wholeMatch(of: /[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?/) != nil, let value = Double(text) {
            return .number(value)
        }
        if [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"].contains(text) { return .number(.infinity) }
        if ["-.inf", "-.Inf", "-.INF"].contains(text) { return .number(-.infinity) }
        if [".nan", ".NaN", ".NAN"].contains(text) { return .number(.nan) }
        return .text(text)
    }
}

struct GitJournalField: Equatable {
    let key: String
    let value: GitJournalValue
}

/// `toYAML` of the `yaml_serializer` package (0.0.12), with which GitJournal writes a note's front matter: one line
/// per key; a list in flow style (`[a, b]`), each item its `toString()`; a map in block style, indented by two
/// spaces; any other value its `toString()`, put in single quotes only when it holds ` #`, `: `, `? `, `- `, `[`,
/// `]`, `{` or `}`, or starts with `#`. Nothing else is quoted: a text `"14.4"` is written `14.4`.
enum GitJournalYAMLWriter {
    static func yaml(_ fields: [GitJournalField]) -> String {
        var out = ""
        for field in fields {
            switch field.value {
            case .list(let items):
                let written = items.map { item -> String in
                    if case .list = item { return item.dartText }
                    return quotedIfNeeded(item.dartText)
                }
                out += field.key + ": [" + written.joined(separator: ", ") + "]\n"
            case .map(let inner):
                let lines = yaml(inner).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
                out += field.key + ":\n" + lines.map { "  " + $0 }.joined(separator: "\n") + "\n"
            default:
                out += field.key + ": " + quotedIfNeeded(field.value.dartText) + "\n"
            }
        }
        return out
    }

    private static let needQuotes = [" #", ": ", "? ", "- ", "[", "]", "{", "}"]

    static func quotedIfNeeded(_ text: String) -> String {
        guard needQuotes.contains(where: text.contains) || text.hasPrefix("#") else { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
    }
}
