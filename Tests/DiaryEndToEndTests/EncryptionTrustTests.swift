import Foundation
import Testing

/// Once a vault is encrypted on a machine, that is this clone's own fact: a `.gitattributes` changed on the
/// git host (through a bare repository and through `git daemon`), by hand or by plain git never makes diary
/// commit or send an entry in plain text; turning encryption off is a command of its own. A plain clone whose
/// remote was encrypted elsewhere is told so and how to unlock it, and commits no ciphertext as text.
@Suite("encryption the git host cannot switch off")
struct EncryptionTrustTests {
    typealias Machines = SyncTests.Machines
    typealias Transport = ConflictNoticeTests.Transport
    static let entry = "2026/11/2026-11-20.md"
    static let plainGit = ["-c", "user.name=Plain Git", "-c", "user.email=plain@example.com"]

    /// Every object of `repository`, uncompressed, as text.
    static func objects(_ sb: Sandbox, _ repository: URL) async throws -> String {
        try await sb.gitResult(["cat-file", "--batch-all-objects", "--batch"], in: repository).stdout
    }

    static func head(_ sb: Sandbox, _ repository: URL) async throws -> String {
        try await sb.gitResult(["rev-parse", "HEAD"], in: repository).stdout
    }

    /// The laptop encrypts the two machines' vault and sends it; returns the exported key.
    static func laptopEncrypts(_ m: Machines, remote: String = "origin") async throws -> URL {
        Expect.success(try await m.sb.diary("encrypt", "init", vault: .at(m.laptop)))
        let key = m.sb.root.appendingPathComponent("diary.key")
        Expect.success(try await m.sb.diary("encrypt", "export-key", key.path, vault: .at(m.laptop)))
        try await m.sync(m.laptop, remote).expectSuccess()
        return key
    }

    @Test(
        "a .gitattributes the host turned off (at the top, or in a year's folder) is refused; nothing plain reaches it; --keep-encryption sends this machine's back",
        arguments: Transport.allCases, [".gitattributes", "2026/.gitattributes"])
    func hostCannotSwitchEncryptionOff(_ transport: Transport, attributesFile: String) async throws {
        try await ConflictNoticeTests.withMachines(transport) { m, remote in
            _ = try await Self.laptopEncrypts(m, remote: remote)
            // Whoever runs the host rewrites .gitattributes with plain git.
            let host = m.sb.root.appendingPathComponent("on-the-host")
            try await m.sb.gitResult(["clone", "-q", m.bare.path, host.path], in: m.sb.root).succeeded()
            let rule = attributesFile == ".gitattributes" ? ".gitattributes !filter !diff\n" : "* !filter !diff\n"
            try Data(rule.utf8).write(to: host.appendingPathComponent(attributesFile))
            try await m.sb.gitResult(["add", attributesFile], in: host).succeeded()
            try await m.sb.gitResult(Self.plainGit + ["commit", "-qm", "Nothing to see"], in: host).succeeded()
            try await m.sb.gitResult(["push", "-q", "origin", "HEAD"], in: host).succeeded()

            let before = try await Self.head(m.sb, m.laptop)
            let attributes = try Data(contentsOf: m.laptop.appendingPathComponent(".gitattributes"))
            let refused = try await m.sync(m.laptop, remote)
            Expect.oneLineError(refused, mentioning: [".gitattributes", "no longer encrypts", "diary encrypt off", "--keep-encryption"])
            #expect(try await Self.head(m.sb, m.laptop) == before, "nothing merged")
            #expect(try Data(contentsOf: m.laptop.appendingPathComponent(".gitattributes")) == attributes)

            // Writing goes on, encrypted; the next sync is refused the same way; the host never sees the text.
            Expect.success(try await m.sb.diary("new", "MY SECRET words", vault: .at(m.laptop)))
            Expect.oneLineError(try await m.sync(m.laptop, remote), mentioning: ["no longer encrypts"])
            #expect(!(try await Self.objects(m.sb, m.bare)).contains("MY SECRET"))

            let kept = try await m.sync(m.laptop, remote, "--keep-encryption")
            Expect.success(kept)
            #expect(kept.stderr.contains("warning:") && kept.stderr.contains("was kept and sent back"), "\(kept)")
            let onHost = try await m.sb.gitResult(["show", "HEAD:.gitattributes"], in: m.bare).stdout
            #expect(onHost.contains("filter=git-crypt"), "\(onHost)")
            if attributesFile != ".gitattributes" {
                #expect(try await m.sb.gitResult(["cat-file", "-e", "HEAD:" + attributesFile], in: m.bare).status != 0, "taken out again")
            }
            #expect(!(try await Self.objects(m.sb, m.bare)).contains("MY SECRET"), "only ciphertext of the new entry reached the host")
            try await m.sb.expectClean(in: m.laptop)
            #expect(try await m.sb.diary("list", vault: .at(m.laptop)).stdout.contains("MY SECRET"))
        }
    }

    @Test("encrypted here: a hand-edited .gitattributes stops the save with the text kept; plain git's commits are never sent")
    func localChangesNeverCommitOrSendPlainText() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        Expect.success(try await sb.diary("new", "First words"))
        Expect.success(try await sb.diary("encrypt", "init"))
        let bare = sb.root.appendingPathComponent("diary.git")
        try await sb.gitResult(["init", "-q", "--bare", bare.path], in: sb.root).succeeded()
        Expect.success(try await sb.diary("remote", "add", "origin", bare.path))
        Expect.success(try await sb.diary("sync"))
        let synced = try await Self.head(sb, sb.vault)

        // Edited by hand, not committed: the save is refused, nothing is stored, the text is a draft.
        try sb.write(".gitattributes", ".gitattributes !filter !diff\n")
        let refused = try await sb.diary("new", "SECRET typed at once")
        Expect.oneLineError(refused, mentioning: ["no longer encrypts", "diary encrypt off"])
        #expect(try await Self.head(sb, sb.vault) == synced)
        #expect(!(try await Self.objects(sb, sb.vault)).contains("SECRET typed"), "no object holds the text")
        #expect(try await sb.diary("drafts").stdout.contains("SECRET typed at once"), "the text is kept as a draft")
        try await sb.gitResult(["checkout", "HEAD", "--", ".gitattributes"]).succeeded()
        Expect.success(try await sb.diary("new", "SECRET after putting it back"))
        let saved = try await sb.filesChanged().first ?? ""
        #expect(try await sb.gitResult(["cat-file", "blob", "HEAD:" + saved]).stdout.hasPrefix("\0GITCRYPT\0"))

        // Committed around the filter by plain git, attributes intact: not sent, the commit named.
        let plainPath = "2026/01/2026-01-05.md"
        try sb.write(plainPath, "---\nschema: 2\ncreated: 2026-01-05T08:00:00+09:00\n---\nSECRET around the filter\n")
        let around = ["-c", "filter.git-crypt.clean=cat", "-c", "filter.git-crypt.smudge=cat"]
        try await sb.gitResult(around + ["add", plainPath]).succeeded()
        try await sb.gitResult(around + Self.plainGit + ["commit", "-q", "-m", "Around"]).succeeded()
        let around1 = String(try await Self.head(sb, sb.vault).prefix(7))
        let bareBefore = try await Self.head(sb, bare)
        Expect.oneLineError(try await sb.diary("sync"), mentioning: [plainPath, around1, "plain text", "diary encrypt off"])
        #expect(try await Self.head(sb, bare) == bareBefore)
        #expect(!(try await Self.objects(sb, bare)).contains("SECRET"), "no plain text on the remote")

        // .gitattributes itself committed without the filter by plain git: not sent either.
        try await sb.gitResult(["reset", "-q", "--hard", "HEAD~1"]).succeeded()
        try sb.write(".gitattributes", ".gitattributes !filter !diff\n")
        try await sb.gitResult(Self.plainGit + ["commit", "-qam", "No more filter"]).succeeded()
        Expect.oneLineError(try await sb.diary("sync"), mentioning: ["no longer encrypts", "diary encrypt off"])
        #expect(try await Self.head(sb, bare) == bareBefore)
    }

    @Test("encrypt off on purpose: one machine turns it off, the other refuses until it does the same, then both sync in plain text")
    func encryptionOffOnPurpose() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        let key = try await Self.laptopEncrypts(m)
        try await m.sync(m.desktop).expectSuccess()
        Expect.success(try await m.sb.diary("encrypt", "unlock", key.path, vault: .at(m.desktop)))

        let off = try await m.sb.diary("encrypt", "off", vault: .at(m.laptop))
        Expect.success(off)
        #expect(off.stdout.contains("Encryption is off") && off.stdout.contains("'diary encrypt off'"), "\(off)")
        #expect(!FileManager.default.fileExists(atPath: m.laptop.appendingPathComponent(".gitattributes").path))
        try await m.sync(m.laptop).expectSuccess()
        let onHost = try await m.sb.gitResult(["cat-file", "blob", "HEAD:" + Self.entry], in: m.bare).stdout
        #expect(onHost.contains("First lines."), "plain text on the host, as asked: \(onHost)")
        Expect.oneLineError(try await m.sb.diary("encrypt", "off", vault: .at(m.laptop)), mentioning: ["not encrypted"])

        let desktopBefore = try await Self.head(m.sb, m.desktop)
        Expect.oneLineError(try await m.sync(m.desktop), mentioning: ["no longer encrypts", "diary encrypt off"])
        #expect(try await Self.head(m.sb, m.desktop) == desktopBefore)
        Expect.success(try await m.sb.diary("encrypt", "off", vault: .at(m.desktop)))
        try await m.sync(m.desktop).expectSuccess()
        Expect.success(try await m.sb.diary("new", "Plain again, on purpose", vault: .at(m.desktop)))
        try await m.sync(m.desktop).expectSuccess()
        try await m.sync(m.laptop).expectSuccess()
        try await m.expectConverged()
        #expect(try await Self.objects(m.sb, m.bare).contains("Plain again, on purpose"))
    }

    @Test("a plain clone whose remote was encrypted elsewhere: told it is encrypted and how to unlock, no ciphertext committed")
    func plainCloneToldTheVaultIsEncrypted() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        let key = try await Self.laptopEncrypts(m)
        let synced = try await m.sync(m.desktop)
        Expect.success(synced)
        #expect(synced.stderr.contains("encrypted this vault") && synced.stderr.contains("diary encrypt unlock"), "\(synced)")
        #expect(!synced.stderr.contains("front matter") && !synced.stderr.contains("attention:"), "\(synced)")
        #expect(try await Self.head(m.sb, m.desktop) == (try await Self.head(m.sb, m.bare)), "no commit of its own")
        Expect.oneLineError(try await m.sb.diary("list", vault: .at(m.desktop)), mentioning: ["locked", "diary encrypt unlock"])
        Expect.oneLineError(try await m.sb.diary("new", "Typed while locked", vault: .at(m.desktop)), mentioning: ["locked"])

        Expect.success(try await m.sb.diary("encrypt", "unlock", key.path, vault: .at(m.desktop)))
        let laptopList = try await m.sb.diary("list", vault: .at(m.laptop)).stdout
        #expect(try await m.sb.diary("list", vault: .at(m.desktop)).stdout == laptopList)
        try await m.sb.expectClean(in: m.desktop)
        #expect(try await Self.head(m.sb, m.desktop) == (try await Self.head(m.sb, m.bare)))
    }

    @Test(
        "a plain clone with changes of its own (committed, and edited outside diary) is refused until unlocked; then its changes are merged and stored encrypted"
    )
    func plainCloneWithOwnChangesUnlocksFirst() async throws {
        let m = try await Machines.make()
        defer { m.sb.cleanUp() }
        Expect.success(try await m.sb.diary("new", "Desktop words", vault: .at(m.desktop)))
        let desktopEntry = try await m.sb.gitResult(["diff-tree", "--no-commit-id", "--name-only", "-r", "HEAD"], in: m.desktop)
            .stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let edited = "2026/11/2026-11-19.md"
        try m.write(m.desktop, edited, body: "# Wednesday\n\nOlder, edited on the desktop outside diary.\n", created: "2026-11-19T08:00:00+09:00")
        let key = try await Self.laptopEncrypts(m)
        let before = try await Self.head(m.sb, m.desktop)
        let refused = try await m.sync(m.desktop)
        Expect.oneLineError(refused, mentioning: ["now encrypted", "2 changes", "diary encrypt unlock"])
        #expect(try await Self.head(m.sb, m.desktop) == before)
        #expect(m.text(m.desktop, Self.entry)?.contains("First lines.") == true, "the work tree is as it was")

        Expect.success(try await m.sb.diary("encrypt", "unlock", key.path, vault: .at(m.desktop)))
        Expect.success(try await m.sb.diary("new", "Written between unlock and sync", vault: .at(m.desktop)))
        try await m.sync(m.desktop).expectSuccess()
        try await m.sync(m.laptop).expectSuccess()
        let laptopList = try await m.sb.diary("list", vault: .at(m.laptop)).stdout
        #expect(laptopList.contains("Desktop words") && laptopList.contains("Written between unlock and sync"), "\(laptopList)")
        #expect(m.text(m.laptop, edited)?.contains("edited on the desktop outside diary") == true)
        for path in [desktopEntry, edited] {
            let stored = try await m.sb.gitResult(["cat-file", "blob", "HEAD:" + path], in: m.bare).stdout
            #expect(stored.hasPrefix("\0GITCRYPT\0"), "\(path), written on the desktop, is encrypted in the merged tip")
        }
        try await m.expectConverged()
    }
}
