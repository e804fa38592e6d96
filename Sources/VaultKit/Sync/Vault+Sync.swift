import Foundation
import GitCrypt
import GitKit

/// A git remote of the vault (its name and URL).
public typealias VaultRemote = Remote

/// How `diary sync` is to run.
public struct SyncOptions: Sendable {
    public var remote: String
    /// Push even a change that deletes a large share of the remote's entries.
    public var force: Bool
    /// Merge a remote whose `.gitattributes` no longer encrypts entries, keeping this machine's (which does)
    /// and sending it back; without it such a remote is refused (`remoteDropsEncryption`).
    public var keepEncryption = false
    public var credentials: CredentialSource
    /// Names this machine in conflict labels (e.g. the host name).
    public var machine: String
    /// Seconds to wait for a server that says nothing: to connect, and between any two signs of life
    /// (the `sync.timeout` setting). The same for every transport.
    public var timeout: TimeInterval

    public init(
        remote: String = "origin", force: Bool = false, credentials: CredentialSource, machine: String,
        timeout: TimeInterval = SettingKey.defaultSyncTimeout
    ) {
        self.remote = remote
        self.force = force
        self.credentials = credentials
        self.machine = machine
        self.timeout = timeout
    }

    var networkTimeouts: NetworkTimeouts { NetworkTimeouts(connect: timeout, idle: timeout) }

    /// The usual credentials of `host` (its token or the git credential helper for HTTPS, ssh-agent and
    /// ~/.ssh keys for SSH); the host's machine name in conflict labels.
    public static func standard(
        remote: String, force: Bool, host: VaultHost,
        timeout: TimeInterval = SettingKey.defaultSyncTimeout
    ) -> SyncOptions {
        SyncOptions(
            remote: remote, force: force, credentials: host.credentials,
            machine: host.machineName, timeout: timeout)
    }
}

/// What a sync did.
public struct SyncReport: Sendable {
    public var outsideEdits: [String] = []
    /// Notes another app wrote under its own name, moved to entries' names (see `NoteTakenIn`).
    public var takenIn: [NoteTakenIn] = []
    /// Entries (files) that came in from the remote, sent to it, and merged here from both sides' changes.
    public var receivedEntries = 0
    public var sentEntries = 0
    public var mergedEntries = 0
    /// Commits of the remote's branch this branch did not have and now holds (fast-forwarded or merged),
    /// as `git rev-list --count HEAD..REMOTE` said before the sync; nil when this sync finished an interrupted
    /// one whose journal (written by an older diary) does not tell its count.
    public var receivedCommits: Int? = 0
    /// Commits the push put on the remote's branch that it did not have (`git rev-list --count REMOTE..HEAD`).
    public var sentCommits = 0
    public var renamed: [String] = []
    public var attention: [SyncAttention] = []
    public var pushed = false
    /// Set when this sync made the remote's branch the upstream of the vault's (as `git push -u` does): the
    /// branch, e.g. "main"; nil when it had an upstream already (or the remote has no such branch).
    public var trackingSet: String?
    /// True when this sync first finished one that had been killed halfway (its counts are included).
    public var finishedInterrupted = false
    /// Set (to `origin/main`) when the remote encrypted the vault and its key is not here: the entries came
    /// in as ciphertext, and the vault is locked until it is unlocked with the key.
    public var encryptedByRemote: String?
    /// Set (to `origin/main`) when the remote's `.gitattributes` no longer encrypted entries and this
    /// machine's was kept (`SyncOptions.keepEncryption`).
    public var keptEncryption: String?

    init(finishing completion: SyncJournal.Completion? = nil) {
        guard let completion else { return }
        finishedInterrupted = true
        receivedEntries = completion.received
        receivedCommits = completion.receivedCommits
        mergedEntries = completion.merged
        renamed = completion.renamed
        attention = completion.attention
    }
}

extension Vault {
    /// Starts what `sync` needs first (libgit2, see `GitRuntime`) on another thread, for a caller that is
    /// about to sync: called before the vault is even found, it overlaps with everything before the sync.
    public static func prepareToSync() {
        GitRuntime.startInBackground()
    }

    /// Share of the remote's entries a push may delete without `force` (a wiped or emptied clone).
    public static let massDeletionShare = 0.25

    /// Commits edits made outside diary, fetches, integrates (fast-forward, adoption or a diary-aware
    /// merge commit), and pushes; never overwrites uncommitted work, never keeps one side silently.
    public func sync(_ options: SyncOptions) throws -> SyncReport {
        // Taking the lock finishes a sync that was killed halfway (see `SyncJournal`): reported as part of this one.
        let lock = try lock()
        defer { withExtendedLifetime(lock) {} }
        try refuseStaleIndexLock()
        // The look for edits made outside diary needs no libgit2: it runs while libgit2 starts and fetches.
        let scan = OutsideEditsScan.start(root: root, gitDirectory: gitDirectory, lockTaken: lock.taken)
        defer { scan.wait() }
        let repo = try repository
        // Not in the middle of the person's own rebase, cherry-pick or bisect (nor on a detached HEAD).
        try refuseUnsafeState(repo)
        let branch = try gitCall { try repo.currentBranch() }
        var report = SyncReport(finishing: lock.finishedSync)
        // Fetch first: when the network fails, nothing in the vault has changed.
        let theirs = try gitCall {
            try repo.fetch(
                remote: options.remote, branch: branch, credentials: options.credentials,
                timeouts: options.networkTimeouts)
        }
        // What the remote would do to the vault's encryption is settled before anything here changes.
        var keepOurAttributes = false
        if let theirs {
            let start = try gitCall { try repo.head() }
            let label = "\(options.remote)/\(branch)"
            switch try incomingEncryption(repo, ours: start, theirs: theirs) {
            case .dropped(let file):
                guard options.keepEncryption else {
                    throw VaultError.remoteDropsEncryption(remote: label, commit: theirs.short, file: file)
                }
                keepOurAttributes = true
                report.keptEncryption = label
            case .turnedOn where !FileManager.default.fileExists(atPath: repo.gitCryptKeyURL.path):
                // Without the key nothing can be merged into ciphertext: only a vault with nothing of its own to send follows.
                let unsent = try unsentChanges(repo, head: start, theirs: theirs)
                if unsent > 0 { throw VaultError.remoteEncrypted(remote: label, unsent: unsent) }
                report.encryptedByRemote = label
            default:
                break
            }
        }
        report.outsideEdits = try commitOutsideEdits(repo, scan: scan)
        report.attention += conflicts(in: report.outsideEdits)
        var head = try gitCall { try repo.head() }
        if let theirs {
            if let current = head {
                switch try gitCall({ try repo.mergeAnalysis(theirs: theirs) }) {
                case .upToDate:
                    break
                case .fastForward where !keepOurAttributes:
                    try applyRemote(repo, from: current, to: theirs, label: remoteLabel(options, branch, theirs), report: &report)
                    head = theirs
                default:
                    head = try mergeRemote(
                        repo, ours: current, theirs: theirs, branch: branch, options: options,
                        keepOurAttributes: keepOurAttributes, report: &report)
                }
            } else {
                try applyRemote(repo, from: nil, to: theirs, label: remoteLabel(options, branch, theirs), report: &report)
                head = theirs
            }
        }
        // A note a phone app wrote (here or on the remote) becomes an entry before anything is sent.
        report.takenIn = try takeInOtherAppsNotes()
        if !report.takenIn.isEmpty { head = try gitCall { try repo.head() } }
        if let head, head != theirs {
            try refuseMassDeletion(repo, remote: theirs, local: head, options: options)
            try refusePlainTextToSend(repo, remote: theirs, local: head)
            let outgoing = try gitCall { try repo.changedPaths(from: theirs, to: head) }
            try refuseGitConflictMarkers(repo, in: outgoing.filter { $0.kind != .deleted }.map(\.path), at: head)
            report.sentEntries = outgoing.filter { EntryPath(relativePath: $0.path) != nil }.count
            report.sentCommits = try gitCall { try repo.commitCount(from: head, notIn: theirs) }
            do {
                try gitCall {
                    try repo.push(
                        remote: options.remote, branch: branch, credentials: options.credentials,
                        timeouts: options.networkTimeouts)
                }
            } catch let rejection as PushRejected {
                throw VaultError.pushRejected(rejection)
            }
            report.pushed = true
        }
        if theirs != nil || report.pushed {
            // Plain `git pull` and `git push` then work on the vault with no arguments, as after `git push -u`.
            if try gitCall({ try repo.trackIfUntracked(branch: branch, remote: options.remote) }) { report.trackingSet = branch }
        }
        // Told until settled: this sync's items and every earlier one the files still show.
        try recordAttention(report.attention)
        report.attention = attention()
        return report
    }

    /// True for a file a merge could leave conflict markers in that diary looks at: an entry, a setting, a
    /// Markdown note (not a picture).
    static func mayHoldText(_ path: String) -> Bool {
        EntryPath(relativePath: path) != nil || path.hasPrefix(".diary/") || path.hasSuffix(".md")
    }

    /// Refuses to push when a file of `paths`, as `commit` holds it, has conflict markers git wrote (a merge of
    /// the person's own, committed with them): the other machines would take them for text.
    private func refuseGitConflictMarkers(_ repo: Repository, in paths: [String], at commit: ObjectID) throws {
        var found: [(file: String, line: Int)] = []
        for path in paths where Self.mayHoldText(path) {
            guard let data = try gitCall({ try repo.contents(of: path, at: commit.hex) }),
                let block = ConflictMarkers.firstBlockNotDiarys(in: data)
            else { continue }
            found.append((path, block.line))
        }
        if let first = found.first { throw VaultError.gitConflictMarkers(files: found.map(\.file), line: first.line) }
    }

    /// Commits what changed in the work tree outside diary (one commit), refusing broken entries. The quick
    /// look first (`scan`): when it shows nothing to commit, libgit2's status is not needed.
    private func commitOutsideEdits(_ repo: Repository, scan: OutsideEditsScan) throws -> [String] {
        if scan.nothingToCommit(repo) { return [] }
        let status = try gitCall(lockFile: indexLockPath) { try repo.status(refreshingIndex: true) }
        // A conflict git stopped on (`git stash pop`): its markers are no edit to commit.
        let unmerged = status.filter { $0.status == .conflicted }.map(\.path)
        if !unmerged.isEmpty { throw VaultError.unmergedFiles(Array(Set(unmerged)).sorted()) }
        let paths = OutsideEdits.synced(status)
        guard !paths.isEmpty else { return [] }
        var gitMarkers: [(file: String, line: Int)] = []
        for path in paths {
            let url = root.appendingPathComponent(path)
            if Self.mayHoldText(path), let data = FileManager.default.contents(atPath: url.path),
                let block = ConflictMarkers.firstBlockNotDiarys(in: data)
            {
                gitMarkers.append((path, block.line))
            }
            guard let entry = EntryPath(relativePath: path), exists(entry) else { continue }
            _ = try read(entry)  // broken front matter is never committed: the error names the file
        }
        if let first = gitMarkers.first { throw VaultError.gitConflictMarkers(files: gitMarkers.map(\.file), line: first.line) }
        let shown = paths.prefix(3).map(QuotedPath.cStyle).joined(separator: ", ") + (paths.count > 3 ? " and \(paths.count - 3) more" : "")
        try gitCall(lockFile: indexLockPath) { _ = try repo.commit(paths: paths, message: "Edit outside diary: \(shown)") }
        return paths
    }

    /// How conflict labels and attention items name the remote's side: `origin/main abc1234`.
    private func remoteLabel(_ options: SyncOptions, _ branch: String, _ theirs: ObjectID) -> String {
        "\(options.remote)/\(branch) \(theirs.short)"
    }

    /// Writes the remote's version of every path that differs and moves the branch there (fast-forward,
    /// or adoption into an unborn branch), counting the entries that came in. Entries whose front matter
    /// cannot be read come in byte for byte too, as git would take them, and are reported.
    private func applyRemote(_ repo: Repository, from: ObjectID?, to: ObjectID, label: String, report: inout SyncReport) throws {
        let changes = try gitCall { try repo.changedPaths(from: from, to: to) }
        let received = changes.filter { EntryPath(relativePath: $0.path) != nil }.count
        let arriving = try changes.filter { $0.kind != .deleted }.compactMap { change -> (String, Data)? in
            guard EntryPath(relativePath: change.path) != nil,
                let data = try gitCall({ try repo.contents(of: change.path, at: to.hex) })
            else { return nil }
            return (change.path, data)
        }
        let attention =
            Self.unreadable(arriving).map { SyncAttention(file: $0, problem: .unreadableFromRemote(remote: label)) }
            + Self.conflicts(in: arriving) + Self.conflictCopies(among: changes.filter { $0.kind != .deleted }.map(\.path))
        let commits = try gitCall { try repo.commitCount(from: to, notIn: from) }
        try runJournaled(
            SyncJournal(
                from: from?.hex, to: to.hex, paths: changes.map(\.path), pid: getpid(), received: received,
                receivedCommits: commits, attention: attention), repo)
        report.receivedEntries += received
        report.receivedCommits = report.receivedCommits.map { $0 + commits }
        report.attention += attention
    }

    /// The entries among `files` (path and bytes) whose front matter cannot be read, in order; read on every core.
    /// Ciphertext (an encrypted vault whose key is not here) is no broken entry: `encryptedByRemote` tells it.
    static func unreadable(_ files: [(path: String, data: Data)]) -> [String] {
        ParallelMap.map(files, minimumPerWorker: 64, makeContext: {}) { _, file in
            guard !GitCryptCipher.isEncrypted(file.data) else { return nil }
            return (try? EntryDocument.parse(file.data, file: file.path)) == nil ? file.path : nil
        }.compactMap { $0 }
    }

    /// The diary-aware merge of a diverged remote, as one merge commit; returns the new head.
    /// With `keepOurAttributes`, the local `.gitattributes` files stand whatever the remote did to them.
    private func mergeRemote(
        _ repo: Repository, ours: ObjectID, theirs: ObjectID, branch: String,
        options: SyncOptions, keepOurAttributes: Bool, report: inout SyncReport
    ) throws -> ObjectID {
        guard let base = try gitCall({ try repo.mergeBase(ours, theirs) }) else {
            throw VaultError.unrelatedHistories(remote: "\(options.remote)/\(branch)")
        }
        let ourChanges = Dictionary(
            try gitCall { try repo.changedPaths(from: base, to: ours) }.map { ($0.path, $0.kind) },
            uniquingKeysWith: { a, _ in a })
        let theirChanges = try gitCall { try repo.changedPaths(from: base, to: theirs) }
        let key = try? repo.installedGitCryptKey()
        func blob(_ path: String, _ id: ObjectID) throws -> Data? {
            try gitCall { try repo.contents(of: path, at: id.hex) }.map { try Self.plainText($0, path: path, key: key) }
        }
        let ourLabel = ConflictMarkers.localLabel(machine: options.machine)
        let theirLabel = remoteLabel(options, branch, theirs)
        var writes: [String: Data?] = [:]
        // Paths written with the remote's bytes as they are (the rest diary merged): checked apart.
        var asReceived = Set<String>()
        var takenNames = Set<String>()

        for change in theirChanges {
            let path = change.path
            if keepOurAttributes, path == ".gitattributes" || path.hasSuffix("/.gitattributes") { continue }
            let isEntry = EntryPath(relativePath: path) != nil
            guard let ourKind = ourChanges[path] else {
                writes[path] = change.kind == .deleted ? nil : try blob(path, theirs)
                asReceived.insert(path)
                if isEntry { report.receivedEntries += 1 }
                continue
            }
            switch (ourKind, change.kind) {
            case (.deleted, .deleted), (_, .deleted):
                continue  // deleted on both sides, or deleted there and edited here: the local side stands
            case (.deleted, _):
                writes[path] = try blob(path, theirs)  // edited there after being deleted here: the edit is kept
                asReceived.insert(path)
                if isEntry { report.receivedEntries += 1 }
                report.attention.append(SyncAttention(file: path, problem: .deletedHereEditedThere(remote: theirLabel)))
                continue
            default:
                break
            }
            guard let ourData = try blob(path, ours), let theirData = try blob(path, theirs), ourData != theirData else { continue }
            let baseData = try blob(path, base)
            if let entry = EntryPath(relativePath: path), baseData == nil {
                // Both sides created this name (the same day on two machines): both survive.
                let moved = try freeName(for: entry, taken: &takenNames, remote: theirs, repo: repo)
                writes[moved.relativePath] = theirData
                asReceived.insert(moved.relativePath)
                report.renamed.append("\(path) → \(moved.relativePath)")
                report.receivedEntries += 1
                continue
            }
            if isEntry,
                let ourDoc = try? EntryDocument.parse(Array(ourData), file: path),
                let theirDoc = try? EntryDocument.parse(Array(theirData), file: path)
            {
                let baseDoc = baseData.flatMap { try? EntryDocument.parse(Array($0), file: path) }
                let result = try EntryMerge.merge(
                    base: baseDoc, ours: ourDoc, theirs: theirDoc, file: path,
                    ourLabel: ourLabel, theirLabel: theirLabel, mergeText: Repository.mergeText)
                guard result.nests, let entry = EntryPath(relativePath: path) else {
                    // Conflict markers are told from the file itself, on every machine that gets it (`conflicts`).
                    writes[path] = Data(result.text.utf8)
                    report.mergedEntries += 1
                    continue
                }
                // Merged, the new markers would hold the old: the local version stays, the remote's is kept
                // beside it as it came, under a name that is no entry's (so neither is listed twice).
                let copy = try conflictCopyName(for: entry, remote: theirs, taken: &takenNames, repo: repo)
                writes[copy] = theirData
                asReceived.insert(copy)
                report.receivedEntries += 1
                report.attention.append(SyncAttention(file: path, problem: .otherVersionBeside(copy: copy)))
            } else if let entry = EntryPath(relativePath: path) {
                // One side's front matter cannot be read, so the two cannot be merged (and a line merge could put
                // markers into the front matter). Nothing is lost: the local version stays, the remote's is kept
                // beside it byte for byte under the day's next name.
                let copy = try freeName(for: entry, taken: &takenNames, remote: theirs, repo: repo)
                writes[copy.relativePath] = theirData
                asReceived.insert(copy.relativePath)
                report.receivedEntries += 1
                report.attention.append(
                    SyncAttention(file: path, problem: .unreadableNotMerged(remote: theirLabel, copy: copy.relativePath)))
            } else {
                let (text, clean) = try Repository.mergeText(
                    base: baseData, ours: ourData, theirs: theirData,
                    ourLabel: ourLabel, theirLabel: theirLabel)
                writes[path] = text
                if !clean { report.attention.append(SyncAttention(file: path, problem: .fileConflict)) }
            }
        }
        try checkReadsBack(writes.filter { !asReceived.contains($0.key) })
        let received = asReceived.compactMap { path in writes[path]?.map { (path, $0) } }.filter { EntryPath(relativePath: $0.0) != nil }
        report.attention += Self.unreadable(received.sorted { $0.0 < $1.0 }).map {
            SyncAttention(file: $0, problem: .unreadableFromRemote(remote: theirLabel))
        }
        report.attention += Self.conflicts(in: writes.compactMap { path, data in data.map { (path, $0) } })
        // A copy another machine's sync kept beside an entry, coming in: told here too.
        report.attention += Self.conflictCopies(among: asReceived.sorted()).filter { copy in !report.attention.contains(copy) }
        let commits = try gitCall { try repo.commitCount(from: theirs, notIn: ours) }
        report.receivedCommits = report.receivedCommits.map { $0 + commits }
        let entries = report.receivedEntries == 1 ? "1 entry" : "\(report.receivedEntries) entries"
        let message = "Merge \(options.remote)/\(branch): \(entries) received, \(report.mergedEntries) merged"
        // The merge commit is made in the object store first; the journaled step then brings the work
        // tree and the branch to it, so a kill at any moment leaves a step the next run can finish.
        // The files are stored as the merged `.gitattributes` asks (the remote's, when only it changed them),
        // this side's files too: those it now encrypts are stored again, encrypted.
        let attributes = writes.index(forKey: ".gitattributes").map { writes[$0].value ?? Data() }
        if let attributes { try storeAgain(under: attributes, ours: ours, writes: &writes, repo) }
        let merge = try gitCall {
            try repo.commitTree(base: ours, changes: writes, parents: [ours, theirs], message: message, attributes: attributes)
        }
        try runJournaled(
            SyncJournal(
                from: ours.hex, to: merge.hex, paths: writes.keys.sorted(), pid: getpid(),
                received: report.receivedEntries, receivedCommits: report.receivedCommits, merged: report.mergedEntries,
                renamed: report.renamed,
                attention: report.attention), repo)
        return merge
    }

    /// The entries among `files` (path and bytes) that hold conflict markers, whoever wrote them, in order.
    static func conflicts(in files: [(path: String, data: Data)]) -> [SyncAttention] {
        files.filter { EntryPath(relativePath: $0.path) != nil && ConflictMarkers.mayHold($0.data) }.sorted { $0.path < $1.path }
            .compactMap { SyncAttention.conflict(file: $0.path, blocks: ConflictMarkers.blocks(inLines: Array($0.data))) }
    }

    /// The copies of an entry's other version among `paths` (`NAME.conflict-ID.md`), each told under its entry.
    static func conflictCopies(among paths: [String]) -> [SyncAttention] {
        paths.compactMap { path in
            VaultScanner.conflictCopyEntry(relativePath: path).map {
                SyncAttention(file: $0.relativePath, problem: .otherVersionBeside(copy: path))
            }
        }
    }

    /// Where the remote's version of `entry` is kept when it cannot be merged without nesting markers:
    /// `2026/11/2026-11-21.conflict-1a2b3c4.md` (then `-2`, … when taken here, on the remote or in this merge).
    private func conflictCopyName(for entry: EntryPath, remote: ObjectID, taken: inout Set<String>, repo: Repository) throws -> String {
        var number = 1
        while true {
            let id = remote.short + (number == 1 ? "" : "-\(number)")
            let candidate = entry.folder + "/" + entry.name + VaultScanner.conflictCopyMark + id + ".md"
            let onRemote = try gitCall { try repo.contents(of: candidate, at: remote.hex) } != nil
            if !onRemote, !taken.contains(candidate), !FileManager.default.fileExists(atPath: root.appendingPathComponent(candidate).path) {
                taken.insert(candidate)
                return candidate
            }
            number += 1
        }
    }

    /// The day's next name free here, on the remote and in this merge.
    private func freeName(for entry: EntryPath, taken: inout Set<String>, remote: ObjectID, repo: Repository) throws -> EntryPath {
        var sequence = max(entryPaths(on: entry.day).map(\.sequence).max() ?? 0, entry.sequence) + 1
        while true {
            let candidate = EntryPath(day: entry.day, sequence: sequence)
            let onRemote = try gitCall { try repo.contents(of: candidate.relativePath, at: remote.hex) } != nil
            if !onRemote, !taken.contains(candidate.relativePath) {
                taken.insert(candidate.relativePath)
                return candidate
            }
            sequence += 1
        }
    }

    /// Every entry a merge makes must read back: nothing broken that diary made goes into the merge commit.
    /// (An entry taken from one side as it is is that side's, broken or not: it is reported, not refused.)
    private func checkReadsBack(_ writes: [String: Data?]) throws {
        for case (let path, let data?) in writes where EntryPath(relativePath: path) != nil {
            _ = try EntryDocument.parse(Array(data), file: path)
        }
    }

    /// Runs the journaled step that writes the work tree and moves the branch (see `SyncJournal`), after
    /// checking that it overwrites no file the user has not committed.
    private func runJournaled(_ journal: SyncJournal, _ repo: Repository) throws {
        let start = try journal.from.flatMap(ObjectID.init(hex:))
        for path in journal.paths where !OutsideEdits.isLeftover(path) {
            guard let now = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else { continue }
            let before = try start.flatMap { id in try gitCall { try repo.contents(of: path, at: id) } }
            if now != before { throw VaultError.uncommittedFileInTheWay(file: path) }
        }
        try journal.run(in: repo, root: root, gitDirectory: gitDirectory)
    }

    /// Refuses a push that would delete a large share of the remote's entries, unless forced.
    private func refuseMassDeletion(_ repo: Repository, remote: ObjectID?, local: ObjectID, options: SyncOptions) throws {
        guard let remote, !options.force else { return }
        let remoteEntries = try gitCall { try repo.changedPaths(from: nil, to: remote) }
            .filter { EntryPath(relativePath: $0.path) != nil }.count
        let deleted = try gitCall { try repo.changedPaths(from: remote, to: local) }
            .filter { $0.kind == .deleted && EntryPath(relativePath: $0.path) != nil }.count
        if deleted >= 5, Double(deleted) > Double(remoteEntries) * Self.massDeletionShare {
            throw VaultError.massDeletion(deleted: deleted, total: remoteEntries, remote: options.remote)
        }
    }
}
