import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A flood of connections held open by someone without the key, against `diary serve` on 127.0.0.1: it is
/// bounded in count (the oldest connection without the key makes room for a new one) and in time (a
/// connection is closed when none of its requests carried the key within `DIARY_SERVE_KEY_TIMEOUT`, whatever
/// it sends), and the person with the key gets in during the flood and after it.
@Suite(.serialized)
struct WebReaderFloodTests {
    /// `ConnectionLimits.connections`: the most connections the server keeps at once.
    static let mostConnections = 64

    @Test func aFloodOfHeldConnectionsIsBoundedInCountAndTime() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("SampleVault"), to: sb.vault)
        try await sb.initVault()
        // Twenty seconds: long enough to tell a request let in at once from one let in when the flood times out,
        // even with the whole suite loading both cores (where a three-second bound was seen to take fifteen).
        let served = try await ServedVault.start(sb, env: ["DIARY_SERVE_KEY_TIMEOUT": "20"])
        let listening = serverSockets(served.process.pid)
        let host = "Host: 127.0.0.1:\(served.port)\r\n"
        // Four kinds, 300 in all: nothing sent; half a header; a whole request without the key (403), sent
        // again and again; a write without the key whose body comes a byte at a time.
        var flood: [HeldConnection] = []
        for index in 0..<300 {
            let connection = try HeldConnection(port: served.port)
            switch index % 4 {
            case 1: connection.send("GET / HTTP/1.1\r\n" + host)
            case 2: connection.send("GET / HTTP/1.1\r\n" + host + "\r\n")
            case 3: connection.send("POST /-/save/2026-11-17 HTTP/1.1\r\n" + host + "Content-Length: 100000\r\n\r\nx")
            default: break
            }
            flood.append(connection)
        }
        let flooded = Date()
        defer {
            for connection in flood { connection.close() }
        }

        // Bounded in count: the server holds at most its limit (the listening sockets aside).
        var held = serverSockets(served.process.pid) - listening
        while held > Self.mostConnections, Date().timeIntervalSince(flooded) < 2 {
            try await Task.sleep(for: .milliseconds(50))
            held = serverSockets(served.process.pid) - listening
        }
        #expect(held <= Self.mostConnections, "the server holds \(held) connections of the flood")

        // The person with the key gets in during the flood at once, not when the flood times out.
        let asked = Date()
        #expect(try served.fetch("/").status == 200)
        #expect(Date().timeIntervalSince(asked) < 10, "the request with the key waited \(Date().timeIntervalSince(asked)) s")

        // Bounded in time: every connection of the flood is closed about twenty seconds after the server took it,
        // however it keeps sending (today's binary held every one for good).
        var open = Array(flood.indices)
        while !open.isEmpty, Date().timeIntervalSince(flooded) < 90 {
            for index in open where index % 4 == 2 { flood[index].send("GET / HTTP/1.1\r\n" + host + "\r\n") }
            for index in open where index % 4 == 3 { flood[index].send("x") }
            open = open.filter { !flood[$0].closedByServer() }
            try await Task.sleep(for: .milliseconds(200))
        }
        let took = Date().timeIntervalSince(flooded)
        #expect(open.isEmpty, "\(open.count) of 300 connections still open after \(took) s (kinds \(Set(open.map { $0 % 4 }).sorted()))")
        #expect(took < 90, "the flood was closed after \(took) s")
        #expect(serverSockets(served.process.pid) == listening)

        // And after it.
        #expect(try served.fetch("/").status == 200)
        let stopped = try await served.stop()
        #expect(stopped.status == 0, "\(stopped)")
        #expect(stopped.stderr.isEmpty)
    }

    @Test func aKeyTimeoutThatIsNoNumberOfSecondsIsOneErrorLine() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        for value in ["soon", "0", "-1", "3601"] {
            guard let result = try await sb.refusedServe([], env: ["DIARY_SERVE_KEY_TIMEOUT": value]) else { continue }
            #expect(result.status == 1, "\(value): \(result)")
            #expect(
                result.errorLines == [
                    "error: DIARY_SERVE_KEY_TIMEOUT=\(value): not a number of seconds from 0.1 to 3600; set one, or unset it for 10"
                ], "\(value): \(result)")
        }
    }

    /// How many sockets process `pid` has open (`/proc/PID/fd`).
    func serverSockets(_ pid: Int32) -> Int {
        let folder = "/proc/\(pid)/fd"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { ((try? FileManager.default.destinationOfSymbolicLink(atPath: folder + "/" + $0)) ?? "").hasPrefix("socket:") }
            .count
    }
}

/// A TCP connection to 127.0.0.1 made by hand and held open, as a flood holds one.
final class HeldConnection {
    private let descriptor: Int32
    private var closed = false

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw PortError("socket: \(String(cString: strerror(errno)))") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else {
            let reason = String(cString: strerror(errno))
            Glibc.close(descriptor)
            throw PortError("connect to 127.0.0.1:\(port): \(reason)")
        }
    }

    /// Sends `text`, ignoring a connection the server closed (no SIGPIPE).
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Whether the server closed it (end of stream, or a reset), reading without waiting whatever it answered.
    func closedByServer() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            if count > 0 { continue }
            if count == 0 { return true }
            return errno != EAGAIN && errno != EWOULDBLOCK
        }
    }

    func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(descriptor)
    }

    deinit { close() }
}
