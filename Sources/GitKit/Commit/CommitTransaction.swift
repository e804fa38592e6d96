import Clibgit2
import Foundation

/// A commit on the current branch, with every lock it needs taken before anything is written.
///
/// `Repository.beginCommit()` takes `.git/index.lock` and the branch's lock (`refs/heads/NAME.lock`),
/// waiting a little while another git holds them; the caller then changes the work tree, and `commit`
/// writes the objects, checks that the commit and everything it names is in the object store, moves the
/// branch and only then puts the new index in place. A failure at any step leaves the branch and the index
/// as they were. Dropping the transaction without committing releases both locks.
public final class CommitTransaction {
    let repository: Repository
    let indexLock: LockFile
    let branchLock: LockFile
    /// The branch HEAD names, e.g. `refs/heads/main`.
    public let branch: String
    /// The commit the branch pointed at when the locks were taken (nil: unborn); it cannot move while they are held.
    public let parent: ObjectID?
    var used = false
    /// Ctrl-C and friends wait until the locks are released.
    private let signals: DeferredSignals

    init(_ repository: Repository, timeout: TimeInterval, marker: String?) throws {
        self.repository = repository
        branch = "refs/heads/" + (try repository.currentBranch())
        let git = repository.gitDirectory.path
        signals = DeferredSignals()
        let marked = marker.map { LockFile.Marker(text: $0, staging: LockFile.stagingPath(gitDirectory: git, pid: getpid())) }
        // In git's order: the index first, then the ref.
        indexLock = try LockFile.acquire(git + "/index", timeout: timeout, marker: marked, function: "git_index_write")
        branchLock = try LockFile.acquire(git + "/" + branch, timeout: timeout, marker: marked, function: "git_reference_create")
        parent = try repository.branchTarget(branch)
    }

    /// Commits exactly `paths` (see `Repository.commit(paths:message:progress:)`), with `mergedParent` as a
    /// second parent when given. Returns the commit only when the branch points at it and the object store
    /// holds it; throws otherwise, with the branch and the index as they were (`UnappliedFilter` for a file
    /// whose attributes name a filter driver libgit2 does not run). Use once.
    public func commit(
        paths: [String], message: String, mergedParent: ObjectID? = nil,
        progress: ((CommitProgress) -> Void)? = nil
    ) throws -> ObjectID {
        precondition(!used, "a CommitTransaction commits once")
        used = true
        defer { release() }
        let paths = try Repository.validated(paths)
        // Nothing is stored for a file git would have filtered (git-crypt, lfs): not even its blob.
        try repository.refuseUnappliedFilters(paths)
        let parentCommit = try parent.map(repository.lookupCommit)
        let other = try mergedParent.map(repository.lookupCommit)
        let baseTree = try parentCommit.map(repository.tree(of:))
        let (edits, index) = try repository.prepareIndex(paths, headTree: baseTree, lock: indexLock, progress: progress)
        do {
            let treeID = try repository.writeRootTree(edits, over: baseTree)
            let text = message.hasSuffix("\n") ? message : message + "\n"
            let signature = repository.defaultSignature()
            let id = try repository.writeCommit(
                tree: treeID, parents: [parentCommit, other].compactMap { $0 },
                signature: signature, message: text)
            try repository.checkStored(commit: id, paths: paths, edits: edits)
            let kind = parent == nil ? "commit (initial)" : (mergedParent == nil ? "commit" : "commit (merge)")
            try RefWrite(repository: repository, lock: branchLock, name: branch)
                .move(from: parent, to: id, signature: signature, message: "\(kind): \(Self.summary(of: message))")
            // The branch has moved: the commit is made. A rename that fails now leaves the old index, which
            // `git status` shows as a staged difference; nothing is lost, so it is not an error.
            index.install()
            return id
        } catch {
            index.discard()
            throw error
        }
    }

    /// Gives up without committing: both locks are released, nothing changed. Safe to call twice.
    public func release() {
        branchLock.release()
        indexLock.release()
        signals.end()
    }

    deinit { release() }

    /// The first line of `message`, as git writes it in a reflog.
    static func summary(of message: String) -> String {
        let line = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        return line.trimmingCharacters(in: .whitespaces)
    }
}

extension Repository {
    /// How long a commit waits for another git's lock by default (see `LockFile.defaultTimeout`).
    public static let lockTimeout = LockFile.defaultTimeout

    /// Takes the locks for a commit on the current branch (see `CommitTransaction`). Throws `isLocked`
    /// naming the lock file when another git holds one for longer than `lockTimeout` seconds, and
    /// `isDetachedHead` when HEAD names no branch.
    ///
    /// With a `marker` (a text no other process writes: its pid and a random number, say), each lock
    /// file holds it until its new content is written, so that locks left by a process killed holding
    /// them can be told from anyone else's and removed (`removeLeftoverLocks`).
    public func beginCommit(lockTimeout: TimeInterval = Repository.lockTimeout, marker: String? = nil) throws -> CommitTransaction {
        try CommitTransaction(self, timeout: lockTimeout, marker: marker)
    }

    /// Removes `.git/index.lock` and `branch`'s lock (a full ref name) where they still hold `marker`, or
    /// the branch's where it holds `movingTo` (the line `complete` writes over the marker): left by a
    /// transaction begun with that marker whose process is gone, which the caller must know (a lock of
    /// its own the process held, say). Any other lock file is never touched. Returns the paths of the
    /// lock files removed.
    @discardableResult
    public func removeLeftoverLocks(branch: String, marker: String, movingTo commit: ObjectID? = nil) -> [String] {
        let git = gitDirectory.path
        var removed: [String] = []
        if LockFile.removeIfHolding([marker], target: git + "/index") { removed.append(git + "/index.lock") }
        let branchTexts = [marker] + (commit.map { [$0.hex + "\n"] } ?? [])
        if LockFile.removeIfHolding(branchTexts, target: git + "/" + branch) { removed.append(git + "/" + branch + ".lock") }
        return removed
    }

    /// The commit `branch` (a full ref name) points at, nil when it does not exist (an unborn branch).
    func branchTarget(_ branch: String) throws -> ObjectID? {
        var oid = git_oid()
        let result = git_reference_name_to_id(&oid, handle.pointer, branch)
        if result == GIT_ENOTFOUND.rawValue {
            git_error_clear()
            return nil
        }
        try check(result, "git_reference_name_to_id")
        return ObjectID(oid)
    }

    /// Writes a commit object without moving any ref.
    func writeCommit(tree: ObjectID, parents: [Handle<Libgit2.Commit>], signature: Signature, message: String) throws -> ObjectID {
        let tree = try lookupTree(tree)
        let signature = try signature.makeHandle()
        var id = git_oid()
        var parents: [OpaquePointer?] = parents.map(\.pointer)
        try check(
            git_commit_create(
                &id, handle.pointer, nil, signature.pointer, signature.pointer,
                nil, message, tree.pointer, parents.count, &parents), "git_commit_create")
        return ObjectID(id)
    }

    /// Checks that the object store really holds commit `id`, its tree and the blob of every path it
    /// changed. libgit2 1.5 can report success for an object it failed to write (a full disk while writing
    /// a commit), so its word is not taken for it.
    func checkStored(commit id: ObjectID, paths: [String], edits: TreeEdits) throws {
        let function = "commit"
        func missing(_ object: GitProblem.StoredObject) -> GitError {
            git_error_clear()
            return GitError(
                code: GIT_ERROR.rawValue, errorClass: Int32(GIT_ERROR_ODB.rawValue), problem: .missingAfterWrite(object), function: function)
        }
        let odb = try Handle<Libgit2.ObjectDatabase>.make("git_repository_odb") { git_repository_odb(&$0, handle.pointer) }
        var commitOid = id.raw
        guard git_odb_exists(odb.pointer, &commitOid) == 1, let commit = try? lookupCommit(id),
            let tree = try? tree(of: commit)
        else { throw missing(.commit(id)) }
        for path in paths {
            let found = try? entry(at: path, in: tree)
            switch (edits.change(at: path), found) {
            case (.remove?, nil), (nil, _):
                continue
            case (.put(let blob, _)?, let entry?):
                var oid = blob.raw
                guard ObjectID(git_tree_entry_id(entry.pointer).pointee) == blob else { throw missing(.entry(path: path, commit: id)) }
                if git_tree_entry_filemode(entry.pointer) != GIT_FILEMODE_COMMIT, git_odb_exists(odb.pointer, &oid) != 1 {
                    throw missing(.blob(path: path))
                }
            default:
                throw missing(.entry(path: path, commit: id))
            }
        }
    }
}
