import Foundation
import TestSupport
import Testing

/// `diary import folder` of notes that link pictures and PDFs beside them, as Obsidian and plain Markdown
/// folders keep them: the files come into the entry's media folder and the links point there.
@Suite("import folder: the files notes link to")
struct ImportFolderMediaTests {
    /// The smallest real PNG (one red pixel), and a PDF's first bytes.
    static let png = Data(
        base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC")!
    static let pdf = Data("%PDF-1.4\n%%EOF\n".utf8)

    static let note = """
        # Walk

        ![sea](../attachments/photo%20one.png)

        A scan: [scan](scan.pdf)

        ![[photo one.png|the sea]]

        ![gone](missing.jpg), ![out](../../outside.jpg), ![leak](leak.jpg) and [web](https://example.com/x.jpg)

        ```
        ![code](../attachments/photo%20one.png)
        ```

        """

    @Test(
        "pictures and PDFs linked from a note, by path or Obsidian's ![[name]]: copied once into the month's media, links rewritten; the rest named")
    func linkedFiles() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try await sb.setIdentity()
        let notes = sb.root.appendingPathComponent("notes")
        for folder in ["Daily", "attachments"] {
            try FileManager.default.createDirectory(at: notes.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Self.png.write(to: notes.appendingPathComponent("attachments/photo one.png"))
        try Self.pdf.write(to: notes.appendingPathComponent("Daily/scan.pdf"))
        try Data("secret\n".utf8).write(to: sb.root.appendingPathComponent("outside.jpg"))
        try FileManager.default.createSymbolicLink(
            at: notes.appendingPathComponent("Daily/leak.jpg"), withDestinationURL: sb.root.appendingPathComponent("outside.jpg"))
        try Data(Self.note.utf8).write(to: notes.appendingPathComponent("Daily/2025-09-03.md"))

        let dry = try await sb.diary("import", "folder", "--dry-run", notes.path)
        Expect.success(dry)
        #expect(try await sb.commitCount() == 0 && !FileManager.default.fileExists(atPath: sb.vault.appendingPathComponent("2025").path))

        let result = try await sb.diary("import", "folder", notes.path)
        Expect.success(result)
        #expect(
            result.errorLines == [
                "warning: Daily/leak.jpg is a symbolic link; diary follows no link out of what it imports, so nothing it points to "
                    + "was read (copy the file itself into the folder to import it)",
                "warning: Daily/2025-09-03.md: links to missing.jpg, which is not a file in the folder (missing, or outside it); "
                    + "the link is left as it was",
                "warning: Daily/2025-09-03.md: links to ../../outside.jpg, which is not a file in the folder (missing, or outside "
                    + "it); the link is left as it was"
            ], "\(result)")
        #expect(result.stdout.contains("Added 2 attachments"), "\(result)")
        let png = "media/" + (try await DayOneZipFixture.hash(sb, "sha256sum", Self.png)) + ".png"
        let pdf = "media/" + (try await DayOneZipFixture.hash(sb, "sha256sum", Self.pdf)) + ".pdf"
        #expect(FileManager.default.contents(atPath: sb.vault.appendingPathComponent("2025/09/" + png).path) == Self.png)
        #expect(FileManager.default.contents(atPath: sb.vault.appendingPathComponent("2025/09/" + pdf).path) == Self.pdf)
        let text = try #require(sb.text("2025/09/2025-09-03.md"))
        #expect(text.contains("\n![sea](\(png))\n\nA scan: [scan](\(pdf))\n\n![the sea](\(png))\n"), "\(text)")
        #expect(
            text.contains("![gone](missing.jpg), ![out](../../outside.jpg), ![leak](leak.jpg) and [web](https://example.com/x.jpg)"),
            "\(text)")
        #expect(text.contains("```\n![code](../attachments/photo%20one.png)\n```\n"), "code is left as written: \(text)")
        #expect(!text.contains("secret"))
        try await sb.expectClean()

        let again = try await sb.diary("import", "folder", notes.path)
        Expect.success(again)
        #expect(again.stdout.contains("Imported 0 entries, skipped 0, 1 already there."), "\(again)")
        #expect(try await sb.commitCount() == 1)
    }
}
