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
        try moveBranch(to: commit, expected: expected, message: "diary: fast-forward")
    }

    /// The branch HEAD names, moved from `expected` to `id` with a reflog entry.
    func moveBranch(to id: ObjectID, expected: ObjectID?, message: String) throws {
        let head = try Handle<Libgit2.Reference>.make("git_reference_lookup") { git_reference_lookup(&$0, handle.pointer, "HEAD") }
        guard let name = git_reference_symbolic_target(head.pointer).map({ String(cString: $0) }) else {
            throw GitError.invalid("HEAD is detached; check out a branch first", function: "moveBranch")
        }
        var newID = id.raw
        if var old = expected?.raw {
            _ = try Handle<Libgit2.Reference>.make("git_reference_create_matching") {
                git_reference_create_matching(&$0, handle.pointer, name, &newID, 1, &old, message)
            }
        } else {
            // Unborn: the branch must not have appeared meanwhile.
            _ = try Handle<Libgit2.Reference>.make("git_reference_create") {
                git_reference_create(&$0, handle.pointer, name, &newID, 0, message)
            }
        }
    }
}
