import Clibgit2

/// A commit a push would send, with what it brought in: the paths whose blob differs from every
/// parent's (for a merge, what neither side had), so a file taken as it was from one side is not counted.
public struct OutgoingCommit: Sendable, Equatable {
    public let id: ObjectID
    /// Added or changed paths whose blob is none of the parents' at that path.
    public let introduced: [String]
}

extension Repository {
    /// The commits reachable from `local` and not from `remote` (all of `local`'s history when nil), as
    /// `git log REMOTE..LOCAL` lists them, oldest first.
    public func outgoingCommits(from local: ObjectID, notIn remote: ObjectID?) throws -> [OutgoingCommit] {
        let walk = try Handle<Libgit2.Revwalk>.make("git_revwalk_new") { git_revwalk_new(&$0, handle.pointer) }
        try check(git_revwalk_sorting(walk.pointer, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_REVERSE.rawValue), "git_revwalk_sorting")
        var start = local.raw
        try check(git_revwalk_push(walk.pointer, &start), "git_revwalk_push")
        if var hidden = remote?.raw { try check(git_revwalk_hide(walk.pointer, &hidden), "git_revwalk_hide") }
        var result: [OutgoingCommit] = []
        var next = git_oid()
        while git_revwalk_next(&next, walk.pointer) == 0 {
            let id = ObjectID(next)
            let commit = try lookupCommit(id)
            let parents = (0..<git_commit_parentcount(commit.pointer)).compactMap {
                git_commit_parent_id(commit.pointer, $0).map { ObjectID($0.pointee) }
            }
            var introduced: [String] = []
            for change in try changedPaths(from: parents.first, to: id) where change.kind != .deleted {
                let blob = try blobID(of: change.path, at: id)
                if try parents.dropFirst().contains(where: { try blobID(of: change.path, at: $0) == blob }) { continue }
                introduced.append(change.path)
            }
            result.append(OutgoingCommit(id: id, introduced: introduced))
        }
        return result
    }
}
