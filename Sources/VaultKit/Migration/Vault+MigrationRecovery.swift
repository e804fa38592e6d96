import FileWriting
import Foundation
import GitKit

#if canImport(Glibc)
    import Glibc
#endif

/// What finishing a migration a kill interrupted did (see `MigrationJournal`).
public struct MigrationRecovery: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        /// The migration's commit is the branch's, and every file is as it has it.
        case finished(commit: String)
        /// The branch had moved elsewhere (or HEAD left it) since the kill: every file the migration had
        /// written is as it was before; nothing of the migration is committed.
        case rolledBack
    }

    /// A file changed after the kill (by hand, by another program): its text was moved to a draft, never
    /// overwritten, before the file was written.
    public struct KeptEdit: Sendable, Equatable {
        /// The file, relative to the vault.
        public let file: String
        /// The draft holding the text, which `diary open` offers back.
        public let draft: String
    }

    public let outcome: Outcome
    public let keptEdits: [KeptEdit]
}

/// Which side of a journaled rewrite a file is on.
enum RewriteSide: Equatable {
    /// Its bytes are the old ones (no file, when there was none).
    case old
    /// Its bytes are the new ones (no file, when the rewrite removes it).
    case new
    /// Its bytes are what a kill leaves while one side is written over the other in place: the new
    /// bytes up to some point and the old ones after it (or the reverse, a rollback killed), at any
    /// length the writing passes through.
    case torn
    /// Anything else: someone changed the file since the kill.
    case edited

    /// The side `current` (nil: no file) is on, between `old` and `new` (nil: no file).
    static func of(_ current: Data?, old: Data?, new: Data?) -> RewriteSide {
        guard let current else {
            if new == nil { return .new }
            // A file created new, never begun; or a file rewritten in place that someone removed.
            return old == nil ? .old : .torn
        }
        if current == new { return .new }
        if current == old { return .old }
        let file = [UInt8](current)
        let oldBytes = [UInt8](old ?? Data())
        let newBytes = [UInt8](new ?? Data())
        if new != nil, isPartly(file, written: newBytes, over: oldBytes) { return .torn }
        if old != nil, isPartly(file, written: oldBytes, over: newBytes) { return .torn }
        return .edited
    }

    /// True when `file` is `written` up to some byte k and `under` from k on (its length `under`'s, or k
    /// when `written` ran past `under`'s end): what writing `written` over `under` from the first byte
    /// leaves at any moment, before the file is cut to length.
    static func isPartly(_ file: [UInt8], written: [UInt8], over under: [UInt8]) -> Bool {
        var prefix = 0
        let limit = min(file.count, written.count)
        while prefix < limit, file[prefix] == written[prefix] { prefix += 1 }
        if file.count > under.count { return prefix == file.count }
        guard file.count == under.count else { return false }
        var start = file.count
        while start > 0, file[start - 1] == under[start - 1] { start -= 1 }
        return start <= prefix
    }
}

extension Vault {
    /// True when a migration may have been killed halfway: its journal waits to be finished, or
    /// `index.lock` holds a migration's marker (killed before its journal was written). Also true while a
    /// migration runs, which `finishInterruptedMigration` then waits for.
    public var hasInterruptedMigration: Bool {
        MigrationJournal.exists(gitDirectory: gitDirectory)
            || LockMarker.held(byLockAt: gitDirectory.appendingPathComponent("index.lock").path, tool: host.tool) != nil
    }

    /// Finishes a migration a kill interrupted, taking the vault lock (which finishes it, see `lock()`),
    /// and says what it did; nil when there was none to finish. Every diary command calls this before
    /// anything else. Throws when it cannot be finished yet (a git lock someone else holds, named; an
    /// unreadable journal), leaving everything for a later run.
    public func finishInterruptedMigration() throws -> MigrationRecovery? {
        guard hasInterruptedMigration else { return nil }
        migrationRecovery = nil
        let lock = try lock()
        defer { withExtendedLifetime(lock) {} }
        return migrationRecovery
    }

    /// Finishes the migration a journal names, holding the vault lock (the killed process held it: it is
    /// gone). Nil when there is no journal.
    ///
    /// The git locks the killed migration left (holding its marker) are removed; anyone else's is waited
    /// for and then named, and the journal stays. When the branch is still where the migration started
    /// (or already at its commit, or past it), the migration is finished: every file is brought to its
    /// new bytes, the branch moved and the index written. When the branch is elsewhere (someone committed
    /// or reset since), it is rolled back: every file that holds the migration's bytes, whole or in part,
    /// gets its old bytes back, and the rest is left alone. A file whose bytes are neither side's (edited
    /// since the kill) is never overwritten: finishing moves its text to a draft first (`keptEdits`);
    /// rolling back leaves it as it is.
    func finishMigrationHoldingLock() throws -> MigrationRecovery? {
        guard let journal = try MigrationJournal.read(gitDirectory: gitDirectory) else { return nil }
        let staged = journal.staged
        // Without the key, an encrypted file's two sides cannot be told from an edit.
        if staged.files.contains(where: \.smudged), VaultEncryption.isLocked(root: root) { throw VaultError.vaultLocked(path: root.path) }
        let repository = try repository
        repository.removeLeftoverLocks(branch: staged.branch, marker: journal.marker, movingTo: staged.commit)
        // A new index (or a pack) the kill left before putting it in place.
        Repository.removeTemporaryFiles(ofProcess: journal.pid, gitDirectory: gitDirectory)

        var transaction: CommitTransaction?
        let onBranch = (try? repository.currentBranch()).map { "refs/heads/" + $0 } == staged.branch
        if onBranch, repository.operationInProgress().map({ $0 == .merge }) ?? true {
            transaction = try gitCall { try repository.beginCommit() }
        }
        let head = try transaction?.parent ?? gitCall { try repository.head() }
        var past = false
        if transaction != nil, let head {
            past = try gitCall { try repository.isDescendant(head, of: staged.commit) }
        }
        let forward = transaction != nil && (head == staged.parent || head == staged.commit || past)

        var writes: [(data: Data, url: URL, displayName: String)] = []
        var removals: [URL] = []
        var kept: [MigrationRecovery.KeptEdit] = []
        for file in staged.files {
            let url = root.appendingPathComponent(file.path)
            func bytes(_ id: ObjectID?) throws -> Data? {
                try id.map { id in try gitCall { try repository.workTreeBytes(ofBlob: id, path: file.path, smudged: file.smudged) } }
            }
            let old = try bytes(file.old)
            let new = try bytes(file.new)
            var info = stat()
            let present = lstat(url.path, &info) == 0
            // A link or a folder at the path is someone else's doing: left alone either way.
            if present, info.st_mode & S_IFMT != S_IFREG { continue }
            let current = present ? FileManager.default.contents(atPath: url.path) : nil
            if present, current == nil { continue }
            let side = RewriteSide.of(current, old: old, new: new)
            let target: Data?
            if forward {
                // Past the commit, a file a later commit changed is that commit's business.
                if past, try gitCall({ try repository.blobID(of: file.path, at: head!) }) != file.stored { continue }
                guard side != .new else { continue }
                target = new
            } else {
                guard side == .new || side == .torn else { continue }
                // A file someone committed as it is (after the kill) stays theirs.
                if let head, try gitCall({ try repository.contents(of: file.path, at: head) }) == current { continue }
                target = old
            }
            if side == .edited {
                guard let entry = EntryPath(relativePath: file.path) else { continue }
                let draft = freeDraftURL(for: entry, suffix: "interrupted")
                try AtomicFile.makeFolders(draft.deletingLastPathComponent(), displayName: draft.path)
                guard rename(url.path, draft.path) == 0 else {
                    throw VaultError.unwritable(file: draft.path, reason: .errno(errno))
                }
                kept.append(MigrationRecovery.KeptEdit(file: file.path, draft: draft.path))
            }
            if let target {
                writes.append((target, url, file.path))
            } else if present, side != .edited {  // an edited file went to its draft above
                removals.append(url)
            }
        }
        // Each file whole, old or new, even if this run is killed too: the journal stays until the end.
        try AtomicFile.writeMany(writes)
        for url in removals where unlink(url.path) != 0 && errno != ENOENT {
            throw VaultError.unwritable(file: url.path, reason: .errno(errno))
        }
        AtomicWrite.syncFileSystem(containing: root.path)
        if forward, let transaction {
            if past {
                transaction.release()
            } else {
                try commitCall(file: nil) { try transaction.complete(staged) }
                AtomicWrite.syncFileSystem(containing: root.path)
            }
        }
        transaction?.release()
        MigrationJournal.remove(gitDirectory: gitDirectory)
        return MigrationRecovery(outcome: forward ? .finished(commit: staged.commit.short) : .rolledBack, keptEdits: kept)
    }
}
