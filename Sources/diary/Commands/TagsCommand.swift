import ArgumentParser
import Foundation
import Localization
import VaultKit

struct TagsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tags",
        abstract: "Every tag with the number of entries that have it, most used first.",
        discussion: """
            Tags are counted without regard to case and shown in their most common spelling; ties \
            are sorted by name. The filters of 'list' narrow the entries counted.
              diary tags
              diary tags --year 2025
              diary tags --json | jq '.[0].name'
            """
    )

    @OptionGroup var filters: FilterOptions

    @Flag(help: "Print a JSON array of {name, count} for scripts.")
    var json = false

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let filter = try filters.filter(today: vault.today())
        let (facts, broken) = vault.facts(filter)
        let counts = NameCount.tags(facts)
        if json {
            try Terminal.write(LookingBackJSON.encode(counts.map(LookingBackJSON.Counted.init)))
        } else if counts.isEmpty {
            try Terminal.write(Strings.current.noTags + "\n")
        } else {
            let numbers = counts.map { String($0.count) }
            let width = numbers.map(\.count).max() ?? 1
            var text = ""
            for (count, number) in zip(counts, numbers) {
                text += String(repeating: " ", count: width - number.count) + number + "  " + TerminalSafe.line(count.name) + "\n"
            }
            try Pager.write(text)
        }
        for error in broken { Terminal.printError(error.localizedMessage) }
        if !broken.isEmpty { throw ExitCode(1) }
    }
}
