import Foundation
import VaultKit

/// An entry as the readable formats (Markdown, HTML) show it: title, localized date, its facts (place,
/// weather), tags, and the body after its title heading.
public struct ExportedEntry: Sendable {
    public let entry: Entry
    /// The title, or `(untitled)` for a body without text.
    public let title: String
    public let timestamp: EntryTimestamp
    /// The date and time in the user's locale, in the offset the entry was written in.
    public let date: String
    /// The facts after the date (the place and the weather as `diary show` prints them), when the entry has them.
    public let keyFacts: [EntryFact]
    public let tags: [String]
    public let starred: Bool
    /// The body without its title heading (the export shows the title as its own heading).
    public let body: String

    /// `untitled`: the title of an entry whose body has no text, in the reader's language.
    public init(_ entry: Entry, zone: TimeZone, dates: DateDisplay, untitled: String) {
        let fm = entry.frontMatter
        self.entry = entry
        title = entry.title.isEmpty ? untitled : entry.title
        timestamp = entry.timestamp(localZone: zone)
        date = dates.string(timestamp)
        keyFacts = EntryFact.facts(of: fm)
        tags = fm.tags ?? []
        starred = fm.starred == true
        body =
            fm.title == nil
            ? Self.withoutTitleLine(entry.document.body, title: entry.title) : Self.whole(entry.document.body, title: entry.title)
    }

    /// The date, then the facts that are known (the place, the weather).
    public var facts: [String] { [date] + keyFacts.map(\.text) }

    /// `body` from the line after its first non-blank line when that line is the title (a Markdown heading,
    /// or the plain line a Day One entry starts with: shown once, as the title), else from that line (a
    /// picture first); blank lines at the start are dropped, everything else is kept byte for byte, and a
    /// last line without a newline gets one.
    public static func withoutTitleLine(_ body: String, title: String) -> String {
        var rest = droppingBlankLines(Substring(body))
        let firstLine = rest.prefix { !$0.isNewline }
        let text = firstLine.drop { $0 == " " || $0 == "\t" }
        if isHeading(text) || (!title.isEmpty && text.trimmingCharacters(in: .whitespaces) == title) {
            rest = droppingBlankLines(rest[firstLine.endIndex...].dropFirst())
        }
        // A body whose only line is its title (a one-line entry) is shown once, as the title.
        if rest.isEmpty || isOnly(title: title, rest) { return "" }
        return rest.last?.isNewline == true ? String(rest) : String(rest) + "\n"
    }

    /// The body of an entry titled by its `title` key: all of it from its first line with text (its first
    /// heading is the body's own), with a newline at its end; empty when it is only that title.
    static func whole(_ body: String, title: String) -> String {
        let rest = droppingBlankLines(Substring(body))
        if rest.isEmpty || isOnly(title: title, rest) { return "" }
        return rest.last?.isNewline == true ? String(rest) : String(rest) + "\n"
    }

    /// Whether `text` (from its first line that holds text) is one line, `title` (as `EntryText.title`
    /// reads it: trimmed), and nothing after it.
    public static func isOnly(title: String, _ text: Substring) -> Bool {
        guard !title.isEmpty else { return false }
        let line = text.prefix { !$0.isNewline }
        return line.trimmingCharacters(in: .whitespaces) == title && droppingBlankLines(text[line.endIndex...].dropFirst()).isEmpty
    }

    /// `text` from its first line that holds more than spaces and tabs; empty when there is none.
    public static func droppingBlankLines(_ text: Substring) -> Substring {
        var rest = text
        while true {
            let line = rest.prefix { !$0.isNewline }
            guard line.allSatisfy({ $0 == " " || $0 == "\t" }) else { return rest }
            guard line.endIndex < rest.endIndex else { return rest[rest.endIndex...] }
            rest = rest[rest.index(after: line.endIndex)...]
        }
    }

    /// `# Title` … `###### Title`: one to six `#` and a space.
    static func isHeading(_ line: Substring) -> Bool {
        let hashes = line.prefix { $0 == "#" }.count
        return (1...6).contains(hashes) && line.dropFirst(hashes).first == " "
    }
}
