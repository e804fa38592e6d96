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
