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
    public func filterDriver(for path: String) throws -> String? {
        var value: UnsafePointer<CChar>?
        try check(git_attr_get(&value, handle.pointer, UInt32(GIT_ATTR_CHECK_FILE_THEN_INDEX), path, "filter"), "git_attr_get")
        guard let value, git_attr_value(value) == GIT_ATTR_VALUE_STRING else { return nil }
        return String(cString: value)
    }

    /// Throws `UnappliedFilter` for the first of `paths` that is in the work tree and names a filter
    /// driver that does not run here (see `run(_:as:)`); removals are fine (no bytes are stored). git's builtin transforms (`text`, `eol`,
    /// `core.autocrlf`, `ident`) are not filter drivers and stay allowed.
    func refuseUnappliedFilters(_ paths: [String]) throws {
        var filters = FilterCheck(self)
        for path in paths where filters.mayFilter(path) {
            var info = stat()
            guard lstat(workdir.appendingPathComponent(path).path, &info) == 0 else { continue }
            if let driver = try filterDriver(for: path), runningDriver(driver) == nil {
                throw UnappliedFilter(path: path, driver: driver)
            }
        }
    }
}
