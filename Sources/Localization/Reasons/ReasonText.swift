/// Why a file could not be read or written, for the reasons the libraries tell apart themselves (typed
/// in VaultKit's `FileReason`, worded here). A reason fills the `reason` of a message such as
/// `unwritable(file:reason:)`: a clause without a capital or a closing full stop.
public protocol ReasonText: Sendable {
    /// An attachment's link added to an entry that would not read back as the same entry with the link.
    var linkWouldNotReadBack: String { get }
    /// An entry whose text ends inside a code block, where a link would be no link.
    var entryEndsInsideCodeBlock: String { get }
    /// A change that left git nothing to commit.
    var nothingToCommit: String { get }
    /// A file where a folder of the vault belongs.
    var fileWhereFolderBelongs: String { get }
    /// A file name with a line break, which a journal of file names cannot hold.
    var lineBreakInFileName: String { get }
    /// A file that is not there or cannot be read (a key file).
    var missingOrUnreadable: String { get }
    /// An export that wrote nothing.
    var nothingWasWritten: String { get }

    // git-crypt's problems with a key or a file (GitCrypt's `GitCryptError`).
    /// Not a git-crypt key file, or a damaged one.
    var keyFileMalformed: String { get }
    /// A key file of a newer git-crypt.
    var keyFileIncompatible: String { get }
    /// A key file with no key in it.
    var keyFileEmpty: String { get }
    /// A file encrypted with key version `version`, which the key file does not have.
    func keyVersionMissing(_ version: UInt32) -> String
    /// Decrypting did not give back the text that was encrypted.
    var decryptedTextDiffers: String { get }
    /// A work-tree file to encrypt that is encrypted already (the vault is locked).
    var encryptedAlready: String { get }
    /// A file larger than git-crypt can encrypt securely.
    var tooLargeToEncrypt: String { get }
    /// A file that changed while it was read.
    var changedWhileReading: String { get }

    // GitKit's own problems (`GitProblem`), the clause after the git function's name in a git error.
    // Short commit ids are given as git prints them; nil means the branch has no commit.
    /// HEAD names no branch.
    var gitDetachedHead: String { get }
    /// `branch` is at `actual`, not at `expected` as read before: it moved meanwhile.
    func gitBranchMoved(branch: String, actual: String?, expected: String?) -> String
    /// `branch` is at `actual`, at neither end of a staged commit (`parent`, `commit`).
    func gitBranchAtNeitherEnd(branch: String, actual: String?, parent: String?, commit: String) -> String
    /// The folder at `path` is a bare repository.
    func gitBareRepository(path: String) -> String
    /// The folder at `path` is not the top folder of a work tree.
    func gitNotWorkTreeTop(path: String) -> String
    /// `path`, named as a file to commit, is a folder in the work tree.
    func gitPathIsFolder(path: String) -> String
    /// `path`, named as a file to commit, is a folder in HEAD.
    func gitPathIsFolderInHead(path: String) -> String
    /// `path`, named as a file to commit, is a folder in the commit the new one is made on.
    func gitPathIsFolderInBaseCommit(path: String) -> String
    /// `path` is no path relative to the work tree, for `fault` (one of the `gitPath…` faults below).
    func gitBadPath(path: String, fault: String) -> String
    var gitPathEmpty: String { get }
    var gitPathAbsolute: String { get }
    var gitPathNULCharacter: String { get }
    var gitPathDotSegment: String { get }
    var gitPathGitSegment: String { get }
    /// `path`, staged for a commit, is gone from the work tree.
    func gitMissingFromWorkTree(path: String) -> String
    /// The common ancestor's text of a merge holds a NUL byte.
    var gitBinaryBaseText: String { get }
    /// Our text of a merge holds a NUL byte.
    var gitBinaryOurText: String { get }
    /// Their text of a merge holds a NUL byte.
    var gitBinaryTheirText: String { get }
    /// The texts gave no merge result.
    var gitTextsNotMerged: String { get }
    /// Fetching `remote` did not update `trackingRef` to the remote's `remoteRef`.
    func gitTrackingRefNotUpdated(remote: String, trackingRef: String, remoteRef: String) -> String
    /// The URL given for `remote` holds a password; the token is read from `$tokenVariable` when there is one.
    func gitPasswordInRemoteURL(remote: String, tokenVariable: String?) -> String
    /// `name` is no name git allows for a remote.
    func gitInvalidRemoteName(_ name: String) -> String
    /// `branch` has no commit to push.
    func gitNoBranchToPush(branch: String) -> String
    /// The system refused to open, create, read, write or rename the file at `path`, for its `reason`.
    func gitCannotOpen(path: String, reason: String) -> String
    func gitCannotCreate(path: String, reason: String) -> String
    func gitCannotRead(path: String, reason: String) -> String
    func gitCannotWrite(path: String, reason: String) -> String
    func gitCannotRename(path: String, to target: String, reason: String) -> String
    /// The file at `path` ended before the `expected` bytes: it shrank while it was read.
    func gitShrankWhileRead(path: String, expected: Int) -> String
    /// The ref file `file` does not hold `commit` after it was written.
    func gitRefNotWritten(file: String, commit: String) -> String
    /// libgit2 gave no reason for the failure of a call, which returned `code`.
    func gitNoReason(code: Int32) -> String
    /// The pack just written does not hold `object` (a full id); `ownPack`: a pack of that one object.
    func gitMissingAfterPackWrite(object: String, ownPack: Bool) -> String
    /// `object` (one of the `gitStored…` below) is not in the object store after it was written.
    func gitMissingAfterWrite(_ object: String) -> String
    func gitStoredCommit(_ commit: String) -> String
    func gitStoredEntry(path: String, commit: String) -> String
    func gitStoredBlob(path: String) -> String

    // A fetch, push or clone that failed on the way (GitKit's `TransferProblem`).
    /// `reason` about `remote` (nil: the remote is given by its `url`), with what the server said on its
    /// message channel (`serverSaid`, its lines).
    func gitTransferProblem(remote: String?, url: String, reason: String, serverSaid: [String]) -> String
    func transferSilent(seconds: Int) -> String
    func transferTooSlow(bytes: UInt64, seconds: Int, minimumBytesPerSecond: Int) -> String
    func transferTooLong(seconds: Int) -> String
    /// The server closed the connection early; `detail` is libgit2's message.
    func transferClosedEarly(detail: String) -> String
    /// The remote is a path (`path`) with no folder there.
    func transferNoRepositoryAt(path: String) -> String
    /// libgit2's `detail`, then why: the SSH host key is unknown or changed.
    func transferHostKeyNotTrusted(detail: String) -> String
    /// libgit2's `detail`, then why: the TLS certificate could not be verified.
    func transferCertificateNotVerified(detail: String) -> String

    // Authentication that ran out of credentials (GitKit's `AuthenticationProblem`).
    /// Authentication to `remote` (nil: the remote is given by its `url`) failed for `reason`.
    func gitAuthenticationProblem(remote: String?, url: String, reason: String) -> String
    var authUsernameAskedAgain: String { get }
    func authNoSSHKey(user: String) -> String
    /// The server did not accept `user` with `tried` (keys as shown, or `authPassphraseProtected`).
    func authSSHNotAccepted(user: String, tried: [String]) -> String
    /// A key file skipped for its passphrase, in the list of `authSSHNotAccepted`.
    func authPassphraseProtected(key: String) -> String
    var authPasswordOverSSH: String { get }
    /// The server rejected `offered` (`authOfferedAccessToken`, `authOfferedCredentialHelper`).
    func authRejected(offered: [String]) -> String
    var authOfferedAccessToken: String { get }
    var authOfferedCredentialHelper: String { get }
    func authTokenOverHTTP(host: String) -> String
    /// No token (in `$tokenVariable`, when there is one) and nothing from the credential helper, for `helperReason`.
    func authNoCredentials(tokenVariable: String?, helperReason: String) -> String
    func authPasswordWanted(tokenVariable: String?) -> String
    /// Only kinds of authentication GitKit does not offer are allowed (`types`: libgit2's mask).
    func authUnsupportedTypes(_ types: UInt32) -> String
    // Why `git credential fill` gave nothing (GitKit's `CredentialHelperFailure`).
    var helperUnreadableURL: String { get }
    var helperNULInURL: String { get }
    /// git could not be started, for the system's `reason`.
    func helperCannotRun(reason: String) -> String
    func helperNoAnswer(seconds: Int) -> String
    var helperFoundNone: String { get }
    var helperIncompleteAnswer: String { get }
}
