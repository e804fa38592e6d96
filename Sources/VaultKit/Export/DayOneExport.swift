import Crypto
import Foundation
import ZIPFoundation

/// Writes entries as Day One's JSON export, which Day One imports and `diary import dayone` reads back
/// into the very same entries: every front-matter field, and the body byte for byte.
///
/// Each entry keeps its `dayone_uuid` (else gets a stable id made from its path and `created`); its
/// `dayone_…` keys go back to the Day One fields they came from. `timeZone` is an IANA name: the zone the
/// entry came with, else the vault's, when that zone had the entry's offset at that instant, else one
/// that had it (`Etc/GMT-9` for +09:00). The body is escaped as Day One escapes its `text`
/// (`DayOneMarkdown`). Keys of the user's own travel in the entry's tags (`DayOneTagFields`); the WMO
/// weather code, and which fields were made up, in its `diary` field (`DayOneDiaryFields`). In the zip,
/// every photo, video, audio recording and PDF an entry links to goes along, in Day One's folders under
/// its MD5 (`photos/<md5>.jpeg`), listed in the entry's `photos`/`videos`/`audios`/`pdfAttachments` and
/// linked as `![](dayone-moment://<id>)`; each listed with what `dayone_attachments` keeps of it (its original
/// name, date, size, camera, place, id: `DayOneAttachmentDetails`), and the attachments kept there as
/// missing listed again as Day One gave them.
public enum DayOneExport {
    /// `entries`, oldest first, as the text of a `Journal.json` (pretty-printed, keys sorted). Links to
    /// attachments are left as they are: a JSON file cannot hold the files (see `writeZip`).
    /// - Parameter timeZone: the vault's zone (for entries without `created` and as the preferred zone name).
    public static func journal(from entries: [Entry], timeZone: TimeZone) throws -> Data {
        var none: MediaExport?
        return try encode(sorted(entries, timeZone).map { dayOneEntry($0, timeZone: timeZone, media: &none) })
    }

    /// Day One's zip, the form its importer asks for: `Journal.json` and every attachment the entries
    /// link to, written into `archive`, a file that holds `emptyZip` (the caller puts it in place).
    /// Files are added a megabyte at a time, never read whole. `root` is the vault the links are in.
    public static func writeZip(from entries: [Entry], timeZone: TimeZone, root: URL, to archive: URL) throws -> DayOneExportReport {
        var media: MediaExport? = MediaExport(root: root)
        let json = try encode(sorted(entries, timeZone).map { dayOneEntry($0, timeZone: timeZone, media: &media) })
        guard let media else { return DayOneExportReport() }
        do {
            let zip = try Archive(url: archive, accessMode: .update)
            try zip.addEntry(with: "Journal.json", type: .file, uncompressedSize: Int64(json.count), compressionMethod: .deflate) { position, size in
                json.subdata(in: Int(position)..<min(json.count, Int(position) + size))
            }
            for file in media.files {
                // Photos and videos are compressed already: stored as they are.
                try zip.addEntry(with: file.zipPath, fileURL: root.appendingPathComponent(file.path), compressionMethod: .none)
            }
        } catch let error as VaultError {
            throw error
        } catch {
            throw VaultError.unwritable(file: archive.lastPathComponent, reason: .text("\(error)"))
        }
        return media.report
    }

    /// An empty zip archive (its end-of-directory record alone), what `writeZip` starts from.
    public static let emptyZip = Data([0x50, 0x4B, 0x05, 0x06] + [UInt8](repeating: 0, count: 18))

    /// How many links to files of the vault `entries` hold that a `Journal.json` alone leaves behind.
    public static func linkedAttachments(in entries: [Entry], root: URL) -> Int {
        var count = 0
        for entry in entries {
            _ = MarkdownLink.rewrite(entry.document.body) { link, line in
                if let path = MediaPath.resolve(link.destination(in: line), from: entry.path), case .file = VaultFile(path, in: root) {
                    count += 1
                }
                return nil
            }
        }
        return count
    }

    private static func sorted(_ entries: [Entry], _ timeZone: TimeZone) -> [Entry] {
        entries.map { ($0, $0.timestamp(localZone: timeZone)) }.sorted { ($0.1.date, $0.0.path) < ($1.1.date, $1.0.path) }.map(\.0)
    }

    private static func encode(_ entries: [DayOneEntry]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(DayOneJournal(entries: entries)) + Data("\n".utf8)
        } catch {
            throw VaultError.unwritable(file: "Journal.json", reason: .text("\(error)"))
        }
    }

    /// One entry in Day One's form; with `media`, its attachments listed and linked Day One's way.
    static func dayOneEntry(_ entry: Entry, timeZone: TimeZone) -> DayOneEntry {
        var none: MediaExport?
        return dayOneEntry(entry, timeZone: timeZone, media: &none)
    }

    static func dayOneEntry(_ entry: Entry, timeZone: TimeZone, media: inout MediaExport?) -> DayOneEntry {
        let frontMatter = entry.frontMatter
        let stamp = entry.timestamp(localZone: timeZone)
        var diary = DayOneDiaryFields()
        var carried: [UserField] = []
        let kept = Dictionary(frontMatter.userFields.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

        let keptUUID = kept[DayOneFieldNames.uuid].flatMap(ForeignFields.scalarText)
        let uuid = keptUUID ?? stableUUID(entry.path, stamp)
        let keptZone = kept[DayOneFieldNames.timeZone].flatMap(ForeignFields.scalarText)
        let zoneName = DayOneTimeZone.name(
            offsetSeconds: stamp.offsetSeconds, at: stamp.date, preferred: [keptZone, timeZone.identifier].compactMap { $0 })
        // The id and the zone come back as these keys exactly, or the way in is told they were made up.
        var restoredKeys: Set<String> = []
        for (key, value, name) in [(DayOneFieldNames.uuid, uuid, "uuid"), (DayOneFieldNames.timeZone, zoneName, "timeZone")] {
            if let field = kept[key], Self.sameText(field, UserField.text(key, value)) {
                restoredKeys.insert(key)
            } else {
                diary.derived.insert(name)
            }
        }

        let restored = restoredFields(frontMatter.userFields)
        restoredKeys.formUnion(restored.keys)
        let details = kept[DayOneAttachmentDetails.key].flatMap(DayOneAttachmentDetails.read) ?? [:]
        let missing = details.filter { DayOneAttachmentDetails.isMissing($0.value) }
        // Without the files (a Journal.json), the details of those the vault holds travel as a tag.
        if kept[DayOneAttachmentDetails.key] != nil, !details.isEmpty, media != nil || missing.count == details.count {
            restoredKeys.insert(DayOneAttachmentDetails.key)
        }
        for field in frontMatter.userFields where !restoredKeys.contains(field.key) {
            carried.append(field)
        }
        let tags =
            (frontMatter.tags ?? [])
            + DayOneTagFields.tags(carried, location: frontMatter.location?.extraFields ?? [], weather: frontMatter.weather?.extraFields ?? [])
        diary.weatherCode = frontMatter.weather?.code

        var body = entry.document.body
        var moments: [String: [JSONValue]] = [:]
        if media != nil {
            var byPath: [String: [String: JSONValue]] = [:]
            for (link, fields) in details where !DayOneAttachmentDetails.isMissing(fields) {
                if let path = MediaPath.resolve(link, from: entry.path) { byPath[path] = fields }
            }
            body =
                media?.link(body, of: entry.path, uuid: uuid, details: byPath, moments: &moments, paths: &diary.paths, made: &diary.made)
                ?? body
        }
        for (link, fields) in missing.sorted(by: { $0.key < $1.key }) {
            var item = fields
            item[DayOneAttachmentDetails.missing] = nil
            let folder = link.split(separator: "/").first.map(String.init) ?? "photos"
            let field = DayOneMediaFiles.folders.first(where: { $0.value == folder })?.key ?? "photos"
            moments[field, default: []].append(.object(item))
        }
        var others = restored.fields[nil] ?? [:]
        for (field, items) in moments { others[field] = .array(items) }
        // With attachments, always: it tells the way in that a listed file no `dayone-moment:` link names
        // is linked in another form already (Day One's own export has it linked at the end).
        // And with richText, which tells it that the richText is the entry's own (`dayone_rich_text`).
        if !diary.isEmpty || !moments.isEmpty || others[DayOneFieldNames.richText] != nil {
            others[DayOneDiaryFields.key] = diary.json
        }

        var out = DayOneEntry(
            uuid: uuid, creationDate: utcText(stamp.date), timeZone: zoneName, text: DayOneMarkdown.escaped(body),
            tags: tags.isEmpty ? nil : tags, starred: frontMatter.starred ?? false, otherFields: others)
        let place = frontMatter.location
        if place?.name != nil || place?.latitude != nil || place?.longitude != nil || restored.fields["location"] != nil {
            out.location = DayOneLocation(
                placeName: place?.name, latitude: place?.latitude, longitude: place?.longitude,
                otherFields: restored.fields["location"] ?? [:])
        }
        let weather = frontMatter.weather
        if weather?.condition != nil || weather?.temperature != nil || restored.fields["weather"] != nil {
            out.weather = DayOneWeather(
                conditionsDescription: weather?.condition, temperatureCelsius: weather?.temperature,
                otherFields: restored.fields["weather"] ?? [:])
        }
        return out
    }

    /// The `dayone_…` keys that go back to the Day One fields they came from, by section (nil for the top
    /// of the entry), and the keys that do: only those the way in turns into the very same lines again;
    /// the others travel as the user's own keys do.
    static func restoredFields(_ fields: [UserField]) -> (fields: [String?: [String: JSONValue]], keys: Set<String>) {
        var out: [String?: [String: JSONValue]] = [:]
        var keys: Set<String> = []
        let reserved = DayOneFieldNames.attachmentFields.union(DayOneFieldNames.droppedFields)
        for field in fields {
            guard let (section, name) = DayOneFieldNames.origin(of: field.key), let value = ForeignFields.value(of: field), value != .null
            else { continue }
            if section == nil, DayOneEntry.typedKeys.contains(name) || reserved.contains(name) { continue }
            if section == "location", DayOneLocation.typedKeys.contains(name) { continue }
            if section == "weather", DayOneWeather.typedKeys.contains(name) { continue }
            guard DayOneFieldNames.key(name, section: section) == field.key, out[section]?[name] == nil,
                sameText(field, ForeignFields.userField(field.key, value))
            else { continue }
            out[section, default: [:]][name] = value
            keys.insert(field.key)
        }
        return (out, keys)
    }

    /// The same lines, line endings aside.
    private static func sameText(_ a: UserField, _ b: UserField) -> Bool {
        a.key == b.key && a.text.replacingOccurrences(of: "\r\n", with: "\n") == b.text.replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// `2026-11-21T00:14:03Z`.
    static func utcText(_ date: Date) -> String {
        let utc = EntryTimestamp(date, in: .utc)
        return "\(utc.day)T\(ASCIIDigits.pad(utc.hour, 2)):\(ASCIIDigits.pad(utc.minute, 2)):\(ASCIIDigits.pad(utc.second, 2))Z"
    }

    /// 32 upper-case hex digits that stay the same for the same entry path and `created`, as Day One writes ids.
    static func stableUUID(_ path: EntryPath, _ stamp: EntryTimestamp) -> String {
        let key = Array("\(path.relativePath)\n\(stamp)".utf8)
        func fnv1a(_ basis: UInt64) -> UInt64 {
            var hash = basis
            for byte in key {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01B3
            }
            return hash
        }
        let halves = [fnv1a(0xCBF2_9CE4_8422_2325), fnv1a(0x6C62_272E_07BB_0142)]
        return halves.map { String($0, radix: 16, uppercase: true).leftPadded(to: 16) }.joined()
    }
}

/// What went into a Day One zip, and what could not.
public struct DayOneExportReport: Sendable, Equatable {
    /// Files added (each once, however many entries link to it), and their bytes in all.
    public var attachments = 0
    public var bytes = 0
    /// `2026/11/2026-11-21.md: media/x.jpeg`: links to files the vault does not have.
    public var missing: [String] = []
    /// Linked files of a kind Day One does not keep (not a photo, video, audio recording or PDF): left out.
    public var otherKinds: [String] = []
}

/// The attachments of the entries of a zip export, each file hashed once.
struct MediaExport {
    struct File {
        let path: String
        let zipPath: String
    }

    let root: URL
    private(set) var files: [File] = []
    private(set) var report = DayOneExportReport()
    private var known: [String: (sha256: String, md5: String, size: Int)?] = [:]

    init(root: URL) { self.root = root }

    /// `body` with each plain link to an attachment in the vault as Day One links it, the attachment
    /// added to `moments` (by Day One's field name) and to the zip, with the fields `details` keeps for
    /// it (by vault path; those it gives no value are made up, and named in `made` by the item's id). A link in another form (a link to a
    /// photo, a title, another spelling of the path) is left as it is, and its file still goes along,
    /// kept at its place by `paths` when that is not the one the way in would choose.
    mutating func link(
        _ body: String, of entry: EntryPath, uuid: String, details: [String: [String: JSONValue]] = [:],
        moments: inout [String: [JSONValue]], paths: inout [String: String], made: inout [String: [String]]
    ) -> String {
        var listed: Set<String> = []
        var order = 0
        return MarkdownLink.rewrite(body) { link, line in
            let destination = link.destination(in: line)
            guard let path = MediaPath.resolve(destination, from: entry) else { return nil }
            let linkPlace = entry.relativePath + ": " + destination
            guard let kind = MediaKind(fileName: path) else {
                if case .file = VaultFile(path, in: root), !report.otherKinds.contains(linkPlace) { report.otherKinds.append(linkPlace) }
                return nil
            }
            guard case .file = VaultFile(path, in: root), let hash = hash(path) else {
                if !report.missing.contains(linkPlace) { report.missing.append(linkPlace) }
                return nil
            }
            let ext = (path as NSString).pathExtension.lowercased()
            let keptFields = details[path]
            var id = Self.identifier(uuid, path)
            if case .string(let keptID)? = keptFields?["identifier"], !keptID.isEmpty { id = keptID }
            if listed.insert(id).inserted {
                var item: [String: JSONValue] = [
                    "identifier": .string(id), "md5": .string(hash.md5), "orderInEntry": .number(Double(order))
                ]
                // Day One names an audio recording's format (`aac` for its .m4a files), the others' type.
                if kind == .audio { item["format"] = .string(ext == "m4a" ? "aac" : ext) } else { item["type"] = .string(ext) }
                if let keptFields {
                    var madeUp = Set(item.keys)
                    for (name, value) in keptFields where name != "md5" && name != DayOneAttachmentDetails.missing {
                        item[name] = value
                        madeUp.remove(name)
                    }
                    made[id] = madeUp.sorted()
                }
                moments[Self.field(kind), default: []].append(.object(item))
                order += 1
                if path != MediaPath.path(for: entry, sha256: hash.sha256, fileExtension: ext) { paths[id] = path }
                add(path, zipPath: Self.folder(kind) + "/" + hash.md5 + "." + ext, size: hash.size)
            }
            // Only the form the way in writes back is changed (see `DayOneMoments.link`).
            let text = link.text(in: line)
            guard link.isPlain, destination == MediaPath.link(from: entry, to: path), link.isImage == kind.isShownInline,
                kind.isShownInline || !text.isEmpty
            else { return nil }
            let alt = kind.isShownInline || text != kind.defaultLinkText ? text : ""
            return "![\(alt)](\(DayOneMoments.destination(kind, identifier: id)))"
        }
    }

    private mutating func hash(_ path: String) -> (sha256: String, md5: String, size: Int)? {
        if let done = known[path] { return done }
        let hash = try? ContentHash.of(file: root.appendingPathComponent(path))
        known[path] = hash
        return hash
    }

    private mutating func add(_ path: String, zipPath: String, size: Int) {
        guard !files.contains(where: { $0.zipPath == zipPath }) else { return }
        files.append(File(path: path, zipPath: zipPath))
        report.attachments += 1
        report.bytes += size
    }

    /// A moment's id, 32 upper-case hex digits as Day One writes them, the same for the same entry and file.
    static func identifier(_ uuid: String, _ path: String) -> String {
        SHA256.hash(data: Data("\(uuid)\n\(path)".utf8)).prefix(16).map { String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined()
    }

    static func field(_ kind: MediaKind) -> String {
        switch kind {
        case .photo: "photos"
        case .video: "videos"
        case .audio: "audios"
        case .pdf: "pdfAttachments"
        }
    }

    static func folder(_ kind: MediaKind) -> String { DayOneMediaFiles.folders[field(kind)] ?? "photos" }
}
