/// Why authentication to a remote failed when GitKit's credential callback gave up: typed, for the
/// program to word (see `GitProblem.authentication`).
public enum AuthenticationProblem: Sendable, Equatable {
    /// The server asked for the SSH user name a second time.
    case usernameAskedAgain
    /// No SSH key to offer as `user`: no ssh-agent and no key file.
    case noSSHKey(user: String)
    /// The server did not accept `user` with what was `offered`; `passphraseProtected` are key files
    /// (as shown, `~/…`) skipped because GitKit cannot ask for their passphrase.
    case sshNotAccepted(user: String, offered: [CredentialOffer], passphraseProtected: [String])
    /// An SSH server that wants a password, which GitKit does not send over SSH.
    case passwordOverSSH
    /// The server rejected what was `offered` (a token or the credential helper's password).
    case rejected(offered: [CredentialOffer])
    /// The access token was not sent to `host` over unencrypted http://.
    case tokenOverHTTP(host: String)
    /// No token (`tokenVariable` is where one would be, when the program names it) and the credential
    /// helper gave nothing, for `helper`'s reason.
    case noCredentials(tokenVariable: String?, helper: CredentialHelperFailure)
    /// The server wants a user name and password and there is neither token nor credential helper.
    case passwordWanted(tokenVariable: String?)
    /// The server allows only kinds of authentication GitKit does not offer (a `git_credential_t` mask).
    case unsupportedTypes(UInt32)
}

/// A credential offered to a server.
public enum CredentialOffer: Sendable, Equatable {
    /// The keys held by ssh-agent.
    case sshAgent
    /// A private key file, as shown (`~/.ssh/id_ed25519`).
    case keyFile(String)
    /// The access token, sent as the password.
    case accessToken
    /// The user name and password `git credential fill` gave.
    case credentialHelper
}

/// Why `git credential fill` gave no user name and password.
public enum CredentialHelperFailure: Error, Sendable, Equatable {
    /// The URL could not be read into protocol and host.
    case unreadableURL
    /// The URL holds a NUL byte, which the helper's protocol cannot carry.
    case nulInURL
    /// git could not be started; `reason` is the system's.
    case cannotRun(reason: String)
    /// No answer within `seconds`.
    case noAnswer(seconds: Int)
    /// The helper had nothing for the URL.
    case foundNone
    /// The answer lacked a user name or password.
    case incompleteAnswer
}
