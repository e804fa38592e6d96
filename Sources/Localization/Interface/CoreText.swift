/// Errors and messages of the core commands (open, new, list, show, log, rm, restore, migrate,
/// import, export, sync, remote, status).
///
/// The `error:`, `warning:`, `hint:`, `attention:`, `skipped:` and `ignored:` prefixes stay English in
/// every language (stable and greppable); what follows them is in here. Commit messages are not interface
/// text: they are the vault's history, shared by every machine, and stay English.
public protocol CoreText: Sendable {
    /// A title for an entry without one.
    var untitled: String { get }
    /// Appended to a usage error: ` (see 'diary --help')`, with its leading space.
    var seeHelp: String { get }

    // Vault errors (VaultError), one line each: what happened, to which file, what to do next.
    func vaultMissing(path: String) -> String
    func notARepository(path: String) -> String
    func notAFolder(path: String) -> String
    /// `problem` is the YAML reader's own wording, or one of the `frontMatter…` problems below.
    func malformedFrontMatter(file: String, line: Int?, problem: String) -> String
    /// A front-matter problem that says itself what to do (not YAML to fix), at `file` and `line`.
    func frontMatterProblem(file: String, line: Int?, problem: String) -> String
    // What is wrong with front matter (the `problem` of `malformedFrontMatter`)
    /// The YAML reader's `problem`, when a tab indents a line.
    func frontMatterTabIndent(problem: String) -> String
    var frontMatterInvalidYAML: String { get }
    var frontMatterExpectedKeyValues: String { get }
    var frontMatterKeyNotText: String { get }
    /// Keys the YAML reader found twice.
    func frontMatterDuplicateKeys(_ keys: [String]) -> String
    func frontMatterDuplicateKey(_ key: String) -> String
    var frontMatterSchemaNotWholeNumber: String { get }
    var frontMatterCreatedNotDateTime: String { get }
    var frontMatterStarredNotBoolean: String { get }
    var frontMatterLocationNotMap: String { get }
    var frontMatterWeatherNotMap: String { get }
    var frontMatterWeatherCodeNotWholeNumber: String { get }
    var frontMatterTagsNotList: String { get }
    /// `field` is e.g. `location.name`.
    func frontMatterNotText(field: String) -> String
    func frontMatterNotNumber(field: String) -> String
    func unterminatedFrontMatter(file: String) -> String
    func notUTF8(file: String) -> String
    func newerSchema(file: String, schema: Int, supported: Int) -> String
    /// A DAY|PATH argument that names neither a day nor an entry; lists every form a day takes.
    func unknownDay(_ text: String) -> String
    func noEntry(_ what: String) -> String
    func ambiguousDay(_ day: String, paths: [String]) -> String
    func outsideVault(_ path: String) -> String
    func notAnEntry(_ path: String) -> String
    func symlink(file: String) -> String
    func emptyEntry(file: String) -> String
    func entryExists(file: String) -> String
    func indexLocked(lockFile: String) -> String
    func lockTimeout(lockFile: String) -> String
    // MARK: Saving under faults
    var detachedHead: String { get }
    /// `operation` as git names it: merge, rebase, cherry-pick, revert, bisect, am; `unmerged`: the files it
    /// stopped on with a conflict (none when it did not).
    func gitOperationInProgress(_ operation: String, unmerged: [String]) -> String
    /// git marks `files` unmerged with no operation under way (`git stash pop` stopped on a conflict).
    func unmergedFiles(_ files: [String]) -> String
    /// `files` hold conflict markers git wrote, not diary's sync; `line` is the first one's, in the first file.
    func gitConflictMarkers(files: [String], line: Int) -> String
    /// `diary drafts` knows no draft `name`.
    func noSuchDraft(name: String) -> String
    func commitFailed(file: String?, detail: String) -> String
    func textKeptAsDraft(_ error: String, draft: String) -> String
    /// `driver` as `.gitattributes` names it (`git-crypt`, `lfs`).
    func unappliedFilter(file: String, driver: String) -> String
    /// `reason` is the system's own wording.
    func unreadable(file: String, reason: String) -> String
    func unwritable(file: String, reason: String) -> String
    func unknownRevision(_ revision: String) -> String
    func notInRevision(file: String, revision: String) -> String
    func changedMeanwhile(file: String, draft: String) -> String
    func migrationFailed(file: String, reason: String) -> String
    func unrelatedHistories(remote: String) -> String
    func cloneTargetNotEmpty(path: String) -> String
    func massDeletion(deleted: Int, total: Int, remote: String) -> String

    // Git errors as they reach a person; `detail` is git's own wording (remote, URL, server message).
    func gitAuthenticationFailed(detail: String) -> String
    func gitCertificateRejected(detail: String) -> String
    func gitTimedOut(detail: String) -> String
    func gitNetworkFailed(detail: String) -> String
    func gitNoSuchRemote(detail: String) -> String
    /// An error of git's of no kind diary tells apart; `detail` names the git function and its reason.
    /// `onDisk`: the system refused a file operation (permissions, a full disk).
    func gitFailed(detail: String, onDisk: Bool) -> String
    /// The remote refused the push; `serverMessages` are its own `remote:` lines.
    func pushRejected(remote: String, ref: String, reason: String, nonFastForward: Bool, serverMessages: [String]) -> String

    // diary init
    func initCloned(url: String, path: String, entries: Int) -> String
    func initCreated(path: String) -> String
    func initAdopted(path: String, entries: Int, files: Int) -> String
    func initAlreadyVault(path: String) -> String

    // diary rm and restore
    func rmNeedsYes(path: String) -> String
    /// The question, without the `[y/N]` that follows it.
    func rmConfirm(path: String, title: String) -> String
    func rmKept(path: String) -> String
    func rmDeleted(path: String, commit: String) -> String
    func restored(path: String, from revision: String, commit: String) -> String

    // diary migrate
    var migrateChecking: String { get }
    var migrateMigrating: String { get }
    // The phases of the progress bar: what is being done, before `done/total`.
    var migrateReading: String { get }
    var migrateDating: String { get }
    var migrateWriting: String { get }
    var migrateStaging: String { get }
    var migrateCommitting: String { get }
    func migrateEntryCounts(_ counts: [(schema: Int, count: Int)]) -> String
    func migrateNothingToDo(target: Int) -> String
    func migrateWould(count: Int, target: Int) -> String
    func migrateDone(count: Int, target: Int, commit: String?) -> String
    /// An entry whose date names another day than its path, moved (or in a dry run, to be) where it gives.
    func migrateMoved(from: String, to: String, dryRun: Bool) -> String
    func migrateFailedCount(_ count: Int) -> String
    func migrateLeftAsItWas(file: String, reason: String) -> String

    // diary import
    var standardInput: String { get }
    /// After `ignored: `.
    func importUndated(file: String) -> String
    func importAdded(path: String, title: String, source: String, dryRun: Bool) -> String
    func importIgnoredFiles(_ count: Int) -> String
    var importDryRun: String { get }
    var importNothingNew: String { get }
    func importSummary(added: Int, skipped: Int, alreadyThere: Int, changed: Int, dryRun: Bool, commit: String?) -> String
    /// An entry of the source (`source`) that the vault has as `path` with another text.
    func importChanged(source: String, path: String) -> String
    /// Why a source or an entry was skipped (after `skipped: SOURCE: `). `format` names the export
    /// (`jrnl`, `Day One`); `problem`, `detail` and `reason` are worded by other requirements or by the system.
    func importNotAnExport(format: String, problem: String) -> String
    func importUnreadableZip(detail: String) -> String
    var importNoJournalInside: String { get }
    func importUnreadableInZip(detail: String) -> String
    /// `field` is the source's own name for the date (`date`, `creationDate`).
    func importNoDate(field: String) -> String
    func importNotADateTime(field: String?, text: String) -> String
    func importUnreadable(reason: String) -> String
    var importNoDateAfterMigration: String { get }
    var importNoText: String { get }
    var importDoesNotReadBack: String { get }
    func importCannotMigrate(reason: String) -> String
    /// A folder given where a file was expected, and the other way round (reasons of `unreadable`).
    var importIsAFolder: String { get }
    var importNotAFolder: String { get }
    /// A file `diary import jrnl` cannot read (the whole `error:` line after the label); `encrypted` when
    /// it is a journal jrnl encrypted.
    func importNotAJrnlJournal(file: String, encrypted: Bool) -> String
    // JSON that is not what an export holds; `path` is the field's place in it (`location.latitude`, empty for the whole).
    func jsonWrongType(path: String, expected: JSONKind) -> String
    func jsonMissingKey(path: String) -> String
    /// `detail` is the JSON reader's own wording.
    func jsonInvalid(detail: String?) -> String
    func jsonInvalidAt(detail: String) -> String
    var jsonEmptyFile: String { get }

    // Why an entry cannot be migrated (the reason inside `migrationFailed` and `migrateLeftAsItWas`)
    func migrateNotADateTime(key: String, text: String) -> String
    var migrateCreatedAndDateDiffer: String { get }
    func migrateNeitherTextNorList(key: String) -> String
    func migrateNoStep(fromSchema: Int) -> String
    func migrateUnsupportedTarget(_ target: Int, supported: Int) -> String
    var migrateEmptyEntry: String { get }
    var migrateDoesNotReadBack: String { get }

    /// A reason of `unreadable`: the path is a folder, a device or a pipe.
    var notARegularFile: String { get }

    // diary export: the document's own headings and labels, and the command's errors
    /// The heading of an export without entries, and the start of `exportTitle`.
    var exportName: String { get }
    /// `range` is the days the export covers, as the locale writes them.
    func exportTitle(range: String) -> String
    var exportNoEntries: String { get }
    /// The tooltip of a starred entry's star.
    var exportStarred: String { get }
    var exportDayWithFilters: String { get }
    var exportForceWithoutOutput: String { get }
    /// `export -o FILE` done: how many entries went into which file.
    func exportWrote(entries: Int, file: String) -> String
    /// Reasons of `unwritable` for the output file.
    var exportTargetIsFolder: String { get }
    var exportTargetIsDevice: String { get }
    func exportNoFolder(_ folder: String) -> String
    var exportFileExists: String { get }

    // diary sync, remote, status
    /// The line a sync ends with, telling `parts` (`SyncSummaryPart.parts`: a count that is nothing is left
    /// out; none at all, nothing new on either side).
    func syncSummary(remote: String, parts: [SyncSummaryPart]) -> String
    /// A line of sync: the note another app wrote at `from` is the entry `to` now.
    func syncTookIn(from: String, to: String) -> String
    /// Why an entry needs attention after a sync; `remote` names the remote's side, e.g. `origin/main abc1234`.
    func syncDeletedHereEditedThere(remote: String) -> String
    var syncBodyConflict: String { get }
    func syncFieldConflict(key: String, remote: String, remoteValue: String) -> String
    func syncUnreadableRemoteVersion(remote: String) -> String
    /// An entry taken byte for byte from `remote` whose front matter cannot be read.
    func syncUnreadableFromRemote(remote: String) -> String
    /// Changed on both sides, one version unreadable: the local one stays, `remote`'s is kept as `copy`.
    func syncUnreadableNotMerged(remote: String, copy: String) -> String
    var syncFileConflict: String { get }
    /// The entry holds conflict blocks: `passages` of text in two versions, the front-matter `keys` changed on
    /// both sides (both values in a block at the end of the body), `byGit` when git wrote a block; `line` is
    /// the first block's.
    func syncConflictMarkers(line: Int, passages: Int, keys: [String], byGit: Bool) -> String
    /// Changed on both sides while it held conflict markers: not merged, the other version is in `copy`.
    func syncOtherVersionBeside(copy: String) -> String
    /// The sync made `remote`'s `branch` the upstream of the vault's, as `git push -u` does.
    func syncTrackingSet(branch: String, remote: String) -> String
    func remoteAdded(name: String, url: String) -> String
    func remoteRemoved(name: String) -> String
    func statusVault(path: String, branch: String) -> String
    var statusNoRemote: String { get }
    func statusRemotes(_ remotes: [(name: String, url: String)]) -> String
    func statusUncommitted(_ files: [String]) -> String
    var statusNothingNeedsAttention: String { get }
    var statusNeedsAttention: String { get }

    // Writing in the editor (open, new)
    func draftResumeQuestion(name: String, draft: String) -> String
    func draftResuming(name: String, draft: String) -> String
    /// The person declined to continue the draft of `name`: it is kept as the draft named `draft`.
    func draftSetAside(name: String, draft: String) -> String
    func editorDidNotStart(command: String, reason: String) -> String
    /// `draft`: where the text is kept, nil when there was nothing to keep.
    func editorFailed(command: String, status: Int32, draft: String?, name: String) -> String
    func notSavedDraftKept(_ error: String, name: String) -> String
    func noChanges(file: String) -> String
    func nothingWritten(name: String) -> String
    func entryLeftEmpty(file: String, name: String) -> String
    func createdMeanwhile(file: String, saved: String) -> String
    func saved(file: String, message: String, commit: String) -> String
    /// `suggestion` is the editor's command with its wait flag, e.g. `code --wait`.
    func guiEditorHint(command: String, suggestion: String) -> String

    // diary drafts
    var draftsNone: String { get }
    /// Why a draft is kept, in a few words; `kind` is `Draft.Kind`'s raw value (unfinished, declined, kept,
    /// conflict, interrupted, recovered, new).
    func draftKind(_ kind: String) -> String
    /// What a draft is for: the entry `file`, or (`isNew`) a new entry of `day`.
    func draftFor(file: String, day: String, isNew: Bool) -> String
    func draftDeleteQuestion(draft: String, words: Int, title: String) -> String
    func draftDeleted(draft: String) -> String
    func draftKeptNotDeleted(draft: String) -> String
    func draftRmNeedsYes(draft: String) -> String
    /// Restoring a draft of `file`, which changed since the draft was begun (or may have).
    func draftRestoreReplaces(file: String) -> String
    var draftRestoreQuestion: String { get }
    /// Asked after the edited text could not be read (broken front matter), before opening it again.
    var editAgainQuestion: String { get }
    var quickEntryHasNoText: String { get }
    var editorRemovedTheFile: String { get }
    /// Names a quick entry (text given on the command line) in a message.
    var quickEntryLabel: String { get }

    // MARK: Who can use the vault, and edits in progress (issue 11)
    /// The vault belongs to `owner` (a login name, or the number), not to `user`, who runs diary (root, uid 0,
    /// through sudo most likely).
    func vaultNotYours(path: String, owner: String, ownerID: UInt32, user: String, userID: UInt32) -> String
    /// The vault cannot be looked into; `owner` and `ownerID` when it belongs to another user.
    func vaultPermissionDenied(path: String, owner: String?, ownerID: UInt32?) -> String
    /// After `warning: `: `diary init` found the vault open to other users (`mode` such as `0755`) and made it private.
    func vaultWasOpenToOthers(path: String, mode: String) -> String
    /// Another diary (`pid`, when known) has the entry open in its editor, through `draft`.
    func editInProgress(file: String, pid: Int32?, draft: String) -> String
    // MARK: Hostile input: limits on front matter and imports
    /// Front matter of `bytes`, more than the `limit` diary reads.
    func frontMatterTooLarge(bytes: Int, limit: Int) -> String
    /// More than `limit` keys (aliases counted as what they repeat).
    func frontMatterTooManyKeys(limit: Int) -> String
    /// More than `limit` values once aliases are replaced by what they repeat.
    func frontMatterTooManyValues(limit: Int) -> String
    /// Lists and maps nested more than `limit` deep.
    func frontMatterTooDeep(limit: Int) -> String
    /// `created` outside the years 1 to 9999.
    var frontMatterCreatedOutOfRange: String { get }
    /// Hugo's TOML front matter in a vault entry, which `diary migrate` rewrites as YAML.
    var frontMatterTOMLNeedsMigration: String { get }
    /// TOML front matter the TOML reader refused (`problem`, its words).
    func frontMatterTOML(problem: String) -> String
    /// A file to import (`file`, or `zip/member`) of `bytes` (nil when a stream), more than the `limit` diary reads.
    func importTooLarge(file: String, bytes: Int?, limit: Int) -> String
    // MARK: Sync under faults (issue 11)
    func badSyncJournal(file: String) -> String
    func uncommittedFileInTheWay(file: String) -> String
    /// Why a file needs attention: it was edited while a killed sync had it half-written.
    var syncEditKeptOverInterruptedSync: String { get }
    /// Printed by `diary sync` before its summary when it first finished a sync that had been killed halfway.
    var syncFinishedInterrupted: String { get }
    /// New files `diary sync` leaves alone (not entries, not settings, not tracked by git).
    func statusNotSynced(_ files: [String]) -> String
    // MARK: Migration under faults (issue 15)
    /// `.git/diary/migrate-journal` cannot be read (or is from a newer diary).
    func badMigrationJournal(file: String) -> String
    /// `file` changed while `diary migrate` was writing: every file was put back, nothing committed.
    func changedDuringMigration(file: String) -> String
    /// Printed (on stderr) by any command that first finished a migration a kill had interrupted.
    func migrationFinishedInterrupted(commit: String) -> String
    /// The same, when the branch had moved since and the migration was undone instead.
    var migrationRolledBackInterrupted: String { get }
    /// A file edited after a migration was killed with it half-written: its text is in `draft`.
    func migrationEditKept(file: String, draft: String) -> String
    // MARK: Encryption (issue 12)
    func vaultLocked(path: String) -> String
    func encryptionAlreadyOn(keyFile: String) -> String
    func encryptionOff(path: String) -> String
    func badKeyFile(file: String, incompatible: Bool) -> String
    func wrongKey(file: String, entry: String) -> String
    func keyFileExists(file: String) -> String
    /// A file encryption covers whose attributes no longer encrypt it, in a vault encrypted on this machine.
    func encryptionDropped(file: String) -> String
    /// `diary sync`: the remote's `.gitattributes` (`remote` at `commit`) no longer encrypts `file`.
    func remoteDropsEncryption(remote: String, commit: String, file: String) -> String
    /// `diary sync`: the remote encrypted the vault, its key is not here, and `unsent` changes are not there.
    func remoteEncrypted(remote: String, unsent: Int) -> String
    /// `diary sync`: a commit to send (`commit`) holds `file` in plain text in a vault encrypted here.
    func plainTextToSend(file: String, commit: String) -> String
    /// `diary sync`, not an error: `remote` encrypted the vault and its key is not here yet.
    func syncEncryptedByRemote(remote: String) -> String
    /// `diary sync --keep-encryption`: `remote`'s attributes no longer encrypted; this machine's were kept and sent.
    func syncKeptEncryption(remote: String) -> String
    /// `diary encrypt off` committed `files` files again in plain text.
    func encryptOffDone(files: Int) -> String
    func uncommittedChanges(command: String, files: [String]) -> String
    /// `diary encrypt init` is done: `files` files (`entries` of them entries) are encrypted in a new commit.
    func encryptInitDone(files: Int, entries: Int, keyFile: String) -> String
    /// After `diary encrypt init`: the `count` commits before it still hold those files in plain text.
    func encryptEarlierCommits(_ count: Int) -> String
    /// After `diary encrypt init`: keep the key safe, how to export it.
    var encryptKeepKey: String { get }
    func encryptKeyExported(file: String) -> String
    /// `diary encrypt unlock` (or `init --clone --key`) decrypted `files` files in the work tree.
    func encryptUnlocked(files: Int) -> String
    /// `diary encrypt status`, its first line: off, on and unlocked, or on and locked.
    func encryptStatusState(on: Bool, unlocked: Bool) -> String
    /// `diary encrypt status`: `count` files encrypted in HEAD.
    func encryptStatusEncrypted(_ count: Int) -> String
    /// `diary encrypt status`: files outside the attributes (stored as they are).
    func encryptStatusPlain(_ files: [String]) -> String
    /// `diary encrypt status`: files the attributes encrypt whose committed version is plain text.
    func encryptStatusNotEncryptedInHead(_ files: [String]) -> String
    /// `diary encrypt status`: files whose work-tree copy is ciphertext (locked).
    func encryptStatusLockedFiles(_ count: Int) -> String
    /// `diary encrypt status --fix` committed `count` files again, encrypted.
    func encryptStatusFixed(_ count: Int) -> String
    // MARK: Attachments: photos, videos, audio and PDFs beside the entries (issue 14)
    /// `diary import`: `count` attachments (`bytes` in all) written beside their entries.
    func importAttachmentsAdded(_ count: Int, bytes: Int, dryRun: Bool) -> String
    /// After `warning: SOURCE: `: an attachment (`file`, as the export names it) the export does not hold.
    func importAttachmentMissing(file: String) -> String
    /// After `warning: SOURCE: `: a Day One link (`dayone-moment://<id>`) to an attachment the export does not
    /// list; the link is left as written.
    func importMomentNotListed(link: String) -> String
    /// `diary import dayone`: `count` entries' `richText` left out; `--keep-rich-text` keeps it.
    func importRichTextDropped(_ count: Int) -> String
    /// After `warning: `: an attachment of `bytes`, past what git hosts take easily; it is in the vault anyway.
    func attachmentLarge(file: String, bytes: Int) -> String
    /// After `warning: NOTE: `: the note links to `file`, an attachment the folder does not hold (missing, or
    /// outside it); the link is left as it was.
    func importLinkedFileMissing(file: String) -> String
    /// After `warning: `: `file` in an import's source folder is a symbolic link: not followed, not imported.
    func importLinkNotFollowed(file: String) -> String
    /// After `warning: `: `file`'s front matter's date (`written`) and its name (`named`) give days more than a
    /// day apart; it was dated by its name when `tookName` (`--trust-name`), else by its front matter.
    func importDatesApart(file: String, written: String, named: String, tookName: Bool) -> String
    /// After `warning: `: `source`'s time `written` does not exist in `zone` (`skipped`: the clocks moved
    /// forward) or comes twice (the clocks moved back); it was read as `readAs` (the offset before the change).
    func importLocalTimeFold(source: String, written: String, zone: String, skipped: Bool, readAs: String) -> String
    /// `diary export --format dayone` to a JSON file: `count` links to attachments left as they are.
    func exportAttachmentsNeedZip(_ count: Int) -> String
    /// After `warning: `: `link` (`2026/11/2026-11-21.md: media/x.jpeg`) names a file the vault does not have.
    func exportAttachmentMissing(_ link: String) -> String
    /// After `warning: `: `link` names a file of a kind Day One does not keep; left out of the zip.
    func exportAttachmentNotDayOne(_ link: String) -> String
    /// `diary show`: the heading of an entry's attachments, and one line each.
    var showAttachments: String { get }
    func showAttachment(path: String, bytes: Int) -> String
    func showAttachmentMissing(path: String) -> String
    /// `diary attach`'s help.
    var attachAbstract: String { get }
    var attachDiscussion: String { get }
    var attachFileHelp: String { get }
    /// `diary attach`: `file` was copied to `path` and linked from the entry `entry`, in one commit.
    func attached(file: String, entry: String, path: String, message: String, commit: String) -> String
    /// `diary attach`: the same file is linked from the entry already: nothing changed.
    func attachedAlready(file: String, entry: String, path: String) -> String
    // Errors of `diary attach` (VaultError)
    func attachmentUnreadable(file: String, reason: String) -> String
    func attachmentIsAFolder(file: String) -> String
    func noEntryToAttachTo(_ day: String) -> String
    /// `file` (`Export.zip/photos/x.jpeg`) does not extract from the zip: the import stops, nothing imported.
    func attachmentDamaged(file: String) -> String
    /// `file` in a zip would expand from `compressed` bytes to `uncompressed`, past what any real attachment
    /// does (a zip bomb): the import stops, nothing imported.
    func attachmentExpandsTooMuch(file: String, compressed: Int, uncompressed: Int) -> String
    /// `file` in a zip holds more than the `declared` bytes the zip gives for it: the import stops.
    func attachmentLargerThanDeclared(file: String, declared: Int) -> String
}

extension CoreText {
    /// The line a sync with these counts ends with: `syncSummary(remote:parts:)` of the parts they make (the
    /// commits received and sent told beside the entries when there were any; `receivedCommits` nil: not
    /// known, as after a sync killed halfway by an older diary and finished now).
    public func syncSummary(
        remote: String, outsideEdits: Int, receivedEntries: Int, receivedCommits: Int?, sentEntries: Int,
        sentCommits: Int, mergedEntries: Int, renamed: [String], attention: [String]
    ) -> String {
        syncSummary(
            remote: remote,
            parts: SyncSummaryPart.parts(
                outsideEdits: outsideEdits, receivedEntries: receivedEntries, receivedCommits: receivedCommits,
                sentEntries: sentEntries, sentCommits: sentCommits, mergedEntries: mergedEntries, renamed: renamed,
                attention: attention))
    }
}
