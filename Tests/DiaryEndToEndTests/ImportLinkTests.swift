import Foundation
import TestSupport
import Testing

/// An import never follows a symbolic link out of its source: a photo of an unpacked Day One export that
/// links to `~/.ssh/id_rsa`, a journal, a media folder, a Markdown file or a folder of notes that is a link
/// is left out, said in a `warning:` line naming it, and nothing it points to reaches the vault or git.
@Suite("imports follow no links")
struct ImportLinkTests {
    static let secret = "-----BEGIN OPENSSH PRIVATE KEY----- SECRET-5f1d0c-never-in-git"

    /// A secret file and a secret folder outside the source, as `~/.ssh` would be.
    static func secrets(_ sb: Sandbox) throws -> (file: URL, folder: URL) {
        let ssh = sb.root.appendingPathComponent("ssh", isDirectory: true)
        try FileManager.default.createDirectory(at: ssh, withIntermediateDirectories: true)
        let file = ssh.appendingPathComponent("id_rsa")
        try Data((secret + "\n").utf8).write(to: file)
        return (file, ssh)
    }

    /// Every object in the vault's repository (`git cat-file --batch-all-objects`), loose or packed, and
    /// every file in its work tree, as text: the secret must be in none of them.
    static func expectSecretNowhere(_ sb: Sandbox, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let objects = try await sb.gitResult(["cat-file", "--batch-all-objects", "--batch"]).succeeded()
        #expect(!objects.stdout.contains("SECRET-5f1d0c"), "the secret is in git", sourceLocation: sourceLocation)
        let history = try await sb.gitResult(["log", "--all", "-p", "--text"]).succeeded()
        #expect(!history.stdout.contains("SECRET-5f1d0c"), "the secret is in the history", sourceLocation: sourceLocation)
        for (path, bytes) in try sb.files() {
            #expect(!String(decoding: bytes, as: UTF8.self).contains("SECRET-5f1d0c"), "\(path) holds the secret", sourceLocation: sourceLocation)
        }
    }

    @Test("import dayone of an unpacked folder: a photo, a media folder and a journal that are links are left out and named")
    func dayOneFolder() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await DayOneZipFixture.emptyVault(sb)
        let (secretFile, secretFolder) = try Self.secrets(sb)
        let photo = DayOneZipFixture.photo
        let photoMD5 = try await DayOneZipFixture.hash(sb, "md5sum", photo)
        let linkedMD5 = "0123456789abcdef0123456789abcdef"
        let videoMD5 = "fedcba9876543210fedcba9876543210"
        let export = sb.root.appendingPathComponent("Export", isDirectory: true)
        let json = """
            {"entries": [
              {"uuid": "AA", "creationDate": "2025-10-18T07:20:00Z", "timeZone": "Asia/Seoul",
               "text": "![](dayone-moment://P1)\\n![](dayone-moment://KEY)\\n![](dayone-moment:/video/V1)\\n\\nA walk.",
               "photos": [{"identifier": "P1", "md5": "\(photoMD5)", "type": "jpeg"},
                          {"identifier": "KEY", "md5": "\(linkedMD5)", "type": "jpeg"}],
               "videos": [{"identifier": "V1", "md5": "\(videoMD5)", "type": "mov"}]}
            ]}
            """
        try sb.shared.write("Journal.json", json, under: export)
        try sb.shared.write("photos/\(photoMD5).jpeg", bytes: photo, under: export)
        let manager = FileManager.default
        // The photo that is ~/.ssh/id_rsa; the videos folder that is ~/.ssh, holding a "video" named as the entry wants.
        try manager.createSymbolicLink(
            atPath: export.appendingPathComponent("photos/\(linkedMD5).jpeg").path, withDestinationPath: secretFile.path)
        try Data(Self.secret.utf8).write(to: secretFolder.appendingPathComponent("\(videoMD5).mov"))
        try manager.createSymbolicLink(atPath: export.appendingPathComponent("videos").path, withDestinationPath: secretFolder.path)
        // A second journal that is a link to a journal outside, whose entry is the secret.
        let outside = sb.root.appendingPathComponent("Outside.json")
        try Data(
            #"{"entries": [{"uuid": "BB", "creationDate": "2025-10-19T07:20:00Z", "text": "\#(Self.secret)"}]}"#.utf8
        ).write(to: outside)
        try manager.createSymbolicLink(atPath: export.appendingPathComponent("Other.json").path, withDestinationPath: outside.path)

        for dryRun in [true, false] {
            let result = try await sb.launch(["import", "dayone", export.path] + (dryRun ? ["--dry-run"] : [])).wait()
            #expect(result.status == 0, "\(result)")
            Expect.expectNoCrash(result)
            let warnings = result.errorLines.filter { $0.hasPrefix("warning: ") && $0.contains("is a symbolic link") }
            #expect(
                warnings.map { $0.split(separator: " ")[1] } == ["Export/Other.json", "Export/photos/\(linkedMD5).jpeg", "Export/videos"],
                "each link named once: \(result)")
        }
        try await Self.expectSecretNowhere(sb)
        let entry = try #require(sb.text("2025/10/2025-10-18.md"))
        #expect(entry.contains("A walk."), "\(entry)")
        #expect(!sb.exists("2025/10/2025-10-19.md"), "the linked journal was not read")
        let media = try manager.contentsOfDirectory(atPath: sb.url("2025/10/media").path)
        #expect(media.count == 1, "only the real photo: \(media)")
    }

    @Test("import folder: a Markdown file and a folder that are links are left out and named")
    func folder() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let (_, secretFolder) = try Self.secrets(sb)
        let secretEntry = "---\ncreated: 2025-11-21T09:00:00+09:00\n---\n\(Self.secret)\n"
        try Data(secretEntry.utf8).write(to: secretFolder.appendingPathComponent("2025-11-21.md"))
        try Data(secretEntry.utf8).write(to: secretFolder.appendingPathComponent("2025-11-22.md"))
        let notes = sb.root.appendingPathComponent("notes", isDirectory: true)
        try sb.shared.write("2025-11-20.md", "# A real note\n\nText.\n", under: notes)
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: notes.appendingPathComponent("2025-11-21.md").path,
            withDestinationPath: secretFolder.appendingPathComponent("2025-11-21.md").path)
        try manager.createSymbolicLink(atPath: notes.appendingPathComponent("daily").path, withDestinationPath: secretFolder.path)
        // A link to an image is no more looked at than the image would be: not named.
        try manager.createSymbolicLink(atPath: notes.appendingPathComponent("cat.png").path, withDestinationPath: "/nonexistent.png")

        let result = try await sb.diary("import", "folder", notes.path)
        #expect(result.status == 0, "\(result)")
        Expect.expectNoCrash(result)
        let warnings = result.errorLines.filter { $0.hasPrefix("warning: ") }
        #expect(warnings.count == 2, "\(result)")
        #expect(warnings.first?.hasPrefix("warning: 2025-11-21.md is a symbolic link") == true, "\(result)")
        #expect(warnings.last?.hasPrefix("warning: daily is a symbolic link") == true, "\(result)")
        #expect(sb.text("2025/11/2025-11-20.md")?.contains("A real note") == true, "\(result)")
        #expect(!sb.exists("2025/11/2025-11-21.md") && !sb.exists("2025/11/2025-11-22.md"), "\(result)")
        try await Self.expectSecretNowhere(sb)
    }
}
