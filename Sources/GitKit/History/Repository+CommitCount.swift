import Clibgit2

extension Repository {
    /// How many commits are reachable from `tip` and not from `hidden` (every commit of `tip`'s history when
    /// nil): what `git rev-list --count HIDDEN..TIP` says.
    public func commitCount(from tip: ObjectID, notIn hidden: ObjectID?) throws -> Int {
        let walk = try Handle<Libgit2.Revwalk>.make("git_revwalk_new") { git_revwalk_new(&$0, handle.pointer) }
        var start = tip.raw
        try check(git_revwalk_push(walk.pointer, &start), "git_revwalk_push")
        if var hide = hidden?.raw { try check(git_revwalk_hide(walk.pointer, &hide), "git_revwalk_hide") }
        var count = 0
        var next = git_oid()
        while true {
            let result = git_revwalk_next(&next, walk.pointer)
            if result == GIT_ITEROVER.rawValue { return count }
            try check(result, "git_revwalk_next")
            count += 1
        }
    }
}
