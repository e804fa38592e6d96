import ArgumentParser
import Foundation
import Localization
import NewEntryMoments
import VaultKit

struct OpenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Open a day's entry in your editor (which one, when it has several), creating it when it has none.",
        discussion: HelpLayout.discussion(
            Strings.current.editorOrder + " " + Strings.current.openSavesThatEntry + "\n"
                + Strings.current.openEntryOptionsDiscussion),
        aliases: ["edit"]
    )

    /// Not given: today (said once, in the help's own words, rather than by ArgumentParser's "(default: today)").
    @Argument(help: ArgumentHelp(HelpLayout.argument(Strings.current.dayArgumentHelp(.today, orPath: true))), completion: DayCompletion.kind)
    var day: String?

    @OptionGroup var entry: NewEntryOptions

    @OptionGroup var options: VaultOptions

    func run() throws {
        let (vault, settings) = try options.openWithSettings()
        let path: EntryPath
        switch try vault.reference(for: day ?? "today") {
        case .day(let found):
            let paths = vault.entryPaths(on: found)
            path = paths.isEmpty ? EntryPath(day: found) : try EntryChoice.choose(paths, day: day ?? "today", vault: vault)
        case .path(let given): path = given
        }
        // Refused before a place or the weather is looked up for it, and before the editor starts.
        try vault.refuseLinks(toEdit: path)
        let editor = Editor(configured: settings.editor)
        guard !vault.exists(path) else {
            // The moment's options describe a new entry; an existing one's fields are meta's to change.
            guard entry.isEmpty else {
                throw ValidationError(Strings.current.openExistingWithOptions(file: path.relativePath, name: path.name))
            }
            try EditFlow.run(vault, path: path, editor: editor)
            return
        }
        let moments = NewEntryMomentSource.start(
            entry.moment(settings: settings), settings: settings,
            day: path.day, today: vault.today(now: Date()))
        let start = try NewEntryBeginning.make(vault: vault, settings: settings, day: path.day, moments: moments)
        try EditFlow.run(vault, path: path, editor: editor, newEntry: start, moments: moments)
    }
}
