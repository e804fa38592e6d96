import GitKit
import Localization

// GitKit's typed problems in the user's language (see GitErrorMessages.swift).

extension GitProblem {
    /// The problem as a clause of a git error, in `text`'s language.
    func text(in text: any ReasonText) -> String {
        switch self {
        case .detachedHead: return text.gitDetachedHead
        case .branchMoved(let branch, let actual, let expected):
            return text.gitBranchMoved(branch: branch, actual: actual?.short, expected: expected?.short)
        case .branchAtNeitherEnd(let branch, let actual, let parent, let commit):
            return text.gitBranchAtNeitherEnd(branch: branch, actual: actual?.short, parent: parent?.short, commit: commit.short)
        case .bareRepository(let path): return text.gitBareRepository(path: path)
        case .notWorkTreeTop(let path): return text.gitNotWorkTreeTop(path: path)
        case .pathIsFolder(let path, .workTree): return text.gitPathIsFolder(path: path)
        case .pathIsFolder(let path, .head): return text.gitPathIsFolderInHead(path: path)
        case .pathIsFolder(let path, .baseCommit): return text.gitPathIsFolderInBaseCommit(path: path)
        case .badPath(let path, let fault): return text.gitBadPath(path: path, fault: fault.text(in: text))
        case .missingFromWorkTree(let path): return text.gitMissingFromWorkTree(path: path)
        case .binaryMergeText(.base): return text.gitBinaryBaseText
        case .binaryMergeText(.ours): return text.gitBinaryOurText
        case .binaryMergeText(.theirs): return text.gitBinaryTheirText
        case .textsNotMerged: return text.gitTextsNotMerged
        case .trackingRefNotUpdated(let remote, let trackingRef, let remoteRef):
            return text.gitTrackingRefNotUpdated(remote: remote, trackingRef: trackingRef, remoteRef: remoteRef)
        case .passwordInRemoteURL(let remote, let tokenVariable):
            return text.gitPasswordInRemoteURL(remote: remote, tokenVariable: tokenVariable)
        case .invalidRemoteName(let name): return text.gitInvalidRemoteName(name)
        case .noBranchToPush(let branch): return text.gitNoBranchToPush(branch: branch)
        case .fileOperation(let operation, let path, let reason): return operation.text(in: text, path: path, reason: reason)
        case .shrankWhileRead(let path, let expected): return text.gitShrankWhileRead(path: path, expected: expected)
        case .refNotWritten(let file, let commit): return text.gitRefNotWritten(file: file, commit: commit.short)
        case .missingAfterPackWrite(let object, let ownPack): return text.gitMissingAfterPackWrite(object: object.hex, ownPack: ownPack)
        case .missingAfterWrite(let object): return text.gitMissingAfterWrite(object.text(in: text))
        case .transfer(let remote, let url, let problem, let serverSaid):
            return text.gitTransferProblem(remote: remote, url: url, reason: problem.text(in: text, url: url), serverSaid: serverSaid)
        case .authentication(let remote, let url, let problem):
            return text.gitAuthenticationProblem(remote: remote, url: url, reason: problem.text(in: text))
        }
    }
}

extension GitProblem.FileOperation {
    func text(in text: any ReasonText, path: String, reason: String) -> String {
        switch self {
        case .open: text.gitCannotOpen(path: path, reason: reason)
        case .create: text.gitCannotCreate(path: path, reason: reason)
        case .read: text.gitCannotRead(path: path, reason: reason)
        case .write: text.gitCannotWrite(path: path, reason: reason)
        case .rename(let target): text.gitCannotRename(path: path, to: target, reason: reason)
        }
    }
}

extension GitProblem.PathFault {
    func text(in text: any ReasonText) -> String {
        switch self {
        case .empty: text.gitPathEmpty
        case .absolute: text.gitPathAbsolute
        case .nulCharacter: text.gitPathNULCharacter
        case .dotSegment: text.gitPathDotSegment
        case .gitSegment: text.gitPathGitSegment
        }
    }
}

extension GitProblem.StoredObject {
    func text(in text: any ReasonText) -> String {
        switch self {
        case .commit(let id): text.gitStoredCommit(id.short)
        case .entry(let path, let commit): text.gitStoredEntry(path: path, commit: commit.short)
        case .blob(let path): text.gitStoredBlob(path: path)
        }
    }
}

extension TransferProblem {
    /// Why the transfer from or to `url` failed, in `text`'s language; libgit2's own words as they are.
    func text(in text: any ReasonText, url: String) -> String {
        switch self {
        case .failed(let message): message
        case .silent(let seconds): text.transferSilent(seconds: seconds)
        case .tooSlow(let bytes, let seconds, let minimum): text.transferTooSlow(bytes: bytes, seconds: seconds, minimumBytesPerSecond: minimum)
        case .tooLong(let seconds): text.transferTooLong(seconds: seconds)
        case .closedEarly(let detail): text.transferClosedEarly(detail: detail)
        case .noRepositoryAtPath: text.transferNoRepositoryAt(path: url)
        case .hostKeyNotTrusted(let detail): text.transferHostKeyNotTrusted(detail: detail)
        case .certificateNotVerified(let detail): text.transferCertificateNotVerified(detail: detail)
        }
    }
}

extension AuthenticationProblem {
    /// Why authentication failed, in `text`'s language.
    func text(in text: any ReasonText) -> String {
        switch self {
        case .usernameAskedAgain: return text.authUsernameAskedAgain
        case .noSSHKey(let user): return text.authNoSSHKey(user: user)
        case .sshNotAccepted(let user, let offered, let passphraseProtected):
            let tried = offered.map { $0.text(in: text) } + passphraseProtected.map { text.authPassphraseProtected(key: $0) }
            return text.authSSHNotAccepted(user: user, tried: tried)
        case .passwordOverSSH: return text.authPasswordOverSSH
        case .rejected(let offered): return text.authRejected(offered: offered.map { $0.text(in: text) })
        case .tokenOverHTTP(let host): return text.authTokenOverHTTP(host: host)
        case .noCredentials(let tokenVariable, let helper):
            return text.authNoCredentials(tokenVariable: tokenVariable, helperReason: helper.text(in: text))
        case .passwordWanted(let tokenVariable): return text.authPasswordWanted(tokenVariable: tokenVariable)
        case .unsupportedTypes(let types): return text.authUnsupportedTypes(types)
        }
    }
}

extension CredentialOffer {
    /// The credential as the list of what was offered names it: a program or key file by its name.
    func text(in text: any ReasonText) -> String {
        switch self {
        case .sshAgent: "ssh-agent"
        case .keyFile(let path): path
        case .accessToken: text.authOfferedAccessToken
        case .credentialHelper: text.authOfferedCredentialHelper
        }
    }
}

extension CredentialHelperFailure {
    func text(in text: any ReasonText) -> String {
        switch self {
        case .unreadableURL: text.helperUnreadableURL
        case .nulInURL: text.helperNULInURL
        case .cannotRun(let reason): text.helperCannotRun(reason: reason)
        case .noAnswer(let seconds): text.helperNoAnswer(seconds: seconds)
        case .foundNone: text.helperFoundNone
        case .incompleteAnswer: text.helperIncompleteAnswer
        }
    }
}
