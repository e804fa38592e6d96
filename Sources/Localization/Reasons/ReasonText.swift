/// Why a file could not be read or written, for the reasons the libraries tell apart themselves (typed
/// in VaultKit's `FileReason`, worded here). A reason fills the `reason` of a message such as
/// `unwritable(file:reason:)`: a clause without a capital or a closing full stop.
public protocol ReasonText: Sendable {
    /// An attachment's link added to an entry that would not read back as the same entry with the link.
    var linkWouldNotReadBack: String { get }
    /// An entry whose text ends inside a code block, where a link would be no link.
    var entryEndsInsideCodeBlock: String { get }
    /// A change that left git nothing to commit.
    var nothingToCommit: String { get }
    /// A file where a folder of the vault belongs.
    var fileWhereFolderBelongs: String { get }
    /// A file name with a line break, which a journal of file names cannot hold.
    var lineBreakInFileName: String { get }
    /// A file that is not there or cannot be read (a key file).
    var missingOrUnreadable: String { get }
    /// An export that wrote nothing.
    var nothingWasWritten: String { get }

    // git-crypt's problems with a key or a file (GitCrypt's `GitCryptError`).
    /// Not a git-crypt key file, or a damaged one.
    var keyFileMalformed: String { get }
    /// A key file of a newer git-crypt.
    var keyFileIncompatible: String { get }
    /// A key file with no key in it.
    var keyFileEmpty: String { get }
    /// A file encrypted with key version `version`, which the key file does not have.
    func keyVersionMissing(_ version: UInt32) -> String
    /// Decrypting did not give back the text that was encrypted.
    var decryptedTextDiffers: String { get }
    /// A work-tree file to encrypt that is encrypted already (the vault is locked).
    var encryptedAlready: String { get }
    /// A file larger than git-crypt can encrypt securely.
    var tooLargeToEncrypt: String { get }
    /// A file that changed while it was read.
    var changedWhileReading: String { get }
}
