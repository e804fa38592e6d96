/// Help text laid out for ArgumentParser, which wraps help at the terminal's width by counting
/// characters: it breaks an example wherever the width falls (in the middle of a quoted string), and
/// leaves whole a line of Korean that is 70 characters but 100 columns wide.
///
/// Prose is wrapped here by display width (Hangul and other wide characters count two), never inside a
/// quoted phrase such as 'last friday'; example lines, those that start with a space, are kept whole.
/// Written to fit, the lines then pass through ArgumentParser unchanged on any terminal of 80 columns
/// or more.
enum HelpLayout {
    /// A command's discussion: under the 80 columns ArgumentParser wraps it at (at exactly 80 it
    /// breaks the line at its last space).
    static func discussion(_ text: String) -> String { laidOut(text, width: 78) }

    /// The help of a positional argument, beside the 26 columns of its name: under the 54 left of 80.
    /// (Only positional arguments: an option's help also goes into the completion scripts, one line each.)
    static func argument(_ text: String) -> String { laidOut(text, width: 52) }

    static func laidOut(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.hasPrefix(" ") ? String(line) : wrapped(line, width: width) }
            .joined(separator: "\n")
    }

    /// `line` in lines of at most `width` columns, broken at spaces (a word or phrase longer than that
    /// stays whole).
    private static func wrapped(_ line: Substring, width: Int) -> String {
        var lines: [String] = []
        var current = ""
        var used = 0
        for word in words(line) {
            let columns = DisplayWidth.of(word)
            if !current.isEmpty, used + 1 + columns > width {
                lines.append(current)
                (current, used) = ("", 0)
            }
            current += current.isEmpty ? word : " " + word
            used += current == word ? columns : 1 + columns
        }
        lines.append(current)
        return lines.joined(separator: "\n")
    }

    /// The words of `line`, a phrase in single quotes ('3 days ago') as one.
    private static func words(_ line: Substring) -> [String] {
        var words: [String] = []
        var phrase: String?
        for word in line.split(separator: " ") {
            if let open = phrase {
                phrase = open + " " + word
                if closesQuote(word) {
                    words.append(phrase ?? "")
                    phrase = nil
                }
            } else if word.hasPrefix("'"), !closesQuote(word.dropFirst()) {
                phrase = String(word)
            } else {
                words.append(String(word))
            }
        }
        if let phrase { words.append(phrase) }
        return words
    }

    /// Whether `word` ends a quoted phrase: its last quote is at its end, give or take punctuation.
    private static func closesQuote(_ word: Substring) -> Bool {
        word.trimmingSuffix(while: { ",.;:)".contains($0) }).hasSuffix("'")
    }
}

extension Substring {
    fileprivate func trimmingSuffix(while drop: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, drop(self[index(before: end)]) { end = index(before: end) }
        return self[startIndex..<end]
    }
}
