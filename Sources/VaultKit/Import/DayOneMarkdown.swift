/// Day One writes an entry's `text` as Markdown with punctuation escaped wherever the person typed it
/// (`Cairns here we come\.`). Those escapes are dropped on the way in, except where the bare character
/// would then mean something to Markdown: a list (`\- `, `1\. `), a link (`\](`) or an image (`\![`).
enum DayOneMarkdown {
    /// The characters Day One escapes in plain text.
    static let escaped: Set<Character> = [".", "-", "!", "(", ")", "[", "]"]

    static func unescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        let characters = Array(text)
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var lineStart = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\n" || character == "\r\n" { lineStart = index + 1 }
            guard character == "\\", index + 1 < characters.count else {
                out.append(character)
                index += 1
                continue
            }
            let next = characters[index + 1]
            if escaped.contains(next), !keepsEscape(next, at: index, in: characters, lineStart: lineStart) {
                out.append(next)
            } else {
                out.append(character)
                out.append(next)
            }
            index += 2
        }
        return out
    }

    /// True when dropping the backslash before `character` (at `index`) would turn text into markup.
    private static func keepsEscape(_ character: Character, at index: Int, in characters: [Character], lineStart: Int) -> Bool {
        let before = characters[lineStart..<index]
        let indent = before.allSatisfy { $0 == " " || $0 == "\t" }
        let after = index + 2 < characters.count ? characters[index + 2] : nil
        let afterNext = index + 3 < characters.count ? characters[index + 3] : nil
        switch character {
        case "-":
            // A list item, a rule or a heading underline at the start of a line.
            return indent
        case ".", ")":
            // `1. ` and `1) ` start an ordered list.
            let trimmed = before.drop { $0 == " " || $0 == "\t" }
            return !trimmed.isEmpty && trimmed.allSatisfy(\.isASCIIDigitCharacter)
        case "!":
            return after == "[" || (after == "\\" && afterNext == "[")
        case "]":
            // `](`, `][` and `]:` make links and link references.
            if let after, after == "(" || after == "[" || after == ":" { return true }
            return after == "\\" && (afterNext == "(" || afterNext == "[")
        default:
            return false
        }
    }
}

extension Character {
    fileprivate var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
