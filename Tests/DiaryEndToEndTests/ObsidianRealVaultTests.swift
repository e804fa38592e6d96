import Foundation
import TestSupport
import Testing

/// A real Obsidian vault's notes, through the built binary (`Fixtures/obsidian-notebook-demo`, with its
/// SOURCE.md): a daily note, two meeting notes named by their day, and a note that embeds two pictures by
/// name, one of them not in the folder.
@Suite("a real Obsidian vault's notes")
struct ObsidianRealVaultTests {
    static let fixture = "obsidian-notebook-demo"
    static let picture = "Attachments/Pasted image 20230828113119.png"

    @Test("import folder: the embedded picture copied byte for byte, the missing one named; a meeting note's stale date warned, --trust-name")
    func importVault() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try await sb.setIdentity()
        let vault = sb.root.appendingPathComponent("notebook_demo")
        try RealFixture.copy(Self.fixture, into: vault)
        let missing =
            "warning: 05_Zettelkasten/Modelling cycle.md: links to image-6-x38-y489.png, which is not a file in the folder "
            + "(missing, or outside it); the link is left as it was"

        // The meeting note named for 22 August says `date: 2023-09-22`; the daily note's date is its name's.
        let dry = try await sb.diary("import", "folder", "--dry-run", vault.path)
        Expect.success(dry)
        #expect(
            dry.errorLines == [
                "warning: 03_Meetings/2023-08-22 testtest.md: its front matter's date (2023-09-22) and its name (2023-08-22) are "
                    + "more than a day apart; dated by its front matter (--trust-name dates such files by their names)",
                missing
            ], "\(dry)")
        #expect(dry.stdout.contains("Would add 2023/09/2023-09-22.md “2023-08-22 testtest”"), "\(dry)")
        #expect(try await sb.commitCount() == 0)

        let result = try await sb.diary("import", "folder", "--trust-name", vault.path)
        Expect.success(result)
        #expect(result.errorLines.count == 2 && result.errorLines.last == missing, "\(result)")
        #expect(result.stderr.contains("dated by its name, as --trust-name asks"), "\(result)")
        #expect(result.stdout.contains("Added 1 attachment"), "\(result)")
        #expect(result.stdout.contains("Imported 4 entries, skipped 0, 0 already there ("), "\(result)")

        let bytes = try RealFixture.bytes(Self.fixture, Self.picture)
        let media = "media/" + (try await DayOneZipFixture.hash(sb, "sha256sum", bytes)) + ".png"
        #expect(
            try await sb.filesChanged() == [
                "2023/08/2023-08-22.md", "2023/08/2023-08-28.md", "2023/08/" + media, "2025/11/2025-11-17-2.md", "2025/11/2025-11-17.md"
            ])
        #expect(sb.bytes("2023/08/" + media) == bytes)
        let note = try #require(sb.text("2023/08/2023-08-28.md"))
        #expect(note.hasPrefix("---\nschema: 2\ncreated: 2023-08-28T00:00:00+09:00\ntags: [idea]\n"), "\(note)")
        #expect(
            note.contains(
                "like this:\n\n![](\(media))\n\nA more detailed version of the entire modelling process can look like this:\n\n"
                    + "![[image-6-x38-y489.png]]\n"), "\(note)")
        // Dated by its name at midnight; the stale date stays as written.
        let meeting = try #require(sb.text("2023/08/2023-08-22.md"))
        #expect(meeting.hasPrefix("---\nschema: 2\ncreated: 2023-08-22T00:00:00+09:00\ntags: [meeting]\n"), "\(meeting)")
        #expect(meeting.contains("\ndate: 2023-09-22  \n"), "\(meeting)")

        let list = try await sb.diary("list", "--json")
        Expect.success(list)
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]], "\(list)")
        #expect(
            entries.compactMap { $0["title"] as? String }
                == ["2025-11-17 example meeting", "Monday, 17 November, 2025", "📎 Modelling cycle", "2023-08-22 testtest"])
        // The notes' bodies are the vault's, byte for byte, but for the rewritten picture link.
        for (path, entry) in [
            ("01_Journal/Daily/2025-11-17.md", "2025/11/2025-11-17.md"), ("03_Meetings/2025-11-17 example meeting.md", "2025/11/2025-11-17-2.md")
        ] {
            let body = RealFixture.body(ofPost: try RealFixture.text(Self.fixture, path))
            #expect(sb.text(entry)?.hasSuffix("\n---\n" + body) == true, "\(path)")
        }
        try await sb.expectClean()
    }
}
