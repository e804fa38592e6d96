import ArgumentParser
import EntryDisplay
import Foundation
import Localization
import VaultKit

struct DraftsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drafts",
        abstract: "List texts you wrote that are not saved, and bring one back or delete it for good.",
        discussion: """
            A draft is kept whenever a text cannot be saved or you choose not to continue it: the editor failed, \
            the entry changed meanwhile, you answered no to 'Continue with it?'. Drafts live in .git/diary/drafts/, \
            outside the history: nothing but 'diary drafts rm' (or saving one) removes them.
            """,
        subcommands: [DraftsList.self, DraftsShow.self, DraftsRestore.self, DraftsRemove.self],
        defaultSubcommand: DraftsList.self
    )
}

/// The name of a draft as `diary drafts` lists it, completed from the drafts there are.
private let draftHelp = ArgumentHelp("The draft's name, as 'diary drafts' lists it (e.g. 2026-11-27-declined-1A2B3C4D).")

struct DraftsList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the drafts, most recent first: name, when, why kept, what for, first line.")
    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let drafts = vault.drafts()
        guard !drafts.isEmpty else {
            Terminal.writeErrorLine(Strings.current.draftsNone)
            return
        }
        let text = Strings.current
        let dates = DateDisplay.ofProcess()
        let rows = drafts.map { draft -> [String] in
            let target = vault.restoreTarget(of: draft)
            let offset = vault.timeZone.secondsFromGMT(for: draft.modified) / 60
            let title = (try? vault.text(of: draft)).map(DraftText.title) ?? ""
            return [
                draft.name, dates.string(draft.modified, offsetMinutes: offset), text.draftKind(draft.kind.rawValue),
                text.draftFor(file: target.path.relativePath, day: "\(draft.entry.day)", isNew: target.isNew), title
            ].map(TerminalSafe.line)
        }
        try Terminal.write(DraftText.columns(rows))
    }
}

struct DraftsShow: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Print a draft's text.")
    @Argument(help: draftHelp) var name: String
    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        try Terminal.write(TerminalSafe.text(try vault.text(of: try vault.draft(named: name))))
    }
}

struct DraftsRestore: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Open a draft in your editor to finish it; saving commits it as its entry (or a new one of its day).")
    @Argument(help: draftHelp) var name: String
    @OptionGroup var options: VaultOptions

    func run() throws {
        let (vault, settings) = try options.openWithSettings()
        let draft = try vault.draft(named: name)
        let target = vault.restoreTarget(of: draft)
        let text = Strings.current
        if !target.isNew, vault.entryChanged(target.path, since: draft) {
            // Asked, not only said: the editor would cover a warning at once.
            let warning = text.draftRestoreReplaces(file: target.path.relativePath)
            if Terminal.stdinIsTTY {
                guard Terminal.confirm(TerminalSafe.line(warning + ". " + text.draftRestoreQuestion), defaultYes: false) else {
                    try Terminal.writeLine(text.draftKeptNotDeleted(draft: draft.name))
                    return
                }
            } else {
                Terminal.printWarning(warning)
            }
        }
        try EditFlow.run(vault, path: target.path, editor: Editor(configured: settings.editor), restoring: draft)
    }
}

struct DraftsRemove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rm", abstract: "Delete a draft for good (it was never saved: nothing brings it back).")
    @Argument(help: draftHelp) var name: String
    @Flag(name: [.short, .long], help: "Delete without asking (needed when not on a terminal).")
    var yes = false
    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let draft = try vault.draft(named: name)
        let text = Strings.current
        if !yes {
            guard Terminal.stdinIsTTY else { throw ValidationError(text.draftRmNeedsYes(draft: draft.name)) }
            let body = (try? vault.text(of: draft)) ?? ""
            let question = text.draftDeleteQuestion(draft: draft.name, words: DraftText.words(body), title: DraftText.title(body))
            guard Terminal.confirm(TerminalSafe.line(question), defaultYes: false) else {
                try Terminal.writeLine(text.draftKeptNotDeleted(draft: draft.name))
                return
            }
        }
        try vault.deleteDraft(draft)
        try Terminal.writeLine(text.draftDeleted(draft: draft.name))
    }
}

/// What `diary drafts` shows of a draft's text.
enum DraftText {
    /// The title of the text as an entry's (its `title` key, else its first line with words), or of the text
    /// as a whole when it does not read as an entry.
    static func title(_ text: String) -> String {
        (try? EntryDocument.parse(text: text, file: ""))?.title ?? EntryText.title(of: text)
    }

    static func words(_ text: String) -> Int {
        let body = (try? EntryDocument.parse(text: text, file: ""))?.body ?? text
        return body.split(whereSeparator: { $0.isWhitespace }).count
    }

    /// `rows` as lines of columns two spaces apart, each as wide as its widest cell (the last left as it is).
    static func columns(_ rows: [[String]]) -> String {
        guard let count = rows.first?.count else { return "" }
        let widths = (0..<count).map { column in rows.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in column == count - 1 ? cell : DisplayWidth.pad(cell, to: widths[column]) }.joined(separator: "  ")
                .trimmingCharacters(in: .whitespaces) + "\n"
        }.joined()
    }
}
