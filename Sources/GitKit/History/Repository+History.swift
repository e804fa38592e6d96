import Clibgit2

extension Repository {
    /// Newest first, as `git log` (or with `path`, `git log -- path`) prints them; see `history(paths:limit:)`.
    public func history(path: String? = nil, limit: Int? = nil) throws -> [CommitInfo] {
        try history(paths: path.map { [$0] } ?? [], limit: limit)
    }

    /// The commits `git log -- paths` prints (all of HEAD's with no paths), in its order; `limit` caps the count.
    ///
    /// The order is git's default one: the commit with the newest committer date next, commits of the
    /// same second in the order they were reached (so a side branch's commits are interleaved by date,
    /// and a parent whose clock ran behind can come before its child, as in git). With `paths`, a
    /// commit is shown when one of them differs from its parent's; a merge that kept one parent's
    /// version of all of them is left out and only that parent's side is followed, as git's default
    /// history simplification does.
    public func history(paths: [String], limit: Int? = nil) throws -> [CommitInfo] {
        if let limit, limit <= 0 { return [] }
        guard let head = try head() else { return [] }
        var queue = CommitDateQueue()
        var seen: Set<ObjectID> = [head]
        queue.insert(try lookupCommit(head))
        var versions = PathVersions(paths: paths)
        var result: [CommitInfo] = []
        while let commit = queue.popNewest() {
            var parents = (0..<git_commit_parentcount(commit.pointer)).compactMap {
                git_commit_parent_id(commit.pointer, $0).map { ObjectID($0.pointee) }
            }
            var shown = true
            if !paths.isEmpty {
                let mine = try versions.of(ObjectID(git_commit_id(commit.pointer).pointee), in: self)
                if parents.isEmpty {
                    shown = mine.contains { $0 != nil }
                } else if let same = try parents.first(where: { try versions.of($0, in: self) == mine }) {
                    shown = false
                    parents = [same]
                }
            }
            if shown {
                result.append(CommitInfo(commit))
                if let limit, result.count >= limit { break }
            }
            for parent in parents where seen.insert(parent).inserted {
                queue.insert(try lookupCommit(parent))
            }
        }
        return result
    }
}

/// Commits waiting to be shown, newest committer date first; of equal dates, the first inserted first
/// (git's `commit_list_insert_by_date`).
private struct CommitDateQueue {
    private var commits: [(time: Int64, commit: Handle<Libgit2.Commit>)] = []

    mutating func insert(_ commit: Handle<Libgit2.Commit>) {
        let time = Int64(git_commit_time(commit.pointer))
        let index = commits.firstIndex { $0.time < time } ?? commits.endIndex
        commits.insert((time, commit), at: index)
    }

    mutating func popNewest() -> Handle<Libgit2.Commit>? {
        commits.isEmpty ? nil : commits.removeFirst().commit
    }
}

/// What each commit looked at holds at the paths, remembered so a parent's trees are read once.
private struct PathVersions {
    /// What a tree holds at one path: the object and its mode.
    struct Version: Equatable {
        let id: ObjectID
        let mode: UInt32
    }

    let paths: [String]
    private var cache: [ObjectID: [Version?]] = [:]

    init(paths: [String]) {
        self.paths = paths
    }

    /// The version of each path in the commit `id` (nil where it has none).
    mutating func of(_ id: ObjectID, in repository: Repository) throws -> [Version?] {
        if let known = cache[id] { return known }
        let tree = try repository.tree(of: repository.lookupCommit(id))
        let versions = try paths.map { path -> Version? in
            guard let entry = try repository.entry(at: path, in: tree) else { return nil }
            return Version(id: ObjectID(git_tree_entry_id(entry.pointer).pointee), mode: git_tree_entry_filemode_raw(entry.pointer).rawValue)
        }
        cache[id] = versions
        return versions
    }
}

extension Repository {
    /// The entry at `path` (with "/" separators) in `tree`, nil when there is none.
    func entry(at path: String, in tree: Handle<Libgit2.Tree>) throws -> Handle<Libgit2.TreeEntry>? {
        var entry: OpaquePointer?
        let result = git_tree_entry_bypath(&entry, tree.pointer, path)
        if result == GIT_ENOTFOUND.rawValue {
            git_error_clear()
            return nil
        }
        try check(result, "git_tree_entry_bypath")
        return entry.map { Handle($0) }
    }
}
