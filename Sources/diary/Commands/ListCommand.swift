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
        let (shown, broken) = vault.summaries(filter, previewLimit: json ? 0 : Terminal.width)
        if json {
            Terminal.write(try EntryJSON.encode(shown))
        } else {
            Pager.write(EntryLines(width: Terminal.width, color: Terminal.colorsStdout).render(shown))
        }
        for error in broken { Terminal.printError(error.localizedMessage) }
        if !broken.isEmpty { throw ExitCode(1) }
    }
}
