import Foundation

extension Vault {
    /// Throws when the folder at `root` (or its `.git`) belongs to another user or cannot be looked into;
    /// `diary init --clone` asks before cloning into an existing empty folder.
    public static func refuseAnotherUsersFolder(_ root: URL) throws {
        try VaultOwnership.check(root.standardizedFileURL)
    }

    /// What `initialize` does to every vault, for a vault just cloned: git ignores editor and temporary
    /// files (`.git/info/exclude`, not committed: the clone stays the remote's), and the vault is made
    /// private to its owner.
    public func finishClone() throws {
        defer { VaultPrivacy.makePrivate(root) }
        try IgnoredFiles.addToExclude(gitDirectory: gitDirectory)
    }
}
