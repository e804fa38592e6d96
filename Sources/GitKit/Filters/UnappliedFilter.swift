import Clibgit2
import Foundation

/// A file whose git attributes name a filter driver (`filter=git-crypt`, `filter=lfs`, …) that libgit2
/// does not run: committing it would store the bytes as they are in the work tree, unfiltered (a
/// git-crypt vault's entry in plain text, an lfs file in the history instead of its pointer).
public struct UnappliedFilter: Error, Equatable, Sendable {
    /// The file, relative to the work tree.
    public let path: String
    /// The driver its attributes name, e.g. `git-crypt` or `lfs`.
    public let driver: String
}

extension Repository {
    /// The filter driver `path` names in its git attributes (`filter=NAME`), nil when none does.
    ///
    /// The attributes are the work tree's `.gitattributes` files (and `.git/info/attributes`, git's config
    /// and system ones), as git reads them when it adds a file; the index it would fall back on for one
    /// missing from the work tree is left out (see `attributeRepository()`).
    public func filterDriver(for path: String) throws -> String? {
        var value: UnsafePointer<CChar>?
        let lookup = try attributeRepository()
        try check(git_attr_get(&value, lookup.pointer, UInt32(GIT_ATTR_CHECK_FILE_THEN_INDEX), path, "filter"), "git_attr_get")
        guard let value, git_attr_value(value) == GIT_ATTR_VALUE_STRING else { return nil }
        return String(cString: value)
    }

    /// A handle on this repository whose index is an empty one in memory: libgit2 loads a repository's
    /// whole index before any attribute lookup (to look for `.gitattributes` in it), which costs a save
    /// in a 10,000-entry vault about 5 ms; this one has nothing to load.
    func attributeRepository() throws -> Handle<Libgit2.Repository> {
        if let attributeLookup { return attributeLookup }
        let opened = try Handle<Libgit2.Repository>.make("git_repository_open_ext") { out in
            workdir.withUnsafeFileSystemRepresentation { git_repository_open_ext(&out, $0, GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, nil) }
        }
        let index = try Handle<Libgit2.Index>.make("git_index_new") { git_index_new(&$0) }
        try check(git_repository_set_index(opened.pointer, index.pointer), "git_repository_set_index")
        attributeLookup = opened
        return opened
    }

    /// Throws `UnappliedFilter` for the first of `paths` that is in the work tree and names a filter
    /// driver that does not run here (see `run(_:as:)`); removals are fine (no bytes are stored). git's
    /// builtin transforms (`text`, `eol`, `core.autocrlf`, `ident`) are not filter drivers and stay allowed.
    /// Also throws `FilterRequired` for one that must go through a driver its attributes do not name
    /// (see `requireFilter(_:forPaths:)`).
    func refuseUnappliedFilters(_ paths: [String]) throws {
        var filters = FilterCheck(self)
        for path in paths {
            var info = stat()
            guard lstat(workdir.appendingPathComponent(path).path, &info) == 0 else { continue }
            try refuseUnfiltered(path)
            guard filters.mayFilter(path) else { continue }
            if let driver = try filterDriver(for: path), runningDriver(driver) == nil {
                throw UnappliedFilter(path: path, driver: driver)
            }
        }
    }
}
