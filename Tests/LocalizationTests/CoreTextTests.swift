import Foundation
import TestSupport
import Testing

@testable import Localization

/// Every requirement of `CoreText`, called with sample arguments. `CoreTextTests` checks that this table
/// names each requirement declared in Interface/CoreText.swift, so a new string cannot be left out of the checks.
enum CoreTextSamples {
    static let path = "2026/11/2026-11-21.md"

    static let all: [(name: String, render: @Sendable (any CoreText) -> String)] = [
        ("untitled", { $0.untitled }),
        ("seeHelp", { $0.seeHelp }),
        ("vaultMissing", { $0.vaultMissing(path: "/home/ada/Diary") }),
        ("notARepository", { $0.notARepository(path: "/home/ada/Diary") }),
        ("notAFolder", { $0.notAFolder(path: "/home/ada/Diary") }),
        ("malformedFrontMatter", { $0.malformedFrontMatter(file: path, line: 3, problem: "found a tab character") }),
        ("frontMatterTabIndent", { $0.frontMatterTabIndent(problem: "found character that cannot start any token") }),
        ("frontMatterInvalidYAML", { $0.frontMatterInvalidYAML }),
        ("frontMatterExpectedKeyValues", { $0.frontMatterExpectedKeyValues }),
        ("frontMatterKeyNotText", { $0.frontMatterKeyNotText }),
        ("frontMatterDuplicateKeys", { $0.frontMatterDuplicateKeys(["tags", "created"]) }),
        ("frontMatterDuplicateKey", { $0.frontMatterDuplicateKey("tags") }),
        ("frontMatterSchemaNotWholeNumber", { $0.frontMatterSchemaNotWholeNumber }),
        ("frontMatterCreatedNotDateTime", { $0.frontMatterCreatedNotDateTime }),
        ("frontMatterStarredNotBoolean", { $0.frontMatterStarredNotBoolean }),
        ("frontMatterLocationNotMap", { $0.frontMatterLocationNotMap }),
        ("frontMatterWeatherNotMap", { $0.frontMatterWeatherNotMap }),
        ("frontMatterWeatherCodeNotWholeNumber", { $0.frontMatterWeatherCodeNotWholeNumber }),
        ("frontMatterTagsNotList", { $0.frontMatterTagsNotList }),
        ("frontMatterNotText", { $0.frontMatterNotText(field: "location.name") }),
        ("frontMatterNotNumber", { $0.frontMatterNotNumber(field: "location.latitude") }),
        // Hostile input
        ("frontMatterTooLarge", { $0.frontMatterTooLarge(bytes: 10_485_760, limit: 262_144) }),
        ("frontMatterTooManyKeys", { $0.frontMatterTooManyKeys(limit: 2000) }),
        ("frontMatterTooManyValues", { $0.frontMatterTooManyValues(limit: 20000) }),
        ("frontMatterTooDeep", { $0.frontMatterTooDeep(limit: 32) }),
        ("frontMatterCreatedOutOfRange", { $0.frontMatterCreatedOutOfRange }),
        ("frontMatterTOMLNeedsMigration", { $0.frontMatterTOMLNeedsMigration }),
        ("frontMatterProblem", { $0.frontMatterProblem(file: "2021/03/2021-03-30.md", line: 1, problem: "p") }),
        ("frontMatterTOML", { $0.frontMatterTOML(problem: "expected '='") }),
        ("importTooLarge", { $0.importTooLarge(file: "Export.zip/Journal.json", bytes: 1_610_612_736, limit: 67_108_864) }),
        ("unterminatedFrontMatter", { $0.unterminatedFrontMatter(file: path) }),
        ("notUTF8", { $0.notUTF8(file: path) }),
        ("newerSchema", { $0.newerSchema(file: path, schema: 3, supported: 2) }),
        ("unknownDay", { $0.unknownDay("someday") }),
        ("noEntry", { $0.noEntry("2026-11-21") }),
        ("ambiguousDay", { $0.ambiguousDay("2026-11-21", paths: [path, "2026/11/2026-11-21-2.md"]) }),
        ("outsideVault", { $0.outsideVault("../x.md") }),
        ("notAnEntry", { $0.notAnEntry("notes/x.md") }),
        ("symlink", { $0.symlink(file: path) }),
        ("emptyEntry", { $0.emptyEntry(file: path) }),
        ("entryExists", { $0.entryExists(file: path) }),
        ("indexLocked", { $0.indexLocked(lockFile: ".git/index.lock") }),
        ("lockTimeout", { $0.lockTimeout(lockFile: ".git/diary.lock") }),
        // MARK: Saving under faults
        ("detachedHead", { $0.detachedHead }),
        ("gitOperationInProgress", { $0.gitOperationInProgress("merge", unmerged: [path, "2026/11/2026-11-22.md"]) }),
        ("unmergedFiles", { $0.unmergedFiles([path]) }),
        ("gitConflictMarkers", { $0.gitConflictMarkers(files: [path, "a.md", "b.md"], line: 7) }),
        ("noSuchDraft", { $0.noSuchDraft(name: "2026-11-21-declined-1A2B3C4D") }),
        ("commitFailed", { $0.commitFailed(file: path, detail: "git_index_write: No space left on device") }),
        ("textKeptAsDraft", { $0.textKeptAsDraft("not saved", draft: ".git/diary/drafts/x.md") }),
        ("unappliedFilter", { $0.unappliedFilter(file: path, driver: "git-crypt") }),
        ("gitFailed", { $0.gitFailed(detail: "git_treebuilder_write: libgit2 gave no reason (code -1)", onDisk: true) }),
        ("unreadable", { $0.unreadable(file: path, reason: "Permission denied") }),
        ("unwritable", { $0.unwritable(file: path, reason: "Permission denied") }),
        ("unknownRevision", { $0.unknownRevision("nosuchrev") }),
        ("notInRevision", { $0.notInRevision(file: path, revision: "HEAD~1") }),
        ("changedMeanwhile", { $0.changedMeanwhile(file: path, draft: ".git/diary/drafts/x.md") }),
        ("migrationFailed", { $0.migrationFailed(file: path, reason: "no date") }),
        ("unrelatedHistories", { $0.unrelatedHistories(remote: "origin") }),
        ("cloneTargetNotEmpty", { $0.cloneTargetNotEmpty(path: "/home/ada/Diary") }),
        ("massDeletion", { $0.massDeletion(deleted: 40, total: 100, remote: "origin") }),
        ("gitAuthenticationFailed", { $0.gitAuthenticationFailed(detail: "authentication to 'origin' failed") }),
        ("gitCertificateRejected", { $0.gitCertificateRejected(detail: "'origin': certificate not trusted") }),
        ("gitTimedOut", { $0.gitTimedOut(detail: "'origin': timed out") }),
        ("gitNetworkFailed", { $0.gitNetworkFailed(detail: "'origin': connection refused") }),
        ("gitNoSuchRemote", { $0.gitNoSuchRemote(detail: "remote 'origin' does not exist") }),
        (
            "pushRejected",
            {
                $0.pushRejected(
                    remote: "origin", ref: "refs/heads/main", reason: "hook declined", nonFastForward: true,
                    serverMessages: ["read-only"])
            }
        ),
        ("initCloned", { $0.initCloned(url: "git@host:diary.git", path: "/home/ada/Diary", entries: 2) }),
        ("initCreated", { $0.initCreated(path: "/home/ada/Diary") }),
        ("initAdopted", { $0.initAdopted(path: "/home/ada/Diary", entries: 5, files: 7) }),
        ("initAlreadyVault", { $0.initAlreadyVault(path: "/home/ada/Diary") }),
        ("rmNeedsYes", { $0.rmNeedsYes(path: path) }),
        ("rmConfirm", { $0.rmConfirm(path: path, title: "첫눈") }),
        ("rmKept", { $0.rmKept(path: path) }),
        ("rmDeleted", { $0.rmDeleted(path: path, commit: "3f9c2ab") }),
        ("restored", { $0.restored(path: path, from: "1a2b3c4", commit: "3f9c2ab") }),
        ("migrateChecking", { $0.migrateChecking }),
        ("migrateMigrating", { $0.migrateMigrating }),
        ("migrateReading", { $0.migrateReading }),
        ("migrateDating", { $0.migrateDating }),
        ("migrateWriting", { $0.migrateWriting }),
        ("migrateStaging", { $0.migrateStaging }),
        ("migrateCommitting", { $0.migrateCommitting }),
        ("migrateEntryCounts", { $0.migrateEntryCounts([(schema: 1, count: 9), (schema: 2, count: 3)]) }),
        ("migrateNothingToDo", { $0.migrateNothingToDo(target: 2) }),
        ("migrateWould", { $0.migrateWould(count: 3, target: 2) }),
        ("migrateDone", { $0.migrateDone(count: 3, target: 2, commit: "8ccb44c") }),
        ("migrateMoved", { $0.migrateMoved(from: "2020/12/2020-12-27.md", to: "2021/03/2021-03-30.md", dryRun: false) }),
        ("migrateFailedCount", { $0.migrateFailedCount(1) }),
        ("migrateLeftAsItWas", { $0.migrateLeftAsItWas(file: path, reason: "not UTF-8") }),
        ("standardInput", { $0.standardInput }),
        ("importUndated", { $0.importUndated(file: "notes/Ideas.md") }),
        ("importAdded", { $0.importAdded(path: path, title: "첫눈", source: "journal.json entries[3]", dryRun: false) }),
        ("importIgnoredFiles", { $0.importIgnoredFiles(2) }),
        ("importDryRun", { $0.importDryRun }),
        ("importNothingNew", { $0.importNothingNew }),
        ("importSummary", { $0.importSummary(added: 12, skipped: 1, alreadyThere: 2, changed: 1, dryRun: false, commit: "1a2b3c4") }),
        ("importChanged", { $0.importChanged(source: "journal.json entries[2]", path: "2025/11/2025-11-21.md") }),
        ("importNotAnExport", { $0.importNotAnExport(format: "jrnl", problem: "not valid JSON") }),
        ("importUnreadableZip", { $0.importUnreadableZip(detail: "The data couldn’t be read") }),
        ("importNoJournalInside", { $0.importNoJournalInside }),
        ("importUnreadableInZip", { $0.importUnreadableInZip(detail: "checksum mismatch") }),
        ("importNoDate", { $0.importNoDate(field: "creationDate") }),
        ("importNotADateTime", { $0.importNotADateTime(field: "creationDate", text: "someday") }),
        ("importUnreadable", { $0.importUnreadable(reason: "Permission denied") }),
        ("importNoDateAfterMigration", { $0.importNoDateAfterMigration }),
        ("importNoText", { $0.importNoText }),
        ("importDoesNotReadBack", { $0.importDoesNotReadBack }),
        ("importCannotMigrate", { $0.importCannotMigrate(reason: "'date: someday' is not a date and time") }),
        ("importIsAFolder", { $0.importIsAFolder }),
        ("importNotAFolder", { $0.importNotAFolder }),
        ("importNotAJrnlJournal", { $0.importNotAJrnlJournal(file: "notes.txt", encrypted: false) }),
        ("jsonWrongType", { $0.jsonWrongType(path: "location.latitude", expected: .number) }),
        ("jsonMissingKey", { $0.jsonMissingKey(path: "entries") }),
        ("jsonInvalid", { $0.jsonInvalid(detail: "Unexpected end of file") }),
        ("jsonInvalidAt", { $0.jsonInvalidAt(detail: "unexpected character 'n' around line 1, column 1") }),
        ("jsonEmptyFile", { $0.jsonEmptyFile }),
        ("migrateNotADateTime", { $0.migrateNotADateTime(key: "date", text: "next tuesday") }),
        ("migrateCreatedAndDateDiffer", { $0.migrateCreatedAndDateDiffer }),
        ("migrateNeitherTextNorList", { $0.migrateNeitherTextNorList(key: "categories") }),
        ("migrateNoStep", { $0.migrateNoStep(fromSchema: 2) }),
        ("migrateUnsupportedTarget", { $0.migrateUnsupportedTarget(3, supported: 2) }),
        ("migrateEmptyEntry", { $0.migrateEmptyEntry }),
        ("migrateDoesNotReadBack", { $0.migrateDoesNotReadBack }),
        ("notARegularFile", { $0.notARegularFile }),
        ("exportName", { $0.exportName }),
        ("exportTitle", { $0.exportTitle(range: "2025. 9. 3. – 2025. 11. 21.") }),
        ("exportNoEntries", { $0.exportNoEntries }),
        ("exportStarred", { $0.exportStarred }),
        ("exportDayWithFilters", { $0.exportDayWithFilters }),
        ("exportForceWithoutOutput", { $0.exportForceWithoutOutput }),
        ("exportWrote", { $0.exportWrote(entries: 28, file: "out.html") }),
        ("exportTargetIsFolder", { $0.exportTargetIsFolder }),
        ("exportTargetIsDevice", { $0.exportTargetIsDevice }),
        ("exportNoFolder", { $0.exportNoFolder("/home/ada/gone") }),
        ("exportFileExists", { $0.exportFileExists }),
        (
            "syncSummary",
            {
                $0.syncSummary(
                    remote: "origin", outsideEdits: 1, receivedEntries: 3, receivedCommits: 2, sentEntries: 2,
                    sentCommits: 2, mergedEntries: 1, renamed: [path], attention: [path])
            }
        ),
        ("syncTookIn", { $0.syncTookIn(from: "2024/02/2024-02-26-06-48-59.md", to: "2024/02/2024-02-26.md") }),
        ("syncDeletedHereEditedThere", { $0.syncDeletedHereEditedThere(remote: "origin/main abc1234") }),
        ("syncBodyConflict", { $0.syncBodyConflict }),
        ("syncFieldConflict", { $0.syncFieldConflict(key: "location", remote: "origin/main abc1234", remoteValue: "{name: Busan}") }),
        ("syncUnreadableRemoteVersion", { $0.syncUnreadableRemoteVersion(remote: "origin/main abc1234") }),
        ("syncUnreadableFromRemote", { $0.syncUnreadableFromRemote(remote: "origin/main abc1234") }),
        ("syncUnreadableNotMerged", { $0.syncUnreadableNotMerged(remote: "origin/main abc1234", copy: "2026/11/2026-11-20-2.md") }),
        ("syncFileConflict", { $0.syncFileConflict }),
        ("syncConflictMarkers", { $0.syncConflictMarkers(line: 9, passages: 2, keys: ["weather", "mood"], byGit: false) }),
        ("syncOtherVersionBeside", { $0.syncOtherVersionBeside(copy: "2026/11/2026-11-21.conflict-1a2b3c4.md") }),
        ("syncTrackingSet", { $0.syncTrackingSet(branch: "main", remote: "origin") }),
        ("remoteAdded", { $0.remoteAdded(name: "origin", url: "git@host:diary.git") }),
        ("remoteRemoved", { $0.remoteRemoved(name: "origin") }),
        ("statusVault", { $0.statusVault(path: "/home/ada/Diary", branch: "main") }),
        ("statusNoRemote", { $0.statusNoRemote }),
        ("statusRemotes", { $0.statusRemotes([(name: "origin", url: "git@host:diary.git")]) }),
        ("statusUncommitted", { $0.statusUncommitted([path]) }),
        ("statusNothingNeedsAttention", { $0.statusNothingNeedsAttention }),
        ("statusNeedsAttention", { $0.statusNeedsAttention }),
        ("draftResumeQuestion", { $0.draftResumeQuestion(name: "2026-11-21", draft: ".git/diary/drafts/2026-11-21.md") }),
        ("draftResuming", { $0.draftResuming(name: "2026-11-21", draft: ".git/diary/drafts/2026-11-21.md") }),
        ("draftSetAside", { $0.draftSetAside(name: "2026-11-21", draft: "2026-11-21-declined-1A2B3C4D") }),
        ("editorDidNotStart", { $0.editorDidNotStart(command: "vim", reason: "No such file or directory") }),
        ("editorFailed", { $0.editorFailed(command: "vim", status: 1, draft: ".git/diary/drafts/x.md", name: "2026-11-21") }),
        ("notSavedDraftKept", { $0.notSavedDraftKept("\(path): malformed", name: "2026-11-21") }),
        ("noChanges", { $0.noChanges(file: path) }),
        ("nothingWritten", { $0.nothingWritten(name: "2026-11-21") }),
        ("entryLeftEmpty", { $0.entryLeftEmpty(file: path, name: "2026-11-21") }),
        ("createdMeanwhile", { $0.createdMeanwhile(file: path, saved: "2026/11/2026-11-21-2.md") }),
        ("saved", { $0.saved(file: path, message: "New 2026-11-21", commit: "1a2b3c4") }),
        ("guiEditorHint", { $0.guiEditorHint(command: "code", suggestion: "code --wait") }),
        ("draftsNone", { $0.draftsNone }),
        ("draftKind", { $0.draftKind("declined") }),
        ("draftFor", { $0.draftFor(file: path, day: "2026-11-21", isNew: true) }),
        ("draftDeleteQuestion", { $0.draftDeleteQuestion(draft: "2026-11-21-declined-1A2B3C4D", words: 12, title: "Walk") }),
        ("draftDeleted", { $0.draftDeleted(draft: "2026-11-21-declined-1A2B3C4D") }),
        ("draftKeptNotDeleted", { $0.draftKeptNotDeleted(draft: "2026-11-21-declined-1A2B3C4D") }),
        ("draftRmNeedsYes", { $0.draftRmNeedsYes(draft: "2026-11-21-declined-1A2B3C4D") }),
        ("draftRestoreReplaces", { $0.draftRestoreReplaces(file: path) }),
        ("draftRestoreQuestion", { $0.draftRestoreQuestion }),
        ("editAgainQuestion", { $0.editAgainQuestion }),
        ("quickEntryHasNoText", { $0.quickEntryHasNoText }),
        ("editorRemovedTheFile", { $0.editorRemovedTheFile }),
        ("quickEntryLabel", { $0.quickEntryLabel }),
        // MARK: Who can use the vault, and edits in progress (issue 11)
        ("vaultNotYours", { $0.vaultNotYours(path: "/home/ada/Diary", owner: "ada", ownerID: 1000, user: "root", userID: 0) }),
        ("vaultPermissionDenied", { $0.vaultPermissionDenied(path: "/home/ada/Diary", owner: "ada", ownerID: 1000) }),
        ("vaultWasOpenToOthers", { $0.vaultWasOpenToOthers(path: "/home/ada/Diary", mode: "0755") }),
        ("editInProgress", { $0.editInProgress(file: path, pid: 4242, draft: "/home/ada/Diary/.git/diary/drafts/2026-11-21.md") }),
        // MARK: Sync under faults (issue 11)
        ("badSyncJournal", { $0.badSyncJournal(file: ".git/diary/sync-journal") }),
        ("uncommittedFileInTheWay", { $0.uncommittedFileInTheWay(file: "notes.txt") }),
        ("syncEditKeptOverInterruptedSync", { $0.syncEditKeptOverInterruptedSync }),
        ("syncFinishedInterrupted", { $0.syncFinishedInterrupted }),
        ("badMigrationJournal", { $0.badMigrationJournal(file: ".git/diary/migrate-journal") }),
        ("changedDuringMigration", { $0.changedDuringMigration(file: "2024/02/2024-02-01.md") }),
        ("migrationFinishedInterrupted", { $0.migrationFinishedInterrupted(commit: "8ccb44c") }),
        ("migrationRolledBackInterrupted", { $0.migrationRolledBackInterrupted }),
        ("migrationEditKept", { $0.migrationEditKept(file: "2024/02/2024-02-01.md", draft: "/v/.git/diary/drafts/2024-02-01.md") }),
        ("statusNotSynced", { $0.statusNotSynced(["2026/11/photo.jpg"]) }),
        // MARK: Encryption (issue 12)
        ("vaultLocked", { $0.vaultLocked(path: "/home/ada/Diary") }),
        ("encryptionAlreadyOn", { $0.encryptionAlreadyOn(keyFile: "/home/ada/Diary/.git/git-crypt/keys/default") }),
        ("encryptionOff", { $0.encryptionOff(path: "/home/ada/Diary") }),
        ("badKeyFile", { $0.badKeyFile(file: "/tmp/diary.key", incompatible: false) + $0.badKeyFile(file: "/tmp/diary.key", incompatible: true) }),
        ("wrongKey", { $0.wrongKey(file: "/tmp/diary.key", entry: path) }),
        ("keyFileExists", { $0.keyFileExists(file: "/tmp/diary.key") }),
        ("encryptionDropped", { $0.encryptionDropped(file: path) }),
        ("remoteDropsEncryption", { $0.remoteDropsEncryption(remote: "origin/main", commit: "1a2b3c4", file: path) }),
        ("remoteEncrypted", { $0.remoteEncrypted(remote: "origin/main", unsent: 1) + $0.remoteEncrypted(remote: "origin/main", unsent: 3) }),
        ("plainTextToSend", { $0.plainTextToSend(file: path, commit: "1a2b3c4") }),
        ("syncEncryptedByRemote", { $0.syncEncryptedByRemote(remote: "origin/main") }),
        ("syncKeptEncryption", { $0.syncKeptEncryption(remote: "origin/main") }),
        ("encryptOffDone", { $0.encryptOffDone(files: 1) + $0.encryptOffDone(files: 12) }),
        ("uncommittedChanges", { $0.uncommittedChanges(command: "diary encrypt init", files: [path, "a", "b", "c"]) }),
        ("encryptInitDone", { $0.encryptInitDone(files: 12, entries: 10, keyFile: ".git/git-crypt/keys/default") }),
        ("encryptEarlierCommits", { $0.encryptEarlierCommits(3) }),
        ("encryptKeepKey", { $0.encryptKeepKey }),
        ("encryptKeyExported", { $0.encryptKeyExported(file: "/tmp/diary.key") }),
        ("encryptUnlocked", { $0.encryptUnlocked(files: 10) }),
        ("encryptStatusState", { $0.encryptStatusState(on: true, unlocked: false) }),
        ("encryptStatusEncrypted", { $0.encryptStatusEncrypted(10) }),
        ("encryptStatusPlain", { $0.encryptStatusPlain([".gitignore", "README.md"]) }),
        ("encryptStatusNotEncryptedInHead", { $0.encryptStatusNotEncryptedInHead([path]) }),
        ("encryptStatusLockedFiles", { $0.encryptStatusLockedFiles(3) }),
        ("encryptStatusFixed", { $0.encryptStatusFixed(2) }),
        // Attachments (issue 14)
        ("importAttachmentsAdded", { $0.importAttachmentsAdded(3, bytes: 4_404_019, dryRun: false) }),
        ("importAttachmentMissing", { $0.importAttachmentMissing(file: "photos/ef43abe9582131d432f20dcc68e326aa.jpeg") }),
        ("importMomentNotListed", { $0.importMomentNotListed(link: "dayone-moment://9C1F2A44B0E34D8F8D3F0A1B2C3D4E5F") }),
        ("importRichTextDropped", { $0.importRichTextDropped(3) }),
        ("attachmentLarge", { $0.attachmentLarge(file: "Export.zip/videos/d500d6789ff2c211af3f507b17be8e66.mov", bytes: 1_288_490_189) }),
        ("importLinkNotFollowed", { $0.importLinkNotFollowed(file: "Export/photos/ef43abe9582131d432f20dcc68e326aa.jpeg") }),
        (
            "importLocalTimeFold",
            {
                $0.importLocalTimeFold(
                    source: "journal.txt:12", written: "2024-03-10 02:30", zone: "America/New_York", skipped: true,
                    readAs: "2024-03-10T03:30:00-04:00")
            }
        ),
        ("importLinkedFileMissing", { $0.importLinkedFileMissing(file: "../photos/IMG_1807.jpg") }),
        ("importDatesApart", { $0.importDatesApart(file: "Daily/2022-02-13.md", written: "2021-09-14", named: "2022-02-13", tookName: false) }),
        ("exportAttachmentsNeedZip", { $0.exportAttachmentsNeedZip(2) }),
        ("exportAttachmentMissing", { $0.exportAttachmentMissing(path + ": media/x.jpeg") }),
        ("exportAttachmentNotDayOne", { $0.exportAttachmentNotDayOne(path + ": media/notes.docx") }),
        ("showAttachments", { $0.showAttachments }),
        ("showAttachment", { $0.showAttachment(path: "2026/11/media/3a7b.jpeg", bytes: 2_411_724) }),
        ("showAttachmentMissing", { $0.showAttachmentMissing(path: "2026/11/media/3a7b.jpeg") }),
        ("attachAbstract", { $0.attachAbstract }),
        ("attachDiscussion", { $0.attachDiscussion }),
        ("attachFileHelp", { $0.attachFileHelp }),
        (
            "attached",
            { $0.attached(file: "cat.jpg", entry: path, path: "media/3a7b.jpeg", message: "Attach cat.jpg to 2026-11-21", commit: "1a2b3c4") }
        ),
        ("attachedAlready", { $0.attachedAlready(file: "cat.jpg", entry: path, path: "media/3a7b.jpeg") }),
        ("attachmentUnreadable", { $0.attachmentUnreadable(file: "cat.jpg", reason: "No such file or directory") }),
        ("attachmentIsAFolder", { $0.attachmentIsAFolder(file: "Photos") }),
        ("noEntryToAttachTo", { $0.noEntryToAttachTo("2026-11-21") }),
        ("attachmentDamaged", { $0.attachmentDamaged(file: "Export.zip/photos/ef43abe9582131d432f20dcc68e326aa.jpeg") }),
        (
            "attachmentExpandsTooMuch",
            {
                $0.attachmentExpandsTooMuch(
                    file: "Export.zip/photos/0123456789abcdef0123456789abcdef.jpeg", compressed: 305_000, uncompressed: 314_572_800)
            }
        ),
        (
            "attachmentLargerThanDeclared",
            { $0.attachmentLargerThanDeclared(file: "Export.zip/photos/0123456789abcdef0123456789abcdef.jpeg", declared: 512_000) }
        )
    ]
}

@Suite struct CoreTextTests {
    /// The names `protocol CoreText { … }` declares (`var name` and `func name(`), read from its source.
    static func declaredRequirements() throws -> Set<String> {
        let source = packageRoot.appendingPathComponent("Sources/Localization/Interface/CoreText.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        let start = try #require(text.range(of: "public protocol CoreText: Sendable {"))
        let end = try #require(text.range(of: "\n}", range: start.upperBound..<text.endIndex))
        let body = text[start.upperBound..<end.lowerBound]
        let declaration = /^\s*(?:var|func)\s+([A-Za-z0-9_]+)/
        return Set(
            body.split(separator: "\n").compactMap { line in
                (try? declaration.firstMatch(in: String(line))).map { String($0.1) }
            })
    }

    @Test func theSamplesCoverEveryRequirement() throws {
        let declared = try Self.declaredRequirements()
        let sampled = Set(CoreTextSamples.all.map(\.name))
        #expect(declared.count > 60, "\(declared)")
        #expect(declared.subtracting(sampled).isEmpty, "requirements without a sample: \(declared.subtracting(sampled).sorted())")
        #expect(sampled.subtracting(declared).isEmpty, "samples of no requirement: \(sampled.subtracting(declared).sorted())")
        #expect(sampled.count == CoreTextSamples.all.count, "each requirement once")
    }

    @Test(arguments: CoreTextSamples.all.map(\.name))
    func everyStringIsTranslated(_ name: String) throws {
        let render = try #require(CoreTextSamples.all.first { $0.name == name }?.render)
        let english = render(EnglishText())
        let korean = render(KoreanText())
        #expect(!english.trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(!korean.trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(english != korean, "\(name) is the same in both languages: \(english)")
        #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(name) has no Hangul: \(korean)")
        // The Korean day words a DAY takes in any language are listed as they are typed.
        let englishWords = english.replacingOccurrences(of: EnglishText().dayForms, with: "")
        #expect(
            !englishWords.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } || english.contains("첫눈"),
            "\(name) has Hangul in English: \(english)")
        #expect(!english.contains("\n") && !korean.contains("\n"), "one line each")
    }

    @Test func messagesKeepWhatTheyName() {
        // Paths, days, revisions and commands must survive translation: they are what the reader acts on.
        for text in [EnglishText() as any CoreText, KoreanText()] {
            #expect(text.vaultMissing(path: "/v").contains("diary init --vault /v"))
            #expect(text.rmDeleted(path: CoreTextSamples.path, commit: "3f9c2ab").contains("diary restore \(CoreTextSamples.path)"))
            #expect(text.massDeletion(deleted: 40, total: 100, remote: "origin").contains("diary sync --force"))
            #expect(text.rmNeedsYes(path: CoreTextSamples.path).contains("--yes"))
            #expect(text.ambiguousDay("2026-11-21", paths: ["a", "b"]).contains("a, b"))
            #expect(text.importNotADateTime(field: "creationDate", text: "someday").contains("creationDate 'someday'"))
            #expect(text.migrateNotADateTime(key: "date", text: "next tuesday").contains("'date: next tuesday'"))
            #expect(text.jsonWrongType(path: "tags", expected: .list).contains("'tags'"))
            #expect(text.exportFileExists.contains("--force"))
            #expect(text.frontMatterNotNumber(field: "weather.temperature").contains("'weather.temperature'"))
            #expect(text.frontMatterTagsNotList.contains("tags: [travel, family]"), "the example stays as YAML")
            #expect(text.exportTitle(range: "R").hasPrefix(text.exportName + ": "), "the title is the name, then the range")
        }
    }

    @Test("who may use the vault, and an edit in progress: the messages keep the path, the users, the mode and the pid")
    func privacyMessagesKeepWhatTheyName() {
        for text in [EnglishText() as any CoreText, KoreanText()] {
            let notYours = text.vaultNotYours(path: "/v", owner: "ada", ownerID: 1000, user: "root", userID: 0)
            #expect(["/v", "ada", "uid 1000", "root", "sudo"].allSatisfy(notYours.contains), "\(notYours)")
            #expect(
                !text.vaultNotYours(path: "/v", owner: "root", ownerID: 0, user: "ada", userID: 1000).contains("sudo"),
                "no sudo hint to a user who is not root")
            let denied = text.vaultPermissionDenied(path: "/v", owner: "ada", ownerID: 1000)
            #expect(["/v", "permission denied", "uid 1000"].allSatisfy(denied.contains), "\(denied)")
            #expect(text.vaultPermissionDenied(path: "/v", owner: nil, ownerID: nil).contains("chmod 700 '/v'"))
            #expect(["/v", "0755", "0700"].allSatisfy(text.vaultWasOpenToOthers(path: "/v", mode: "0755").contains))
            let busy = text.editInProgress(file: CoreTextSamples.path, pid: 4242, draft: "/v/.git/diary/drafts/d.md")
            #expect([CoreTextSamples.path, "pid 4242", "/v/.git/diary/drafts/d.md"].allSatisfy(busy.contains), "\(busy)")
            #expect(!text.editInProgress(file: "f", pid: nil, draft: "d").contains("pid"))
        }
    }

    @Test("the English import and migration reasons are word for word those diary always printed")
    func englishReasonsAsBefore() {
        let text = EnglishText()
        #expect(text.importNoDate(field: "date") == "no date (an entry without a date)")
        #expect(text.importNotADateTime(field: nil, text: "2026-13-01 09:00") == "'2026-13-01 09:00' is not a date and time")
        #expect(text.importNotAnExport(format: "Day One", problem: text.jsonEmptyFile) == "the file is empty; not a Day One JSON export")
        #expect(text.jsonWrongType(path: "", expected: .object) == "not an object")
        #expect(text.jsonWrongType(path: "location.latitude", expected: .number) == "'location.latitude' is not a number")
        #expect(text.jsonInvalid(detail: nil) == "not valid JSON")
        #expect(text.migrateUnsupportedTarget(3, supported: 2) == "schema 3 is not one this diary writes (1…2)")
        #expect(text.exportTitle(range: "Sep 3, 2025 – Nov 21, 2025") == "Diary: Sep 3, 2025 – Nov 21, 2025")
    }

    @Test("every kind of JSON value has its own words", arguments: [JSONKind.text, .number, .boolean, .list, .object])
    func jsonKinds(_ kind: JSONKind) {
        for text in [EnglishText() as any CoreText, KoreanText()] {
            let others = [JSONKind.text, .number, .boolean, .list, .object].filter { $0 != kind }
                .map { text.jsonWrongType(path: "x", expected: $0) }
            #expect(!others.contains(text.jsonWrongType(path: "x", expected: kind)))
        }
        #expect(KoreanText().jsonWrongType(path: "", expected: .other("Date")).contains("Date"), "another type is named as it is")
    }
}
