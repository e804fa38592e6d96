/// GitKit's typed problems in English: word for word the sentences GitKit wrote itself before it typed them.
extension EnglishText {
    public var gitDetachedHead: String { "HEAD is detached (not on a branch); check out a branch first, e.g. `git switch main`" }
    public func gitBranchMoved(branch: String, actual: String?, expected: String?) -> String {
        "branch '\(branch)' is at \(actual ?? "no commit"), not \(expected ?? "no commit") as expected: it moved meanwhile"
    }
    public func gitBranchAtNeitherEnd(branch: String, actual: String?, parent: String?, commit: String) -> String {
        "\(branch) is at \(actual ?? "no commit"), neither \(parent ?? "no commit") nor \(commit)"
    }
    public func gitBareRepository(path: String) -> String { "'\(path)' is a bare repository, not a work tree" }
    public func gitNotWorkTreeTop(path: String) -> String { "'\(path)' is not the top folder of a git work tree" }
    public func gitPathIsFolder(path: String) -> String { "'\(path)' is a folder; name the files in it instead" }
    public func gitPathIsFolderInHead(path: String) -> String { "'\(path)' is a folder in HEAD; name the files in it instead" }
    public func gitPathIsFolderInBaseCommit(path: String) -> String {
        "'\(path)' is a folder in the base commit; name the files in it instead"
    }
    public func gitBadPath(path: String, fault: String) -> String {
        "'\(path)' has \(fault); paths are relative to the work tree, with '/' separators"
    }
    public var gitPathEmpty: String { "an empty path" }
    public var gitPathAbsolute: String { "an absolute path" }
    public var gitPathNULCharacter: String { "a NUL character" }
    public var gitPathDotSegment: String { "an empty, '.' or '..' segment" }
    public var gitPathGitSegment: String { "a '.git' segment" }
    public func gitMissingFromWorkTree(path: String) -> String { "'\(path)' is missing from the work tree" }
    public var gitBinaryBaseText: String { binaryMergeText("base") }
    public var gitBinaryOurText: String { binaryMergeText("ours") }
    public var gitBinaryTheirText: String { binaryMergeText("theirs") }
    private func binaryMergeText(_ side: String) -> String {
        "the \(side) text contains a NUL byte (binary data); it cannot be merged line by line"
    }
    public var gitTextsNotMerged: String { "the texts could not be merged line by line" }
    public func gitTrackingRefNotUpdated(remote: String, trackingRef: String, remoteRef: String) -> String {
        "fetching '\(remote)' did not update \(trackingRef) to the remote's \(remoteRef); check remote.\(remote).fetch "
            + "(git's default is +refs/heads/*:refs/remotes/\(remote)/*)"
    }
    public func gitPasswordInRemoteURL(remote: String, tokenVariable: String?) -> String {
        "the URL for remote '\(remote)' contains a password; give the URL without it and use "
            + "\(tokenVariable.map { "$" + $0 } ?? "an access token") or a git credential helper"
    }
    public func gitInvalidRemoteName(_ name: String) -> String { "'\(name)' is not a valid remote name" }
    public func gitNoBranchToPush(branch: String) -> String { "there is no branch '\(branch)' to push (no commit yet?)" }
    public func gitCannotOpen(path: String, reason: String) -> String { "cannot open '\(path)': \(reason)" }
    public func gitCannotCreate(path: String, reason: String) -> String { "cannot create '\(path)': \(reason)" }
    public func gitCannotRead(path: String, reason: String) -> String { "cannot read '\(path)': \(reason)" }
    public func gitCannotWrite(path: String, reason: String) -> String { "cannot write '\(path)': \(reason)" }
    public func gitCannotRename(path: String, to target: String, reason: String) -> String {
        "cannot rename '\(path)' to '\(target)': \(reason)"
    }
    public func gitShrankWhileRead(path: String, expected: Int) -> String {
        "cannot read '\(path)': it has fewer bytes than the \(expected) expected"
    }
    public func gitRefNotWritten(file: String, commit: String) -> String { "'\(file)' does not hold \(commit) after it was written" }
    public func gitNoReason(code: Int32) -> String { "libgit2 gave no reason (code \(code))" }
    public func gitMissingAfterPackWrite(object: String, ownPack: Bool) -> String {
        "object \(object) is missing after writing \(ownPack ? "its" : "the") pack"
    }
    public func gitMissingAfterWrite(_ object: String) -> String {
        "\(object) is missing from the object store after it was written (is the disk full?)"
    }
    public func gitStoredCommit(_ commit: String) -> String { "commit \(commit)" }
    public func gitStoredEntry(path: String, commit: String) -> String { "'\(path)' in commit \(commit)" }
    public func gitStoredBlob(path: String) -> String { "the blob of '\(path)'" }

    public func gitTransferProblem(remote: String?, url: String, reason: String, serverSaid: [String]) -> String {
        "\(remote.map { "'\($0)' (\(url))" } ?? "'\(url)'"): \(reason)"
            + (serverSaid.isEmpty ? "" : " (remote: \(serverSaid.joined(separator: " / ")))")
    }
    public func transferSilent(seconds: Int) -> String { "timed out after \(seconds) s without an answer from the server" }
    public func transferTooSlow(bytes: UInt64, seconds: Int, minimumBytesPerSecond: Int) -> String {
        "timed out: only \(bytes) bytes moved in \(seconds) s, fewer than \(minimumBytesPerSecond) a second (the server has stalled)"
    }
    public func transferTooLong(seconds: Int) -> String {
        "timed out: the transfer was not done after \(seconds) s, the longest it may take"
    }
    public func transferClosedEarly(detail: String) -> String {
        "the server closed the connection before the transfer was complete (\(detail))"
    }
    public func transferNoRepositoryAt(path: String) -> String {
        "there is no repository at '\(path)' (no such folder; is the disk mounted?)"
    }
    public func transferHostKeyNotTrusted(detail: String) -> String {
        "\(detail) — the server's SSH host key is not in ~/.ssh/known_hosts or has changed; check it, then add it "
            + "(e.g. with ssh-keyscan or by connecting once with ssh)"
    }
    public func transferCertificateNotVerified(detail: String) -> String {
        "\(detail) — the server's TLS certificate could not be verified"
    }

    public func gitAuthenticationProblem(remote: String?, url: String, reason: String) -> String {
        "authentication to \(remote.map { "'\($0)' (\(url))" } ?? "'\(url)'") failed: \(reason)"
    }
    public var authUsernameAskedAgain: String { "the server asked for a user name again" }
    public func authNoSSHKey(user: String) -> String {
        "no SSH key to offer as \(user): start ssh-agent with your key, or create ~/.ssh/id_ed25519"
    }
    public func authSSHNotAccepted(user: String, tried: [String]) -> String {
        "the server did not accept \(user) with \(tried.joined(separator: ", "))"
    }
    public func authPassphraseProtected(key: String) -> String { "\(key) (protected by a passphrase: add it to ssh-agent)" }
    public var authPasswordOverSSH: String {
        "the server wants a password, which GitKit does not send over SSH; use a key (ssh-agent or ~/.ssh/id_ed25519)"
    }
    public func authRejected(offered: [String]) -> String {
        "the server rejected \(offered.joined(separator: ", ")); check that it is valid and allows access to this repository"
    }
    public var authOfferedAccessToken: String { "the access token" }
    public var authOfferedCredentialHelper: String { "the user name and password from the git credential helper" }
    public func authTokenOverHTTP(host: String) -> String {
        "not sending the access token unencrypted to \(host) over http://; use an https:// URL"
    }
    public func authNoCredentials(tokenVariable: String?, helperReason: String) -> String {
        "no token\(tokenVariable.map { " ($\($0))" } ?? "") and no credentials from a git credential helper (\(helperReason))"
    }
    public func authPasswordWanted(tokenVariable: String?) -> String {
        "the server wants a user name and password: set \(tokenVariable.map { "$" + $0 } ?? "an access token") "
            + "or configure a git credential helper"
    }
    public func authUnsupportedTypes(_ types: UInt32) -> String {
        "the server wants a kind of authentication GitKit does not offer (types \(types))"
    }
    public var helperUnreadableURL: String { "cannot read the URL" }
    public var helperNULInURL: String { "the URL has a NUL byte" }
    public func helperCannotRun(reason: String) -> String { "cannot run git: \(reason)" }
    public func helperNoAnswer(seconds: Int) -> String { "git credential fill did not answer within \(seconds) s" }
    public var helperFoundNone: String { "git credential fill found none" }
    public var helperIncompleteAnswer: String { "git credential fill gave no user name and password" }
}
