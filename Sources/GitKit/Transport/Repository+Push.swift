import Clibgit2
import Foundation

/// The remote refused to update a ref: not a fast-forward, or a hook on the server declined it.
///
/// Nothing changed on the remote for that ref. Network and authentication failures are `GitError`s.
public struct PushRejected: Error, LocalizedError, Sendable, Equatable {
    /// The remote's name, e.g. "origin".
    public let remote: String
    /// The ref that was refused, e.g. "refs/heads/main".
    public let ref: String
    /// The reason given, e.g. "pre-receive hook declined" or "non-fast-forward".
    public let reason: String
    /// What the server printed while refusing ("remote: …" lines, e.g. the hook's own message).
    public let serverMessages: [String]
    /// True when the remote has commits this repository does not have: fetch and merge, then push again.
    public let isNonFastForward: Bool

    /// Creates a rejection from its parts.
    public init(remote: String, ref: String, reason: String, serverMessages: [String] = [], isNonFastForward: Bool = false) {
        self.remote = remote
        self.ref = ref
        self.reason = reason
        self.serverMessages = serverMessages
        self.isNonFastForward = isNonFastForward
    }

    /// "the remote 'origin' rejected refs/heads/main: <reason>", then the server's own lines.
    public var errorDescription: String? {
        var text = "the remote '\(remote)' rejected \(ref): \(reason)"
        if isNonFastForward { text += " (it has commits this repository lacks: fetch and merge them, then push again)" }
        for line in serverMessages { text += "\nremote: \(line)" }
        return text
    }
}

extension Repository {
    /// Pushes `refs/heads/<branch>` to the remote's `refs/heads/<branch>` (never forced) and checks
    /// the server's answer for it.
    ///
    /// Throws `PushRejected` when the ref is refused (not a fast-forward, a declining hook); a
    /// GitError for network, authentication or local problems, in which case nothing was updated
    /// here. On success `refs/remotes/<remote>/<branch>` follows, as with `git push`.
    public func push(remote: String, branch: String, credentials: CredentialSource, timeouts: NetworkTimeouts = .standard) throws {
        let ref = "refs/heads/\(branch)"
        var oid = git_oid()
        guard git_reference_name_to_id(&oid, handle.pointer, ref) == 0 else {
            git_error_clear()
            throw GitError.notFound(.noBranchToPush(branch: branch), errorClass: GIT_ERROR_REFERENCE, function: "push")
        }
        let remoteHandle = try lookupRemote(remote)
        let url = (git_remote_pushurl(remoteHandle.pointer) ?? git_remote_url(remoteHandle.pointer)).map { String(cString: $0) } ?? ""
        let session = TransferSession(remoteName: remote, url: url, credentials: credentials, workdir: workdir)
        var options = git_push_options()
        try check(git_push_options_init(&options, UInt32(GIT_PUSH_OPTIONS_VERSION)), "git_push_options_init")
        options.callbacks = try session.callbacks()
        options.proxy_opts.type = GIT_PROXY_AUTO

        let refspec = "\(ref):\(ref)"
        let outcome = try withExtendedLifetime(session) {
            try refspec.withCString { spec in
                var strings: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: spec)]
                return try strings.withUnsafeMutableBufferPointer { buffer in
                    var refspecs = git_strarray(strings: buffer.baseAddress, count: 1)
                    return try Network.run(timeouts) { git_remote_push(remoteHandle.pointer, &refspecs, &options) }
                }
            }
        }
        if outcome.result == GIT_ENONFASTFORWARD.rawValue {
            // libgit2 checks before sending anything: the remote's branch is not an ancestor of ours.
            throw PushRejected(
                remote: remote, ref: ref, reason: "non-fast-forward", serverMessages: session.allServerMessages, isNonFastForward: true)
        }
        if outcome.result < 0 {
            throw session.failure(code: outcome.result, stall: outcome.stall, function: "git_remote_push")
        }
        if let rejected = session.rejectedRefs.first {
            let reason = rejected.reason
            let nonFastForward = reason.contains("non-fast-forward") || reason.contains("fetch first") || reason == "rejected"
            throw PushRejected(
                remote: remote, ref: rejected.ref.isEmpty ? ref : rejected.ref, reason: reason,
                serverMessages: session.allServerMessages, isNonFastForward: nonFastForward)
        }
    }
}
