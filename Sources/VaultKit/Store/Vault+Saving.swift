import Foundation
import GitKit

/// An entry's text that may be saved: its front matter reads, and it holds text (`EntryDocument.holdsText`:
/// its body, or a `title` key; an empty entry is never saved). Checked once, where the text is made or
/// read; the save path trusts it.
struct SavableText {
    let text: String

    /// `text`, whose reading is `document`; nil when it holds no text.
    init?(_ text: String, reading document: EntryDocument) {
        guard document.holdsText else { return nil }
        self.text = text
    }

    /// A document made in code, rendered once (`renderedWithinLimits`) and not read back; nil when it
    /// holds no text.
    init?(_ document: EntryDocument) throws {
        self.init(try document.renderedWithinLimits(file: "(new text)"), reading: document)
    }

    private init(checked text: String) { self.text = text }

    /// The same entry as `text`, whose body is this one's (a migration rewrote the front matter only).
    func withFrontMatterRewritten(_ text: String) -> SavableText { SavableText(checked: text) }
}

extension EntryDocument {
    /// The document's text, its front matter held to the limits on what diary reads (twenty thousand
    /// `--tag`s), so that a file made in code can always be read again; it is not parsed back. `file`
    /// names it in errors.
    func renderedWithinLimits(file: String) throws -> String {
        let text = rendered()
        if let block = EntryDocument.split(text)?.inner {
            try FrontMatterLimits.checkSize(block, file: file)
            try FrontMatterLimits.checkStructure(block, file: file, lineOffset: 1)
        }
        return text
    }
}

extension Vault {
    /// Writes `text` as the entry at `path` and commits exactly that file, under the vault lock.
    ///
    /// The text is parsed first: broken front matter or an empty body is refused before any byte is written.
    @discardableResult
    public func save(_ text: String, to path: EntryPath, message: String) throws -> ObjectID {
        let document = try EntryDocument.parse(text: text, file: "(new text)")
        guard let savable = SavableText(text, reading: document) else { throw VaultError.emptyEntry(file: path.relativePath) }
        return try saveNew(savable, message: { _ in message }, choosing: { path }).commit
    }

    /// Like `save`, with the path chosen under the vault lock, when no other `diary` can be creating
    /// the same name; `message` is made for the chosen path, and returned with it. When the commit
    /// fails, a new file is moved to `keepNewFileAt(path)` when that gives a place (a draft), else removed.
    func saveNew(
        _ entry: SavableText, message: (EntryPath) -> String, keepNewFileAt: (EntryPath) -> URL? = { _ in nil },
        choosing pick: () throws -> EntryPath
    ) throws -> (path: EntryPath, commit: ObjectID, message: String) {
        var used = ""
        let (path, commit) = try commitChange(
            message: {
                used = message($0)
                return used
            }, choosing: pick,
            keepNewFileAt: keepNewFileAt
        ) { path in
            try AtomicFile.write(Data(entry.text.utf8), to: url(path), displayName: path.relativePath)
        }
        return (path, commit, used)
    }

    /// Deletes the entry at `path` and commits the deletion. With `version` (see `entryVersion`), only when
    /// the entry on disk is still that version, the one the writer asked about: checked under the vault's
    /// lock, so that a change made after the question was asked is never deleted unseen; throws
    /// `EntryChangedSinceSeen` when it is not.
    @discardableResult
    public func delete(_ path: EntryPath, ifVersion version: String? = nil, message: String) throws -> ObjectID {
        try commitChange(message: { _ in message }, choosing: { path }) { path in
            guard exists(path) else { throw VaultError.noEntry(path.relativePath) }
            if let version, Self.version(of: try files.readBytes(path)) != version {
                throw EntryChangedSinceSeen(file: path.relativePath)
            }
            try AtomicFile.remove(url(path), displayName: path.relativePath)
        }.1
    }

    /// Holding the vault lock and git's locks: chooses the path, runs `change` on the work tree, and commits
    /// exactly that path. Nothing is written until every lock is held; when the commit fails, the file is
    /// put back as it was (a new one moved to `keepNewFileAt(path)` when given) and the index is untouched.
    func commitChange(
        message: (EntryPath) -> String, choosing pick: () throws -> EntryPath,
        keepNewFileAt: (EntryPath) -> URL? = { _ in nil },
        _ change: (EntryPath) throws -> Void
    ) throws -> (EntryPath, ObjectID) {
        let lock = try lock()
        defer { withExtendedLifetime(lock) {} }
        recoverInterruptedWrites()
        let transaction = try beginCommit()
        let path = try pick()
        try files.refuseLinkedFolders(path)
        let backup = WorkTreeBackup(gitDirectory: gitDirectory)
        do {
            try backup.keep([(url(path), path.relativePath)])
            try change(path)
            let id = try commitCall(file: path.relativePath) {
                try transaction.commit(paths: [path.relativePath], message: message(path))
            }
            backup.discard()
            return (path, id)
        } catch {
            backup.restore(newFileDestination: { _ in keepNewFileAt(path) })
            throw error
        }
    }

    /// Holding the vault lock and git's locks: runs `change` on the work tree, which records each file in
    /// the backup before it writes or removes it and returns the paths it touched, then commits exactly
    /// those in one commit (nil when it touched none). When the commit fails, the files are put back.
    /// `progress` hears how far the commit has got (see `Repository.commit(paths:message:progress:)`).
    @discardableResult
    func commitMany(
        message: String, progress: ((CommitProgress) -> Void)? = nil,
        _ change: (WorkTreeBackup) throws -> [String]
    ) throws -> ObjectID? {
        let lock = try lock()
        defer { withExtendedLifetime(lock) {} }
        recoverInterruptedWrites()
        let transaction = try beginCommit()
        let backup = WorkTreeBackup(gitDirectory: gitDirectory)
        do {
            let paths = try change(backup)
            guard !paths.isEmpty else {
                backup.discard()
                return nil
            }
            let id = try commitCall(file: paths.count == 1 ? paths[0] : nil) {
                try transaction.commit(paths: paths, message: message, progress: progress)
            }
            backup.discard()
            return id
        } catch {
            backup.restore()
            throw error
        }
    }

    /// Takes git's locks for a commit on the current branch, after refusing a repository in a state where
    /// a commit would land on no branch or in the middle of someone's rebase, cherry-pick or bisect. With a
    /// `marker`, the lock files hold it (see `Repository.beginCommit(lockTimeout:marker:)`).
    func beginCommit(marker: String? = nil) throws -> CommitTransaction {
        let repository = try repository
        try refuseUnsafeState(repository)
        return try gitCall { try repository.beginCommit(marker: marker) }
    }

    /// A detached HEAD, or a merge, rebase, cherry-pick, revert, bisect or `git am` under way: no write may go
    /// ahead (a commit would land on no branch, or in the middle of the person's own git work, a merge
    /// stopped on a conflict committed with git's markers as one parent's edit). Every write checks this
    /// before taking git's locks.
    public func refuseUnsafeState() throws {
        try refuseUnsafeState(repository)
    }

    /// Refuses when git marks files unmerged with no operation under way (`git stash pop` stopped on a
    /// conflict): what an editor or a sync would otherwise commit. Reads the whole index, so only the
    /// commands a person waits on anyway (the editor, a sync) ask.
    public func refuseUnmergedFiles() throws {
        let unmerged = try gitCall { try repository.unmergedPaths() }
        if !unmerged.isEmpty { throw VaultError.unmergedFiles(unmerged) }
    }

    func refuseUnsafeState(_ repository: Repository) throws {
        if let operation = repository.operationInProgress() {
            // Named only when refusing: reading the index costs every save otherwise.
            let unmerged = operation == .bisect ? [] : (try? repository.unmergedPaths()) ?? []
            throw VaultError.gitOperationInProgress(operation.rawValue, unmerged: unmerged)
        }
        _ = try gitCall { try repository.currentBranch() }
    }

    /// Runs the commit, wording a failure of git's that is not about a lock (a full disk, an object that
    /// could not be written) as "not saved" for `file`.
    func commitCall<T>(file: String?, _ body: () throws -> T) throws -> T {
        do {
            return try gitCall(body)
        } catch VaultError.git(let error) {
            throw VaultError.commitFailed(file: file, error: error)
        }
    }

    var indexLockPath: String { gitDirectory.appendingPathComponent("index.lock").path }

    /// A lock left by a crashed git is never removed for the user: refuse before touching any file.
    func refuseStaleIndexLock() throws {
        if FileManager.default.fileExists(atPath: indexLockPath) {
            throw VaultError.indexLocked(lockFile: indexLockPath)
        }
    }
}
