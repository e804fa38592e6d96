import Foundation

/// A JSON value as read from another app's export: fields this build knows nothing about are kept
/// with their type, so that they can become front-matter keys and go back out again.
public enum JSONValue: Equatable, Sendable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([JSONValue].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let items): try container.encode(items)
        case .object(let fields): try container.encode(fields)
        }
    }

    /// The value as a front-matter value: numbers and flags plain, text quoted where YAML would read it otherwise.
    var yamlTree: YAMLTree {
        switch self {
        case .null: return .scalar("null", plain: true)
        case .bool(let flag): return .scalar(flag ? "true" : "false", plain: true)
        case .number(let number): return .scalar(YAMLScalar.render(number), plain: true)
        case .string(let text): return .scalar(text, plain: YAMLScalar.isSafePlain(text, inFlow: true))
        case .array(let items): return .list(items.map(\.yamlTree))
        case .object(let fields):
            return .map(fields.keys.sorted().compactMap { key in fields[key].map { YAMLPair(key: key, value: $0.yamlTree) } })
        }
    }

    /// True when every key of every object inside can be written as a plain YAML key.
    var hasPlainKeys: Bool {
        switch self {
        case .array(let items): return items.allSatisfy(\.hasPlainKeys)
        case .object(let fields):
            return fields.allSatisfy { YAMLScalar.isSafePlain($0.key, inFlow: true) && $0.value.hasPlainKeys }
        default: return true
        }
    }

    /// The value as compact JSON text, keys sorted.
    var jsonText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// A front-matter value back as JSON: a plain `true`/`false` is a flag, a plain number a number,
    /// a plain `null`/`~`/nothing is null; anything quoted, and any other text, stays text.
    init(yaml tree: YAMLTree) {
        switch tree {
        case .scalar(let text, let plain):
            guard plain else {
                self = .string(text)
                return
            }
            switch text {
            case "true", "True", "TRUE": self = .bool(true)
            case "false", "False", "FALSE": self = .bool(false)
            case "", "~", "null", "Null", "NULL": self = .null
            default:
                if Self.isNumber(text), let number = Double(text), number.isFinite {
                    self = .number(number)
                } else {
                    self = .string(text)
                }
            }
        case .list(let items):
            self = .array(items.map(JSONValue.init(yaml:)))
        case .map(let pairs):
            var fields: [String: JSONValue] = [:]
            for pair in pairs { fields[pair.key] = JSONValue(yaml: pair.value) }
            self = .object(fields)
        }
    }

    /// True for a decimal number as JSON writes it (`-12`, `3.5`, `1e-3`); not `017`, `0x1F` or `1_000`.
    static func isNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let digits = bytes.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        guard !digits.isEmpty, digits.count == 1 || digits.first != UInt8(ascii: "0") else { return false }
        var rest = bytes.dropFirst(digits.count)
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            let fraction = rest.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            guard !fraction.isEmpty else { return false }
            rest = rest.dropFirst(fraction.count)
        }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            let exponent = rest.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }
}
