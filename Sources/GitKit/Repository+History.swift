import Clibgit2

extension Repository {
    /// Newest first. With `path`, only commits whose version of that path differs from their first parent's (added, changed or removed there). `limit` caps the count.
    public func history(path: String? = nil, limit: Int? = nil) throws -> [CommitInfo] {
        if let limit, limit <= 0 { return [] }
        guard try head() != nil else { return [] }

        let walk = try Handle<Libgit2.Revwalk>.make("git_revwalk_new") { git_revwalk_new(&$0, handle.pointer) }
        try check(git_revwalk_sorting(walk.pointer, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_TIME.rawValue), "git_revwalk_sorting")
        try check(git_revwalk_push_head(walk.pointer), "git_revwalk_push_head")

        var versions = PathVersions(path: path)
        var result: [CommitInfo] = []
        var oid = git_oid()
        while true {
            let next = git_revwalk_next(&oid, walk.pointer)
            if next == GIT_ITEROVER.rawValue {
                git_error_clear()
                break
            }
            try check(next, "git_revwalk_next")
            let commit = try lookupCommit(ObjectID(oid))
            if path != nil, try !versions.changed(in: commit, repository: self) { continue }
            result.append(CommitInfo(commit))
            if let limit, result.count >= limit { break }
        }
        return result
    }
}

/// The version of one path in each commit looked at, remembered so a linear walk reads every tree once.
private struct PathVersions {
    /// What a tree holds at the path: the object and its mode.
    struct Version: Equatable {
        let id: ObjectID
        let mode: UInt32
    }

    let path: String?
    private var cache: [ObjectID: Version?] = [:]

    init(path: String?) {
        self.path = path
    }

    /// True when `commit`'s version of the path differs from its first parent's (or, for a root commit, exists).
    mutating func changed(in commit: Handle<Libgit2.Commit>, repository: Repository) throws -> Bool {
        let id = ObjectID(git_commit_id(commit.pointer).pointee)
        let mine: Version?
        if let known = cache[id] {
            mine = known
        } else {
            mine = try read(in: commit, repository: repository)
        }
        guard git_commit_parentcount(commit.pointer) > 0, let parentID = git_commit_parent_id(commit.pointer, 0) else {
            return mine != nil
        }
        let parents = try version(in: ObjectID(parentID.pointee), repository: repository)
        return mine != parents
    }

    private mutating func version(in commitID: ObjectID, repository: Repository) throws -> Version? {
        if let known = cache[commitID] { return known }
        let version = try read(in: repository.lookupCommit(commitID), repository: repository)
        cache[commitID] = version
        return version
    }

    private func read(in commit: Handle<Libgit2.Commit>, repository: Repository) throws -> Version? {
        guard let path else { return nil }
        let tree = try repository.tree(of: commit)
        guard let entry = try repository.entry(at: path, in: tree) else { return nil }
        return Version(id: ObjectID(git_tree_entry_id(entry.pointer).pointee), mode: git_tree_entry_filemode_raw(entry.pointer).rawValue)
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
