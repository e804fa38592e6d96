/// Finds a term's key in plain UTF-8 text, comparing the text's ASCII letters as lower case and every
/// other byte exactly (see `PlainScalars` for when that is the whole truth).
enum ByteSearch {
    /// The first offset at or after `start` where `key` occurs in `text`.
    ///
    /// Sixteen positions at a time are tested on the key's first two bytes (a letter in either case),
    /// and only those candidates are compared in full: most of a diary's text is skipped that way.
    static func firstOffset(of key: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        let m = key.count
        let n = text.count
        guard m > 0, start >= 0, n - start >= m, let k = key.baseAddress, let t = text.baseAddress else { return nil }
        let last = n - m  // the last position a match can start at
        var i = start
        if m >= 2 {
            // A lower-case letter in the key matches either case in the text: setting bit 0x20 of a text
            // byte makes both cases equal to it (and nothing else, for a letter).
            let first = SIMD16<UInt8>(repeating: k[0])
            let second = SIMD16<UInt8>(repeating: k[1])
            let firstFold = SIMD16<UInt8>(repeating: Self.isLowerLetter(k[0]) ? 0x20 : 0)
            let secondFold = SIMD16<UInt8>(repeating: Self.isLowerLetter(k[1]) ? 0x20 : 0)
            while i + 16 < n, i <= last {
                let a = UnsafeRawPointer(t + i).loadUnaligned(as: SIMD16<UInt8>.self)
                let b = UnsafeRawPointer(t + i + 1).loadUnaligned(as: SIMD16<UInt8>.self)
                let candidates = ((a | firstFold) .== first) .& ((b | secondFold) .== second)
                if any(candidates) {
                    for lane in 0..<16 where candidates[lane] {
                        let position = i + lane
                        if position > last { return nil }
                        if matches(k, m, at: t + position) { return position }
                    }
                }
                i += 16
            }
        }
        let first = k[0]
        let firstUpper = Self.isLowerLetter(first) ? first &- 0x20 : first
        while i <= last {
            let b = t[i]
            if b == first || b == firstUpper, matches(k, m, at: t + i) { return i }
            i += 1
        }
        return nil
    }

    @inline(__always)
    private static func isLowerLetter(_ byte: UInt8) -> Bool { byte &- 0x61 < 26 }

    /// Whether the `m` bytes at `text`, ASCII letters lowered, equal the key.
    @inline(__always)
    private static func matches(_ key: UnsafePointer<UInt8>, _ m: Int, at text: UnsafePointer<UInt8>) -> Bool {
        var j = 0
        while j < m, SearchKey.lowercased(text[j]) == key[j] { j += 1 }
        return j == m
    }

    /// Every occurrence of `key` in `text`, leftmost first, none overlapping.
    static func ranges(of key: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var out: [Range<Int>] = []
        appendRanges(of: key, in: text, to: &out)
        return out
    }

    /// `ranges(of:in:)`, appended to `out`.
    static func appendRanges(of key: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, to out: inout [Range<Int>]) {
        var from = 0
        while let found = firstOffset(of: key, in: text, from: from) {
            out.append(found..<(found + key.count))
            from = found + key.count
        }
    }
}
