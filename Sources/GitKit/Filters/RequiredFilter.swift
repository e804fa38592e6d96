import Foundation

/// A file that must go into git through a filter driver (see `Repository.requireFilter(_:forPaths:)`)
/// whose attributes no longer name it: committing it would store its bytes as they are (an encrypted
/// repository's file in plain text, because someone changed `.gitattributes`).
public struct FilterRequired: Error, Equatable, Sendable {
    /// The file, relative to the work tree.
    public let path: String
    /// The driver it must go through, e.g. `git-crypt`.
    public let driver: String

    public init(path: String, driver: String) {
        self.path = path
        self.driver = driver
    }
}

/// The rule each repository keeps, by git folder: which files must go through which driver.
enum RequiredFilters {
    struct Rule {
        let driver: String
        let applies: @Sendable (String) -> Bool
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var rules: [String: Rule] = [:]

    static func set(_ rule: Rule?, gitdir: String) {
        lock.lock()
        defer { lock.unlock() }
        rules[gitdir] = rule
    }

    static func rule(gitdir: String) -> Rule? {
        lock.lock()
        defer { lock.unlock() }
        return rules[gitdir]
    }
}

extension Repository {
    /// From now until the process ends (or `stopRequiringFilter`), every file for which `applies` is true
    /// must name `driver` in its attributes when a commit stores it: a commit (`CommitTransaction`,
    /// `stage`, `commitTree`) storing one that does not throws `FilterRequired` before any object is
    /// written. The attributes may be changed by anyone (a `.gitattributes` from a remote, an edit); this
    /// rule is the repository's own and stays. Removing a file stores nothing and stays allowed.
    public func requireFilter(_ driver: String, forPaths applies: @escaping @Sendable (String) -> Bool) {
        RequiredFilters.set(RequiredFilters.Rule(driver: driver, applies: applies), gitdir: gitDirectoryKey)
    }

    /// Lifts the rule `requireFilter` set.
    public func stopRequiringFilter() {
        RequiredFilters.set(nil, gitdir: gitDirectoryKey)
    }

    /// Throws `FilterRequired` when `path` must go through a driver its attributes (the work tree's, or
    /// `attributes` when given) do not name.
    func refuseUnfiltered(_ path: String, attributes: GivenAttributes? = nil) throws {
        guard let rule = RequiredFilters.rule(gitdir: gitDirectoryKey), rule.applies(path) else { return }
        let named = try attributes.map { try $0.filterDriver(for: path) } ?? filterDriver(for: path)
        if named != rule.driver { throw FilterRequired(path: path, driver: rule.driver) }
    }
}
