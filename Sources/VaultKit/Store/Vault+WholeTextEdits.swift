import Crypto
import Foundation

/// Edits whose text arrives whole from a writer that is not an editor this process started (a page in a
/// browser): kept as the entry's draft while it is being written, saved through the same path as an edit in
/// the editor (`finishEdit`: the front-matter rules, the vault's lock, one commit `New …` or `Edit …`), and
/// refused without losing a word when the entry changed on disk since the writer read it.
extension Vault {
    /// The version of the entry at `path` on disk now, nil when there is none: the SHA-256 of its bytes, in
    /// hex. A writer hands it back with its text to say which text it started from.
    public func entryVersion(_ path: EntryPath) -> String? {
        guard exists(path), let bytes = try? files.readBytes(path) else { return nil }
        return Self.version(of: bytes)
    }

    /// The version of the text the draft of `path` started from (the entry as it was when the draft was
    /// begun), nil when that is not known.
    public func draftStartVersion(for path: EntryPath) -> String? {
        FileManager.default.contents(atPath: draftStartURL(for: path).path).map { Self.version(of: Array($0)) }
    }

    static func version(of bytes: [UInt8]) -> String {
        ContentHash.hex(SHA256.hash(data: bytes))
    }

    /// Keeps `text` as the draft of `path`, written whole, committing nothing: a writer's auto-save, which
    /// `diary open` offers to pick up again. `version` is the entry's version the text started from (nil
    /// for a new entry); when it is still the one on disk, the entry's text is kept as the draft's start,
    /// so that a draft nobody wrote in is not offered. Throws `editInProgress` when an editor has the
    /// entry's draft open. A new entry's draft whose name was taken meanwhile is kept as `NAME-new.md` beside
    /// the drafts, so that it is never offered as the other entry's.
    public func keepDraft(_ text: String, of path: EntryPath, startedFrom version: String?) throws {
        try refuseLinks(toEdit: path)
        let lock = try lockDraft(of: path)
        defer { withExtendedLifetime(lock) {} }
        if let version, exists(path), let saved = try? files.readBytes(path), Self.version(of: saved) == version {
            let start = draftStartURL(for: path)
            try AtomicFile.write(Data(saved), to: start, displayName: start.path)
        }
        // A new entry whose name another entry took meanwhile keeps its draft beside that entry's, never as it.
        let draft =
            version == nil && exists(path)
            ? draftURL(for: path).deletingLastPathComponent().appendingPathComponent("\(path.name)-new.md") : draftURL(for: path)
        try AtomicFile.write(Data(text.utf8), to: draft, displayName: draft.path)
    }

    /// Throws away what a writer kept of `path` while it was written (its draft and the text that draft
    /// started from), committing nothing: a writer's Discard. The entry itself is not touched. Throws
    /// `editInProgress` when an editor has the entry's draft open (that draft is the editor's, not the
    /// writer's to discard).
    public func discardDraft(of path: EntryPath) throws {
        try refuseLinks(toEdit: path)
        let lock = try lockDraft(of: path)
        defer { withExtendedLifetime(lock) {} }
        for url in [draftURL(for: path), draftStartURL(for: path)] {
            do {
                try FileManager.default.removeItem(at: url)
            } catch CocoaError.fileNoSuchFile {
                continue
            } catch {
                throw VaultError.unwritable(file: url.path, reason: .text(error.localizedDescription))
            }
        }
    }

    /// Saves `text` as the entry at `path` when the entry on disk is still `version`, the one the writer
    /// started from, exactly as an edit in the editor is saved (see `finishEdit`). A new entry (`version`
    /// nil) is saved under `path`, or the day's next free name when another entry took it meanwhile, with
    /// `newEntry`'s moment, and `moment` (what a lookup found meanwhile) in each field the text still holds
    /// as `newEntry` began it (`NewEntryMoment.applied(to:opened:)`).
    ///
    /// When the entry changed or went meanwhile, nothing is saved and nothing on disk is overwritten: the
    /// text is kept as the entry's draft (or, when there is one already, a draft beside it,
    /// `NAME-conflict-….md`) and `changedMeanwhile` names it; the same text sent again (a second click on
    /// Save) is `unchanged`. When an editor has the entry open, the text is kept beside its draft
    /// (`NAME-kept-….md`) and `textKeptAsDraft` says so. Any other refusal (a broken front matter, the vault
    /// busy) leaves the text as the entry's draft.
    public func saveWholeText(
        _ text: String, to path: EntryPath, startedFrom version: String?, newEntry: NewEntryStart? = nil,
        moment: NewEntryMoment? = nil, now: Date = Date()
    ) throws -> EditOutcome {
        // A new entry never takes the draft of an entry that took its name meanwhile.
        let path = version == nil && exists(path) ? nextFreePath(on: path.day) : path
        try refuseLinks(toEdit: path)
        try refuseUnsafeState()
        let lock: DraftLock
        do {
            lock = try lockDraft(of: path)
        } catch let error as VaultError {
            guard case .editInProgress = error else { throw error }
            let kept = freeDraftURL(for: path, suffix: "kept", beside: true)
            try AtomicFile.write(Data(text.utf8), to: kept, displayName: kept.path)
            throw VaultError.textKeptAsDraft(error, draft: kept.path)
        }
        defer { withExtendedLifetime(lock) {} }
        recoverInterruptedWrites()
        var savedText: String?
        if let version {
            let current = exists(path) ? try files.readBytes(path) : nil
            guard let current, Self.version(of: current) == version else {
                if let current, current.elementsEqual(text.utf8) { return .unchanged }
                let kept = freeDraftURL(for: path, suffix: "conflict")
                try AtomicFile.write(Data(text.utf8), to: kept, displayName: kept.path)
                throw VaultError.changedMeanwhile(file: path.relativePath, draft: kept.path)
            }
            guard let decoded = String(validating: current, as: UTF8.self) else { throw VaultError.notUTF8(file: path.relativePath) }
            savedText = decoded
        }
        let draft = draftURL(for: path)
        try AtomicFile.write(Data(text.utf8), to: draft, displayName: draft.path)
        let begun = version == nil ? (newEntry ?? NewEntryStart(created: creationTime(for: path.day, now: now))) : nil
        let session = EditSession(
            path: path, isNew: version == nil, draft: draft, startText: savedText ?? text, savedText: savedText,
            resumedDraft: false, untouchedText: nil, newEntry: begun)
        return try finishEdit(session, moment: moment, now: now)
    }
}

extension Vault {
    /// The entry's file as it is, front matter and all (what an editor shows).
    public func rawText(_ path: EntryPath) throws -> String {
        try rawTextAndVersion(path).text
    }
}
