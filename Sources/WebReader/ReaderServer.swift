import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the reader: HTTP/1.1 from Hummingbird on 127.0.0.1 and [::1] (or the one address `--listen` names),
/// until SIGINT or SIGTERM, which let the requests under way finish. Connections are held to
/// `ConnectionLimits` (see `ConnectionGate`).
public enum ReaderServer {
    /// Where the server listens: the loopback addresses, or one address given, as `ListenAddress` writes it.
    public enum Listen: Sendable, Equatable {
        case loopback
        case address(String)
    }

    /// Serves `settings`' vault on `port` (0: a free one), calling `started` with the address to open (the
    /// token in it) once every address is bound. Throws when an address cannot be bound.
    public static func run(
        settings: ReaderSettings, listen: Listen, port: Int, limits: ConnectionLimits = ConnectionLimits(),
        started: @escaping @Sendable (_ url: String) -> Void
    ) async throws {
        let addresses: [String] =
            switch listen {
            case .loopback: ["127.0.0.1"] + (loopbackIPv6Available() ? ["::1"] : [])
            case .address(let address): [address]
            }
        // Every address at once, however written: no Host header could be checked against it.
        for address in addresses {
            if case .failure(.everyAddress(let written)) = ListenAddress.parse(address) { throw ServerError.everyAddress(written) }
        }
        let port = try chosenPort(port, addresses: addresses)
        let hosts = Set(addresses.flatMap { hostHeaders(for: $0, port: port) })
        let gate = ConnectionGate(limits: limits)
        let router = ReaderRoutes.router(settings: settings, hosts: hosts, port: port, gate: gate)
        let http = HTTP1Channel.Configuration(
            additionalChannelHandlers: [GatedConnection(gate: gate)], idleTimeout: TimeAmount(limits.idleTimeout))
        var logger = Logger(label: "diary-serve")
        // What goes wrong is said by diary-serve itself, in one line.
        logger.logLevel = .critical
        let running = RunningCount(total: addresses.count)
        let shown = urlHost(addresses[0])
        try await withThrowingTaskGroup(of: Void.self) { group in
            for address in addresses {
                let app = Application(
                    router: router,
                    server: .http1(configuration: http),
                    configuration: .init(address: .hostname(address, port: port), serverName: nil),
                    onServerRunning: { _ in
                        if running.oneMore() { started("http://\(shown):\(port)/?token=\(settings.keys.token)") }
                    },
                    logger: logger)
                group.addTask { try await app.runService() }
            }
            // One address that cannot be bound ends them all.
            try await group.next()
            group.cancelAll()
            try await group.waitForAll()
        }
    }

    /// `port` when every address can be listened on there (else `cannotListen`); for 0, a port free on all
    /// of them (one free on 127.0.0.1 may be taken on [::1]).
    static func chosenPort(_ port: Int, addresses: [String]) throws -> Int {
        guard port == 0 else {
            for address in addresses { try checkListening(on: address, port: port) }
            return port
        }
        var attempts = 0
        while true {
            let candidate = try freeLoopbackPort()
            do {
                for address in addresses { try checkListening(on: address, port: candidate) }
                return candidate
            } catch {
                attempts += 1
                if attempts == 10 { throw error }
            }
        }
    }

    /// What a browser sends as `Host` for `address`: `127.0.0.1:8123`, `localhost:8123`, `[::1]:8123`.
    static func hostHeaders(for address: String, port: Int) -> [String] {
        switch address {
        case "127.0.0.1": return ["127.0.0.1:\(port)", "localhost:\(port)"]
        case "::1": return ["[::1]:\(port)", "localhost:\(port)"]
        default: return [urlHost(address).lowercased() + ":\(port)"]
        }
    }

    static func urlHost(_ address: String) -> String { address.contains(":") ? "[\(address)]" : address }

    /// A port free on 127.0.0.1 now, from the kernel.
    static func freeLoopbackPort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError.noFreePort(String(cString: strerror(errno))) }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(fd, pointer, length) == 0 && getsockname(fd, pointer, &length) == 0
            }
        }
        guard bound else { throw ServerError.noFreePort(String(cString: strerror(errno))) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Throws `cannotListen` with the system's reason when `address`:`port` cannot be bound now (a port in
    /// use, an address this machine does not have), before the server tries.
    static func checkListening(on address: String, port: Int) throws {
        var hints = addrinfo()
        hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        let lookup = getaddrinfo(address, String(port), &hints, &found)
        guard lookup == 0, let info = found else {
            throw ServerError.cannotListen(String(cString: gai_strerror(lookup)))
        }
        defer { freeaddrinfo(found) }
        let fd = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ServerError.cannotListen(String(cString: strerror(errno))) }
        defer { close(fd) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard bind(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else {
            throw ServerError.cannotListen(String(cString: strerror(errno)))
        }
    }

    /// Whether this machine has IPv6's loopback (a container may not).
    static func loopbackIPv6Available() -> Bool {
        let fd = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_addr = in6addr_loopback
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) == 0 }
        }
    }

    public enum ServerError: Error {
        case noFreePort(String)
        /// Why an address cannot be listened on, as the system says it.
        case cannotListen(String)
        /// The unspecified address (`0.0.0.0`, `::`), as the system writes it.
        case everyAddress(String)
    }
}

/// Counts the addresses bound, to say "started" once, when the last is.
final class RunningCount: Sendable {
    private let total: Int
    private let bound = Mutex(0)

    init(total: Int) { self.total = total }

    /// One more address is bound; true when that was the last.
    func oneMore() -> Bool {
        bound.withLock { count in
            count += 1
            return count == total
        }
    }
}
