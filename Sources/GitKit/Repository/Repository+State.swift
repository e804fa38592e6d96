import Clibgit2

/// A multi-step git operation left under way in a repository (`git status` shows it).
public enum GitOperation: String, Sendable {
    case merge
    case rebase
    case cherryPick = "cherry-pick"
    case revert
    case bisect
    case am
}

extension Repository {
    /// The git operation under way (a merge with conflicts, a rebase stopped at a commit, …), nil when none.
    public func operationInProgress() -> GitOperation? {
        let state = git_repository_state(handle.pointer)
        switch git_repository_state_t(rawValue: UInt32(bitPattern: state)) {
        case GIT_REPOSITORY_STATE_MERGE: return .merge
        case GIT_REPOSITORY_STATE_REVERT, GIT_REPOSITORY_STATE_REVERT_SEQUENCE: return .revert
        case GIT_REPOSITORY_STATE_CHERRYPICK, GIT_REPOSITORY_STATE_CHERRYPICK_SEQUENCE: return .cherryPick
        case GIT_REPOSITORY_STATE_BISECT: return .bisect
        case GIT_REPOSITORY_STATE_REBASE, GIT_REPOSITORY_STATE_REBASE_INTERACTIVE, GIT_REPOSITORY_STATE_REBASE_MERGE:
            return .rebase
        case GIT_REPOSITORY_STATE_APPLY_MAILBOX, GIT_REPOSITORY_STATE_APPLY_MAILBOX_OR_REBASE: return .am
        default: return nil
        }
    }
}

/// A commit of `paths` refused because git marks them unmerged (a conflict it stopped on, as `git stash pop`
/// leaves one): committed, git's markers would be taken for text and the conflict dropped unseen.
public struct UnmergedPaths: Error, Equatable, Sendable {
    public let paths: [String]
}

extension Repository {
    /// Throws `UnmergedPaths` naming those of `paths` that `index` holds conflict stages of: a commit of one
    /// would drop git's conflict unseen (`IndexFile` leaves such an index to libgit2, whose paths ask here).
    func refuseUnmerged(_ paths: [String], in index: Handle<Libgit2.Index>) throws {
        guard git_index_has_conflicts(index.pointer) != 0 else { return }
        let unmerged = paths.filter { path in
            var ancestor: UnsafePointer<git_index_entry>?
            var ours: UnsafePointer<git_index_entry>?
            var theirs: UnsafePointer<git_index_entry>?
            let found = git_index_conflict_get(&ancestor, &ours, &theirs, index.pointer, path) == 0
            if !found { git_error_clear() }
            return found
        }
        if !unmerged.isEmpty { throw UnmergedPaths(paths: unmerged) }
    }

    /// The paths the index holds conflict stages for (what `git status` calls unmerged), sorted: a merge,
    /// cherry-pick, rebase or `git stash pop` stopped on a conflict there. Reads the whole index.
    public func unmergedPaths() throws -> [String] {
        let index = try Handle<Libgit2.Index>.make("git_repository_index") { git_repository_index(&$0, handle.pointer) }
        guard git_index_has_conflicts(index.pointer) != 0 else { return [] }
        let iterator = try Handle<Libgit2.IndexConflictIterator>.make("git_index_conflict_iterator_new") {
            git_index_conflict_iterator_new(&$0, index.pointer)
        }
        var paths = Set<String>()
        while true {
            var ancestor: UnsafePointer<git_index_entry>?
            var ours: UnsafePointer<git_index_entry>?
            var theirs: UnsafePointer<git_index_entry>?
            let code = git_index_conflict_next(&ancestor, &ours, &theirs, iterator.pointer)
            if code == GIT_ITEROVER.rawValue { break }
            _ = try check(code, "git_index_conflict_next")
            if let entry = ours ?? theirs ?? ancestor, let path = entry.pointee.path { paths.insert(String(cString: path)) }
        }
        return paths.sorted()
    }
}
