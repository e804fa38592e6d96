import VaultKit

/// The value of a user's front-matter key as the YAML text the file holds, without the key:
/// `mood: "good"  # a comment` gives `"good"  # a comment`; a block value keeps its lines and
/// their indentation; comment and blank lines after the value are left out.
enum UserFieldValue {
    static func text(of field: UserField) -> String {
        var lines = field.text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
        // Lines after the value that hold nothing, or a comment at the start of the line.
        while let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) || last.hasPrefix("#") {
            lines.removeLast()
        }
        guard let first = lines.first else { return "" }
        guard let value = afterKey(first, key: field.key) else {
            return lines.joined(separator: "\n")
        }
        let rest = lines.dropFirst()
        let trimmed = value.drop { $0 == " " || $0 == "\t" }
        return (trimmed.isEmpty ? Array(rest) : [trimmed] + rest).joined(separator: "\n")
    }

    /// What follows `key:` on the field's first line, the key plain or quoted; nil when the line does
    /// not start that way.
    static func afterKey(_ line: Substring, key: String) -> Substring? {
        var rest: Substring
        if let quote = line.first, quote == "\"" || quote == "'" {
            guard let end = closingQuote(line, quote) else { return nil }
            rest = line[line.index(after: end)...]
        } else if line.hasPrefix(key) {
            rest = line.dropFirst(key.count)
        } else {
            return nil
        }
        rest = rest.drop { $0 == " " || $0 == "\t" }
        guard rest.first == ":" else { return nil }
        return rest.dropFirst()
    }

    /// The index of the quote that closes the quoted scalar `line` starts with.
    static func closingQuote(_ line: Substring, _ quote: Character) -> Substring.Index? {
        var index = line.index(after: line.startIndex)
        while index < line.endIndex {
            let character = line[index]
            let next = line.index(after: index)
            if quote == "\"", character == "\\" {
                index = next < line.endIndex ? line.index(after: next) : next
                continue
            }
            if character == quote {
                // '' inside a single-quoted scalar is one quote.
                if quote == "'", next < line.endIndex, line[next] == "'" {
                    index = line.index(after: next)
                    continue
                }
                return index
            }
            index = next
        }
        return nil
    }
}
