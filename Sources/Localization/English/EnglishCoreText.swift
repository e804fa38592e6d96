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
    public var importNoText: String { "no text and no title (an empty entry is never saved)" }
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
    public var migrateEmptyEntry: String { "the entry has no text and no title, and an empty entry is never saved" }
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

    public func syncSummary(remote: String, parts: [SyncSummaryPart]) -> String {
        func entries(_ count: Int) -> String { "\(count) \(count == 1 ? "entry" : "entries")" }
        func commits(_ count: Int?) -> String { count.map { " (\($0) \($0 == 1 ? "commit" : "commits"))" } ?? "" }
        let told = parts.map { part in
            switch part {
            case .outsideEdits(let count): "\(count) edited outside diary committed"
            case .received(let count, let commitCount): "received \(entries(count))\(commits(commitCount))"
            case .sent(let count, let commitCount): "sent \(entries(count))\(commits(commitCount))"
            case .merged(let count): "merged \(entries(count))"
            case .renamed(let names): "\(names.count) renamed (\(names.joined(separator: ", ")))"
            case .attention(let names): "\(names.count) need attention (\(names.joined(separator: ", ")); see 'diary status')"
            }
        }
        guard !told.isEmpty else { return "Synced with \(remote): nothing new on either side." }
        return "Synced with \(remote): " + told.joined(separator: ", ") + "."
    }
    public func syncTookIn(from: String, to: String) -> String {
        "Took in \(from) → \(to): a note another app wrote, now an entry."
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

extension EnglishText {
    public func exportWrote(entries: Int, file: String) -> String {
        "Wrote \(entries) \(entries == 1 ? "entry" : "entries") to \(file)"
    }
}
