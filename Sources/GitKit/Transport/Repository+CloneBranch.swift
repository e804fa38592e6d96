import Clibgit2
import Foundation

extension Repository {
    /// The branches of `remote` as the last fetch left them (`refs/remotes/REMOTE/NAME`), without its `HEAD`.
    public func remoteBranches(of remote: String) throws -> [String] {
        let prefix = "refs/remotes/\(remote)/"
        var iterator: OpaquePointer?
        try check(git_reference_iterator_glob_new(&iterator, handle.pointer, prefix + "*"), "git_reference_iterator_glob_new")
        defer { git_reference_iterator_free(iterator) }
        var names: [String] = []
        var name: UnsafePointer<CChar>?
        while git_reference_next_name(&name, iterator) == 0, let name {
            let branch = String(String(cString: name).dropFirst(prefix.count))
            if branch != "HEAD" { names.append(branch) }
        }
        git_error_clear()
        return names.sorted()
    }

    /// After a clone that left HEAD unborn because the remote's HEAD names a branch it does not have (a
    /// bare repository made by `git init --bare` with one default branch, pushed another), puts this
    /// repository on the remote's branch `branch` as `git clone -b BRANCH` would: a local branch of that
    /// name at its commit, tracking it, HEAD on it, and its files checked out.
    public func checkOutClonedBranch(_ branch: String, remote: String) throws {
        var oid = git_oid()
        try check(git_reference_name_to_id(&oid, handle.pointer, "refs/remotes/\(remote)/\(branch)"), "git_reference_name_to_id")
        let commit = try lookupCommit(ObjectID(oid))
        let local = try Handle<Libgit2.Reference>.make("git_branch_create") {
            git_branch_create(&$0, handle.pointer, branch, commit.pointer, 0)
        }
        try check(git_branch_set_upstream(local.pointer, "\(remote)/\(branch)"), "git_branch_set_upstream")
        try check(git_repository_set_head(handle.pointer, "refs/heads/\(branch)"), "git_repository_set_head")
        try updateWorkTree(to: ObjectID(oid), from: nil)
    }
}
