import Foundation
import GitKit

/// git-crypt's `clean` and `smudge` as a filter driver GitKit runs in process: files whose attributes
/// say `filter=git-crypt` are encrypted on their way into the object store and decrypted on the way out,
/// a piece at a time for a large file.
public struct GitCryptFilter: FilterDriver {
    /// The attribute value (`filter=git-crypt`) and git config name of git-crypt's default key.
    public static let driverName = "git-crypt"

    let key: GitCryptKey

    public init(key: GitCryptKey) {
        self.key = key
    }

    public func clean(_ data: Data, path: String) throws -> Data {
        try GitCryptCipher.encrypt(data, with: key)
    }

    public func smudge(_ data: Data, path: String) throws -> Data {
        try GitCryptCipher.decrypt(data, with: key)
    }

    public func clean(_ input: FilterInput, path: String, into output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try GitCryptCipher.encrypt(input, with: key, into: output)
    }

    public func smudge(_ input: FilterInput, path: String, into output: (UnsafeRawBufferPointer) throws -> Void) throws {
        try GitCryptCipher.decrypt(input, with: key, into: output)
    }

    public func cleanedCount(of count: Int) -> Int? {
        GitCryptCipher.encryptedCount(of: count)
    }
}
