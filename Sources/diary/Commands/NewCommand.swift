import ArgumentParser
import Foundation
import Localization
import VaultKit

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Write a new entry now, under the day's next free name.",
        discussion: HelpLayout.discussion(Strings.current.newQuickEntryDiscussion + "\n" + Strings.current.newEntryOptionsDiscussion)
    )

    @Argument(help: "The entry's text; - reads it from standard input. Without it, your editor opens.")
    var text: [String] = []

    @OptionGroup var entry: NewEntryOptions

    @OptionGroup var options: VaultOptions

    func run() throws {
        let (vault, settings) = try options.openWithSettings()
        // Typed text is checked before anything goes out to the network.
        if text != ["-"], !text.isEmpty, EntryText.isEmpty(text.joined(separator: " ")) {
            throw ValidationError(Strings.current.quickEntryHasNoText)
        }
        // The real day, even with DIARY_TODAY set (a testing aid for reading commands only).
        let today = vault.today(now: Date())
        let moments = NewEntryMomentSource.start(entry.moment(settings: settings), settings: settings, day: today, today: today)
        if text.isEmpty {
            let path = vault.nextFreePath(on: today)
            let start = try NewEntryBeginning.make(vault: vault, settings: settings, day: path.day, moments: moments)
            try EditFlow.run(vault, path: path, editor: Editor(configured: settings.editor), newEntry: start, moments: moments,
                             nextNameWhenBusy: true)
            return
        }
        let body: String
        if text == ["-"] {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard let input = String(data: data, encoding: .utf8) else { throw VaultError.notUTF8(file: Strings.current.standardInput) }
            body = input
        } else {
            body = text.joined(separator: " ")
        }
        guard !EntryText.isEmpty(body) else {
            throw ValidationError(Strings.current.quickEntryHasNoText)
        }
        let (path, commit) = try vault.quickEntry(body, moment: moments.atSave())
        Terminal.write(Strings.current.saved(file: path.relativePath, message: "New \(path.name)", commit: commit) + "\n")
    }
}
