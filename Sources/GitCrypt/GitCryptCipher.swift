import Crypto
import CryptoExtras
import Foundation

/// git-crypt's file encryption, byte for byte, with swift-crypto's primitives.
///
/// An encrypted file is `\0GITCRYPT\0`, a 12-byte nonce, then the file encrypted with AES-256 in CTR
/// mode (the nonce and a big-endian 32-bit block counter from 0). The nonce is the first 12 bytes of the
/// HMAC-SHA1 of the plain text: the same text always gives the same bytes, so git sees no change where
/// there is none, and the nonce doubles as the check that decryption gave the text back.
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

    /// `plain` encrypted with the newest version of `key` (git-crypt's `clean`). Refuses text that is
    /// already encrypted (`alreadyEncrypted`): a locked file in the work tree must never be stored as
    /// if it were its own plain text.
    public static func encrypt(_ plain: Data, with key: GitCryptKey) throws -> Data {
        guard let entry = key.latest else { throw GitCryptError.emptyKey }
        guard !isEncrypted(plain) else { throw GitCryptError.alreadyEncrypted }
        guard plain.count < maxLength else { throw GitCryptError.tooLarge }
        let nonce = HMAC<Insecure.SHA1>.authenticationCode(for: plain, using: SymmetricKey(data: entry.hmacKey))
            .withUnsafeBytes { Data($0.prefix(nonceLength)) }
        let encrypted = try AES._CTR.encrypt(
            plain, using: SymmetricKey(data: entry.aesKey),
            nonce: AES._CTR.Nonce(nonceBytes: nonce))
        return header + nonce + encrypted
    }

    /// The plain text of `data` (git-crypt's `smudge`): key version 0 decrypts, as in git-crypt, and the
    /// text's HMAC must match the nonce (`tampered` otherwise). Data without the header is returned as
    /// it is (a file committed before it was encrypted).
    public static func decrypt(_ data: Data, with key: GitCryptKey) throws -> Data {
        guard isEncrypted(data) else { return data }
        guard let entry = key.entries[0] else { throw GitCryptError.missingKeyVersion(0) }
        let start = data.startIndex + header.count
        let nonce = data[start..<(start + nonceLength)]
        let plain = try AES._CTR.decrypt(
            data[(start + nonceLength)...], using: SymmetricKey(data: entry.aesKey),
            nonce: AES._CTR.Nonce(nonceBytes: nonce))
        let check = HMAC<Insecure.SHA1>.authenticationCode(for: plain, using: SymmetricKey(data: entry.hmacKey))
        let matches = check.withUnsafeBytes { digest in
            zip(digest.prefix(nonceLength), nonce).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
        }
        guard matches else { throw GitCryptError.tampered }
        return plain
    }
}
