import Foundation

/// Schema 0 → 1: a Markdown file with no front matter gets `created`, as epoch seconds (schema 1's
/// form), from its file name's date — at the time of its first commit when that fell on the same
/// day in the vault's zone, else at midnight.
struct MigrationStep0To1: MigrationStep {
    func migrate(_ document: EntryDocument, path: EntryPath, context: MigrationContext) throws -> EntryDocument {
        if var frontMatter = document.frontMatter {
            // A front matter that says `schema: 0` is read as schema 1 without the key: nothing in it is lost.
            frontMatter.schema = nil
            return document.replacingFrontMatter(frontMatter, canonical: [.schema])
        }
        let midnight = path.day.startDate(in: context.timeZone)
        var created = midnight
        if let committed = context.firstCommitted, Day(committed, in: context.timeZone) == path.day {
            created = committed
        }
        let seconds = Int(created.timeIntervalSince1970.rounded(.down))
        return document.replacingFrontMatter(FrontMatter(created: "\(seconds)"), canonical: FrontMatterKey.keys(inSchema: 1))
    }
}
