import Foundation
import TestSupport
import Testing
import ZIPFoundation

@testable import VaultKit

/// What Day One says of each photo (original name, date, size, dimensions, camera, place), its
/// `richText`, a photo it lists without the file and a link to an id it does not list: kept in the
/// entry's front matter on the way in, written back on the way out.
@Suite("Day One: attachment details")
struct DayOneAttachmentDetailsTests {
    static let photo = DayOneMediaTests.bytes("detailed photo", count: 50_000)
    static let photoID = "9C1F2A44B0E34D8F8D3F0A1B2C3D4E5F"
    static let missingID = "0D9E8F7A6B5C4D3E2F1A0B9C8D7E6F5A"
    static let unlistedID = "FFFF0000FFFF0000FFFF0000FFFF0000"
    static let richText = #"{"meta":{"version":1,"small-lines-removed":true},"contents":[{"text":"Seoul Forest.\n"}]}"#

    /// The photo's object as Day One's export writes it, every field.
    static func photoItem(md5: String) -> String {
        """
        {"identifier": "\(photoID)", "md5": "\(md5)", "type": "jpeg", "date": "2024-02-26T06:48:59Z",
         "width": 3024, "height": 4032, "fileSize": 2345678, "orderInEntry": 0, "creationDevice": "Ada’s iPhone",
         "cameraMake": "Apple", "cameraModel": "iPhone 13", "lensMake": "Apple",
         "lensModel": "iPhone 13 back dual wide camera 5.1mm f/1.6", "fnumber": "1.6", "focalLength": "5.1",
         "exposureBiasValue": 0, "filename": "IMG_1807.HEIC", "isSketch": false, "duration": 0, "favorite": false,
         "location": {"latitude": 37.5444, "longitude": 127.0374, "placeName": "서울숲", "localityName": "Seongdong-gu",
                      "country": "South Korea"}}
        """
    }

    /// A photo listed, with its details, whose file the zip does not hold.
    static let missingItem = """
        {"identifier": "\(missingID)", "md5": "0123456789abcdef0123456789abcdef", "type": "heic",
         "date": "2024-02-26T06:49:30Z", "width": 4032, "height": 3024, "fileSize": 1876543, "orderInEntry": 1,
         "filename": "IMG_1808.HEIC", "cameraMake": "Apple", "cameraModel": "iPhone 13"}
        """

    /// Day One's export zip: one entry with a detailed photo, a listed photo the zip lacks, a link to an
    /// id nothing lists, and `richText`.
    static func export(_ sb: Sandbox) throws -> (zip: URL, json: String, sha256: String) {
        let (sha256, md5) = try DayOneMediaTests.hashes(photo, sb)
        let json = """
            {"metadata": {"version": "1.0"}, "entries": [
              {"uuid": "2F8DDCA258634D9994DF3A4FEE328035", "creationDate": "2024-02-26T06:50:00Z", "timeZone": "Asia/Seoul",
               "text": "![](dayone-moment://\(photoID))\\n\\nSeoul Forest\\\\.\\n\\n![](dayone-moment://\(missingID))\\n![](dayone-moment://\(unlistedID))",
               "richText": \(String(decoding: try JSONEncoder().encode(richText), as: UTF8.self)),
               "photos": [\(photoItem(md5: md5)),
                          \(missingItem)]}
            ]}
            """
        let archive = try Archive(accessMode: .create)
        for (path, data) in [("Journal.json", Data(json.utf8)), ("photos/\(md5).jpeg", photo)] {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) {
                data.subdata(in: Int($0)..<min(data.count, Int($0) + $1))
            }
        }
        let url = sb.root.appendingPathComponent("Export.zip")
        try #require(archive.data).write(to: url)
        return (url, json, sha256)
    }

    static func read(_ zip: URL, into vault: Vault, keepRichText: Bool = false) throws -> ImportBatch {
        let staging = vault.mediaStaging()
        defer { staging.discard() }
        let batch = try DayOneImport.read(zip, zone: Sandbox.seoul, media: staging, keepRichText: keepRichText)
        _ = try vault.importEntries(batch)
        return batch
    }

    /// The entries of `vault` as Day One's zip, and its `Journal.json` read.
    static func exportZip(_ vault: Vault, _ sb: Sandbox, root: URL) throws -> (zip: URL, journal: DayOneJournal) {
        let entries = try vault.entryPaths().map { try vault.read($0) }
        let out = sb.root.appendingPathComponent("Out-\(UUID().uuidString).zip")
        try DayOneExport.emptyZip.write(to: out)
        _ = try DayOneExport.writeZip(from: entries, timeZone: Sandbox.seoul, root: root, to: out)
        let archive = try Archive(url: out, accessMode: .read)
        var json = Data()
        _ = try archive.extract(try #require(archive["Journal.json"])) { json.append($0) }
        return (out, try JSONDecoder().decode(DayOneJournal.self, from: json))
    }

    static func entries(of json: String) throws -> [DayOneEntry] {
        try JSONDecoder().decode(DayOneJournal.self, from: Data(json.utf8)).entries
    }

    @Test("each photo's details in dayone_attachments, the missing one marked and warned about, the unlisted link warned about")
    func importKeepsTheDetails() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let (zip, _, sha) = try Self.export(sb)
            let batch = try Self.read(zip, into: vault)
            let source = "Export.zip/Journal.json entries[0]"
            #expect(batch.missingMedia == [ImportMediaNote(source: source, file: "photos/0123456789abcdef0123456789abcdef.heic", bytes: nil)])
            #expect(batch.unknownMoments == [ImportMediaNote(source: source, file: "dayone-moment://\(Self.unlistedID)", bytes: nil)])
            #expect(batch.richTextDropped == 1)
            let text = try #require(sb.contents("2024/02/2024-02-26.md"))
            #expect(
                text.contains(
                    """
                    dayone_attachments:
                      media/\(sha).jpeg: {filename: IMG_1807.HEIC, date: "2024-02-26T06:48:59Z", fileSize: 2345678, width: 3024, \
                    height: 4032, cameraMake: Apple, cameraModel: iPhone 13, location: {country: South Korea, latitude: 37.5444, \
                    localityName: Seongdong-gu, longitude: 127.0374, placeName: 서울숲}, identifier: \(Self.photoID), \
                    creationDevice: Ada’s iPhone, duration: 0, exposureBiasValue: 0, favorite: false, fnumber: "1.6", \
                    focalLength: "5.1", isSketch: false, lensMake: Apple, lensModel: iPhone 13 back dual wide camera 5.1mm f/1.6, \
                    orderInEntry: 0, type: jpeg}
                      photos/0123456789abcdef0123456789abcdef.heic: {missing: true, filename: IMG_1808.HEIC, \
                    date: "2024-02-26T06:49:30Z", fileSize: 1876543, width: 4032, height: 3024, cameraMake: Apple, \
                    cameraModel: iPhone 13, identifier: \(Self.missingID), md5: 0123456789abcdef0123456789abcdef, orderInEntry: 1, \
                    type: heic}
                    ---
                    ![](media/\(sha).jpeg)

                    Seoul Forest.

                    ![](dayone-moment://\(Self.missingID))
                    ![](dayone-moment://\(Self.unlistedID))
                    """), "\(text)")
            #expect(!text.contains("rich"), "dropped without --keep-rich-text")
        }
    }

    @Test("Day One → diary → Day One: every photo's object as Day One wrote it, the missing one listed again, richText kept")
    func dayOneRoundTripKeepsTheDetails() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let (zip, json, _) = try Self.export(sb)
            let batch = try Self.read(zip, into: vault, keepRichText: true)
            #expect(batch.richTextDropped == 0)
            #expect(sb.contents("2024/02/2024-02-26.md")?.contains("dayone_rich_text: ") == true)
            let original = try #require(try Self.entries(of: json).first)
            let (_, journal) = try Self.exportZip(vault, sb, root: sb.repo)
            let back = try #require(journal.entries.first)
            #expect(back.otherFields["photos"] == original.otherFields["photos"])
            #expect(back.otherFields["richText"] == .string(Self.richText))
            #expect(back.text == original.text, "the links to the missing photo and to the unlisted id as Day One wrote them")
            #expect(back.uuid == original.uuid)
        }
    }

    @Test("diary → Day One → diary: the entry byte for byte, details, missing photo and a detail the user added included")
    func diaryRoundTripKeepsTheFrontMatter() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let (zip, _, _) = try Self.export(sb)
            _ = try Self.read(zip, into: vault, keepRichText: true)
            // The user's own key: an edit to it is kept and goes along.
            let path = "2024/02/2024-02-26.md"
            let edited = try #require(sb.contents(path)).replacingOccurrences(
                of: "identifier: \(Self.photoID), creationDevice", with: "identifier: \(Self.photoID), caption: Leaves at dusk, creationDevice")
            try Data(edited.utf8).write(to: sb.url(path))
            let (out, journal) = try Self.exportZip(vault, sb, root: sb.repo)
            guard case .array(let photos)? = journal.entries.first?.otherFields["photos"], case .object(let item)? = photos.first else {
                Issue.record("no photos in \(journal)")
                return
            }
            #expect(item["caption"] == .string("Leaves at dusk") && item["identifier"] == .string(Self.photoID))

            let other = sb.root.appendingPathComponent("other")
            _ = try Vault.initialize(at: other, timeZone: Sandbox.seoul)
            let target = try Vault.open(at: other, timeZone: Sandbox.seoul)
            // richText the entry kept goes back in without --keep-rich-text: the export is diary's.
            let batch = try Self.read(out, into: target)
            #expect(batch.missingMedia.count == 1 && batch.unknownMoments.count == 1 && batch.richTextDropped == 0)
            #expect(FileManager.default.contents(atPath: other.appendingPathComponent(path).path) == Data(edited.utf8))
        }
    }

    @Test("the flow form reads back as the same values: quoted where YAML would read another type")
    func theFlowFormReadsBack() throws {
        let fields: [String: JSONValue] = [
            "filename": .string("IMG, 1807: {odd}.HEIC"), "fnumber": .string("1.6"), "width": .number(3024), "isSketch": .bool(false),
            "date": .string("2024-02-26T06:48:59Z"), "note": .string("two\nlines"), "tags": .array([.string("yes"), .number(1.5)]),
            "location": .object(["latitude": .number(-33.8688), "placeName": .string("#1 café")]), "nothing": .null
        ]
        let field = try #require(DayOneAttachmentDetails.field([("media/a.jpeg", fields)]))
        #expect(field.text.split(separator: "\n").count == 2, "one line an attachment: \(field.text)")
        #expect(DayOneAttachmentDetails.read(field) == ["media/a.jpeg": fields])
    }
}
