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
        let text = Strings.current
        var resume = false
        if vault.leftoverDraft(for: path) != nil {
            let draft = vault.draftURL(for: path).path
            if Terminal.stdinIsTTY {
                resume = Terminal.confirm(text.draftResumeQuestion(name: path.name, draft: draft), defaultYes: true)
            } else {
                resume = true
                Terminal.writeError(text.draftResuming(name: path.name, draft: draft) + "\n")
            }
        }
        let session = try vault.beginEdit(path, resume: resume, newEntry: newEntry)
        let started = Date()
        let status: Int32
        do {
            status = try editor.edit(session.draft)
        } catch {
            _ = vault.keepDraftAfterFailure(session)
            Terminal.printError(text.editorDidNotStart(command: editor.command, reason: error.localizedDescription))
            throw ExitCode(1)
        }
        let quick = Date().timeIntervalSince(started) < 1.2
        guard status == 0 else {
            let kept = vault.keepDraftAfterFailure(session)
            Terminal.printError(text.editorFailed(command: editor.command, status: status, draft: kept ? session.draft.path : nil,
                                                  name: path.name))
            throw ExitCode(1)
        }
        let outcome: EditOutcome
        do {
            outcome = try vault.finishEdit(session, moment: session.isNew ? moments?.atSave() : nil)
        } catch let error as VaultError {
            Terminal.printError(text.notSavedDraftKept(error.errorDescription ?? "\(error)", name: path.name))
            throw ExitCode(1)
        }
        switch outcome {
        case .unchanged:
            Terminal.write(text.noChanges(file: path.relativePath) + "\n")
            if quick { gui(editor) }
        case .nothingWritten:
            Terminal.write(text.nothingWritten(name: path.name) + "\n")
            if quick { gui(editor) }
        case .leftAsTemplate:
            Terminal.write(text.leftAsTemplate(name: path.name) + "\n")
            if quick { gui(editor) }
        case .emptied:
            Terminal.printError(text.entryLeftEmpty(file: path.relativePath, name: path.name))
            throw ExitCode(1)
        case .saved(let saved, let commit, let message):
            if saved != path {
                Terminal.writeError(text.createdMeanwhile(file: path.relativePath, saved: saved.relativePath) + "\n")
            }
            Terminal.write(text.saved(file: saved.relativePath, message: message, commit: commit) + "\n")
        }
    }

    private static func gui(_ editor: Editor) {
        Terminal.printHint(Strings.current.guiEditorHint(command: editor.command))
    }
}
