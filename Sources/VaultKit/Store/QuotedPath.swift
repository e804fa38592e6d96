/// A file name as git writes one where it must not break a line (`git status`, `git diff` headers).
enum QuotedPath {
    /// `path` as it is, unless it holds a control character, a `"` or a `\`: then in double quotes with
    /// C escapes (`\n`, `\t`, `\"`, `\\`, other controls as octal bytes such as `\033`), as git's
    /// `quote_c_style` does. Other non-ASCII text (Korean names) is kept, as with `core.quotePath=false`.
    static func cStyle(_ path: String) -> String {
        let bytes = Array(path.utf8)
        func isControl(_ index: Int) -> Bool {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F { return true }
            // A C1 control (U+0080–U+009F) is 0xC2 followed by 0x80–0x9F.
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return true }
            return (0x80...0x9F).contains(byte) && index > 0 && bytes[index - 1] == 0xC2
        }
        guard bytes.indices.contains(where: { isControl($0) || bytes[$0] == UInt8(ascii: "\"") || bytes[$0] == UInt8(ascii: "\\") })
        else { return path }
        let named: [UInt8: String] = [
            0x07: "a", 0x08: "b", 0x09: "t", 0x0A: "n", 0x0B: "v", 0x0C: "f", 0x0D: "r",
            UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\"
        ]
        var out: [UInt8] = [UInt8(ascii: "\"")]
        for index in bytes.indices {
            let byte = bytes[index]
            if let name = named[byte] {
                out += Array(("\\" + name).utf8)
            } else if isControl(index) {
                let octal = String(byte, radix: 8)
                out += Array(("\\" + String(repeating: "0", count: 3 - octal.count) + octal).utf8)
            } else {
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
        return String(decoding: out, as: UTF8.self)
    }
}
