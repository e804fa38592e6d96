import ArgumentParser
import EntryDisplay
import Foundation
import VaultKit

struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "The history of the vault, or of one day or entry: short commit id, date, message."
    )

    @Argument(
        help: "A day (YYYY-MM-DD, today, yesterday) or the path of an entry; the whole vault without it.",
        completion: DayCompletion.kind)
    var day: String?

    @Option(name: .short, help: "Show at most N commits.")
    var n: Int?

    @Flag(name: .short, help: "Add the diff each commit made.")
    var p = false

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        var paths: [EntryPath] = []
        if let day {
            switch try vault.reference(for: day) {
            case .day(let d):
                paths = vault.entryPaths(on: d)
                if paths.isEmpty { paths = [EntryPath(day: d)] }
            case .path(let path):
                paths = [path]
            }
        }
        let items = try vault.history(of: paths, limit: n)
        if items.isEmpty, day != nil { throw VaultError.noEntry(day ?? "") }
        let dates = DateDisplay.ofProcess(template: "yMMMdjmm")
        let color = Terminal.colorsStdout
        var out = ""
        for item in items {
            out +=
                Terminal.style(item.shortID, "33", enabled: color) + "  "
                + dates.string(item.date, offsetMinutes: item.offsetMinutes) + "  " + TerminalSafe.line(item.summary) + "\n"
            if p {
                var patch = ""
                for path in paths.isEmpty ? [nil] : paths.map(Optional.some) {
                    patch += try vault.patch(commit: item.id, path: path)
                }
                out += patch.isEmpty ? "" : "\n" + TerminalSafe.text(patch) + "\n"
            }
        }
        try Pager.write(out)
    }
}
