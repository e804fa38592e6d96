import Clibgit2

/// SHA-1 as git uses it (object ids, the index's and a pack's checksums), by the mbedTLS libgit2 links.
enum SHA1 {
    /// The 20 bytes of the SHA-1 of `bytes`; nil when mbedTLS reports a failure.
    static func digest(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var digest = [UInt8](repeating: 0, count: 20)
        let status = digest.withUnsafeMutableBufferPointer { clibgit2_sha1(bytes.baseAddress, bytes.count, $0.baseAddress) }
        return status == 0 ? digest : nil
    }

    /// The 20 bytes of the SHA-1 of `bytes`; nil when mbedTLS reports a failure.
    static func digest(_ bytes: [UInt8]) -> [UInt8]? {
        bytes.withUnsafeBufferPointer { digest($0) }
    }
}
