import Crypto
import CryptoExtras
import Foundation
import GitKit

/// git-crypt's file encryption, byte for byte, with swift-crypto's primitives.
///
/// An encrypted file is `\0GITCRYPT\0`, a 12-byte nonce, then the file encrypted with AES-256 in CTR
/// mode (the nonce and a big-endian 32-bit block counter from 0). The nonce is the first 12 bytes of the
/// HMAC-SHA1 of the plain text: the same text always gives the same bytes, so git sees no change where
/// there is none, and the nonce doubles as the check that decryption gave the text back.
///
/// Both ways work a piece at a time (`FilterInput`), so a 1 GB video is never in memory whole:
/// encrypting reads the text twice (the nonce first, then the ciphertext), decrypting reads the
/// ciphertext twice when nothing may be handed on before the text is checked.
public enum GitCryptCipher {
    /// The header every encrypted file starts with.
    public static let header = Data("\0GITCRYPT\0".utf8)
    static let nonceLength = 12
    /// git-crypt's limit: the 32-bit block counter must never wrap.
    static let maxLength = (1 << 32) * 16

    /// True when `data` starts with git-crypt's header (`git-crypt status`'s test).
    public static func isEncrypted(_ data: Data) -> Bool {
        data.count >= header.count + nonceLength && data.prefix(header.count).elementsEqual(header)
    }

    /// How many bytes encrypting `count` bytes gives.
    public static func encryptedCount(of count: Int) -> Int { header.count + nonceLength + count }

    /// `plain` encrypted with the newest version of `key` (git-crypt's `clean`). Refuses text that is
    /// already encrypted (`alreadyEncrypted`): a locked file in the work tree must never be stored as
    /// if it were its own plain text.
    public static func encrypt(_ plain: Data, with key: GitCryptKey) throws -> Data {
        var encrypted = Data(capacity: encryptedCount(of: plain.count))
        try plain.withUnsafeBytes { bytes in
            try encrypt(FilterInput(bytes: bytes), with: key) { encrypted.append(contentsOf: $0) }
        }
        return encrypted
    }

    /// `encrypt` of `input`, handed to `output` a piece at a time. The text is read twice: for the nonce,
    /// then to encrypt it, and its HMAC again on the way, so a file that changed in between throws
    /// `changedWhileReading` (after some pieces went out: the caller throws them away). Nothing goes out
    /// for text that is already encrypted or too large.
    public static func encrypt(_ input: FilterInput, with key: GitCryptKey, into output: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard let entry = key.latest else { throw GitCryptError.emptyKey }
        guard input.count < maxLength else { throw GitCryptError.tooLarge }
        let hmacKey = SymmetricKey(data: entry.hmacKey)
        var start = Data()
        var first = HMAC<Insecure.SHA1>(key: hmacKey)
        try input.forEachPiece { piece in
            if start.count < header.count + nonceLength { start.append(contentsOf: piece.prefix(header.count + nonceLength - start.count)) }
            first.update(data: piece)
        }
        guard !isEncrypted(start) else { throw GitCryptError.alreadyEncrypted }
        let nonce = Data(first.finalize()).prefix(nonceLength)
        try header.withUnsafeBytes(output)
        try nonce.withUnsafeBytes(output)
        var again = HMAC<Insecure.SHA1>(key: hmacKey)
        var counter = CounterMode(key: SymmetricKey(data: entry.aesKey), nonce: nonce)
        try input.forEachPiece { piece in
            again.update(data: piece)
            try counter.process(piece, into: output)
        }
        try counter.finish(into: output)
        guard Data(again.finalize()).prefix(nonceLength) == nonce else { throw GitCryptError.changedWhileReading }
    }

    /// The plain text of `data` (git-crypt's `smudge`): key version 0 decrypts, as in git-crypt, and the
    /// text's HMAC must match the nonce (`tampered` otherwise). Data without the header is returned as
    /// it is (a file committed before it was encrypted).
    public static func decrypt(_ data: Data, with key: GitCryptKey) throws -> Data {
        guard isEncrypted(data) else { return data }
        var plain = Data(capacity: data.count - header.count - nonceLength)
        try data.withUnsafeBytes { bytes in
            // One pass: the text stays here until it is checked.
            guard try decryptPass(FilterInput(bytes: bytes), with: key, into: { plain.append(contentsOf: $0) }) else {
                throw GitCryptError.tampered
            }
        }
        return plain
    }

    /// `decrypt` of `input`, handed to `output` a piece at a time; nothing goes out before the whole text
    /// is checked (`tampered`): the ciphertext is decrypted twice, once to check, once to hand on. With
    /// `checkingFirst` false, once: the text goes out as it is decrypted and is checked at the end, for a
    /// caller that throws away what it was given when this throws (a temporary file).
    /// Input without the header goes out as it is.
    public static func decrypt(
        _ input: FilterInput, with key: GitCryptKey, checkingFirst: Bool = true, into output: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        guard isEncrypted(try input.prefix(header.count + nonceLength)) else { return try input.forEachPiece(output) }
        if checkingFirst {
            guard try decryptPass(input, with: key, into: { _ in }) else { throw GitCryptError.tampered }
            guard try decryptPass(input, with: key, into: output) else { throw GitCryptError.changedWhileReading }
        } else {
            guard try decryptPass(input, with: key, into: output) else { throw GitCryptError.tampered }
        }
    }

    /// Decrypts encrypted `input` to `output` and tells whether the text's HMAC matched the nonce.
    private static func decryptPass(
        _ input: FilterInput, with key: GitCryptKey, into output: (UnsafeRawBufferPointer) throws -> Void
    ) throws -> Bool {
        guard let entry = key.entries[0] else { throw GitCryptError.missingKeyVersion(0) }
        let start = try input.prefix(header.count + nonceLength)
        let nonce = Data(start.suffix(nonceLength))
        var counter = CounterMode(key: SymmetricKey(data: entry.aesKey), nonce: nonce)
        var check = HMAC<Insecure.SHA1>(key: SymmetricKey(data: entry.hmacKey))
        func plain(_ text: UnsafeRawBufferPointer) throws {
            check.update(data: text)
            try output(text)
        }
        // The header and the nonce, then ciphertext to the end.
        var skipped = 0
        try input.forEachPiece { piece in
            let skip = min(start.count - skipped, piece.count)
            skipped += skip
            if skip < piece.count { try counter.process(UnsafeRawBufferPointer(rebasing: piece[skip...]), into: plain) }
        }
        try counter.finish(into: plain)
        let digest = Data(check.finalize())
        return zip(digest.prefix(nonceLength), nonce).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

/// AES-256-CTR as git-crypt runs it (the 12-byte nonce, then a big-endian 32-bit block counter from 0),
/// over bytes that come in pieces of any size: whole blocks go through at once, a piece's last partial
/// block waits for the next piece.
struct CounterMode {
    private let key: SymmetricKey
    private let nonce: Data
    private var block: UInt32 = 0
    private var pending = Data()

    init(key: SymmetricKey, nonce: Data) {
        self.key = key
        self.nonce = Data(nonce)
    }

    /// Encrypts (or decrypts: the same) `bytes` after all before them, to `output`.
    mutating func process(_ bytes: UnsafeRawBufferPointer, into output: (UnsafeRawBufferPointer) throws -> Void) throws {
        var rest = bytes
        if !pending.isEmpty {
            let taken = min(16 - pending.count, rest.count)
            pending.append(contentsOf: rest.prefix(taken))
            rest = UnsafeRawBufferPointer(rebasing: rest[taken...])
            guard pending.count == 16 else { return }
            let whole = pending
            pending = Data()
            try whole.withUnsafeBytes { try xcrypt($0, into: output) }
        }
        let aligned = rest.count - rest.count % 16
        if aligned > 0 { try xcrypt(UnsafeRawBufferPointer(rebasing: rest[..<aligned]), into: output) }
        pending.append(contentsOf: rest[aligned...])
    }

    /// The last partial block, if any.
    mutating func finish(into output: (UnsafeRawBufferPointer) throws -> Void) throws {
        guard !pending.isEmpty else { return }
        let last = pending
        pending = Data()
        try last.withUnsafeBytes { try xcrypt($0, into: output) }
    }

    /// `bytes` (whole blocks, or the very last bytes) with the key stream from the current block on.
    private mutating func xcrypt(_ bytes: UnsafeRawBufferPointer, into output: (UnsafeRawBufferPointer) throws -> Void) throws {
        var start = nonce
        withUnsafeBytes(of: block.bigEndian) { start.append(contentsOf: $0) }
        let result = try AES._CTR.encrypt(bytes, using: key, nonce: AES._CTR.Nonce(nonceBytes: start))
        try result.withUnsafeBytes(output)
        block &+= UInt32(truncatingIfNeeded: (bytes.count + 15) / 16)
    }
}
