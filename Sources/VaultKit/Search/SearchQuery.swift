import Foundation

/// What `diary search` looks for in the title and body of entries (never in the front matter).
///
/// Each term is a word or a phrase (an argument with spaces in it, such as `"a phrase"`); an entry
/// matches when it holds every term (or, with `matchAny`, one of them) and none of the excluded words.
/// Matching is by substring, ignoring case by Unicode case folding (`ß` finds `SS`, `Σ` finds `σ`),
/// and treating the composed and decomposed forms of the same text (NFC, NFD) as equal; a match never
/// begins or ends inside a character, so `cafe` does not find `café` unless `foldDiacritics` is set.
/// With `regularExpressions`, terms and excluded words are patterns matched line by line, ignoring case.
public struct SearchQuery: Sendable {
    /// Ways a query can be unusable; the command turns each into a usage error with an example.
    public enum Problem: Error, Equatable, Sendable {
        /// No term was given.
        case noTerms
        /// A term (or excluded word) that holds nothing to look for, e.g. only spaces or only accents under folding.
        case emptyTerm(String)
        /// A regular expression that does not compile (Foundation gives no reason worth showing).
        case badPattern(String)
        /// Diacritic folding does not apply to regular expressions.
        case foldWithPattern
    }

    /// The terms as given, white space inside a phrase reduced to single spaces.
    public let terms: [String]
    public let excluded: [String]
    public let matchAny: Bool
    public let foldDiacritics: Bool
    public let regularExpressions: Bool

    let termMatchers: [TermMatcher]
    let excludedMatchers: [TermMatcher]

    public init(
        terms: [String], excluding excluded: [String] = [], matchAny: Bool = false,
        foldDiacritics: Bool = false, regularExpressions: Bool = false
    ) throws(Problem) {
        let folding: SearchFolding = foldDiacritics ? .caseAndDiacritics : .caseOnly
        if regularExpressions, foldDiacritics { throw .foldWithPattern }
        func prepare(_ texts: [String]) throws(Problem) -> ([String], [TermMatcher]) {
            var kept: [String] = []
            var matchers: [TermMatcher] = []
            for raw in texts {
                let text = regularExpressions ? raw : SearchQuery.collapsingSpaces(raw)
                let matcher: TermMatcher
                if regularExpressions {
                    guard !text.isEmpty else { throw .emptyTerm(raw) }
                    do {
                        matcher = .pattern(try NSRegularExpression(pattern: text, options: [.caseInsensitive]))
                    } catch {
                        throw .badPattern(text)
                    }
                } else {
                    let key = SearchKey.key(of: text, folding: folding)
                    guard !key.isEmpty else { throw .emptyTerm(raw) }
                    matcher = .literal(key)
                }
                kept.append(text)
                matchers.append(matcher)
            }
            return (kept, matchers)
        }
        let (terms, termMatchers) = try prepare(terms)
        guard !terms.isEmpty else { throw .noTerms }
        let (excludedTexts, excludedMatchers) = try prepare(excluded)
        self.terms = terms
        self.excluded = excludedTexts
        self.matchAny = matchAny
        self.foldDiacritics = foldDiacritics
        self.regularExpressions = regularExpressions
        self.termMatchers = termMatchers
        self.excludedMatchers = excludedMatchers
    }

    var folding: SearchFolding { foldDiacritics ? .caseAndDiacritics : .caseOnly }

    /// Trimmed, with every run of spaces, tabs and line breaks (a phrase typed over two lines) made one space.
    static func collapsingSpaces(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .joined(separator: " ")
    }
}

/// How one term is looked for: the folded UTF-8 key of a literal, or a compiled pattern.
enum TermMatcher: @unchecked Sendable {
    // NSRegularExpression is immutable once made and documented as safe to share between threads.
    case literal([UInt8])
    case pattern(NSRegularExpression)
}
