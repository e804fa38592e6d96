import ArgumentParser
import Foundation
import Localization
import VaultKit

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List entries, newest first: date and time in your locale, title and the start of the text.",
        discussion: """
              diary list today
              diary list -n 20
              diary list --on 'last week' --tag travel
              diary list --month 2026-11 --starred
              diary list --location busan --weather rain
            """
    )

    /// The same as `--on`: `diary list today`, `diary list 2026-11`.
    @Argument(
        help: ArgumentHelp("Only entries of DAY, or of a range, as --on takes them: today, 'last week', 2026-11, 2026.", valueName: "day"),
        completion: DayCompletion.kind)
    var day: String?

    @OptionGroup var filters: FilterOptions

    @Flag(help: "Print a JSON array (path, created, title, tags, location, weather) for scripts.")
    var json = false

    @OptionGroup var options: VaultOptions

    func run() throws {
        var filters = filters
        if let day {
            guard filters.on == nil else { throw ValidationError(Strings.current.dayGivenTwice(day: day, option: filters.on ?? "")) }
            filters.on = day
        }
        let vault = try options.open()
        let filter = try filters.filter(today: vault.today())
        let broken: [VaultError]
        var found = false
        if json {
            let shown: [EntrySummary]
            (shown, broken) = vault.summaries(filter, previewLimit: 0)
            try Terminal.write(EntryJSON.encode(shown))
            found = !shown.isEmpty
        } else {
            // The lines need no more of each entry than the listing holds: no summary object per entry.
            let listing: EntryListing
            (listing, broken) = vault.listing(filter, previewLimit: Terminal.width)
            try Pager.write(EntryLines(width: Terminal.width, color: Terminal.colorsStdout).render(listing))
            found = !listing.items.isEmpty
            // Nothing listed is said, on standard error (the list itself stays empty for a script).
            if !found, broken.isEmpty { Terminal.writeError(Strings.current.searchNothingFound + "\n") }
        }
        for error in broken { Terminal.printError(error.localizedMessage) }
        if !broken.isEmpty { throw ExitCode(1) }
    }
}
