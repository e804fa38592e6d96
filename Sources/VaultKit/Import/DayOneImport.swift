import Foundation
import ZIPFoundation

/// Reads Day One's JSON export: the zip Day One makes (each journal's JSON inside it, and its photos,
/// videos, audio and PDFs), the folder it unpacks to, or one `Journal.json`.
///
/// `creationDate` is shown in the entry's `timeZone` (`created: 2026-11-21T09:14:03+09:00`); `placeName`
/// (else the locality, region or country), `latitude` and `longitude` make `location`;
/// `conditionsDescription` and `temperatureCelsius` make `weather`; `tags` and `starred` are taken as
/// they are, and `text` is the body byte for byte once Day One's backslash escapes are read
/// (`DayOneMarkdown`). Attachments are copied into the vault beside their entry (`MediaPath`) and the
/// body's `![](dayone-moment://…)` links point at them; what Day One says of each (its original name,
/// date, size, camera, place…) is kept as `dayone_attachments` (`DayOneAttachmentDetails`), an attachment
/// the export does not hold too, marked missing. Every other field is kept as a `dayone_…` key, but
/// `richText` (a copy of `text` with formatting runs), which only `keepRichText` keeps. What a diary
/// export carries for diary alone comes back as it was: the entry's own keys from its `diary:` tags
/// (`DayOneTagFields`), the rest from its `diary` field (`DayOneDiaryFields`).
public enum DayOneImport {
    /// Reads the export at `url`: the zip, one journal's JSON, or the folder the zip unpacks to.
    /// An entry without its own zone is read in `zone` (the vault's). Attachments are copied into
    /// `media` (nil: they are left out, and their links stay as they were).
    /// - Throws: when `url` cannot be read at all; problems inside it are skips in the batch.
    public static func read(_ url: URL, zone: TimeZone, media staging: MediaStaging? = nil, keepRichText: Bool = false) throws
        -> ImportBatch
    {
        let options = Options(keepRichText: keepRichText)
        var batch = ImportBatch(sourceName: "Day One")
        let name = url.lastPathComponent
        if ImportFiles.isFolder(url) {
            try readFolder(url, zone: zone, staging: staging, options: options, into: &batch)
            return batch
        }
        if ImportFiles.isZip(url) {
            // Read from the file, not into memory: Day One's zip holds the photos too.
            try readZip(url, name: name, zone: zone, staging: staging, options: options, into: &batch)
        } else {
            // A journal's JSON in an unpacked export: its attachments are in the folders beside it.
            let media = staging.map { DayOneMediaFiles(folder: url.deletingLastPathComponent(), staging: $0) }
            try read(json: try ImportFiles.contents(of: url), source: name, zone: zone, media: media, options: options, into: &batch)
            batch.links += media?.links ?? []
        }
        return batch
    }

    /// Reads one journal's JSON into `batch`; `journal` names the journal when a zip held several.
    public static func read(
        json data: Data, source: String, zone: TimeZone, journal: String? = nil, keepRichText: Bool = false, into batch: inout ImportBatch
    ) {
        // Without attachments to copy, nothing here can throw.
        try? read(
            json: data, source: source, zone: zone, journal: journal, media: nil, options: Options(keepRichText: keepRichText), into: &batch)
    }

    /// What the person asked of the import.
    struct Options {
        /// Keep Day One's `richText` as `dayone_rich_text` (`--keep-rich-text`).
        var keepRichText = false
    }

    /// Reads one journal's JSON into `batch`, copying its entries' attachments from `media`.
    /// - Throws: only when an attachment cannot be copied into the vault (a full disk).
    static func read(
        json data: Data, source: String, zone: TimeZone, journal: String? = nil, media: DayOneMediaFiles?, options: Options = Options(),
        into batch: inout ImportBatch
    ) throws {
        let file: DayOneFile
        do {
            file = try JSONDecoder().decode(DayOneFile.self, from: data)
        } catch {
            batch.skip(source, .notAnExport(format: "Day One", JSONProblem.of(error, in: data)))
            return
        }
        for (index, element) in file.entries.enumerated() {
            let label = "\(source) entries[\(index)]"
            switch element.result {
            case .failure(let error):
                batch.skip(label, .malformedEntry(JSONProblem.of(error)))
            case .success(let entry):
                do {
                    batch.candidates.append(
                        try candidate(entry, source: label, zone: zone, journal: journal, media: media, options: options, into: &batch))
                } catch let skip as ImportSkip {
                    batch.skipped.append(skip)
                } catch let error as VaultError where media != nil {
                    // An attachment that could not be copied into the vault: nothing more can be.
                    throw error
                } catch {
                    batch.skip(label, .of(error, file: label))
                }
            }
        }
    }

    /// Every journal JSON in the zip (Day One names each after its journal: `Journal.json`, `Travel.json`).
    /// - Throws: `VaultError.importTooLarge` for a journal past `ImportFiles.maxBytes`, by the size the zip
    ///   gives before anything is extracted, or by the bytes extracted when that size was not true.
    private static func readZip(
        _ url: URL, name: String, zone: TimeZone, staging: MediaStaging?, options: Options, into batch: inout ImportBatch
    ) throws {
        let archive: Archive
        do {
            archive = try Archive(url: url, accessMode: .read)
        } catch {
            batch.skip(name, .unreadableZip(detail: "\(error)"))
            return
        }
        let journals = archive.filter { entry in
            let path = entry.path
            return entry.type == .file && path.lowercased().hasSuffix(".json") && !path.hasPrefix("__MACOSX/")
                && !path.split(separator: "/").contains { $0.hasPrefix(".") }
        }.sorted { $0.path < $1.path }
        guard !journals.isEmpty else {
            batch.skip(name, .noJournalInside)
            return
        }
        for member in journals where member.uncompressedSize > UInt64(ImportFiles.maxBytes) {
            throw VaultError.importTooLarge(
                file: name + "/" + member.path, bytes: Int(clamping: member.uncompressedSize),
                limit: ImportFiles.maxBytes)
        }
        struct PastTheLimit: Error {}
        let media = staging.map { DayOneMediaFiles(zip: archive, name: name, staging: $0) }
        for member in journals {
            let source = name + "/" + member.path
            var contents = Data()
            do {
                let checksum = try archive.extract(member) { chunk in
                    guard contents.count + chunk.count <= ImportFiles.maxBytes else { throw PastTheLimit() }
                    contents.append(chunk)
                }
                // This way of extracting leaves the comparison to the caller.
                guard checksum == member.checksum else {
                    batch.skip(source, .unreadableInZip(detail: "its CRC-32 does not match: the zip is damaged"))
                    continue
                }
            } catch is PastTheLimit {
                throw VaultError.importTooLarge(file: source, bytes: nil, limit: ImportFiles.maxBytes)
            } catch {
                batch.skip(source, .unreadableInZip(detail: "\(error)"))
                continue
            }
            let journalName = journals.count > 1 ? String(member.path.split(separator: "/").last?.dropLast(5) ?? "") : nil
            try read(json: contents, source: source, zone: zone, journal: journalName, media: media, options: options, into: &batch)
        }
    }

    /// Every journal JSON at the top of an unpacked export folder. A symbolic link, to a journal or in
    /// the attachments' folders, is not followed: it is listed in the batch's `links`.
    private static func readFolder(
        _ folder: URL, zone: TimeZone, staging: MediaStaging?, options: Options, into batch: inout ImportBatch
    ) throws {
        let listed: [String]
        do {
            listed = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
        } catch {
            throw VaultError.unreadable(file: folder.path, reason: .text(ImportFiles.reason(error)))
        }
        var names: [String] = []
        for name in listed {
            if SourceFiles.kind(of: name, in: folder) == .link {
                batch.links.append(folder.lastPathComponent + "/" + name)
            } else {
                names.append(name)
            }
        }
        let media = staging.map { DayOneMediaFiles(folder: folder, staging: $0) }
        defer { batch.links += media?.links ?? [] }
        guard !names.isEmpty else {
            batch.skip(folder.lastPathComponent, .noJournalInside)
            return
        }
        for name in names {
            let source = folder.lastPathComponent + "/" + name
            let data: Data
            do {
                data = try ImportFiles.contents(of: SourceFiles.open(name, in: folder), name: folder.appendingPathComponent(name).path)
            } catch is SourceFiles.LinkInTheWay {
                batch.links.append(source)
                continue
            } catch {
                batch.skip(source, .of(error, file: folder.appendingPathComponent(name).path))
                continue
            }
            let journal = names.count > 1 ? String(name.dropLast(5)) : nil
            try read(json: data, source: source, zone: zone, journal: journal, media: media, options: options, into: &batch)
        }
    }

    /// The entry in our schema; an `ImportSkip` when it has no usable date. Its attachments are copied
    /// from `media`; those the export does not hold are noted in `batch`.
    static func candidate(
        _ entry: DayOneEntry, source: String, zone: TimeZone, journal: String?, media: DayOneMediaFiles? = nil,
        options: Options = Options(), into batch: inout ImportBatch
    ) throws -> ImportCandidate {
        guard let dateText = entry.creationDate else {
            throw ImportSkip(source: source, problem: .noDate(field: "creationDate"))
        }
        guard let utc = ForeignDate.parse(dateText, zone: TimeZone(secondsFromGMT: 0) ?? zone) else {
            throw ImportSkip(source: source, problem: .notADateTime(field: "creationDate", text: dateText))
        }
        let entryZone = entry.timeZone.flatMap(DayOneTimeZone.zone(named:)) ?? zone
        let created = EntryTimestamp(utc.date, in: entryZone)
        let diary = DayOneDiaryFields(entry.otherFields[DayOneDiaryFields.key])
        let carried = DayOneTagFields.read(entry.tags ?? [])
        var frontMatter = FrontMatter(schema: FrontMatter.currentSchema, created: created.description)
        var place = Location(name: entry.location?.bestName, latitude: entry.location?.latitude, longitude: entry.location?.longitude)
        place.extraFields = carried.location
        if place != Location() { frontMatter.location = place }
        var weather = Weather(
            condition: entry.weather?.conditionsDescription, temperature: entry.weather?.temperatureCelsius, code: diary?.weatherCode)
        weather.extraFields = carried.weather
        if weather != Weather() { frontMatter.weather = weather }
        frontMatter.tags = ImportedText.tags(carried.tags, strippingSymbols: false)
        frontMatter.starred = entry.starred == true ? true : nil
        let entryPath = EntryPath(day: created.day)
        var body = DayOneMarkdown.unescaped(entry.text ?? "")
        var attached: [ImportMedia] = []
        let moments = DayOneMoments(entry, paths: diary?.paths ?? [:], made: diary?.made)
        var details: [(link: String, fields: [String: JSONValue])] = []
        if let media {
            (body, attached, details) = try moments.attach(
                to: body, of: entryPath, source: source, from: media, appendingUnlinked: diary == nil, into: &batch)
        }
        // A diary export's richText came from the entry's own `dayone_rich_text`: it goes back.
        let keepRichText = options.keepRichText || diary != nil
        if entry.otherFields[DayOneFieldNames.richText] != nil, !keepRichText { batch.richTextDropped += 1 }
        var fields = userFields(entry, journal: journal, derived: diary?.derived ?? [], keepRichText: keepRichText)
        // A field the user wrote that way already (carried in a tag) wins over the one made here; so does
        // a field of Day One's own that the name would be taken by (`attachments`), which Day One has not.
        if !(carried.fields + fields).contains(where: { $0.key == DayOneAttachmentDetails.key }),
            let kept = DayOneAttachmentDetails.field(details)
        {
            fields.append(kept)
        }
        frontMatter.userFields = fields + carried.fields
        return ImportCandidate(
            source: source, document: ImportedText.document(frontMatter, body: body),
            created: created, dayOneUUID: entry.uuid, media: attached)
    }

    /// The fields our schema has no place for: id, zone and journal first, then the others by name. The
    /// fields a diary export made up (`derived`) are not kept.
    static func userFields(_ entry: DayOneEntry, journal: String?, derived: Set<String> = [], keepRichText: Bool = false) -> [UserField] {
        var fields: [UserField] = []
        if let uuid = entry.uuid, !derived.contains("uuid") { fields.append(.text(DayOneFieldNames.uuid, uuid)) }
        if let zone = entry.timeZone, !derived.contains("timeZone") { fields.append(.text(DayOneFieldNames.timeZone, zone)) }
        if let journal { fields.append(.text(DayOneFieldNames.journal, journal)) }
        let others = entry.otherFields.filter {
            !DayOneFieldNames.attachmentFields.contains($0.key) && !DayOneFieldNames.droppedFields.contains($0.key)
                && (keepRichText || $0.key != DayOneFieldNames.richText)
        }
        fields += ForeignFields.userFields(others, prefix: DayOneFieldNames.prefix)
        if let location = entry.location {
            fields += ForeignFields.userFields(location.otherFields, prefix: DayOneFieldNames.prefix, section: "location")
        }
        if let weather = entry.weather {
            fields += ForeignFields.userFields(weather.otherFields, prefix: DayOneFieldNames.prefix, section: "weather")
        }
        return fields
    }
}

/// A Day One JSON file as read for import: each entry decoded on its own.
private struct DayOneFile: Decodable {
    let entries: [Lenient<DayOneEntry>]
}
