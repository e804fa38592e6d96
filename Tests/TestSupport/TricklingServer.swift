import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A server on 127.0.0.1 that accepts every connection and answers it a few bytes at a time, forever:
/// the opening a client of the scheme waits for, then filler, at `bytesPerSecond`. Never silent, never
/// done: what `sync.timeout` must still give up on. Whatever the client sends is left unread.
///
/// The openings keep each client reading for hours at a byte a second: a git:// pkt-line whose length
/// ("aaaa", 43690 bytes) the filler itself spells, an HTTP response whose header never ends, a TLS
/// record of 16 KB, an SSH banner (libssh2 takes up to 256 bytes of it).
public final class TricklingServer: @unchecked Sendable {
    public let port: Int
    private let descriptor: Int32
    private let opening: [UInt8]
    private let bytesPerSecond: Int
    private let state = NSLock()
    private var stopped = false
    private var running = 0
    private var accepted = 0

    /// A server for `scheme` (git, http, https or ssh) that sends `bytesPerSecond` on each connection.
    public init(scheme: String, bytesPerSecond: Int) throws {
        switch scheme {
        case "git": opening = []
        case "http": opening = Array("HTTP/1.1 200 OK\r\nContent-Type: application/x-git-upload-pack-advertisement\r\nX-Trickle: ".utf8)
        case "https": opening = [0x16, 0x03, 0x03, 0x40, 0x00]
        case "ssh": opening = Array("SSH-2.0-".utf8)
        default: throw PortError("no trickle for \(scheme)://")
        }
        self.bytesPerSecond = max(1, bytesPerSecond)
        descriptor = try loopbackSocket(boundTo: 0)
        guard listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw PortError("listen failed")
        }
        port = try boundPort(descriptor)
        let listening = descriptor
        let acceptor = Thread { [self] in
            while true {
                let client = accept(listening, nil, nil)
                if client < 0 { return }
                guard begin() else {
                    close(client)
                    return
                }
                Thread { [self] in
                    trickle(to: client)
                    close(client)
                    end()
                }.start()
            }
        }
        acceptor.start()
    }

    deinit { stop() }

    /// Connections accepted so far.
    public func connections() -> Int {
        state.withLock { accepted }
    }

    /// Stops listening and ends every connection (within a second or so).
    public func stop() {
        let first = state.withLock {
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        shutdown(descriptor, Int32(SHUT_RDWR))
        close(descriptor)
        let deadline = Date().addingTimeInterval(3)
        while state.withLock({ running > 0 }), Date() < deadline { usleep(10_000) }
    }

    private func begin() -> Bool {
        state.withLock {
            guard !stopped else { return false }
            running += 1
            accepted += 1
            return true
        }
    }

    private func end() {
        state.withLock { running -= 1 }
    }

    private var isStopped: Bool { state.withLock { stopped } }

    /// The opening, then filler, a piece every 1/8 s (every second at a byte a second), until the client
    /// goes or the server stops.
    private func trickle(to client: Int32) {
        let piece = max(1, bytesPerSecond / 8)
        let interval = UInt32(1_000_000 * piece / bytesPerSecond)
        var sent = 0
        while !isStopped {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: piece)
            for index in 0..<piece where sent + index < opening.count { bytes[index] = opening[sent + index] }
            let written = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if written <= 0 { return }
            sent += written
            // Slept in short steps, so that `stop` is heard soon.
            var slept: UInt32 = 0
            while slept < interval, !isStopped {
                let step = min(50_000, interval - slept)
                usleep(step)
                slept += step
            }
        }
    }
}
