extension HTMLExport {
    /// Tags an entry's own HTML may not add to the page: `meta` (a refresh sends the reader elsewhere and
    /// the Content-Security-Policy does not govern it), `base` (moves every relative link), `link`
    /// (loads or prefetches) and `form` (sends what is typed elsewhere).
    static let forbiddenTags = ["meta", "base", "link", "form"]

    /// `html` with the `<` of every opening or closing forbidden tag written `&lt;`, so that the tag is
    /// shown as text. A tag is what an HTML parser reads as one: `<` or `</`, the name in any case, then
    /// white space, `/`, `>` or the end (`<metadata>` and `<meta-x>` are other elements).
    static func withoutForbiddenTags(_ html: String) -> String {
        let bytes = Array(html.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "<"), opensForbiddenTag(bytes, at: i) {
                out += Array("&lt;".utf8)
            } else {
                out.append(bytes[i])
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func opensForbiddenTag(_ bytes: [UInt8], at start: Int) -> Bool {
        var i = start + 1
        if i < bytes.count, bytes[i] == UInt8(ascii: "/") { i += 1 }
        for name in forbiddenTags {
            let letters = Array(name.utf8)
            guard i + letters.count <= bytes.count else { continue }
            // ASCII letters only: setting bit 0x20 lower-cases them.
            guard zip(bytes[i..<(i + letters.count)], letters).allSatisfy({ $0 | 0x20 == $1 }) else { continue }
            let end = i + letters.count
            guard end < bytes.count else { return true }
            switch bytes[end] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0C,
                UInt8(ascii: "/"), UInt8(ascii: ">"):
                return true
            default:
                continue
            }
        }
        return false
    }
}
