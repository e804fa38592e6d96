import Foundation
import GitKit

extension Repository {
    /// Where git-crypt keeps this repository's default key (see `GitCryptKey.defaultKeyURL`).
    public var gitCryptKeyURL: URL {
        GitCryptKey.defaultKeyURL(gitDirectory: gitDirectory)
    }

    /// The installed default key, nil when there is none (the repository is locked, or not encrypted).
    /// Throws `GitCryptError` for a key file that is not one.
    public func installedGitCryptKey() throws -> GitCryptKey? {
        guard let data = FileManager.default.contents(atPath: gitCryptKeyURL.path) else { return nil }
        return try GitCryptKey(fileBytes: data)
    }

    /// Runs git-crypt's filter in this process when the key is installed; returns whether it is.
    @discardableResult
    public func runGitCryptIfUnlocked() throws -> Bool {
        guard let key = try installedGitCryptKey() else { return false }
        try run(GitCryptFilter(key: key), as: GitCryptFilter.driverName)
        return true
    }

    /// Puts `key` where git-crypt keeps it (folders 0700, the file 0600, written whole before it is
    /// renamed into place) and runs the filter with it from now on.
    public func installGitCryptKey(_ key: GitCryptKey) throws {
        let url = gitCryptKeyURL
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        try PrivateFile.write(key.fileBytes, to: url)
        try run(GitCryptFilter(key: key), as: GitCryptFilter.driverName)
    }

    /// Sets git's config so that the git command runs the filter too (`git status`, `git diff`, a clone
    /// by plain git once unlocked), as `git-crypt init` and `unlock` do: `command` is a shell-quoted
    /// program that takes git-crypt's `clean`, `smudge` and `diff FILE`.
    public func configureGitCryptFilter(command: String) throws {
        try setConfig("filter.git-crypt.smudge", to: command + " smudge")
        try setConfig("filter.git-crypt.clean", to: command + " clean")
        try setConfig("filter.git-crypt.required", to: "true")
        try setConfig("diff.git-crypt.textconv", to: command + " diff")
    }
}
