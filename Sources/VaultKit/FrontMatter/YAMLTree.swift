import Yams

/// A front-matter value as written: scalars stay strings (no YAML 1.1 re-typing, no dates), with their plainness.
indirect enum YAMLTree: Equatable, Sendable {
    /// A scalar's text; `plain` when it was written unquoted.
    case scalar(String, plain: Bool)
    case list([YAMLTree])
    case map([YAMLPair])

    var scalarText: String? {
        if case .scalar(let text, _) = self { return text }
        return nil
    }

    /// An empty plain scalar: YAML's null, as in `key:` with nothing after it.
    var isNull: Bool {
        if case .scalar(let text, let plain) = self { return plain && (text.isEmpty || text == "~" || text == "null") }
        return false
    }
}

struct YAMLPair: Equatable, Sendable {
    let key: String
    let value: YAMLTree
}

/// One top-level field of a front-matter block: its key, value and exact source lines.
struct SourceField: Sendable {
    let key: String
    let value: YAMLTree
    /// The field's lines as they stand in the block, or nil when the block can't be cut into fields by line.
    let text: String?
    /// 1-based line of the key inside the block.
    let line: Int
}

/// Decides how a scalar is written so that reading it back gives the same string.
enum YAMLScalar {
    /// `text` as a plain scalar when that reads back as the same string, else double-quoted.
    static func render(_ text: String, inFlow: Bool = false) -> String {
        isSafePlain(text, inFlow: inFlow) ? text : doubleQuoted(text)
    }

    /// A number written the way YAML reads it back as the same number.
    static func render(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }

    static func isSafePlain(_ text: String, inFlow: Bool) -> Bool {
        guard isSimplePlain(text, inFlow: inFlow) else { return false }
        if ["y", "Y", "n", "N"].contains(text) { return false }
        guard mayResolveToNonString(text) else { return true }
        return Resolver.default.resolveTag(of: Node(text)) == .str
    }

    /// Words YAML 1.1 reads as booleans or null.
    private static let reservedWords: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE",
        "on", "On", "ON", "off", "Off", "OFF", "null", "Null", "NULL"
    ]

    /// False when no YAML 1.1 rule (bool, int, float, null, timestamp, merge, value) can match `text`:
    /// those all start with a digit, a sign, `.`, `~`, `<`, `=`, or are a reserved word. Saves Yams'
    /// regular expressions for the few values that need them.
    private static func mayResolveToNonString(_ text: String) -> Bool {
        guard let first = text.utf8.first else { return true }
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "~"), UInt8(ascii: "<"), UInt8(ascii: "="):
            return true
        default:
            return reservedWords.contains(text)
        }
    }

    /// True for text YAML reads as this very string when written unquoted: no indicator first, no `: ` or ` #`.
    static func isSimplePlain(_ text: String, inFlow: Bool) -> Bool {
        isSimplePlain(utf8: text.utf8, inFlow: inFlow)
    }

    /// `isSimplePlain` of text given as UTF-8 bytes (valid UTF-8).
    static func isSimplePlain(utf8 bytes: some BidirectionalCollection<UInt8>, inFlow: Bool) -> Bool {
        guard let first = bytes.first, let last = bytes.last,
            first != UInt8(ascii: " "), last != UInt8(ascii: " "), last != UInt8(ascii: ":")
        else { return false }
        // `?` and `:` may start a plain scalar in block context only; quoting them is always safe.
        if first == UInt8(ascii: "?") || first == UInt8(ascii: ":") { return false }
        if first == UInt8(ascii: "-") {
            let second = bytes.dropFirst().first
            guard let second, second != UInt8(ascii: " ") else { return false }
        }
        switch first {
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"),
            UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""),
            UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: ","):
            return false
        default: break
        }
        var previous: UInt8 = 0
        var hasNonASCII = false
        for byte in bytes {
            if byte >= 0x80 { hasNonASCII = true }
            switch byte {
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return false
            case UInt8(ascii: " ") where previous == UInt8(ascii: ":"): return false
            case UInt8(ascii: "#") where previous == UInt8(ascii: " "): return false
            case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
                UInt8(ascii: ":") where inFlow:
                if inFlow { return false }
            default:
                if byte < 0x20 || byte == 0x7F { return false }
            }
            previous = byte
        }
        return !hasNonASCII || !String(decoding: bytes, as: UTF8.self).unicodeScalars.contains(where: needsEscape)
    }

    /// Characters YAML does not take raw: C0/C1 controls, DEL, a BOM, non-characters, and the
    /// characters YAML counts as line breaks (U+0085, U+2028, U+2029).
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: return true
        default: return false
        }
    }

    static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if needsEscape(scalar) {
                    out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// `tree` in flow style: `[a, b]`, `{k: v}`, or a scalar that reads back the same inside brackets.
    static func flow(_ tree: YAMLTree) -> String {
        switch tree {
        case .scalar(let text, let plain):
            return plain && isSimplePlain(text, inFlow: true) ? text : doubleQuoted(text)
        case .list(let items):
            return "[" + items.map(flow).joined(separator: ", ") + "]"
        case .map(let pairs):
            return "{" + pairs.map { render($0.key, inFlow: true) + ": " + flow($0.value) }.joined(separator: ", ") + "}"
        }
    }

    /// Writes `tree` as the value of `key` at `indent`, one line per entry of `lines`.
    static func block(key: String, _ tree: YAMLTree, indent: Int, into lines: inout [String]) {
        let pad = String(repeating: " ", count: indent)
        switch tree {
        case .scalar(let text, let plain):
            lines.append(pad + key + ":" + (text.isEmpty && plain ? "" : " " + (plain ? text : render(text))))
        case .list:
            lines.append(pad + key + ": " + flow(tree))
        case .map(let pairs):
            lines.append(pad + key + (pairs.isEmpty ? ": {}" : ":"))
            for pair in pairs { block(key: pair.key, pair.value, indent: indent + 2, into: &lines) }
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
