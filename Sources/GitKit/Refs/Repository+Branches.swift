import Clibgit2
import Foundation

extension Repository {
    /// The branch HEAD points at ("main", "master"), also when it is unborn (no commit yet).
    /// Throws GitError (invalid) when HEAD is detached.
    public func currentBranch() throws -> String {
        let head = try Handle<Libgit2.Reference>.make("git_reference_lookup") { git_reference_lookup(&$0, handle.pointer, "HEAD") }
        let prefix = "refs/heads/"
        guard git_reference_type(head.pointer) == GIT_REFERENCE_SYMBOLIC,
            let target = git_reference_symbolic_target(head.pointer).map({ String(cString: $0) }),
            target.hasPrefix(prefix)
        else {
            throw GitError.invalid(.detachedHead, function: "currentBranch")
        }
        return String(target.dropFirst(prefix.count))
    }

    /// Moves the current branch to commit `id` if it still is at `expected` (nil: the branch is
    /// unborn), writing `message` to the reflogs of the branch and HEAD. The index and the work tree
    /// are left as they are (see `updateWorkTree(to:from:)`).
    ///
    /// Throws GitError with `isModified` when the branch is elsewhere (it moved meanwhile): nothing changed.
    public func updateBranch(to id: ObjectID, expected: ObjectID?, message: String) throws {
        _ = try lookupCommit(id)
        let branch = try currentBranch()
        let name = "refs/heads/\(branch)"
        var target = id.raw
        // An all-zero expected id means "must not exist yet" to libgit2.
        var current = expected?.raw ?? git_oid()
        var reference: OpaquePointer?
        let result = git_reference_create_matching(&reference, handle.pointer, name, &target, 1, &current, message)
        if let reference { git_reference_free(reference) }
        if result == GIT_EMODIFIED.rawValue || (result == GIT_ENOTFOUND.rawValue && expected != nil) {
            let actual = try? resolveBranch(name)
            git_error_clear()
            throw GitError(
                code: GIT_EMODIFIED.rawValue, errorClass: Int32(GIT_ERROR_REFERENCE.rawValue),
                problem: .branchMoved(branch: branch, actual: actual, expected: expected),
                function: "git_reference_create_matching")
        }
        try check(result, "git_reference_create_matching")
    }

    private func resolveBranch(_ name: String) throws -> ObjectID {
        var oid = git_oid()
        try check(git_reference_name_to_id(&oid, handle.pointer, name), "git_reference_name_to_id")
        return ObjectID(oid)
    }

    /// Brings the work tree and the index from commit `baseline`'s files (nil: none) to commit
    /// `commit`'s: files that differ are written, added or removed; nothing else is touched.
    ///
    /// Safe like `git checkout`: when a file to be changed has local modifications (or an
    /// untracked file is in the way), throws GitError (`GIT_ECONFLICT`) and writes nothing.
    public func updateWorkTree(to commit: ObjectID, from baseline: ObjectID?) throws {
        let targetTree = try tree(of: lookupCommit(commit))
        let baselineTree = try baseline.map { try tree(of: lookupCommit($0)) } ?? emptyTree()
        var options = git_checkout_options()
        try check(git_checkout_options_init(&options, UInt32(GIT_CHECKOUT_OPTIONS_VERSION)), "git_checkout_options_init")
        options.checkout_strategy = GIT_CHECKOUT_SAFE.rawValue
        options.baseline = baselineTree.pointer
        let result = withExtendedLifetime(baselineTree) {
            git_checkout_tree(handle.pointer, targetTree.pointer, &options)
        }
        try check(result, "git_checkout_tree")
    }

    /// The empty tree, written to the object store (as git does when it needs one).
    private func emptyTree() throws -> Handle<Libgit2.Tree> {
        let builder = try Handle<Libgit2.TreeBuilder>.make("git_treebuilder_new") { git_treebuilder_new(&$0, handle.pointer, nil) }
        var oid = git_oid()
        try check(git_treebuilder_write(&oid, builder.pointer), "git_treebuilder_write")
        return try lookupTree(ObjectID(oid))
    }
}
