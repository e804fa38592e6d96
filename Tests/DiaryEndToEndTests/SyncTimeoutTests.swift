import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A remote whose server accepts the connection and then never says a word, or trickles, over every transport.
@Suite("sync gives up on a silent or trickling server after sync.timeout, whatever the transport")
struct SyncTimeoutTests {
    @Test(
        "a server that accepts and never answers: a timed-out error within sync.timeout, the vault unchanged",
        arguments: ["git", "http", "https", "ssh"])
    func silentServer(scheme: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let listener = try SilentListener()
        defer { listener.stop() }
        let before = try await Self.vault(sb, syncingWith: "\(scheme)://127.0.0.1:\(listener.port)/diary.git")
        let (result, elapsed) = try await Self.timedSync(sb)
        Expect.oneLineError(result, mentioning: ["timed out", "sync.timeout"])
        #expect(elapsed >= 1.5 && elapsed < 10, "gave up after \(elapsed) s with sync.timeout 2: \(result)")
        #expect(listener.connections() >= 1, "the sync did reach the server")
        #expect(try await sb.state() == before, "nothing in the vault changed")
    }

    @Test(
        "a server that trickles a byte a second: a timed-out error within a few sync.timeout, the vault unchanged",
        arguments: ["git", "http", "https", "ssh"])
    func tricklingServer(scheme: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let server = try TricklingServer(scheme: scheme, bytesPerSecond: 1)
        defer { server.stop() }
        let before = try await Self.vault(sb, syncingWith: "\(scheme)://127.0.0.1:\(server.port)/diary.git")
        let (result, elapsed) = try await Self.timedSync(sb)
        // The first window of 2 s may hold the client's own request; the second one moves 2 bytes.
        Expect.oneLineError(result, mentioning: ["timed out", "stalled", "sync.timeout"])
        #expect(elapsed >= 1.5 && elapsed < 10, "gave up after \(elapsed) s with sync.timeout 2: \(result)")
        #expect(server.connections() >= 1, "the sync did reach the server")
        #expect(try await sb.state() == before, "nothing in the vault changed")
    }

    /// The sandbox's vault with one entry, `sync.timeout 2` and `origin` at `url`; its state before the sync.
    static func vault(_ sb: Sandbox, syncingWith url: String) async throws -> VaultState {
        try await sb.initVault()
        Expect.success(try await sb.diary("new", "Written before the sync."))
        Expect.success(try await sb.diary("config", "set", "sync.timeout", "2"))
        Expect.success(try await sb.diary("remote", "add", "origin", url))
        return try await sb.state()
    }

    /// `diary sync` and the seconds it took, timed by a shell around the process (a test process busy with
    /// other tests may hear of the exit seconds late, which is no time the sync took); killed after 60 s,
    /// for a diary that never gives up.
    static func timedSync(_ sb: Sandbox) async throws -> (RunResult, Double) {
        let clock = sb.root.appendingPathComponent("elapsed-ns")
        let timed = #"s=$(date +%s%N); timeout -s KILL 60 "$0" "$@"; c=$?; echo $(($(date +%s%N) - s)) > "$TIMED_INTO"; exit $c"#
        let result = try await sb.toolResult(
            ["TIMED_INTO=\(clock.path)", "sh", "-c", timed, DiaryBinary.url.path, "sync", "--vault", sb.vault.path])
        let nanoseconds = try String(contentsOf: clock, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        return (result, try #require(Double(nanoseconds), "\(result)") / 1e9)
    }

    @Test("sync.timeout takes a number of seconds from 1 to 3600")
    func timeoutSetting() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        for bad in ["0", "0.5", "soon", "86400"] {
            let refused = try await sb.diary("config", "set", "sync.timeout", bad)
            Expect.oneLineError(refused, mentioning: ["sync.timeout", "seconds"])
        }
        #expect(try await sb.diary("config", "get", "sync.timeout").stdout == "30\n", "the default")
        Expect.success(try await sb.diary("config", "set", "sync.timeout", "90"))
        #expect(try await sb.diary("config", "get", "sync.timeout").stdout == "90\n")
    }
}

/// A TCP port on 127.0.0.1 whose connections the kernel accepts (the listen backlog) and nobody ever
/// reads or answers: a server that hangs before its first byte, for TLS and SSH alike.
final class SilentListener: @unchecked Sendable {
    let port: Int
    private let descriptor: Int32

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) } }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw ListenerFailed()
        }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) } }
        port = Int(UInt16(bigEndian: address.sin_port))
        self.descriptor = descriptor
    }

    /// Connections waiting in the backlog (made and never accepted), counted by accepting them now.
    func connections() -> Int {
        var count = 0
        let flags = fcntl(descriptor, F_GETFL, 0)
        _ = fcntl(descriptor, F_SETFL, flags | O_NONBLOCK)
        while true {
            let client = accept(descriptor, nil, nil)
            if client < 0 { break }
            close(client)
            count += 1
        }
        return count
    }

    func stop() {
        close(descriptor)
    }

    struct ListenerFailed: Error {}
}
