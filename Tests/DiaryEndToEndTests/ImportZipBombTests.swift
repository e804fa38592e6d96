import Foundation
import TestSupport
import Testing

/// A Day One zip whose attachment expands far past its size (a zip bomb: 300 KB that unpacks to 300 MB),
/// or holds more than the size the zip gives for it, is refused with one line naming the file in the zip;
/// nothing is imported and nothing is left in the vault.
@Suite("import: zip bombs")
struct ImportZipBombTests {
    static let md5 = "0123456789abcdef0123456789abcdef"
    static let member = "photos/\(md5).jpeg"

    /// A Day One zip with one entry and its photo: `megabytes` of zeros, deflated. With `declaring`, the
    /// zip's headers give the photo that many bytes instead of its true size (the CRC stays the true one).
    static func zip(_ url: URL, megabytes: Int, declaring declared: Int? = nil, sandbox sb: Sandbox) async throws {
        let script = """
            import struct, sys, zipfile
            path, megabytes, declared = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
            journal = b'{"entries": [{"uuid": "AA", "creationDate": "2025-11-21T00:14:03Z", "timeZone": "Asia/Seoul", ' \\
                b'"text": "![](dayone-moment://P1)\\\\n\\\\nA photo.", "photos": [{"identifier": "P1", "md5": "\(md5)", "type": "jpeg"}]}]}'
            with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr("Journal.json", journal)
                with z.open("\(member)", "w") as f:
                    block = bytes(1 << 20)
                    for _ in range(megabytes):
                        f.write(block)
            def declare(data, signature, name_at, size_at, name):
                at = 0
                while True:
                    at = data.find(signature, at)
                    if data[at + name_at:at + name_at + len(name)] == name:
                        struct.pack_into("<I", data, at + size_at, declared)
                        return
                    at += 4
            if declared >= 0:
                data = bytearray(open(path, "rb").read())
                name = b"\(member)"
                declare(data, b"PK\\x03\\x04", 30, 22, name)  # the local header
                declare(data, b"PK\\x01\\x02", 46, 24, name)  # the central directory
                open(path, "wb").write(bytes(data))
            """
        let made = try await LaunchedProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["python3", "-c", script, url.path, String(megabytes), String(declared ?? -1)],
            environment: sb.environment(), directory: sb.root, stdin: nil, ioFolder: sb.root.appendingPathComponent("io-zip")
        ).wait()
        try #require(made.status == 0, "\(made)")
    }

    /// The vault unchanged, and no copy of the attachment left in `.git/diary/tmp`.
    static func expectNothingImported(_ sb: Sandbox, before: VaultState, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        #expect(try await sb.state() == before, sourceLocation: sourceLocation)
        let tmp = sb.vault.appendingPathComponent(".git/diary/tmp")
        let left = (try? FileManager.default.contentsOfDirectory(atPath: tmp.path)) ?? []
        #expect(left.isEmpty, "left in .git/diary/tmp: \(left)", sourceLocation: sourceLocation)
    }

    /// `zip` (smaller on disk than `smallerThan` bytes, when given) imported under `ulimit`: one `error:`
    /// mentioning `words`, nothing imported.
    static func expectRefused(
        _ zip: URL, smallerThan: Int? = nil, mentioning words: [String], cpuSeconds: Int = 10, sandbox sb: Sandbox,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        if let smallerThan {
            let size = try FileManager.default.attributesOfItem(atPath: zip.path)[.size] as? Int ?? 0
            #expect(size < smallerThan, "the zip is \(size) bytes", sourceLocation: sourceLocation)
        }
        let before = try await sb.state()
        let run = try await sb.boundedDiary(["import", "dayone", zip.path], megabytes: 300, cpuSeconds: cpuSeconds)
        #expect(run.finishedWithinBounds, "\(run.result)", sourceLocation: sourceLocation)
        Expect.oneLineError(run.result, mentioning: words, sourceLocation: sourceLocation)
        try await expectNothingImported(sb, before: before, sourceLocation: sourceLocation)
    }

    @Test("a 300 KB zip whose photo unpacks to 300 MB: refused before it is extracted, naming the photo in the zip")
    func expandsTooMuch() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let zip = sb.root.appendingPathComponent("Export.zip")
        try await Self.zip(zip, megabytes: 300, sandbox: sb)
        try await Self.expectRefused(
            zip, smallerThan: 1024 * 1024, mentioning: ["Export.zip/\(Self.member)", "300 MB", "zip bomb"], sandbox: sb)
    }

    @Test("a photo that holds 50 MB where the zip says 500 KB: extraction stops past 500 KB, naming the photo")
    func largerThanDeclared() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let zip = sb.root.appendingPathComponent("Export.zip")
        try await Self.zip(zip, megabytes: 50, declaring: 500 * 1024, sandbox: sb)
        try await Self.expectRefused(zip, mentioning: ["Export.zip/\(Self.member)", "holds more than the 500 KB the zip says"], sandbox: sb)
    }

    @Test("300 photos of 900 KB of zeros each (each too small to refuse alone): refused once together they pass the ratio")
    func manySmallBombs() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let zip = sb.root.appendingPathComponent("Export.zip")
        let script = """
            import json, sys, zipfile
            photos = [{"identifier": "P%d" % i, "md5": "%032x" % i, "type": "jpeg"} for i in range(300)]
            text = "".join("![](dayone-moment://P%d)\\n" % i for i in range(300))
            journal = {"entries": [{"uuid": "AA", "creationDate": "2025-11-21T00:14:03Z", "timeZone": "Asia/Seoul",
                                    "text": text, "photos": photos}]}
            with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr("Journal.json", json.dumps(journal))
                for i in range(300):
                    z.writestr("photos/%032x.jpeg" % i, bytes(900 * 1024))
            """
        let made = try await LaunchedProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["python3", "-c", script, zip.path],
            environment: sb.environment(), directory: sb.root, stdin: nil, ioFolder: sb.root.appendingPathComponent("io-zip")
        ).wait()
        try #require(made.status == 0, "\(made)")
        try await Self.expectRefused(
            zip, smallerThan: 2 * 1024 * 1024, mentioning: ["Export.zip/photos/", "with the attachments before it", "zip bomb"],
            cpuSeconds: 20, sandbox: sb)
    }

    @Test("a photo that shrank in the zip as photos do, and a small file that shrank a lot: imported")
    func ordinaryAttachmentsImport() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        // 1 MB of zeros deflates a thousandfold, but is too small to fill a disk.
        let zip = sb.root.appendingPathComponent("Export.zip")
        try await Self.zip(zip, megabytes: 1, sandbox: sb)
        let run = try await sb.boundedDiary(["import", "dayone", zip.path])
        Expect.success(run.result)
        let media = try FileManager.default.contentsOfDirectory(atPath: sb.url("2025/11/media").path)
        #expect(media.count == 1, "\(media)")
        // The fixture's photos, videos and recordings (random bytes, stored) import as before.
        let (real, _) = try await DayOneZipFixture.dayOneZip(sb)
        let again = try await sb.diary("import", "dayone", real.path)
        #expect(again.status == 0, "\(again)")
        #expect(!again.stderr.contains("zip bomb"), "\(again)")
    }
}
