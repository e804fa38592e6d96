import ArgumentParser
import Foundation
import Localization
import VaultKit

struct RmCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm",
        abstract: "Delete an entry and commit the deletion (it stays in the history; 'diary restore' brings it back)."
    )

    @Argument(help: ArgumentHelp(HelpLayout.argument(Strings.current.dayArgumentHelp(.required, orPath: true))), completion: DayCompletion.kind)
    var day: String

    @Flag(name: [.short, .long], help: "Delete without asking (needed when not on a terminal).")
    var yes = false

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let path = try vault.singleEntry(try vault.reference(for: day), argument: day)
        if !yes {
            guard Terminal.stdinIsTTY else {
                throw ValidationError(Strings.current.rmNeedsYes(path: path.relativePath))
            }
            let title = (try? vault.read(path).title) ?? ""
            guard Terminal.confirm(Strings.current.rmConfirm(path: path.relativePath, title: title), defaultYes: false) else {
                try Terminal.writeLine(Strings.current.rmKept(path: path.relativePath))
                return
            }
        }
        // Commit messages are the vault's shared history, not interface text: always English.
        let commit = try vault.delete(path, message: "Delete \(path.name)")
        try Terminal.writeLine(Strings.current.rmDeleted(path: path.relativePath, commit: commit.short))
    }
}
