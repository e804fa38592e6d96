/// A line turned into its search key character by character, with the way back to the line's bytes:
/// the exact (slower) path, for text that `ByteSearch` cannot take as it is.
struct KeyedLine {
    private(set) var key: [UInt8] = []
    /// Whether key offset `i` falls between two characters (`key.count + 1` entries).
    private var boundary: [Bool] = []
    /// The line's byte range of the character each key byte came from.
    private var sourceStart: [Int] = []
    private var sourceEnd: [Int] = []

    init(_ line: String, keys: inout CharacterKeys) {
        var offset = 0
        for character in line {
            let length = character.utf8.count
            let characterKey = keys.key(of: character)
            for (index, byte) in characterKey.enumerated() {
                key.append(byte)
                boundary.append(index == 0)
                sourceStart.append(offset)
                sourceEnd.append(offset + length)
            }
            offset += length
        }
        boundary.append(true)
    }

    /// The byte ranges of the line where `term` (a key) occurs as whole characters, leftmost first, none overlapping.
    func ranges(of term: [UInt8]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var from = 0
        while let found = firstMatch(of: term, from: from) {
            out.append(sourceStart[found]..<sourceEnd[found + term.count - 1])
            from = found + term.count
        }
        return out
    }

    func contains(_ term: [UInt8]) -> Bool { firstMatch(of: term, from: 0) != nil }

    /// The first key offset at or after `from` where `term` starts and ends on character boundaries.
    private func firstMatch(of term: [UInt8], from: Int) -> Int? {
        let m = term.count
        let n = key.count
        guard m > 0, n >= m, from <= n - m else { return nil }
        for i in from...(n - m) where boundary[i] && boundary[i + m] && key[i] == term[0] {
            var j = 1
            while j < m, key[i + j] == term[j] { j += 1 }
            if j == m { return i }
        }
        return nil
    }
}

/// Keys of characters, remembered per worker (texts repeat the same few characters).
struct CharacterKeys {
    let folding: SearchFolding
    private var scalars: [UInt32: [UInt8]] = [:]
    private var clusters: [Character: [UInt8]] = [:]

    init(folding: SearchFolding) { self.folding = folding }

    mutating func key(of character: Character) -> [UInt8] {
        let scalarsOfCharacter = character.unicodeScalars
        if scalarsOfCharacter.count == 1, let scalar = scalarsOfCharacter.first {
            if scalar.isASCII { return [SearchKey.lowercased(UInt8(scalar.value))] }
            if let known = scalars[scalar.value] { return known }
            let key = SearchKey.key(of: character, folding: folding)
            scalars[scalar.value] = key
            return key
        }
        if let known = clusters[character] { return known }
        let key = SearchKey.key(of: character, folding: folding)
        clusters[character] = key
        return key
    }
}
