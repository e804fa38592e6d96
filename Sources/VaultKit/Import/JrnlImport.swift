import Foundation

/// Reads jrnl's journal file (`journal.txt`, see `JrnlText`) or its JSON export (`jrnl --format json`):
/// `{"tags": {"@work": 2}, "entries": [{"date": "2026-11-21", "time": "09:14", "title": …, "body": …,
/// "tags": ["@work"], "starred": false}]}`.
///
/// jrnl writes local wall-clock times without an offset: they are read in the vault's zone. The title
/// becomes the body's heading (`# Title`, so that diary's title is jrnl's title exactly: `# Heading`
/// becomes `# # Heading`), tags lose their `@`. jrnl knows an entry by its time and title, and so does
/// a second import of the same journal. A `uuid` (jrnl has one for entries of a
/// Day One journal) is Day One's id and is kept as `dayone_uuid`; other fields as `jrnl_…` keys.
public enum JrnlImport {
    /// A file that is neither jrnl's journal file nor its JSON export; `encrypted` when it is a journal
    /// jrnl encrypted (`JRNLv3…`, or jrnl 2's `gAAAAA…`).
    public struct NotAJournal: Error, Equatable {
        public let file: String
        public let encrypted: Bool
    }

    /// Reads the journal file or export at `url`.
    /// - Throws: when the file cannot be read at all, or is neither (`NotAJournal`); problems inside it
    ///   are skips in the batch.
    public static func read(_ url: URL, zone: TimeZone) throws -> ImportBatch {
        try readJournal(try ImportFiles.contents(of: url), source: url.lastPathComponent, path: url.path, zone: zone)
    }

    /// Reads the journal or export from `handle` (standard input) up to its end, refused past
    /// `ImportFiles.maxBytes`.
    public static func read(_ handle: FileHandle, source: String, zone: TimeZone) throws -> ImportBatch {
        try readJournal(try ImportFiles.contents(of: handle, name: source), source: source, path: source, zone: zone)
    }

    /// Reads `data` as the JSON export when it is JSON (it begins with `{`, or `[` not followed by a jrnl
    /// date), else as jrnl's journal file; `path` names the file in a `NotAJournal`.
    public static func readJournal(_ data: Data, source: String, path: String, zone: TimeZone) throws -> ImportBatch {
        let start = data.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        let text = String(bytes: data, encoding: .utf8)
        if start == UInt8(ascii: "{") { return read(data, source: source, zone: zone) }
        if let text, JrnlText.isJournal(text) { return readText(text, source: source, zone: zone) }
        if start == UInt8(ascii: "[") { return read(data, source: source, zone: zone) }
        let encrypted = [Data("JRNLv3".utf8), Data("gAAAAA".utf8)].contains { data.starts(with: $0) }
        throw NotAJournal(file: path, encrypted: encrypted)
    }

    /// Reads jrnl's journal file in `text`; each entry is named `source:line`.
    static func readText(_ text: String, source: String, zone: TimeZone) -> ImportBatch {
        var batch = ImportBatch(sourceName: "jrnl")
        for block in JrnlText.blocks(text) {
            let label = "\(source):\(block.line)"
            do {
                batch.candidates.append(try candidate(JrnlText.entry(block), source: label, zone: zone, noting: &batch.localTimes))
            } catch let skip as ImportSkip {
                batch.skipped.append(skip)
            } catch {
                batch.skip(label, .of(error, file: label))
            }
        }
        return batch
    }

    /// Reads the JSON export in `data`; `source` names it in messages (`journal.json`, `(standard input)`).
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
                    batch.candidates.append(try candidate(entry, source: label, zone: zone, noting: &batch.localTimes))
                } catch let skip as ImportSkip {
                    batch.skipped.append(skip)
                } catch {
                    batch.skip(label, .of(error, file: label))
                }
            }
        }
        return batch
    }

    /// The entry in our schema; an `ImportSkip` when it has no usable date. A time `zone` skips or repeats
    /// is added to `localTimes`.
    static func candidate(
        _ entry: JrnlEntry, source: String, zone: TimeZone, noting localTimes: inout [ImportLocalTime]
    ) throws -> ImportCandidate {
        guard let date = entry.date?.trimmingCharacters(in: .whitespaces), !date.isEmpty else {
            throw ImportSkip(source: source, problem: .noDate(field: "date"))
        }
        let time = entry.time?.trimmingCharacters(in: .whitespaces) ?? ""
        let written = time.isEmpty ? date : date + " " + time
        guard let (stamp, fold) = ForeignDate.parseNoting(written, zone: zone) else {
            throw ImportSkip(source: source, problem: .notADateTime(field: nil, text: written))
        }
        let created = EntryTimestamp(stamp.date, in: zone)
        if let fold {
            localTimes.append(ImportLocalTime(source: source, written: written, zone: zone.identifier, fold: fold, readAs: created))
        }
        var frontMatter = FrontMatter(schema: FrontMatter.currentSchema, created: created.description)
        // jrnl keeps an entry's tags as a set: they are listed in the order the text has them.
        let tags = inOrderWritten(entry.tags ?? [], in: (entry.title ?? "") + "\n" + (entry.body ?? ""))
        frontMatter.tags = ImportedText.tags(tags, strippingSymbols: true)
        frontMatter.starred = entry.starred == true ? true : nil
        if let uuid = entry.uuid { frontMatter.userFields.append(.text(DayOneFieldNames.uuid, uuid)) }
        frontMatter.userFields += ForeignFields.userFields(entry.otherFields, prefix: "jrnl")
        let body = ImportedText.body(title: entry.title, text: entry.body ?? "")
        return ImportCandidate(
            source: source, document: ImportedText.document(frontMatter, body: body),
            created: created, dayOneUUID: entry.uuid, knownByTitle: true)
    }

    /// `tags` ordered by where each first appears in `text` (ignoring case); those it lacks last, as given.
    static func inOrderWritten(_ tags: [String], in text: String) -> [String] {
        let lowered = text.lowercased()
        func place(_ tag: String) -> String.Index {
            lowered.range(of: tag.lowercased())?.lowerBound ?? lowered.endIndex
        }
        return tags.enumerated().sorted { (place($0.element), $0.offset) < (place($1.element), $1.offset) }
            .map(\.element)
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

    /// An entry of jrnl's journal file.
    init(date: String, time: String, title: String, body: String, tags: [String], starred: Bool) {
        self.date = date
        self.time = time
        self.title = title
        self.body = body
        self.tags = tags
        self.starred = starred
        otherFields = [:]
    }

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
