import ArgumentParser
import Foundation
import VaultKit

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List entries, newest first: date and time in your locale, title and the start of the text.",
        discussion: """
              diary list -n 20
              diary list --on 'last week' --tag travel
              diary list --month 2026-11 --starred
              diary list --location busan --weather rain
            """
    )

    @OptionGroup var filters: FilterOptions

    @Flag(help: "Print a JSON array (path, created, title, tags, location, weather) for scripts.")
    var json = false

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let filter = try filters.filter(today: vault.today())
        let broken: [VaultError]
        if json {
            let shown: [EntrySummary]
            (shown, broken) = vault.summaries(filter, previewLimit: 0)
            try Terminal.write(EntryJSON.encode(shown))
        } else {
            // The lines need no more of each entry than the listing holds: no summary object per entry.
            let listing: EntryListing
            (listing, broken) = vault.listing(filter, previewLimit: Terminal.width)
            try Pager.write(EntryLines(width: Terminal.width, color: Terminal.colorsStdout).render(listing))
        }
        for error in broken { Terminal.printError(error.localizedMessage) }
        if !broken.isEmpty { throw ExitCode(1) }
    }
}
