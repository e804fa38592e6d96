/// diary's interface in English.
public struct EnglishText: InterfaceText {
    public init() {}
}

// MARK: - Core commands

extension EnglishText {
    public var untitled: String { "(untitled)" }
}

// MARK: - Looking back: filters, day words, tags, on-this-day, calendar, stats

extension EnglishText {
    // Filters and day words
    public func notADay(option: String, text: String, examples: String) -> String {
        "\(option) '\(text)' is not a day or range of days; use e.g. \(examples)"
    }
    public func fromAfterTo(from: String, to: String) -> String { "--from \(from) is after --to \(to); swap them" }
    public func notAYear(option: String, text: String) -> String { "\(option) '\(text)' is not a year; use e.g. \(option) 2026" }
    public func notAMonth(option: String, text: String) -> String { "\(option) '\(text)' is not a month; use YYYY-MM, e.g. \(option) 2026-11" }
    public func notACount(option: String) -> String { "\(option) takes a count of 0 or more, e.g. \(option) 20" }
}

// MARK: - Search

extension EnglishText {
    public func searchCount(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }
    public func searchMoreLines(_ count: Int) -> String { "(+\(count) more)" }
    public var searchNothingFound: String { "No entry matches." }
    public var searchNoTerms: String {
        "give at least one word to search for, e.g. diary search coffee, or a phrase in quotes: diary search \"long walk\""
    }
    public func searchEmptyTerm(_ term: String) -> String {
        "'\(term)' has nothing in it to search for; give a word, e.g. diary search coffee"
    }
    public func searchBadPattern(_ pattern: String) -> String {
        "-e '\(pattern)' is not a valid regular expression; e.g. diary search -e 'walk(ed|ing)', "
            + "or put a backslash before ( [ * + ? to find them as they are"
    }
    public var searchFoldWithPattern: String { "--fold does not apply to regular expressions (-e); leave out one of them" }
    public var searchPathsWithJSON: String { "-l and --json do not go together; choose one" }
}

// MARK: - Settings, templates, meta

extension EnglishText {
}

// MARK: - Location and weather

extension EnglishText {
}
