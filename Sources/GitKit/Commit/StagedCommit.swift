import Clibgit2
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file that a staged commit changes in the work tree: its bytes there now and after.
public struct FileRewrite: Sendable {
    /// The file, relative to the work tree, with "/" separators.
    public let path: String
    /// The work tree's bytes now; nil when there is no file (the commit adds it).
    public let old: Data?
    /// The work tree's bytes after; nil when the commit removes the file.
    public let new: Data?

    public init(path: String, old: Data?, new: Data?) {
        self.path = path
        self.old = old
        self.new = new
    }
}

/// A commit written to the object store whose branch has not moved yet: the caller rewrites the work
/// tree, then `CommitTransaction.complete` moves the branch and puts the index in place.
///
/// Both sides of every file are in the object store (`old` and `new`), so the work tree can be brought
/// to either from git alone, whatever moment a kill stopped the rewriting at.
public struct StagedCommit: Sendable, Equatable {
    /// One file the commit changes.
    public struct File: Sendable, Equatable {
        /// Relative to the work tree.
        public let path: String
        /// The blob of the work tree's bytes before (nil: there was no file).
        public let old: ObjectID?
        /// The blob of the work tree's bytes after (nil: the file is removed).
        public let new: ObjectID?
        /// The blob the commit holds at `path`: `new` as git stores it (cleaned by a filter); nil when removed.
        public let stored: ObjectID?
        /// The file's mode in the commit and the index (`0o100644` or `0o100755`).
        public let mode: UInt32
        /// `old` and `new` are the bytes as stored, which the path's filter driver smudges into the work
        /// tree's (a git-crypt file is never stored decrypted, not even for this).
        public let smudged: Bool

        public init(path: String, old: ObjectID?, new: ObjectID?, stored: ObjectID?, mode: UInt32, smudged: Bool) {
            self.path = path
            self.old = old
            self.new = new
            self.stored = stored
            self.mode = mode
            self.smudged = smudged
        }
    }

    /// The full name of the branch the commit is for, e.g. `refs/heads/main`.
    public let branch: String
    /// The commit the branch pointed at (nil: unborn); the new commit's parent.
    public let parent: ObjectID?
    /// The new commit.
    public let commit: ObjectID
    public let files: [File]

    public init(branch: String, parent: ObjectID?, commit: ObjectID, files: [File]) {
        self.branch = branch
        self.parent = parent
        self.commit = commit
        self.files = files
    }
}

extension CommitTransaction {
    /// Writes the commit of `rewrites` without touching the work tree, the index or the branch: every
    /// blob (the files' bytes before and after), the trees and the commit go into the object store as one
    /// pack, and are checked there. The caller then rewrites the work tree and calls `complete`; or gives
    /// up (`release`), leaving objects nothing refers to, which `git gc` removes in time.
    ///
    /// `rewrites` hold work-tree bytes: a filter driver that runs here cleans them before they are stored
    /// (and `old`/`new` are then the cleaned bytes, see `StagedCommit.File.smudged`); git's own transforms
    /// (`core.autocrlf`, `text`, `ident`) apply to the stored blob, and the bytes themselves are kept
    /// beside it. A file whose attributes name a driver that does not run here throws `UnappliedFilter`.
    /// `progress` hears each file stored, then `stored` once the pack is in place.
    public func stage(_ rewrites: [FileRewrite], message: String, progress: ((CommitProgress) -> Void)? = nil) throws -> StagedCommit {
        precondition(!used, "a CommitTransaction commits once")
        let paths = try Repository.validated(rewrites.map(\.path))
        guard paths.count == rewrites.count else {
            throw GitError.invalid("a path is named twice in one commit", function: "stage")
        }
        let pack = try PackWriter(reading: repository)
        guard let objects = pack.objects else { preconditionFailure("a PackWriter reading a repository has its objects") }
        var filters = FilterCheck(repository)
        let parentCommit = try parent.map(objects.lookupCommit)
        let baseTree = try parentCommit.map(objects.tree(of:))
        var edits = TreeEdits()
        var files: [StagedCommit.File] = []
        files.reserveCapacity(rewrites.count)
        // In batches, each hashed and compressed on every core, so that progress is heard as it goes.
        let batch = 512
        for start in stride(from: 0, to: rewrites.count, by: batch) {
            // What each file stores: its bytes before, as stored, and its bytes after, as stored (and as
            // they are, when a transform of git's changes them).
            var blobs: [Data] = []
            var plans: [(old: Int?, stored: Int?, new: Int?, smudged: Bool)] = []
            for rewrite in rewrites[start..<min(start + batch, rewrites.count)] {
                let path = rewrite.path
                if rewrite.new != nil { try repository.refuseUnfiltered(path) }
                let mayFilter = filters.mayFilter(path)
                var driver: (any FilterDriver)?
                if mayFilter, rewrite.new != nil, let name = try repository.filterDriver(for: path) {
                    driver = repository.runningDriver(name)
                    // Nothing is stored for a file git would have filtered with a driver that does not run here.
                    if driver == nil { throw UnappliedFilter(path: path, driver: name) }
                } else if mayFilter {
                    driver = try repository.runningDriver(for: path)
                }
                func stored(_ data: Data) throws -> Data {
                    if let driver { return try Repository.clean(data, path: path, with: driver) }
                    return mayFilter ? try repository.filteredForStore(data, path: path) : data
                }
                func add(_ data: Data) -> Int {
                    blobs.append(data)
                    return blobs.count - 1
                }
                let old = try rewrite.old.map { add(driver == nil ? $0 : try stored($0)) }
                var storedIndex: Int?
                var new: Int?
                if let bytes = rewrite.new {
                    let clean = try stored(bytes)
                    storedIndex = add(clean)
                    new = driver != nil || clean == bytes ? storedIndex : add(bytes)
                }
                plans.append((old, storedIndex, new, driver != nil))
            }
            let ids = try pack.writeBlobs(blobs).map(ObjectID.init)
            for (offset, plan) in plans.enumerated() {
                let path = rewrites[start + offset].path
                let stored = plan.stored.map { ids[$0] }
                let mode = repository.workTreeFileMode(path)
                edits.record(stored.map { .put($0, git_filemode_t(rawValue: mode)) } ?? .remove, at: path.split(separator: "/")[...])
                files.append(
                    StagedCommit.File(
                        path: path, old: plan.old.map { ids[$0] }, new: plan.new.map { ids[$0] }, stored: stored, mode: mode,
                        smudged: plan.smudged))
            }
            progress?(.staging(done: files.count, total: rewrites.count))
        }
        let tree = try objects.writeRootTree(edits, over: baseTree)
        let text = message.hasSuffix("\n") ? message : message + "\n"
        let commit = try objects.writeCommit(
            tree: tree, parents: [parentCommit].compactMap { $0 }, signature: repository.defaultSignature(), message: text)
        pack.collect(commit: commit)
        try pack.flush(into: repository)
        try repository.checkStored(commit: commit, paths: paths, edits: edits)
        progress?(.stored)
        return StagedCommit(branch: branch, parent: parent, commit: commit, files: files)
    }

    /// Once the work tree holds every file of `staged` as it is after: writes the index, with each file's
    /// blob and the stat data the work tree has now (so `git status` need not read them again), moves the
    /// branch to the commit (unless it is there already, when a run that was killed is finished), and
    /// only then puts the index in place. Throws, with the branch and the index as they were, when the
    /// branch is at neither end or the index or the ref cannot be written. Use once.
    public func complete(_ staged: StagedCommit, progress: ((CommitProgress) -> Void)? = nil) throws {
        precondition(!used, "a CommitTransaction commits once")
        used = true
        defer { release() }
        guard staged.branch == branch, parent == staged.parent || parent == staged.commit else {
            throw GitError(
                code: GIT_EMODIFIED.rawValue, errorClass: Int32(GIT_ERROR_REFERENCE.rawValue),
                problem: .branchAtNeitherEnd(branch: branch, actual: parent, parent: staged.parent, commit: staged.commit),
                function: "complete")
        }
        let index = try repository.preparedIndex(for: staged.files, lock: indexLock)
        progress?(.indexed)
        if parent != staged.commit {
            do {
                let signature = repository.defaultSignature()
                let kind = parent == nil ? "commit (initial)" : "commit"
                let message = (try? repository.commitInfo(staged.commit).message) ?? ""
                try RefWrite(repository: repository, lock: branchLock, name: branch)
                    .move(from: parent, to: staged.commit, signature: signature, message: "\(kind): \(Self.summary(of: message))")
            } catch {
                index.discard()
                throw error
            }
        }
        // The branch is at the commit: the commit is made. A rename that fails now leaves the old index,
        // which `git status` shows as a staged difference; nothing is lost, so it is not an error.
        index.install()
    }
}

extension Repository {
    /// `data`, the work-tree bytes of `path`, as git's own transforms store them (`core.autocrlf`, `text`,
    /// `eol`, `ident`); `data` itself when none applies.
    func filteredForStore(_ data: Data, path: String) throws -> Data {
        var filters: OpaquePointer?
        try check(
            git_filter_list_load(&filters, handle.pointer, nil, path, GIT_FILTER_TO_ODB, GIT_FILTER_DEFAULT.rawValue),
            "git_filter_list_load")
        guard let filters else { return data }
        defer { git_filter_list_free(filters) }
        var out = git_buf()
        defer { git_buf_dispose(&out) }
        let status = data.withUnsafeBytes { raw in
            git_filter_list_apply_to_buffer(&out, filters, raw.baseAddress?.assumingMemoryBound(to: CChar.self), raw.count)
        }
        try check(status, "git_filter_list_apply_to_buffer")
        guard let bytes = out.ptr else { return Data() }
        return Data(bytes: bytes, count: out.size)
    }

    /// The mode git records for the work tree's file at `path`: executable or not (a new file is not).
    func workTreeFileMode(_ path: String) -> UInt32 {
        var info = stat()
        guard lstat(workdirPath + "/" + path, &info) == 0 else { return 0o100644 }
        return info.st_mode & 0o111 != 0 ? 0o100755 : 0o100644
    }

    /// The work tree's bytes of blob `id` at `path`: smudged by the path's driver when `smudged` (see
    /// `StagedCommit.File`), else the blob's bytes as they are.
    public func workTreeBytes(ofBlob id: ObjectID, path: String, smudged: Bool) throws -> Data {
        var oid = id.raw
        let blob = try Handle<Libgit2.Blob>.make("git_blob_lookup") { git_blob_lookup(&$0, handle.pointer, &oid) }
        return smudged ? try workTreeBytes(of: blob, for: path) : Self.data(of: blob)
    }

    /// True when commit `descendant` has `ancestor` in its history (a commit is not its own descendant).
    public func isDescendant(_ descendant: ObjectID, of ancestor: ObjectID) throws -> Bool {
        var a = descendant.raw
        var b = ancestor.raw
        let result = git_graph_descendant_of(handle.pointer, &a, &b)
        try check(result < 0 ? result : 0, "git_graph_descendant_of")
        return result == 1
    }

    /// The new index for `files` as the work tree has them now, written beside the held `lock`: each
    /// entry with its staged blob and the file's stat data; a removed file's entry is gone.
    func preparedIndex(for files: [StagedCommit.File], lock: LockFile) throws -> PreparedIndex {
        var changes: [IndexFile.Change] = []
        changes.reserveCapacity(files.count)
        for file in files {
            guard let stored = file.stored else {
                changes.append(IndexFile.Change(path: file.path, entry: nil))
                continue
            }
            var info = stat()
            guard lstat(workdirPath + "/" + file.path, &info) == 0 else {
                throw GitError.invalid(.missingFromWorkTree(path: file.path), function: "complete")
            }
            changes.append(IndexFile.Change(path: file.path, entry: IndexFile.Entry(id: stored.raw, mode: file.mode, stat: info)))
        }
        if let index = IndexFile.updated(gitDirectory: gitDirectory, changes: changes) {
            return try PreparedIndex.writeStandalone(index, beside: lock)
        }
        // An index libgit2 must handle (version 4, split, a conflict): the same entries through it.
        let index = try Handle<Libgit2.Index>.make("git_repository_index") { git_repository_index(&$0, handle.pointer) }
        defer { git_index_read(index.pointer, 1) }
        try check(git_index_read(index.pointer, 0), "git_index_read")
        try refuseUnmerged(changes.map(\.path), in: index)
        for change in changes {
            guard let entry = change.entry else {
                if git_index_remove_bypath(index.pointer, change.path) < 0 { git_error_clear() }
                continue
            }
            var raw = git_index_entry()
            let s = entry.stat
            raw.ctime = git_index_time(
                seconds: Int32(truncatingIfNeeded: s.st_ctim.tv_sec), nanoseconds: UInt32(truncatingIfNeeded: s.st_ctim.tv_nsec))
            raw.mtime = git_index_time(
                seconds: Int32(truncatingIfNeeded: s.st_mtim.tv_sec), nanoseconds: UInt32(truncatingIfNeeded: s.st_mtim.tv_nsec))
            raw.dev = UInt32(truncatingIfNeeded: s.st_dev)
            raw.ino = UInt32(truncatingIfNeeded: s.st_ino)
            raw.mode = entry.mode
            raw.uid = s.st_uid
            raw.gid = s.st_gid
            raw.file_size = UInt32(truncatingIfNeeded: s.st_size)
            raw.id = entry.id
            try change.path.withCString { name in
                raw.path = name
                try check(git_index_add(index.pointer, &raw), "git_index_add")
            }
        }
        return try PreparedIndex.writeStandalone(changes.map(\.path), from: index, beside: lock)
    }
}
