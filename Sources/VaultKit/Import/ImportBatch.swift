import Foundation
import Localization

/// One entry read from another journal, ready to be placed in the vault.
public struct ImportCandidate: Sendable {
    /// Where it came from, for messages: `journal.json entries[3]`, `notes/2026-11-21.md`.
    public let source: String
    /// The entry as it will be written: front matter in the current schema, and the body.
    public let document: EntryDocument
    /// When it was written; its day (in its own offset) names the file.
    public let created: EntryTimestamp
    /// Day One's id of the entry, matched first when looking for one already in the vault.
    public let dayOneUUID: String?
    /// The source knows an entry by its time and title (jrnl): an entry of the vault with both is this
    /// one, and when its text differs it has changed since the last import.
    public let knownByTitle: Bool
    /// Its attachments, linked from the body by their place in the vault (see `ImportMedia`).
    public let media: [ImportMedia]

    public init(
        source: String, document: EntryDocument, created: EntryTimestamp, dayOneUUID: String? = nil, knownByTitle: Bool = false,
        media: [ImportMedia] = []
    ) {
        self.source = source
        self.document = document
        self.created = created
        self.dayOneUUID = dayOneUUID
        self.knownByTitle = knownByTitle
        self.media = media
    }
}

/// An attachment of an imported entry: its copy on the way in, and its place in the vault, which the
/// entry's body links to (`media/<sha256>.jpeg` for `YYYY/MM/media/<sha256>.jpeg`).
public struct ImportMedia: Sendable, Equatable {
    let staged: StagedMedia
    /// The vault path: the place a diary export kept it at, else the entry's month's media folder.
    let path: String
}

/// An attachment the source names but does not hold, or one past `MediaStaging.largeFileBytes`.
public struct ImportMediaNote: Sendable, Equatable {
    /// The entry (`Export.zip/Journal.json entries[3]`), or the file.
    public let source: String
    /// The file in the source: `photos/ef43….jpeg`, or the name it was looked for by.
    public let file: String
    public let bytes: Int?
}

/// A file whose front matter's date and name give days more than one day apart (an Obsidian daily note
/// `2022-02-13.md` with a template's leftover `date: 2021-09-14`): imported by one of them, and said so.
public struct ImportDateApart: Sendable, Equatable {
    public let source: String
    /// The day its front matter's date gives, and the day its name gives.
    public let written: Day
    public let named: Day
    /// True when it was dated by its name (`--trust-name`), false by its front matter.
    public let tookName: Bool

    /// Whether `written` and `named` are more than a day apart (one day allows for a time zone's difference).
    static func areApart(_ written: Day, _ named: Day) -> Bool { abs(written.dayNumber - named.dayNumber) > 1 }
}

/// Something in the source that could not be imported, and why (thrown by an importer for one entry).
public struct ImportSkip: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file, or the file and the entry's index: `journal.json entries[3]`.
    public let source: String
    public let problem: ImportProblem

    public init(source: String, problem: ImportProblem) {
        self.source = source
        self.problem = problem
    }

    /// Why, in `text`'s language.
    public func reason(in text: any CoreText & ReasonText) -> String { problem.message(in: text) }

    /// The source and the problem as data (for logs and test output; people read `reason(in:)`).
    public var description: String { "\(source): \(problem)" }
}

/// What an importer read from its source: the entries, and what it had to leave behind.
public struct ImportBatch: Sendable {
    /// The source as the commit message names it: `jrnl`, `Day One`, `folder notes`.
    public var sourceName: String
    public var candidates: [ImportCandidate] = []
    /// Bad input: an unreadable file, invalid JSON, an entry without a date or text.
    public var skipped: [ImportSkip] = []
    /// Files that are not entries (not named by a date); not an error.
    public var ignored: [String] = []
    /// Attachments the entries name that the source does not hold: their links are left as they were.
    public var missingMedia: [ImportMediaNote] = []
    /// Attachments past `MediaStaging.largeFileBytes`: imported, and said so.
    public var largeMedia: [ImportMediaNote] = []
    /// Symbolic links found in the source folder (`Export/photos/ef43….jpeg`): never followed, to a file or
    /// a folder, so nothing they point at is imported; each is said.
    public var links: [String] = []
    /// Files whose front matter and name give days apart (see `ImportDateApart`).
    public var datesApart: [ImportDateApart] = []
    /// Times without an offset that the vault's zone skips or repeats, and how each was read.
    public var localTimes: [ImportLocalTime] = []
    /// Links of a folder's notes to attachments the folder does not hold (missing, or outside it): left as
    /// they were (the note, and the link as written).
    public var unresolvedLinks: [ImportMediaNote] = []
    /// Day One links (`dayone-moment://<id>`) to attachments the export does not list: left as written.
    public var unknownMoments: [ImportMediaNote] = []
    /// Day One entries whose `richText` was left out (`--keep-rich-text` keeps it).
    public var richTextDropped = 0

    public init(sourceName: String) {
        self.sourceName = sourceName
    }

    mutating func skip(_ source: String, _ problem: ImportProblem) {
        skipped.append(ImportSkip(source: source, problem: problem))
    }
}

/// How an import went.
public struct ImportReport: Sendable {
    /// One entry written (or, in a dry run, that would be).
    public struct Added: Sendable, Equatable {
        public let path: EntryPath
        public let source: String
        public let title: String
    }

    public var added: [Added] = []
    public var skipped: [ImportSkip] = []
    /// Entries the vault had already (an earlier import of the same source).
    public var alreadyThere = 0
    /// An entry the vault has (the same Day One id, or jrnl's time and title) whose text differs from
    /// the source's: it changed on one side since the last import. The vault's copy is kept as it is.
    public struct Changed: Sendable, Equatable {
        public let path: EntryPath
        public let source: String
    }

    public var changed: [Changed] = []
    public var ignored: [String] = []
    /// Attachments written into the vault (or, in a dry run, that would be), and their bytes in all.
    public var mediaAdded = 0
    public var mediaBytes = 0
    public var missingMedia: [ImportMediaNote] = []
    public var largeMedia: [ImportMediaNote] = []
    /// Symbolic links in the source, not followed (see `ImportBatch.links`).
    public var links: [String] = []
    /// Files whose front matter and name give days apart (see `ImportDateApart`).
    public var datesApart: [ImportDateApart] = []
    /// Times the vault's zone skips or repeats (see `ImportBatch.localTimes`).
    public var localTimes: [ImportLocalTime] = []
    /// Links to attachments a folder does not hold (see `ImportBatch.unresolvedLinks`).
    public var unresolvedLinks: [ImportMediaNote] = []
    /// Day One links to attachments the export does not list (see `ImportBatch.unknownMoments`).
    public var unknownMoments: [ImportMediaNote] = []
    /// Day One entries whose `richText` was left out (see `ImportBatch.richTextDropped`).
    public var richTextDropped = 0
    /// The commit made (short id); nil in a dry run or when there was nothing new.
    public var commit: String?
    public var dryRun = false

    /// `Imported 12 entries, skipped 1, 2 already there (1a2b3c4).` in `text`'s language.
    public func summary(in text: any CoreText & ReasonText) -> String {
        text.importSummary(
            added: added.count, skipped: skipped.count, alreadyThere: alreadyThere, changed: changed.count, dryRun: dryRun,
            commit: commit)
    }
}
