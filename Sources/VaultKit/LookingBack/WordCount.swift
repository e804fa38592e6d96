/// Counts the words of an entry's body without building a string per word.
///
/// A word is a run of characters between white space that holds at least one letter or digit, so
/// Markdown markers standing alone (`#`, `-`, `>`, `**`, `---`) are not words, while `**bold**` and
/// `don't` are one each. Korean is written with spaces between words and counts like English.
/// Chinese characters, hiragana and katakana, written without spaces, count one word each.
public enum WordCount {
    /// The words of `text`.
    public static func of(_ text: String) -> Int {
        if let count = text.utf8.withContiguousStorageIfAvailable(count) { return count }
        return Array(text.utf8).withUnsafeBufferPointer(count)
    }

    /// The words of UTF-8 `bytes` (invalid sequences count as neither letters nor spaces).
    public static func count(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        asciiClasses.withUnsafeBufferPointer { classes in count(bytes, classes: classes) }
    }

    /// Bit 0: an ASCII letter or digit; bit 1: ASCII white space.
    private static let asciiClasses: [UInt8] = (0..<128).map { byte -> UInt8 in
        switch byte {
        case 0x09...0x0D, 0x20: return 2
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return 1
        default: return 0
        }
    }

    private static func count(_ bytes: UnsafeBufferPointer<UInt8>, classes: UnsafeBufferPointer<UInt8>) -> Int {
        var words = 0
        // 1 while the current run of non-space characters holds a letter or digit.
        var run = 0
        var i = 0
        let n = bytes.count
        while i < n {
            let lead = bytes[i]
            if lead < 0x80 {
                // Without branches: English text alternates letters and spaces too irregularly to predict.
                let kind = Int(classes[Int(lead)])
                let space = kind >> 1
                words &+= run & space
                run = (run | (kind & 1)) & (space ^ 1)
                i += 1
                continue
            }
            // Decode one scalar; its class decides.
            var value: UInt32
            var length: Int
            if lead >= 0xF0 {
                value = UInt32(lead & 0x07)
                length = 4
            } else if lead >= 0xE0 {
                value = UInt32(lead & 0x0F)
                length = 3
            } else if lead >= 0xC0 {
                value = UInt32(lead & 0x1F)
                length = 2
            } else {
                i += 1
                continue
            }
            if i + length > n { break }
            for k in 1..<length { value = value << 6 | UInt32(bytes[i + k] & 0x3F) }
            i += length
            switch kind(of: value) {
            case .letter: run = 1
            case .space:
                words += run
                run = 0
            case .ideograph:
                words += run + 1
                run = 0
            case .other: break
            }
        }
        return words + run
    }

    private enum Kind { case letter, space, ideograph, other }

    private static func kind(of value: UInt32) -> Kind {
        switch value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: return .letter  // Hangul
        case 0x00C0...0x024F: return value == 0xD7 || value == 0xF7 ? .other : .letter  // Latin with accents
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x3FFFF,
            0x3040...0x309F, 0x30A0...0x30FF, 0x31F0...0x31FF:
            return .ideograph
        case 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return .space
        default:
            guard let scalar = Unicode.Scalar(value) else { return .other }
            let properties = scalar.properties
            return properties.isAlphabetic || properties.numericType != nil ? .letter : .other
        }
    }
}
