import Foundation
import GitKit
import Localization

/// An entry being written in the user's editor, through a draft file kept inside `.git/diary/drafts/`.
public struct EditSession: Sendable {
    public let path: EntryPath
    public let isNew: Bool
    /// The file the editor works on; it outlives a failed editor so no word is lost.
    public let draft: URL
    /// The text the draft held when the editor started.
    public let startText: String
    /// The entry's text on disk, nil for a new entry.
    public let savedText: String?
    /// True when `startText` came from a draft left by an earlier session.
    public let resumedDraft: Bool
    /// The bytes the draft first held, before anyone typed in it (this session's start, or the start of the
    /// session that left a resumed draft); nil when that is not known.
    public let untouchedText: Data?
    /// How a new entry started (its moment and template), nil for an existing entry.
    public let newEntry: NewEntryStart?

    /// The line the editor opens at (`WritingLine`): the end of a new entry's template, else the body's
    /// first line, or the first conflict marker.
    public var writingLine: Int {
        WritingLine.of(startText, atEnd: newEntry?.fromTemplate == true && !resumedDraft)
    }
}

/// How a new entry begins in the editor: when it is written, what is known of the moment, and the
/// body it starts with (a filled template, or an empty line).
public struct NewEntryStart: Sendable, Equatable {
    public var created: EntryTimestamp
    public var moment: NewEntryMoment
    public var body: String
    /// True when `body` is a filled template: left as it is, the entry counts as empty.
    public var fromTemplate: Bool

    public init(created: EntryTimestamp, moment: NewEntryMoment = NewEntryMoment(), body: String = "\n", fromTemplate: Bool = false) {
        self.created = created
        self.moment = moment
        self.body = body
        self.fromTemplate = fromTemplate
    }
}

/// What came of an edit.
public enum EditOutcome: Equatable, Sendable {
    /// The text is the one already saved: nothing committed.
    case unchanged
    /// A new entry was left without text: nothing created.
    case nothingWritten
    /// A new entry was left as its template: nothing created.
    case leftAsTemplate
    /// An existing entry was emptied: nothing saved (deleting is `diary rm`'s job).
    case emptied
    /// Saved and committed at `path` (a new entry moves to the day's next name when another
    /// took its place meanwhile).
    case saved(path: EntryPath, commit: String, message: String)
}

extension Vault {
    /// Where the draft of `path` is kept.
    public func draftURL(for path: EntryPath) -> URL {
        gitDirectory.appendingPathComponent("diary/drafts/\(path.fileName)")
    }

    /// Where the text a draft of `path` started with is kept, to tell a draft someone wrote in from an
    /// untouched one; beside the drafts, not among them.
    func draftStartURL(for path: EntryPath) -> URL {
        draftStartURL(named: path.fileName)
    }

    /// Where the text the draft file `fileName` (an entry's own or one kept beside it) began from is kept.
    func draftStartURL(named fileName: String) -> URL {
        gitDirectory.appendingPathComponent("diary/draft-starts/\(fileName)")
    }

    /// The text of a draft left by an earlier, failed edit of `path`, when it holds text someone wrote. A draft
    /// that does not (an editor killed before anything was typed, a body left empty) is no draft: it is removed.
    /// Bytes that are not UTF-8 count as written; the text returned then shows them as U+FFFD, and resuming
    /// leaves the draft's bytes as they are.
    public func leftoverDraft(for path: EntryPath) -> String? {
        guard let data = FileManager.default.contents(atPath: draftURL(for: path).path) else { return nil }
        let saved = exists(path) ? (try? files.readBytes(path)).map { Data($0) } : nil
        let start = FileManager.default.contents(atPath: draftStartURL(for: path).path)
        guard Self.holdsWrittenText(data, untouched: start, saved: saved) else {
            removeDraft(of: path)
            return nil
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Whether a draft's bytes hold words someone wrote: they are not the text it started with (`untouched`),
    /// nor the entry as saved, and it holds text (its body, or a `title` key). Bytes that are not UTF-8 are nobody's
    /// starting text.
    static func holdsWrittenText(_ data: Data?, untouched: Data?, saved: Data?) -> Bool {
        guard let data, data != untouched, data != saved else { return false }
        guard let text = String(validating: data, as: UTF8.self),
            let document = try? EntryDocument.parse(text: text, file: "")
        else { return true }
        return document.holdsText
    }

    /// The text a new entry starts with: front matter with the current schema, `created` and the moment's
    /// fields (place, weather, tags, star), then `body`.
    public func newEntryText(created: EntryTimestamp, moment: NewEntryMoment = NewEntryMoment(), body: String = "\n") -> String {
        EntryDocument(frontMatter: moment.frontMatter(created: created), body: body).rendered()
    }

    /// `created` for a new entry of `day`: now, or the current time of day on that day.
    public func creationTime(for day: Day, now: Date = Date()) -> EntryTimestamp {
        let current = EntryTimestamp(now, in: timeZone)
        if current.day == day { return current }
        let seconds = current.hour * 3600 + current.minute * 60 + current.second
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let date = calendar.date(byAdding: .second, value: seconds, to: day.startDate(in: timeZone)) ?? now
        return EntryTimestamp(date, in: timeZone)
    }

    /// Writes the draft the editor will open: a leftover draft when `resume`, else the entry or a new entry's
    /// text (as `newEntry` says, when given: its `created`, moment and starting body).
    public func beginEdit(_ path: EntryPath, resume: Bool, newEntry: NewEntryStart? = nil, now: Date = Date()) throws -> EditSession {
        let savedText: String?
        if exists(path) {
            let bytes = try files.readBytes(path)
            guard let text = String(validating: bytes, as: UTF8.self) else { throw VaultError.notUTF8(file: path.relativePath) }
            _ = try EntryDocument.parse(bytes, file: path.relativePath)
            savedText = text
        } else {
            savedText = nil
        }
        let leftover = resume ? leftoverDraft(for: path) : nil
        let begun = savedText == nil ? (newEntry ?? NewEntryStart(created: creationTime(for: path.day, now: now))) : nil
        let start =
            leftover ?? savedText
            ?? newEntryText(
                created: begun?.created ?? creationTime(for: path.day, now: now),
                moment: begun?.moment ?? NewEntryMoment(), body: begun?.body ?? "\n")
        let draft = draftURL(for: path)
        let startFile = draftStartURL(for: path)
        let untouched: Data?
        if leftover != nil {
            // A resumed draft stays as it is, byte for byte; it started with what its own session started with.
            untouched = FileManager.default.contents(atPath: startFile.path)
        } else {
            // The starting text first: a draft without it would look written to the next run.
            untouched = Data(start.utf8)
            try AtomicFile.write(Data(start.utf8), to: startFile, displayName: startFile.path)
            try AtomicFile.write(Data(start.utf8), to: draft, displayName: draft.path)
        }
        return EditSession(
            path: path, isNew: savedText == nil, draft: draft, startText: start,
            savedText: savedText, resumedDraft: leftover != nil, untouchedText: untouched, newEntry: begun)
    }

    /// Reads the draft after the editor closed and saves it when it holds a change; the draft is removed
    /// once its text is committed or there was nothing to keep. On an error the draft stays.
    ///
    /// A new entry is saved with `moment`, what is known of its moment now (coordinates and weather a
    /// lookup found while the editor was open), in each field the person left as it started.
    public func finishEdit(_ session: EditSession, moment: NewEntryMoment? = nil, now: Date = Date()) throws -> EditOutcome {
        guard let data = FileManager.default.contents(atPath: session.draft.path) else {
            throw VaultError.editorRemovedFile(file: session.draft.path)
        }
        guard var text = String(validating: data, as: UTF8.self) else { throw VaultError.notUTF8(file: session.draft.path) }
        if text == session.savedText {
            discardDraft(session)
            return .unchanged
        }
        var document = try EntryDocument.parse(text: text, file: session.draft.path)
        try Self.refuseGitConflictMarkers(text, file: session.path.relativePath)
        // A draft resumed from an earlier run was opened with that run's moment, unknown here: this
        // run's moment then fills only the fields the draft lacks.
        let opened = session.resumedDraft ? NewEntryMoment() : session.newEntry?.moment ?? NewEntryMoment()
        let latest = moment ?? opened
        if session.isNew, document.frontMatter == nil {
            document = EntryDocument(frontMatter: latest.frontMatter(created: creationTime(for: session.path.day, now: now)), body: text)
            text = try document.renderedWithinLimits(file: session.draft.path)
        } else if session.isNew, let fm = document.frontMatter, latest != opened {
            let updated = latest.applied(to: fm, opened: opened)
            if updated != fm {
                text = document.splicingFrontMatter(updated) ?? document.replacingFrontMatter(updated, canonical: []).rendered()
                document = try EntryDocument.parse(text: text, file: session.draft.path)
            }
        }
        guard var savable = SavableText(text, reading: document) else {
            discardDraft(session)
            return session.isNew ? .nothingWritten : .emptied
        }
        if let start = session.newEntry, start.fromTemplate, !session.resumedDraft,
            EntryTemplate.isUnchanged(document.body, from: start.body)
        {
            discardDraft(session)
            return .leftAsTemplate
        }
        var upgraded = ""
        if !session.isNew, Migration.needsMigration(document) {
            // An entry in an older schema is saved in the current one; the commit says so.
            let from = document.schemaVersion
            let history = (try? gitCall { try repository.history(path: session.path.relativePath) }) ?? []
            let context = MigrationContext(timeZone: timeZone, firstCommitted: history.last?.author.time)
            savable = savable.withFrontMatterRewritten(
                try Vault.migratedText(document, path: session.path, target: FrontMatter.currentSchema, context: context).text)
            upgraded = " (upgraded from schema \(from) to \(FrontMatter.currentSchema))"
        }
        let verb = session.isNew ? "New " : "Edit "
        let suffix = upgraded
        let saved = try saveNew(savable, message: { verb + $0.name + suffix }) {
            // Checked under the lock: another save may have happened while the editor was open.
            if session.isNew {
                return exists(session.path) ? nextFreePath(on: session.path.day) : session.path
            }
            let current = try? files.readBytes(session.path)
            guard let current, current.elementsEqual((session.savedText ?? "").utf8) else {
                throw VaultError.changedMeanwhile(file: session.path.relativePath, draft: session.draft.path)
            }
            return session.path
        }
        discardDraft(session)
        return .saved(path: saved.path, commit: saved.commit.short, message: saved.message)
    }

    /// Refuses `text` when it holds conflict markers git wrote (a merge of the person's own, stopped on a
    /// conflict), not diary's: saved, they would read as one side's edit. diary's own markers (a sync's,
    /// being settled) may be saved.
    static func refuseGitConflictMarkers(_ text: String, file: String) throws {
        if let block = ConflictMarkers.firstBlockNotDiarys(in: text.utf8) {
            throw VaultError.gitConflictMarkers(files: [file], line: block.line)
        }
    }

    /// After a failed editor: keeps the draft when it holds text someone wrote, returns whether it did.
    public func keepDraftAfterFailure(_ session: EditSession) -> Bool {
        let data = FileManager.default.contents(atPath: session.draft.path)
        let kept = Self.holdsWrittenText(data, untouched: session.untouchedText, saved: session.savedText.map { Data($0.utf8) })
        if !kept { discardDraft(session) }
        return kept
    }

    public func discardDraft(_ session: EditSession) {
        removeDraft(of: session.path)
    }

    private func removeDraft(of path: EntryPath) {
        try? FileManager.default.removeItem(at: draftURL(for: path))
        try? FileManager.default.removeItem(at: draftStartURL(for: path))
    }

    /// A quick entry written `now` under the day's next free name, saved and committed without an editor,
    /// with `moment`'s place, weather, tags and star; the commit's short id and message are returned.
    public func quickEntry(
        _ body: String, moment: NewEntryMoment = NewEntryMoment(),
        now: Date = Date()
    ) throws -> (path: EntryPath, commit: String, message: String) {
        let created = EntryTimestamp(now, in: timeZone)
        let document = EntryDocument(
            frontMatter: moment.frontMatter(created: created),
            body: body.utf8.last == UInt8(ascii: "\n") ? body : body + "\n")
        guard let savable = try SavableText(document) else { throw VaultError.emptyQuickEntry }
        let text = savable.text
        var chosen: EntryPath?
        var keptAt: URL?
        do {
            let saved = try saveNew(
                savable, message: { "New \($0.name)" },
                keepNewFileAt: {
                    keptAt = self.freeDraftURL(for: $0, suffix: "kept")
                    return keptAt
                }
            ) {
                chosen = nextFreePath(on: created.day)
                return chosen!
            }
            return (saved.path, saved.commit.short, saved.message)
        } catch let error as VaultError {
            // Nothing was committed: the text is kept as a draft that `diary new` offers to pick up again,
            // moved there from the entry's file, or written there when the file never was.
            guard !error.isInTheText else { throw error }
            let path = chosen ?? nextFreePath(on: created.day)
            if keptAt.map({ FileManager.default.fileExists(atPath: $0.path) }) != true {
                let draft = freeDraftURL(for: path, suffix: "kept")
                keptAt = (try? AtomicFile.write(Data(text.utf8), to: draft, displayName: draft.path)).map { draft }
            }
            guard let keptAt else { throw error }
            throw VaultError.textKeptAsDraft(error, draft: keptAt.path)
        }
    }

    /// The draft of `path`, or when one is there already (an earlier edit's), a name beside it with
    /// `suffix` that no other draft has: where text is kept when it cannot be saved.
    /// `beside`: always a name beside the draft (the draft itself belongs to an editor that has it open).
    func freeDraftURL(for path: EntryPath, suffix: String, beside: Bool = false) -> URL {
        let draft = draftURL(for: path)
        guard beside || FileManager.default.fileExists(atPath: draft.path) else { return draft }
        return draft.deletingLastPathComponent().appendingPathComponent("\(path.name)-\(suffix)-\(UUID().uuidString.prefix(8)).md")
    }
}
