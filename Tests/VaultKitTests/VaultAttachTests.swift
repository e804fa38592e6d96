import Foundation
import TestSupport
import Testing

@testable import VaultKit

/// `Vault.attach`: one's own file copied beside the entry under its SHA-256 and linked from it, both in one
/// commit; never written over, stored once however often it is attached.
@Suite("Vault: attaching a file to an entry")
struct VaultAttachTests {
    static let entry = entryPath("2026/11/2026-11-21.md")

    /// A vault with one entry of `body`, and `file` (named `name`, beside the vault) holding `data`.
    static func setUp(_ sb: Sandbox, body: String = "# Walk\n\nCold wind.\n") throws -> Vault {
        let vault = try sb.makeVault()
        try vault.save(entryText(body: body), to: entry, message: "New")
        return vault
    }

    static func file(_ sb: Sandbox, _ name: String, _ data: Data) throws -> URL {
        let url = sb.root.appendingPathComponent(name)
        try data.write(to: url)
        return url
    }

    static func sha256(_ url: URL, _ sb: Sandbox) throws -> String {
        String(try sb.run(["sha256sum", url.path], in: sb.root).succeeded().stdout.prefix(64))
    }

    static let photo = Data((0..<50_000).map { UInt8(truncatingIfNeeded: $0 &* 7 ^ $0 >> 9) })

    @Test("a photo: copied under its SHA-256, linked as an image after a blank line, one commit of both, the front matter untouched")
    func attachesAPhoto() throws {
        try Sandbox.with { sb in
            let vault = try Self.setUp(sb)
            let cat = try Self.file(sb, "cat.JPG", Self.photo)
            let sha = try Self.sha256(cat, sb)
            let before = try #require(sb.contents(Self.entry.relativePath))
            let outcome = try vault.attach(file: cat, name: "cat.JPG", to: Self.entry)
            guard case .attached(let entry, let path, let link, let bytes, let commit, let message) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            #expect(entry == Self.entry && path == "2026/11/media/\(sha).jpg" && link == "media/\(sha).jpg" && bytes == Self.photo.count)
            #expect(message == "Attach cat.JPG to 2026-11-21")
            #expect(sb.bytes(path) == Self.photo)
            #expect(sb.contents(Self.entry.relativePath) == before + "\n![cat.JPG](media/\(sha).jpg)\n")
            #expect(try sb.head() == commit.hex)
            #expect(try sb.git("log", "-1", "--format=%s") == message + "\n")
            #expect(Set(try sb.changedInHead()) == [Self.entry.relativePath, path])
            try sb.expectCommittedCleanly()
            #expect(vault.attachments(of: try vault.read(Self.entry)) == [Attachment(path: path, bytes: Self.photo.count)])
        }
    }

    @Test("a file where the media folder belongs: refused by name at once, nothing written, nothing committed", .timeLimit(.minutes(1)))
    func fileWhereTheMediaFolderBelongs() throws {
        try Sandbox.with { sb in
            let vault = try Self.setUp(sb)
            try sb.write("2026/11/media", "a note, not a folder")
            try sb.git("add", "-A")
            try sb.git("commit", "-q", "-m", "A file named media")
            let cat = try Self.file(sb, "cat.jpeg", Self.photo)
            let before = try sb.head()
            #expect {
                try vault.attach(file: cat, name: "cat.jpeg", to: Self.entry)
            } throws: { error in
                guard case VaultError.unwritable(let file, let reason) = error else { return false }
                return file == "2026/11/media" && reason == .fileWhereFolderBelongs
            }
            #expect(try sb.head() == before)
            #expect(sb.contents("2026/11/media") == "a note, not a folder")
            try sb.expectCommittedCleanly()
        }
    }

    @Test("an entry that ends inside an unclosed ``` fence: refused, since the link would be code; the entry as it was")
    func entryEndingInsideCode() throws {
        try Sandbox.with { sb in
            let vault = try Self.setUp(sb, body: "# Notes\n\n```swift\nlet x = 1\n")
            let before = try #require(sb.contents(Self.entry.relativePath))
            let head = try sb.head()
            let cat = try Self.file(sb, "cat.jpeg", Self.photo)
            #expect {
                try vault.attach(file: cat, name: "cat.jpeg", to: Self.entry)
            } throws: { error in
                guard case VaultError.unwritable(let file, let reason) = error else { return false }
                return file == Self.entry.relativePath && reason == .entryEndsInsideCodeBlock
            }
            #expect(sb.contents(Self.entry.relativePath) == before)
            #expect(try sb.head() == head)
            #expect(!FileManager.default.fileExists(atPath: sb.url("2026/11/media").path))
            try sb.expectCommittedCleanly()
        }
    }

    @Test("the same file twice: nothing to do; to another entry of the month: linked, stored once")
    func theSameFileIsStoredOnce() throws {
        try Sandbox.with { sb in
            let vault = try Self.setUp(sb)
            let cat = try Self.file(sb, "cat.jpeg", Self.photo)
            _ = try vault.attach(file: cat, name: "cat.jpeg", to: Self.entry)
            let commits = try sb.commitCount()
            let copy = try Self.file(sb, "copy of cat.jpeg", Self.photo)
            let again = try vault.attach(file: copy, name: "copy of cat.jpeg", to: Self.entry)
            let sha = try Self.sha256(cat, sb)
            #expect(again == .alreadyLinked(entry: Self.entry, path: "2026/11/media/\(sha).jpeg", bytes: Self.photo.count))
            #expect(try sb.commitCount() == commits)

            let other = entryPath("2026/11/2026-11-30.md")
            try vault.save(entryText("2026-11-30T08:00:00+09:00", body: "Another day"), to: other, message: "New")
            _ = try vault.attach(file: copy, name: "copy of cat.jpeg", to: other)
            #expect(try sb.changedInHead() == [other.relativePath], "the file is there already: only the entry changes")
            #expect(sb.contents(other.relativePath)?.hasSuffix("Another day\n\n![copy of cat.jpeg](media/\(sha).jpeg)\n") == true)
            #expect(try FileManager.default.contentsOfDirectory(atPath: sb.url("2026/11/media").path) == ["\(sha).jpeg"])
            try sb.expectCommittedCleanly()
        }
    }

    @Test("another file under the name is never written over: this one is …-2, and the link says so")
    func neverOverwrites() throws {
        try Sandbox.with { sb in
            let vault = try Self.setUp(sb)
            let cat = try Self.file(sb, "cat.jpeg", Self.photo)
            let sha = try Self.sha256(cat, sb)
            try sb.write("2026/11/media/\(sha).jpeg", "not the photo")
            let outcome = try vault.attach(file: cat, name: "cat.jpeg", to: Self.entry)
            guard case .attached(_, let path, _, _, _, _) = outcome else {
                Issue.record("\(outcome)")
                return
            }
            #expect(path == "2026/11/media/\(sha)-2.jpeg")
            #expect(sb.contents("2026/11/media/\(sha).jpeg") == "not the photo")
            #expect(sb.bytes(path) == Self.photo)
            #expect(sb.contents(Self.entry.relativePath)?.hasSuffix("![cat.jpeg](media/\(sha)-2.jpeg)\n") == true)
        }
    }

    @Test(
        "any file, with the body's line endings; a last line without a break is finished first",
        arguments: [
            ("Cold wind.\n", "notes.PDF", "Cold wind.\n\n[notes.PDF](media/SHA.pdf)\n"),
            ("Cold wind.", "report.docx", "Cold wind.\n\n[report.docx](media/SHA.docx)\n"),
            ("Cold\r\nwind.\r\n", "memo.m4a", "Cold\r\nwind.\r\n\r\n[memo.m4a](media/SHA.m4a)\r\n"),
            ("Cold wind.\n\n", "README", "Cold wind.\n\n[README](media/SHA)\n"),
            ("Cold wind.\n![a](media/a.jpeg)\n", "b [1].jpeg", "Cold wind.\n![a](media/a.jpeg)\n![b \\[1\\].jpeg](media/SHA.jpeg)\n"),
            ("Cold wind.\n", "odd.tar-gz", "Cold wind.\n\n[odd.tar-gz](media/SHA)\n")
        ])
    func anyFile(_ body: String, _ name: String, _ expected: String) throws {
        try Sandbox.with { sb in
            let vault = try Self.setUp(sb, body: body)
            let url = try Self.file(sb, name, Data("the bytes of \(name)".utf8))
            _ = try vault.attach(file: url, name: name, to: Self.entry)
            let sha = try Self.sha256(url, sb)
            #expect(try vault.read(Self.entry).document.body == expected.replacingOccurrences(of: "SHA", with: sha))
            try sb.expectCommittedCleanly()
        }
    }

    @Test("a file that is not there, or a folder: refused by name, nothing changed, nothing staged left")
    func refusals() throws {
        try Sandbox.with { sb in
            let vault = try Self.setUp(sb)
            let head = try sb.head()
            let missing = sb.root.appendingPathComponent("no-such.jpeg")
            #expect(throws: VaultError.attachmentUnreadable(file: "no-such.jpeg", reason: .text("No such file or directory"))) {
                try vault.attach(file: missing, name: "no-such.jpeg", to: Self.entry)
            }
            #expect(throws: VaultError.attachmentIsAFolder(file: "photos")) {
                try FileManager.default.createDirectory(at: sb.root.appendingPathComponent("photos"), withIntermediateDirectories: true)
                return try vault.attach(file: sb.root.appendingPathComponent("photos"), name: "photos", to: Self.entry)
            }
            #expect(try sb.head() == head)
            #expect(!sb.exists("2026/11/media"))
            #expect((try? FileManager.default.contentsOfDirectory(atPath: sb.url(".git/diary/tmp").path)) ?? [] == [])
            try sb.expectCommittedCleanly()
        }
    }
}
