import ArgumentParser
import Foundation
import Localization
import VaultKit

struct StatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Entries, words, days written, streaks, the busiest weekday, top tags, places and weather.",
        discussion: """
            The current streak is the run of consecutive days with entries that ends today, or \
            yesterday when nothing is written yet today. The filters of 'list' choose the entries.
              diary stats
              diary stats --year 2025
              diary stats --tag travel --json
            """
    )

    @OptionGroup var filters: FilterOptions

    @Flag(help: "Print a JSON object for scripts (its keys: docs/looking-back.md).")
    var json = false

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let today = vault.today()
        let filter = try filters.filter(today: today)
        let (facts, broken) = vault.facts(filter)
        let stats = DiaryStats(facts, today: today)
        if json {
            try Terminal.write(LookingBackJSON.encode(LookingBackJSON.Stats(stats: stats)))
        } else {
            try Terminal.write(StatsText(names: LocaleNames(), color: Terminal.colorsStdout, width: Terminal.width).render(stats))
        }
        for error in broken { Terminal.printError(error.localizedMessage) }
        if !broken.isEmpty { throw ExitCode(1) }
    }
}
