import Foundation

/// The two secrets of one run of the server, 32 random bytes each in hex: the token of the address it
/// prints, kept by the browser in an HttpOnly cookie, and the key each form and write request carries
/// (against cross-site requests).
public struct AccessKeys: Sendable {
    public let token: String
    public let writeKey: String

    public init() {
        self.init(token: Self.random(), writeKey: Self.random())
    }

    init(token: String, writeKey: String) {
        self.token = token
        self.writeKey = writeKey
    }

    /// 32 bytes from the system's generator, in hex.
    static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in
            let byte = UInt8.random(in: 0...255, using: &generator)
            return (byte < 16 ? "0" : "") + String(byte, radix: 16)
        }.joined()
    }

    /// Whether `given` is `expected`, in a time that does not depend on where they first differ.
    static func matches(_ given: Substring?, _ expected: String) -> Bool {
        guard let given else { return false }
        let a = Array(given.utf8)
        let b = Array(expected.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
