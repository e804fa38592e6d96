import GitKit
import Localization

// GitKit knows nothing of diaries and writes no sentence for a person: its errors are put into the user's
// language here, by the kinds GitKit tells apart and the problems it types (`GitProblem`, worded in
// GitProblemWords.swift). Git's own detail (the remote, the URL, what the server said) is kept; an error of
// no known kind is shown as git wrote it.

extension GitError {
    /// The error as diary shows it, in `text`'s language.
    func message(in text: any CoreText & ReasonText) -> String {
        let reason = reason(in: text)
        if isAuthenticationFailure { return text.gitAuthenticationFailed(detail: reason) }
        if isCertificateFailure { return text.gitCertificateRejected(detail: reason) }
        if isTimeout { return text.gitTimedOut(detail: reason) }
        if isNetworkFailure { return text.gitNetworkFailed(detail: reason) }
        if isNotFound, ["git_remote_lookup", "git_remote_delete"].contains(function) {
            return text.gitNoSuchRemote(detail: reason)
        }
        return text.gitFailed(detail: detail(in: text), onDisk: isSystemError)
    }

    /// What went wrong: GitKit's typed problem in `text`'s words, else libgit2's message as it is.
    func reason(in text: any ReasonText) -> String { problem.map { $0.text(in: text) } ?? message }

    /// The failed function and what went wrong, for a sentence of diary's: its problem in `text`'s words,
    /// libgit2's message, or that libgit2 gave none.
    func detail(in text: any ReasonText) -> String {
        "\(function): \(hasNoReason ? text.gitNoReason(code: code) : reason(in: text))"
    }
}

extension PushRejected {
    /// The refusal as diary shows it, in `text`'s language.
    func message(in text: any CoreText) -> String {
        text.pushRejected(
            remote: remote, ref: ref, reason: reason, nonFastForward: isNonFastForward,
            serverMessages: serverMessages)
    }
}
