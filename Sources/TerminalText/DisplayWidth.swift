/// Terminal columns of text: East Asian wide characters (Hangul, CJK, full-width forms, emoji) take two.
public enum DisplayWidth {
    /// Columns of one scalar: 2 for East Asian wide ones, 0 for controls and combining marks.
    @inlinable public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v >= 0x20 && v < 0x7F { return 1 }
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        switch v {
        // Latin letters and signs, general punctuation and spaces (U+202F is in every English time):
        // no wide character and no mark among them, so no look-up of the category.
        case 0xA0...0x2FF, 0x2010...0x205F:
            return 1
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        case 0x200B...0x200F, 0xFE00...0xFE0F:
            return 0
        default:
            let category = scalar.properties.generalCategory
            return category == .nonspacingMark || category == .enclosingMark ? 0 : 1
        }
    }

    @inlinable public static func of(_ text: some StringProtocol) -> Int {
        if isASCII(text) { return text.utf8.count }
        return text.unicodeScalars.reduce(0) { $0 + of($1) }
    }

    /// Columns of text that may hold colour codes (`ESC [ … m` and other CSI sequences take none).
    @inlinable public static func visible(_ text: some StringProtocol) -> Int {
        guard text.utf8.contains(0x1B) else { return of(text) }
        var width = 0
        var inEscape = false
        var afterEscape = false
        for scalar in text.unicodeScalars {
            if afterEscape {
                afterEscape = false
                inEscape = scalar == "["
            } else if inEscape {
                // A CSI sequence ends with a byte from @ to ~.
                if (0x40...0x7E).contains(scalar.value) { inEscape = false }
            } else if scalar == "\u{1B}" {
                afterEscape = true
            } else {
                width += of(scalar)
            }
        }
        return width
    }

    @inlinable public static func isASCII(_ text: some StringProtocol) -> Bool {
        isPrintableASCII(text.utf8)
    }

    /// True when every byte is printable ASCII, the common case where a byte is a column.
    @inlinable public static func isPrintableASCII(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The longest prefix of `text` that fits in `columns`, with `…` when cut.
    @inlinable public static func truncate(_ text: String, to columns: Int) -> String {
        guard columns > 0 else { return "" }
        if isASCII(text) {
            let bytes = text.utf8
            return bytes.count <= columns ? text : String(decoding: bytes.prefix(columns - 1), as: UTF8.self) + "…"
        }
        var used = 0
        var cut: String.UnicodeScalarView.Index?
        let scalars = text.unicodeScalars
        for index in scalars.indices {
            let w = of(scalars[index])
            if cut == nil, used + w > columns - 1 { cut = index }
            used += w
            if used > columns, let cut { return String(scalars[..<cut]) + "…" }
        }
        return text
    }

    /// Columns of valid UTF-8 text, as `of(_:)` counts them for the same text as a string.
    @inlinable public static func of(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        if isPrintableASCII(bytes) { return bytes.count }
        var width = 0
        var index = 0
        while index < bytes.count {
            let (scalar, length) = scalar(in: bytes, at: index)
            width += of(scalar)
            index += length
        }
        return width
    }

    /// How much of valid UTF-8 text `truncate(_:to:)` keeps: the bytes before `end`, then `…` when
    /// `cut`; and how many columns that takes, the `…` included.
    @inlinable public static func fit(utf8 bytes: UnsafeBufferPointer<UInt8>, to columns: Int) -> (end: Int, cut: Bool, width: Int) {
        guard columns > 0 else { return (0, false, 0) }
        if isPrintableASCII(bytes) {
            return bytes.count <= columns ? (bytes.count, false, bytes.count) : (columns - 1, true, columns)
        }
        var used = 0
        var cut: (end: Int, width: Int)?
        var index = 0
        while index < bytes.count {
            let (scalar, length) = scalar(in: bytes, at: index)
            let w = of(scalar)
            if cut == nil, used + w > columns - 1 { cut = (index, used) }
            used += w
            if used > columns, let cut { return (cut.end, true, cut.width + 1) }
            index += length
        }
        return (bytes.count, false, used)
    }

    /// The scalar whose UTF-8 (valid) starts at `index`, and its length in bytes.
    @usableFromInline static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[index])
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var value = length == 1 ? lead : lead & (0xFF >> (length + 1))
        for offset in 1..<max(length, 1) where index + offset < bytes.count {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// `text` padded with spaces to `columns`.
    @inlinable public static func pad(_ text: String, to columns: Int) -> String {
        let w = of(text)
        return w >= columns ? text : text + String(repeating: " ", count: columns - w)
    }
}
