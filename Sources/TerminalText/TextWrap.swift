/// Text laid out in lines of at most a given display width, broken only between items or words.
///
/// A non-breaking space (U+00A0) holds words together ("Nov 21, 2026"); it comes out as a space.
public enum TextWrap {
    /// The space that keeps the words on either side on one line.
    public static let glue: Character = "\u{A0}"

    /// `text` with its spaces made non-breaking, so it is never split across lines.
    public static func unbreakable(_ text: String) -> String {
        String(text.map { $0 == " " ? glue : $0 })
    }

    /// `items` joined by `separator`, as many to a line as fit in `width` columns; an item wider
    /// than `width` gets a line of its own (see `words` to break it). Colour codes take no columns.
    public static func fill(_ items: [String], separator: String, width: Int) -> [String] {
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
    public static func words(_ text: String, width: Int) -> [String] {
        let words = text.split(separator: " ").map { word in
            DisplayWidth.visible(word) <= width ? String(word) : DisplayWidth.truncate(String(word), to: width)
        }
        return fill(words, separator: " ", width: width)
    }

    /// A message as it goes to a terminal `width` columns wide: `prefix` (`error: `, colour codes and
    /// all) then `text`, broken at spaces only, so no word, path or URL is ever cut; a word wider than
    /// the line keeps a line of its own. Continuation lines are indented to line up after the prefix
    /// (not when the prefix takes more than half the line); a line of `text` after a newline keeps its
    /// own leading spaces as its indent. With no width (not a terminal) the message stays as it is.
    public static func message(_ text: String, prefix: String = "", width: Int?) -> String {
        guard let width, width > 0 else { return prefix + text }
        let prefixWidth = DisplayWidth.visible(prefix)
        let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
        return paragraphs.enumerated().map { index, paragraph in
            let ownIndent = paragraph.prefix { $0 == " " }.count
            let lead = index == 0 ? prefix + String(repeating: " ", count: ownIndent) : String(paragraph.prefix(ownIndent))
            let leadWidth = index == 0 ? prefixWidth + ownIndent : ownIndent
            let indent = leadWidth * 2 <= width ? leadWidth : 0
            let words = quotedKeptTogether(paragraph.split(separator: " ").map(String.init), width: width - indent)
            return lines(words, lead: lead, leadWidth: leadWidth, indent: indent, width: width)
        }.joined(separator: "\n")
    }

    /// `words` with each quoted span (`'diary config set offline true'`, `“Seoul, South Korea”`) made one
    /// word when it fits in `width`, so a command to copy or a name stays on one line; a span wider than
    /// that, or never closed, is left in words.
    static func quotedKeptTogether(_ words: [String], width: Int) -> [String] {
        var out: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            guard let open = word.first, let close = closingQuote[open], !closes(word.dropFirst(), close) else {
                out.append(word)
                index += 1
                continue
            }
            guard let end = words[(index + 1)...].firstIndex(where: { closes($0[...], close) }) else {
                out.append(word)
                index += 1
                continue
            }
            let span = words[index...end].joined(separator: " ")
            if DisplayWidth.visible(span) <= width {
                out.append(unbreakable(span))
            } else {
                out.append(contentsOf: words[index...end])
            }
            index = end + 1
        }
        return out
    }

    /// The quotes that open a span, with the one that closes it.
    private static let closingQuote: [Character: Character] = ["'": "'", "\u{201C}": "\u{201D}"]

    /// Whether `word` holds the closing quote `close` (a word may go on after it: `'…'(또는`, `”;`).
    private static func closes(_ word: Substring, _ close: Character) -> Bool {
        word.contains(close)
    }

    /// `words` after `lead`, as many to a line as fit, continuation lines `indent` columns in; a word
    /// that fits no indented line starts at the margin. The first word stays after `lead` whatever its width.
    private static func lines(_ words: [String], lead: String, leadWidth: Int, indent: Int, width: Int) -> String {
        var out = lead
        var used = leadWidth
        var lineHasWord = false
        for word in words {
            let wordWidth = DisplayWidth.visible(word)
            if lineHasWord, used + 1 + wordWidth <= width {
                out += " " + word
                used += 1 + wordWidth
            } else if !lineHasWord {
                out += word
                used += wordWidth
            } else {
                let margin = indent + wordWidth <= width ? indent : 0
                out += "\n" + String(repeating: " ", count: margin) + word
                used = margin + wordWidth
            }
            lineHasWord = true
        }
        return spaced(out)
    }

    private static func spaced(_ line: String) -> String {
        line.contains(glue) ? String(line.map { $0 == glue ? " " : $0 }) : line
    }
}
