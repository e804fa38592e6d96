import ArgumentParser
import Foundation
import Localization
import NewEntryMoments
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
        // The clock, read once: the day looked up and the entry's `created` are the same moment's, even
        // at midnight. The real day, even with DIARY_TODAY set (a testing aid for reading commands only).
        let now = Date()
        let today = vault.today(now: now)
        let moments = NewEntryMomentSource.start(entry.moment(settings: settings), settings: settings, day: today, today: today)
        if text.isEmpty {
            let path = vault.nextFreePath(on: today)
            let start = try NewEntryBeginning.make(vault: vault, settings: settings, day: path.day, moments: moments, now: now)
            try EditFlow.run(
                vault, path: path, editor: Editor(configured: settings.editor), newEntry: start, moments: moments,
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
        let saved: (path: EntryPath, commit: String, message: String)
        do {
            saved = try vault.quickEntry(body, moment: moments.atSavePrinted(), now: now)
        } catch VaultError.emptyQuickEntry {
            throw ValidationError(Strings.current.quickEntryHasNoText)
        }
        try Terminal.writeLine(Strings.current.saved(file: saved.path.relativePath, message: saved.message, commit: saved.commit))
    }
}
