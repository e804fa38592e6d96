import Foundation

/// What a search ignores besides case.
enum SearchFolding: Sendable, Hashable {
    /// Case only (by Unicode case folding); `é` and `e` differ.
    case caseOnly
    /// Case and diacritics: `café`, `CAFE` and `cafe` are the same.
    case caseAndDiacritics
}

/// The comparable form ("key") of text: each character case folded and put in NFC; with diacritic
/// folding, decomposed, stripped of its combining marks and composed again (so Hangul syllables stay
/// whole). Two texts match where their keys are equal, character for character.
enum SearchKey {
    /// The key of a whole text (a term): the keys of its characters one after another.
    static func key(of text: String, folding: SearchFolding) -> [UInt8] {
        var out: [UInt8] = []
        for character in text { out.append(contentsOf: key(of: character, folding: folding)) }
        return out
    }

    /// The key of one character, as UTF-8.
    static func key(of character: Character, folding: SearchFolding) -> [UInt8] {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first { return [lowercased(byte)] }
        // Decomposed first, so that canonically equivalent characters fold alike (Unicode's canonical caseless match).
        var folded = String.UnicodeScalarView()
        for scalar in String(character).decomposedStringWithCanonicalMapping.unicodeScalars { caseFold(scalar, into: &folded) }
        let text = String(folded)
        switch folding {
        case .caseOnly:
            return Array(text.precomposedStringWithCanonicalMapping.utf8)
        case .caseAndDiacritics:
            var bare = String.UnicodeScalarView()
            for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars
            where scalar.properties.generalCategory != .nonspacingMark {
                bare.append(scalar)
            }
            return Array(String(bare).precomposedStringWithCanonicalMapping.utf8)
        }
    }

    /// Full case folding, as the lower case of the upper case (`ß` → `ss`, `ς` → `σ`, `K` → `k`).
    static func caseFold(_ scalar: Unicode.Scalar, into out: inout String.UnicodeScalarView) {
        if scalar.isASCII {
            out.append(Unicode.Scalar(lowercased(UInt8(scalar.value))))
            return
        }
        let properties = scalar.properties
        guard properties.changesWhenCaseMapped else {
            out.append(scalar)
            return
        }
        for upper in properties.uppercaseMapping.unicodeScalars {
            out.append(contentsOf: upper.properties.lowercaseMapping.unicodeScalars)
        }
    }

    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}

/// Which non-ASCII scalars let a text be searched byte for byte, remembered per worker.
///
/// A text is *plain* when each of its scalars is a character of its own whose key is the scalar itself
/// (ASCII letters aside, which the byte search compares without case). Then the key of the text is the
/// text with ASCII letters in lower case, and a byte search of a term's key finds exactly the matches a
/// character-by-character comparison would. A scalar is plain when its key is itself and it joins no
/// neighbour into one character: not a combining mark, joiner, prepended or regional-indicator scalar,
/// and not a conjoining Hangul jamo (precomposed Hangul syllables are plain).
struct PlainScalars {
    let folding: SearchFolding
    private var known: [UInt32: Bool] = [:]

    init(folding: SearchFolding) { self.folding = folding }

    /// Whether `text` is plain; nil when it is not UTF-8 (checked to the end even once the answer is no).
    mutating func isPlain(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard var i = Self.firstNonASCII(text) else { return true }
        var plain = true
        let count = text.count
        while i < count {
            let lead = text[i]
            if lead < 0x80 {
                i += 1
                continue
            }
            guard let (value, length) = Self.decode(text, at: i) else { return nil }
            if plain, let scalar = Unicode.Scalar(value), !isPlain(scalar) { plain = false }
            i += length
        }
        return plain
    }

    /// The scalar value of the well-formed UTF-8 sequence at `i` (lead byte ≥ 0x80) and its length;
    /// nil for anything ill-formed (stray continuation bytes, overlong forms, surrogates, beyond U+10FFFF).
    static func decode(_ text: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int)? {
        let lead = text[i]
        let count = text.count
        func continuation(_ offset: Int) -> UInt32? {
            guard i + offset < count else { return nil }
            let byte = text[i + offset]
            return byte & 0xC0 == 0x80 ? UInt32(byte & 0x3F) : nil
        }
        switch lead {
        case 0xC2...0xDF:
            guard let b1 = continuation(1) else { return nil }
            return (UInt32(lead & 0x1F) << 6 | b1, 2)
        case 0xE0...0xEF:
            guard let b1 = continuation(1), let b2 = continuation(2) else { return nil }
            let value = UInt32(lead & 0x0F) << 12 | b1 << 6 | b2
            guard value >= 0x800, !(0xD800...0xDFFF).contains(value) else { return nil }
            return (value, 3)
        case 0xF0...0xF4:
            guard let b1 = continuation(1), let b2 = continuation(2), let b3 = continuation(3) else { return nil }
            let value = UInt32(lead & 0x07) << 18 | b1 << 12 | b2 << 6 | b3
            guard value >= 0x10000, value <= 0x10FFFF else { return nil }
            return (value, 4)
        default:
            return nil
        }
    }

    mutating func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0xAC00 && value <= 0xD7A3 { return true }  // Hangul syllables: no case, no accents
        if let answer = known[value] { return answer }
        let answer = Self.computePlain(scalar, folding: folding)
        known[value] = answer
        return answer
    }

    static func computePlain(_ scalar: Unicode.Scalar, folding: SearchFolding) -> Bool {
        let value = scalar.value
        if (0x1100...0x11FF).contains(value) || (0xA960...0xA97F).contains(value) || (0xD7B0...0xD7FF).contains(value) {
            return false
        }
        let character = Character(scalar)
        guard SearchKey.key(of: character, folding: folding).elementsEqual(String(scalar).utf8) else { return false }
        let alone = String(scalar)
        for probe in ["a", "가", "\u{1F1E6}"] where (probe + alone).count != 2 { return false }
        return (alone + "a").count == 2
    }

    /// The offset of the first byte ≥ 0x80, eight bytes at a time.
    static func firstNonASCII(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = text.baseAddress else { return nil }
        var i = 0
        let count = text.count
        while i + 8 <= count {
            let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { break }
            i += 8
        }
        while i < count {
            if base[i] >= 0x80 { return i }
            i += 1
        }
        return nil
    }
}
