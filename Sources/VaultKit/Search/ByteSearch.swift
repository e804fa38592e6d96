/// Finds a term's key in plain UTF-8 text, comparing the text's ASCII letters as lower case and every
/// other byte exactly (see `PlainScalars` for when that is the whole truth).
enum ByteSearch {
    /// The first offset at or after `start` where `key` occurs in `text`.
    static func firstOffset(of key: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        let m = key.count, n = text.count
        guard m > 0, start >= 0, n - start >= m, let k = key.baseAddress, let t = text.baseAddress else { return nil }
        let first = k[0]
        let firstUpper = first &- 0x61 < 26 ? first &- 0x20 : first
        var i = start
        let last = n - m
        while i <= last {
            let b = t[i]
            if b == first || b == firstUpper {
                var j = 1
                while j < m, SearchKey.lowercased(t[i + j]) == k[j] { j += 1 }
                if j == m { return i }
            }
            i += 1
        }
        return nil
    }

    /// Every occurrence of `key` in `text`, leftmost first, none overlapping.
    static func ranges(of key: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var from = 0
        while let found = firstOffset(of: key, in: text, from: from) {
            out.append(found..<(found + key.count))
            from = found + key.count
        }
        return out
    }
}
