import Clibgit2

/// The SHA-1 name of a git object (commit, tree, blob).
public struct ObjectID: Hashable, Sendable, CustomStringConvertible {
    /// The 40 lowercase hex digits.
    public let hex: String
    let raw: git_oid

    /// The 7-character abbreviation git prints.
    public var short: String { String(hex.prefix(7)) }

    public var description: String { hex }

    /// Parses 40 hex digits; nil when `hex` is anything else.
    public init?(hex: String) {
        guard hex.utf8.count == 40, hex.allSatisfy(\.isHexDigit) else { return nil }
        var oid = git_oid()
        guard git_oid_fromstrn(&oid, hex, 40) == 0 else { return nil }
        self.init(oid)
    }

    init(_ oid: git_oid) {
        var oid = oid
        var digits = [CChar](repeating: 0, count: 41)
        git_oid_fmt(&digits, &oid)
        self.hex = String(decoding: digits.prefix(40).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        self.raw = oid
    }

    public static func == (lhs: ObjectID, rhs: ObjectID) -> Bool { lhs.hex == rhs.hex }

    public func hash(into hasher: inout Hasher) { hasher.combine(hex) }
}
