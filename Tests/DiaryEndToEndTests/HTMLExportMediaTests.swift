import Foundation
import TestSupport
import Testing

/// `diary export --format html` to a file or standard output: one page that holds every file of the vault its
/// entries link to (`data:` addresses), so it shows its photos wherever it is opened; past a limit a warning
/// suggests the folder form; a link to a missing file, or out of the vault, is left as it is and named.
@Suite("html export: photos in the page")
struct HTMLExportMediaTests {
    @Test("export -o FILE: the photos of two months are in the page, and all show in Chromium once it is moved elsewhere")
    func photosShowWhereverThePageIsOpened() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await HTMLExportMediaVault.make(sb)
        let folder = sb.root.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("diary.html")
        let result = try await sb.diary("export", "--format", "html", "-o", file.path)
        Expect.success(result)
        #expect(result.errorLines == ["Wrote 2 entries to \(file.path)"], "\(result)")
        let page = try String(contentsOf: file, encoding: .utf8)
        for photo in HTMLExportMediaVault.photos {
            let bytes = try #require(sb.bytes(photo.file))
            #expect(page.contains("<img src=\"data:image/png;base64,\(bytes.base64EncodedString())\" alt=\"A photo\""), "\(photo.file)")
        }
        #expect(!page.contains("src=\"media/"), "no link is left relative to a month: \(page)")

        // Standard output is the same page.
        let printed = try await sb.diary("export", "--format", "html")
        Expect.success(printed)
        #expect(printed.stdout == page)

        // Opened from another folder, under another name: every image loaded (newest entry first).
        let moved = try HTMLExportMediaVault.moved(file, in: sb, as: "copy.html")
        let opened = try await HTMLExportMediaVault.opened(moved)
        #expect(opened.images == 2 && opened.loaded == 2, "\(opened)")
        #expect(opened.widths == [4, 5], "\(opened)")
    }

    @Test("past the limit (DIARY_EXPORT_INLINE_LIMIT, bytes, for this test) one warning names the size and the folder form; the page is written")
    func sizeWarning() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await HTMLExportMediaVault.make(sb)
        let total = HTMLExportMediaVault.photos.map { sb.bytes($0.file)?.count ?? 0 }.reduce(0, +)
        let file = sb.root.appendingPathComponent("diary.html")

        let over = try await sb.diary("export", "-o", file.path, env: ["DIARY_EXPORT_INLINE_LIMIT": "\(total - 1)"])
        Expect.success(over)
        #expect(
            over.errorLines == [
                "warning: the page holds \(total) bytes of photos and other files (more than \(total - 1) bytes), which browsers are slow "
                    + "to open; export to a folder (-o FOLDER/) to keep them beside the page",
                "Wrote 2 entries to \(file.path)"
            ], "\(over)")
        let page = try String(contentsOf: file, encoding: .utf8)
        #expect(page.components(separatedBy: "data:image/png;base64,").count == 3, "both photos are in the page all the same")

        for limit in [["DIARY_EXPORT_INLINE_LIMIT": "\(total)"], [:]] {
            let under = try await sb.diary("export", "-o", file.path, "--force", env: limit)
            Expect.success(under)
            #expect(under.errorLines == ["Wrote 2 entries to \(file.path)"], "\(limit): \(under)")
        }
    }

    @Test(
        "a missing photo, a path out of the vault, an absolute path and a link through a symbolic link: left as they are, each named once, never read"
    )
    func linksLeftAsTheyAre() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await HTMLExportMediaVault.make(sb)
        let outside = sb.root.appendingPathComponent("outside.png")
        _ = try await runProgram(["python3", HTMLExportMediaVault.script, "png", outside.path, "7", "7", "255", "0", "0"]).succeeded()
        let secret = try Data(contentsOf: outside).base64EncodedString()
        try FileManager.default.createSymbolicLink(at: sb.url("2025/11/media/linked.png"), withDestinationURL: outside)
        let body = """
            ![gone](media/gone.png) ![up](../../../outside.png) ![absolute](\(outside.path)) ![linked](media/linked.png)
            ![gone again](media/gone.png) ![web](https://example.org/x.png) [yesterday](2025-11-21.md) [a note](#top)
            [the clip](media/clip.mp4)
            """
        let clip = Data("not really a video".utf8)
        try sb.write("2025/11/media/clip.mp4", bytes: clip)
        try sb.write("2025/11/2025-11-22.md", Fixture.entry(day: "2025-11-22", title: "Odd links", body: body))

        let file = sb.root.appendingPathComponent("diary.html")
        let result = try await sb.diary("export", "-o", file.path)
        Expect.success(result)
        let entry = "2025/11/2025-11-22.md"
        let refused = "leads out of the vault, into a hidden folder or through a symbolic link; not read, the link is left as it is"
        #expect(
            result.errorLines == [
                "warning: \(entry): media/gone.png: no such file in the vault; the link is left as it is",
                "warning: \(entry): ../../../outside.png: \(refused)",
                "warning: \(entry): \(outside.path): \(refused)",
                "warning: \(entry): media/linked.png: \(refused)",
                "Wrote 3 entries to \(file.path)"
            ], "\(result)")
        let page = try String(contentsOf: file, encoding: .utf8)
        #expect(!page.contains(secret), "nothing outside the vault is read into the page")
        for address in ["media/gone.png", "../../../outside.png", outside.path, "media/linked.png", "https://example.org/x.png"] {
            #expect(page.contains("src=\"\(address)\""), "\(address) is left as it is")
        }
        #expect(page.contains("href=\"2025-11-21.md\"") && page.contains("href=\"#top\""))
        // A link to a video of the vault is in the page too, saved rather than opened (a browser opens no `data:` page).
        #expect(page.contains("<a href=\"data:video/mp4;base64,\(clip.base64EncodedString())\" download=\"clip.mp4\">the clip</a>"), "\(page)")
        #expect(page.components(separatedBy: "data:image/png;base64,").count == 3, "the two photos of the vault are in the page")
    }
}
