import Foundation

/// Reads jrnl's JSON export (`jrnl --format json`):
/// `{"tags": {"@work": 2}, "entries": [{"date": "2026-11-21", "time": "09:14", "title": …, "body": …,
/// "tags": ["@work"], "starred": false}]}`.
///
/// jrnl writes local wall-clock times without an offset: they are read in the vault's zone. The title
/// becomes the body's heading (`# Title`, so that diary's title is jrnl's title exactly: `# Heading`
/// becomes `# # Heading`), tags lose their `@`. jrnl knows an entry by its time and title, and so does
/// a second import of the same journal. A `uuid` (jrnl has one for entries of a
/// Day One journal) is Day One's id and is kept as `dayone_uuid`; other fields as `jrnl_…` keys.
public enum JrnlImport {
    /// Reads the export file at `url`.
    /// - Throws: when the file cannot be read at all; problems inside it are skips in the batch.
    public static func read(_ url: URL, zone: TimeZone) throws -> ImportBatch {
        read(try ImportFiles.contents(of: url), source: url.lastPathComponent, zone: zone)
    }

    /// Reads the export from `handle` (standard input) up to its end, refused past `ImportFiles.maxBytes`.
    public static func read(_ handle: FileHandle, source: String, zone: TimeZone) throws -> ImportBatch {
        read(try ImportFiles.contents(of: handle, name: source), source: source, zone: zone)
    }

    /// Reads the export in `data`; `source` names it in messages (`journal.json`, `(standard input)`).
    public static func read(_ data: Data, source: String, zone: TimeZone) -> ImportBatch {
        var batch = ImportBatch(sourceName: "jrnl")
        let elements: [Lenient<JrnlEntry>]
        do {
            elements = try JSONDecoder().decode(JrnlFile.self, from: data).entries
        } catch {
            batch.skip(source, .notAnExport(format: "jrnl", JSONProblem.of(error, in: data)))
            return batch
        }
        for (index, element) in elements.enumerated() {
            let label = "\(source) entries[\(index)]"
            switch element.result {
            case .failure(let error):
                batch.skip(label, .malformedEntry(JSONProblem.of(error)))
            case .success(let entry):
                do {
                    batch.candidates.append(try candidate(entry, source: label, zone: zone))
                } catch let skip as ImportSkip {
                    batch.skipped.append(skip)
                } catch {
                    batch.skip(label, .of(error, file: label))
                }
            }
        }
        return batch
    }

    /// The entry in our schema; an `ImportSkip` when it has no usable date.
    static func candidate(_ entry: JrnlEntry, source: String, zone: TimeZone) throws -> ImportCandidate {
        guard let date = entry.date?.trimmingCharacters(in: .whitespaces), !date.isEmpty else {
            throw ImportSkip(source: source, problem: .noDate(field: "date"))
        }
        let time = entry.time?.trimmingCharacters(in: .whitespaces) ?? ""
        let written = time.isEmpty ? date : date + " " + time
        guard let stamp = ForeignDate.parse(written, zone: zone) else {
            throw ImportSkip(source: source, problem: .notADateTime(field: nil, text: written))
        }
        let created = EntryTimestamp(stamp.date, in: zone)
        var frontMatter = FrontMatter(schema: FrontMatter.currentSchema, created: created.description)
        frontMatter.tags = ImportedText.tags(entry.tags ?? [], strippingSymbols: true)
        frontMatter.starred = entry.starred == true ? true : nil
        if let uuid = entry.uuid { frontMatter.userFields.append(.text(DayOneFieldNames.uuid, uuid)) }
        frontMatter.userFields += ForeignFields.userFields(entry.otherFields, prefix: "jrnl")
        let body = ImportedText.body(title: entry.title, text: entry.body ?? "")
        return ImportCandidate(
            source: source, document: ImportedText.document(frontMatter, body: body),
            created: created, dayOneUUID: entry.uuid, knownByTitle: true)
    }
}

/// One entry of jrnl's JSON export.
struct JrnlEntry: Decodable {
    var date: String?
    var time: String?
    var title: String?
    var body: String?
    var tags: [String]?
    var starred: Bool?
    var uuid: String?
    var otherFields: [String: JSONValue]

    static let typedKeys: Set<String> = ["date", "time", "title", "body", "tags", "starred", "uuid"]

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: FieldKey.self)
        date = try fields.decodeIfPresent(String.self, forKey: FieldKey("date"))
        time = try fields.decodeIfPresent(String.self, forKey: FieldKey("time"))
        title = try fields.decodeIfPresent(String.self, forKey: FieldKey("title"))
        body = try fields.decodeIfPresent(String.self, forKey: FieldKey("body"))
        tags = try fields.decodeIfPresent([String].self, forKey: FieldKey("tags"))
        starred = try fields.decodeIfPresent(Bool.self, forKey: FieldKey("starred"))
        uuid = try fields.decodeIfPresent(String.self, forKey: FieldKey("uuid"))
        otherFields = try fields.otherFields(excluding: Self.typedKeys)
    }
}

/// jrnl's export: an object with `entries` (and a `tags` summary, not needed), or a bare list of entries.
private struct JrnlFile: Decodable {
    let entries: [Lenient<JrnlEntry>]

    private enum Keys: String, CodingKey { case entries }

    init(from decoder: Decoder) throws {
        if var list = try? decoder.unkeyedContainer() {
            var entries: [Lenient<JrnlEntry>] = []
            while !list.isAtEnd { entries.append(try list.decode(Lenient<JrnlEntry>.self)) }
            self.entries = entries
        } else {
            entries = try decoder.container(keyedBy: Keys.self).decode([Lenient<JrnlEntry>].self, forKey: .entries)
        }
    }
}
