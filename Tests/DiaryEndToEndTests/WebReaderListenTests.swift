import Foundation
import TestSupport
import Testing

/// `diary serve --listen ADDR` reads the address once, as the system reads a numeric host, and applies its
/// rules to the address that comes out: every spelling of every address at once is refused before anything
/// listens, another spelling of an address is that address (docs/browser.md, "Who gets in").
@Suite(.serialized)
struct WebReaderListenTests {
    /// Every address at once, as glibc's `getaddrinfo` reads each (inet_aton's forms, IPv4 mapped into IPv6).
    static let everyAddress: [(spelling: String, address: String)] = [
        ("0.0.0.0", "0.0.0.0"), ("0", "0.0.0.0"), ("00.0.0.0", "0.0.0.0"), ("0x0", "0.0.0.0"), ("0.0", "0.0.0.0"),
        ("000", "0.0.0.0"), ("0x00000000", "0.0.0.0"), ("::ffff:0.0.0.0", "0.0.0.0"), ("::ffff:0:0", "0.0.0.0"),
        ("[::ffff:0.0.0.0]", "0.0.0.0"), ("::", "::"), ("[::]", "::"), ("::0", "::"), ("0:0:0:0:0:0:0:0", "::"),
        ("::0.0.0.0", "::")
    ]

    @Test func everySpellingOfEveryAddressAtOnceIsRefusedBeforeAnythingListens() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        for (spelling, address) in Self.everyAddress {
            let port = try freePort()
            guard let result = try await sb.refusedServe(["--port", "\(port)", "--listen", spelling]) else { continue }
            #expect(result.status == 1, "\(spelling): \(result)")
            let named = spelling == address ? "--listen \(spelling):" : "--listen \(spelling) is \(address):"
            #expect(
                result.errorLines == [
                    "error: \(named) every address of this machine at once, where no Host header could be checked; give the one address this machine is reached at ('ip address' lists them)"
                ], "\(spelling): \(result)")
            #expect(result.stdout.isEmpty, "\(spelling)")
            #expect(!canConnect(port: port), "\(spelling)")
        }
        let korean = try #require(try await sb.refusedServe(["--listen", "0x0"], env: ["LANG": "ko_KR.UTF-8"]))
        #expect(korean.status == 1)
        #expect(korean.stderr.hasPrefix("error: --listen 0x0은 0.0.0.0입니다: 이 컴퓨터의 모든 주소를 한꺼번에 뜻해"), "\(korean)")
    }

    @Test func whatIsNoAddressIsRefused() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        for spelling in ["example.com", "fe80::1%lo", "256.0.0.1", "1.2.3.4.5", "127.0.0.1 ", "[::1", ""] {
            guard let result = try await sb.refusedServe(["--listen", spelling]) else { continue }
            #expect(result.status == 1, "\(spelling): \(result)")
            #expect(
                result.errorLines == [
                    "error: --listen \(spelling): not an IP address; give one this machine has, as 192.168.1.5 or fd00::2 "
                        + "(no name but localhost, no zone such as %eth0)"
                ], "\(spelling): \(result)")
        }
    }

    /// Another spelling of an address is that address, written as browsers write it: in the printed address,
    /// and in the `Host` a browser sends, which the server checks.
    @Test func anotherSpellingOfAnAddressIsThatAddress() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let cases: [(spelling: String, host: String)] = [
            ("127.1", "127.0.0.1"), ("0x7f000001", "127.0.0.1"), ("::ffff:127.0.0.1", "127.0.0.1"), ("localhost", "127.0.0.1"),
            ("0:0:0:0:0:0:0:1", "127.0.0.1"), ("127.2", "127.0.0.2"), ("0x7f000002", "127.0.0.2"), ("::ffff:127.0.0.2", "127.0.0.2"),
            ("0177.0.0.02", "127.0.0.2")
        ]
        for (spelling, host) in cases {
            let served = try await ServedVault.start(sb, arguments: ["--listen", spelling])
            #expect(served.address.hasPrefix("http://\(host):\(served.port)/?token="), "\(spelling): \(served.address)")
            #expect(try served.fetch("http://\(host):\(served.port)/").status == 200, "\(spelling)")
            // The loopback pair (127.0.0.1 and ::1) however written; any other address alone.
            #expect(canConnect(port: served.port) == (host == "127.0.0.1"), "\(spelling)")
            let stopped = try await served.stop()
            #expect(stopped.status == 0, "\(spelling): \(stopped)")
        }
    }
}

extension Sandbox {
    /// `diary serve args` expected to refuse and end: its result, or nil (recorded as an issue) when it is
    /// still running after 8 seconds, a server started where none should be, then killed.
    func refusedServe(
        _ args: [String], env: [String: String?] = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> RunResult? {
        let process = try launch(["serve"] + args, env: env)
        let deadline = Date().addingTimeInterval(8)
        while isAlive(process.pid), Date() < deadline { try await Task.sleep(for: .milliseconds(50)) }
        guard isAlive(process.pid) else { return try await process.wait() }
        let printed = process.outputSoFar()
        process.send(SIGKILL)
        _ = try await process.wait()
        Issue.record("diary serve \(args.joined(separator: " ")) started a server: \(printed)", sourceLocation: sourceLocation)
        return nil
    }
}
