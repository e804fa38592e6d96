import EntryDisplay

/// The addresses in HTML that cmark-gfm wrote (`<img src="…">`, `<a href="…">`), found and changed in place.
///
/// cmark-gfm escapes a quote in text and in attributes (`&quot;`), so in what it writes `src="` and `href="`
/// start attributes only, each address ending at the next quote; in an address it writes `&amp;` and `&#x27;`
/// for `&` and `'` and percent-escapes the rest.
enum HTMLLinkAttributes {
    /// What an address becomes: the new address, and the file name a link's `download` attribute gives
    /// (a `data:` address cannot be opened as a page, only saved; an image's `src` takes none).
    struct Change {
        let address: String
        var download: String? = nil
    }

    /// `html` with every `src` and `href` address given to `change` (unescaped), and replaced by what it
    /// returns; left as it is for nil.
    static func rewrite(_ html: String, _ change: (String) -> Change?) -> String {
        var out = ""
        var rest = html[...]
        while let (valueStart, isLink) = nextAddress(in: rest) {
            guard let end = rest[valueStart...].firstIndex(of: "\"") else { break }
            out += rest[..<valueStart]
            let written = String(rest[valueStart..<end])
            if let changed = change(unescape(written)) {
                out += escaped(changed.address) + "\""
                if isLink, let name = changed.download { out += " download=\"" + HTMLText.escape(name) + "\"" }
            } else {
                out += written + "\""
            }
            rest = rest[rest.index(after: end)...]
        }
        return out + rest
    }

    /// Where the address of the next ` src="` or ` href="` in `text` starts, and whether it is a link's (`href`).
    private static func nextAddress(in text: Substring) -> (Substring.Index, isLink: Bool)? {
        let source = text.range(of: " src=\"")
        let link = text.range(of: " href=\"")
        switch (source, link) {
        case (let source?, let link?): return source.lowerBound < link.lowerBound ? (source.upperBound, false) : (link.upperBound, true)
        case (let source?, nil): return (source.upperBound, false)
        case (nil, let link?): return (link.upperBound, true)
        case (nil, nil): return nil
        }
    }

    /// An address as an attribute's text (a long `data:` address has nothing to escape, and is not gone through).
    private static func escaped(_ address: String) -> String {
        address.utf8.contains(where: {
            $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
        })
            ? HTMLText.escape(address) : address
    }

    /// An attribute's text as the address it stands for.
    static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&#x27;", with: "'").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }
}
