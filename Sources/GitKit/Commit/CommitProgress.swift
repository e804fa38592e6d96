/// How far a commit of many paths has got, for a progress display.
public enum CommitProgress: Sendable, Equatable {
    /// `done` of `total` paths read from the work tree into blobs (or into the index).
    case staging(done: Int, total: Int)
    /// The blobs are in the object store.
    case stored
    /// The index is updated; the tree and the commit come next.
    case indexed
}
