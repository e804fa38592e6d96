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
