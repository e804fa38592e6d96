import Foundation

extension Vault {
    /// Throws when the folder at `root` (or its `.git`) belongs to another user or cannot be looked into;
    /// `diary init --clone` asks before cloning into an existing empty folder.
    public static func refuseAnotherUsersFolder(_ root: URL) throws {
        try VaultOwnership.check(root.standardizedFileURL)
    }

    /// What `initialize` does to every vault, for a vault just cloned: git ignores editor and temporary
    /// files (`.git/info/exclude`, not committed: the clone stays the remote's), and the vault is made
    /// private to its owner. A remote whose HEAD names a branch it does not have (a bare repository made
    /// with another default branch than the one pushed to it) leaves the clone on no commit: it is put on
    /// the remote's branch of the same name as its own, else on the remote's only branch.
    public func finishClone() throws {
        defer { VaultPrivacy.makePrivate(root) }
        try IgnoredFiles.addToExclude(gitDirectory: gitDirectory)
        try gitCall {
            guard try repository.head() == nil else { return }
            let branches = try repository.remoteBranches(of: "origin")
            let own = try repository.currentBranch()
            guard let branch = branches.contains(own) ? own : (branches.count == 1 ? branches[0] : nil) else { return }
            try repository.checkOutClonedBranch(branch, remote: "origin")
        }
    }
}
