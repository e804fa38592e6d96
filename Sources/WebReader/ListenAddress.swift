#if canImport(Glibc)
    import Glibc
#endif

/// What `--listen ADDR` names, read once as the system reads a numeric host (`getaddrinfo` with
/// `AI_NUMERICHOST`, which on glibc also takes inet_aton's spellings: `0`, `0x0`, `00.0.0.0`, `127.1`), with
/// every rule applied to the address that comes out, never to the text:
/// - the unspecified address, however written (`0.0.0.0`, `0`, `0x0`, `::`, `::ffff:0.0.0.0`), is refused:
///   it is every address of the machine at once, and no `Host` header could be checked against it;
/// - 127.0.0.1 and ::1, however written, and `localhost` are the loopback pair, as without `--listen`;
/// - any other address is listened on, printed and checked in `Host` as browsers write it (`127.0.0.2`,
///   `fd00::2`); an IPv4 address mapped into IPv6 (`::ffff:192.168.1.5`) is that IPv4 address;
/// - a name (other than `localhost`) and an IPv6 zone (`fe80::1%eth0`, which no browser's address takes)
///   are no address.
public enum ListenAddress {
    public enum Problem: Error, Equatable, Sendable {
        /// Not an IP address: a name, a zone, anything else.
        case notAnAddress
        /// The unspecified address; `address` is how it is written (`0.0.0.0`, `::`).
        case everyAddress(address: String)
    }

    /// Where `text` says to listen.
    public static func parse(_ text: String) -> Result<ReaderServer.Listen, Problem> {
        let unbracketed = text.hasPrefix("[") && text.hasSuffix("]") ? String(text.dropFirst().dropLast()) : text
        if unbracketed.lowercased() == "localhost" { return .success(.loopback) }
        guard let bytes = addressBytes(unbracketed) else { return .failure(.notAnAddress) }
        let written = written(bytes)
        if bytes.allSatisfy({ $0 == 0 }) { return .failure(.everyAddress(address: written)) }
        if bytes == [127, 0, 0, 1] || bytes == Array(repeating: 0, count: 15) + [1] { return .success(.loopback) }
        return .success(.address(written))
    }

    /// The address `text` is, as the system reads it: 4 bytes for IPv4 (an IPv4 address mapped into IPv6
    /// included), 16 for IPv6; nil for anything else, and for an IPv6 address with a zone.
    static func addressBytes(_ text: String) -> [UInt8]? {
        guard !text.isEmpty else { return nil }
        var hints = addrinfo()
        hints.ai_flags = AI_NUMERICHOST
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(text, nil, &hints, &found) == 0, let info = found else { return nil }
        defer { freeaddrinfo(found) }
        guard let address = info.pointee.ai_addr else { return nil }
        switch info.pointee.ai_family {
        case AF_INET:
            let inet = UnsafeRawPointer(address).loadUnaligned(as: sockaddr_in.self)
            return withUnsafeBytes(of: inet.sin_addr) { Array($0) }
        case AF_INET6:
            let inet6 = UnsafeRawPointer(address).loadUnaligned(as: sockaddr_in6.self)
            guard inet6.sin6_scope_id == 0 else { return nil }
            let bytes = withUnsafeBytes(of: inet6.sin6_addr) { Array($0) }
            let mapped = bytes.prefix(10).allSatisfy { $0 == 0 } && bytes[10] == 0xff && bytes[11] == 0xff
            return mapped ? Array(bytes.suffix(4)) : bytes
        default:
            return nil
        }
    }

    /// `bytes` as browsers write an address (the URL Standard's serializers, which are RFC 5952's less the
    /// dotted IPv4 tail): `192.168.1.5`; `fd00::2`, the first longest run of two or more zero groups
    /// compressed, hexadecimal in lower case.
    static func written(_ bytes: [UInt8]) -> String {
        guard bytes.count == 16 else { return bytes.map { String($0) }.joined(separator: ".") }
        let groups = stride(from: 0, to: 16, by: 2).map { Int(bytes[$0]) << 8 | Int(bytes[$0 + 1]) }
        var longest = (start: -1, count: 1)
        var start = 0
        while start < 8 {
            var end = start
            while end < 8, groups[end] == 0 { end += 1 }
            if end - start > longest.count { longest = (start, end - start) }
            start = max(end, start + 1)
        }
        func hex(_ range: Range<Int>) -> String { groups[range].map { String($0, radix: 16) }.joined(separator: ":") }
        guard longest.start >= 0 else { return hex(0..<8) }
        return hex(0..<longest.start) + "::" + hex((longest.start + longest.count)..<8)
    }
}
