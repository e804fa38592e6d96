import GitKit
import Localization

// GitKit speaks English and knows nothing of diaries: its errors are put into the user's language here,
// by the kinds GitKit tells apart. Git's own detail (the remote, the URL, what the server said) is kept;
// an error of no known kind is shown as git wrote it.

extension GitError {
    /// The error as diary shows it, in `text`'s language.
    func message(in text: any CoreText) -> String {
        if isAuthenticationFailure { return text.gitAuthenticationFailed(detail: message) }
        if isCertificateFailure { return text.gitCertificateRejected(detail: message) }
        if isTimeout { return text.gitTimedOut(detail: message) }
        if isNetworkFailure { return text.gitNetworkFailed(detail: message) }
        if isNotFound, ["git_remote_lookup", "git_remote_delete"].contains(function) {
            return text.gitNoSuchRemote(detail: message)
        }
        return text.gitFailed(detail: detail, onDisk: isSystemError)
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
