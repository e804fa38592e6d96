import ArgumentParser
import Foundation
import Localization
import VaultKit

/// Opens an entry in the editor through a draft and reports what came of it (used by `open` and `new`).
enum EditFlow {
    /// - Parameters:
    ///   - newEntry: how a new entry starts (its moment and filled template); ignored for an existing one.
    ///   - moments: where the moment to save a new entry with comes from, asked once the editor closed.
    static func run(_ vault: Vault, path: EntryPath, editor: Editor = Editor(), newEntry: NewEntryStart? = nil,
                    moments: NewEntryMomentSource? = nil) throws {
        var resume = false
        if vault.leftoverDraft(for: path) != nil {
            let draft = vault.draftURL(for: path).path
            if Terminal.stdinIsTTY {
                resume = Terminal.confirm("An unsaved draft of \(path.name) from an earlier edit is kept at \(draft). Continue with it?",
                                          defaultYes: true)
            } else {
                resume = true
                Terminal.writeError("Continuing with the unsaved draft of \(path.name) kept at \(draft).\n")
            }
        }
        let session = try vault.beginEdit(path, resume: resume, newEntry: newEntry)
        let started = Date()
        let status: Int32
        do {
            status = try editor.edit(session.draft)
        } catch {
            _ = vault.keepDraftAfterFailure(session)
            Terminal.printError("could not start the editor '\(editor.command)': \(error.localizedDescription); set $VISUAL or $EDITOR")
            throw ExitCode(1)
        }
        let quick = Date().timeIntervalSince(started) < 1.2
        guard status == 0 else {
            let kept = vault.keepDraftAfterFailure(session)
            let where_ = kept ? "; your text is kept in \(session.draft.path) and 'diary open \(path.name)' offers it back" : ""
            Terminal.printError("the editor '\(editor.command)' exited with status \(status); nothing was saved\(where_)")
            throw ExitCode(1)
        }
        let outcome: EditOutcome
        do {
            outcome = try vault.finishEdit(session, moment: session.isNew ? moments?.atSave() : nil)
        } catch let error as VaultError {
            Terminal.printError((error.errorDescription ?? "\(error)")
                                + "; nothing was saved, your text is kept and 'diary open \(path.name)' offers it back")
            throw ExitCode(1)
        }
        switch outcome {
        case .unchanged:
            Terminal.write("No changes to \(path.relativePath); nothing committed.\n")
            if quick { gui(editor) }
        case .nothingWritten:
            Terminal.write("Nothing written: no entry created for \(path.name).\n")
            if quick { gui(editor) }
        case .leftAsTemplate:
            Terminal.write(Strings.current.leftAsTemplate(name: path.name) + "\n")
            if quick { gui(editor) }
        case .emptied:
            Terminal.printError("\(path.relativePath) was left empty; nothing was saved (delete an entry with 'diary rm \(path.name)')")
            throw ExitCode(1)
        case .saved(let saved, let commit, let message):
            if saved != path {
                Terminal.writeError("\(path.relativePath) was created while you were writing; your entry is \(saved.relativePath).\n")
            }
            Terminal.write("Saved \(saved.relativePath) (\(message), \(commit)).\n")
        }
    }

    private static func gui(_ editor: Editor) {
        Terminal.printHint("the editor '\(editor.command)' returned at once; a GUI editor needs a wait flag, e.g. VISUAL='code --wait'")
    }
}
