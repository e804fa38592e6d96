import Foundation
import TestSupport
import Testing

/// `diary show` lists, after an entry's text, the files of the vault it links to.
@Suite("diary show: attachments", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/zip")))
struct ShowAttachmentsTests {
    @Test("after the text, each file the entry links to with its size; a photo that is not there is missing; none without links")
    func listsTheFiles() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let (zip, _) = try await DayOneZipFixture.dayOneZip(sb)
        Expect.success(try await sb.diary("import", "dayone", zip.path))
        var media: [String] = []
        for (data, ext) in [(DayOneZipFixture.photo, "jpeg"), (DayOneZipFixture.video, "mov"), (DayOneZipFixture.audio, "m4a")] {
            media.append("2025/10/media/\(try await DayOneZipFixture.hash(sb, "sha256sum", data)).\(ext)")
        }

        // The entry starts with a photo: it is titled by its heading.
        let show = try await sb.diary("show", "2025-10-18")
        Expect.success(show)
        #expect(show.outputLines.first == "가을 산책", "\(show)")
        #expect(
            show.stdout.hasSuffix(
                "![](dayone-moment://GONE)\n\nAttachments:\n  \(media[0]) (39 KB)\n  \(media[1]) (293 KB)\n  \(media[2]) (39 KB)\n"),
            "\(show)")
        let korean = try await sb.diary("show", "2025-10-18", env: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.stdout.hasSuffix("\n첨부 파일:\n  \(media[0]) (크기 39 KB)\n  \(media[1]) (크기 293 KB)\n  \(media[2]) (크기 39 KB)\n"), "\(korean)")
        let raw = try await sb.diary("show", "2025-10-18", "--raw")
        #expect(raw.stdout == sb.text("2025/10/2025-10-18.md"), "--raw is the file alone")

        let other = try await sb.diary("show", "2025-10-19")
        #expect(other.status == 0 && !other.stdout.contains("Attachments:"), "\(other)")

        // A photo that is not there is listed as missing; a web page, another entry and a note are no attachments.
        try sb.write(
            "2025/10/2025-10-20.md",
            "---\nschema: 2\ncreated: 2025-10-20T09:00:00+09:00\n---\nLost ![](media/lost.jpeg), [a page](https://example.com/x.pdf), "
                + "[yesterday](2025-10-19.md), [notes](../../notes.md), `![](media/in-code.jpeg)`, [again](./media/lost.jpeg)\n")
        let missing = try await sb.diary("show", "2025-10-20")
        Expect.success(missing)
        #expect(missing.stdout.hasSuffix("\n\nAttachments:\n  2025/10/media/lost.jpeg (missing: no such file in the vault)\n"), "\(missing)")
    }
}
