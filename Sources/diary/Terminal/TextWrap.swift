/// Text laid out in lines of at most a given display width, broken only between items or words.
///
/// A non-breaking space (U+00A0) holds words together ("Nov 21, 2026"); it comes out as a space.
enum TextWrap {
    /// The space that keeps the words on either side on one line.
    static let glue: Character = "\u{A0}"

    /// `text` with its spaces made non-breaking, so it is never split across lines.
    static func unbreakable(_ text: String) -> String {
        String(text.map { $0 == " " ? glue : $0 })
    }

    /// `items` joined by `separator`, as many to a line as fit in `width` columns; an item wider
    /// than `width` gets a line of its own (see `words` to break it). Colour codes take no columns.
    static func fill(_ items: [String], separator: String, width: Int) -> [String] {
        let separatorWidth = DisplayWidth.of(separator)
        var lines: [String] = []
        var line = ""
        var used = 0
        for item in items {
            let itemWidth = DisplayWidth.visible(item)
            if !line.isEmpty, used + separatorWidth + itemWidth <= width {
                line += separator + item
                used += separatorWidth + itemWidth
            } else {
                if !line.isEmpty { lines.append(line) }
                line = item
                used = itemWidth
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines.map(spaced)
    }

    /// `text` broken at its spaces into lines of at most `width` columns. Only a single word wider
    /// than the whole line is cut, ending in `…`.
    static func words(_ text: String, width: Int) -> [String] {
        let words = text.split(separator: " ").map { word in
            DisplayWidth.visible(word) <= width ? String(word) : DisplayWidth.truncate(String(word), to: width)
        }
        return fill(words, separator: " ", width: width)
    }

    private static func spaced(_ line: String) -> String {
        line.contains(glue) ? String(line.map { $0 == glue ? " " : $0 }) : line
    }
}
