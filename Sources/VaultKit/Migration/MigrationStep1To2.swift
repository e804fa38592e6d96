import Foundation
import Yams

/// Schema 1 → 2, and other tools' front matter on the way in.
///
/// - `created`: epoch seconds become RFC 3339 in the vault's zone for the same instant. A date another
///   tool wrote (`date` of Jekyll, Hugo and Obsidian; GitJournal's `created`, else its `modified`)
///   keeps the offset it was written with, or takes the vault's zone when it has none. Without any,
///   the file name's date at midnight (or the first commit's time that day).
/// - `location` and `weather` as plain text become `{name}` and `{condition}`; comma-separated `tags`
///   become a list, joined by `categories` and `keywords`.
/// - `schema: 2` is added. The contract's keys are rewritten in its order; the user's keys keep their
///   order and their bytes; the other tools' keys stay unless `dropAliases`.
struct MigrationStep1To2: MigrationStep {
    static let dateAliases = ["date", "modified"]
    static let tagAliases = ["categories", "keywords"]

    func migrate(_ document: EntryDocument, path: EntryPath, context: MigrationContext) throws -> EntryDocument {
        var fm = document.frontMatter ?? FrontMatter()
        let aliases = try Self.aliasValues(fm.userFields, file: path.relativePath)
        fm.created = try created(fm.created, aliases: aliases, path: path, context: context).description
        var tags = fm.tags ?? []
        for key in Self.tagAliases {
            // United without regard to case, as diary compares tags everywhere: the first spelling stays.
            for tag in aliases[key]?.texts ?? [] where !tags.contains(where: { $0.lowercased() == tag.lowercased() }) {
                tags.append(tag)
            }
        }
        fm.tags = tags.isEmpty ? fm.tags : tags
        fm.schema = 2
        if context.dropAliases {
            fm.userFields.removeAll { Self.dateAliases.contains($0.key) || Self.tagAliases.contains($0.key) }
        }
        return document.replacingFrontMatter(fm, canonical: FrontMatterKey.keys(inSchema: 2))
    }

    /// The entry's instant: its own `created`, else an alias, else its file name's day; a `created` and a
    /// `date` that name different instants are a conflict the user has to settle.
    private func created(
        _ own: String?, aliases: [String: AliasValue], path: EntryPath,
        context: MigrationContext
    ) throws -> EntryTimestamp {
        let file = path.relativePath
        func parse(_ text: String, _ key: String) throws -> EntryTimestamp {
            guard let stamp = ForeignDate.parse(text, zone: context.timeZone) else {
                throw VaultError.migrationFailed(file: file, problem: .notADateTime(key: key, text: text))
            }
            return stamp
        }
        let ownStamp = try own.map { try parse($0, "created") }
        let dateText = aliases["date"]?.texts.first
        let dateStamp = try dateText.map { try parse($0, "date") }
        if let ownStamp, let dateStamp, let dateText {
            // A bare date (Obsidian writes both) agrees with a `created` on that day.
            let agree =
                Day(dateText.trimmingWhitespace) != nil
                ? ownStamp.day == dateStamp.day : ownStamp.date == dateStamp.date
            if !agree {
                throw VaultError.migrationFailed(file: file, problem: .createdAndDateDiffer)
            }
        }
        if let own, let ownStamp {
            // A valid RFC 3339 value with an offset is kept exactly as written.
            if let exact = EntryTimestamp(rfc3339: own), exact.description == own { return exact }
            return ownStamp
        }
        if let dateStamp { return dateStamp }
        if let modified = try aliases["modified"]?.texts.first.map({ try parse($0, "modified") }) { return modified }
        let midnight = path.day.startDate(in: context.timeZone)
        if let committed = context.firstCommitted, Day(committed, in: context.timeZone) == path.day {
            return EntryTimestamp(committed, in: context.timeZone)
        }
        return EntryTimestamp(midnight, in: context.timeZone)
    }

    /// The value of another tool's key: one text, or a list of them.
    struct AliasValue {
        let texts: [String]
    }

    /// The tags in one text: comma-separated; Jekyll's `categories: jekyll update` (no comma) is
    /// space-separated, as Jekyll reads it.
    static func tagTexts(_ text: String, key: String) -> [String] {
        let separator: (Character) -> Bool = key == "categories" && !text.contains(",") ? { $0.isWhitespace } : { $0 == "," }
        return text.split(whereSeparator: separator).map { $0.trimmingWhitespace }.filter { !$0.isEmpty }
    }

    /// A scalar that holds no value: empty, or YAML's null written plain (`~`, `null`).
    static func isNothing(_ scalar: Node.Scalar) -> Bool {
        let text = scalar.string.trimmingWhitespace
        return text.isEmpty || (scalar.style == .plain && ["~", "null", "Null", "NULL"].contains(text))
    }

    /// Values of the alias keys among the user's fields, read with Yams from their exact text.
    static func aliasValues(_ fields: [UserField], file: String) throws -> [String: AliasValue] {
        var values: [String: AliasValue] = [:]
        for field in fields where dateAliases.contains(field.key) || tagAliases.contains(field.key) {
            guard let node = try? Yams.compose(yaml: field.text, .basic)?.mapping?.first?.value else { continue }
            switch node {
            case .scalar(let scalar):
                let text = scalar.string
                // An empty or null value (`date:`, `date: ~`) says nothing: the next source of a date is used.
                if Self.isNothing(scalar) { continue }
                values[field.key] = AliasValue(texts: tagAliases.contains(field.key) ? tagTexts(text, key: field.key) : [text])
            case .sequence(let sequence):
                values[field.key] = AliasValue(texts: sequence.compactMap { $0.scalar }.filter { !isNothing($0) }.map(\.string))
            default:
                throw VaultError.migrationFailed(file: file, problem: .neitherTextNorList(key: field.key))
            }
        }
        return values
    }
}
