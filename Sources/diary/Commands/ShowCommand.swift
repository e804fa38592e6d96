import ArgumentParser
import EntryDisplay
import Foundation
import Localization
import VaultKit

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show an entry: title, date, location, weather, tags and text, then the files it links to.",
        discussion:
            "A day with several entries shows them all, first written first. After the text, the files of the vault the entry links to (photos, videos, any file) are listed with their sizes, as the vault has them now; a link to a file that is not there is listed as missing."
    )

    /// Not given: today.
    @Argument(help: ArgumentHelp(HelpLayout.argument(Strings.current.dayArgumentHelp(.today, orPath: true))), completion: DayCompletion.kind)
    var given: String?

    var day: String { given ?? "today" }

    @Option(help: ArgumentHelp("Show it as it was at a revision (a commit id from 'diary log', HEAD~2, …).", valueName: "rev"))
    var at: String?

    @Flag(help: "Print the file byte for byte, front matter and control characters included (else a control character is shown as ^[, ^G, …).")
    var raw = false

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let reference = try vault.reference(for: day)
        var entries: [Entry] = []
        if let at {
            let paths: [EntryPath]
            switch reference {
            case .day(let day): paths = try vault.entryPaths(on: day, at: at)
            case .path(let path): paths = [path]
            }
            guard !paths.isEmpty else { throw VaultError.notInRevision(file: day, revision: at) }
            entries = try paths.map { try vault.read($0, at: at) }
        } else {
            let paths = try vault.existingPaths(reference)
            guard !paths.isEmpty else { throw VaultError.noEntry(day) }
            entries = try paths.map { try vault.read($0) }
        }
        if raw {
            try Terminal.write(entries.map { $0.document.rendered() }.joined(separator: "\n"))
            return
        }
        let page = EntryPage(color: Terminal.colorsStdout)
        let dates = DateDisplay.ofProcess()
        let text = entries.map { page.render($0, zone: vault.timeZone, dates: dates, attachments: vault.attachments(of: $0)) }
            .joined(separator: "\n")
        try Pager.write(text)
    }
}
