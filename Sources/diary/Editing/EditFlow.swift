import ArgumentParser
import Foundation
import Localization
import NewEntryMoments
import VaultKit

/// Opens an entry in the editor through a draft and reports what came of it (used by `open` and `new`).
enum EditFlow {
    /// - Parameters:
    ///   - newEntry: how a new entry starts (its moment and filled template); ignored for an existing one.
    ///   - moments: where the moment to save a new entry with comes from, asked once the editor closed.
    ///   - nextNameWhenBusy: when another diary is writing a new entry under `path` (two `diary new` at
    ///     once), take the day's next name instead of refusing.
    ///   - restoring: a draft `diary drafts restore` brings back: made the entry's own draft (under its lock)
    ///     and continued without asking.
    static func run(
        _ vault: Vault, path: EntryPath, editor: Editor = Editor(), newEntry: NewEntryStart? = nil,
        moments: NewEntryMomentSource? = nil, nextNameWhenBusy: Bool = false, restoring: Draft? = nil
    ) throws {
        var path = path
        // Before anything else: a linked entry could never be saved, and a draft another diary has open
        // in its editor is no leftover to offer; no editor either for a text that could not be saved (a
        // detached HEAD, a merge or rebase under way, files git marks unmerged).
        try vault.refuseLinks(toEdit: path)
        try vault.refuseUnsafeState()
        try vault.refuseUnmergedFiles()
        var lock: DraftLock
        while true {
            do {
                lock = try vault.lockDraft(of: path)
                break
            } catch VaultError.editInProgress where nextNameWhenBusy {
                path = EntryPath(day: path.day, sequence: path.sequence + 1)
            }
        }
        defer { withExtendedLifetime(lock) {} }
        // Text a killed save left behind becomes a draft first, so that it is offered below.
        vault.recoverInterruptedWrites()
        if let restoring, let setAside = try vault.moveDraftIntoPlace(restoring, for: path) {
            Terminal.writeErrorLine(TerminalSafe.line(Strings.current.draftSetAside(name: path.name, draft: setAside.name)))
        }
        let resume = restoring != nil ? vault.leftoverDraft(for: path) != nil : try resumesDraft(vault, path: path)
        let session = try vault.beginEdit(path, resume: resume, newEntry: newEntry)
        var line = session.writingLine
        while true {
            // On the continuous clock: a change of the wall clock while the editor is open changes nothing.
            let started = ContinuousClock.now
            try edit(session, in: vault, with: editor, line: line)
            let quick = started.duration(to: .now) < .milliseconds(1200)
            do {
                let outcome = try vault.finishEdit(session, moment: session.isNew ? moments?.atSavePrinted() : nil)
                try report(outcome, path: path, editor: quick ? editor : nil)
                return
            } catch let error as VaultError {
                // A mistake in the text (a broken front matter): straight back into the editor, as crontab -e
                // and visudo offer, when someone is there to answer.
                if error.isInTheText, Terminal.stdinIsTTY {
                    Terminal.printError(error.localizedMessage)
                    if Terminal.confirm(Strings.current.editAgainQuestion, defaultYes: true) {
                        // Back where the mistake is: git's marker, else where the writing goes.
                        if case .gitConflictMarkers(_, let marker) = error {
                            line = marker
                        } else if let text = FileManager.default.contents(atPath: session.draft.path) {
                            line = WritingLine.of(String(decoding: text, as: UTF8.self), atEnd: false)
                        }
                        continue
                    }
                }
                let message = error.localizedMessage
                // An editor that removed the file leaves no draft to offer back.
                let kept = FileManager.default.fileExists(atPath: session.draft.path)
                Terminal.printError(kept ? Strings.current.notSavedDraftKept(message, name: path.name) : message)
                throw ExitCode(1)
            }
        }
    }

    /// Whether to continue with a draft an earlier edit left (asked on a terminal, else yes, said on stderr).
    /// A draft the person declines is set aside, never deleted: `diary drafts` lists it and brings it back.
    private static func resumesDraft(_ vault: Vault, path: EntryPath) throws -> Bool {
        guard vault.leftoverDraft(for: path) != nil else { return false }
        let text = Strings.current
        let draft = vault.draftURL(for: path).path
        guard Terminal.stdinIsTTY else {
            Terminal.writeErrorLine(text.draftResuming(name: path.name, draft: draft))
            return true
        }
        if Terminal.confirm(text.draftResumeQuestion(name: path.name, draft: draft), defaultYes: true) { return true }
        if let aside = try vault.setAsideDraft(of: path) {
            Terminal.writeErrorLine(TerminalSafe.line(text.draftSetAside(name: path.name, draft: aside.name)))
        }
        return false
    }

    /// Runs the editor on the draft; when it fails, keeps the draft if it holds written text, says so, and exits 1.
    private static func edit(_ session: EditSession, in vault: Vault, with editor: Editor, line: Int) throws {
        let text = Strings.current
        let status: Int32
        do {
            status = try editor.edit(session.draft, line: line)
        } catch {
            _ = vault.keepDraftAfterFailure(session)
            Terminal.printError(text.editorDidNotStart(command: editor.command, reason: error.reason))
            throw ExitCode(1)
        }
        guard status == 0 else {
            let kept = vault.keepDraftAfterFailure(session)
            // 127: the shell found no such program (it said so on stderr).
            guard status != 127 else {
                Terminal.printError(text.editorDidNotStart(command: editor.command, reason: String(cString: strerror(ENOENT))))
                throw ExitCode(1)
            }
            Terminal.printError(
                text.editorFailed(
                    command: editor.command, status: status,
                    draft: kept ? session.draft.path : nil, name: session.path.name))
            throw ExitCode(1)
        }
    }

    /// Says what came of the edit. `quickEditor` is the editor when it returned within a second: a GUI editor
    /// known to need a wait flag then gets a hint.
    private static func report(_ outcome: EditOutcome, path: EntryPath, editor quickEditor: Editor?) throws {
        let text = Strings.current
        switch outcome {
        case .unchanged, .nothingWritten, .leftAsTemplate:
            let line =
                outcome == .unchanged
                ? text.noChanges(file: path.relativePath)
                : outcome == .nothingWritten ? text.nothingWritten(name: path.name) : text.leftAsTemplate(name: path.name)
            try Terminal.write(line + "\n")
            if let editor = quickEditor, let suggestion = EditorWaitFlag.suggestion(for: editor.command) {
                Terminal.printHint(text.guiEditorHint(command: editor.command, suggestion: suggestion))
            }
        case .emptied:
            Terminal.printError(text.entryLeftEmpty(file: path.relativePath, name: path.name))
            throw ExitCode(1)
        case .saved(let saved, let commit, let message):
            if saved != path {
                Terminal.writeErrorLine(text.createdMeanwhile(file: path.relativePath, saved: saved.relativePath))
            }
            try Terminal.writeLine(text.saved(file: saved.relativePath, message: message, commit: commit))
        }
    }
}
