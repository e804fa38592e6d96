/// Text from files (titles, bodies, tags, places, file names, commit messages), made safe to print on a
/// terminal: a control character in an entry must not retitle the window, clear the screen or move
/// the cursor (`ESC ] 0 ; … BEL`, `ESC [ 2 J`).
///
/// Control characters are shown in caret notation, as `cat -v`, `less` and vim show them: the C0
/// controls as `^@` … `^_` (ESC is `^[`, BEL `^G`), DEL as `^?`, and the C1 controls U+0080–U+009F
/// as `M-^@` … `M-^_` (U+009B, a one-character CSI, is `M-^[`). Everything else, Korean, emoji and
/// combining marks included, is kept as it is, but for the bidirectional embeddings, overrides and
/// isolates (U+202A–U+202E, U+2066–U+2069), which reorder what follows them on the screen (a title that
/// reads differently from its bytes): they are shown as `<U+202E>`.
enum TerminalSafe {
    /// One line (a title, a tag, a file name): every control character shown, a tab as a space.
    static func line(_ text: some StringProtocol) -> String {
        guard needsWork(text.utf8, keepingLineBreaks: false) else { return String(text) }
        var out: [UInt8] = []
        append(text.utf8, keepingLineBreaks: false, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Lines of text (a body): newlines, tabs and CRLF line ends kept, every other control character shown.
    static func text(_ text: some StringProtocol) -> String {
        guard needsWork(text.utf8, keepingLineBreaks: true) else { return String(text) }
        var out: [UInt8] = []
        append(text.utf8, keepingLineBreaks: true, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the UTF-8 `bytes`, control characters shown, to `out` (for output built as bytes).
    static func append(_ bytes: some Collection<UInt8>, keepingLineBreaks: Bool = false, to out: inout [UInt8]) {
        guard needsWork(bytes, keepingLineBreaks: keepingLineBreaks) else {
            out += bytes
            return
        }
        var previous: UInt8 = 0
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            if byte == 0xE2, let scalar = bidiControl(bytes, at: index) {
                out += Array("<U+\(String(scalar, radix: 16, uppercase: true))>".utf8)
                index = bytes.index(index, offsetBy: 3)
                previous = 0
                continue
            }
            let next = bytes.index(after: index)
            let following = next == bytes.endIndex ? nil : bytes[next]
            defer { previous = byte }
            switch byte {
            case UInt8(ascii: "\t"):
                out.append(keepingLineBreaks ? byte : UInt8(ascii: " "))
            case UInt8(ascii: "\n") where keepingLineBreaks:
                out.append(byte)
            case UInt8(ascii: "\r") where keepingLineBreaks && following == UInt8(ascii: "\n"):
                out.append(byte)
            case 0x00..<0x20:
                out += [UInt8(ascii: "^"), byte + 0x40]
            case 0x7F:
                out += [UInt8(ascii: "^"), UInt8(ascii: "?")]
            case 0x80...0x9F where previous == 0xC2:
                // The second byte of a C1 control: its first (0xC2) was held back below.
                out += [UInt8(ascii: "M"), UInt8(ascii: "-"), UInt8(ascii: "^"), byte - 0x80 + 0x40]
            case 0xC2 where following.map({ (0x80...0x9F).contains($0) }) == true:
                break
            default:
                out.append(byte)
            }
            index = next
        }
    }

    /// True when `bytes` hold a control character that `append` would change.
    static func needsWork(_ bytes: some Collection<UInt8>, keepingLineBreaks: Bool) -> Bool {
        // Printable ASCII, the common case: nothing to do.
        if DisplayWidth.isPrintableASCII(bytes) { return false }
        var previous: UInt8 = 0
        var index = bytes.startIndex
        for byte in bytes {
            defer { index = bytes.index(after: index) }
            if byte == 0xE2, bidiControl(bytes, at: index) != nil { return true }
            if byte < 0x20 {
                if !keepingLineBreaks || (byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\r")) {
                    return true
                }
            } else if byte == 0x7F || (previous == 0xC2 && byte >= 0x80 && byte <= 0x9F) {
                return true
            }
            previous = byte
        }
        // A lone carriage return (not before a newline) moves the cursor: `append` shows it.
        return keepingLineBreaks && hasLoneCarriageReturn(bytes)
    }

    /// The bidirectional control whose UTF-8 starts at `index` (0xE2), nil when it is another character.
    private static func bidiControl<Bytes: Collection<UInt8>>(_ bytes: Bytes, at index: Bytes.Index) -> UInt32? {
        guard let second = bytes.index(index, offsetBy: 1, limitedBy: bytes.endIndex), second != bytes.endIndex,
            let third = bytes.index(index, offsetBy: 2, limitedBy: bytes.endIndex), third != bytes.endIndex
        else { return nil }
        switch (bytes[second], bytes[third]) {
        case (0x80, 0xAA...0xAE): return 0x2000 + UInt32(bytes[third] - 0x80)
        case (0x81, 0xA6...0xA9): return 0x2040 + UInt32(bytes[third] - 0x80)
        default: return nil
        }
    }

    private static func hasLoneCarriageReturn(_ bytes: some Collection<UInt8>) -> Bool {
        var afterReturn = false
        for byte in bytes {
            if afterReturn, byte != UInt8(ascii: "\n") { return true }
            afterReturn = byte == UInt8(ascii: "\r")
        }
        return afterReturn
    }
}
