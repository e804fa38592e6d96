import Foundation
import GitKit

/// git-crypt's `clean` and `smudge` as a filter driver GitKit runs in process: files whose attributes
/// say `filter=git-crypt` are encrypted on their way into the object store and decrypted on the way out.
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
}
