import Foundation
import Testing

@Suite("diary init")
struct InitTests {
    @Test("init on a missing folder creates it (0700) with an empty git repository")
    func createsMissingFolder() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        #expect(!FileManager.default.fileExists(atPath: sb.vault.path))

        let result = try await sb.diary("init")
        Expect.success(result)
        #expect(result.stdout.lowercased().contains("created"), "\(result)")

        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: sb.vault.path, isDirectory: &isFolder) && isFolder.boolValue)
        #expect(try sb.mode(sb.vault) == 0o700)
        #expect(try await sb.git("rev-parse", "--is-inside-work-tree").hasPrefix("true"))
        #expect(try await sb.git("rev-parse", "--show-toplevel").trimmingCharacters(in: .whitespacesAndNewlines) == sb.vault.path)
        #expect(try await sb.head() == nil, "a fresh vault has no commit yet")
        #expect(try await sb.git("rev-list", "--all", "--count").trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        try await sb.expectClean()
    }

    @Test("init creates missing parent folders too")
    func createsNestedFolder() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let nested = sb.root.appendingPathComponent("a/b/My Diary")
        let result = try await sb.diary("init", vault: .at(nested))
        Expect.success(result)
        #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent(".git").path))
        #expect(try sb.mode(nested) == 0o700)
    }

    @Test("init adopts a folder of entries in exactly one commit, leaving the files as they were")
    func adoptsExistingEntries() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        try sb.write("images/photo.jpg", bytes: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46]))
        let before = try sb.files()

        let result = try await sb.diary("init")
        Expect.success(result)
        #expect(result.stdout.hasPrefix("Adopted \(sb.vault.path): 5 entries ("), "\(result)")
        #expect(result.stdout.contains("5 entries"), "\(result)")

        #expect(try await sb.gitLines("log", "--oneline").count == 1)
        // Every file is committed, with the .gitignore adoption writes (IgnoredJunkTests).
        let tracked = Set(try await sb.gitLines("ls-files"))
        #expect(tracked == Set(before.keys).union([".gitignore"]), "every file is committed: \(tracked)")
        #expect(Set(try await sb.filesChanged()) == Set(before.keys).union([".gitignore"]))
        #expect(try sb.files().filter { $0.key != ".gitignore" } == before, "adoption rewrites no file")
        // No git identity in this sandbox: the fallback author.
        #expect(try await sb.git("log", "-1", "--format=%an <%ae>").trimmingCharacters(in: .newlines) == "diary <diary@localhost>")
        try await sb.expectClean()
    }

    @Test("init takes the author from git config (~/.gitconfig here)")
    func adoptionUsesConfiguredAuthor() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        try Data("[user]\n\tname = Global Writer\n\temail = global@example.com\n".utf8)
            .write(to: sb.root.appendingPathComponent(".gitconfig"))
        let result = try await sb.diary("init")
        Expect.success(result)
        #expect(
            try await sb.git("log", "-1", "--format=%an <%ae>|%cn <%ce>").trimmingCharacters(in: .newlines)
                == "Global Writer <global@example.com>|Global Writer <global@example.com>")
        try await sb.expectClean()
    }

    @Test("init a second time changes nothing and says it is already a vault")
    func secondInitChangesNothing() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let before = try await sb.state()
        let configBefore = try Data(contentsOf: sb.vault.appendingPathComponent(".git/config"))

        let again = try await sb.diary("init")
        Expect.success(again)
        #expect(again.stdout.lowercased().contains("already"), "\(again)")
        #expect(try await sb.state() == before)
        #expect(try await sb.commitCount() == 1)
        #expect(try Data(contentsOf: sb.vault.appendingPathComponent(".git/config")) == configBefore)
        try await sb.expectClean()
    }

    @Test("init twice on an empty vault makes no commit")
    func secondInitOnEmptyVault() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        let again = try await sb.diary("init")
        Expect.success(again)
        #expect(again.stdout.lowercased().contains("already"), "\(again)")
        #expect(try await sb.head() == nil)
    }

    @Test("without --vault or $DIARY_VAULT the vault is $HOME/Diary")
    func defaultVaultIsHomeDiary() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let home = sb.root.appendingPathComponent("Diary")
        Expect.success(try await sb.diary("init", vault: .at(home)))
        Expect.success(try await sb.diary("new", "Into the default vault", vault: .at(home)))
        // Read-only first: when ~ were not $HOME, nothing must be written into the real home folder.
        let list = try await sb.diary("list", vault: .none)
        #expect(
            list.status == 0 && list.stdout.contains("Into the default vault"),
            "~/Diary is $HOME/Diary (HOME=\(sb.root.path)): \(list)")
        guard list.status == 0, list.stdout.contains("Into the default vault") else { return }
        let again = try await sb.diary("init", vault: .none)
        Expect.success(again)
        #expect(again.stdout.lowercased().contains("already"), "\(again)")
        Expect.success(try await sb.diary("new", "Second, without --vault", vault: .none))
        #expect(try await sb.gitResult(["rev-list", "--count", "HEAD"], in: home).stdout.hasPrefix("2"))
    }
}
