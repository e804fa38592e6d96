import Foundation
import GitCrypt
import GitKit
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// Why a file could not be read or written: words that come worded already (the system's, `strerror`'s
/// or Foundation's, or the program's own in its language), or a reason VaultKit tells apart itself,
/// which the program words in its language (`text(in:)`): VaultKit builds no sentence of its own.
public enum FileReason: Equatable, Sendable {
    /// Words given as they are: the system's for an error (`strerror`), or the program's own.
    case text(String)
    /// A folder, a device, a pipe or a socket where a file was wanted.
    case notARegularFile
    /// An entry with an attachment's link added would not read back as itself with the link.
    case linkWouldNotReadBack
    /// An entry ends inside a code block (a fence never closed), which would hide a link added to it.
    case entryEndsInsideCodeBlock
    /// The change left git nothing to commit.
    case nothingToCommit
    /// A file is where one of the vault's folders belongs.
    case fileWhereFolderBelongs
    /// A file name has a line break, which the migration journal cannot hold.
    case lineBreakInFileName
    /// The file is not there or cannot be read.
    case missingOrUnreadable
    /// git-crypt could not encrypt or decrypt the file, or read the key.
    case encryption(GitCryptError)
    /// A problem GitKit found itself (a file a filter driver read that could not be read, or shrank).
    case git(GitProblem)

    /// Why a filter driver failed: git-crypt's reason when it was git-crypt's, else the driver's words.
    public init(_ failure: FilterDriverFailure) {
        if let error = failure.cause as? GitCryptError {
            self = .encryption(error)
        } else if let error = failure.cause as? FilterInputError {
            self = .git(error.problem)
        } else {
            self = .text(failure.reason)
        }
    }

    /// The system's words for the error number `code` (`strerror`).
    public static func errno(_ code: Int32) -> FileReason { .text(String(cString: strerror(code))) }

    /// The reason in `text`'s language.
    public func text(in text: any CoreText & ReasonText) -> String {
        switch self {
        case .text(let words): words
        case .notARegularFile: text.notARegularFile
        case .linkWouldNotReadBack: text.linkWouldNotReadBack
        case .entryEndsInsideCodeBlock: text.entryEndsInsideCodeBlock
        case .nothingToCommit: text.nothingToCommit
        case .fileWhereFolderBelongs: text.fileWhereFolderBelongs
        case .lineBreakInFileName: text.lineBreakInFileName
        case .missingOrUnreadable: text.missingOrUnreadable
        case .encryption(let error): Self.words(for: error, in: text)
        case .git(let problem): problem.text(in: text)
        }
    }

    /// A git-crypt problem in `text`'s language.
    static func words(for error: GitCryptError, in text: any ReasonText) -> String {
        switch error {
        case .malformedKey: text.keyFileMalformed
        case .incompatibleKey: text.keyFileIncompatible
        case .emptyKey: text.keyFileEmpty
        case .missingKeyVersion(let version): text.keyVersionMissing(version)
        case .tampered: text.decryptedTextDiffers
        case .alreadyEncrypted: text.encryptedAlready
        case .tooLarge: text.tooLargeToEncrypt
        case .changedWhileReading: text.changedWhileReading
        }
    }
}
