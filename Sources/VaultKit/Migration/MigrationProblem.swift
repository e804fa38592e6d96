import Localization

/// Why an entry cannot be migrated, kept as data so that `diary migrate` and `diary import folder` can say
/// it in the reader's language (`VaultError.migrationFailed`, `MigrationFailure`).
public enum MigrationProblem: Sendable, Equatable {
    /// The value of `key` does not read as a date and time.
    case notADateTime(key: String, text: String)
    /// `created` and `date` name different instants.
    case createdAndDateDiffer
    /// Another tool's key whose value is a map.
    case neitherTextNorList(key: String)
    /// No migration step starts from this schema.
    case noStep(fromSchema: Int)
    /// A target schema this diary does not write.
    case unsupportedTarget(Int)
    /// The entry has no text.
    case emptyEntry
    /// The migrated text does not read back as the migrated entry.
    case doesNotReadBack
    /// The file cannot be read as an entry at all (not UTF-8, broken YAML, a newer schema, …): that error's
    /// whole message.
    indirect case entryError(VaultError)
    /// An error of no known kind, as it describes itself.
    case described(String)

    /// The problem in `text`'s language.
    public func message(in text: any CoreText & ReasonText) -> String {
        switch self {
        case .notADateTime(let key, let written): return text.migrateNotADateTime(key: key, text: written)
        case .createdAndDateDiffer: return text.migrateCreatedAndDateDiffer
        case .neitherTextNorList(let key): return text.migrateNeitherTextNorList(key: key)
        case .noStep(let schema): return text.migrateNoStep(fromSchema: schema)
        case .unsupportedTarget(let target): return text.migrateUnsupportedTarget(target, supported: FrontMatter.currentSchema)
        case .emptyEntry: return text.migrateEmptyEntry
        case .doesNotReadBack: return text.migrateDoesNotReadBack
        case .entryError(let error): return error.message(in: text)
        case .described(let description): return description
        }
    }
}
