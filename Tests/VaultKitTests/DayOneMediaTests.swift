import Foundation
import TestSupport
import Testing
import ZIPFoundation

@testable import VaultKit

/// Photos, videos, audio and PDFs of a Day One zip: copied beside their entries under the SHA-256 of
/// their bytes, linked by relative paths, committed with the entries; and taken out again by the export.
@Suite("Day One: attachments")
struct DayOneMediaTests {
    /// Bytes that stand for a file of a kind: the same for a name every time, unlike any other.
    static func bytes(_ name: String, count: Int = 70_000) -> Data {
        SplitMix64.bytes(named: name, count: count)
    }

    static let photo = bytes("photo")
    static let video = bytes("video", count: 1_300_000)
    static let audio = bytes("audio")
    static let pdf = bytes("pdf")

    /// The SHA-256 and MD5 of `data` as `sha256sum` and `md5sum` print them.
    static func hashes(_ data: Data, _ sb: Sandbox) throws -> (sha256: String, md5: String) {
        let file = sb.root.appendingPathComponent("hash-\(UUID().uuidString)")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let sha = try sb.run(["sha256sum", file.path], in: sb.root).succeeded().stdout.prefix(64)
        let md5 = try sb.run(["md5sum", file.path], in: sb.root).succeeded().stdout.prefix(32)
        return (String(sha), String(md5))
    }

    /// Day One's export: `Journal.json` with two entries, and its files in photos/, videos/, audios/, pdfs/.
    /// The first links a photo, a video and a recording in Day One's three forms, and a photo the zip does
    /// not hold; the second links the same photo again and lists a PDF it does not link.
    static func export(_ sb: Sandbox, storedPhoto: Bool = false) throws -> (zip: URL, md5: [String: String]) {
        let md5 = try [
            "photo": hashes(photo, sb).md5, "video": hashes(video, sb).md5, "audio": hashes(audio, sb).md5, "pdf": hashes(pdf, sb).md5
        ]
        let json = """
            {"metadata": {"version": "1.0"}, "entries": [
              {"uuid": "E1", "creationDate": "2026-11-21T00:14:03Z", "timeZone": "Asia/Seoul",
               "text": "![](dayone-moment://P1)\\n\\nLeaves are falling\\\\.\\n\\n![](dayone-moment:/video/V1)\\n![](dayone-moment:/audio/A1)\\n![](dayone-moment://GONE)",
               "photos": [{"identifier": "P1", "md5": "\(md5["photo"]!)", "type": "jpeg"},
                          {"identifier": "GONE", "md5": "0123456789abcdef0123456789abcdef", "type": "jpeg"}],
               "videos": [{"identifier": "V1", "md5": "\(md5["video"]!)", "type": "mov"}],
               "audios": [{"identifier": "A1", "md5": "\(md5["audio"]!)", "format": "aac"}]},
              {"uuid": "E2", "creationDate": "2026-11-22T00:00:00Z", "timeZone": "Asia/Seoul",
               "text": "The same photo: ![](dayone-moment://P2)",
               "photos": [{"identifier": "P2", "md5": "\(md5["photo"]!)", "type": "jpeg"}],
               "pdfAttachments": [{"identifier": "D1", "md5": "\(md5["pdf"]!)", "type": "pdf"}]}
            ]}
            """
        let archive = try Archive(accessMode: .create)
        let members: [(String, Data, CompressionMethod)] = [
            ("Journal.json", Data(json.utf8), .deflate), ("photos/\(md5["photo"]!).jpeg", photo, storedPhoto ? .none : .deflate),
            ("videos/\(md5["video"]!).mov", video, .none), ("audios/\(md5["audio"]!).m4a", audio, .deflate),
            ("pdfs/\(md5["pdf"]!).pdf", pdf, .deflate)
        ]
        for (path, data, method) in members {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: method) {
                data.subdata(in: Int($0)..<min(data.count, Int($0) + $1))
            }
        }
        let url = sb.root.appendingPathComponent("Export.zip")
        try #require(archive.data).write(to: url)
        return (url, md5)
    }

    /// Imports `zip` as `diary import dayone` does: attachments staged in the vault's `.git/diary/tmp/`.
    static func importZip(_ zip: URL, into vault: Vault) throws -> ImportReport {
        let staging = vault.mediaStaging()
        defer { staging.discard() }
        return try vault.importEntries(try DayOneImport.read(zip, zone: Sandbox.seoul, media: staging))
    }

    /// The files left in `.git/diary/tmp/` and `.git/diary/undo/`.
    static func leftovers(_ sb: Sandbox) -> [String] {
        ["tmp", "undo"].flatMap { folder in
            (FileManager.default.subpaths(atPath: sb.url(".git/diary/\(folder)").path) ?? []).map { folder + "/" + $0 }
        }
    }

    @Test("each file beside its entry under its SHA-256, every link relative, one commit with the entries, a missing file said")
    func importsTheFilesBesideTheirEntries() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let (zip, _) = try Self.export(sb)
            let report = try Self.importZip(zip, into: vault)
            #expect(report.added.count == 2 && report.skipped.isEmpty, "\(report.skipped)")
            #expect(report.mediaAdded == 4, "the photo of both entries is one file")
            #expect(report.mediaBytes == Self.photo.count + Self.video.count + Self.audio.count + Self.pdf.count)
            #expect(
                report.missingMedia == [
                    ImportMediaNote(source: "Export.zip/Journal.json entries[0]", file: "photos/0123456789abcdef0123456789abcdef.jpeg", bytes: nil)
                ])

            let sha = try [Self.photo, Self.video, Self.audio, Self.pdf].map { try Self.hashes($0, sb).sha256 }
            let files = ["2026/11/media/\(sha[0]).jpeg", "2026/11/media/\(sha[1]).mov", "2026/11/media/\(sha[2]).m4a", "2026/11/media/\(sha[3]).pdf"]
            for (file, data) in Swift.zip(files, [Self.photo, Self.video, Self.audio, Self.pdf]) {
                #expect(sb.bytes(file) == data, "\(file)")
            }
            #expect(
                sb.contents("2026/11/2026-11-21.md")?.hasSuffix(
                    "---\n![](media/\(sha[0]).jpeg)\n\nLeaves are falling.\n\n[Video](media/\(sha[1]).mov)\n[Audio](media/\(sha[2]).m4a)\n"
                        + "![](dayone-moment://GONE)") == true, "\(sb.contents("2026/11/2026-11-21.md") ?? "")")
            // Day One shows a file no link names with its entry: it is linked at the end.
            #expect(
                sb.contents("2026/11/2026-11-22.md")?.hasSuffix("---\nThe same photo: ![](media/\(sha[0]).jpeg)\n\n[PDF](media/\(sha[3]).pdf)\n")
                    == true)

            #expect(try sb.commitCount() == 1)
            #expect(Set(try sb.changedInHead()) == Set(files + ["2026/11/2026-11-21.md", "2026/11/2026-11-22.md"]))
            try sb.expectCommittedCleanly()
            #expect(Self.leftovers(sb).isEmpty, "\(Self.leftovers(sb))")
            // The files are no entries; the entry that starts with a photo is titled by its words.
            #expect(vault.entryPaths().map(\.relativePath).sorted() == ["2026/11/2026-11-21.md", "2026/11/2026-11-22.md"])
            let first = try vault.read(entryPath("2026/11/2026-11-21.md"))
            #expect(first.title == "Leaves are falling.")
            #expect(
                vault.attachments(of: first) == [
                    Attachment(path: files[0], bytes: Self.photo.count), Attachment(path: files[1], bytes: Self.video.count),
                    Attachment(path: files[2], bytes: Self.audio.count)
                ])
            // Imported again: nothing new, no file written twice.
            let again = try Self.importZip(zip, into: vault)
            #expect(again.alreadyThere == 2 && again.mediaAdded == 0 && again.commit == nil)
            #expect(try sb.commitCount() == 1)
        }
    }

    @Test("a file of other bytes under the name is never written over: the new one is …-2, and the links follow")
    func neverOverwrites() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let (zip, _) = try Self.export(sb)
            let sha = try Self.hashes(Self.photo, sb).sha256
            try sb.write("2026/11/media/\(sha).jpeg", "someone else's file")
            try sb.git("add", "-A")
            try sb.git("commit", "-q", "-m", "A file of the user's")
            let report = try Self.importZip(zip, into: vault)
            #expect(report.added.count == 2)
            #expect(sb.contents("2026/11/media/\(sha).jpeg") == "someone else's file")
            #expect(sb.bytes("2026/11/media/\(sha)-2.jpeg") == Self.photo)
            #expect(sb.contents("2026/11/2026-11-21.md")?.contains("![](media/\(sha)-2.jpeg)") == true)
            #expect(sb.contents("2026/11/2026-11-22.md")?.contains("![](media/\(sha)-2.jpeg)") == true)
            try sb.expectCommittedCleanly()
        }
    }

    @Test("one photo in two months' entries: a file in each month's folder, two files, not one file under two names")
    func onePhotoInTwoMonthsIsTwoFiles() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let (sha, md5) = try Self.hashes(Self.photo, sb)
            let json = """
                {"metadata": {"version": "1.0"}, "entries": [
                  {"uuid": "O1", "creationDate": "2026-10-20T00:00:00Z", "timeZone": "Asia/Seoul", "text": "October ![](dayone-moment://P1)",
                   "photos": [{"identifier": "P1", "md5": "\(md5)", "type": "jpeg"}]},
                  {"uuid": "N1", "creationDate": "2026-11-20T00:00:00Z", "timeZone": "Asia/Seoul", "text": "November ![](dayone-moment://P2)",
                   "photos": [{"identifier": "P2", "md5": "\(md5)", "type": "jpeg"}]}
                ]}
                """
            let archive = try Archive(accessMode: .create)
            for (path, data) in [("Journal.json", Data(json.utf8)), ("photos/\(md5).jpeg", Self.photo)] {
                try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) {
                    data.subdata(in: Int($0)..<min(data.count, Int($0) + $1))
                }
            }
            let zip = sb.root.appendingPathComponent("Export.zip")
            try #require(archive.data).write(to: zip)
            let report = try Self.importZip(zip, into: vault)
            #expect(report.added.count == 2, "\(report.skipped)")
            let files = ["2026/10/media/\(sha).jpeg", "2026/11/media/\(sha).jpeg"]
            var inodes: [UInt] = []
            for file in files {
                #expect(sb.bytes(file) == Self.photo, "\(file)")
                var info = stat()
                #expect(lstat(sb.url(file).path, &info) == 0 && info.st_nlink == 1, "\(file): one name only")
                inodes.append(UInt(info.st_ino))
            }
            #expect(inodes[0] != inodes[1], "editing one in place must not change the other")
            try sb.expectCommittedCleanly()
            #expect(Self.leftovers(sb).isEmpty, "\(Self.leftovers(sb))")
        }
    }

    @Test("a file the zip holds damaged stops the import by its name: no entry, no file, nothing staged is left")
    func aDamagedFileStopsTheImport() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let (zip, md5) = try Self.export(sb, storedPhoto: true)
            // One byte of the stored photo changed: its CRC-32 no longer matches.
            var data = try Data(contentsOf: zip)
            let at = try #require(data.range(of: Self.photo.subdata(in: 1000..<1100))).lowerBound
            data[at] ^= 0xFF
            try data.write(to: zip)
            let head = try sb.head()
            #expect(throws: VaultError.attachmentDamaged(file: "Export.zip/photos/\(md5["photo"]!).jpeg")) {
                try Self.importZip(zip, into: vault)
            }
            #expect(try sb.head() == head)
            #expect(!sb.exists("2026"))
            try sb.expectCommittedCleanly()
            #expect(Self.leftovers(sb).isEmpty, "\(Self.leftovers(sb))")
        }
    }

    @Test("a dry run hashes the files and says what it would add; it writes nothing, not even a staged copy")
    func dryRunWritesNothing() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let (zip, _) = try Self.export(sb)
            let staging = vault.mediaStaging(keepingFiles: false)
            let report = try vault.importEntries(try DayOneImport.read(zip, zone: Sandbox.seoul, media: staging), dryRun: true)
            #expect(report.added.count == 2 && report.mediaAdded == 4 && report.commit == nil)
            #expect(!sb.exists("2026"))
            #expect(Self.leftovers(sb).isEmpty)
        }
    }

    @Test("the export's zip holds the files in Day One's folders by MD5, listed and linked as Day One does; read back, all is the same")
    func exportTakesTheFilesAlong() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let (source, md5) = try Self.export(sb)
            _ = try Self.importZip(source, into: vault)
            let entries = try vault.entryPaths().map { try vault.read($0) }
            let out = sb.root.appendingPathComponent("Out.zip")
            try DayOneExport.emptyZip.write(to: out)
            let exportReport = try DayOneExport.writeZip(from: entries, timeZone: Sandbox.seoul, root: sb.repo, to: out)
            #expect(exportReport.attachments == 4 && exportReport.missing.isEmpty && exportReport.otherKinds.isEmpty)

            let archive = try Archive(url: out, accessMode: .read)
            #expect(
                Set(archive.map(\.path)) == [
                    "Journal.json", "photos/\(md5["photo"]!).jpeg", "videos/\(md5["video"]!).mov", "audios/\(md5["audio"]!).m4a",
                    "pdfs/\(md5["pdf"]!).pdf"
                ])
            var json = Data()
            _ = try archive.extract(try #require(archive["Journal.json"])) { json.append($0) }
            let journal = try JSONDecoder().decode(DayOneJournal.self, from: json)
            let first = try #require(journal.entries.first { $0.uuid == "E1" })
            guard case .array(let photos)? = first.otherFields["photos"], case .object(let item)? = photos.first,
                case .string(let id)? = item["identifier"]
            else {
                Issue.record("no photos in \(first)")
                return
            }
            #expect(item["md5"] == .string(md5["photo"]!) && item["type"] == .string("jpeg"))
            #expect(id == "P1", "Day One's own id, kept in the entry's dayone_attachments")
            #expect(
                first.text?.hasPrefix("![](dayone-moment://\(id))\n\nLeaves are falling\\.\n\n![](dayone-moment:/video/") == true,
                "\(first.text ?? "")")
            #expect(first.text?.contains("![](dayone-moment:/audio/") == true)
            if case .array(let audios)? = first.otherFields["audios"], case .object(let audio)? = audios.first {
                #expect(audio["format"] == .string("aac"), "Day One names a recording's format")
            } else {
                Issue.record("no audios in \(first)")
            }

            // Into an empty vault: the same entries, byte for byte, and the same files.
            let other = sb.root.appendingPathComponent("other")
            _ = try Vault.initialize(at: other, timeZone: Sandbox.seoul)
            let target = try Vault.open(at: other, timeZone: Sandbox.seoul)
            let back = try Self.importZip(out, into: target)
            // The photo the first export lacked is listed again, and said missing again.
            #expect(back.added.count == 2 && back.mediaAdded == 4 && back.missingMedia.count == 1)
            let names = try FileManager.default.subpathsOfDirectory(atPath: sb.url("2026").path).sorted()
            #expect(try FileManager.default.subpathsOfDirectory(atPath: other.appendingPathComponent("2026").path).sorted() == names)
            for name in names where !name.hasSuffix("media") && !name.hasSuffix("11") {
                #expect(
                    FileManager.default.contents(atPath: other.appendingPathComponent("2026/" + name).path) == sb.bytes("2026/" + name),
                    "\(name)")
            }
        }
    }

    @Test(
        "the names diary gives attachments, which an interrupted save may take away again, and no others",
        arguments: [
            ("2026/11/media/" + String(repeating: "ab", count: 32) + ".jpeg", true),
            ("2026/11/media/" + String(repeating: "ab", count: 32) + "-2.jpeg", true),
            ("2026/11/media/" + String(repeating: "ab", count: 32), true),
            ("2026/11/media/" + String(repeating: "ab", count: 32) + ".docx", true),
            ("2026/11/media/" + String(repeating: "AB", count: 32) + ".jpeg", false),
            ("2026/11/media/" + String(repeating: "ab", count: 32) + "-0.jpeg", false),
            ("2026/11/media/cat.jpeg", false),
            ("2026/11/" + String(repeating: "ab", count: 32) + ".jpeg", false),
            ("2026/11/media/sub/" + String(repeating: "ab", count: 32) + ".jpeg", false),
            ("notes/media/" + String(repeating: "ab", count: 32) + ".jpeg", false)
        ])
    func namesDiaryGives(_ path: String, _ expected: Bool) {
        #expect(MediaStaging.isInstalledByDiary(path) == expected)
    }
}
