import CTimedStream
import Clibgit2
import Foundation

/// How long a fetch or push waits for the network before it gives up.
///
/// A fetch or push is given up on when it is silent for `idle` seconds; when a stretch of `idle`
/// seconds moves fewer than `minimumBytesPerSecond` × `idle` bytes (a server that trickles a byte a
/// second is never silent, and no closer to done); and when it has run for `total` seconds in all.
public struct NetworkTimeouts: Sendable, Equatable {
    /// Seconds to wait for a TCP connection to be accepted.
    public var connect: TimeInterval
    /// Seconds a connection may stay silent (nothing received, nothing sent) before it is abandoned; also
    /// the stretch over which the transfer must move at least `minimumBytesPerSecond` on average.
    public var idle: TimeInterval
    /// Seconds a whole fetch or push may take, however much moves.
    public var total: TimeInterval

    /// Creates timeouts from their parts (in seconds); `total` is `totalPerIdle` × `idle` when not given.
    public init(connect: TimeInterval, idle: TimeInterval, total: TimeInterval? = nil) {
        self.connect = connect
        self.idle = idle
        self.total = total ?? idle * Self.totalPerIdle
    }

    /// 20 s to connect, 120 s of silence: generous for a slow server, finite for a dead one.
    public static let standard = NetworkTimeouts(connect: 20, idle: 120)

    /// The least a working transfer moves, in bytes a second over `idle` (either way, counted on the
    /// sockets): far below any network, above a server that only trickles or sends keep-alives.
    public static let minimumBytesPerSecond = 32

    /// A whole fetch or push may take this many times `idle` (an hour for 30 s).
    public static let totalPerIdle: TimeInterval = 120
}

/// Runs one network operation of libgit2 on this thread with GitKit's stream and `timeouts`.
///
/// The stream and its watchdog are C (the CTimedStream target), compiled once: their per-thread state
/// is one copy in the binary, whichever Swift file a release build inlines these calls into.
enum Network {
    /// The timed TCP stream replaces libgit2's own, once per process.
    private static let registration: GitError? = {
        do { try Libgit2.initialize() } catch { return error as? GitError }
        let result = clibgit2_register_timed_stream()
        return result < 0 ? GitError.last(code: result, function: "git_stream_register") : nil
    }()

    /// Runs `body` (a libgit2 call that may touch the network) with `timeouts` in force on this thread.
    /// `stall` says why, when a connection of `body` gave up waiting.
    ///
    /// Besides the stream's own timed waits (git://, http://, https://), a watchdog thread (see CTimedStream)
    /// shuts the operation's sockets down once nothing has moved on them for `timeouts.idle`, once a
    /// stretch of `timeouts.idle` moved too little, or after `timeouts.total`: the only way to stop
    /// libssh2, which reads the socket of an ssh:// remote itself and never gives up, and a server that
    /// trickles.
    static func run(_ timeouts: NetworkTimeouts, _ body: () -> Int32) throws -> (result: Int32, stall: NetworkStall?) {
        if let error = registration { throw error }
        clibgit2_set_network_timeouts(milliseconds(timeouts.connect), milliseconds(timeouts.idle))
        defer { clibgit2_set_network_timeouts(milliseconds(NetworkTimeouts.standard.connect), milliseconds(NetworkTimeouts.standard.idle)) }
        let leastBytes = UInt64((Double(NetworkTimeouts.minimumBytesPerSecond) * max(timeouts.idle, 0)).rounded(.up))
        guard clibgit2_watch_begin(milliseconds(timeouts.idle), Int64(milliseconds(timeouts.total)), leastBytes) == 0 else {
            throw GitError(
                code: -1, errorClass: Int32(GIT_ERROR_OS.rawValue), message: "cannot start the network watchdog thread",
                function: "pthread_create")
        }
        let result = body()
        var verdict = clibgit2_watch_verdict()
        let watchdogFired = clibgit2_watch_end(&verdict) != 0
        if watchdogFired { return (result, NetworkStall(verdict, timeouts: timeouts)) }
        if clibgit2_network_did_time_out() != 0 { return (result, .streamGaveUp(after: max(timeouts.connect, timeouts.idle))) }
        return (result, nil)
    }

    /// Tells the watchdog of this thread's operation that something happened (a libgit2 callback).
    static func noteActivity() {
        clibgit2_watch_touch()
    }

    /// Tells the watchdog that work here moved the operation on while the network may be quiet
    /// (objects indexed after the download, a pack being built).
    static func noteLocalProgress() {
        clibgit2_watch_note_progress()
    }

    private static func milliseconds(_ seconds: TimeInterval) -> Int32 {
        guard seconds.isFinite, seconds > 0 else { return 1 }
        return Int32(min(seconds * 1000, Double(Int32.max)).rounded(.up))
    }
}

/// Why a fetch or push gave up waiting (see `NetworkTimeouts`).
enum NetworkStall: Equatable {
    /// Nothing moved for this many seconds.
    case silent(seconds: TimeInterval)
    /// Only `bytes` moved in `seconds`, fewer than `NetworkTimeouts.minimumBytesPerSecond` on average.
    case tooSlow(bytes: UInt64, seconds: TimeInterval)
    /// The whole operation ran for `seconds`, its limit.
    case tooLong(seconds: TimeInterval)
    /// A read, write or connect of the stream waited this long.
    case streamGaveUp(after: TimeInterval)

    init(_ verdict: clibgit2_watch_verdict, timeouts: NetworkTimeouts) {
        switch Int(verdict.kind) {
        case Int(CLIBGIT2_WATCH_TOO_SLOW):
            self = .tooSlow(bytes: verdict.bytes, seconds: timeouts.idle)
        case Int(CLIBGIT2_WATCH_TOO_LONG):
            self = .tooLong(seconds: timeouts.total)
        default:
            self = .silent(seconds: timeouts.idle)
        }
    }

    /// A wait of the stream's own, which says itself that it gave up.
    var isStreamWait: Bool {
        if case .streamGaveUp = self { return true }
        return false
    }

    /// What the error says instead of libgit2's symptom ("SSL error: 0xffffffff - Generic error",
    /// "failed to start SSH session").
    var problem: TransferProblem {
        switch self {
        case .silent(let seconds), .streamGaveUp(let seconds):
            return .silent(seconds: Self.whole(seconds))
        case .tooSlow(let bytes, let seconds):
            return .tooSlow(bytes: bytes, seconds: Self.whole(seconds), minimumBytesPerSecond: NetworkTimeouts.minimumBytesPerSecond)
        case .tooLong(let seconds):
            return .tooLong(seconds: Self.whole(seconds))
        }
    }

    private static func whole(_ seconds: TimeInterval) -> Int { Int(seconds.rounded(.up)) }
}

/// What one fetch or push learns through libgit2's callbacks; their payload.
final class TransferSession {
    /// The remote's name (or URL for an anonymous one), for messages.
    let remoteName: String
    /// The URL with any password removed, for messages.
    let displayURL: String
    let credentials: CredentialAttempts
    /// Refs the server refused, with its reason, in the order it reported them.
    private(set) var rejectedRefs: [(ref: String, reason: String)] = []
    /// Complete lines the server sent on its message channel ("remote: …"), e.g. a hook's output.
    private(set) var serverMessages: [String] = []
    private var pendingMessage = ""
    /// The bytes of the pack received when libgit2 last reported progress.
    private var lastReceivedBytes: Int = -1

    init(remoteName: String, url: String, credentials: CredentialSource, workdir: URL?) {
        self.remoteName = remoteName
        self.displayURL = redactedURL(url)
        self.credentials = CredentialAttempts(source: credentials, workdir: workdir)
    }

    /// libgit2 callbacks wired to this session; valid while the session is alive.
    func callbacks() throws -> git_remote_callbacks {
        var callbacks = git_remote_callbacks()
        try check(git_remote_init_callbacks(&callbacks, UInt32(GIT_REMOTE_CALLBACKS_VERSION)), "git_remote_init_callbacks")
        callbacks.payload = Unmanaged.passUnretained(self).toOpaque()
        callbacks.credentials = { out, url, usernameFromURL, allowedTypes, payload in
            Network.noteActivity()
            guard let out, let payload else { return GIT_ERROR.rawValue }
            let session = Unmanaged<TransferSession>.fromOpaque(payload).takeUnretainedValue()
            return session.credentials.acquire(
                out, url: url.map { String(cString: $0) } ?? "",
                usernameFromURL: usernameFromURL.map { String(cString: $0) }, allowedTypes: allowedTypes)
        }
        // No certificate_check: libgit2's verdict (TLS chain, ~/.ssh/known_hosts) is final.
        // Progress is activity for the network watchdog (Network.run): a slow transfer is not a dead one.
        // Once every object is in, resolving deltas here reads nothing (the bytes received stay the
        // same): progress of its own, which a server cannot fake by trickling.
        callbacks.transfer_progress = { stats, payload in
            guard let stats = stats?.pointee, let payload else { return 0 }
            let session = Unmanaged<TransferSession>.fromOpaque(payload).takeUnretainedValue()
            let indexing =
                stats.total_objects > 0 && stats.received_objects == stats.total_objects
                && Int(stats.received_bytes) == session.lastReceivedBytes
            session.lastReceivedBytes = Int(stats.received_bytes)
            if indexing { Network.noteLocalProgress() } else { Network.noteActivity() }
            return 0
        }
        // Building the pack of a push (counting, deltas) reads nothing from the server either.
        callbacks.pack_progress = { _, _, _, _ in
            Network.noteLocalProgress()
            return 0
        }
        callbacks.push_transfer_progress = { _, _, _, _ in
            Network.noteActivity()
            return 0
        }
        callbacks.sideband_progress = { text, length, payload in
            Network.noteActivity()
            guard let text, let payload, length > 0 else { return 0 }
            let session = Unmanaged<TransferSession>.fromOpaque(payload).takeUnretainedValue()
            let bytes = UnsafeRawBufferPointer(start: text, count: Int(length))
            session.receiveMessage(String(decoding: bytes, as: UTF8.self))
            return 0
        }
        callbacks.push_update_reference = { refname, status, payload in
            guard let payload, let status else { return 0 }
            let session = Unmanaged<TransferSession>.fromOpaque(payload).takeUnretainedValue()
            session.rejectedRefs.append((refname.map { String(cString: $0) } ?? "", String(cString: status)))
            return 0
        }
        return callbacks
    }

    /// Keeps whole lines; a line ended by "\r" is a progress meter and is dropped. At most 100 lines are kept.
    private func receiveMessage(_ text: String) {
        pendingMessage += text
        while let end = pendingMessage.firstIndex(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            let line = pendingMessage[..<end].trimmingCharacters(in: .whitespaces)
            let isProgress = pendingMessage[end] == "\r"
            pendingMessage.removeSubrange(...end)
            if !isProgress, !line.isEmpty, !isProgressReport(line), serverMessages.count < 100 { serverMessages.append(line) }
        }
    }

    /// Server messages including an unterminated last line.
    var allServerMessages: [String] {
        let rest = pendingMessage.trimmingCharacters(in: .whitespacesAndNewlines)
        return rest.isEmpty || isProgressReport(rest) ? serverMessages : serverMessages + [rest]
    }

    /// git's own progress lines ("Counting objects: 100% (3/3), done.", "Total 3 (delta 0)…"), not worth repeating in an error.
    private func isProgressReport(_ line: String) -> Bool {
        line.hasSuffix(", done.") || line.hasPrefix("Total ") || line.range(of: #"\d+% \(\d+/\d+\)"#, options: .regularExpression) != nil
            || line.range(of: #"^(Enumerating|Counting|Compressing|Writing|Resolving|Receiving|Unpacking) objects"#, options: .regularExpression)
                != nil
    }

    /// The error for a failed libgit2 network call: libgit2's own, said about this remote, or the
    /// credential callback's `AuthenticationProblem` (typed, with the remote) when authentication ran out of methods.
    func failure(code: Int32, stall: NetworkStall?, function: String) -> GitError {
        let timedOut = stall != nil
        let libgit2 = GitError.last(code: code, function: function)
        if let problem = credentials.failure {
            return GitError(
                code: GIT_EAUTH.rawValue, errorClass: libgit2.errorClass,
                problem: .authentication(remote: remoteName == displayURL ? nil : remoteName, url: displayURL, problem), function: function)
        }
        let message = libgit2.message
        let problem: TransferProblem
        if let stall, !(stall.isStreamWait && message.contains("timed out")) {
            // What libgit2 says after the watchdog cut the connection is its symptom ("SSL error: 0xffffffff
            // - Generic error", "failed to start SSH session"), not its cause. A wait of the stream's own
            // that gave up says so itself ("timed out: HOST sent nothing for N s").
            problem = stall.problem
        } else if code == GIT_EEOF.rawValue, !timedOut {
            problem = .closedEarly(message)
        } else if message == "unsupported URL protocol", isLocalPath(displayURL) {
            // libgit2 takes a path that is not there for a URL it cannot read.
            problem = .noRepositoryAtPath
        } else if code == GIT_ECERTIFICATE.rawValue {
            problem =
                libgit2.errorClass == Int32(GIT_ERROR_SSH.rawValue) ? .hostKeyNotTrusted(message) : .certificateNotVerified(message)
        } else {
            problem = .failed(message)
        }
        let errorClass = timedOut ? Int32(GIT_ERROR_NET.rawValue) : libgit2.errorClass
        return GitError(
            code: code, errorClass: errorClass,
            problem: .transfer(remote: remoteName == displayURL ? nil : remoteName, url: displayURL, problem, serverSaid: allServerMessages),
            function: function)
    }
}

/// True for a remote given as a local path rather than a URL or `host:path`.
private func isLocalPath(_ url: String) -> Bool {
    url.hasPrefix("/") || url.hasPrefix("./") || url.hasPrefix("../") || url.hasPrefix("~")
}

/// `url` without a password (`https://user:secret@host` → `https://user@host`), for messages.
func redactedURL(_ url: String) -> String {
    guard url.contains("://"), var components = URLComponents(string: url), components.password != nil else { return url }
    components.password = nil
    return components.string ?? url
}

extension GitError {
    /// The server turned the credentials down, or there were none to offer (`GIT_EAUTH`).
    public var isAuthenticationFailure: Bool { code == GIT_EAUTH.rawValue }
    /// The server's TLS certificate or SSH host key was not trusted (`GIT_ECERTIFICATE`).
    public var isCertificateFailure: Bool { code == GIT_ECERTIFICATE.rawValue }
    /// A connection could not be made or broke off: unreachable host, refused, timed out, closed mid-transfer.
    public var isNetworkFailure: Bool {
        let network: [git_error_t] = [GIT_ERROR_NET, GIT_ERROR_SSL, GIT_ERROR_SSH, GIT_ERROR_HTTP]
        return !isAuthenticationFailure && !isCertificateFailure && network.contains { Int32($0.rawValue) == errorClass }
    }
    /// A connection gave up waiting (see `NetworkTimeouts`).
    public var isTimeout: Bool {
        guard errorClass == Int32(GIT_ERROR_NET.rawValue) else { return false }
        guard case .transfer(_, _, let problem, _) = problem else { return message.contains("timed out") }
        switch problem {
        case .silent, .tooSlow, .tooLong: return true
        case .failed(let message): return message.contains("timed out")
        case .closedEarly, .noRepositoryAtPath, .hostKeyNotTrusted, .certificateNotVerified: return false
        }
    }
}
