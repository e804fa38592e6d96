import Crypto
import Foundation

/// The hashes attachments are known by, worked out a megabyte at a time: SHA-256 names a file in the
/// vault (`media/<sha256>.jpeg`; `sha256sum` checks it), MD5 names it in a Day One export (`photos/<md5>.jpeg`).
struct ContentHash {
    private var sha256 = SHA256()
    private var md5 = Insecure.MD5()
    private(set) var size = 0

    mutating func update(_ bytes: some DataProtocol) {
        sha256.update(data: bytes)
        md5.update(data: bytes)
        size += bytes.count
    }

    /// Lower-case hex digits of the SHA-256 and the MD5.
    func finalize() -> (sha256: String, md5: String) {
        (Self.hex(sha256.finalize()), Self.hex(md5.finalize()))
    }

    /// The hashes and size of the file at `url`, read a megabyte at a time.
    static func of(file url: URL) throws -> (sha256: String, md5: String, size: Int) {
        var hash = ContentHash()
        let reader = try FileHandle(forReadingFrom: url)
        defer { try? reader.close() }
        while let chunk = try reader.read(upToCount: 1 << 20), !chunk.isEmpty { hash.update(chunk) }
        let (sha256, md5) = hash.finalize()
        return (sha256, md5, hash.size)
    }

    static func hex(_ digest: some Sequence<UInt8>) -> String {
        digest.map { String($0, radix: 16).leftPadded(to: 2) }.joined()
    }
}
