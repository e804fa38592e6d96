/// diary's interface in English.
public struct EnglishText: InterfaceText {
    public init() {}
}

// MARK: - Core commands

extension EnglishText {
    public var untitled: String { "(untitled)" }
    public var seeHelp: String { " (see 'diary --help')" }

    public func vaultMissing(path: String) -> String {
        "\(path): no vault here; create one with 'diary init --vault \(path)' or point --vault/$DIARY_VAULT at yours"
    }
    public func notARepository(path: String) -> String {
        "\(path): the folder is not a git repository; run 'diary init --vault \(path)' to adopt it"
    }
    public func notAFolder(path: String) -> String {
        "\(path): not a folder; give --vault the path of a vault folder"
    }
    public func malformedFrontMatter(file: String, line: Int?, problem: String) -> String {
        let at = line.map { " line \($0)" } ?? ""
        return "\(file)\(at): malformed front matter: \(problem); fix the YAML between the '---' lines"
    }
    public func frontMatterProblem(file: String, line: Int?, problem: String) -> String {
        "\(file)\(line.map { " line \($0)" } ?? ""): \(problem)"
    }
    public func frontMatterTabIndent(problem: String) -> String { problem + " (tabs cannot indent YAML; use spaces)" }
    public var frontMatterInvalidYAML: String { "invalid YAML" }
    public var frontMatterExpectedKeyValues: String { "expected 'key: value' lines" }
    public var frontMatterKeyNotText: String { "a key must be plain text" }
    public func frontMatterDuplicateKeys(_ keys: [String]) -> String { "duplicate key \(keys.joined(separator: ", "))" }
    public func frontMatterDuplicateKey(_ key: String) -> String { "duplicate key '\(key)'" }
    public var frontMatterSchemaNotWholeNumber: String { "'schema' must be a whole number, e.g. schema: 2" }
    public var frontMatterCreatedNotDateTime: String {
        "'created' must be a date and time, e.g. created: 2026-11-21T09:14:03+09:00"
    }
    public var frontMatterStarredNotBoolean: String { "'starred' must be true or false" }
    public var frontMatterLocationNotMap: String { "'location' must be a map with name, latitude, longitude" }
    public var frontMatterWeatherNotMap: String { "'weather' must be a map with condition, temperature, code" }
    public var frontMatterWeatherCodeNotWholeNumber: String { "'weather.code' must be a whole number (a WMO code)" }
    public var frontMatterTagsNotList: String { "'tags' must be a list of words, e.g. tags: [travel, family]" }
    public func frontMatterNotText(field: String) -> String { "'\(field)' must be text" }
    public func frontMatterNotNumber(field: String) -> String { "'\(field)' must be a number" }
    public func unterminatedFrontMatter(file: String) -> String {
        "\(file): the front matter has no closing '---' line; add one after the last field"
    }
    public func notUTF8(file: String) -> String {
        "\(file): not UTF-8 text; convert it (e.g. iconv -t UTF-8) before diary can read it"
    }
    public func newerSchema(file: String, schema: Int, supported: Int) -> String {
        "\(file): schema \(schema) is newer than this diary understands (up to \(supported)); update diary"
    }
    public func unknownDay(_ text: String) -> String {
        "'\(text)' is not a day or the path of an entry; use \(dayForms), or a path such as 2026/11/2026-11-21.md"
    }
    public func noEntry(_ what: String) -> String {
        "\(what): no entry there; 'diary list' shows the entries"
    }
    public func ambiguousDay(_ day: String, paths: [String]) -> String {
        "\(day) has \(paths.count) entries (\(paths.joined(separator: ", "))); name one as '\(day)#2' (the second) or by its path"
    }
    public func outsideVault(_ path: String) -> String {
        "\(path): outside the vault; give a day or a path inside the vault"
    }
    public func notAnEntry(_ path: String) -> String {
        "\(path): not an entry path; entries live at YYYY/MM/YYYY-MM-DD.md"
    }
    public func symlink(file: String) -> String {
        "\(file): is a symbolic link; diary never follows links for entries, replace it with the file itself"
    }
    public func emptyEntry(file: String) -> String {
        "\(file): the entry has no text; an empty entry is never saved (use 'diary rm' to delete one)"
    }
    public func entryExists(file: String) -> String {
        "\(file): an entry already exists there; give --at REV to bring back an older version"
    }
    public func indexLocked(lockFile: String) -> String {
        "\(lockFile) exists: another git process is running or one crashed; if none is running, remove that file and try again"
    }
    // MARK: Saving under faults
    public var detachedHead: String {
        "HEAD is detached (on no branch): diary saves and syncs only on a branch, so nothing was done; switch to your branch first (git switch main)"
    }
    public func gitOperationInProgress(_ operation: String, unmerged: [String]) -> String {
        if !unmerged.isEmpty {
            return "a git \(operation) stopped on a conflict in \(fileList(unmerged)): nothing was written; resolve it "
                + "(keep what you want, delete the marker lines, git add the file) and finish the \(operation) "
                + "(git \(operation) --continue), or abort it (git \(operation) --abort); then try again"
        }
        let finish =
            operation == "bisect" ? "end it (git bisect reset)" : "finish it (git \(operation) --continue) or abort it (git \(operation) --abort)"
        return "a git \(operation) is in progress in this vault: nothing was written; \(finish), then try again"
    }
    public func unmergedFiles(_ files: [String]) -> String {
        "git marks \(fileList(files)) as unmerged (a conflict git stopped on, as 'git stash pop' can): nothing was "
            + "written; keep what you want, delete the marker lines and mark it resolved (git add \(files.first ?? "")), then try again"
    }
    public func gitConflictMarkers(files: [String], line: Int) -> String {
        let at = files.count == 1 ? "<<<<<<< on line \(line)" : "the first <<<<<<< on line \(line) of \(files.first ?? "")"
        return "\(fileList(files)) \(files.count == 1 ? "holds" : "hold") conflict markers git wrote (\(at)), not diary's, which diary "
            + "neither commits nor pushes; keep what you want, delete the marker lines, then try again"
    }
    /// `a`, `a and b`, or `a, b and 3 more`.
    private func fileList(_ files: [String]) -> String {
        switch files.count {
        case 0: return ""
        case 1: return files[0]
        case 2: return "\(files[0]) and \(files[1])"
        default: return "\(files[0]), \(files[1]) and \(files.count - 2) more"
        }
    }
    public func noSuchDraft(name: String) -> String { "no draft is named '\(name)': 'diary drafts' lists them" }
    public func commitFailed(file: String?, detail: String) -> String {
        "\(file.map { $0 + ": " } ?? "")not saved: git could not write the commit (\(detail)); nothing was committed and the files are as they were; free some disk space or fix the cause, then try again"
    }
    public func textKeptAsDraft(_ error: String, draft: String) -> String {
        "\(error); your text is kept in \(draft): run 'diary new' to pick it up again"
    }
    public func unappliedFilter(file: String, driver: String) -> String {
        "\(file): its git attributes name the filter '\(driver)', which diary does not run, so nothing was committed (the file would have gone into git unfiltered, e.g. unencrypted); commit it with git itself (git add, git commit) or take the filter out of .gitattributes"
    }
    public func lockTimeout(lockFile: String) -> String {
        "\(lockFile): another diary is saving to this vault; try again when it has finished"
    }
    public func unreadable(file: String, reason: String) -> String {
        "\(file): cannot read: \(reason)"
    }
    public func unwritable(file: String, reason: String) -> String {
        "\(file): cannot write: \(reason); nothing was changed"
    }
    public func unknownRevision(_ revision: String) -> String {
        "'\(revision)' is not a revision of this vault; 'diary log' lists them"
    }
    public func notInRevision(file: String, revision: String) -> String {
        "\(file): not present at revision \(revision); 'diary log \(file)' lists its versions"
    }
    public func changedMeanwhile(file: String, draft: String) -> String {
        "\(file) changed on disk while you were editing it (merge the draft \(draft) into it by hand)"
    }
    public func migrationFailed(file: String, reason: String) -> String {
        "\(file): cannot migrate: \(reason); the file was left as it is"
    }
    public func unrelatedHistories(remote: String) -> String {
        "\(remote) has a history unrelated to this vault's; diary will not merge two different diaries (clone the remote into an empty vault with 'diary init --clone URL' instead)"
    }
    public func cloneTargetNotEmpty(path: String) -> String {
        "\(path) is not empty; clone into a new folder, or add the remote to this vault with 'diary remote add origin URL' and run 'diary sync'"
    }
    public func massDeletion(deleted: Int, total: Int, remote: String) -> String {
        "this sync would delete \(deleted) of the \(total) entries on \(remote); if that is what you want, run 'diary sync --force'"
    }

    public func gitAuthenticationFailed(detail: String) -> String {
        "\(detail); check ssh-agent and your ~/.ssh keys (SSH), or $DIARY_GIT_TOKEN and your git credential helper (HTTPS)"
    }
    public func gitCertificateRejected(detail: String) -> String {
        detail
    }
    public func gitTimedOut(detail: String) -> String {
        "\(detail); check the network connection and try again, or give the server more time with 'diary config set sync.timeout SECONDS'"
    }
    public func gitNetworkFailed(detail: String) -> String {
        "\(detail); check the remote's URL ('diary remote list') and the network, then try again"
    }
    public func gitFailed(detail: String, onDisk: Bool) -> String {
        "git could not do it (\(detail))" + (onDisk ? "; check that the vault folder is writable and the disk is not full, then try again" : "")
    }
    public func gitNoSuchRemote(detail: String) -> String {
        "\(detail); 'diary remote list' shows the remotes, 'diary remote add NAME URL' adds one"
    }
    public func pushRejected(remote: String, ref: String, reason: String, nonFastForward: Bool, serverMessages: [String]) -> String {
        var text = "the remote '\(remote)' rejected \(ref): \(reason)"
        if nonFastForward { text += " (it has commits this vault lacks; run 'diary sync' again)" }
        if !serverMessages.isEmpty { text += " (remote: \(serverMessages.joined(separator: " / ")))" }
        return text
    }

    public func initCloned(url: String, path: String, entries: Int) -> String {
        "Cloned \(url) into \(path): \(entries) \(entries == 1 ? "entry" : "entries")."
    }
    public func initCreated(path: String) -> String {
        "Created an empty vault at \(path)."
    }
    public func initAdopted(path: String, entries: Int, files: Int) -> String {
        "Adopted \(path): \(entries) entries (\(files) files) committed."
    }
    public func initAlreadyVault(path: String) -> String {
        "\(path) is already a vault; nothing changed."
    }

    public func rmNeedsYes(path: String) -> String {
        "not on a terminal, so diary cannot ask: add --yes to delete \(path)"
    }
    public func rmConfirm(path: String, title: String) -> String {
        "Delete \(path)\(title.isEmpty ? "" : " “\(title)”")?"
    }
    public func rmKept(path: String) -> String {
        "Kept \(path)."
    }
    public func rmDeleted(path: String, commit: String) -> String {
        "Deleted \(path) (\(commit)); 'diary restore \(path)' brings it back."
    }
    public func restored(path: String, from revision: String, commit: String) -> String {
        "Restored \(path) from \(revision) (\(commit))."
    }

    public var migrateChecking: String { "Checking" }
    public var migrateMigrating: String { "Migrating" }
    public var migrateReading: String { "reading" }
    public var migrateDating: String { "dating from history" }
    public var migrateWriting: String { "writing" }
    public var migrateStaging: String { "storing in git" }
    public var migrateCommitting: String { "committing" }
    public func migrateEntryCounts(_ counts: [(schema: Int, count: Int)]) -> String {
        let listed = counts.map { "schema \($0.schema): \($0.count)" }.joined(separator: ", ")
        return "Entries: " + (counts.isEmpty ? "none" : listed) + "."
    }
    public func migrateNothingToDo(target: Int) -> String {
        "Nothing to migrate: every entry is at schema \(target) or newer."
    }
    public func migrateWould(count: Int, target: Int) -> String {
        "Would migrate \(count) \(count == 1 ? "entry" : "entries") to schema \(target) (dry run: nothing written)."
    }
    public func migrateDone(count: Int, target: Int, commit: String?) -> String {
        "Migrated \(count) \(count == 1 ? "entry" : "entries") to schema \(target)" + (commit.map { " (\($0))." } ?? ".")
    }
    public func migrateMoved(from: String, to: String, dryRun: Bool) -> String {
        (dryRun ? "Would move " : "Moved ") + "\(from) → \(to): its date is that day."
    }
    public func migrateFailedCount(_ count: Int) -> String {
        "Failed: \(count) (listed below, left as they were)."
    }
    public func migrateLeftAsItWas(file: String, reason: String) -> String {
        "\(file): \(reason); left as it was"
    }

    public var standardInput: String { "(standard input)" }
    public func importUndated(file: String) -> String {
        "\(file) (no date in its name or front matter)"
    }
    public func importAdded(path: String, title: String, source: String, dryRun: Bool) -> String {
        "\(dryRun ? "Would add" : "Added") \(path)\(title.isEmpty ? "" : " “\(title)”") (from \(source))"
    }
    public func importIgnoredFiles(_ count: Int) -> String {
        "Ignored \(count) Markdown \(count == 1 ? "file" : "files") with no date in the name or front matter."
    }
    public var importDryRun: String { "Dry run: nothing was written." }
    public var importNothingNew: String { "Nothing new to import." }
    public func importSummary(added: Int, skipped: Int, alreadyThere: Int, changed: Int, dryRun: Bool, commit: String?) -> String {
        "\(dryRun ? "Would import" : "Imported") \(added) \(added == 1 ? "entry" : "entries"), skipped \(skipped), \(alreadyThere) already there"
            + (changed > 0 ? ", \(changed) changed" : "") + (commit.map { " (\($0))." } ?? ".")
    }
    public func importChanged(source: String, path: String) -> String {
        "\(source) is \(path), changed since it was imported (on either side); the vault's copy is kept"
    }
    public func importNotAnExport(format: String, problem: String) -> String {
        "\(problem); not a \(format) JSON export"
    }
    public func importUnreadableZip(detail: String) -> String { "not a readable zip archive (\(detail))" }
    public var importNoJournalInside: String { "no journal JSON inside (Day One's export holds Journal.json)" }
    public func importUnreadableInZip(detail: String) -> String { "cannot read it from the zip (\(detail))" }
    public func importNoDate(field: String) -> String { "no \(field) (an entry without a date)" }
    public func importNotADateTime(field: String?, text: String) -> String {
        (field.map { $0 + " " } ?? "") + "'\(text)' is not a date and time"
    }
    public func importUnreadable(reason: String) -> String { "cannot read: " + reason }
    public var importNoDateAfterMigration: String { "no date and time after migration" }
    public var importNoText: String { "no text (an empty entry is never saved)" }
    public var importDoesNotReadBack: String { "the converted entry does not read back the same" }
    public func importCannotMigrate(reason: String) -> String { "cannot migrate: " + reason }
    public var importIsAFolder: String { "a folder, not a file" }
    public var importNotAFolder: String { "not a folder" }
    public func importNotAJrnlJournal(file: String, encrypted: Bool) -> String {
        let howTo = "run 'jrnl --format json > journal.json' and import that, or 'jrnl --decrypt' first"
        if encrypted { return "\(file): a journal jrnl encrypted; diary reads it decrypted: \(howTo)" }
        return "\(file): neither a jrnl journal file (entries begin '[2026-11-21 09:14] Title') nor jrnl's JSON export "
            + "(jrnl --format json); for a journal jrnl encrypted, or one with its own timeformat, \(howTo)"
    }
    public func jsonWrongType(path: String, expected: JSONKind) -> String {
        let kind: String
        switch expected {
        case .text: kind = "text"
        case .number: kind = "a number"
        case .boolean: kind = "true or false"
        case .list: kind = "a list"
        case .object: kind = "an object"
        case .other(let name): kind = name
        }
        return path.isEmpty ? "not \(kind)" : "'\(path)' is not \(kind)"
    }
    public func jsonMissingKey(path: String) -> String { "no '\(path)'" }
    public func jsonInvalid(detail: String?) -> String { "not valid JSON" + (detail.map { " (\($0))" } ?? "") }
    public func jsonInvalidAt(detail: String) -> String { "not valid JSON: " + detail }
    public var jsonEmptyFile: String { "the file is empty" }

    public func migrateNotADateTime(key: String, text: String) -> String { "'\(key): \(text)' is not a date and time" }
    public var migrateCreatedAndDateDiffer: String { "'created' and 'date' name different times; keep one of them" }
    public func migrateNeitherTextNorList(key: String) -> String { "'\(key)' is neither text nor a list" }
    public func migrateNoStep(fromSchema: Int) -> String { "no step from schema \(fromSchema)" }
    public func migrateUnsupportedTarget(_ target: Int, supported: Int) -> String {
        "schema \(target) is not one this diary writes (1…\(supported))"
    }
    public var migrateEmptyEntry: String { "the entry has no text, and an empty entry is never saved" }
    public var migrateDoesNotReadBack: String { "the migrated text does not read back the same" }

    public var notARegularFile: String { "not a regular file" }

    public var exportName: String { "Diary" }
    public func exportTitle(range: String) -> String { "Diary: \(range)" }
    public var exportNoEntries: String { "No entries." }
    public var exportStarred: String { "starred" }
    public var exportDayWithFilters: String { "give either DAY|PATH or filters such as --from and --tag, not both" }
    public var exportForceWithoutOutput: String { "--force only applies with -o FILE" }
    public var exportTargetIsFolder: String { "it is a folder" }
    public var exportTargetIsDevice: String { "it is a disk device, not a file" }
    public func exportNoFolder(_ folder: String) -> String { "no folder \(folder)" }
    public var exportFileExists: String { "the file exists; add --force to replace it" }

    public func syncSummary(
        remote: String, outsideEdits: Int, receivedEntries: Int, receivedCommits: Int?, sentEntries: Int,
        sentCommits: Int, mergedEntries: Int, renamed: [String], attention: [String]
    ) -> String {
        func entries(_ count: Int) -> String { "\(count) \(count == 1 ? "entry" : "entries")" }
        func commits(_ count: Int?) -> String {
            guard let count, count > 0 else { return "" }
            return " (\(count) \(count == 1 ? "commit" : "commits"))"
        }
        // A count that is nothing is left out; nothing at all either way says so.
        var parts: [String] = []
        if outsideEdits > 0 { parts.append("\(outsideEdits) edited outside diary committed") }
        if receivedEntries > 0 || (receivedCommits ?? 0) > 0 {
            parts.append("received \(entries(receivedEntries))\(commits(receivedCommits))")
        }
        if sentEntries > 0 || sentCommits > 0 { parts.append("sent \(entries(sentEntries))\(commits(sentCommits))") }
        if mergedEntries > 0 { parts.append("merged \(entries(mergedEntries))") }
        if !renamed.isEmpty { parts.append("\(renamed.count) renamed (\(renamed.joined(separator: ", ")))") }
        if !attention.isEmpty {
            parts.append("\(attention.count) need attention (\(attention.joined(separator: ", ")); see 'diary status')")
        }
        guard !parts.isEmpty else { return "Synced with \(remote): nothing new on either side." }
        return "Synced with \(remote): " + parts.joined(separator: ", ") + "."
    }
    public func syncDeletedHereEditedThere(remote: String) -> String {
        "deleted here but edited on \(remote); the edited entry was kept"
    }
    public var syncBodyConflict: String {
        "both versions of the text are in the entry, between <<<<<<< and >>>>>>> lines; keep what you want and save"
    }
    public func syncFieldConflict(key: String, remote: String, remoteValue: String) -> String {
        "'\(key)' changed on both sides; kept the local value, \(remote) had: \(remoteValue)"
    }
    public func syncUnreadableRemoteVersion(remote: String) -> String {
        "\(remote) has a version whose front matter cannot be read; the local one was kept"
    }
    public func syncUnreadableFromRemote(remote: String) -> String {
        "came from \(remote) with front matter diary cannot read ('diary show' says what is wrong); fix it in your editor, then run 'diary sync'"
    }
    public func syncUnreadableNotMerged(remote: String, copy: String) -> String {
        "changed here and on \(remote), and the front matter of one version cannot be read, so they were not merged: "
            + "this is the local version, \(remote)'s is kept as it came in \(copy); "
            + "take what you want into one of them and 'diary rm' the other"
    }
    public var syncFileConflict: String { "both versions are in the file, between <<<<<<< and >>>>>>> lines" }
    public func syncConflictMarkers(line: Int, passages: Int, keys: [String], byGit: Bool) -> String {
        if byGit {
            return "holds conflict markers git wrote (<<<<<<< on line \(line)): keep what you want, delete the marker lines, then run 'diary sync'"
        }
        var parts: [String] = []
        if !keys.isEmpty {
            parts.append(
                "\(keys.joined(separator: ", ")) changed on both machines: the front matter holds one value, and both are "
                    + "between the <<<<<<< and >>>>>>> lines at the end; put the one you want in the front matter and delete those lines")
        }
        if passages > 0 {
            let what = passages == 1 ? "a passage was" : "\(passages) passages were"
            parts.append(
                "\(what) changed on both machines: both versions are between <<<<<<< and >>>>>>> lines; keep what you want and delete the marker lines"
            )
        }
        return parts.joined(separator: "; ") + " (line \(line); 'diary open' starts there)"
    }
    public func syncOtherVersionBeside(copy: String) -> String {
        "changed on both machines while it still held conflict markers, so the two were not merged: this file holds one version, "
            + "\(copy) the other; take what you want into this one, then delete \(copy)"
    }
    public func syncTrackingSet(branch: String, remote: String) -> String {
        "Branch \(branch) now tracks \(remote)/\(branch), as after 'git push -u': plain 'git pull' and 'git push' work too."
    }
    public func remoteAdded(name: String, url: String) -> String {
        "Added remote \(name) (\(url))."
    }
    public func remoteRemoved(name: String) -> String {
        "Removed remote \(name)."
    }
    public func statusVault(path: String, branch: String) -> String {
        "Vault \(path), branch \(branch)."
    }
    public var statusNoRemote: String { "No remote ('diary remote add origin URL' to sync)." }
    public func statusRemotes(_ remotes: [(name: String, url: String)]) -> String {
        "Remotes: " + remotes.map { "\($0.name) \($0.url)" }.joined(separator: ", ") + "."
    }
    public func statusUncommitted(_ files: [String]) -> String {
        "Changed outside diary, not committed yet (the next 'diary sync' commits them): " + files.joined(separator: ", ") + "."
    }
    public var statusNothingNeedsAttention: String { "Nothing needs attention." }
    public var statusNeedsAttention: String { "Needs attention:" }
    // Writing in the editor (open, new)
    public func draftResumeQuestion(name: String, draft: String) -> String {
        "An unsaved draft of \(name) from an earlier edit is kept at \(draft). Continue with it? (No sets it aside.)"
    }
    public func draftResuming(name: String, draft: String) -> String { "Continuing with the unsaved draft of \(name) kept at \(draft)." }
    public func draftSetAside(name: String, draft: String) -> String {
        "Set the unsaved draft of \(name) aside as \(draft): 'diary drafts' lists it, 'diary drafts restore \(draft)' brings it back."
    }
    public func editorDidNotStart(command: String, reason: String) -> String {
        "could not start the editor '\(command)': \(reason); set $VISUAL or $EDITOR"
    }
    public func editorFailed(command: String, status: Int32, draft: String?, name: String) -> String {
        let kept = draft.map { "; your text is kept in \($0) and 'diary open \(name)' offers it back" } ?? ""
        return "the editor '\(command)' exited with status \(status); nothing was saved\(kept)"
    }
    public func notSavedDraftKept(_ error: String, name: String) -> String {
        "\(error); nothing was saved, your text is kept and 'diary open \(name)' offers it back"
    }
    public var draftsNone: String { "No drafts: everything you wrote is saved." }
    public func draftKind(_ kind: String) -> String {
        switch kind {
        case "unfinished": return "edit not finished"
        case "declined": return "set aside"
        case "kept": return "not saved (entry busy)"
        case "conflict": return "not saved (changed meanwhile)"
        case "interrupted": return "interrupted save"
        case "recovered": return "recovered"
        case "new": return "new entry, name taken"
        default: return kind
        }
    }
    public func draftFor(file: String, day: String, isNew: Bool) -> String { isNew ? "a new entry of \(day)" : file }
    public func draftDeleteQuestion(draft: String, words: Int, title: String) -> String {
        "Delete the draft \(draft) (\(words) \(words == 1 ? "word" : "words")\(title.isEmpty ? "" : ", “\(title)”")) for good? "
            + "It was never saved, so nothing can bring it back."
    }
    public func draftDeleted(draft: String) -> String { "Deleted the draft \(draft)." }
    public func draftKeptNotDeleted(draft: String) -> String { "Kept the draft \(draft)." }
    public func draftRmNeedsYes(draft: String) -> String {
        "not on a terminal, so diary cannot ask: add --yes to delete the draft \(draft) for good"
    }
    public func draftRestoreReplaces(file: String) -> String {
        "\(file) may have changed since this draft was begun: saving the draft replaces what it holds now (the history keeps that: 'diary log \(file)')"
    }
    public var draftRestoreQuestion: String { "Open the draft anyway?" }
    public func noChanges(file: String) -> String { "No changes to \(file); nothing committed." }
    public func nothingWritten(name: String) -> String { "Nothing written: no entry created for \(name)." }
    public func entryLeftEmpty(file: String, name: String) -> String {
        "\(file) was left empty; nothing was saved (delete an entry with 'diary rm \(name)')"
    }
    public func createdMeanwhile(file: String, saved: String) -> String {
        "\(file) was created while you were writing; your entry is \(saved)."
    }
    public func saved(file: String, message: String, commit: String) -> String { "Saved \(file) (\(message), \(commit))." }
    public func guiEditorHint(command: String, suggestion: String) -> String {
        "the editor '\(command)' returned at once, before you could write; it needs its wait flag: VISUAL='\(suggestion)'"
    }
    public var editAgainQuestion: String { "Edit again?" }
    public var editorRemovedTheFile: String { "the editor removed the file" }
    public var quickEntryLabel: String { "(quick entry)" }
    public var quickEntryHasNoText: String { "the entry has no text; write something, e.g. diary new \"A quiet day\"" }

}

// MARK: - Who can use the vault, and edits in progress (issue 11)

extension EnglishText {
    public func vaultNotYours(path: String, owner: String, ownerID: UInt32, user: String, userID: UInt32) -> String {
        let sudo = userID == 0 ? " (e.g. without sudo)" : ""
        return "\(path): the vault belongs to \(owner) (uid \(ownerID)), not to you (\(user)); "
            + "run diary as \(owner)\(sudo) so that its files stay theirs; nothing was changed"
    }
    public func vaultPermissionDenied(path: String, owner: String?, ownerID: UInt32?) -> String {
        guard let owner, let ownerID else {
            return "\(path): permission denied; give yourself access again (chmod 700 '\(path)')"
        }
        return "\(path): permission denied: the vault belongs to \(owner) (uid \(ownerID)), and only its owner can use it"
    }
    public func vaultWasOpenToOthers(path: String, mode: String) -> String {
        "\(path) could be read by other users of this machine (mode \(mode)); diary has made it and everything in it "
            + "private to you (folders 0700, files 0600)"
    }
    public func editInProgress(file: String, pid: Int32?, draft: String) -> String {
        let who = pid.map { "diary pid \($0)" } ?? "another diary"
        return "\(file): an edit is in progress (\(who), draft \(draft)); finish it in that editor first"
    }
}

// MARK: - Looking back: filters, day words, tags, on-this-day, calendar, stats

extension EnglishText {
    // Filters and day words
    public func notADay(option: String, text: String) -> String {
        "\(option) '\(text)' is not a day or range of days; use \(rangeForms)"
    }
    public func fromAfterTo(from: String, to: String) -> String { "--from \(from) is after --to \(to); swap them" }
    public func notAYear(option: String, text: String) -> String { "\(option) '\(text)' is not a year; use e.g. \(option) 2026" }
    public func notAMonth(option: String, text: String) -> String {
        "\(option) '\(text)' is not a month; use YYYY-MM (\(option) 2026-11), a month of this year (\(option) 3), 'this month' or 'last month'"
    }
    public func monthIsAYear(option: String, text: String) -> String {
        "\(option) '\(text)' is a year, not a month; use --year \(text) for the year, or \(option) \(text)-MM for one of its months"
    }
    public func notACount(option: String) -> String { "\(option) takes a count of 0 or more, e.g. \(option) 20" }

    // Counts
    public func entryCount(_ count: Int, formatted: String) -> String { count == 1 ? "1 entry" : "\(formatted) entries" }
    public func dayCount(_ count: Int, formatted: String) -> String { count == 1 ? "1 day" : "\(formatted) days" }
    public func wordCount(_ count: Int, formatted: String) -> String { count == 1 ? "1 word" : "\(formatted) words" }
    public func counted(_ name: String, count: String) -> String { "\(name) (\(count))" }

    // diary tags
    public var noTags: String { "No tags in these entries." }

    // diary on-this-day
    public func notOneDay(argument: String, text: String) -> String {
        "\(argument) '\(text)' is not a day; use \(dayForms)"
    }
    public func onThisDayHeading(monthDay: String) -> String { "On this day, \(monthDay)" }
    public func yearsAgo(_ years: Int) -> String { years == 1 ? "1 year ago" : "\(years) years ago" }
    public func nothingOnThisDay(monthDay: String) -> String { "Nothing written on \(monthDay) in earlier years." }
    public var leapDayNote: String { "Entries of February 29 are shown on February 28 in years without one." }

    // diary calendar
    public func notAYearArgument(text: String) -> String { "'\(text)' is not a year; use four digits, e.g. 'diary calendar 2026'" }
    public var yearAndMonth: String {
        "give either a year (YEAR or --year) or --month, e.g. 'diary calendar 2026' or 'diary calendar --month 2026-11'"
    }
    public func calendarTotals(days: String, words: String) -> String { "\(days), \(words)" }
    public var legendNone: String { "none" }
    public var legendWords: String { "words" }
    public var legendToday: String { "today" }
    public var legendWritten: String { "written" }

    // diary stats
    public var statsEntries: String { "Entries" }
    public var statsWords: String { "Words" }
    public var statsDaysWritten: String { "Days written" }
    public var statsAverageWords: String { "Words per entry" }
    public var statsFirstDay: String { "First entry" }
    public var statsLastDay: String { "Latest entry" }
    public var statsCurrentStreak: String { "Current streak" }
    public var statsLongestStreak: String { "Longest streak" }
    public var statsBusiestWeekday: String { "Busiest weekday" }
    public var statsTopTags: String { "Top tags" }
    public var statsTopPlaces: String { "Top places" }
    public var statsCommonWeather: String { "Most common weather" }
    public var statsNone: String { "none" }
    public func streak(days: String, first: String, last: String) -> String { "\(days), \(first) – \(last)" }
    public func oneDayStreak(days: String, day: String) -> String { "\(days), \(day)" }
}

// MARK: - Search

extension EnglishText {
    public func searchCount(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }
    public func searchMoreLines(_ count: Int) -> String { "(+\(count) more)" }
    public var searchNothingFound: String { "No entry matches." }
    public var searchNoTerms: String {
        "give at least one word to search for, e.g. diary search coffee, or a phrase in quotes: diary search \"long walk\""
    }
    public func searchEmptyTerm(_ term: String) -> String {
        "'\(term)' has nothing in it to search for; give a word, e.g. diary search coffee"
    }
    public func searchBadPattern(_ pattern: String) -> String {
        "-e '\(pattern)' is not a valid regular expression; e.g. diary search -e 'walk(ed|ing)', "
            + "or put a backslash before ( [ * + ? to find them as they are"
    }
    public var searchFoldWithPattern: String { "--fold does not apply to regular expressions (-e); leave out one of them" }
    public var searchPathsWithJSON: String { "-l and --json do not go together; choose one" }
}

// MARK: - Settings, templates, meta

extension EnglishText {
    // Settings files

    public func settingRequirement(_ requirement: SettingRequirement) -> String {
        switch requirement {
        case .text: return "some text"
        case .latitude: return "a number from -90 to 90"
        case .longitude: return "a number from -180 to 180"
        case .boolean: return "true or false"
        case .webAddress: return "an http:// or https:// address"
        case .timeZone: return "an IANA time zone name"
        case .vaultPath: return "a path inside the vault, relative to it"
        case .tags: return "a list of tags"
        case .seconds: return "a number of seconds from 1 to 3600"
        }
    }

    public func settingsBroken(file: String, line: Int?, problem: String) -> String {
        "\(file)\(line.map { " line \($0)" } ?? ""): not a valid settings file: \(problem); fix the YAML (one 'key: value' per line)"
    }

    public func settingsNotUTF8(file: String) -> String {
        "\(file): not UTF-8 text; save the settings file as UTF-8"
    }

    public func settingsUnreadable(file: String, reason: String) -> String {
        "\(file): cannot read the settings file: \(reason)"
    }

    public var settingsIsFolder: String { "it is a folder" }
    public var settingsExpectedKeyValues: String { "expected 'key: value' lines" }
    public var settingsKeyNotText: String { "a key must be plain text" }

    public func settingsSetTwice(key: String, firstLine: Int) -> String {
        "'\(key)' is set twice (first on line \(firstLine))"
    }

    public func settingsBadValue(file: String, line: Int, key: String, requirement: String, example: String) -> String {
        "\(file) line \(line): '\(key)' must be \(requirement), e.g. \(example)"
    }

    public func settingsBadArgument(key: String, value: String, requirement: String, example: String) -> String {
        "'\(value)' is not a value for \(key): it must be \(requirement), e.g. \(example)"
    }

    public func settingsUnknownKeyArgument(key: String, known: [String]) -> String {
        "'\(key)' is not a setting diary knows; the settings are \(known.joined(separator: ", "))"
    }

    public func settingsUnknownKeyWarning(file: String, line: Int, key: String, known: [String]) -> String {
        "\(file) line \(line): unknown setting '\(key)', ignored (the settings are \(known.joined(separator: ", ")))"
    }

    public func settingNotSet(key: String) -> String {
        "\(key) is not set; set it with 'diary config set \(key) VALUE'"
    }

    public func settingsUneditable(file: String, line: Int, key: String) -> String {
        "\(file) line \(line): diary cannot change \(key) there without touching other settings; edit the file by hand (one 'key: value' per line)"
    }

    // Journals
    public func journalsBadValue(file: String, line: Int) -> String {
        "\(file) line \(line): 'journals' must give each journal's name (letters, digits, -, _ or .) its vault folder, e.g. 'personal: ~/Diary' on a line below 'journals:'"
    }

    public func journalDefaultUnknown(file: String, line: Int, name: String?, known: [String]) -> String {
        let journals = known.isEmpty ? "there are none under 'journals:'" : "the journals are \(known.joined(separator: ", "))"
        guard let name else { return "\(file) line \(line): 'journal' must be one journal's name; \(journals)" }
        return "\(file) line \(line): 'journal: \(name)' names no journal; \(journals)"
    }

    public func journalUnknown(name: String, known: [String], file: String) -> String {
        guard !known.isEmpty else {
            return "there is no journal '\(name)': \(file) names none; add one with 'diary init --journal \(name) PATH'"
        }
        return "there is no journal '\(name)'; the journals in \(file) are \(known.joined(separator: ", "))"
    }

    public func journalBadName(name: String) -> String {
        "'\(name)' cannot be a journal's name: use letters, digits, -, _ or . (not starting with -)"
    }

    public func journalTaken(file: String, line: Int, name: String, path: String) -> String {
        "\(file) line \(line): journal '\(name)' is already \(path); choose another name, or edit that line"
    }

    public func journalAdded(name: String, path: String, file: String) -> String {
        "Added journal '\(name)' (\(path)) to \(file)."
    }

    public func journalAlreadyListed(name: String, file: String) -> String {
        "Journal '\(name)' is already in \(file)."
    }

    public func journalDefaultHint(name: String) -> String {
        "to use it when no -j or --vault is given: 'diary config set journal \(name)'"
    }

    public var journalPathWithoutName: String {
        "a PATH goes with --journal NAME ('diary init --journal work ~/work-diary'); for a folder alone use --vault PATH"
    }

    public func journalsNone(file: String) -> String {
        "No journals in \(file); add one with 'diary init --journal NAME PATH'."
    }

    public func journalEntries(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }
    public var journalNoVault: String { "no vault yet" }
    public var journalNoRemotes: String { "no remotes" }
    public var journalDefaultMark: String { "(default)" }

    // diary config

    public var configAbstract: String { "Show and change settings." }

    public func configDiscussion(userFile: String, vaultFile: String, keys: [String]) -> String {
        """
        Your own settings are in \(userFile) (default ~/.config/diary/config.yaml); the vault's, shared by \
        every machine, in \(vaultFile) inside the vault. For timezone, template and tags the vault file wins; \
        for the others your file does.
        Settings: \(keys.joined(separator: ", ")).
          diary config list
          diary config set location.name "Busan"
          diary config set timezone Asia/Seoul --vault-level
        """
    }

    public var configListAbstract: String { "Every setting in effect, with where it comes from." }
    public var configGetAbstract: String { "Print a setting's value." }
    public var configSetAbstract: String { "Set a setting in your settings file (or the vault's, with --vault-level)." }
    public var configUnsetAbstract: String { "Remove a setting from your settings file (or the vault's, with --vault-level)." }
    public var configKeyHelp: String { "The setting, e.g. location.name." }
    public var configValueHelp: String { "Its value; tags as a, b or [a, b]." }
    public var configVaultLevelHelp: String { "Change the vault's .diary/config.yaml and commit it, for every machine." }
    public var configOriginDefault: String { "(default)" }
    public var configOriginUnset: String { "(not set)" }

    public func configOriginUser(file: String) -> String { "(from your file \(file))" }
    public func configOriginVault(file: String) -> String { "(from the vault's file \(file))" }
    public func configOriginEnvironment(variable: String) -> String { "(from $\(variable))" }
    public var configOriginSystem: String { "(the system's)" }
    public var configOriginTemplateFound: String { "(default: the file is in the vault)" }
    public var configFileMissing: String { "(no such file in the vault)" }

    public func settingAlready(key: String, value: String, file: String) -> String {
        "\(key) is already \(value) in \(file); nothing changed."
    }

    public func settingNotInFile(key: String, file: String) -> String {
        "\(key) is not set in \(file); nothing changed."
    }

    public func settingWritten(key: String, value: String, file: String, commit: String?) -> String {
        "Set \(key) to \(value) in \(file)\(commit.map { " (\($0))" } ?? "")."
    }

    public func settingCoordinatesMayBeStale(file: String) -> String {
        "location.latitude and location.longitude in \(file) may still be the place before's; set them anew, or unset them so the place is looked up"
    }
    public func settingRemoved(key: String, file: String, commit: String?) -> String {
        "Removed \(key) from \(file)\(commit.map { " (\($0))" } ?? "")."
    }

    public func settingPersonalOnly(key: String) -> String {
        "\(key) is read only from your own settings file (a synced vault must not choose what runs on this machine or where it sends what you look up); set it without --vault-level"
    }
    public func settingShadowed(key: String, by file: String, suggestVaultLevel: Bool) -> String {
        "\(file) also sets \(key), and its value is the one in effect"
            + (suggestVaultLevel ? "; change it there with --vault-level" : "; change it there without --vault-level")
    }

    // Templates

    public func templateMissing(file: String) -> String {
        "\(file): the template file does not exist; create it, or change the setting with 'diary config set template PATH'"
    }

    public func templateUnreadable(file: String, reason: String) -> String {
        "\(file): cannot read the template: \(reason)"
    }

    public var templateNotUTF8: String { "not UTF-8 text" }

    public func leftAsTemplate(name: String) -> String {
        "Left as the template: no entry created for \(name)."
    }

    // The new-entry options of new and open

    public var helpLocationOption: String { "Where it is written (default: the location.name setting)." }
    public var helpWeatherOption: String { "The weather, e.g. \"Rain, 12°C\"." }
    public var helpTagOption: String { "A tag (repeatable), added to the tags setting's." }
    public var helpNoWeatherOption: String { "Record no weather (no lookup)." }
    public var helpStarOption: String { "Star the entry." }

    public var newQuickEntryDiscussion: String {
        """
        With TEXT (or - to read standard input) the entry is saved and committed at once, without an editor:
          diary new "Rain all day. Read by the window."
          echo "From a script" | diary new -
        """
    }

    public var newEntryOptionsDiscussion: String {
        """
        --location, --weather, --tag, --no-weather and --star go into the new entry's front matter:
          diary new --location Busan --weather "Rain, 12°C" --tag travel "Arrived."
        A place given by name is looked up with Open-Meteo (the settings' place once: its coordinates are then kept in your settings), with the weather now; DIARY_OFFLINE=1 or 'diary config set offline true' looks nothing up.
        """
    }

    public var openEntryOptionsDiscussion: String {
        """
        --location, --weather, --tag, --no-weather and --star apply when open creates the entry; \
        an existing entry's are changed with 'diary meta'.
        """
    }

    public var editorOrder: String {
        "The editor is $DIARY_EDITOR, else the 'editor' setting, else $VISUAL, else $EDITOR, else vi."
    }

    public var openSavesThatEntry: String { "Saving commits exactly that entry." }

    public func conflictingOptions(_ first: String, _ second: String) -> String {
        "\(first) and \(second) cannot be given together; choose one"
    }

    public func emptyOptionValue(_ option: String, example: String) -> String {
        "\(option) needs a value, e.g. \(example)"
    }

    public func openExistingWithOptions(file: String, name: String) -> String {
        "\(file) exists already, and --location, --weather, --tag, --no-weather and --star only shape a new entry; "
            + "change this one's fields with 'diary meta \(name)' (e.g. --tag +travel, --star)"
    }

    // diary meta

    public var metaAbstract: String { "Change an entry's place, weather, tags or star, as one commit." }

    public var metaDiscussion: String {
        """
        Only the changed lines of the front matter are rewritten; the rest of the file stays byte for byte. \
        An entry in an older schema is upgraded on the way.
          diary meta today --location "Busan" --weather "Rain, 12°C"
          diary meta 2026-11-21 --tag +travel --tag -work --star
        """
    }

    public var metaLocationHelp: String { "The place's name (its old coordinates are dropped)." }
    public var metaNoLocationHelp: String { "Remove the location." }
    public var metaWeatherHelp: String { "The weather, e.g. \"Rain, 12°C\"." }
    public var metaNoWeatherHelp: String { "Remove the weather." }
    public var metaTagHelp: String { "+tag adds a tag, -tag removes one (repeatable)." }
    public var metaStarHelp: String { "Star the entry." }
    public var metaUnstarHelp: String { "Unstar the entry." }

    public func metaNothingAsked(name: String) -> String {
        "say what to change, e.g. diary meta \(name) --tag +travel (--location, --weather, --tag, --star, --unstar, --no-location, --no-weather)"
    }

    public func metaNothingToChange(file: String) -> String {
        "Nothing to change in \(file); nothing committed."
    }

    public func metaChanged(fields: [String], file: String, message: String, commit: String) -> String {
        "Changed \(fields.joined(separator: ", ")) of \(file) (\(message), \(commit))."
    }

    public func metaChangedMeanwhile(file: String) -> String {
        "\(file) changed on disk while diary was changing it; nothing was written, run the command again"
    }

    public func metaNotReadBack(file: String) -> String {
        "\(file): the changed front matter would not read back as intended, so nothing was written; change the field by hand with 'diary open'"
    }
}

// MARK: - Location and weather

extension EnglishText {
    public var weatherClearSky: String { "Clear sky" }
    public var weatherMainlyClear: String { "Mainly clear" }
    public var weatherPartlyCloudy: String { "Partly cloudy" }
    public var weatherOvercast: String { "Overcast" }
    public var weatherFog: String { "Fog" }
    public var weatherRimeFog: String { "Rime fog" }
    public var weatherLightDrizzle: String { "Light drizzle" }
    public var weatherModerateDrizzle: String { "Moderate drizzle" }
    public var weatherDenseDrizzle: String { "Dense drizzle" }
    public var weatherLightFreezingDrizzle: String { "Light freezing drizzle" }
    public var weatherDenseFreezingDrizzle: String { "Dense freezing drizzle" }
    public var weatherSlightRain: String { "Light rain" }
    public var weatherModerateRain: String { "Moderate rain" }
    public var weatherHeavyRain: String { "Heavy rain" }
    public var weatherLightFreezingRain: String { "Light freezing rain" }
    public var weatherHeavyFreezingRain: String { "Heavy freezing rain" }
    public var weatherSlightSnowfall: String { "Light snow" }
    public var weatherModerateSnowfall: String { "Moderate snow" }
    public var weatherHeavySnowfall: String { "Heavy snow" }
    public var weatherSnowGrains: String { "Snow grains" }
    public var weatherSlightRainShowers: String { "Light rain showers" }
    public var weatherModerateRainShowers: String { "Moderate rain showers" }
    public var weatherViolentRainShowers: String { "Violent rain showers" }
    public var weatherSlightSnowShowers: String { "Light snow showers" }
    public var weatherHeavySnowShowers: String { "Heavy snow showers" }
    public var weatherThunderstorm: String { "Thunderstorm" }
    public var weatherThunderstormWithSlightHail: String { "Thunderstorm with light hail" }
    public var weatherThunderstormWithHeavyHail: String { "Thunderstorm with heavy hail" }
    public func weatherUnknown(code: Int) -> String { "Unknown weather (code \(code))" }

    public var lookupUnreachable: String { "Open-Meteo could not be reached; offline?" }
    public var lookupTimedOut: String { "Open-Meteo did not answer in time" }
    public func lookupHTTPStatus(_ status: Int) -> String { "Open-Meteo answered with HTTP status \(status)" }
    public var lookupMalformedAnswer: String { "Open-Meteo's answer could not be read" }
    public var lookupPlaceNotFound: String { "Open-Meteo knows no place by that name" }
    public func lookupInvalidAddress(_ address: String) -> String { "“\(address)” is not an http(s) address" }
    public var lookupNoHTTPSupport: String { "libcurl, needed for network requests, could not be loaded" }

    public func placeNotLookedUp(_ place: String, reason: String, weatherToo: Bool) -> String {
        "Could not look up “\(place)” (\(reason)); the entry is saved without coordinates\(weatherToo ? " or weather" : "")."
    }

    public func weatherNotFetched(reason: String) -> String {
        "Could not fetch the weather (\(reason)); the entry is saved without it."
    }

    public var offlineNotice: String {
        "Offline: saved without looking up the place or weather. To stop trying: 'diary config set offline true' "
            + "(or DIARY_OFFLINE=1). This note shows once a day."
    }

    public func placeNotKept(_ place: String, file: String) -> String {
        "Could not write the coordinates of “\(place)” into \(file); it will be looked up again next time."
    }
}

// MARK: - The command line

extension EnglishText {
    public var rootDiscussion: String {
        """
        The vault is --vault PATH (before or after the command), else -j NAME's journal, else $DIARY_VAULT, \
        else the vault the current folder is in, else the default journal (journal: in the settings), else ~/Diary.
        Every command has a man page, diary-COMMAND(1); the vault's format is diary-vault(5).
        Shell completion of commands, options and days for bash, zsh and fish comes with make install \
        and the Debian package; for a diary put in place by hand:
          source <(diary --generate-completion-script bash)    # in ~/.bashrc
        """
    }
    public func dayArgumentHelp(_ whenNotGiven: DayArgumentDefault, orPath: Bool) -> String {
        let lead: String
        switch whenNotGiven {
        case .required: lead = "The day"
        case .today: lead = "The day, today when not given"
        case .everyEntry: lead = "The day, every entry when not given"
        }
        return lead + ": " + dayForms + (orPath ? "; or the path of an entry (2026/11/2026-11-21-2.md)." : ".")
    }
    public var dayForms: String {
        "YYYY-MM-DD, today, yesterday, '3 days ago', '2 weeks ago', friday, 'last friday', "
            + "오늘, 어제, 그제, '3일 전', '2주 전', 금요일, '지난 금요일'"
    }
    public var rangeForms: String {
        dayForms + ", 'this week', 'last week', 'this month', 'last month', 'this year', 'last year', YYYY-MM, YYYY, "
            + "'이번 주', 지난주, '이번 달', 지난달, 올해, 작년"
    }
    public func unknownCommand(_ typed: String, suggestion: String?, helpCommand: String) -> String {
        guard let suggestion else { return "unknown command '\(typed)'; '\(helpCommand)' lists the commands" }
        return "unknown command '\(typed)'; did you mean '\(suggestion)'?"
    }
    public func standardOutputUnwritable(reason: String) -> String {
        "standard output: cannot write: \(reason); the output is incomplete"
    }
}

// MARK: - Hostile input: limits on front matter and imports, sizes

extension EnglishText {
    public func frontMatterTooLarge(bytes: Int, limit: Int) -> String {
        "the front matter is \(byteCount(bytes)), more than the \(byteCount(limit)) diary reads; move long text into the body"
    }
    public func frontMatterTooManyKeys(limit: Int) -> String {
        "more than \(limit) keys (aliases count as what they repeat)"
    }
    public func frontMatterTooManyValues(limit: Int) -> String {
        "more than \(limit) values once its aliases (*name) are expanded"
    }
    public func frontMatterTooDeep(limit: Int) -> String { "lists and maps nested more than \(limit) deep" }
    public var frontMatterCreatedOutOfRange: String {
        "'created' is outside the years 1 to 9999, e.g. created: 2026-11-21T09:14:03+09:00"
    }
    public var frontMatterTOMLNeedsMigration: String {
        "the front matter is TOML ('+++' lines, as Hugo writes it); run `diary migrate` to rewrite it as YAML"
    }
    public func frontMatterTOML(problem: String) -> String {
        "the TOML front matter ('+++' lines) cannot be read: \(problem); fix it, or write it as YAML between '---' lines"
    }
    public func importTooLarge(file: String, bytes: Int?, limit: Int) -> String {
        let size = bytes.map { "is \(byteCount($0)), more than" } ?? "is larger than"
        return "\(file): the file \(size) the \(byteCount(limit)) diary imports from one file; split the export into smaller ones"
    }
    private func byteCount(_ bytes: Int) -> String { ByteCountText.short(bytes) }
}

// MARK: - Sync under faults (issue 11)

extension EnglishText {
    public func badSyncJournal(file: String) -> String {
        "\(file): the record of an interrupted sync cannot be read (or is from a newer diary); check 'git status', then remove that file and sync again"
    }
    public func uncommittedFileInTheWay(file: String) -> String {
        "\(file): the remote has this file too, and yours is not committed (sync commits only entries and files git tracks); add it with 'git add \(file)' and 'git commit', or move it away, then sync again"
    }
    public var syncEditKeptOverInterruptedSync: String {
        "edited while an interrupted sync had it half-written: your version is kept; the synced one is in the history ('diary log')"
    }
    public var syncFinishedInterrupted: String { "Finished the sync that was interrupted." }
    public func statusNotSynced(_ files: [String]) -> String {
        "Not synced (not entries; add them with git to sync them): " + files.joined(separator: ", ") + "."
    }
}

// MARK: - Migration under faults (issue 15)

extension EnglishText {
    public func badMigrationJournal(file: String) -> String {
        "\(file): the record of an interrupted migration cannot be read (or is from a newer diary); check 'git status' and 'git log', then remove that file"
    }
    public func changedDuringMigration(file: String) -> String {
        "\(file): changed while diary migrate was writing it; every file is as it was and nothing was committed; run 'diary migrate' again"
    }
    public func migrationFinishedInterrupted(commit: String) -> String {
        "Finished the migration that was interrupted (\(commit))."
    }
    public var migrationRolledBackInterrupted: String {
        "Undid the migration that was interrupted: the branch had moved since; every entry is as it was. Run 'diary migrate' again."
    }
    public func migrationEditKept(file: String, draft: String) -> String {
        "\(file): changed while an interrupted migration had it half-written; your text is kept in \(draft) ('diary open' offers it back)"
    }
}

// MARK: - Encryption (issue 12)

extension EnglishText {
    public func vaultLocked(path: String) -> String {
        "\(path): this vault is encrypted and locked (its entries are ciphertext here and its key is not installed); unlock it with 'diary encrypt unlock KEYFILE', the key exported with 'diary encrypt export-key' or 'git-crypt export-key'"
    }
    public func encryptionAlreadyOn(keyFile: String) -> String {
        "\(keyFile): this vault is encrypted already; 'diary encrypt status' shows what is encrypted"
    }
    public func encryptionOff(path: String) -> String {
        "\(path): this vault is not encrypted (no key in .git/git-crypt/keys/default); run 'diary encrypt init' first"
    }
    public func badKeyFile(file: String, incompatible: Bool) -> String {
        incompatible
            ? "\(file): a git-crypt key of a newer format than diary reads; export it again with this vault's diary or an older git-crypt"
            : "\(file): not a git-crypt key file; give the file 'diary encrypt export-key' or 'git-crypt export-key' wrote"
    }
    public func wrongKey(file: String, entry: String) -> String {
        "\(file): this key does not decrypt \(entry): it is another vault's key; nothing was changed"
    }
    public func keyFileExists(file: String) -> String {
        "\(file): the file exists already; name a new file (a key is never written over another file)"
    }
    public func encryptionDropped(file: String) -> String {
        "\(file): .gitattributes no longer encrypts this file, but this vault is encrypted on this machine, so nothing was committed "
            + "or sent (the text is kept); put diary's lines back in .gitattributes ('git checkout HEAD -- .gitattributes' undoes an edit "
            + "not committed), or turn encryption off on purpose with 'diary encrypt off'"
    }
    public func remoteDropsEncryption(remote: String, commit: String, file: String) -> String {
        "\(remote) (\(commit)): its .gitattributes no longer encrypts \(file), and this vault is encrypted on this machine; "
            + "nothing was merged or sent. If encryption was turned off on purpose on another machine, run 'diary encrypt off' "
            + "here too; if not, someone changed the file on the git host: 'diary sync --keep-encryption' merges the rest and "
            + "sends this machine's .gitattributes back"
    }
    public func remoteEncrypted(remote: String, unsent: Int) -> String {
        "\(remote): the vault there is now encrypted with git-crypt, and \(unsent) \(unsent == 1 ? "change" : "changes") made "
            + "here \(unsent == 1 ? "is" : "are") not there yet; nothing was merged or sent. Unlock this vault with its key first "
            + "('diary encrypt export-key FILE' on the machine that encrypted it, then 'diary encrypt unlock FILE' here), "
            + "then run 'diary sync' again"
    }
    public func plainTextToSend(file: String, commit: String) -> String {
        "\(file): commit \(commit), not sent yet, holds this file in plain text, and this vault is encrypted on this machine; "
            + "nothing was sent. Take that commit out of the history ('git rebase -i'), or turn encryption off on purpose "
            + "with 'diary encrypt off'"
    }
    public func syncEncryptedByRemote(remote: String) -> String {
        "\(remote) encrypted this vault with git-crypt: its entries are ciphertext here until you unlock it with its key "
            + "('diary encrypt export-key FILE' on the machine that encrypted it, then 'diary encrypt unlock FILE' here)."
    }
    public func syncKeptEncryption(remote: String) -> String {
        "\(remote)'s .gitattributes no longer encrypted the entries; this machine's, which does, was kept and sent back."
    }
    public func encryptOffDone(files: Int) -> String {
        "Encryption is off: \(files) \(files == 1 ? "file" : "files") committed again in plain text. Earlier commits stay "
            + "encrypted, and the key stays in .git/git-crypt/keys/default to read them. On each other machine, run "
            + "'diary encrypt off' too before its next sync."
    }
    public func uncommittedChanges(command: String, files: [String]) -> String {
        let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
        return "\(shown): \(files.count == 1 ? "has" : "have") changes git has not committed; sync or commit them first, then run '\(command)' again"
    }
    public func encryptInitDone(files: Int, entries: Int, keyFile: String) -> String {
        "Encrypted \(files) \(files == 1 ? "file" : "files") (\(entries) \(entries == 1 ? "entry" : "entries")) in git with git-crypt's scheme; the key is \(keyFile)."
    }
    public func encryptEarlierCommits(_ count: Int) -> String {
        "The \(count) earlier \(count == 1 ? "commit still holds" : "commits still hold") them in plain text: 'diary encrypt init --help' shows how to start a remote without that history."
    }
    public var encryptKeepKey: String {
        "Keep a copy of the key somewhere safe ('diary encrypt export-key FILE'): without it nobody, you included, can read the vault on another machine."
    }
    public func encryptKeyExported(file: String) -> String {
        "Exported the vault's key to \(file) (readable by you only). Unlock a copy of the vault with 'diary encrypt unlock \(file)' or 'git-crypt unlock \(file)'."
    }
    public func encryptUnlocked(files: Int) -> String {
        "Unlocked: decrypted \(files) \(files == 1 ? "file" : "files") in the work tree."
    }
    public func encryptStatusState(on: Bool, unlocked: Bool) -> String {
        !on
            ? "Encryption: off (entries are stored in git as plain text)"
            : unlocked
                ? "Encryption: on, unlocked (git-crypt's scheme; the work tree is plain text)"
                : "Encryption: on, locked (the key is not installed here)"
    }
    public func encryptStatusEncrypted(_ count: Int) -> String {
        "Encrypted in HEAD: \(count) \(count == 1 ? "file" : "files")"
    }
    public func encryptStatusPlain(_ files: [String]) -> String {
        "Not encrypted (outside .gitattributes' filter): " + files.joined(separator: ", ")
    }
    public func encryptStatusNotEncryptedInHead(_ files: [String]) -> String {
        "NOT ENCRYPTED in HEAD although .gitattributes encrypts them (run 'diary encrypt status --fix'): " + files.joined(separator: ", ")
    }
    public func encryptStatusLockedFiles(_ count: Int) -> String {
        "Ciphertext in the work tree: \(count) \(count == 1 ? "file" : "files") (run 'diary encrypt unlock KEYFILE')"
    }
    public func encryptStatusFixed(_ count: Int) -> String {
        "Committed \(count) \(count == 1 ? "file" : "files") again, encrypted."
    }
}

// MARK: - Attachments (issue 14)

extension EnglishText {
    public func importAttachmentsAdded(_ count: Int, bytes: Int, dryRun: Bool) -> String {
        "\(dryRun ? "Would add" : "Added") \(count) \(count == 1 ? "attachment" : "attachments") (\(ByteCountText.short(bytes))) "
            + "beside \(count == 1 ? "its entry" : "their entries"), in each month's media folder."
    }
    public func importAttachmentMissing(file: String) -> String {
        "\(file) is not in the export; its link is left as it was (export again with the media files included)"
    }
    public func attachmentLarge(file: String, bytes: Int) -> String {
        "\(file) is \(ByteCountText.short(bytes)); it is in the vault, but git hosts such as GitHub warn from 50 MB "
            + "and refuse a file over 100 MB: keep large videos elsewhere if the vault is pushed there"
    }
    public func importLinkNotFollowed(file: String) -> String {
        "\(file) is a symbolic link; diary follows no link out of what it imports, so nothing it points to was read "
            + "(copy the file itself into the folder to import it)"
    }
    public func exportAttachmentsNeedZip(_ count: Int) -> String {
        "\(count) \(count == 1 ? "link" : "links") to attachments \(count == 1 ? "is" : "are") left as \(count == 1 ? "it is" : "they are"): "
            + "a Journal.json cannot hold the files; export to a .zip (-o Export.zip) to take them along"
    }
    public func exportAttachmentMissing(_ link: String) -> String {
        "\(link): no such file in the vault; the link is left as it is and nothing is added to the zip"
    }
    public func exportAttachmentNotDayOne(_ link: String) -> String {
        "\(link): Day One keeps photos, videos, audio and PDFs only; this file is left out of the zip"
    }
    public var showAttachments: String { "Attachments:" }
    public func showAttachment(path: String, bytes: Int) -> String { "\(path) (\(ByteCountText.short(bytes)))" }
    public func showAttachmentMissing(path: String) -> String { "\(path) (missing: no such file in the vault)" }
    public var attachAbstract: String { "Copy a file (a photo, a recording, any file) into the vault and link it from an entry, as one commit." }
    public var attachDiscussion: String {
        """
        The file is copied into the entry's month's media folder under the SHA-256 of its bytes \
        (2026/11/media/3a7b….jpeg) and a link to it is added at the end of the entry: ![cat.jpg](media/3a7b….jpeg) \
        for a photo, [notes.pdf](media/….pdf) for any other file, which Markdown viewers open from the entry's folder. \
        Nothing is ever written over; the same file attached twice is stored once. Files of 50 MB or more are \
        attached with a warning: git hosts such as GitHub refuse files over 100 MB.
        """
    }
    public var attachFileHelp: String { "The file to attach." }
    public func attached(file: String, entry: String, path: String, message: String, commit: String) -> String {
        "Attached \(file) to \(entry) as \(path) (\(message), \(commit))."
    }
    public func attachedAlready(file: String, entry: String, path: String) -> String {
        "\(entry) links to \(path) already, the same bytes as \(file): nothing to do."
    }
    public func attachmentUnreadable(file: String, reason: String) -> String {
        "\(file): cannot attach it: \(reason); name a file that exists and that you can read"
    }
    public func attachmentIsAFolder(file: String) -> String {
        "\(file): a folder, not a file; attach the files in it one at a time"
    }
    public func noEntryToAttachTo(_ day: String) -> String {
        "\(day): no entry to attach to; write one first ('diary new', 'diary open'), or name an entry by its path"
    }
    public func attachmentDamaged(file: String) -> String {
        "\(file): damaged in the zip (it does not match its checksum, or its data ends early); nothing was imported: "
            + "export again from Day One, or unzip the export and import its folder"
    }
    public func attachmentExpandsTooMuch(file: String, compressed: Int, uncompressed: Int) -> String {
        "\(file): \(ByteCountText.short(compressed)) in the zip would expand to \(ByteCountText.short(uncompressed)), "
            + "far more than any photo, video, recording or PDF does (a zip bomb); nothing was imported: "
            + "if you trust the export, unzip it and import its folder"
    }
    public func attachmentLargerThanDeclared(file: String, declared: Int) -> String {
        "\(file): holds more than the \(ByteCountText.short(declared)) the zip says it does (a damaged or crafted zip); "
            + "nothing was imported: export again from Day One"
    }
}

// MARK: - The web reader (issue 16)

extension EnglishText {
    public var pageLanguage: String { "en" }
    public var webDiary: String { "Diary" }
    public var webEntries: String { "Entries" }
    public var webCalendar: String { "Calendar" }
    public var webOnThisDay: String { "On this day" }
    public var webSearchPlaceholder: String { "Search" }
    public var webNewEntry: String { "New entry" }
    public var webEdit: String { "Edit" }
    public var webDelete: String { "Delete" }
    public var webSave: String { "Save" }
    public var webCancel: String { "Cancel" }
    public var webRestore: String { "Restore" }
    public var webBackToList: String { "All entries" }
    public var webTag: String { "Tag" }
    public var webPlace: String { "Place" }
    public var webStarredOnly: String { "Starred only" }
    public var webFilter: String { "Filter" }
    public var webClearFilters: String { "Clear filters" }
    public var webNoEntries: String { "No entries." }
    public var webNothingFound: String { "Nothing found." }
    public var webPickAnEntry: String { "Choose an entry on the left." }
    public var webAttachments: String { "Attachments" }
    public var webLess: String { "Less" }
    public var webMore: String { "More" }
    public func webMatches(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }
    public func webDayTotals(entries: Int, words: Int) -> String {
        (entries == 1 ? "1 entry" : "\(entries) entries") + ", " + (words == 1 ? "1 word" : "\(words) words")
    }
    public func webYearsAgo(_ years: Int) -> String { years == 1 ? "A year ago" : "\(years) years ago" }
    public var webNothingOnThisDay: String { "Nothing was written on this day in earlier years." }
    public func webDeleteQuestion(title: String, file: String) -> String {
        "Delete “\(title)” (\(file))? The deletion is committed; the entry stays in the history and can be restored."
    }
    public func webDeleted(file: String, commit: String) -> String { "Deleted \(file) (commit \(commit))." }
    public func webRestored(file: String, commit: String) -> String { "Restored \(file) (commit \(commit))." }
    public func webSaved(file: String, commit: String) -> String { "Saved \(file) (commit \(commit))." }
    public var webNoChanges: String { "No changes: nothing was committed." }
    public var webDraftSaved: String { "Draft kept" }
    public var webDraftNotSaved: String { "Draft not kept" }
    public var webDraftResumed: String { "This is the draft an earlier edit left; saving it saves over the entry." }
    public func webNotSaved(_ reason: String) -> String { "Not saved: \(reason). Your text is still here." }
    public var webConflictHeading: String { "Changed on disk meanwhile" }
    public func webConflictExplained(file: String, draft: String) -> String {
        "\(file) changed on disk while you were writing, so nothing was overwritten. Your text is kept in \(draft). "
            + "Merge the two below and save again."
    }
    public var webConflictYourText: String { "Your text" }
    public var webConflictOnDisk: String { "On disk now" }
    public var webEmptied: String { "The text is empty, so nothing was saved; delete the entry with Delete instead." }
    public var webNothingWritten: String { "Nothing was written, so no entry was made." }
    public var webNeedsToken: String { "Forbidden: open the address that diary serve printed (it holds this run's key)." }
    public var webNotFound: String { "No such page." }
    public var webBadRequest: String { "The request was refused." }
    public func webDraftResumedChanged(draft: String) -> String {
        "This is the draft an earlier edit left (\(draft)). The entry on disk is not (or not known to be) "
            + "the version it was begun from, so saving shows the two side by side first."
    }
    public func webEarlierTextsKept(files: String) -> String {
        "Text written here earlier that could not be saved is kept in \(files); `diary drafts` lists such drafts and restores them."
    }
    public func webDeleteChangedMeanwhile(file: String) -> String {
        "\(file) changed after this page was opened, so nothing was deleted. Look at it first; delete it again if you still want to."
    }
    public var webDeleteNeedsVersion: String { "The request did not say which version of the entry it deletes, so nothing was deleted." }
    public var webLookAtEntry: String { "Look at the entry" }
    public var webSkipToContent: String { "Skip to content" }
    public var webPagesNavigation: String { "Pages" }
    public var webMonthsNavigation: String { "Other months" }
    public var webYearsNavigation: String { "Other years" }
    public var webDaysNavigation: String { "Other days" }
    public func serveStarted(vault: String, url: String) -> String {
        "Serving \(vault) at\n  \(url)\nOpen that address in your browser (it holds this run's key). Ctrl-C stops the server."
    }
    public var serveStopped: String { "Stopped." }
    public func serveCannotListen(address: String, reason: String) -> String {
        "cannot listen on \(address): \(reason); choose another port with --port"
    }
    public func serveProgramMissing(path: String, reason: String) -> String {
        "cannot start the web server \(path): \(reason); install diary again (make install puts it in lib/diary/ beside bin/)"
    }
    public func servePortOutOfRange(_ port: Int) -> String { "--port \(port): not a port; give 1 to 65535, or 0 for a free one" }
    public func serveListenEveryAddress(_ given: String, address: String) -> String {
        let named = given == address ? "--listen \(given):" : "--listen \(given) is \(address):"
        return "\(named) every address of this machine at once, where no Host header could be checked; "
            + "give the one address this machine is reached at ('ip address' lists them)"
    }
    public func serveListenNotAnAddress(_ given: String) -> String {
        "--listen \(given): not an IP address; give one this machine has, as 192.168.1.5 or fd00::2 "
            + "(no name but localhost, no zone such as %eth0)"
    }
    public func serveBadKeyTimeout(variable: String, value: String, lowest: String, highest: String) -> String {
        "\(variable)=\(value): not a number of seconds from \(lowest) to \(highest); set one, or unset it for 10"
    }
    public func serveCannotOpenBrowser(reason: String) -> String {
        "could not start the browser (xdg-open: \(reason)); open the address above yourself"
    }
}

extension EnglishText {
    public var webBody: String { "Entry" }
    public var webDetails: String { "Details" }
    public var webDate: String { "Date" }
    public var webTime: String { "Time" }
    public var webWeather: String { "Weather" }
    public var webWeatherHint: String { "Like: Rain, 12°C" }
    public var webTags: String { "Tags" }
    public var webTagsHint: String { "Separated by commas" }
    public var webStarred: String { "Starred" }
    public var webDateNamesTheFile: String { "The date names the entry's file, so it stays." }
    public var webOtherKeys: String { "Other keys, kept as written" }
    public var webRawView: String { "Advanced: edit the raw file" }
    public var webWholeFile: String { "The whole file, front matter and all" }
    public var webFormView: String { "Back to the form" }
    public var webDiscard: String { "Discard" }
    public var webDiscardQuestion: String { "Discard what you wrote here? Nothing is saved and no draft is kept." }
    public var webKeepWriting: String { "Keep writing" }
    public var webDiscarded: String { "Discarded: nothing was saved." }
    public var webSaveShortcut: String { "Ctrl+S" }
    public func webNotADateAndTime(date: String, time: String) -> String {
        "\"\(date) \(time)\" is no date and time: write the date like 2026-11-25 and the time like 21:14."
    }
    public func webDateIsTheFiles(file: String, day: String) -> String {
        "The date names the file (\(file)), so an entry keeps its day (\(day)): to write on another day, start a new entry there."
    }
    public func webShownRaw(reason: String) -> String { "The front matter cannot be shown as fields, so here is the whole file: \(reason)" }
}

extension EnglishText {
    public func dayGivenTwice(day: String, option: String) -> String {
        "the day is given twice ('\(day)' and --on '\(option)'); give one"
    }
}

extension EnglishText {
    public func whichEntryHeading(day: String, count: Int) -> String { "\(day) has \(count) entries:" }
    public func whichEntryPrompt(count: Int) -> String { "Which one? [1-\(count), Enter for 1] " }
    public func notOneOfTheEntries(answer: String, count: Int) -> String {
        "'\(answer)' is not one of 1 to \(count); nothing was opened (name one as DAY#N)"
    }
}

extension EnglishText {
    public func exportWrote(entries: Int, file: String) -> String {
        "Wrote \(entries) \(entries == 1 ? "entry" : "entries") to \(file)"
    }
}
