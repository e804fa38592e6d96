import Foundation
import Localization

/// Reads a folder of Markdown files named by date (Obsidian daily notes, GitJournal, a plain journal
/// folder): `2026-11-21.md`, `20261121.md` or `2026/11/21.md` anywhere under it (also diary's own
/// `2026-11-21-2.md`). Each file's front matter is migrated to the current schema as `diary migrate`
/// would (a file without one gets `created` at midnight of its date); the body stays byte for byte.
///
/// Hidden files and folders (`.git`, `.obsidian`, `.trash`) are not looked at; other Markdown files
/// are listed as ignored; files that are not Markdown (images, attachments) are left alone.
public enum FolderImport {
    /// - Throws: when `folder` is not a readable folder; problems with its files are skips in the batch.
    public static func read(_ folder: URL, zone: TimeZone) throws -> ImportBatch {
        let folder = folder.standardizedFileURL
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw VaultError.unreadable(file: folder.path, reason: "No such file or directory")
        }
        guard ImportFiles.isFolder(folder) else { throw VaultError.importNotAFolder(path: folder.path) }
        var batch = ImportBatch(sourceName: "folder \(folder.lastPathComponent)")
        let context = MigrationContext(timeZone: zone)
        for relative in markdownFiles(in: folder) {
            guard let day = day(of: relative) else {
                batch.ignored.append(relative)
                continue
            }
            do {
                batch.candidates.append(
                    try candidate(
                        folder.appendingPathComponent(relative), relative: relative,
                        day: day, context: context))
            } catch let skip as ImportSkip {
                batch.skipped.append(skip)
            } catch {
                batch.skip(relative, .of(error, file: relative))
            }
        }
        return batch
    }

    /// One file as an entry: read, its front matter migrated, `created` from the result.
    static func candidate(_ url: URL, relative: String, day: Day, context: MigrationContext) throws -> ImportCandidate {
        let bytes: Data
        do {
            bytes = try ImportFiles.contents(of: url)
        } catch let error as VaultError {
            throw ImportSkip(source: relative, problem: .vaultError(error, file: url.path))
        }
        let document = try EntryDocument.parse(bytes, file: relative)
        let migrated = try Migration.migrate(document, path: EntryPath(day: day), context: context)
        guard let created = migrated.frontMatter?.timestamp(localZone: context.timeZone) else {
            throw ImportSkip(source: relative, problem: .noDateAfterMigration)
        }
        let uuid = migrated.frontMatter?.userFields.first { $0.key == DayOneFieldNames.uuid }.flatMap(ForeignFields.scalarText)
        return ImportCandidate(source: relative, document: migrated, created: created, dayOneUUID: uuid)
    }

    /// The day a path names: `…/2026-11-21.md`, `…/2026-11-21-2.md`, `…/20261121.md`, `…/2026/11/21.md`.
    public static func day(of relativePath: String) -> Day? {
        let parts = relativePath.split(separator: "/").map(String.init)
        guard let name = parts.last, name.lowercased().hasSuffix(".md") else { return nil }
        let stem = String(name.dropLast(3))
        if let (day, _) = EntryPath.parse(fileName: stem + ".md") { return day }
        let digits = Array(stem.utf8)
        if digits.count == 8, let y = ASCIIDigits.value(digits[0..<4]), let m = ASCIIDigits.value(digits[4..<6]),
            let d = ASCIIDigits.value(digits[6..<8])
        {
            return Day(year: y, month: m, day: d)
        }
        if digits.count == 2, parts.count >= 3, let d = ASCIIDigits.value(digits),
            parts[parts.count - 3].utf8.count == 4, let y = ASCIIDigits.value(parts[parts.count - 3].utf8),
            parts[parts.count - 2].utf8.count == 2, let m = ASCIIDigits.value(parts[parts.count - 2].utf8)
        {
            return Day(year: y, month: m, day: d)
        }
        return nil
    }

    /// The Markdown files under `folder` (paths relative to it, sorted), not looking into hidden folders
    /// nor into linked ones.
    static func markdownFiles(in folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var out: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let type = walker.fileAttributes?[.type] as? FileAttributeType
            if name.hasPrefix(".") {
                if type == .typeDirectory { walker.skipDescendants() }
                continue
            }
            guard name.lowercased().hasSuffix(".md"), type != .typeDirectory else { continue }
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(relative).path, isDirectory: &isFolder),
                isFolder.boolValue
            {
                continue
            }
            out.append(relative)
        }
        return out.sorted()
    }
}
