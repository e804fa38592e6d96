import Foundation
import GitKit
import Localization

/// Everything that can go wrong with a vault, each naming the file and what to do next.
public enum VaultError: Error, Equatable, Sendable {
    case vaultMissing(path: String)
    case notARepository(path: String)
    case notAFolder(path: String)
    case malformedFrontMatter(file: String, line: Int?, problem: FrontMatterProblem)
    case unterminatedFrontMatter(file: String)
    case notUTF8(file: String)
    case newerSchema(file: String, schema: Int, supported: Int)
    case unknownDay(String)
    case noEntry(String)
    case ambiguousDay(day: String, paths: [String])
    case outsideVault(String)
    case notAnEntry(String)
    case symlink(file: String)
    case emptyEntry(file: String)
    case entryExists(file: String)
    case indexLocked(lockFile: String)
    case lockTimeout(lockFile: String)
    case unreadable(file: String, reason: FileReason)
    /// The editor removed the draft it was given (`file`) instead of saving it.
    case editorRemovedFile(file: String)
    /// `file` is a folder, a device or a pipe where an entry's file should be.
    case notARegularFile(file: String)
    /// `diary import folder` of a path that is not a folder.
    case importNotAFolder(path: String)
    /// An import of a single file given a folder.
    case importIsAFolder(path: String)
    /// A quick entry (`diary new TEXT`) with no text.
    case emptyQuickEntry
    case unwritable(file: String, reason: FileReason)
    case unknownRevision(String)
    case notInRevision(file: String, revision: String)
    case changedMeanwhile(file: String, draft: String)
    case migrationFailed(file: String, problem: MigrationProblem)
    case unrelatedHistories(remote: String)
    case cloneTargetNotEmpty(path: String)
    case massDeletion(deleted: Int, total: Int, remote: String)
    /// The remote refused the push (not a fast-forward, a declining hook); nothing changed there.
    case pushRejected(PushRejected)
    case git(GitError)
    // MARK: Saving under faults
    /// HEAD names no branch: a commit would belong to no branch.
    case detachedHead
    /// A merge, rebase, cherry-pick, revert, bisect or `git am` is under way (`operation` names it as git
    /// does), stopped on a conflict in `unmerged` when it names files.
    case gitOperationInProgress(String, unmerged: [String])
    /// git marks `files` unmerged (a conflict it stopped on, `git stash pop`'s among them) with no operation under way.
    case unmergedFiles([String])
    /// `files` hold conflict markers git (or another tool) wrote, not diary's sync: never committed nor
    /// pushed. `line` is the first marker's, in the first file.
    case gitConflictMarkers(files: [String], line: Int)
    /// No draft of that name (`diary drafts` lists them).
    case noSuchDraft(name: String)
    /// git could not make the commit (a full disk, an object it could not write); nothing was committed.
    case commitFailed(file: String?, error: GitError)
    /// A quick entry's commit failed; its text is kept in `draft`.
    indirect case textKeptAsDraft(VaultError, draft: String)
    /// `file`'s git attributes name a filter driver (`git-crypt`, `lfs`) diary does not run: not committed.
    case unappliedFilter(file: String, driver: String)

    // MARK: Who can use the vault, and edits in progress (issue 11)
    /// The vault folder or its `.git` belongs to another user; refused before anything is written.
    case notVaultOwner(path: String, owner: VaultUser, user: VaultUser)
    /// The vault cannot be looked into; `owner` when it belongs to someone else.
    case permissionDenied(path: String, owner: VaultUser?)
    /// Another diary holds the entry's draft open in its editor (`pid`, when it could be read).
    case editInProgress(file: String, pid: Int32?, draft: String)
    // MARK: Hostile input
    /// A file to import (or a file inside a zip) larger than diary reads; `bytes` when its size is known.
    case importTooLarge(file: String, bytes: Int?, limit: Int)
    // MARK: Sync under faults (issue 11)
    /// `.git/diary/sync-journal` cannot be read (or is from a newer diary).
    case badSyncJournal(file: String)
    // MARK: Migration under faults (issue 15)
    /// `.git/diary/migrate-journal` cannot be read (or is from a newer diary).
    case badMigrationJournal(file: String)
    /// `file` changed while `diary migrate` was writing it: every file was put back, nothing was committed.
    case changedDuringMigration(file: String)
    /// A sync would overwrite a file here that is not committed (and not an entry, so sync did not commit it).
    case uncommittedFileInTheWay(file: String)
    // MARK: Encryption (issue 12)
    /// The vault's attributes encrypt entries with git-crypt's scheme and its key is not installed here:
    /// the work tree holds ciphertext. `path` is the vault.
    case vaultLocked(path: String)
    /// `diary encrypt init` on a vault that has a key (`keyFile`) already.
    case encryptionAlreadyOn(keyFile: String)
    /// A command that needs the vault's key, on a vault that is not encrypted (`path`).
    case encryptionOff(path: String)
    /// `file` is not a git-crypt key file diary can read (`incompatible`: from a newer git-crypt).
    case badKeyFile(file: String, incompatible: Bool)
    /// The key in `file` does not decrypt `entry`: it is another vault's key.
    case wrongKey(file: String, entry: String)
    /// diary never writes a key over an existing file.
    case keyFileExists(file: String)
    /// The vault is encrypted on this machine and `file`'s attributes no longer send it through git-crypt
    /// (someone changed `.gitattributes`): it is not committed.
    case encryptionDropped(file: String)
    /// The remote's branch (`remote`, at `commit`) has a `.gitattributes` that no longer encrypts `file`,
    /// and the vault is encrypted here: nothing was merged or sent.
    case remoteDropsEncryption(remote: String, commit: String, file: String)
    /// The remote's branch encrypts the vault now, its key is not here, and `unsent` commits (or edits)
    /// made here are not on it: nothing was merged or sent.
    case remoteEncrypted(remote: String, unsent: Int)
    /// A commit a push would send (`commit`) holds `file` in plain text though the vault is encrypted here.
    case plainTextToSend(file: String, commit: String)
    /// `files` have changes git has not committed; `command` would commit or overwrite them.
    case uncommittedChanges(command: String, files: [String])
    // MARK: Attachments (issue 14)
    /// The file `diary attach` was given cannot be read; `reason` is the system's wording.
    case attachmentUnreadable(file: String, reason: FileReason)
    /// `diary attach` was given a folder.
    case attachmentIsAFolder(file: String)
    /// `diary attach` has no entry to attach to on that day.
    case noEntryToAttachTo(String)
    /// An attachment in an export's zip that does not extract: its checksum does not match, its data ends early.
    case attachmentDamaged(file: String)
    /// An attachment in an export's zip whose size is far past its compressed size (a zip bomb).
    case attachmentExpandsTooMuch(file: String, compressed: Int, uncompressed: Int)
    /// An attachment in an export's zip that holds more bytes than the zip says.
    case attachmentLargerThanDeclared(file: String, declared: Int)

    /// 64 for a DAY|PATH argument that names no day and no entry, a usage error as ArgumentParser's are;
    /// 1 otherwise.
    public var exitCode: Int32 {
        switch self {
        case .unknownDay, .notAnEntry, .outsideVault: return 64
        default: return 1
        }
    }

    /// The message in `text`'s language: what happened, to which file, and what to do next.
    public func message(in text: any CoreText & ReasonText) -> String {
        switch self {
        case .vaultMissing(let path): return text.vaultMissing(path: path)
        case .notARepository(let path): return text.notARepository(path: path)
        case .notAFolder(let path): return text.notAFolder(path: path)
        case .malformedFrontMatter(let file, let line, let problem) where problem.isTOML:
            // Not YAML to fix: the problem says what to do.
            return text.frontMatterProblem(file: file, line: line, problem: problem.message(in: text))
        case .malformedFrontMatter(let file, let line, let problem):
            return text.malformedFrontMatter(file: file, line: line, problem: problem.message(in: text))
        case .unterminatedFrontMatter(let file): return text.unterminatedFrontMatter(file: file)
        case .notUTF8(let file): return text.notUTF8(file: file)
        case .newerSchema(let file, let schema, let supported):
            return text.newerSchema(file: file, schema: schema, supported: supported)
        case .unknownDay(let argument): return text.unknownDay(argument)
        case .noEntry(let what): return text.noEntry(what)
        case .ambiguousDay(let day, let paths): return text.ambiguousDay(day, paths: paths)
        case .outsideVault(let path): return text.outsideVault(path)
        case .notAnEntry(let path): return text.notAnEntry(path)
        case .symlink(let file): return text.symlink(file: file)
        case .emptyEntry(let file): return text.emptyEntry(file: file)
        case .entryExists(let file): return text.entryExists(file: file)
        case .indexLocked(let lockFile): return text.indexLocked(lockFile: lockFile)
        case .lockTimeout(let lockFile): return text.lockTimeout(lockFile: lockFile)
        case .unreadable(let file, let reason): return text.unreadable(file: file, reason: reason.text(in: text))
        case .editorRemovedFile(let file): return text.unreadable(file: file, reason: text.editorRemovedTheFile)
        case .notARegularFile(let file): return text.unreadable(file: file, reason: text.notARegularFile)
        case .importNotAFolder(let path): return text.unreadable(file: path, reason: text.importNotAFolder)
        case .importIsAFolder(let path): return text.unreadable(file: path, reason: text.importIsAFolder)
        case .emptyQuickEntry: return text.emptyEntry(file: text.quickEntryLabel)
        case .unwritable(let file, let reason): return text.unwritable(file: file, reason: reason.text(in: text))
        case .unknownRevision(let revision): return text.unknownRevision(revision)
        case .notInRevision(let file, let revision): return text.notInRevision(file: file, revision: revision)
        case .changedMeanwhile(let file, let draft): return text.changedMeanwhile(file: file, draft: draft)
        case .migrationFailed(let file, let problem): return text.migrationFailed(file: file, reason: problem.message(in: text))
        case .unrelatedHistories(let remote): return text.unrelatedHistories(remote: remote)
        case .cloneTargetNotEmpty(let path): return text.cloneTargetNotEmpty(path: path)
        case .massDeletion(let deleted, let total, let remote):
            return text.massDeletion(deleted: deleted, total: total, remote: remote)
        case .pushRejected(let rejection): return rejection.message(in: text)
        case .git(let error): return error.message(in: text)
        case .detachedHead: return text.detachedHead
        case .gitOperationInProgress(let operation, let unmerged): return text.gitOperationInProgress(operation, unmerged: unmerged)
        case .unmergedFiles(let files): return text.unmergedFiles(files)
        case .gitConflictMarkers(let files, let line): return text.gitConflictMarkers(files: files, line: line)
        case .noSuchDraft(let name): return text.noSuchDraft(name: name)
        case .commitFailed(let file, let error): return text.commitFailed(file: file, detail: error.detail(in: text))
        case .textKeptAsDraft(let error, let draft): return text.textKeptAsDraft(error.message(in: text), draft: draft)
        case .unappliedFilter(let file, let driver): return text.unappliedFilter(file: file, driver: driver)
        // MARK: Who can use the vault, and edits in progress (issue 11)
        case .notVaultOwner(let path, let owner, let user):
            return text.vaultNotYours(path: path, owner: owner.name, ownerID: owner.id, user: user.name, userID: user.id)
        case .permissionDenied(let path, let owner):
            return text.vaultPermissionDenied(path: path, owner: owner?.name, ownerID: owner?.id)
        case .editInProgress(let file, let pid, let draft): return text.editInProgress(file: file, pid: pid, draft: draft)
        case .importTooLarge(let file, let bytes, let limit):
            return text.importTooLarge(file: file, bytes: bytes, limit: limit)
        // MARK: Sync under faults (issue 11)
        case .badSyncJournal(let file): return text.badSyncJournal(file: file)
        case .badMigrationJournal(let file): return text.badMigrationJournal(file: file)
        case .changedDuringMigration(let file): return text.changedDuringMigration(file: file)
        case .uncommittedFileInTheWay(let file): return text.uncommittedFileInTheWay(file: file)
        // MARK: Encryption (issue 12)
        case .vaultLocked(let path): return text.vaultLocked(path: path)
        case .encryptionAlreadyOn(let keyFile): return text.encryptionAlreadyOn(keyFile: keyFile)
        case .encryptionOff(let path): return text.encryptionOff(path: path)
        case .badKeyFile(let file, let incompatible): return text.badKeyFile(file: file, incompatible: incompatible)
        case .wrongKey(let file, let entry): return text.wrongKey(file: file, entry: entry)
        case .encryptionDropped(let file): return text.encryptionDropped(file: file)
        case .remoteDropsEncryption(let remote, let commit, let file):
            return text.remoteDropsEncryption(remote: remote, commit: commit, file: file)
        case .remoteEncrypted(let remote, let unsent): return text.remoteEncrypted(remote: remote, unsent: unsent)
        case .plainTextToSend(let file, let commit): return text.plainTextToSend(file: file, commit: commit)
        case .keyFileExists(let file): return text.keyFileExists(file: file)
        case .uncommittedChanges(let command, let files): return text.uncommittedChanges(command: command, files: files)
        // MARK: Attachments (issue 14)
        case .attachmentUnreadable(let file, let reason): return text.attachmentUnreadable(file: file, reason: reason.text(in: text))
        case .attachmentIsAFolder(let file): return text.attachmentIsAFolder(file: file)
        case .noEntryToAttachTo(let day): return text.noEntryToAttachTo(day)
        case .attachmentDamaged(let file): return text.attachmentDamaged(file: file)
        case .attachmentExpandsTooMuch(let file, let compressed, let uncompressed):
            return text.attachmentExpandsTooMuch(file: file, compressed: compressed, uncompressed: uncompressed)
        case .attachmentLargerThanDeclared(let file, let declared):
            return text.attachmentLargerThanDeclared(file: file, declared: declared)
        }
    }
}

extension VaultError {
    /// The message without its leading file name, for a line that names `file` already
    /// (`file: reason` or `file line 2: reason` → `reason` or `line 2: reason`).
    func message(in text: any CoreText & ReasonText, about file: String) -> String {
        let message = message(in: text)
        guard message.hasPrefix(file) else { return message }
        var rest = message.dropFirst(file.count)
        if rest.hasPrefix(":") { rest = rest.dropFirst() }
        return rest.trimmingCharacters(in: .whitespaces)
    }
}

extension VaultError {
    /// True for a problem in an entry's own text (its front matter, its encoding, its schema), which editing
    /// the text fixes; false for the vault, the disk, git or a file that changed meanwhile.
    public var isInTheText: Bool {
        switch self {
        case .malformedFrontMatter, .unterminatedFrontMatter, .notUTF8, .newerSchema, .migrationFailed, .gitConflictMarkers: return true
        default: return false
        }
    }
}
