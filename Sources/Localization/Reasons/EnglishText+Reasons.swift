/// The libraries' typed reasons in English (`EnglishText` is a `ReasonText` through `InterfaceText`).
extension EnglishText {
    public var linkWouldNotReadBack: String { "the entry with the link would not read back as itself" }
    public var entryEndsInsideCodeBlock: String {
        "the entry ends inside a code block (a ``` fence never closed); close it, then attach again"
    }
    public var nothingToCommit: String { "nothing to commit" }
    public var fileWhereFolderBelongs: String { "it is a file where a folder belongs; move it away" }
    public var lineBreakInFileName: String { "a line break in a file name" }
    public var missingOrUnreadable: String { "no such file, or it cannot be read" }
    public var nothingWasWritten: String { "nothing was written" }
    public var keyFileMalformed: String { "not a valid git-crypt key file" }
    public var keyFileIncompatible: String { "a git-crypt key file of a newer format" }
    public var keyFileEmpty: String { "the git-crypt key file holds no key" }
    public func keyVersionMissing(_ version: UInt32) -> String {
        "encrypted with key version \(version), which this key file does not have"
    }
    public var decryptedTextDiffers: String { "decrypting gave a different text than was encrypted: another key, or damaged bytes" }
    public var encryptedAlready: String { "the file in the work tree is encrypted (the vault is locked): unlock it first" }
    public var tooLargeToEncrypt: String { "too large to encrypt securely" }
    public var changedWhileReading: String { "the file changed while it was being read; try again" }
}
