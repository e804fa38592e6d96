import FileWriting
import Foundation
import GitKit

#if canImport(Glibc)
    import Glibc
#endif

/// The one step of a sync that changes the work tree, written down before it starts: `.git/diary/sync-journal`.
///
/// A sync first makes the commit it moves to (the merge commit, or the remote's commit for a
/// fast-forward) in the object store, where nothing sees it yet; then writes this journal (atomically,
/// fsynced); then writes the listed files from that commit; then moves the branch; then deletes the
/// journal. Whoever next takes the vault lock (any diary command that writes, `sync`, `status`) finds
/// a journal left by a killed sync and finishes it before anything else (`finish`): the files are
/// written again from the commit and the branch moved, which converges to what the uninterrupted sync
/// would have left. When HEAD is at neither end (git moved it meanwhile) the step is rolled back instead.
struct SyncJournal: Codable, Equatable {
    /// Bumped when the format changes; a newer journal is refused, never guessed at.
    static let currentVersion = 1

    var version = SyncJournal.currentVersion
    /// HEAD before the step (hex); nil for an unborn branch.
    var from: String?
    /// The commit the branch moves to (hex): its files are the truth for every path listed.
    var to: String
    /// Work-tree paths that differ between `from` and `to` and are written (or removed) by the step.
    var paths: [String]
    /// The process that wrote the journal: its leftover temporary files (`.NAME.tmp-PID`) are removed.
    var pid: Int32
    /// What the sync would have reported, so that the run that finishes it reports the same: entries
    /// received and merged, and the remote's commits received (absent from a journal an older diary wrote:
    /// the run that finishes it then tells only the entries).
    var received = 0
    var receivedCommits: Int?
    var merged = 0
    var renamed: [String] = []
    var attention: [SyncAttention] = []

    static func url(gitDirectory: URL) -> URL { gitDirectory.appendingPathComponent("diary/sync-journal") }

    static func exists(gitDirectory: URL) -> Bool {
        access(url(gitDirectory: gitDirectory).path, F_OK) == 0
    }

    /// What finishing a journal found.
    struct Completion: Sendable {
        enum Outcome: Sendable, Equatable {
            /// The step was completed (or had been, all but deleting the journal).
            case finished
            /// HEAD had moved elsewhere: the files the step wrote were put back as HEAD has them.
            case rolledBack
        }
        var outcome: Outcome
        /// Entries received and merged, and commits received (nil when the journal did not tell it).
        var received = 0
        var receivedCommits: Int? = 0
        var merged = 0
        var renamed: [String] = []
        /// The interrupted sync's attention items, and any edit made to a half-written file meanwhile.
        var attention: [SyncAttention] = []
    }

    // MARK: Running the step

    /// Writes the journal, then the work tree, then moves the branch, then deletes the journal.
    func run(in repo: Repository, root: URL, gitDirectory: URL) throws {
        let url = Self.url(gitDirectory: gitDirectory)
        try AtomicFile.write(try JSONEncoder().encode(self), to: url, displayName: url.path)
        try apply(in: repo, root: root)
        try AtomicFile.remove(url, displayName: url.path)
    }

    /// Writes every listed path as `to` has it and moves the branch from `from` to `to`. Idempotent. Each
    /// file goes from git to its temporary file a piece at a time: a large attachment (decrypted, in an
    /// encrypted vault) is never held in memory whole.
    private func apply(in repo: Repository, root: URL) throws {
        let target = try objectID(to)
        var writes: [(fill: (AtomicWrite.Sink) throws -> Void, url: URL, displayName: String)] = []
        var removals: [String] = []
        // A step that brings a new `.gitattributes` writes every file as those ask (as git checks it out first).
        let attributes = try paths.contains(".gitattributes") ? gitCall { try GivenAttributes(of: target, in: repo) } : nil
        for path in paths {
            if try gitCall({ try repo.blobID(of: path, at: target) }) != nil {
                let fill = { (sink: AtomicWrite.Sink) throws -> Void in
                    _ = try gitCall { try repo.streamContents(of: path, at: target, attributes: attributes) { try sink.write($0) } }
                }
                writes.append((fill, root.appendingPathComponent(path), path))
            } else {
                removals.append(path)
            }
        }
        try AtomicFile.writeMany(filling: writes)
        for path in removals {
            let url = root.appendingPathComponent(path)
            if FileManager.default.fileExists(atPath: url.path) { try AtomicFile.remove(url, displayName: path) }
        }
        let expected = try from.map(objectID)
        try gitCall(lockFile: repo.gitDirectory.appendingPathComponent("index.lock").path) {
            try repo.advance(to: target, paths: paths, expected: expected)
        }
    }

    private func objectID(_ hex: String) throws -> ObjectID {
        guard let id = ObjectID(hex: hex) else { throw VaultError.badSyncJournal(file: ".git/diary/sync-journal") }
        return id
    }

    // MARK: Finishing an interrupted step

    /// Finishes (or rolls back) a step a killed sync left, then deletes its journal; nil when there is none.
    /// The caller holds the vault lock.
    static func finish(gitDirectory: URL, tool: ToolIdentity) throws -> Completion? {
        let url = url(gitDirectory: gitDirectory)
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        guard let journal = try? JSONDecoder().decode(SyncJournal.self, from: data),
            journal.version == currentVersion
        else {
            throw VaultError.badSyncJournal(file: url.path)
        }
        let root = gitDirectory.deletingLastPathComponent()
        let repo = try openVaultRepository(at: root, tool: tool)
        journal.removeTemporaryFiles(root: root, gitDirectory: gitDirectory)
        let completion = try journal.finish(in: repo, root: root)
        // Whatever command finished it, `diary status` lists what the interrupted sync left to look at.
        if !completion.attention.isEmpty {
            let host = VaultHost(toolName: tool.name, toolEmail: tool.email, timeZone: tool.timeZone)
            try Vault(root: root, repository: repo, timeZone: tool.timeZone, host: host).recordAttention(
                completion.attention)
        }
        try AtomicFile.remove(url, displayName: url.path)
        return completion
    }

    private func finish(in repo: Repository, root: URL) throws -> Completion {
        let head = try gitCall { try repo.head() }
        var completion = Completion(
            outcome: .finished, received: received, receivedCommits: receivedCommits, merged: merged, renamed: renamed,
            attention: attention)
        if head?.hex == to { return completion }
        guard head?.hex == from else {
            try rollBack(in: repo, root: root, head: head)
            completion = Completion(outcome: .rolledBack)
            return completion
        }
        // Each listed file holds `from`'s bytes (not written yet) or `to`'s (written); anything else
        // was edited after the kill, and that edit is kept on top of the finished step.
        let start = try from.map(objectID)
        let target = try objectID(to)
        var edits: [(path: String, data: Data?)] = []
        for path in paths {
            let now = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
            let before = try start.flatMap { id in try gitCall { try repo.contents(of: path, at: id) } }
            let after = try gitCall { try repo.contents(of: path, at: target) }
            if now != before && now != after { edits.append((path, now)) }
        }
        try apply(in: repo, root: root)
        for edit in edits {
            try keep(edit, in: repo, root: root, start: start, target: target, attention: &completion.attention)
        }
        return completion
    }

    /// Puts an edit made to a half-written file back into the work tree, as an uncommitted change on top
    /// of the finished step: merged line by line with the step's version when that merges cleanly,
    /// else as the user left it (the step's version stays in the history).
    private func keep(
        _ edit: (path: String, data: Data?), in repo: Repository, root: URL, start: ObjectID?, target: ObjectID,
        attention: inout [SyncAttention]
    ) throws {
        let url = root.appendingPathComponent(edit.path)
        guard let mine = edit.data else {
            if FileManager.default.fileExists(atPath: url.path) { try AtomicFile.remove(url, displayName: edit.path) }
            return
        }
        let before = try start.flatMap { id in try gitCall { try repo.contents(of: edit.path, at: id) } }
        var kept = mine
        if let finished = try gitCall({ try repo.contents(of: edit.path, at: target) }),
            let (merged, clean) = try? Repository.mergeText(
                base: before, ours: mine, theirs: finished,
                ourLabel: "edited", theirLabel: "synced"),
            clean, EntryPath(relativePath: edit.path) == nil || (try? EntryDocument.parse(Array(merged), file: edit.path)) != nil
        {
            kept = merged
        } else {
            attention.append(SyncAttention(file: edit.path, problem: .editKeptOverInterruptedSync))
        }
        try AtomicFile.write(kept, to: url, displayName: edit.path)
    }

    /// HEAD moved since the journal was written: every listed file still as the step wrote it goes back
    /// to HEAD's version, so that no half-applied file is taken for an edit. Other files are left alone.
    private func rollBack(in repo: Repository, root: URL, head: ObjectID?) throws {
        let target = try objectID(to)
        for path in paths {
            let url = root.appendingPathComponent(path)
            let now = FileManager.default.contents(atPath: url.path)
            let written = try gitCall { try repo.contents(of: path, at: target) }
            guard now == written else { continue }
            let current = try head.flatMap { id in try gitCall { try repo.contents(of: path, at: id) } }
            guard current != now else { continue }
            if let current {
                try AtomicFile.write(current, to: url, displayName: path)
            } else if now != nil {
                try AtomicFile.remove(url, displayName: path)
            }
        }
    }

    /// The killed process's temporary files beside the listed paths, and the journal's own.
    private func removeTemporaryFiles(root: URL, gitDirectory: URL) {
        for path in paths {
            let url = root.appendingPathComponent(path)
            let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp-\(pid)")
            unlink(temp.path)
        }
        for name in ["sync-journal", "attention.json"] {
            unlink(gitDirectory.appendingPathComponent("diary/.\(name).tmp-\(pid)").path)
        }
    }
}
