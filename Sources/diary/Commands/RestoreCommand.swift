import ArgumentParser
import Foundation
import Localization
import VaultKit

struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Bring back a deleted entry, or an older version of one, as a new commit."
    )

    @Argument(help: ArgumentHelp(HelpLayout.argument(Strings.current.dayArgumentHelp(.required, orPath: true))), completion: DayCompletion.kind)
    var day: String

    @Option(help: ArgumentHelp("The revision to bring back (default: the version before it was deleted).", valueName: "rev"))
    var at: String?

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let path: EntryPath
        switch try vault.reference(for: day) {
        case .path(let given): path = given
        case .day(let d):
            let existing = vault.entryPaths(on: d)
            if at != nil, existing.count > 1 {
                throw VaultError.ambiguousDay(day: day, paths: existing.map(\.relativePath))
            }
            path = existing.first ?? EntryPath(day: d)
        }
        let (commit, from) = try vault.restore(path, at: at)
        try Terminal.write(Strings.current.restored(path: path.relativePath, from: from, commit: commit.short) + "\n")
    }
}
