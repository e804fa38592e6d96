import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// `Vault.mediaLink`: which links of an entry lead to a file of the vault that a page may take along, and which
/// are refused and never read.
@Suite("Vault: where an entry's link leads")
struct VaultMediaLinkTests {
    @Test("files of the vault, missing attachments, links left alone, and links refused")
    func linksSorted() throws {
        try Sandbox.with { sb in
            let vault = try sb.makeVault()
            let entry = entryPath("2025/11/2025-11-21.md")
            try sb.write("2025/11/media/a.jpeg", "photo")
            try sb.write("2025/10/media/b.png", "photo")
            try sb.write("2025/11/notes.txt", "notes")
            try sb.write(".diary/secret.png", "hidden")
            try Data("outside".utf8).write(to: sb.root.appendingPathComponent("outside.png"))
            try FileManager.default.createSymbolicLink(
                at: sb.url("2025/11/media/linked.png"), withDestinationURL: sb.root.appendingPathComponent("outside.png"))
            try FileManager.default.createSymbolicLink(at: sb.url("2025/11/photos"), withDestinationURL: sb.root)
            try FileManager.default.createDirectory(at: sb.url("2025/11/media/folder.png"), withIntermediateDirectories: true)
            let expected: [(String, MediaLink)] = [
                ("media/a.jpeg", .file("2025/11/media/a.jpeg")),
                ("media/a.jpeg#part", .file("2025/11/media/a.jpeg")),
                ("../10/media/b.png", .file("2025/10/media/b.png")),
                ("./media/a%2Ejpeg", .file("2025/11/media/a.jpeg")),
                ("notes.txt", .file("2025/11/notes.txt")),
                ("media/gone.png", .missing("2025/11/media/gone.png")),
                ("media/gone", .missing("2025/11/media/gone")),
                ("gone.txt", .other),
                ("2025-11-20.md", .other),
                ("#fn-1", .other),
                ("https://example.org/x.png", .other),
                ("data:image/png;base64,AAAA", .other),
                ("../../../outside.png", .refused),
                ("/etc/passwd", .refused),
                (sb.root.appendingPathComponent("outside.png").path, .refused),
                ("../../.diary/secret.png", .refused),
                ("../../.git/config", .refused),
                ("media/linked.png", .refused),
                ("photos/outside.png", .refused),
                ("media/folder.png", .refused)
            ]
            for (link, want) in expected {
                #expect(vault.mediaLink(link, from: entry) == want, "\(link)")
            }
        }
    }
}
