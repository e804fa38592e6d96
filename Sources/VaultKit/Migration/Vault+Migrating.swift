import Foundation
import GitKit
import Localization

/// An entry `diary migrate` could not migrate, and why; the file is left as it was.
public struct MigrationFailure: Sendable, Equatable {
    public let file: String
    public let problem: MigrationProblem

    /// Why, in `text`'s language.
    public func reason(in text: any CoreText & ReasonText) -> String {
        if case .entryError(let error) = problem { return error.message(in: text, about: file) }
        return problem.message(in: text)
    }
}

/// An entry `migrate` renames to the path its `created` gives.
public struct EntryMove: Sendable, Equatable {
    public let from: EntryPath
    public let to: EntryPath
}

/// How a migration run went.
public struct MigrationReport: Sendable {
    /// How many entries were at each schema before the run.
    public var entriesBySchema: [Int: Int] = [:]
    /// The entries migrated (or, in a dry run, that would be).
    public var migrated: [EntryPath] = []
    /// Of those, the ones whose `created` names another day than their path: moved (renamed in the same
    /// commit) to the path it gives, the day's next free name.
    public var moved: [EntryMove] = []
    public var failures: [MigrationFailure] = []
    /// Unified diffs of each migrated file, when asked for.
    public var diffs: [String] = []
    /// The commit made, nil in a dry run or when there was nothing to do.
    public var commit: String?
}

extension Vault {
    /// Migrates every entry below `target` to it in one commit (`Migrate N entries to schema 2`).
    ///
    /// Entries that cannot be migrated (unreadable, broken YAML, not UTF-8, conflicting values, or a
    /// result that does not read back the same) are reported and left untouched; the others are still
    /// migrated. Nothing is written in a dry run. `progress` hears each phase of the work, in order,
    /// up to the commit (see `MigrationProgress`).
    ///
    /// Except in a dry run, the vault lock is held from the first entry read to the end, so no other
    /// diary changes an entry in between; the files are rewritten in place under a journal (see
    /// `commitRewritingInPlace`), each checked first to still hold what was read.
    public func migrate(
        to target: Int = FrontMatter.currentSchema, dryRun: Bool = false, dropAliases: Bool = false,
        trustName: Bool = false, diffs wantDiffs: Bool = false,
        progress: (@Sendable (MigrationProgress) -> Void)? = nil
    ) throws -> MigrationReport {
        if target > FrontMatter.currentSchema || target < 1 {
            throw VaultError.migrationFailed(file: root.path, problem: .unsupportedTarget(target))
        }
        // Taking the lock finishes a migration (or a sync) a kill interrupted, first.
        let lock = dryRun ? nil : try self.lock()
        defer { withExtendedLifetime(lock) {} }
        if !dryRun { recoverInterruptedWrites() }
        let paths = entryPaths()
        let context = MigrationContext(timeZone: timeZone, dropAliases: dropAliases, trustName: trustName)
        let reporter = MigrationProgressReporter(entries: paths.count, report: progress)
        let planned = planMigrations(paths, target: target, context: context, reporter: reporter)
        let toDate = planned.filter { (try? $0.get().needsCommitTime) == true }.count
        reporter.settle(toWrite: planned.filter { (try? $0.get().writes) == true }.count, toDate: toDate)
        var dated = 0
        var report = MigrationReport()
        var writes: [(path: EntryPath, old: Data, text: String, created: EntryTimestamp?)] = []
        for (path, plan) in zip(paths, planned) {
            switch plan {
            case .failure(let error):
                report.failures.append(MigrationFailure(file: path.relativePath, problem: Self.problem(error)))
            case .success(let plan):
                report.entriesBySchema[plan.schema, default: 0] += 1
                var newText = plan.newText.map { ($0, plan.created) }
                if plan.needsCommitTime {
                    // Schema 0 takes the time of the file's first commit that day: ask the history now.
                    defer {
                        dated += 1
                        reporter.advance(.dating, done: dated, total: toDate)
                    }
                    do {
                        newText = try migratedWithCommitTime(plan.document, path: path, target: target, context: context)
                    } catch {
                        report.failures.append(MigrationFailure(file: path.relativePath, problem: Self.problem(error)))
                        continue
                    }
                }
                guard let (text, created) = newText else { continue }
                writes.append((path, plan.oldBytes, text, created))
                if wantDiffs {
                    report.diffs.append(
                        (try? TextDiff.unified(
                            old: plan.oldBytes, new: Data(text.utf8),
                            path: path.relativePath)) ?? "")
                }
            }
        }
        report.migrated = writes.map(\.path)
        report.moved = plannedMoves(writes.compactMap { write in write.created.map { (write.path, $0) } })
        guard !dryRun, !writes.isEmpty else { return report }
        let destination = Dictionary(uniqueKeysWithValues: report.moved.map { ($0.from, $0.to) })
        let count = writes.count
        reporter.settle(toWrite: count, toDate: toDate)
        // A moved entry's new file is written at its new name and its old name removed, in the same
        // commit (git sees a rename).
        var files: [InPlaceRewrite.File] = []
        for write in writes {
            let text = Data(write.text.utf8)
            if let moved = destination[write.path] {
                files.append(InPlaceRewrite.File(path: moved.relativePath, old: nil, new: text))
                files.append(InPlaceRewrite.File(path: write.path.relativePath, old: write.old, new: nil))
            } else {
                files.append(InPlaceRewrite.File(path: write.path.relativePath, old: write.old, new: text))
            }
        }
        let message = "Migrate \(count) \(count == 1 ? "entry" : "entries") to schema \(target)"
        let commit = try commitRewritingInPlace(files, message: message) { step in
            switch step {
            case .staging(let done, let total): reporter.advance(.staging, done: done, total: total)
            case .writing(let done, let total): reporter.advance(.writing, done: done, total: total)
            case .committed: reporter.advance(.committing, done: 1, total: 2)
            case .finished: reporter.advance(.committing, done: 2, total: 2)
            }
        }
        report.commit = commit.short
        return report
    }

    /// Where each entry whose new `created` falls on another day than its path goes: that day's next free
    /// name, taken in the order they were written, counting the names earlier moves in this run took.
    private func plannedMoves(_ entries: [(path: EntryPath, created: EntryTimestamp)]) -> [EntryMove] {
        var taken: [Day: Int] = [:]
        var moves: [EntryMove] = []
        let misplaced = entries.filter { $0.created.day != $0.path.day }.sorted { ($0.created.date, $0.path) < ($1.created.date, $1.path) }
        for (path, created) in misplaced {
            let day = created.day
            var next = taken[day] ?? nextFreePath(on: day).sequence
            // Never onto anything already there: a link, a folder, a file diary does not list.
            var info = stat()
            while lstat(url(EntryPath(day: day, sequence: next)).path, &info) == 0 { next += 1 }
            moves.append(EntryMove(from: path, to: EntryPath(day: day, sequence: next)))
            taken[day] = next + 1
        }
        return moves
    }

    /// What migrating one file comes to: its schema, and its new text (nil when there is nothing to do)
    /// with its new `created` when the file wrote that date itself (see `migratedText`).
    struct MigrationPlan: Sendable {
        let schema: Int
        /// The file's bytes as read.
        let oldBytes: Data
        let newText: String?
        let created: EntryTimestamp?
        let document: EntryDocument
        let needsCommitTime: Bool

        /// The file gets a new text (a schema-0 one once its commit time is known).
        var writes: Bool { newText != nil || needsCommitTime }
    }

    /// Reads and migrates every path on every core (pure work: no git, no writes).
    private func planMigrations(
        _ paths: [EntryPath], target: Int, context: MigrationContext,
        reporter: MigrationProgressReporter
    ) -> [Result<MigrationPlan, VaultError>] {
        mapEntries(
            paths, otherError: { .migrationFailed(file: $0.relativePath, problem: .described("\($1)")) },
            afterEach: { reporter.entryRead() }
        ) { path, bytes in
            // Hugo's TOML front matter is read as the YAML it becomes, and always written out.
            let (document, fromTOML) = try EntryDocument.parseReadingTOML(bytes, file: path.relativePath)
            let schema = document.schemaVersion
            let needsCommitTime = schema == 0 && target > 0
            var migrated: (text: String, created: EntryTimestamp?)?
            if schema < target || fromTOML, !needsCommitTime {
                migrated = try Self.migratedText(document, path: path, target: target, context: context)
            }
            let plan = MigrationPlan(
                schema: schema, oldBytes: Data(bytes), newText: migrated?.text, created: migrated?.created, document: document,
                needsCommitTime: needsCommitTime)
            if plan.writes { reporter.found(dated: needsCommitTime) }
            return plan
        }
    }

    /// A schema-0 file migrated with the time of its first commit, when the history has one that day.
    private func migratedWithCommitTime(
        _ document: EntryDocument, path: EntryPath, target: Int,
        context: MigrationContext
    ) throws -> (text: String, created: EntryTimestamp?) {
        var context = context
        let history = (try? gitCall { try repository.history(path: path.relativePath) }) ?? []
        context.firstCommitted = history.last?.author.time
        return try Self.migratedText(document, path: path, target: target, context: context)
    }

    /// The migrated file's text, checked to read back as the migrated document with the same body, and
    /// its `created` when that came from a date written in the file (nil for epoch seconds, whose day is
    /// only the vault's zone's guess where the file's name is the writer's own, and below schema 2).
    static func migratedText(
        _ document: EntryDocument, path: EntryPath, target: Int,
        context: MigrationContext
    ) throws -> (text: String, created: EntryTimestamp?) {
        guard document.holdsText else {
            throw VaultError.migrationFailed(file: path.relativePath, problem: .emptyEntry)
        }
        var migrated = try Migration.migrate(document, path: path, context: context, to: target)
        if context.trustName, target >= 2, var frontMatter = migrated.frontMatter,
            let day = frontMatter.timestamp(localZone: context.timeZone)?.day, ImportDateApart.areApart(day, path.day)
        {
            // A stale date (a template's leftover): the entry keeps its file's day, at midnight.
            frontMatter.created = EntryTimestamp(path.day.startDate(in: context.timeZone), in: context.timeZone).description
            migrated = migrated.replacingFrontMatter(frontMatter, canonical: FrontMatterKey.keys(inSchema: target))
        }
        let text = migrated.rendered()
        let back = try EntryDocument.parse(text: text, file: path.relativePath)
        // Read back: the migrated fields, the same body, and every key of the original still there.
        let kept = Set(back.frontMatter?.userFields.map(\.key) ?? [])
        let dropped = context.dropAliases ? Set(MigrationStep1To2.dateAliases + MigrationStep1To2.tagAliases) : []
        // A user's key that the target schema makes the contract's is taken over, not lost.
        let takenOver = Set(FrontMatterKey.keys(inSchema: target).map(\.rawValue))
        let lost = (document.frontMatter?.userFields ?? []).map(\.key)
            .filter { !kept.contains($0) && !dropped.contains($0) && !takenOver.contains($0) }
        guard back.body == document.body, back.frontMatter == migrated.frontMatter, lost.isEmpty,
            back.frontMatter?.timestamp(localZone: context.timeZone) != nil || target < 2
        else {
            throw VaultError.migrationFailed(file: path.relativePath, problem: .doesNotReadBack)
        }
        let epoch = document.frontMatter?.created.map(ForeignDate.isEpochSeconds) ?? false
        return (text, target >= 2 && !epoch ? back.frontMatter?.timestamp(localZone: context.timeZone) : nil)
    }

    /// What is wrong with the file, from the error that says so (the file is named separately).
    static func problem(_ error: Error) -> MigrationProblem {
        if case .migrationFailed(_, let problem) = error as? VaultError { return problem }
        if let error = error as? VaultError { return .entryError(error) }
        return .described((error as? LocalizedError)?.errorDescription ?? "\(error)")
    }
}
