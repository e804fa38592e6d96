import ArgumentParser
import VaultKit

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a day's first entry in your editor, creating it when the day has none.",
        discussion: "The editor is $VISUAL, else $EDITOR, else vi. Saving commits exactly that entry."
    )

    @Argument(help: "today (default), yesterday, YYYY-MM-DD, or the path of an entry.")
    var day: String = "today"

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let path: EntryPath
        switch try vault.reference(for: day) {
        case .day(let day): path = vault.entryPaths(on: day).first ?? EntryPath(day: day)
        case .path(let given): path = given
        }
        try EditFlow.run(vault, path: path)
    }
}
