import Foundation
import GitKit

extension Vault {
    /// The vault's remotes, as its ordinary git config has them (the one source of truth).
    public func remotes() throws -> [VaultRemote] {
        try gitCall { try repository.remotes() }
    }

    public func addRemote(name: String, url: String) throws {
        try gitCall { try repository.addRemote(name: name, url: url, tokenVariable: host.tokenVariable) }
    }

    public func removeRemote(name: String) throws {
        try gitCall { try repository.removeRemote(name: name) }
    }

    /// Files changed in the work tree and not committed, which the next sync commits (edits made outside
    /// diary; see `OutsideEdits`). A sync killed halfway is finished first, so its files are not among them.
    public func uncommittedChanges() throws -> [String] {
        if SyncJournal.exists(gitDirectory: gitDirectory) { withExtendedLifetime(try lock()) {} }
        return OutsideEdits.synced(try gitCall { try repository.status() })
    }

    /// New files in the vault that sync leaves alone: not entries, not settings, not tracked by git, and
    /// not an editor's or the system's leftovers. The user adds them with git to have them synced.
    public func filesNotSynced() throws -> [String] {
        OutsideEdits.notSynced(try gitCall { try repository.status() })
    }

    /// The branch the vault is on; `detachedHead` when HEAD is on none.
    public func branch() throws -> String {
        try gitCall { try repository.currentBranch() }
    }
}

extension Vault {
    /// A new vault at `root` that takes the remote's diary (its own branch, e.g. `main`), with the
    /// remote as `origin`. `root` must not exist or be an empty folder; nothing is left behind on failure.
    /// Its entries are read in `timeZone`, else in the host's.
    public static func clone(
        from url: String, at root: URL, timeZone: TimeZone? = nil, host: VaultHost = VaultHost(),
        timeout: TimeInterval = SettingKey.defaultSyncTimeout
    ) throws -> Vault {
        let timeZone = timeZone ?? host.timeZone
        let root = root.standardizedFileURL
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        guard contents.isEmpty else { throw VaultError.cloneTargetNotEmpty(path: root.path) }
        let repository = try gitCall {
            try Repository.clone(
                from: url, to: root, credentials: host.credentials,
                timeouts: NetworkTimeouts(connect: timeout, idle: timeout))
        }
        chmod(root.path, 0o700)
        try VaultDiscovery.mark(gitDirectory: repository.gitDirectory)
        repository.tool = host.tool
        return Vault(root: root, repository: repository, timeZone: timeZone, host: host)
    }
}
