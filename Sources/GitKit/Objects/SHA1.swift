import Crypto

/// SHA-1 as git uses it (object ids, the index's and a pack's checksums), by swift-crypto (BoringSSL, which
/// uses the processor's SHA instructions: about four times mbedTLS's speed, which counts for an index of
/// 100,000 entries hashed on every save).
enum SHA1 {
    /// The 20 bytes of the SHA-1 of `bytes`.
    static func digest(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var hasher = Insecure.SHA1()
        hasher.update(bufferPointer: UnsafeRawBufferPointer(bytes))
        return Array(hasher.finalize())
    }

    /// The 20 bytes of the SHA-1 of `bytes`.
    static func digest(_ bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { digest($0) }
    }

    /// SHA-1 of bytes that come in pieces.
    final class Stream {
        private var hasher = Insecure.SHA1()

        func update(_ bytes: UnsafeRawBufferPointer) {
            guard !bytes.isEmpty else { return }
            hasher.update(bufferPointer: bytes)
        }

        /// The 20 bytes of the SHA-1 of everything so far (the stream goes on from there).
        func digest() -> [UInt8] {
            Array(hasher.finalize())
        }
    }
}
