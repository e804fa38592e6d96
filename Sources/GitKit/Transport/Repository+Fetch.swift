import Clibgit2
import Foundation

extension Repository {
    /// Fetches `remote` with its configured refspecs (`git fetch REMOTE`) and returns the commit its
    /// branch `branch` now has in `refs/remotes/<remote>/<branch>`; nil when the remote has no such
    /// branch (e.g. an empty remote).
    ///
    /// On any failure (unreachable, timed out, authentication, closed mid-transfer) no ref changes;
    /// the error is a GitError saying which remote and why (see `isNetworkFailure`,
    /// `isAuthenticationFailure`, `isTimeout`).
    public func fetch(remote: String, branch: String, credentials: CredentialSource, timeouts: NetworkTimeouts = .standard) throws -> ObjectID? {
        let remoteHandle = try lookupRemote(remote)
        let url = git_remote_url(remoteHandle.pointer).map { String(cString: $0) } ?? ""
        let session = TransferSession(remoteName: remote, url: url, credentials: credentials, workdir: workdir)
        var options = git_fetch_options()
        try check(git_fetch_options_init(&options, UInt32(GIT_FETCH_OPTIONS_VERSION)), "git_fetch_options_init")
        options.callbacks = try session.callbacks()
        // http.proxy / $https_proxy / $no_proxy, as git uses them.
        options.proxy_opts.type = GIT_PROXY_AUTO
        let outcome = try withExtendedLifetime(session) {
            try Network.run(timeouts) { git_remote_fetch(remoteHandle.pointer, nil, &options, nil) }
        }
        if outcome.result < 0 {
            throw session.failure(code: outcome.result, stall: outcome.stall, function: "git_remote_fetch")
        }

        // The refs the server advertised on this connection (libgit2 keeps them after disconnecting).
        let wanted = "refs/heads/\(branch)"
        var heads: UnsafeMutablePointer<UnsafePointer<git_remote_head>?>?
        var count = 0
        try check(git_remote_ls(&heads, &count, remoteHandle.pointer), "git_remote_ls")
        var advertised: ObjectID?
        for index in 0..<count {
            guard let head = heads?[index], let name = head.pointee.name, String(cString: name) == wanted else { continue }
            advertised = ObjectID(head.pointee.oid)
        }
        guard let advertised else { return nil }

        let tracking = "refs/remotes/\(remote)/\(branch)"
        var oid = git_oid()
        let found = git_reference_name_to_id(&oid, handle.pointer, tracking)
        guard found == 0, ObjectID(oid) == advertised else {
            git_error_clear()
            throw GitError.notFound(
                .trackingRefNotUpdated(remote: remote, trackingRef: tracking, remoteRef: wanted),
                errorClass: GIT_ERROR_REFERENCE, function: "fetch")
        }
        return advertised
    }

    /// `git clone URL DIRECTORY`: fetches `url` into a new repository at `directory` (which must not
    /// exist or be empty), with the remote named "origin" and the remote's default branch checked out.
    /// An empty remote gives a repository with an unborn HEAD. On failure nothing is left behind.
    public static func clone(from url: String, to directory: URL, credentials: CredentialSource, timeouts: NetworkTimeouts = .standard) throws
        -> Repository
    {
        try Libgit2.initialize()
        let session = TransferSession(remoteName: url, url: url, credentials: credentials, workdir: nil)
        var options = git_clone_options()
        try check(git_clone_options_init(&options, UInt32(GIT_CLONE_OPTIONS_VERSION)), "git_clone_options_init")
        options.fetch_opts.callbacks = try session.callbacks()
        options.fetch_opts.proxy_opts.type = GIT_PROXY_AUTO
        var cloned: OpaquePointer?
        let outcome = try withExtendedLifetime(session) {
            try Network.run(timeouts) {
                directory.withUnsafeFileSystemRepresentation { path in git_clone(&cloned, url, path, &options) }
            }
        }
        if outcome.result < 0 {
            throw session.failure(code: outcome.result, stall: outcome.stall, function: "git_clone")
        }
        if let cloned { git_repository_free(cloned) }
        return try open(at: directory)
    }
}
