import ArgumentParser
import Foundation
import Localization
import VaultKit

struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find entries whose title or text holds all the words (or a \"phrase\"), ignoring case.",
        discussion: """
            Newest first: each entry's date and title, then its matching lines with the matches marked. \
            Words match inside longer words (walk finds walked); capitals and small letters are the same in \
            every script, and --fold also ignores accents. Takes the same filters as 'list'. The exit status \
            is 0 when something matched, 1 when nothing did or a file could not be read, 64 for bad input.
              diary search coffee
              diary search "long walk" --from 2026-01-01
              diary search coffee tea --any -x work
              diary search cafe --fold --tag travel
              diary search -e 'walk(ed|ing)'
              diary search 커피 -l
              diary search coffee --json | jq '.[].path'
            """
    )

    @Argument(help: ArgumentHelp("Words to find; quote a phrase to find its words together (\"long walk\").", valueName: "word"))
    var words: [String] = []

    @Flag(help: "Entries with any of the words, not only those with all of them.")
    var any = false

    @Option(
        name: [.customShort("x"), .customLong("exclude")],
        help: ArgumentHelp("Leave out entries holding WORD (repeatable).", valueName: "word"))
    var exclude: [String] = []

    @Flag(help: "Also ignore accents and other marks: cafe finds café.")
    var fold = false

    @Flag(
        name: [.customShort("e"), .customLong("regex")],
        help: "The words are regular expressions (ICU syntax, matched line by line, ignoring case).")
    var regex = false

    @Flag(name: [.customShort("l"), .customLong("paths")], help: "Print only the paths of matching entries, one per line.")
    var paths = false

    @Flag(help: "Print a JSON array (path, created, title, tags, matches) for scripts.")
    var json = false

    @OptionGroup var filters: FilterOptions

    @OptionGroup var options: VaultOptions

    func validate() throws {
        if words.isEmpty { throw ValidationError(Strings.current.searchNoTerms) }
        if paths, json { throw ValidationError(Strings.current.searchPathsWithJSON) }
    }

    func run() throws {
        let query = try makeQuery()
        let vault = try options.open()
        let filter = try filters.filter(today: vault.today())
        let (hits, broken) = vault.search(query, filter: filter, detail: paths ? .paths : .lines)
        if paths {
            try Terminal.write(hits.items.map { $0.path.relativePath + "\n" }.joined())
        } else if json {
            try Terminal.write(SearchJSON.encode(hits))
        } else if !hits.isEmpty {
            let lines = SearchLines(width: Terminal.width, color: Terminal.colorsStdout)
            var text = lines.render(hits)
            text.append("\n" + Strings.current.searchCount(hits.count) + "\n")
            try Pager.write(text)
        }
        for error in broken { Terminal.printError(error.localizedMessage) }
        if hits.isEmpty {
            if !paths, !json { Terminal.writeErrorLine(Strings.current.searchNothingFound) }
            throw ExitCode(1)
        }
        if !broken.isEmpty { throw ExitCode(1) }
    }

    /// The query the arguments describe; a bad one is a usage error (exit 64) with an example.
    private func makeQuery() throws -> SearchQuery {
        do {
            return try SearchQuery(terms: words, excluding: exclude, matchAny: any, foldDiacritics: fold, regularExpressions: regex)
        } catch {
            switch error {
            case .noTerms: throw ValidationError(Strings.current.searchNoTerms)
            case .emptyTerm(let term): throw ValidationError(Strings.current.searchEmptyTerm(term))
            case .badPattern(let pattern): throw ValidationError(Strings.current.searchBadPattern(pattern))
            case .foldWithPattern: throw ValidationError(Strings.current.searchFoldWithPattern)
            }
        }
    }
}
