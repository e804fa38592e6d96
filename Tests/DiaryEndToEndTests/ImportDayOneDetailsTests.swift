import Foundation
import TestSupport
import Testing

/// A Day One export whose photos carry their details (original name, date, size, dimensions, camera,
/// place), with `richText`, a photo listed without its file and a link to an id nothing lists: through
/// `diary import dayone` and `export --format dayone`, everything Day One wrote comes back out.
@Suite("import and export dayone: attachment details", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zip")))
struct ImportDayOneDetailsTests {
    static let photo = DayOneZipFixture.bytes("detailed photo", count: 60_000)

    /// Day One's zip: one entry, the photo in the zip and one it lacks, both listed with every field
    /// Day One writes, and a link to an id it does not list. Returns the zip and the entry's JSON object.
    static func detailedZip(_ sb: Sandbox) async throws -> (zip: URL, entry: [String: Any]) {
        let md5 = try await DayOneZipFixture.hash(sb, "md5sum", photo)
        let entry = """
            {"uuid": "2F8DDCA258634D9994DF3A4FEE328035", "creationDate": "2024-02-26T06:50:00Z", "timeZone": "Asia/Seoul",
             "text": "![](dayone-moment://9C1F2A44B0E34D8F8D3F0A1B2C3D4E5F)\\n\\nSeoul Forest\\\\.\\n\\n![](dayone-moment://0D9E8F7A6B5C4D3E2F1A0B9C8D7E6F5A)\\n![](dayone-moment://FFFF0000FFFF0000FFFF0000FFFF0000)",
             "richText": "{\\"meta\\":{\\"version\\":1},\\"contents\\":[{\\"text\\":\\"Seoul Forest.\\\\n\\"}]}",
             "photos": [
               {"identifier": "9C1F2A44B0E34D8F8D3F0A1B2C3D4E5F", "md5": "\(md5)", "type": "jpeg", "date": "2024-02-26T06:48:59Z",
                "width": 3024, "height": 4032, "fileSize": 2345678, "orderInEntry": 0, "creationDevice": "Ada’s iPhone",
                "cameraMake": "Apple", "cameraModel": "iPhone 13", "lensMake": "Apple",
                "lensModel": "iPhone 13 back dual wide camera 5.1mm f/1.6", "fnumber": "1.6", "focalLength": "5.1",
                "exposureBiasValue": 0, "filename": "IMG_1807.HEIC", "isSketch": false, "duration": 0, "favorite": false,
                "location": {"latitude": 37.5444, "longitude": 127.0374, "placeName": "서울숲", "localityName": "Seongdong-gu",
                             "country": "South Korea"}},
               {"identifier": "0D9E8F7A6B5C4D3E2F1A0B9C8D7E6F5A", "md5": "0123456789abcdef0123456789abcdef", "type": "heic",
                "date": "2024-02-26T06:49:30Z", "width": 4032, "height": 3024, "fileSize": 1876543, "orderInEntry": 1,
                "filename": "IMG_1808.HEIC"}]}
            """
        let folder = sb.root.appendingPathComponent("Export-\(UUID().uuidString)")
        let files: [(String, Data)] = [
            ("Journal.json", Data(("{\"metadata\": {\"version\": \"1.0\"}, \"entries\": [" + entry + "]}").utf8)),
            ("photos/\(md5).jpeg", photo)
        ]
        for (path, data) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        let zip = sb.root.appendingPathComponent("Export.zip")
        try await DayOneZipFixture.run(sb, ["/usr/bin/zip", "-q", "-r", "-n", ".jpeg", zip.path] + files.map(\.0), in: folder)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(entry.utf8)) as? [String: Any])
        return (zip, object)
    }

    /// The first entry of the `Journal.json` in the zip `export --format dayone` wrote.
    static func exportedEntry(_ sb: Sandbox, vault: URL? = nil) async throws -> [String: Any] {
        let out = sb.root.appendingPathComponent("Out-\(UUID().uuidString).zip")
        Expect.success(try await sb.diary("export", "--format", "dayone", "-o", out.path, vault: vault.map { .at($0) } ?? .sandbox))
        let json = try await DayOneZipFixture.run(sb, ["/usr/bin/unzip", "-p", out.path, "Journal.json"])
        let journal = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require((journal["entries"] as? [[String: Any]])?.first)
    }

    @Test("import dayone: the details in dayone_attachments, a warning for the missing photo and the unlisted link, richText's note")
    func importKeepsTheDetailsAndSaysWhatIsMissing() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let (zip, original) = try await Self.detailedZip(sb)
        let result = try await sb.diary("import", "dayone", zip.path)
        Expect.success(result)
        #expect(
            result.errorLines == [
                "warning: Export.zip/Journal.json entries[0]: photos/0123456789abcdef0123456789abcdef.heic is not in the export; "
                    + "its link is left as it was (export again with the media files included)",
                "warning: Export.zip/Journal.json entries[0]: links to dayone-moment://FFFF0000FFFF0000FFFF0000FFFF0000, "
                    + "an attachment the export does not list; the link is left as written"
            ], "\(result)")
        #expect(
            result.stdout.contains(
                "Left out Day One's richText of 1 entry (its text again, with formatting runs); --keep-rich-text keeps it as dayone_rich_text."),
            "\(result)")
        let sha = try await DayOneZipFixture.hash(sb, "sha256sum", Self.photo)
        let text = try #require(sb.text("2024/02/2024-02-26.md"))
        #expect(
            text.contains(
                "dayone_attachments:\n  media/\(sha).jpeg: {filename: IMG_1807.HEIC, date: \"2024-02-26T06:48:59Z\", fileSize: 2345678, "
                    + "width: 3024, height: 4032, cameraMake: Apple, cameraModel: iPhone 13, location: {country: South Korea, "),
            "\(text)")
        #expect(text.contains("\n  photos/0123456789abcdef0123456789abcdef.heic: {missing: true, filename: IMG_1808.HEIC, "), "\(text)")
        #expect(!text.contains("rich"))

        // Out again: each photo's object as Day One wrote it, the missing one listed, the links as they were.
        let back = try await Self.exportedEntry(sb)
        #expect((back["photos"] as? NSArray)?.isEqual(original["photos"]) == true, "\(back["photos"] ?? "none")")
        #expect(back["text"] as? String == original["text"] as? String)
        #expect(back["richText"] == nil)
    }

    @Test("import dayone --keep-rich-text: richText kept as dayone_rich_text, and the export writes it back")
    func keepRichText() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let (zip, original) = try await Self.detailedZip(sb)
        let result = try await sb.diary("import", "dayone", "--keep-rich-text", zip.path)
        Expect.success(result)
        #expect(!result.stdout.contains("richText"), "\(result)")
        #expect(sb.text("2024/02/2024-02-26.md")?.contains("\ndayone_rich_text: ") == true)
        let back = try await Self.exportedEntry(sb)
        #expect(back["richText"] as? String == original["richText"] as? String && back["richText"] != nil)
        #expect((back["photos"] as? NSArray)?.isEqual(original["photos"]) == true)
    }
}
