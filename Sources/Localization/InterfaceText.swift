/// Every string diary shows a person: headings, messages, prompts and errors. Each language
/// implements all of it in one file (`EnglishText.swift`, `KoreanText.swift`), so a missing
/// translation is a compile error. One protocol per area keeps the areas apart.
public typealias InterfaceText = CoreText & LookingBackText & SearchText & SettingsText & WeatherText

/// Errors and messages of the core commands (open, new, list, show, log, rm, restore, migrate,
/// import, export, sync, remote, status).
public protocol CoreText: Sendable {
    var untitled: String { get }
}

/// `tags`, `on-this-day`, `calendar`, `stats`, and the filters and day words they share with list.
public protocol LookingBackText: Sendable {
    /// A DAY option that names no day or range; `examples` lists what is accepted.
    func notADay(option: String, text: String, examples: String) -> String
    func fromAfterTo(from: String, to: String) -> String
    func notAYear(option: String, text: String) -> String
    func notAMonth(option: String, text: String) -> String
    func notACount(option: String) -> String
}

/// `search`.
public protocol SearchText: Sendable {
    /// The last line of the results: how many entries matched.
    func searchCount(_ count: Int) -> String
    /// Under the lines shown of one entry: how many more of its lines matched.
    func searchMoreLines(_ count: Int) -> String
    /// On standard error when no entry matched (not an error: the exit status says it, as with grep).
    var searchNothingFound: String { get }
    /// No word to look for was given.
    var searchNoTerms: String { get }
    /// A word or phrase with nothing in it to look for (only spaces, or only accents with --fold).
    func searchEmptyTerm(_ term: String) -> String
    /// A regular expression (-e) that does not compile.
    func searchBadPattern(_ pattern: String) -> String
    /// --fold given with -e.
    var searchFoldWithPattern: String { get }
    /// -l given with --json.
    var searchPathsWithJSON: String { get }
}

/// `config`, templates and `meta`.
public protocol SettingsText: Sendable {}

/// Location and weather lookups, and the WMO weather codes' conditions.
public protocol WeatherText: Sendable {}
