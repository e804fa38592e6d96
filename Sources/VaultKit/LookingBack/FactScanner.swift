/// Reads an entry's facts straight from its bytes when its front matter is in the plain, canonical
/// shape `diary` writes; anything else (comments, your own keys, quotes, CRLF, a BOM, block lists,
/// another schema, a value that would be an error) returns nil and the entry is parsed in full, so
/// the answer is always the full parser's. Stats read every entry of a vault, and building the
/// document, its strings and its source texts costs more than the facts are worth.
enum FactScanner {
    private static let newline = UInt8(ascii: "\n"), space = UInt8(ascii: " "), colon = UInt8(ascii: ":")
    /// The contract's keys this scanner reads (its bit in `seen` is its raw value). Any other key of the
    /// contract (one a newer schema adds) sends the entry to the full parser.
    private enum ScannedKey: Int {
        case schema, created, location, weather, tags, starred

        init?(_ key: FrontMatterKey) {
            switch key.rawValue {
            case "schema": self = .schema
            case "created": self = .created
            case "location": self = .location
            case "weather": self = .weather
            case "tags": self = .tags
            case "starred": self = .starred
            default: return nil
            }
        }
    }

    /// What the front matter says, as far as the facts and the filters need it.
    struct Fields {
        var created: EntryTimestamp
        var tags: [String] = []
        var location: String?
        var weather: String?
        var starred: Bool?
        var words = 0

        /// The front matter a filter looks at (tags, star, place and weather).
        var frontMatter: FrontMatter {
            FrontMatter(
                location: location.map { Location(name: $0) }, weather: weather.map { Weather(condition: $0) },
                tags: tags, starred: starred)
        }
    }

    /// The fields of a canonical entry, or nil when it must be parsed in full.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Fields? {
        let n = bytes.count
        guard n >= 4, bytes[0] == UInt8(ascii: "-"), bytes[1] == UInt8(ascii: "-"), bytes[2] == UInt8(ascii: "-"),
            bytes[3] == newline, isValidUTF8(bytes)
        else { return nil }
        var created: EntryTimestamp?
        var tags: [String] = []
        var location: String?
        var weather: String?
        var starred: Bool?
        var seen: UInt8 = 0  // bit per known key
        var schema: Int?
        var nested: UInt8 = 0  // 1: in location, 2: in weather
        var nestedSeen: UInt8 = 0
        var start = 4
        while true {
            guard start < n else { return nil }  // no closing line
            var end = start
            while end < n, bytes[end] != newline { end += 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[start..<end])
            let next = end + 1
            if line.count == 3, line[0] == UInt8(ascii: "-"), line[1] == UInt8(ascii: "-"), line[2] == UInt8(ascii: "-") {
                guard schema != nil, let created else { return nil }
                let words = WordCount.count(UnsafeBufferPointer(rebasing: bytes[min(next, n)..<n]))
                return Fields(created: created, tags: tags, location: location, weather: weather, starred: starred, words: words)
            }
            start = next
            if line.isEmpty { continue }
            if line[0] == space {
                // `  key: value` inside location or weather.
                guard nested != 0, line.count > 2, line[1] == space, line[2] != space,
                    let (key, value) = split(UnsafeBufferPointer(rebasing: line[2...])), !value.isEmpty
                else { return nil }
                let bit: UInt8
                if nested == 1 {
                    switch key {
                    case "name":
                        bit = 1
                        guard let text = plain(value) else { return nil }
                        location = text
                    case "latitude":
                        bit = 2
                        guard number(value) else { return nil }
                    case "longitude":
                        bit = 4
                        guard number(value) else { return nil }
                    default: return nil
                    }
                } else {
                    switch key {
                    case "condition":
                        bit = 1
                        guard let text = plain(value) else { return nil }
                        weather = text
                    case "temperature":
                        bit = 2
                        guard number(value) else { return nil }
                    case "code":
                        bit = 4
                        guard let text = plain(value), Int(text) != nil else { return nil }
                    default: return nil
                    }
                }
                guard nestedSeen & bit == 0 else { return nil }
                nestedSeen |= bit
                continue
            }
            nested = 0
            nestedSeen = 0
            // A key newer than the file's schema (which comes first in the canonical order) is the user's.
            guard let (name, value) = split(line), let contractKey = FrontMatterKey(rawValue: name),
                contractKey.firstSchema <= schema ?? 1, let key = ScannedKey(contractKey)
            else { return nil }
            let bit = UInt8(1) << key.rawValue
            switch key {
            case .schema:
                // Schema 2 onwards is in the canonical shape this scanner knows.
                guard let text = plain(value), let number = Int(text), (2...FrontMatter.currentSchema).contains(number),
                    text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
                else { return nil }
                schema = number
            case .created:
                guard let text = plain(value), let stamp = EntryTimestamp(rfc3339: text) else { return nil }
                created = stamp
            case .location:
                guard value.isEmpty else { return nil }
                nested = 1
            case .weather:
                guard value.isEmpty else { return nil }
                nested = 2
            case .tags:
                guard let list = flowList(value) else { return nil }
                tags = list
            case .starred:
                guard let text = plain(value), let flag = FrontMatterFields.bool(text) else { return nil }
                starred = flag
            }
            guard seen & bit == 0 else { return nil }
            seen |= bit
        }
    }

    /// `key` and the trimmed text after `key:`; nil unless the key is simple and `:` is followed by a space or the end.
    private static func split(_ line: UnsafeBufferPointer<UInt8>) -> (String, UnsafeBufferPointer<UInt8>)? {
        var i = 0
        while i < line.count, line[i] != colon {
            guard FastFrontMatterScanner.isKeyByte(line[i]) else { return nil }
            i += 1
        }
        guard i > 0, i < line.count, line[0] != UInt8(ascii: "-") else { return nil }
        let key = String(decoding: UnsafeBufferPointer(rebasing: line[..<i]), as: UTF8.self)
        var start = i + 1
        guard start == line.count || line[start] == space else { return nil }
        var end = line.count
        while start < end, line[start] == space { start += 1 }
        while end > start, line[end - 1] == space { end -= 1 }
        return (key, UnsafeBufferPointer(rebasing: line[start..<end]))
    }

    /// A plain scalar that reads back as itself and is not null, else nil.
    private static func plain(_ bytes: UnsafeBufferPointer<UInt8>, inFlow: Bool = false) -> String? {
        guard !bytes.isEmpty else { return nil }
        for byte in bytes where byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        guard text != "~", text != "null", YAMLScalar.isSimplePlain(text, inFlow: inFlow) else { return nil }
        return text
    }

    private static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let text = plain(bytes), let value = Double(text) else { return false }
        return value.isFinite
    }

    /// `[a, b]` of plain items.
    private static func flowList(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "["), bytes[bytes.count - 1] == UInt8(ascii: "]") else { return nil }
        var items: [String] = []
        var start = 1
        let end = bytes.count - 1
        if (1..<end).allSatisfy({ bytes[$0] == space }) { return [] }
        while start <= end {
            var stop = start
            while stop < end, bytes[stop] != UInt8(ascii: ",") { stop += 1 }
            var a = start
            var b = stop
            while a < b, bytes[a] == space { a += 1 }
            while b > a, bytes[b - 1] == space { b -= 1 }
            guard let item = plainFlowItem(UnsafeBufferPointer(rebasing: bytes[a..<b])) else { return nil }
            items.append(item)
            start = stop + 1
        }
        return items
    }

    private static func plainFlowItem(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !bytes.isEmpty else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        return YAMLScalar.isSimplePlain(text, inFlow: true) ? text : nil
    }

    /// Well-formed UTF-8 (Unicode Table 3-7): no overlong forms, surrogates or values past U+10FFFF.
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let n = bytes.count
        guard let base = bytes.baseAddress else { return true }
        while i < n {
            // Eight ASCII bytes at a time.
            while i + 8 <= n, UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
            guard i < n else { break }
            let b = bytes[i]
            if b < 0x80 {
                i += 1
                continue
            }
            func continuation(_ k: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
                i + k < n && bytes[i + k] >= low && bytes[i + k] <= high
            }
            switch b {
            case 0xC2...0xDF:
                guard continuation(1) else { return false }
                i += 2
            case 0xE0:
                guard continuation(1, 0xA0), continuation(2) else { return false }
                i += 3
            case 0xE1...0xEC, 0xEE...0xEF:
                guard continuation(1), continuation(2) else { return false }
                i += 3
            case 0xED:
                guard continuation(1, 0x80, 0x9F), continuation(2) else { return false }
                i += 3
            case 0xF0:
                guard continuation(1, 0x90), continuation(2), continuation(3) else { return false }
                i += 4
            case 0xF1...0xF3:
                guard continuation(1), continuation(2), continuation(3) else { return false }
                i += 4
            case 0xF4:
                guard continuation(1, 0x80, 0x8F), continuation(2), continuation(3) else { return false }
                i += 4
            default: return false
            }
        }
        return true
    }
}
