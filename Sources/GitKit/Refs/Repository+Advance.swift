import Clibgit2
import Foundation

extension Repository {
    /// Moves the current branch to `commit`, which the work tree already matches for `paths` (the caller
    /// has written those files): the index is updated for exactly those paths, then the branch moves —
    /// only if it is still at `expected` (nil: unborn), else `isModified`. A fast-forward, or adopting a
    /// remote's history into an unborn branch; no commit is made.
    public func advance(to commit: ObjectID, paths: [String], expected: ObjectID?) throws {
        let paths = try Self.validated(paths)
        let target = try lookupCommit(commit)
        _ = try stage(paths, headTree: try tree(of: target))
        try updateBranch(to: commit, expected: expected, message: "\(tool.name): fast-forward")
    }
}
