import Foundation
import TestSupport
import Testing

/// `diary encrypt`, against Debian's git-crypt both ways: a vault diary encrypted opens with
/// `git-crypt unlock`, a repository git-crypt set up is used by diary as a plain vault is, a locked
/// vault is refused by every command, and no plain text or key reaches a commit or a remote.
@Suite("encryption compatible with git-crypt")
struct EncryptionTests {
    /// Every file of HEAD under `prefix` is stored with git-crypt's header.
    private func expectEncryptedInHead(
        _ sb: Sandbox, in repository: URL? = nil, paths: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        for path in paths {
            let stored = try await sb.gitResult(["cat-file", "blob", "HEAD:" + path], in: repository)
            #expect(stored.stdout.hasPrefix("\u{0}GITCRYPT\u{0}"), "\(path) is encrypted in HEAD", sourceLocation: sourceLocation)
        }
    }

    /// Every object of `repository` (a bare remote, say), uncompressed, as text.
    private func allObjects(_ sb: Sandbox, _ repository: URL) async throws -> String {
        try await sb.gitResult(["cat-file", "--batch-all-objects", "--batch"], in: repository).stdout
    }

    /// `vault` lists the same entries as the sandbox's vault, and plain git finds it clean.
    private func expectSameEntries(_ vault: URL, as sb: Sandbox, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let theirs = try await sb.diary("list", vault: .at(vault)).stdout
        #expect(theirs == (try await sb.diary("list").stdout), sourceLocation: sourceLocation)
        try await sb.expectClean(in: vault, sourceLocation: sourceLocation)
    }

    @Test("encrypt init commits every entry encrypted; the exported key unlocks a plain git clone with git-crypt and init --clone --key")
    func encryptExportUnlock() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let listBefore = try await sb.diary("list").stdout
        let result = try await sb.diary("encrypt", "init")
        Expect.success(result)
        #expect(result.stdout.contains("5 entries") && result.stdout.contains("1 earlier commit"), "\(result)")
        try await expectEncryptedInHead(sb, paths: Array(Fixture.entries.keys))
        try await sb.expectClean()
        let gitCryptStatus = try await sb.toolResult(["git-crypt", "status", "-e"])
        #expect(gitCryptStatus.status == 0 && !gitCryptStatus.allOutput.contains("NOT ENCRYPTED"), "\(gitCryptStatus)")
        #expect(try sb.mode(sb.url(".git/git-crypt/keys/default")) == 0o600)
        #expect(try await sb.diary("list").stdout == listBefore, "the work tree is plain: list is unchanged")
        let status = try await sb.diary("encrypt", "status")
        #expect(status.stdout.contains("on, unlocked") && status.stdout.contains("5 files"), "\(status)")
        Expect.oneLineError(try await sb.diary("encrypt", "init"), mentioning: ["encrypted already"])

        // A new entry is encrypted too, and its diff reads as plain text.
        Expect.success(try await sb.diary("new", "Written after encrypting"))
        let newPath = try await sb.filesChanged().first ?? ""
        try await expectEncryptedInHead(sb, paths: [newPath])
        let patch = try await sb.diary("log", "-p", "-n", "1")
        #expect(patch.stdout.contains("+Written after encrypting"), "\(patch)")

        let key = sb.root.appendingPathComponent("diary.key")
        Expect.success(try await sb.diary("encrypt", "export-key", key.path))
        #expect(try sb.mode(key) == 0o600)
        #expect(FileManager.default.contents(atPath: key.path) == sb.bytes(".git/git-crypt/keys/default"))
        Expect.oneLineError(try await sb.diary("encrypt", "export-key", key.path), mentioning: [key.path, "exists"])

        // Plain git clones ciphertext; git-crypt unlocks it with diary's key to the very same files.
        let clone = sb.root.appendingPathComponent("plain-clone")
        try await sb.gitResult(["clone", "-q", sb.vault.path, clone.path], in: sb.root).succeeded()
        let locked = try Data(contentsOf: clone.appendingPathComponent(Fixture.river))
        #expect(locked.starts(with: Data("\0GITCRYPT\0".utf8)))
        let unlock = try await sb.gitResult(["crypt", "unlock", key.path], in: clone)
        #expect(unlock.status == 0, "\(unlock)")
        for path in Array(Fixture.entries.keys) + [newPath] {
            #expect(try Data(contentsOf: clone.appendingPathComponent(path)) == sb.bytes(path), "\(path)")
        }

        // diary's own clone with the key: the same entries, a clean work tree.
        let second = sb.root.appendingPathComponent("second")
        Expect.success(try await sb.diary("init", "--clone", sb.vault.path, "--key", key.path, vault: .at(second)))
        try await expectSameEntries(second, as: sb)
    }

    @Test("a locked vault is refused by every command with how to unlock; a wrong or bad key changes nothing")
    func lockedVault() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let key = try await Fixture.encryptedVault(sb)
        let clone = sb.root.appendingPathComponent("locked")
        try await sb.gitResult(["clone", "-q", sb.vault.path, clone.path], in: sb.root).succeeded()
        let before = try Data(contentsOf: clone.appendingPathComponent(Fixture.river))
        let head = try await sb.gitResult(["rev-parse", "HEAD"], in: clone).stdout

        for args in [
            ["list"], ["new", "Words"], ["open", "2025-11-21"], ["search", "river"], ["migrate"], ["sync"],
            ["meta", Fixture.river, "--tag", "+x"], ["rm", "2025-10-18", "--yes"], ["encrypt", "export-key", "/tmp/never.key"]
        ] {
            let result = try await sb.launch(args, vault: .at(clone)).wait()
            Expect.oneLineError(result, mentioning: ["locked", "diary encrypt unlock"])
        }
        #expect(try Data(contentsOf: clone.appendingPathComponent(Fixture.river)) == before, "ciphertext untouched")
        #expect(try await sb.gitResult(["rev-parse", "HEAD"], in: clone).stdout == head, "nothing committed")
        let status = try await sb.diary("encrypt", "status", vault: .at(clone))
        #expect(status.stdout.contains("on, locked") && status.stdout.contains("Ciphertext in the work tree: 5 files"), "\(status)")

        let otherVault = sb.root.appendingPathComponent("other")
        Expect.success(try await sb.diary("init", vault: .at(otherVault)))
        Expect.success(try await sb.diary("new", "Other", vault: .at(otherVault)))
        Expect.success(try await sb.diary("encrypt", "init", vault: .at(otherVault)))
        let otherKey = sb.root.appendingPathComponent("other.key")
        Expect.success(try await sb.diary("encrypt", "export-key", otherKey.path, vault: .at(otherVault)))
        Expect.oneLineError(try await sb.diary("encrypt", "unlock", otherKey.path, vault: .at(clone)), mentioning: ["another vault's key"])
        let notAKey = sb.root.appendingPathComponent("not.key")
        try Data("not a key".utf8).write(to: notAKey)
        Expect.oneLineError(try await sb.diary("encrypt", "unlock", notAKey.path, vault: .at(clone)), mentioning: [notAKey.path])
        #expect(try Data(contentsOf: clone.appendingPathComponent(Fixture.river)) == before)
        #expect(!FileManager.default.fileExists(atPath: clone.appendingPathComponent(".git/git-crypt").path))

        let unlocked = try await sb.diary("encrypt", "unlock", key.path, vault: .at(clone))
        #expect(unlocked.stdout.contains("decrypted 5 files"), "\(unlocked)")
        try await expectSameEntries(clone, as: sb)
    }

    @Test("a repository set up with git-crypt: diary writes, edits, removes and syncs encrypted, merging plain text")
    func gitCryptRepository() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        try #require(try await sb.toolResult(["git-crypt", "init"]).status == 0)
        try sb.write(".gitattributes", "*.md filter=git-crypt diff=git-crypt\n")
        try await sb.gitResult(["add", "--renormalize", "."]).succeeded()
        try await sb.plainGitCommitAll("Encrypt with git-crypt")
        try await sb.expectClean()
        let key = sb.root.appendingPathComponent("git-crypt.key")
        #expect(try await sb.toolResult(["git-crypt", "export-key", key.path]).status == 0)

        Expect.success(try await sb.diary("new", "SECRET quick words"))
        Expect.success(try await sb.diary("open", Fixture.river, editor: .append))
        Expect.success(try await sb.diary("meta", Fixture.commute, "--tag", "+secret"))
        Expect.success(try await sb.diary("rm", "2025-10-18", "--yes"))
        Expect.success(try await sb.diary("restore", Fixture.autumnWalk))
        try await sb.expectClean()
        let gitCryptStatus = try await sb.toolResult(["git-crypt", "status", "-e"])
        #expect(!gitCryptStatus.allOutput.contains("NOT ENCRYPTED"), "\(gitCryptStatus)")
        let show = try await sb.diary("show", Fixture.river, "--at", "HEAD~3")
        #expect(
            show.stdout.contains("Walk along the river") && show.stdout.contains(StubEditor.appendedText.trimmingCharacters(in: .newlines)), "\(show)"
        )

        // Two machines edit the same entry at both ends; the merge works on the plain text.
        let bare = sb.root.appendingPathComponent("diary.git")
        try await sb.gitResult(["init", "-q", "--bare", bare.path], in: sb.root).succeeded()
        Expect.success(try await sb.diary("remote", "add", "origin", bare.path))
        Expect.success(try await sb.diary("sync"))
        let desktop = sb.root.appendingPathComponent("desktop")
        Expect.success(try await sb.diary("init", "--clone", bare.path, "--key", key.path, vault: .at(desktop)))
        let original = try #require(sb.text(Fixture.autumnBegins))
        try sb.write(
            Fixture.autumnBegins, original.replacingOccurrences(of: "# Autumn begins\n", with: "# Autumn begins\nFirst line from the laptop.\n"))
        let desktopFile = desktop.appendingPathComponent(Fixture.autumnBegins)
        try Data((original + "Last line from the desktop.\n").utf8).write(to: desktopFile)
        Expect.success(try await sb.diary("sync"))
        Expect.success(try await sb.diary("sync", vault: .at(desktop)))
        Expect.success(try await sb.diary("sync"))
        let merged = try #require(sb.text(Fixture.autumnBegins))
        #expect(merged.contains("First line from the laptop.") && merged.contains("Last line from the desktop."), "\(merged)")
        #expect(try String(contentsOf: desktopFile, encoding: .utf8) == merged)
        try await expectEncryptedInHead(sb, in: bare, paths: [Fixture.autumnBegins, Fixture.river])
        let objects = try await allObjects(sb, bare)
        #expect(!objects.contains("from the laptop") && !objects.contains("SECRET quick"), "no plain text of a new version reached the remote")
        try await sb.expectClean()
        try await sb.expectClean(in: desktop)
    }

    @Test("a vault encrypted from its first commit sends no plain text and no key to its remote, and git works without git-crypt")
    func nothingPlainLeaves() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        // No git-crypt on PATH: git's config names diary's own plumbing.
        let tools = sb.root.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        for tool in ["git", "sh", "cat", "less"] {
            try FileManager.default.createSymbolicLink(atPath: tools.appendingPathComponent(tool).path, withDestinationPath: "/usr/bin/\(tool)")
        }
        let gitPath = FileManager.default.fileExists(atPath: "/usr/lib/git-core") ? ":/usr/lib/git-core" : ""
        let noGitCrypt: [String: String?] = ["PATH": tools.path + gitPath]
        Expect.success(try await sb.diary("encrypt", "init", env: noGitCrypt))
        let filter = try await sb.git("config", "filter.git-crypt.clean")
        #expect(filter.contains("diary") && filter.hasSuffix("encrypt clean\n"), "\(filter)")
        Expect.success(try await sb.diary("new", "SECRET first words", env: noGitCrypt))
        try sb.write(".diary/config.yaml", "locale: en\n")
        try await sb.gitResult(["add", ".diary/config.yaml"], env: noGitCrypt).succeeded()
        try await sb.gitResult(
            ["-c", "user.name=Plain Git", "-c", "user.email=plain@example.com", "commit", "-q", "-m", "Settings"],
            env: noGitCrypt
        ).succeeded()
        try await expectEncryptedInHead(sb, paths: [".diary/config.yaml"])
        let gitLog = try await sb.gitResult(["log", "-p"], env: noGitCrypt)
        #expect(gitLog.stdout.contains("+SECRET first words") && gitLog.stdout.contains("+locale: en"), "\(gitLog)")
        let status = try await sb.gitResult(["status", "--porcelain"], env: noGitCrypt)
        #expect(status.stdout.isEmpty && status.status == 0, "\(status)")

        let bare = sb.root.appendingPathComponent("diary.git")
        try await sb.gitResult(["init", "-q", "--bare", bare.path], in: sb.root).succeeded()
        Expect.success(try await sb.diary("remote", "add", "origin", bare.path))
        Expect.success(try await sb.diary("sync"))
        let objects = try await allObjects(sb, bare)
        #expect(!objects.contains("SECRET") && !objects.contains("locale: en"), "no plain text in the remote")
        let key = try #require(sb.bytes(".git/git-crypt/keys/default"))
        let aesKey = key.subdata(in: 40..<72)
        #expect(try await sb.gitResult(["cat-file", "--batch-all-objects", "--batch"], in: bare).stdout.utf8.count > 0)
        let objectBytes = Data(objects.utf8)
        #expect(objectBytes.range(of: aesKey) == nil, "the key is in no object")
        let config = try #require(sb.bytes(".git/config"))
        #expect(config.range(of: aesKey) == nil && !String(decoding: config, as: UTF8.self).contains("GITCRYPTKEY"))
    }

    @Test("docs/encryption.md's way to a remote without the plain-text history: one parentless commit of the encrypted tip")
    func remoteWithoutPlainHistory() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let key = try await Fixture.encryptedVault(sb)
        let tip = try await sb.git(
            "-c", "user.name=Plain Git", "-c", "user.email=plain@example.com", "commit-tree", "HEAD^{tree}", "-m", "Encrypted diary"
        ).trimmingCharacters(in: .whitespacesAndNewlines)
        let bare = sb.root.appendingPathComponent("encrypted.git")
        try await sb.gitResult(["init", "-q", "--bare", "-b", "main", bare.path], in: sb.root).succeeded()
        _ = try await sb.git("push", "-q", bare.path, "\(tip):refs/heads/main")
        let objects = try await allObjects(sb, bare)
        #expect(!objects.contains("The first cool morning") && !objects.contains("schema: 2"), "only ciphertext in the new remote")
        let fresh = sb.root.appendingPathComponent("fresh")
        Expect.success(try await sb.diary("init", "--clone", bare.path, "--key", key.path, vault: .at(fresh)))
        try await expectSameEntries(fresh, as: sb)
        #expect(try await sb.commitCount() == 2, "the vault's own history is untouched")
    }

    @Test("encrypt status names a file committed in plain text by a git without the filter; --fix commits it encrypted")
    func statusFindsAndFixesPlainFiles() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        _ = try await Fixture.encryptedVault(sb)
        let path = "2025/12/2025-12-01.md"
        try sb.write(path, Fixture.entry(day: "2025-12-01", title: "Committed around the filter"))
        let around = ["-c", "filter.git-crypt.clean=cat", "-c", "filter.git-crypt.smudge=cat"]
        try await sb.gitResult(around + ["add", path]).succeeded()
        try await sb.gitResult(around + ["-c", "user.name=Plain Git", "-c", "user.email=plain@example.com", "commit", "-q", "-m", "Around"])
            .succeeded()
        let found = try await sb.diary("encrypt", "status")
        #expect(found.status == 1 && found.stderr.contains("NOT ENCRYPTED") && found.stderr.contains(path), "\(found)")
        let fixed = try await sb.diary("encrypt", "status", "--fix")
        Expect.success(fixed)
        #expect(fixed.stdout.contains("Committed 1 file again"), "\(fixed)")
        try await expectEncryptedInHead(sb, paths: [path])
        let gitCrypt = try await sb.toolResult(["git-crypt", "status", "-e"])
        #expect(!gitCrypt.allOutput.contains("NOT ENCRYPTED"), "\(gitCrypt)")
        try await sb.expectClean()
    }

    @Test("diary's clean and smudge give git-crypt's bytes")
    func plumbing() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try #require(try await sb.toolResult(["git-crypt", "init"]).status == 0)
        let text = Data("---\nschema: 2\ncreated: 2026-11-24T07:00:00+09:00\n---\nSECRET\n".utf8)
        try sb.write("plain.txt", bytes: text)
        let diary = DiaryBinary.url.path
        let script =
            "'\(diary)' encrypt clean < plain.txt > ours && git-crypt clean < plain.txt > theirs "
            + "&& '\(diary)' encrypt smudge < theirs > back && '\(diary)' encrypt diff ours > shown"
        let run = try await LaunchedProcess(
            executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script],
            environment: sb.environment(), directory: sb.vault, stdin: nil, ioFolder: sb.root
        ).wait()
        Expect.success(run)
        let ours = try #require(sb.bytes("ours"))
        #expect(ours == sb.bytes("theirs") && ours.starts(with: Data("\0GITCRYPT\0".utf8)))
        #expect(sb.bytes("back") == text && sb.bytes("shown") == text)
    }
}
