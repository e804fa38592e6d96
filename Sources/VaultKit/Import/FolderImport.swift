import Foundation
import Localization

/// Reads a folder of Markdown files (Obsidian daily notes, GitJournal, a plain journal folder, Jekyll's
/// `_posts`, Hugo's `content`): a file is an entry when its front matter has a date (`created`, `date`,
/// `modified`), else when its name has one: `2026-11-21.md`, `20261121.md`, `2026/11/21.md`, Jekyll's
/// `2026-11-21-a-title.md` (also diary's own `2026-11-21-2.md`), Obsidian's `2026-11-21 Meeting.md`.
/// Each file's front matter (YAML, or Hugo's TOML between `+++` lines) is migrated to the current schema
/// as `diary migrate` would (a file without a date in it gets `created` at midnight of its name's date);
/// the body stays byte for byte.
///
/// Hidden files and folders (`.git`, `.obsidian`, `.trash`) are not looked at; other Markdown files
/// are listed as ignored; files that are not Markdown (images, attachments) are left alone. A symbolic
/// link (a Markdown file's, or a folder's) is never followed, and is listed in the batch's `links`.
public enum FolderImport {
    /// A file whose front matter's date and name give days more than a day apart is dated by its front
    /// matter, or by its name with `trustName` (at midnight, as a file dated only by its name), and is noted
    /// in the batch's `datesApart` either way.
    /// With `media`, the files of the folder its notes link to are staged and the links rewritten (see
    /// `FolderMedia`); without it, links stay as they are.
    /// - Throws: when `folder` is not a readable folder; problems with its files are skips in the batch.
    public static func read(_ folder: URL, zone: TimeZone, trustName: Bool = false, media staging: MediaStaging? = nil) throws -> ImportBatch {
        let folder = folder.standardizedFileURL
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw VaultError.unreadable(file: folder.path, reason: .errno(ENOENT))
        }
        guard ImportFiles.isFolder(folder) else { throw VaultError.importNotAFolder(path: folder.path) }
        var batch = ImportBatch(sourceName: "folder \(folder.lastPathComponent)")
        let context = MigrationContext(timeZone: zone)
        let (files, links, attachments) = markdownFiles(in: folder)
        batch.links = links
        let media = staging.map { FolderMedia(folder: folder, attachments: attachments, staging: $0) }
        for relative in files {
            do {
                guard let (candidate, apart) = try candidate(relative, in: folder, context: context, trustName: trustName, media: media)
                else {
                    batch.ignored.append(relative)
                    continue
                }
                batch.candidates.append(candidate)
                if let apart { batch.datesApart.append(apart) }
            } catch let link as SourceFiles.LinkInTheWay {
                batch.links.append(link.path)
            } catch let skip as ImportSkip {
                batch.skipped.append(skip)
            } catch {
                batch.skip(relative, .of(error, file: relative))
            }
        }
        if let media {
            batch.unresolvedLinks = media.missing
            batch.links += media.links.filter { !batch.links.contains($0) }
        }
        return batch
    }

    /// One file as an entry: read (Hugo's TOML front matter as the YAML it becomes), its front matter
    /// migrated, `created` from the result. Its day is the front matter's date, else the one its name
    /// gives; nil (ignored) for a file that has neither, or whose undated name hides a file that cannot
    /// be read as an entry at all. With it, the two days when they are more than a day apart (the name's
    /// taken with `trustName`).
    /// - Throws: `SourceFiles.LinkInTheWay` when the file (or a folder on its way) has become a link.
    static func candidate(
        _ relative: String, in folder: URL, context: MigrationContext, trustName: Bool = false, media: FolderMedia? = nil
    ) throws -> (ImportCandidate, ImportDateApart?)? {
        let url = folder.appendingPathComponent(relative)
        let bytes: Data
        do {
            bytes = try ImportFiles.contents(of: SourceFiles.open(relative, in: folder), name: url.path)
        } catch let error as VaultError {
            throw ImportSkip(source: relative, problem: .vaultError(error, file: url.path))
        }
        let named = day(of: relative)
        let document: EntryDocument
        do {
            document = try EntryDocument.parseReadingTOML(bytes, file: relative).document
        } catch  where named == nil {
            return nil
        }
        let written = frontMatterDay(document, zone: context.timeZone, file: relative)
        var apart: ImportDateApart?
        if let written, let named, ImportDateApart.areApart(written, named) {
            apart = ImportDateApart(source: relative, written: written, named: named, tookName: trustName)
        }
        guard let day = (apart?.tookName == true ? named : written) ?? named else { return nil }
        var migrated = try Migration.migrate(document, path: EntryPath(day: day), context: context)
        if apart?.tookName == true, var frontMatter = migrated.frontMatter {
            // Midnight of the name's day, as a file dated only by its name; the leftover date stays as written.
            frontMatter.created = EntryTimestamp(day.startDate(in: context.timeZone), in: context.timeZone).description
            migrated = migrated.replacingFrontMatter(frontMatter, canonical: FrontMatterKey.keys(inSchema: FrontMatter.currentSchema))
        }
        guard let created = migrated.frontMatter?.timestamp(localZone: context.timeZone) else {
            throw ImportSkip(source: relative, problem: .noDateAfterMigration)
        }
        let uuid = migrated.frontMatter?.userFields.first { $0.key == DayOneFieldNames.uuid }.flatMap(ForeignFields.scalarText)
        var files: [ImportMedia] = []
        if let media {
            let entry = EntryPath(day: created.day)
            let (body, linked) = try media.rewrite(migrated.body, note: relative, entry: entry)
            migrated.body = body
            files = linked
        }
        return (ImportCandidate(source: relative, document: migrated, created: created, dayOneUUID: uuid, media: files), apart)
    }

    /// The day the front matter's own date gives (`created`, else another tool's `date`, else `modified`),
    /// in the offset it was written with; nil when it gives none that can be read (migration then names
    /// a date it cannot read).
    static func frontMatterDay(_ document: EntryDocument, zone: TimeZone, file: String) -> Day? {
        guard let frontMatter = document.frontMatter else { return nil }
        let aliases = (try? MigrationStep1To2.aliasValues(frontMatter.userFields, file: file)) ?? [:]
        let texts = [frontMatter.created, aliases["date"]?.texts.first, aliases["modified"]?.texts.first]
        for case let text? in texts {
            if let stamp = ForeignDate.parse(text, zone: zone) { return stamp.day }
        }
        return nil
    }

    /// The extensions of a Markdown file: `.md`, and `.markdown` (Jekyll's own posts use it).
    static let markdownExtensions = [".md", ".markdown"]

    /// `name` without its Markdown extension, nil when it has none.
    static func markdownStem(_ name: String) -> String? {
        let lowered = name.lowercased()
        guard let found = markdownExtensions.first(where: { lowered.hasSuffix($0) }) else { return nil }
        return String(name.dropLast(found.count))
    }

    /// The day a path names: `…/2026-11-21.md`, `…/2026-11-21-2.md`, `…/20261121.md`, `…/2026/11/21.md`,
    /// `…/2026-11-21-a-title.md`, `…/2026-11-21 Meeting.md` (or `.markdown`).
    public static func day(of relativePath: String) -> Day? {
        let parts = relativePath.split(separator: "/").map(String.init)
        guard let name = parts.last, let stem = markdownStem(name) else { return nil }
        if let (day, _) = EntryPath.parse(fileName: stem + ".md") { return day }
        // Jekyll's `2026-11-21-a-title.md` (Hugo's posts often follow it), Obsidian's `2026-11-21 Meeting.md`.
        if stem.utf8.count > 11, [UInt8(ascii: "-"), UInt8(ascii: " ")].contains(Array(stem.utf8)[10]),
            let day = Day(String(stem.prefix(10)))
        {
            return day
        }
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

    /// The Markdown files under `folder` (paths relative to it, sorted), not looking into hidden folders; the
    /// symbolic links that would have been looked at (a Markdown file's, a folder's), not followed; and the
    /// files of a `MediaKind`.
    static func markdownFiles(in folder: URL) -> (files: [String], links: [String], attachments: [String]) {
        var files: [String] = []
        var links: [String] = []
        var attachments: [String] = []
        var folders = [""]
        while let relative = folders.popLast() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(relative).path)) ?? []
            for name in names where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                let isMarkdown = markdownStem(name) != nil
                switch SourceFiles.kind(of: path, in: folder) {
                case .folder: folders.append(path)
                case .file where isMarkdown: files.append(path)
                case .file where MediaKind(fileName: name) != nil: attachments.append(path)
                case .link where isMarkdown || ImportFiles.isFolder(folder.appendingPathComponent(path)): links.append(path)
                default: break
                }
            }
        }
        return (files.sorted(), links.sorted(), attachments.sorted())
    }
}
