/// Why a fetch, push or clone failed on the way (`GitProblem.transfer`): typed where GitKit knows the
/// cause, libgit2's own message where it does not.
public enum TransferProblem: Sendable, Equatable {
    /// libgit2's message, as libgit2 (or the timed stream under it) wrote it.
    case failed(String)
    /// Nothing came from the server for `seconds`.
    case silent(seconds: Int)
    /// Only `bytes` moved in `seconds`, fewer than `minimumBytesPerSecond` on average: the server stalled.
    case tooSlow(bytes: UInt64, seconds: Int, minimumBytesPerSecond: Int)
    /// The transfer was not done after `seconds`, the longest it may take.
    case tooLong(seconds: Int)
    /// The server closed the connection before the transfer was complete; libgit2's message.
    case closedEarly(String)
    /// The remote is a path with no folder there (libgit2 says "unsupported URL protocol").
    case noRepositoryAtPath
    /// The server's SSH host key is not in `~/.ssh/known_hosts` or has changed; libgit2's message.
    case hostKeyNotTrusted(String)
    /// The server's TLS certificate could not be verified; libgit2's message.
    case certificateNotVerified(String)
}
