import Foundation

/// A branch's upstream as git's config has it: the remote `git pull` and `git push` use for it, and the
/// remote's branch it merges (`branch.<name>.remote`, `branch.<name>.merge`).
public struct Upstream: Sendable, Equatable {
    /// The remote's name, e.g. "origin" (git also allows "." for a local branch, or a URL).
    public let remote: String?
    /// The remote's ref, e.g. "refs/heads/main".
    public let merge: String?

    public init(remote: String?, merge: String?) {
        self.remote = remote
        self.merge = merge
    }
}

extension Repository {
    /// The upstream of `branch`, nil when its config sets neither `remote` nor `merge`.
    public func upstream(of branch: String) throws -> Upstream? {
        let remote = try configValue("branch.\(branch).remote")
        let merge = try configValue("branch.\(branch).merge")
        return remote == nil && merge == nil ? nil : Upstream(remote: remote, merge: merge)
    }

    /// Makes `remote`'s branch of the same name the upstream of `branch`, as `git push -u REMOTE BRANCH`
    /// does (`branch.<name>.remote = REMOTE`, `branch.<name>.merge = refs/heads/BRANCH`), so that plain
    /// `git pull` and `git push` know where to go. An upstream already set, to anything, is left alone.
    /// Returns true when it set one.
    @discardableResult
    public func trackIfUntracked(branch: String, remote: String) throws -> Bool {
        guard try upstream(of: branch) == nil else { return false }
        try setConfig("branch.\(branch).remote", to: remote)
        try setConfig("branch.\(branch).merge", to: "refs/heads/\(branch)")
        return true
    }
}
