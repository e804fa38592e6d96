/// What can go wrong with a git-crypt key or file. The caller names the file.
public enum GitCryptError: Error, Equatable, Sendable {
    /// Not a git-crypt key file (or a damaged one).
    case malformedKey
    /// A key file of a newer git-crypt (a format or a critical field this one does not know).
    case incompatibleKey
    /// A key file without any key in it.
    case emptyKey
    /// The file was encrypted with a key version this key file does not have.
    case missingKeyVersion(UInt32)
    /// Decryption did not give back the text the file was encrypted from: another key, or damaged bytes.
    case tampered
    /// The text to encrypt is already encrypted (a locked work-tree file).
    case alreadyEncrypted
    /// Larger than git-crypt can encrypt securely (64 GiB).
    case tooLarge
    /// The file changed while it was read twice (to encrypt it, or to decrypt what was checked).
    case changedWhileReading
}

extension GitCryptError: CustomStringConvertible {
    /// A short English account, for the places where the error travels as text (through libgit2).
    public var description: String {
        switch self {
        case .malformedKey: "not a valid git-crypt key file"
        case .incompatibleKey: "a git-crypt key file of a newer format"
        case .emptyKey: "the git-crypt key file holds no key"
        case .missingKeyVersion(let version): "encrypted with key version \(version), which this key file does not have"
        case .tampered: "decrypting gave a different text than was encrypted: another key, or damaged bytes"
        case .alreadyEncrypted: "the file in the work tree is encrypted (the vault is locked): unlock it first"
        case .tooLarge: "too large to encrypt securely"
        case .changedWhileReading: "the file changed while it was being read; try again"
        }
    }
}
