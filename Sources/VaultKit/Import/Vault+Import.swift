import Foundation

extension Vault {
    /// Adds the entries of `batch` that the vault does not have yet, each at its dated place, in one
    /// commit (`Import 12 entries from jrnl`); nothing is written in a dry run, nor when nothing is new.
    ///
    /// Each new entry goes to its day's next free name (`-2`, `-3`, …), counting those this import adds.
    /// An entry is already there when an entry of the same day is the same entry by the source's own
    /// identity: its Day One id (`dayone_uuid`, or the id `DayOneExport` gives an entry without one),
    /// jrnl's time and title, else the same `created` instant and the same body (trailing white space and
    /// Day One's escapes aside). Each entry of the vault stands for one entry of the source, so two
    /// identical entries in the source are two entries. One that is the same entry with another text is
    /// reported as changed and left as the vault has it. An entry whose text would not read back as
    /// itself, or has no text, is skipped and reported. When the commit fails, the new files are removed and the index is as it was.
    public func importEntries(_ batch: ImportBatch, dryRun: Bool = false) throws -> ImportReport {
        var attempts = 0
        while true {
            let expected = planImport(batch.candidates)
            guard !dryRun, !expected.writes.isEmpty else { return report(batch, expected, commit: nil, dryRun: dryRun) }
            let count = expected.writes.count
            var written: ImportPlan?
            do {
                let commit = try commitMany(message: "Import \(count) \(count == 1 ? "entry" : "entries") from \(batch.sourceName)") { backup in
                    // Planned again under the vault lock, so that no other diary takes a name meanwhile.
                    let plan = planImport(batch.candidates)
                    guard plan.writes.count == count else { throw ImportPlanChanged() }
                    let media = plan.media.filter(\.isNew).map(\.path)
                    try backup.keep(plan.writes.map { (url($0.path), $0.path.relativePath) } + media.map { (root.appendingPathComponent($0), $0) })
                    try writeImported(plan.writes)
                    try installMedia(plan.media)
                    written = plan
                    return plan.writes.map(\.path.relativePath) + plan.media.map(\.path)
                }
                return report(batch, written ?? expected, commit: commit?.short, dryRun: false)
            } catch is ImportPlanChanged {
                attempts += 1
                if attempts == 5 { throw VaultError.lockTimeout(lockFile: gitDirectory.appendingPathComponent("diary.lock").path) }
            }
        }
    }

    /// What an import comes to: the files to write and the entries found already there.
    struct ImportPlan {
        struct Write {
            let path: EntryPath
            let text: String
            let candidate: ImportCandidate
        }

        var writes: [Write] = []
        var alreadyThere = 0
        var changed: [ImportReport.Changed] = []
        var skipped: [ImportSkip] = []
        /// The attachments of `writes`, each vault path once: new ones to put in place, and files the vault
        /// has already with the same bytes (committed with the entries that link to them).
        var media: [MediaWrite] = []
    }

    /// Places each candidate on its day after the entries there (and those placed before it in this
    /// import), earliest first; reads only the days the candidates fall on.
    func planImport(_ candidates: [ImportCandidate]) -> ImportPlan {
        var plan = ImportPlan()
        var days: [Day: ImportDay] = [:]
        let ordered = candidates.enumerated().sorted {
            ($0.element.created.day, $0.element.created.date, $0.offset) < ($1.element.created.day, $1.element.created.date, $1.offset)
        }.map(\.element)
        var placed = MediaPlacement(root: root)
        for original in ordered {
            let (candidate, media) = placed.place(original)
            let text = candidate.document.rendered()
            if let problem = Self.importProblem(candidate, text: text) {
                plan.skipped.append(ImportSkip(source: candidate.source, problem: problem))
                continue
            }
            let day = candidate.created.day
            var known = days[day] ?? existingEntries(on: day)
            let fingerprint = ImportFingerprint(candidate)
            // The same entry: an exact match first, then one by the source's identity (each used once).
            let match =
                known.unmatched.firstIndex { $0.fingerprint.isSameEntry(as: fingerprint) && $0.fingerprint.hasSameText(as: fingerprint) }
                ?? known.unmatched.firstIndex { $0.fingerprint.isSameEntry(as: fingerprint) }
            if let match {
                let existing = known.unmatched.remove(at: match)
                if existing.fingerprint.hasSameText(as: fingerprint) {
                    plan.alreadyThere += 1
                } else {
                    plan.changed.append(ImportReport.Changed(path: existing.path, source: candidate.source))
                }
            } else {
                var path = EntryPath(day: day, sequence: known.nextSequence)
                while exists(path) { path = EntryPath(day: day, sequence: path.sequence + 1) }
                known.nextSequence = path.sequence + 1
                plan.writes.append(ImportPlan.Write(path: path, text: text, candidate: candidate))
                for write in media where !plan.media.contains(where: { $0.path == write.path }) { plan.media.append(write) }
            }
            days[day] = known
        }
        return plan
    }

    /// Why `text` cannot be written for `candidate`, or nil when it reads back as the same entry.
    static func importProblem(_ candidate: ImportCandidate, text: String) -> ImportProblem? {
        guard candidate.document.holdsText else { return .noText }
        do {
            let back = try EntryDocument.parse(text: text, file: candidate.source)
            guard back.body == candidate.document.body, back.frontMatter == candidate.document.frontMatter else {
                return .doesNotReadBack
            }
            return nil
        } catch {
            return .of(error, file: candidate.source)
        }
    }

    /// The entries a day has, as far as they can be read (an unreadable one matches nothing).
    private func existingEntries(on day: Day) -> ImportDay {
        let paths = entryPaths(on: day)
        var known = ImportDay(nextSequence: (paths.map(\.sequence).max() ?? 0) + 1)
        for path in paths {
            guard let entry = try? read(path) else { continue }
            known.unmatched.append((path, ImportFingerprint(entry, zone: timeZone)))
        }
        return known
    }

    /// Writes the new files together (one flush for all), each checked once more to read back;
    /// when any cannot be written, none of them is left behind.
    private func writeImported(_ writes: [ImportPlan.Write]) throws {
        for write in writes {
            try files.refuseLinkedFolders(write.path)
            guard !exists(write.path) else { throw VaultError.entryExists(file: write.path.relativePath) }
        }
        // A failure here or in the commit takes the new files out again (see `commitMany`).
        try AtomicFile.writeMany(writes.map { (Data($0.text.utf8), url($0.path), $0.path.relativePath) })
    }

    private func report(_ batch: ImportBatch, _ plan: ImportPlan, commit: String?, dryRun: Bool) -> ImportReport {
        var report = ImportReport()
        report.added = plan.writes.map { ImportReport.Added(path: $0.path, source: $0.candidate.source, title: $0.candidate.document.title) }
        report.skipped = batch.skipped + plan.skipped
        report.alreadyThere = plan.alreadyThere
        report.changed = plan.changed
        report.ignored = batch.ignored
        let added = plan.media.filter(\.isNew)
        report.mediaAdded = added.count
        report.mediaBytes = added.reduce(0) { $0 + $1.staged.size }
        report.missingMedia = batch.missingMedia
        report.largeMedia = batch.largeMedia
        report.links = batch.links
        report.datesApart = batch.datesApart
        report.localTimes = batch.localTimes
        report.unresolvedLinks = batch.unresolvedLinks
        report.unknownMoments = batch.unknownMoments
        report.richTextDropped = batch.richTextDropped
        report.commit = commit
        report.dryRun = dryRun
        return report
    }
}

/// The plan changed between planning and taking the lock (another diary wrote meanwhile): plan again.
private struct ImportPlanChanged: Error {}

/// A day's entries as far as an import is concerned: those no entry of this import has matched yet,
/// and the next free name.
struct ImportDay {
    var nextSequence: Int
    var unmatched: [(path: EntryPath, fingerprint: ImportFingerprint)] = []
}

/// What makes two entries the same entry (Day One's id; jrnl's time and title; else the same instant
/// and the same body), and whether they have the same text.
struct ImportFingerprint {
    let dayOneUUID: String?
    let instant: Date
    let title: String
    let body: String
    /// From a source that knows its entries by time and title (jrnl).
    let knownByTitle: Bool

    init(_ candidate: ImportCandidate) {
        dayOneUUID = candidate.dayOneUUID
        instant = candidate.created.date
        title = candidate.document.title
        body = Self.normalized(candidate.document.body)
        knownByTitle = candidate.knownByTitle
    }

    /// An entry of the vault; one that never came from Day One is known by the id `DayOneExport` gives it.
    init(_ entry: Entry, zone: TimeZone) {
        let stamp = entry.timestamp(localZone: zone)
        dayOneUUID =
            entry.frontMatter.userFields.first { $0.key == DayOneFieldNames.uuid }.flatMap(ForeignFields.scalarText)
            ?? DayOneExport.stableUUID(entry.path, stamp)
        instant = stamp.date
        title = entry.title
        body = Self.normalized(entry.document.body)
        knownByTitle = false
    }

    /// `candidate` (from the source) is this entry of the vault, whatever its text now.
    func isSameEntry(as candidate: ImportFingerprint) -> Bool {
        if let id = candidate.dayOneUUID, id == dayOneUUID { return true }
        if candidate.knownByTitle, instant == candidate.instant, title == candidate.title { return true }
        return instant == candidate.instant && body == candidate.body
    }

    /// The same body, as compared: the text did not change on either side. (The front matter is not
    /// compared: a tag added with `diary meta` is no reason to call the entry changed.)
    func hasSameText(as candidate: ImportFingerprint) -> Bool {
        body == candidate.body
    }

    /// The body as compared: CRLF read as LF, trailing white space dropped, and Day One's needless
    /// backslash escapes (`\.`) read as the characters they stand for.
    static func normalized(_ body: String) -> String {
        comparable(DayOneMarkdown.unescaped(body))
    }

    /// The text with CRLF line endings read as LF and trailing white space dropped.
    static func comparable(_ body: String) -> String {
        var text = body.replacingOccurrences(of: "\r\n", with: "\n")
        while let last = text.unicodeScalars.last, last == " " || last == "\t" || last == "\n" || last == "\r" {
            text.unicodeScalars.removeLast()
        }
        return text
    }
}
