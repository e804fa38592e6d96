import Clibgit2
import Foundation

/// Where a fetch or push may find credentials when the server asks for them.
///
/// SSH: the keys in ssh-agent first, then each key file, each at most once. HTTPS: the token,
/// else what `git credential fill` (the user's credential helper) gives, once. Nothing here is ever
/// written to disk: the token goes to libgit2 in memory only, and it is never printed (see
/// `description`).
public struct CredentialSource: Sendable {
    /// An access token for HTTPS, sent as the password.
    public var token: String?
    /// The environment variable the token was read from (without `$`), named in the messages that
    /// say where a token goes; nil when the program has none.
    public var tokenVariable: String?
    /// The user name sent with `token` when the URL names none; "x-access-token" when nil.
    public var tokenUsername: String?
    /// Ask `git credential fill` (the git tool, run with `environment`) for an HTTPS user name and password.
    public var useCredentialHelper: Bool
    /// Try the keys held by ssh-agent (`$SSH_AUTH_SOCK`) before the key files.
    public var useSSHAgent: Bool
    /// Private key files to try for SSH, in order (a `.pub` file next to one is used when present).
    public var sshKeyFiles: [URL]
    /// The SSH user name when the URL names none; the local user's name when nil.
    public var sshUsername: String?
    /// The environment `git credential fill` runs with, and where the local user's name (`USER`,
    /// `LOGNAME`) and home folder (`HOME`, for `~` in messages) are read: the program passes its own.
    public var environment: [String: String]

    /// Creates a credential source; with only an environment it offers nothing.
    public init(
        token: String? = nil,
        tokenVariable: String? = nil,
        tokenUsername: String? = nil,
        useCredentialHelper: Bool = false,
        useSSHAgent: Bool = false,
        sshKeyFiles: [URL] = [],
        sshUsername: String? = nil,
        environment: [String: String]
    ) {
        self.token = token
        self.tokenVariable = tokenVariable
        self.tokenUsername = tokenUsername
        self.useCredentialHelper = useCredentialHelper
        self.useSSHAgent = useSSHAgent
        self.sshKeyFiles = sshKeyFiles
        self.sshUsername = sshUsername
        self.environment = environment
    }

    /// The usual sources: the token in `$tokenVariable` (when the program names one), the credential
    /// helper, ssh-agent when `$SSH_AUTH_SOCK` is set, and those of `~/.ssh/id_ed25519` and
    /// `~/.ssh/id_rsa` that exist.
    public static func standard(environment: [String: String], tokenVariable: String?) -> CredentialSource {
        let token = tokenVariable.flatMap { environment[$0] }.flatMap { $0.isEmpty ? nil : $0 }
        let home =
            environment["HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        let keys = ["id_ed25519", "id_rsa"]
            .map { home.appendingPathComponent(".ssh", isDirectory: true).appendingPathComponent($0) }
            .filter { FileManager.default.isReadableFile(atPath: $0.path) }
        return CredentialSource(
            token: token,
            tokenVariable: tokenVariable,
            useCredentialHelper: true,
            useSSHAgent: !(environment["SSH_AUTH_SOCK"] ?? "").isEmpty,
            sshKeyFiles: keys,
            environment: environment
        )
    }
}

extension CredentialSource: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// A summary that never shows the token.
    public var description: String {
        let keys = sshKeyFiles.map(\.path).joined(separator: ", ")
        return
            "CredentialSource(token: \(token == nil ? "none" : "<redacted>"), credential helper: \(useCredentialHelper), ssh-agent: \(useSSHAgent), key files: [\(keys)])"
    }

    public var debugDescription: String { description }

    /// `dump` and debuggers see the summary, not the token.
    public var customMirror: Mirror { Mirror(self, children: ["summary": description]) }
}

/// One fetch's or push's use of a `CredentialSource`: which methods were tried, so that each is offered once.
///
/// libgit2 calls the credential callback again after every rejection (SSH: for as long as it returns
/// credentials); returning an error once every method has been tried is what ends the loop.
final class CredentialAttempts {
    /// A credential to hand to libgit2.
    enum Choice: Equatable {
        case username(String)
        case sshAgent(username: String)
        case sshKey(username: String, publicKey: String?, privateKey: String)
        case password(username: String, password: String)
        /// Nothing (more) to offer: why, for the error.
        case none(AuthenticationProblem)
    }

    let source: CredentialSource
    /// The repository's work tree, where `git credential fill` runs (so repository config applies).
    let workdir: URL?
    /// What was offered, in order, for the error.
    private(set) var offered: [CredentialOffer] = []
    /// Set when the callback gave up: the reason the operation fails.
    private(set) var failure: AuthenticationProblem?
    private var usernameGiven = false
    private var agentTried = false
    private var nextKeyFile = 0
    private var skippedKeys: [String] = []
    private var passwordTried = false

    /// Whether ssh-agent can be reached: libssh2 would fail the whole connection (not just this
    /// method) if it cannot talk to the agent, so an agent that is not there is not offered.
    private let agentReachable: Bool

    init(source: CredentialSource, workdir: URL?, agentReachable: Bool = sshAgentSocketExists()) {
        self.source = source
        self.workdir = workdir
        self.agentReachable = agentReachable
    }

    /// The next credential for `url` among `allowedTypes` (a `git_credential_t` mask), each method once.
    func next(url: String, usernameFromURL: String?, allowedTypes: UInt32) -> Choice {
        func allows(_ type: git_credential_t) -> Bool { allowedTypes & type.rawValue != 0 }
        let sshUser = nonEmpty(usernameFromURL) ?? nonEmpty(source.sshUsername) ?? localUserName(source.environment)

        if allows(GIT_CREDENTIAL_USERNAME), !allows(GIT_CREDENTIAL_SSH_KEY) {
            guard !usernameGiven else { return giveUp(.usernameAskedAgain) }
            usernameGiven = true
            return .username(sshUser)
        }
        if allows(GIT_CREDENTIAL_SSH_KEY) {
            if source.useSSHAgent, agentReachable, !agentTried {
                agentTried = true
                offered.append(.sshAgent)
                return .sshAgent(username: sshUser)
            }
            while nextKeyFile < source.sshKeyFiles.count {
                let key = source.sshKeyFiles[nextKeyFile]
                nextKeyFile += 1
                guard FileManager.default.isReadableFile(atPath: key.path) else { continue }
                if isPassphraseProtected(key) {
                    skippedKeys.append(displayPath(key, environment: source.environment))
                    continue
                }
                offered.append(.keyFile(displayPath(key, environment: source.environment)))
                let publicKey = key.path + ".pub"
                return .sshKey(
                    username: sshUser,
                    publicKey: FileManager.default.isReadableFile(atPath: publicKey) ? publicKey : nil,
                    privateKey: key.path)
            }
            return giveUp(
                offered.isEmpty && skippedKeys.isEmpty
                    ? .noSSHKey(user: sshUser) : .sshNotAccepted(user: sshUser, offered: offered, passphraseProtected: skippedKeys))
        }
        if allows(GIT_CREDENTIAL_USERPASS_PLAINTEXT) {
            guard let web = WebURL(url) else {
                // An SSH server that wants a password: the token and the helper's HTTPS passwords are not for it.
                return giveUp(.passwordOverSSH)
            }
            if passwordTried {
                return giveUp(.rejected(offered: offered))
            }
            passwordTried = true
            if let token = nonEmpty(source.token) {
                guard web.isEncryptedOrLocal else {
                    return giveUp(.tokenOverHTTP(host: web.host))
                }
                offered.append(.accessToken)
                return .password(username: nonEmpty(usernameFromURL) ?? nonEmpty(source.tokenUsername) ?? "x-access-token", password: token)
            }
            if source.useCredentialHelper {
                switch CredentialHelper.fill(url: url, username: nonEmpty(usernameFromURL), environment: source.environment, workdir: workdir) {
                case .success(let found):
                    offered.append(.credentialHelper)
                    return .password(username: found.username, password: found.password)
                case .failure(let reason):
                    return giveUp(.noCredentials(tokenVariable: source.tokenVariable, helper: reason))
                }
            }
            return giveUp(.passwordWanted(tokenVariable: source.tokenVariable))
        }
        return giveUp(.unsupportedTypes(allowedTypes))
    }

    private func giveUp(_ problem: AuthenticationProblem) -> Choice {
        if failure == nil { failure = problem }
        return .none(problem)
    }

    /// The credential callback's work: the next choice made into a libgit2 credential, or GIT_EAUTH.
    func acquire(_ out: UnsafeMutablePointer<UnsafeMutablePointer<git_credential>?>, url: String, usernameFromURL: String?, allowedTypes: UInt32)
        -> Int32
    {
        let result: Int32
        switch next(url: url, usernameFromURL: usernameFromURL, allowedTypes: allowedTypes) {
        case .username(let name):
            result = git_credential_username_new(out, name)
        case .sshAgent(let name):
            result = git_credential_ssh_key_from_agent(out, name)
        case .sshKey(let name, let publicKey, let privateKey):
            result = git_credential_ssh_key_new(out, name, publicKey, privateKey, nil)
        case .password(let name, let password):
            result = git_credential_userpass_plaintext_new(out, name, password)
        case .none(let problem):
            // libgit2's message for a developer; the error the operation throws carries `problem` typed.
            git_error_set_str(Int32(GIT_ERROR_CALLBACK.rawValue), "authentication failed: \(problem)")
            return GIT_EAUTH.rawValue
        }
        return result
    }
}

/// An http:// or https:// URL, as far as the credential callback needs to know it.
struct WebURL {
    let host: String
    let isEncryptedOrLocal: Bool

    init?(_ url: String) {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            scheme == "https" || scheme == "http", let host = components.host
        else { return nil }
        self.host = host
        let loopback = ["localhost", "127.0.0.1", "::1", "[::1]"].contains(host.lowercased())
        self.isEncryptedOrLocal = scheme == "https" || loopback
    }
}

/// `git credential fill`: the user name and password the user's credential helper has for a URL.
enum CredentialHelper {
    struct Found {
        let username: String
        let password: String
    }

    /// Runs `git credential fill` (no terminal prompt, at most `timeout` seconds) in `workdir`.
    static func fill(url: String, username: String?, environment: [String: String], workdir: URL?, timeout: TimeInterval = 60) -> Result<
        Found, CredentialHelperFailure
    > {
        guard let components = URLComponents(string: url), let scheme = components.scheme, let host = components.host else {
            return .failure(.unreadableURL)
        }
        var request = "protocol=\(scheme)\nhost=\(host)\(components.port.map { ":\($0)" } ?? "")\n"
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        if !path.isEmpty { request += "path=\(path)\n" }
        if let username { request += "username=\(username)\n" }
        request += "\n"
        guard !request.contains("\0") else { return .failure(.nulInURL) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "credential", "fill"]
        var environment = environment
        // Never wait for someone to type at a terminal: no helper means no credentials.
        environment["GIT_TERMINAL_PROMPT"] = "0"
        process.environment = environment
        if let workdir { process.currentDirectoryURL = workdir }
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return .failure(.cannotRun(reason: error.localizedDescription))
        }
        // The answer is small; read as it comes (`HelperOutput`), so that a helper can never block on a full pipe.
        let collected = HelperOutput(reading: output.fileHandleForReading)
        input.fileHandleForWriting.write(Data(request.utf8))
        try? input.fileHandleForWriting.close()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            // SIGKILL: a child may have inherited a blocked SIGTERM from the thread that started it.
            kill(process.processIdentifier, SIGKILL)
            _ = collected.finish()
            return .failure(.noAnswer(seconds: Int(timeout)))
        }
        let answer = collected.finish()
        guard process.terminationStatus == 0 else {
            return .failure(.foundNone)
        }
        var fields: [String: String] = [:]
        for line in String(decoding: answer, as: UTF8.self).split(separator: "\n") {
            guard let equals = line.firstIndex(of: "=") else { continue }
            fields[String(line[..<equals])] = String(line[line.index(after: equals)...])
        }
        guard let name = fields["username"], let password = fields["password"], !password.isEmpty else {
            return .failure(.incompleteAnswer)
        }
        return .success(Found(username: name, password: password))
    }
}

/// True for a private key file that needs a passphrase (which GitKit cannot ask for).
func isPassphraseProtected(_ key: URL) -> Bool {
    guard let text = try? String(contentsOf: key, encoding: .utf8) else { return false }
    if text.contains("ENCRYPTED") { return true }  // PEM: "Proc-Type: 4,ENCRYPTED" or "BEGIN ENCRYPTED PRIVATE KEY"
    let begin = "-----BEGIN OPENSSH PRIVATE KEY-----"
    let end = "-----END OPENSSH PRIVATE KEY-----"
    guard let start = text.range(of: begin), let stop = text.range(of: end), start.upperBound <= stop.lowerBound else { return false }
    let base64 = text[start.upperBound..<stop.lowerBound].filter { !$0.isWhitespace }
    guard let body = Data(base64Encoded: String(base64)) else { return false }
    // "openssh-key-v1\0", then the cipher name as a length-prefixed string: "none" when unencrypted.
    let magic = Array("openssh-key-v1\0".utf8)
    let bytes = [UInt8](body)
    guard bytes.count >= magic.count + 4, Array(bytes[0..<magic.count]) == magic else { return false }
    let lengthBytes = bytes[magic.count..<magic.count + 4]
    let length = lengthBytes.reduce(0) { $0 << 8 | Int($1) }
    let nameStart = magic.count + 4
    guard bytes.count >= nameStart + length else { return false }
    return String(decoding: bytes[nameStart..<nameStart + length], as: UTF8.self) != "none"
}

/// True when `$SSH_AUTH_SOCK` names a socket.
///
/// This one read of the process must stay: libssh2 connects to the agent named by this process's own
/// `$SSH_AUTH_SOCK` (its `getenv`), whatever environment the program passed, so the check looks where
/// libssh2 will.
func sshAgentSocketExists() -> Bool {
    guard let path = ProcessInfo.processInfo.environment["SSH_AUTH_SOCK"], !path.isEmpty else { return false }
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFSOCK
}

private func nonEmpty(_ value: String?) -> String? {
    guard let value, !value.isEmpty else { return nil }
    return value
}

/// The local account's name, as ssh would use it: `USER`, `LOGNAME` of `environment`, else the account's.
func localUserName(_ environment: [String: String]) -> String {
    nonEmpty(environment["USER"]) ?? nonEmpty(environment["LOGNAME"]) ?? NSUserName()
}

/// `~/…` for a path under the home folder (`HOME` of `environment`, else the account's), for messages.
func displayPath(_ url: URL, environment: [String: String]) -> String {
    let home = nonEmpty(environment["HOME"]) ?? FileManager.default.homeDirectoryForCurrentUser.path
    let path = url.path
    return path.hasPrefix(home + "/") ? "~" + path.dropFirst(home.count) : path
}
