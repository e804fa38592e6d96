import ArgumentParser
import Foundation
import Localization
import VaultKit

struct OnThisDayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "on-this-day",
        abstract: "The entries written on this month and day in earlier years, oldest first.",
        discussion: """
            Each entry comes under how many years ago it was written, with its date, title and the \
            start of its text. On February 28 of a year without a February 29, entries of February 29 \
            are shown too. Only that month's folder of each year is read.
              diary on-this-day
              diary on-this-day yesterday
              diary on-this-day 2026-02-28
              diary on-this-day --json
            """,
        aliases: ["onthisday"]
    )

    @Argument(
        help: ArgumentHelp(HelpLayout.argument(Strings.current.dayArgumentHelp(.today, orPath: false)), valueName: "day"),
        completion: DayCompletion.kind)
    var day: String?

    @Flag(help: "Print a JSON array for scripts: list's keys with years_ago and preview.")
    var json = false

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let today = vault.today()
        var day = today
        if let text = self.day {
            guard let named = DaySpec.parse(text, today: today) else {
                throw ValidationError(Strings.current.notOneDay(argument: "DAY", text: text))
            }
            day = named
        }
        let width = Terminal.width
        let (entries, broken) = vault.onThisDay(day, previewLimit: json ? 240 : width * 3)
        if json {
            try Terminal.write(
                try LookingBackJSON.encode(
                    entries.map {
                        LookingBackJSON.Anniversary(entry: EntryJSON($0), yearsAgo: OnThisDay.yearsAgo($0.path.day, from: day), preview: $0.preview)
                    }))
        } else {
            let names = LocaleNames()
            if entries.isEmpty {
                try Terminal.writeLine(Strings.current.nothingOnThisDay(monthDay: names.monthDay(day)))
            } else {
                try Pager.write(OnThisDayText(width: width, color: Terminal.colorsStdout).render(entries, on: day, names: names))
            }
        }
        for error in broken { Terminal.printError(error.localizedMessage) }
        if !broken.isEmpty { throw ExitCode(1) }
    }
}
