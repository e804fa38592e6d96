import Foundation

#if canImport(Glibc)
    import Glibc
#endif

#if os(Linux)
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
#else
    private let streamSocket = SOCK_STREAM
#endif

/// A socket or port set-up that failed.
public struct PortError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// A TCP port on 127.0.0.1 that was free a moment ago (bound, then closed again).
public func freePort() throws -> Int {
    let descriptor = try loopbackSocket(boundTo: 0)
    defer { close(descriptor) }
    return try boundPort(descriptor)
}

/// A TCP port on 127.0.0.1 where nothing listens.
public func closedPort() throws -> Int { try freePort() }

/// True when something accepts TCP connections on 127.0.0.1:`port`.
public func canConnect(port: Int) -> Bool {
    let descriptor = socket(AF_INET, streamSocket, 0)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var address = loopback(port: port)
    return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    } == 0
}

/// A TCP socket bound to 127.0.0.1:`port` (0: any free port), not listening yet.
public func loopbackSocket(boundTo port: Int) throws -> Int32 {
    let descriptor = socket(AF_INET, streamSocket, 0)
    guard descriptor >= 0 else { throw PortError("socket failed") }
    var address = loopback(port: port)
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0 else {
        close(descriptor)
        throw PortError("bind failed")
    }
    return descriptor
}

/// The port a bound socket has.
public func boundPort(_ descriptor: Int32) throws -> Int {
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let result = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    guard result == 0 else { throw PortError("getsockname failed") }
    return Int(UInt16(bigEndian: address.sin_port))
}

private func loopback(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return address
}
