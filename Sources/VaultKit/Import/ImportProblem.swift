import Foundation
import Localization

/// Why something in an import's source was skipped, kept as data so that `diary import` can say it in
/// the reader's language (`ImportSkip.reason`).
public enum ImportProblem: Sendable, Equatable {
    // The source as a whole

    /// The file is not the JSON export of `format` (`jrnl`, `Day One`).
    case notAnExport(format: String, JSONProblem)
    /// The zip cannot be opened; `detail` is the zip reader's own wording.
    case unreadableZip(detail: String)
    /// A Day One zip or folder without a journal's JSON.
    case noJournalInside
    /// A journal in the zip cannot be extracted; `detail` is the zip reader's own wording.
    case unreadableInZip(detail: String)

    // One entry

    /// One entry of a JSON export is not what the format has.
    case malformedEntry(JSONProblem)
    /// The entry has no date; `field` is the source's name for it (`date`, `creationDate`).
    case noDate(field: String)
    /// The entry's date does not read as a date and time; `field` names it when the message should.
    case notADateTime(field: String?, text: String)
    /// The file cannot be read; `reason` is the system's own wording.
    case unreadable(reason: String)
    /// A dated file that still has no `created` once migrated.
    case noDateAfterMigration
    /// The entry has no text.
    case noText
    /// The entry as it would be written does not read back as itself.
    case doesNotReadBack
    /// A vault error about `file` (unreadable, malformed front matter, cannot migrate, …), said without
    /// the file's name, which the skip names already.
    case vaultError(VaultError, file: String)
    /// An error of no known kind, as it describes itself.
    case described(String)

    /// The problem in `text`'s language.
    public func message(in text: any CoreText & ReasonText) -> String {
        switch self {
        case .notAnExport(let format, let problem):
            return text.importNotAnExport(format: format, problem: problem.message(in: text))
        case .unreadableZip(let detail): return text.importUnreadableZip(detail: detail)
        case .noJournalInside: return text.importNoJournalInside
        case .unreadableInZip(let detail): return text.importUnreadableInZip(detail: detail)
        case .malformedEntry(let problem): return problem.message(in: text)
        case .noDate(let field): return text.importNoDate(field: field)
        case .notADateTime(let field, let written): return text.importNotADateTime(field: field, text: written)
        case .unreadable(let reason): return text.importUnreadable(reason: reason)
        case .noDateAfterMigration: return text.importNoDateAfterMigration
        case .noText: return text.importNoText
        case .doesNotReadBack: return text.importDoesNotReadBack
        case .vaultError(let error, let file):
            if case .migrationFailed(_, let problem) = error { return text.importCannotMigrate(reason: problem.message(in: text)) }
            return error.message(in: text, about: file)
        case .described(let description): return description
        }
    }

    /// `error` as a problem with `file`: a vault error as such, anything else as it describes itself.
    static func of(_ error: Error, file: String) -> ImportProblem {
        if let error = error as? VaultError { return .vaultError(error, file: file) }
        return .described((error as? LocalizedError)?.errorDescription ?? "\(error)")
    }
}
