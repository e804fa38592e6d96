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
        guard properties.changesWhenCaseMapped else { out.append(scalar); return }
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

    /// Whether `text` is plain; nil when it is not UTF-8.
    mutating func isPlain(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard let start = Self.firstNonASCII(text) else { return true }
        let rest = UnsafeBufferPointer(rebasing: text[start...])
        guard let string = String(validating: rest, as: UTF8.self) else { return nil }
        for scalar in string.unicodeScalars where !scalar.isASCII {
            if !isPlain(scalar) { return false }
        }
        return true
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
