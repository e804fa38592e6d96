import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// A real Day One export kept as a fixture (`Fixtures/dayone-*/`, each with its licence and SOURCE.md):
/// the journal's JSON as its repository holds it and the attachment files that came with it. The tests
/// make Day One's zip of it at test time and compare what diary does with what the JSON itself says.
struct DayOneRealExport: Sendable, CustomTestStringConvertible {
    /// The fixture's folder under `Fixtures`, and the journal's JSON file in it.
    let folder: String
    let journal: String

    var testDescription: String { folder }

    static let all = [
        DayOneRealExport(folder: "dayone-ergebnis", journal: "Example.json"),
        DayOneRealExport(folder: "dayone-marcdonald", journal: "Dev Journal.json")
    ]

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    var url: URL { Self.fixtures.appendingPathComponent(folder) }

    /// Day One's attachment arrays, and the export's folder for each.
    static let attachmentFolders = ["photos": "photos", "videos": "videos", "audios": "audios", "pdfAttachments": "pdfs"]

    /// The journal's entries, each as the JSON value the export wrote.
    func entries() throws -> [[String: JSONValue]] {
        struct Journal: Decodable { let entries: [[String: JSONValue]] }
        return try JSONDecoder().decode(Journal.self, from: Data(contentsOf: url.appendingPathComponent(journal))).entries
    }

    /// The attachment files the fixture holds, as `photos/<md5>.jpeg`.
    func files() throws -> [String] { Self.files(in: url) }

    /// The files in the attachment folders of the export unpacked at `folder`, as `photos/<md5>.jpeg`.
    static func files(in folder: URL) -> [String] {
        var out: [String] = []
        for sub in Set(attachmentFolders.values).sorted() {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(sub).path)) ?? []
            out += names.sorted().map { sub + "/" + $0 }
        }
        return out
    }

    /// The fixture's file for `item` (`audios/<md5>.m4a` for an item of format `aac`), nil when it has none.
    func file(for item: Attachment) throws -> String? {
        guard let md5 = Attachment.text(item.fields["md5"]), let folder = Self.attachmentFolders[item.field] else { return nil }
        return try files().first { $0.hasPrefix(folder + "/" + md5 + ".") }
    }

    /// Day One's zip of the fixture, as Day One makes it: the journal's JSON and the attachment folders
    /// (`withFiles: false`: the JSON alone, as Day One's export without its media files).
    func zip(_ sb: Sandbox, withFiles: Bool = true) async throws -> URL {
        let zip = sb.root.appendingPathComponent("Export.zip")
        try? FileManager.default.removeItem(at: zip)
        try await DayOneZipFixture.run(
            sb, ["/usr/bin/zip", "-q", "-r", "-n", ".jpeg:.mp4:.m4a", zip.path, journal] + (withFiles ? files() : []), in: url)
        return zip
    }

    /// One attachment as the JSON lists it: its array (`photos`), its object, and the file's name in the
    /// export (`photos/<md5>.<type>`, `audios/<md5>.m4a`).
    struct Attachment {
        let field: String
        let fields: [String: JSONValue]
        var identifier: String { Self.text(fields["identifier"]) ?? "" }
        var exportName: String {
            // Day One's recordings, of format `aac`, are `.m4a` files.
            let type = ["fileExtension", "type"].lazy.compactMap { Self.text(self.fields[$0]) }.first
            let ext = type ?? Self.text(fields["format"]).map { $0 == "aac" ? "m4a" : $0 }
            return (DayOneRealExport.attachmentFolders[field] ?? "photos") + "/" + (Self.text(fields["md5"]) ?? identifier)
                + (ext.map { "." + $0 } ?? "")
        }

        static func text(_ value: JSONValue?) -> String? {
            if case .string(let text)? = value, !text.isEmpty { text } else { nil }
        }
    }

    static func attachments(_ entry: [String: JSONValue]) -> [Attachment] {
        attachmentFolders.keys.sorted().flatMap { field -> [Attachment] in
            guard case .array(let items)? = entry[field] else { return [] }
            return items.compactMap { if case .object(let fields) = $0 { Attachment(field: field, fields: fields) } else { nil } }
        }
    }

    /// The links of `text` to attachments (`dayone-moment://ID`, `dayone-moment:/video/ID`), each with its id.
    static func momentLinks(_ text: String) -> [(destination: String, id: String)] {
        var links: [(destination: String, id: String)] = []
        var rest = Substring(text)
        while let start = rest.range(of: "](dayone-moment:") {
            let destination = "dayone-moment:" + rest[start.upperBound...].prefix { $0 != ")" }
            if let id = destination.split(separator: "/").last { links.append((destination, String(id))) }
            rest = rest[start.upperBound...]
        }
        return links
    }

    /// What `import dayone` has to say of the export: each listed file it lacks, and each link to an id
    /// it does not list, named by the entry (`Export.zip/Example.json entries[2]`).
    func expectedWarnings() throws -> Set<String> {
        var out: Set<String> = []
        for (index, entry) in try entries().enumerated() {
            let source = "Export.zip/\(journal) entries[\(index)]"
            let listed = Self.attachments(entry)
            for item in listed where try file(for: item) == nil {
                out.insert(
                    "warning: \(source): \(item.exportName) is not in the export; its link is left as it was "
                        + "(export again with the media files included)")
            }
            for link in Self.momentLinks(Attachment.text(entry["text"]) ?? "") where !listed.contains(where: { $0.identifier == link.id }) {
                out.insert(
                    "warning: \(source): links to \(link.destination), an attachment the export does not list; the link is left as written")
            }
        }
        return out
    }

    /// The entries whose `text` diary's export writes otherwise than the source (by id), and why: where
    /// the source has a character bare that Day One escapes today, diary's export escapes it too.
    static let escapedOtherwise = [
        // dayone-ergebnis: two entries of 2015 and 2016 whose text Day One wrote with no escapes at all
        // ("burger!", "funny-looking", "(It was"); its newer entries have `\!`, `\-`, `\(`.
        "B68D1277B34F4F478329EA28D10F3634": "a 2015 entry Day One wrote unescaped (`burger!`); diary's export escapes it",
        "421BA514DEAB454FA8BAA76452C4F53C": "a 2016 entry Day One wrote unescaped (`funny-looking`); diary's export escapes it",
        // dayone-marcdonald: the fixture's author wrote this paragraph by hand (see its SOURCE.md).
        "1461153D91EC48C180C606C853FBFD83": "a paragraph written by hand into the fixture, its full stops bare; diary's export escapes them",
        // dayone-marcdonald: a full stop right after a photo's link; the entry's richText has the photo after
        // the paragraph, so this link too seems put there by hand.
        "479270F4CAD1429AB1564DB34D0FE337": "a bare full stop after a photo's link (`…).`), which diary's export escapes"
    ]

    /// `text` with each backslash before ASCII punctuation read as CommonMark reads it: the character.
    static func markdownUnescaped(_ text: String) -> String {
        var out = ""
        var escaping = false
        for c in text {
            if escaping {
                if !(c.isASCII && c.isPunctuation || c.isASCII && c.isSymbol) { out.append("\\") }
                out.append(c)
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else {
                out.append(c)
            }
        }
        return escaping ? out + "\\" : out
    }

    /// The longest run of letters, digits and spaces in `line` (`Flamingoes are funny`), which an HTML page
    /// holds as it is wherever it shows the line; nil when there is no run of 8 characters or more.
    static func plainWords(_ line: String) -> String? {
        let runs = line.split { !($0.isLetter || $0.isNumber || $0 == " ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        return runs.max { $0.count < $1.count }.flatMap { $0.count >= 8 ? $0 : nil }
    }

    /// The vault's entries, by the Day One id each keeps (`dayone_uuid`): its path and its document.
    static func vaultEntries(_ sb: Sandbox) throws -> [String: (path: String, document: EntryDocument)] {
        var out: [String: (path: String, document: EntryDocument)] = [:]
        for (path, data) in try sb.files() where path.hasSuffix(".md") {
            let document = try EntryDocument.parse(data, file: path)
            guard let field = document.frontMatter?.userFields.first(where: { $0.key == DayOneFieldNames.uuid }),
                let uuid = ForeignFields.scalarText(of: field)
            else { continue }
            out[uuid] = (path, document)
        }
        return out
    }

    /// The value of the user key `key` in `document`'s front matter.
    static func value(_ key: String, in document: EntryDocument) -> JSONValue? {
        document.frontMatter?.userFields.first { $0.key == key }.flatMap(ForeignFields.value(of:))
    }

    /// The entries of the `Journal.json` in the zip `export --format dayone` wrote, by `uuid`.
    static func exported(_ sb: Sandbox, _ zip: URL) async throws -> [String: [String: JSONValue]] {
        struct Journal: Decodable { let entries: [[String: JSONValue]] }
        let json = try await DayOneZipFixture.run(sb, ["/usr/bin/unzip", "-p", zip.path, "Journal.json"])
        let entries = try JSONDecoder().decode(Journal.self, from: Data(json.utf8)).entries
        return Dictionary(entries.map { (Attachment.text($0["uuid"]) ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Where `a` and `b` differ, as `key.path: a ≠ b` lines; attachment arrays compared by item id, in any order.
    static func differences(_ a: JSONValue?, _ b: JSONValue?, at path: String = "") -> [String] {
        switch (a, b) {
        case (.object(let x)?, .object(let y)?):
            return Set(x.keys).union(y.keys).sorted().flatMap { differences(x[$0], y[$0], at: path.isEmpty ? $0 : path + "." + $0) }
        case (.array(let x)?, .array(let y)?) where attachmentFolders[String(path.split(separator: ".").last ?? "")] != nil:
            let byID = { (items: [JSONValue]) in
                Dictionary(items.map { item in (Attachment.text(item.field("identifier")) ?? "", item) }, uniquingKeysWith: { first, _ in first })
            }
            let (xs, ys) = (byID(x), byID(y))
            return Set(xs.keys).union(ys.keys).sorted().flatMap { differences(xs[$0], ys[$0], at: path + "[" + $0 + "]") }
        default:
            return a == b ? [] : ["\(path): \(a.map { "\($0)" } ?? "none") ≠ \(b.map { "\($0)" } ?? "none")"]
        }
    }
}

extension JSONValue {
    /// The field `name` of an object; nil for anything else.
    func field(_ name: String) -> JSONValue? {
        if case .object(let fields) = self { fields[name] } else { nil }
    }
}
