import Foundation
import ZIPFoundation

/// Reads Day One's JSON export: the zip Day One makes (each journal's JSON inside it) or one `Journal.json`.
///
/// `creationDate` is shown in the entry's `timeZone` (`created: 2026-11-21T09:14:03+09:00`); `placeName`
/// (else the locality, region or country), `latitude` and `longitude` make `location`;
/// `conditionsDescription` and `temperatureCelsius` make `weather`; `tags`, `starred` and `text` (its
/// backslash escapes removed) are taken as they are. Every other field is kept as a `dayone_…` key,
/// except attachments (counted as skipped) and `richText` (a copy of `text`).
public enum DayOneImport {
    /// Reads the export at `url`: the zip, one journal's JSON, or the folder the zip unpacks to.
    /// An entry without its own zone is read in `zone` (the vault's).
    /// - Throws: when `url` cannot be read at all; problems inside it are skips in the batch.
    public static func read(_ url: URL, zone: TimeZone) throws -> ImportBatch {
        var batch = ImportBatch(sourceName: "Day One")
        let name = url.lastPathComponent
        if ImportFiles.isFolder(url) {
            try readFolder(url, zone: zone, into: &batch)
            return batch
        }
        if ImportFiles.isZip(url) {
            // Read from the file, not into memory: Day One's zip holds the photos too.
            try readZip(url, name: name, zone: zone, into: &batch)
        } else {
            read(json: try ImportFiles.contents(of: url), source: name, zone: zone, into: &batch)
        }
        return batch
    }

    /// Reads one journal's JSON into `batch`; `journal` names the journal when a zip held several.
    public static func read(json data: Data, source: String, zone: TimeZone, journal: String? = nil, into batch: inout ImportBatch) {
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
                batch.skippedAttachments += attachmentCount(entry)
                do {
                    batch.candidates.append(try candidate(entry, source: label, zone: zone, journal: journal))
                } catch let skip as ImportSkip {
                    batch.skipped.append(skip)
                } catch {
                    batch.skip(label, .of(error, file: label))
                }
            }
        }
    }

    /// Every journal JSON in the zip (Day One names each after its journal: `Journal.json`, `Travel.json`).
    /// - Throws: `VaultError.importTooLarge` for a journal past `ImportFiles.maxBytes`, by the size the zip
    ///   gives before anything is extracted, or by the bytes extracted when that size was not true.
    private static func readZip(_ url: URL, name: String, zone: TimeZone, into batch: inout ImportBatch) throws {
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
        for member in journals {
            let source = name + "/" + member.path
            var contents = Data()
            do {
                _ = try archive.extract(member) { chunk in
                    guard contents.count + chunk.count <= ImportFiles.maxBytes else { throw PastTheLimit() }
                    contents.append(chunk)
                }
            } catch is PastTheLimit {
                throw VaultError.importTooLarge(file: source, bytes: nil, limit: ImportFiles.maxBytes)
            } catch {
                batch.skip(source, .unreadableInZip(detail: "\(error)"))
                continue
            }
            let journalName = journals.count > 1 ? String(member.path.split(separator: "/").last?.dropLast(5) ?? "") : nil
            read(json: contents, source: source, zone: zone, journal: journalName, into: &batch)
        }
    }

    /// Every journal JSON at the top of an unpacked export folder.
    private static func readFolder(_ folder: URL, zone: TimeZone, into batch: inout ImportBatch) throws {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.lowercased().hasSuffix(".json") && !$0.hasPrefix(".") }.sorted()
        } catch {
            throw VaultError.unreadable(file: folder.path, reason: ImportFiles.reason(error))
        }
        guard !names.isEmpty else {
            batch.skip(folder.lastPathComponent, .noJournalInside)
            return
        }
        for name in names {
            let source = folder.lastPathComponent + "/" + name
            do {
                let data = try ImportFiles.contents(of: folder.appendingPathComponent(name))
                read(json: data, source: source, zone: zone, journal: names.count > 1 ? String(name.dropLast(5)) : nil, into: &batch)
            } catch {
                batch.skip(source, .of(error, file: folder.appendingPathComponent(name).path))
            }
        }
    }

    /// The entry in our schema; an `ImportSkip` when it has no usable date.
    static func candidate(_ entry: DayOneEntry, source: String, zone: TimeZone, journal: String?) throws -> ImportCandidate {
        guard let dateText = entry.creationDate else {
            throw ImportSkip(source: source, problem: .noDate(field: "creationDate"))
        }
        guard let utc = ForeignDate.parse(dateText, zone: TimeZone(secondsFromGMT: 0) ?? zone) else {
            throw ImportSkip(source: source, problem: .notADateTime(field: "creationDate", text: dateText))
        }
        let entryZone = entry.timeZone.flatMap(DayOneTimeZone.zone(named:)) ?? zone
        let created = EntryTimestamp(utc.date, in: entryZone)
        var frontMatter = FrontMatter(schema: FrontMatter.currentSchema, created: created.description)
        if let location = entry.location {
            let place = Location(name: location.bestName, latitude: location.latitude, longitude: location.longitude)
            if place != Location() { frontMatter.location = place }
        }
        if let weather = entry.weather, weather.conditionsDescription != nil || weather.temperatureCelsius != nil {
            frontMatter.weather = Weather(condition: weather.conditionsDescription, temperature: weather.temperatureCelsius)
        }
        frontMatter.tags = ImportedText.tags(entry.tags ?? [], strippingSymbols: false)
        frontMatter.starred = entry.starred == true ? true : nil
        frontMatter.userFields = userFields(entry, journal: journal)
        let body = ImportedText.body(DayOneMarkdown.unescaped(entry.text ?? ""))
        return ImportCandidate(
            source: source, document: ImportedText.document(frontMatter, body: body),
            created: created, dayOneUUID: entry.uuid)
    }

    /// The fields our schema has no place for: id, zone and journal first, then the others by name.
    static func userFields(_ entry: DayOneEntry, journal: String?) -> [UserField] {
        var fields: [UserField] = []
        if let uuid = entry.uuid { fields.append(.text(DayOneFieldNames.uuid, uuid)) }
        if let zone = entry.timeZone { fields.append(.text(DayOneFieldNames.timeZone, zone)) }
        if let journal { fields.append(.text(DayOneFieldNames.journal, journal)) }
        let others = entry.otherFields.filter {
            !DayOneFieldNames.attachmentFields.contains($0.key) && !DayOneFieldNames.droppedFields.contains($0.key)
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

    /// Photos, videos, audio recordings and PDFs attached to the entry.
    static func attachmentCount(_ entry: DayOneEntry) -> Int {
        DayOneFieldNames.attachmentFields.reduce(0) { count, key in
            switch entry.otherFields[key] {
            case .array(let items)?: return count + items.count
            case nil, .null?: return count
            default: return count + 1
            }
        }
    }
}

/// A Day One JSON file as read for import: each entry decoded on its own.
private struct DayOneFile: Decodable {
    let entries: [Lenient<DayOneEntry>]
}
