import Crypto
import Foundation

/// A git-crypt symmetric key: the file `git-crypt export-key` writes and `git-crypt unlock` reads, and
/// what git-crypt keeps in `.git/git-crypt/keys/default`, byte for byte (git-crypt's key format 2).
///
/// The file is `\0GITCRYPTKEY`, the format version (2) as a big-endian 32-bit number, header fields
/// (the key's name, for a named key) up to an end field, then one entry per key version: the version,
/// a 32-byte AES-256 key and a 64-byte HMAC-SHA1 key, as numbered fields up to an end field. Unknown
/// fields with an even number are skipped, odd ones (critical) make the key incompatible, as in git-crypt.
public struct GitCryptKey: Sendable, Equatable {
    /// One version of the key.
    public struct Entry: Sendable, Equatable {
        public let version: UInt32
        /// AES-256 key (32 bytes).
        public let aesKey: Data
        /// HMAC-SHA1 key (64 bytes).
        public let hmacKey: Data
    }

    /// The key's name; empty for git-crypt's default key, the only one diary uses.
    public let name: String
    /// The key's versions, by version number.
    public let entries: [UInt32: Entry]

    static let aesKeyLength = 32
    static let hmacKeyLength = 64
    private static let preamble = Data("\0GITCRYPTKEY".utf8)
    private static let formatVersion: UInt32 = 2
    private static let maxFieldLength: UInt32 = 1 << 20
    private static let maxNameLength: UInt32 = 128

    private enum Field {
        static let end: UInt32 = 0
        static let keyName: UInt32 = 1
        static let version: UInt32 = 1
        static let aesKey: UInt32 = 3
        static let hmacKey: UInt32 = 5
    }

    /// Where git-crypt keeps a repository's default key: `.git/git-crypt/keys/default` in `gitDirectory`.
    public static func defaultKeyURL(gitDirectory: URL) -> URL {
        gitDirectory.appendingPathComponent("git-crypt/keys/default")
    }

    /// A new default key (version 0) from the system's secure random numbers, as `git-crypt init` makes.
    public static func generate() -> GitCryptKey {
        let entry = Entry(version: 0, aesKey: randomBytes(aesKeyLength), hmacKey: randomBytes(hmacKeyLength))
        return GitCryptKey(name: "", entries: [0: entry])
    }

    private static func randomBytes(_ count: Int) -> Data {
        SymmetricKey(size: SymmetricKeySize(bitCount: count * 8)).withUnsafeBytes { Data($0) }
    }

    /// The newest version, which encrypts (git-crypt's `get_latest`).
    public var latest: Entry? { entries.keys.max().flatMap { entries[$0] } }

    /// Reads a key file's bytes; throws `GitCryptError.malformedKey` or `.incompatibleKey`.
    public init(fileBytes data: Data) throws {
        var reader = Reader(bytes: [UInt8](data))
        guard let start = reader.take(12), Data(start) == Self.preamble, let format = reader.be32() else {
            throw GitCryptError.malformedKey
        }
        guard format == Self.formatVersion else { throw GitCryptError.incompatibleKey }
        var name = ""
        while true {
            guard let id = reader.be32() else { throw GitCryptError.malformedKey }
            if id == Field.end { break }
            guard let length = reader.be32() else { throw GitCryptError.malformedKey }
            if id == Field.keyName {
                guard length <= Self.maxNameLength, let bytes = reader.take(Int(length)),
                    let text = String(bytes: bytes, encoding: .utf8), Self.isValidName(text)
                else { throw GitCryptError.malformedKey }
                name = text
            } else if id & 1 == 1 {
                throw GitCryptError.incompatibleKey
            } else {
                guard length <= Self.maxFieldLength, reader.take(Int(length)) != nil else { throw GitCryptError.malformedKey }
            }
        }
        var entries: [UInt32: Entry] = [:]
        while !reader.atEnd {
            let entry = try Self.readEntry(&reader)
            entries[entry.version] = entry
        }
        self.name = name
        self.entries = entries
    }

    private static func readEntry(_ reader: inout Reader) throws -> Entry {
        var version: UInt32 = 0
        var aes = Data(count: aesKeyLength)
        var hmac = Data(count: hmacKeyLength)
        while true {
            guard let id = reader.be32() else { throw GitCryptError.malformedKey }
            if id == Field.end { break }
            guard let length = reader.be32() else { throw GitCryptError.malformedKey }
            switch id {
            case Field.version:
                guard length == 4, let value = reader.be32() else { throw GitCryptError.malformedKey }
                version = value
            case Field.aesKey:
                guard length == aesKeyLength, let bytes = reader.take(aesKeyLength) else { throw GitCryptError.malformedKey }
                aes = Data(bytes)
            case Field.hmacKey:
                guard length == hmacKeyLength, let bytes = reader.take(hmacKeyLength) else { throw GitCryptError.malformedKey }
                hmac = Data(bytes)
            default:
                if id & 1 == 1 { throw GitCryptError.incompatibleKey }
                guard length <= maxFieldLength, reader.take(Int(length)) != nil else { throw GitCryptError.malformedKey }
            }
        }
        return Entry(version: version, aesKey: aes, hmacKey: hmac)
    }

    /// git-crypt's rule for key names: not "default", and only letters, digits, `-` and `_`.
    private static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name != "default"
            && name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_") }
    }

    private init(name: String, entries: [UInt32: Entry]) {
        self.name = name
        self.entries = entries
    }

    /// The key file's bytes, exactly as git-crypt writes them (entries in version order).
    public var fileBytes: Data {
        var out = Data(Self.preamble)
        Self.append(Self.formatVersion, to: &out)
        if !name.isEmpty {
            Self.append(Field.keyName, to: &out)
            Self.append(UInt32(name.utf8.count), to: &out)
            out.append(contentsOf: Array(name.utf8))
        }
        Self.append(Field.end, to: &out)
        for version in entries.keys.sorted() {
            guard let entry = entries[version] else { continue }
            for (id, value) in [(Field.version, Data()), (Field.aesKey, entry.aesKey), (Field.hmacKey, entry.hmacKey)] {
                Self.append(id, to: &out)
                if id == Field.version {
                    Self.append(4, to: &out)
                    Self.append(entry.version, to: &out)
                } else {
                    Self.append(UInt32(value.count), to: &out)
                    out.append(value)
                }
            }
            Self.append(Field.end, to: &out)
        }
        return out
    }

    private static func append(_ value: UInt32, to out: inout Data) {
        out.append(contentsOf: [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// Big-endian numbers and byte runs off the front of a key file.
    private struct Reader {
        let bytes: [UInt8]
        var offset = 0
        var atEnd: Bool { offset >= bytes.count }

        mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, bytes.count - offset >= count else { return nil }
            defer { offset += count }
            return bytes[offset..<(offset + count)]
        }

        mutating func be32() -> UInt32? {
            take(4).map { $0.reduce(0) { $0 << 8 | UInt32($1) } }
        }
    }
}
