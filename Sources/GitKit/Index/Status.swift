/// How a path differs from HEAD (staged) or from the index (not staged).
public enum FileStatus: Sendable, Equatable {
    case new, modified, deleted, renamed, typeChange, conflicted, ignored
}

/// One line of `git status --porcelain`: a path and how it changed.
public struct StatusEntry: Sendable, Equatable {
    /// The path relative to the work tree, with "/" separators.
    public let path: String
    /// The index-side change when there is one, else the work-tree change.
    public let status: FileStatus
    /// True when the index differs from HEAD for this path.
    public let staged: Bool

    /// Creates a status entry from its parts.
    public init(path: String, status: FileStatus, staged: Bool) {
        self.path = path
        self.status = status
        self.staged = staged
    }
}
