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

    /// SHA-1 of bytes that come in pieces.
    final class Stream {
        private let context = UnsafeMutablePointer<mbedtls_sha1_context>.allocate(capacity: 1)

        init() {
            mbedtls_sha1_init(context)
            mbedtls_sha1_starts_ret(context)
        }

        deinit {
            mbedtls_sha1_free(context)
            context.deallocate()
        }

        func update(_ bytes: UnsafeRawBufferPointer) {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            mbedtls_sha1_update_ret(context, base.assumingMemoryBound(to: UInt8.self), bytes.count)
        }

        /// The 20 bytes of the SHA-1 of everything so far (the stream goes on from there).
        func digest() -> [UInt8] {
            var copy = context.pointee
            var digest = [UInt8](repeating: 0, count: 20)
            mbedtls_sha1_finish_ret(&copy, &digest)
            return digest
        }
    }
}
