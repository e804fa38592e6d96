import Foundation

/// The `FrontMatter` of a block in the plain shape `FastFrontMatterScanner` reads, made straight from
/// the block's bytes.
///
/// A list or a search reads the front matter of thousands of entries. The scanner and
/// `FrontMatterFields.interpret` make a string of each field's source lines, a YAML tree of each value
/// and a table of the contract keys' texts, all of which a list throws away; this reader makes only the
/// strings the `FrontMatter` holds. It answers only where the scanner answers and interpreting what it
/// read throws nothing, and then with the same value; anywhere else (a quote, a tab, a bad value, a newer
/// schema) it returns nil, and the caller parses the file in full, which also words the error. A property
/// test holds the two readers to that.
enum FastFrontMatterReader {
    /// The front matter of the YAML between the `---` lines, or nil when only the full parser can say.
    static func read(_ block: UnsafeBufferPointer<UInt8>) -> FrontMatter? {
        guard block.count <= FrontMatterLimits.maxBytes else { return nil }
        var reader = Reader(bytes: block)
        return reader.run()
    }
}

private let space = UInt8(ascii: " ")
private let dash = UInt8(ascii: "-")
private let hash = UInt8(ascii: "#")
private let tab = UInt8(ascii: "\t")
private let cr = UInt8(ascii: "\r")
/// The names of the contract's keys as bytes, once.
private let contractKeyNames = FrontMatterKey.ordered.map { Array($0.rawValue.utf8) }

/// One pass over the lines, by `FastFrontMatterScanner.scan`'s rules; each field is interpreted as
/// `FrontMatterFields.interpret` would interpret it, and any line or value either would refuse ends the
/// pass with nil.
private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var frontMatter = FrontMatter()

    /// The contract's keys this reader reads itself: schema 1's. Any other key of the contract (one a
    /// newer schema adds) sends the file to the full parser, which knows every key.
    enum ReadKey: Int {
        case schema, created, location, weather, tags, starred
    }

    enum Key {
        case known(ReadKey)
        case user(Range<Int>)
    }

    /// The field whose lines are being read.
    struct Field {
        let key: Key
        /// Where its first line starts (its source text runs from here to the next key's line).
        let start: Int
        /// True when its key line had no value, so lines below it may hold one.
        let pending: Bool
        /// The indentation and kind of the lines below the key, once the first is read.
        var nested: (indent: Int, isList: Bool)?
    }

    var current: Field?
    /// What the lines below the current key hold so far (kept out of `Field`, which is small to copy).
    var location = Location()
    var weather = Weather()
    var tags: [String] = []
    /// Bits of location's or weather's own sub-keys read so far, and any other sub-keys.
    var subKeyBits: UInt8 = 0
    var subKeys: [Range<Int>] = []
    /// Bits of the contract's keys read so far, and the user's keys.
    var knownKeys: UInt8 = 0
    var userKeys: [Range<Int>] = []
    var valueLines = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func run() -> FrontMatter? {
        var start = 0
        while start < bytes.count {
            var end = LineBreaks.next(in: bytes, from: start)
            let next = end < bytes.count ? end + 1 : end
            // The line without its `\n` and one `\r` before it, as `SourceLines.content` gives it.
            if end > start, bytes[end - 1] == cr { end -= 1 }
            guard line(start, end) else { return nil }
            start = next
        }
        guard close(at: bytes.count) else { return nil }
        // Moved out rather than copied: a copy retains each of its strings and arrays once more.
        var read = FrontMatter()
        swap(&read, &frontMatter)
        return read
    }

    /// Reads the line `start..<end`; false where the scanner returns nil or interpreting would throw.
    mutating func line(_ start: Int, _ end: Int) -> Bool {
        for index in start..<end where bytes[index] == tab || bytes[index] == cr { return false }
        var text = start
        while text < end, bytes[text] == space { text += 1 }
        if text == end || bytes[text] == hash { return true }  // blank or a comment: part of the field above
        valueLines += 1
        guard valueLines <= FrontMatterLimits.maxKeys else { return false }
        if bytes[start] == space || bytes[start] == dash {
            guard current?.pending == true else { return false }
            return nestedLine(text, end, indent: text - start)
        }
        guard let (keyEnd, rest) = splitKey(start, end) else { return false }
        let key: Key
        if let known = knownKey(start..<keyEnd) {
            let bit = UInt8(1) << known.rawValue
            guard knownKeys & bit == 0 else { return false }
            knownKeys |= bit
            key = .known(known)
        } else {
            // A key of a newer schema is the contract's in a file of that schema and the user's in an older
            // one: left to the full parser either way.
            guard !isContractKey(start..<keyEnd) else { return false }
            guard !isAmong(userKeys, start..<keyEnd) else { return false }
            userKeys.append(start..<keyEnd)
            key = .user(start..<keyEnd)
        }
        guard close(at: start) else { return false }
        let value = trim(rest, end)
        if value.isEmpty {
            current = Field(key: key, start: start, pending: true)
            return true
        }
        current = Field(key: key, start: start, pending: false)
        if bytes[value.lowerBound] == UInt8(ascii: "[") { return flowList(value, for: key) }
        guard isPlain(value, inFlow: false) else { return false }
        guard case .known(let known) = key else { return true }
        return scalar(value, for: known)
    }

    /// A line below a key without a value: `- item` or `sub: value`, all at one indentation.
    mutating func nestedLine(_ start: Int, _ end: Int, indent: Int) -> Bool {
        guard let field = current else { return false }
        let isItem = bytes[start] == dash && (start + 1 == end || bytes[start + 1] == space)
        if let nested = field.nested {
            guard nested.indent == indent, nested.isList == isItem else { return false }
        } else {
            current?.nested = (indent, isItem)
        }
        if isItem {
            let item = trim(start + 1, end)
            guard isPlain(item, inFlow: false) else { return false }
            switch field.key {
            case .user: return true
            case .known(.tags):
                tags.append(string(item))
                return true
            case .known:
                // A list where the contract wants a scalar or a map.
                return false
            }
        }
        guard let (keyEnd, rest) = splitKey(start, end), rest < end else { return false }
        let value = trim(rest, end)
        guard isPlain(value, inFlow: false) else { return false }
        let name = start..<keyEnd
        switch field.key {
        case .user:
            return newSubKey(name)
        case .known(.location):
            if equals(name, "name") { return sub(1) && text(value, into: &location.name) }
            if equals(name, "latitude") { return sub(2) && number(value, into: &location.latitude) }
            if equals(name, "longitude") { return sub(4) && number(value, into: &location.longitude) }
            guard newSubKey(name) else { return false }
            location.extraFields.append(YAMLPair(key: string(name), value: .scalar(string(value), plain: true)))
            return true
        case .known(.weather):
            if equals(name, "condition") { return sub(1) && text(value, into: &weather.condition) }
            if equals(name, "temperature") { return sub(2) && number(value, into: &weather.temperature) }
            if equals(name, "code") {
                guard sub(4), let code = Int(string(value)) else { return false }
                weather.code = code
                return true
            }
            guard newSubKey(name) else { return false }
            weather.extraFields.append(YAMLPair(key: string(name), value: .scalar(string(value), plain: true)))
            return true
        case .known:
            // A map where the contract wants a scalar or a list.
            return false
        }
    }

    /// Ends the field being read at `end`, where the next key's line starts (or the block ends).
    mutating func close(at end: Int) -> Bool {
        guard let field = current else { return true }
        current = nil
        switch field.key {
        case .user(let key):
            frontMatter.userFields.append(UserField(key: string(key), text: string(field.start..<end)))
            if field.nested != nil { subKeys.removeAll(keepingCapacity: true) }
        case .known(let key):
            // A value on the key's line was read with it; nothing at all is null, which leaves the key unset.
            guard field.pending, let nested = field.nested else { return true }
            switch key {
            case .location where !nested.isList:
                frontMatter.location = location
                location = Location()
            case .weather where !nested.isList:
                frontMatter.weather = weather
                weather = Weather()
            case .tags where nested.isList:
                frontMatter.tags = tags
                tags = []
            default: return false
            }
            subKeyBits = 0
            subKeys.removeAll(keepingCapacity: true)
        }
        return true
    }

    /// A contract key's value written on its line (plain, not a list).
    mutating func scalar(_ value: Range<Int>, for key: ReadKey) -> Bool {
        if isNull(value) { return true }
        let text = string(value)
        switch key {
        case .schema:
            // A newer schema than this build reads is refused by the full parser, in its own words.
            guard let schema = Int(text), schema >= 0, schema <= FrontMatter.currentSchema else { return false }
            frontMatter.schema = schema
        case .created:
            // Schema 1's epoch seconds: a number past the years 1 to 9999 names no day a vault has.
            if EntryTimestamp(rfc3339UTF8: UnsafeBufferPointer(rebasing: bytes[value])) == nil, let seconds = Double(text),
                !EntryTimestamp.epochSecondsRange.contains(seconds)
            {
                return false
            }
            frontMatter.created = text
        case .location:
            frontMatter.location = Location(name: text)
        case .weather:
            frontMatter.weather = Weather(condition: text)
        case .tags:
            frontMatter.tags = FrontMatterFields.commaSeparatedTags(text)
        case .starred:
            guard let flag = FrontMatterFields.bool(text) else { return false }
            frontMatter.starred = flag
        }
        return true
    }

    /// `[a, b]` of plain items: tags, or a user's value.
    mutating func flowList(_ value: Range<Int>, for key: Key) -> Bool {
        guard bytes[value.upperBound - 1] == UInt8(ascii: "]"), value.count >= 2 else { return false }
        let inner = trim(value.lowerBound + 1, value.upperBound - 1)
        var items: [String] = []
        if !inner.isEmpty {
            var start = inner.lowerBound
            while true {
                var stop = start
                while stop < inner.upperBound, bytes[stop] != UInt8(ascii: ",") { stop += 1 }
                let item = trim(start, stop)
                guard isPlain(item, inFlow: true) else { return false }
                if case .known = key { items.append(string(item)) }
                guard stop < inner.upperBound else { break }
                start = stop + 1
            }
        }
        switch key {
        case .user: return true
        case .known(.tags):
            frontMatter.tags = items
            return true
        case .known:
            // A list where the contract wants a scalar or a map.
            return false
        }
    }

    /// Marks a sub-key of location or weather as read; false when it was read before.
    mutating func sub(_ bit: UInt8) -> Bool {
        guard subKeyBits & bit == 0 else { return false }
        subKeyBits |= bit
        return true
    }

    /// Notes a sub-key that is not one of the contract's; false when it was read before.
    mutating func newSubKey(_ name: Range<Int>) -> Bool {
        guard !isAmong(subKeys, name) else { return false }
        subKeys.append(name)
        return true
    }

    func text(_ value: Range<Int>, into slot: inout String?) -> Bool {
        slot = isNull(value) ? nil : string(value)
        return true
    }

    func number(_ value: Range<Int>, into slot: inout Double?) -> Bool {
        if isNull(value) {
            slot = nil
            return true
        }
        guard let number = Double(string(value)), number.isFinite else { return false }
        slot = number
        return true
    }

    /// YAML's null, as `YAMLTree.isNull` has it for a plain scalar (`~` and `null` have no other spelling
    /// that a string compares equal to).
    func isNull(_ range: Range<Int>) -> Bool { range.isEmpty || equals(range, "~") || equals(range, "null") }

    /// The key this reader reads named by the bytes in `range`, compared without making a string of every key read.
    func knownKey(_ range: Range<Int>) -> ReadKey? {
        switch range.count {
        case 4: return equals(range, "tags") ? .tags : nil
        case 6: return equals(range, "schema") ? .schema : nil
        case 7:
            if equals(range, "created") { return .created }
            if equals(range, "weather") { return .weather }
            return equals(range, "starred") ? .starred : nil
        case 8: return equals(range, "location") ? .location : nil
        default: return nil
        }
    }

    /// Whether the bytes in `range` name any key of the contract (`FrontMatterKey`).
    func isContractKey(_ range: Range<Int>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        for name in contractKeyNames where name.count == range.count {
            if name.withUnsafeBufferPointer({ memcmp(base + range.lowerBound, $0.baseAddress!, range.count) == 0 }) { return true }
        }
        return false
    }

    /// The end of a simple key (letters, digits, `_`, `-`; not first a `-`) and where what follows its
    /// `:` starts, when that is nothing or a space.
    func splitKey(_ start: Int, _ end: Int) -> (keyEnd: Int, rest: Int)? {
        var colon = start
        while colon < end, bytes[colon] != UInt8(ascii: ":") { colon += 1 }
        guard colon < end, colon > start, bytes[start] != dash else { return nil }
        for index in start..<colon where !FastFrontMatterScanner.isKeyByte(bytes[index]) { return nil }
        guard colon + 1 == end || bytes[colon + 1] == space else { return nil }
        return (colon, colon + 1)
    }

    func isPlain(_ range: Range<Int>, inFlow: Bool) -> Bool {
        !range.isEmpty && YAMLScalar.isSimplePlain(utf8: UnsafeBufferPointer(rebasing: bytes[range]), inFlow: inFlow)
    }

    func trim(_ start: Int, _ end: Int) -> Range<Int> {
        var start = start
        var end = end
        while start < end, bytes[start] == space { start += 1 }
        while end > start, bytes[end - 1] == space { end -= 1 }
        return start..<end
    }

    /// True when one of `keys` is the same text as `key`. (A loop: a closure would copy the reader.)
    func isAmong(_ keys: [Range<Int>], _ key: Range<Int>) -> Bool {
        for other in keys where same(other, key) { return true }
        return false
    }

    func same(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        guard a.count == b.count, let base = bytes.baseAddress else { return a.count == b.count }
        return memcmp(base + a.lowerBound, base + b.lowerBound, a.count) == 0
    }

    func equals(_ range: Range<Int>, _ name: StaticString) -> Bool {
        guard range.count == name.utf8CodeUnitCount, let base = bytes.baseAddress else { return false }
        return memcmp(base + range.lowerBound, name.utf8Start, range.count) == 0
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
