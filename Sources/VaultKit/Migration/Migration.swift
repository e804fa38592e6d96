import Foundation

/// What a migration needs to know beyond the file itself.
public struct MigrationContext: Sendable {
    /// The vault's time zone: epoch `created` values and dates without an offset are read in it.
    public var timeZone: TimeZone
    /// Remove the other tools' keys (`date`, `categories`, …) once their values are in ours.
    public var dropAliases: Bool
    /// When the vault's history first saw the file (for schema 0, which has no `created`).
    public var firstCommitted: Date?
    /// Date an entry whose front matter's date is more than a day from its file's name by the name
    /// (midnight of that day), instead of moving it to the front matter's day.
    public var trustName: Bool

    public init(timeZone: TimeZone, dropAliases: Bool = false, firstCommitted: Date? = nil, trustName: Bool = false) {
        self.timeZone = timeZone
        self.dropAliases = dropAliases
        self.firstCommitted = firstCommitted
        self.trustName = trustName
    }
}

/// Brings entries written in older schemas, or by other tools, up to the current schema, one step at a time.
///
/// Each step is a function from one schema to the next (`MigrationStep0To1`, `MigrationStep1To2`);
/// a schema 3 is one more step here and its own test file.
public enum Migration {
    /// The steps, indexed by the schema they start from.
    static let steps: [Int: MigrationStep] = [0: MigrationStep0To1(), 1: MigrationStep1To2()]

    /// `document` of `path` brought up to `target` (by default the current schema); the document itself
    /// when it is there already. The body is never touched.
    public static func migrate(
        _ document: EntryDocument, path: EntryPath, context: MigrationContext,
        to target: Int = FrontMatter.currentSchema
    ) throws -> EntryDocument {
        var current = document
        var schema = current.schemaVersion
        if schema > FrontMatter.currentSchema {
            throw VaultError.newerSchema(file: path.relativePath, schema: schema, supported: FrontMatter.currentSchema)
        }
        while schema < target {
            guard let step = steps[schema] else {
                throw VaultError.migrationFailed(file: path.relativePath, problem: .noStep(fromSchema: schema))
            }
            current = try step.migrate(current, path: path, context: context)
            schema += 1
        }
        return current
    }

    /// True when `document` is below the current schema.
    public static func needsMigration(_ document: EntryDocument) -> Bool {
        document.schemaVersion < FrontMatter.currentSchema
    }
}

/// One step of the chain: a document in schema N to the same document in schema N+1.
protocol MigrationStep: Sendable {
    func migrate(_ document: EntryDocument, path: EntryPath, context: MigrationContext) throws -> EntryDocument
}
