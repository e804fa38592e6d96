import Foundation
import TestSupport
import Testing

/// A vault whose `.gitattributes` names a filter driver diary does not run (git-crypt with a named key,
/// git-lfs, set up with the real tools; git-crypt's default key is diary's own, see EncryptionTests): every commit of a file it covers is refused, naming the file and the driver,
/// and nothing is committed unfiltered; the text is kept. git's builtin transforms keep working.
@Suite("filter drivers diary does not run")
struct FilterDriverTests {
    enum Driver: String, CaseIterable, CustomTestStringConvertible {
        case gitCryptNamedKey = "git-crypt-work"
        case lfs

        var testDescription: String { rawValue }

        /// Sets the vault up as the tool's own documentation says, and commits the attributes with git.
        func setUp(_ sb: Sandbox) async throws {
            switch self {
            case .gitCryptNamedKey:
                let result = try await sb.toolResult(["git-crypt", "init", "-k", "work"])
                try #require(result.status == 0, "\(result)")
                try sb.write(".gitattributes", "*.md filter=git-crypt-work diff=git-crypt-work\n")
            case .lfs:
                let result = try await sb.toolResult(["git", "lfs", "install", "--local"])
                try #require(result.status == 0, "\(result)")
                try sb.write(".gitattributes", "*.md filter=lfs diff=lfs merge=lfs -text\n")
            }
            try await sb.git("add", ".gitattributes")
            try await sb.git("-c", "user.name=Plain Git", "-c", "user.email=plain@example.com", "commit", "-q", "-m", "Filter entries")
        }
    }

    private func expectRefused(
        _ result: RunResult, file: String, _ driver: Driver, _ sb: Sandbox, head: String?,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(result.status == 1, "\(result)", sourceLocation: sourceLocation)
        Expect.expectNoCrash(result, sourceLocation: sourceLocation)
        #expect(
            result.errorLines.count == 1 && result.stderr.contains(file) && result.stderr.contains("'\(driver.rawValue)'"),
            "\(result)", sourceLocation: sourceLocation)
        #expect(try await sb.head() == head, "nothing committed", sourceLocation: sourceLocation)
    }

    @Test(
        "new, open, meta, migrate and sync's outside edits are refused naming the file and driver; the text is kept",
        arguments: Driver.allCases)
    func everyCommitRefused(driver: Driver) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        try await driver.setUp(sb)
        let head = try await sb.head()
        let entry = Fixture.autumnBegins
        let original = sb.bytes(entry)

        let quick = try await sb.diary("new", "SECRET words")
        try await expectRefused(quick, file: "20", driver, sb, head: head)
        #expect(sb.drafts().count == 1, "the quick entry's text is kept as a draft")

        let open = try await sb.diary("open", entry, editor: .append)
        try await expectRefused(open, file: entry, driver, sb, head: head)
        #expect(sb.bytes(entry) == original, "the entry file is as it was")
        #expect(sb.drafts().count == 2, "the edit is kept as a draft")

        let meta = try await sb.diary("meta", entry, "--tag", "+secret")
        try await expectRefused(meta, file: entry, driver, sb, head: head)
        #expect(sb.bytes(entry) == original)

        try sb.write("2024/02/2024-02-01.md", "---\nschema: 1\ncreated: 1706745600\n---\n# Old\n\nOld text.\n")
        try await sb.plainGitCommitAll("An old entry, committed by hand")
        let migrateHead = try await sb.head()
        let migrate = try await sb.diary("migrate")
        try await expectRefused(migrate, file: "2024/02/2024-02-01.md", driver, sb, head: migrateHead)
        #expect(sb.text("2024/02/2024-02-01.md")?.contains("schema: 1") == true, "the file is as it was")

        // (git itself committed that file through the filter; libgit2 sees it differ from its blob. Out of the way.)
        try await sb.git("rm", "-q", "2024/02/2024-02-01.md")
        try await sb.git("-c", "user.name=Plain Git", "-c", "user.email=plain@example.com", "commit", "-q", "-m", "Remove the old entry")
        let syncHead = try await sb.head()

        // An edit made outside diary, then a sync: refused before anything is committed or pushed.
        let bare = sb.root.appendingPathComponent("diary.git")
        try await sb.gitResult(["init", "-q", "--bare", bare.path], in: sb.root).succeeded()
        Expect.success(try await sb.diary("remote", "add", "origin", bare.path))
        try sb.write(entry, (sb.text(entry) ?? "") + "Edited by hand.\n")
        let sync = try await sb.diary("sync")
        try await expectRefused(sync, file: entry, driver, sb, head: syncHead)
        #expect(sb.text(entry)?.hasSuffix("Edited by hand.\n") == true, "the edit stays in the work tree")
        let pushed = try await sb.gitResult(["rev-parse", "--verify", "-q", "HEAD"], in: bare)
        #expect(pushed.stdout.isEmpty, "nothing was pushed")

        // Removing a file stores no bytes: allowed.
        Expect.success(try await sb.diary("rm", "2025-10-18", "--yes"))
        if driver == .gitCryptNamedKey {
            let status = try await sb.toolResult(["git-crypt", "status", "-e"])
            #expect(!status.allOutput.contains("NOT ENCRYPTED"), "\(status)")
        }
    }

    @Test("adopting a folder whose attributes name a filter driver commits nothing")
    func adoptionRefused() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        try await sb.gitResult(["init", "-q", sb.vault.path], in: sb.root).succeeded()
        try sb.write(".gitattributes", "*.md filter=git-crypt diff=git-crypt\n")
        let result = try await sb.diary("init")
        #expect(result.status == 1 && result.stderr.contains("'git-crypt'"), "\(result)")
        #expect(try await sb.head() == nil)
    }

    @Test("git's builtin transforms (text, eol, ident) are no filter driver: saving works")
    func builtinTransforms() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.write(".gitattributes", "*.md text eol=lf ident\n")
        try await sb.plainGitCommitAll("Attributes")
        Expect.success(try await sb.diary("new", "Plain words"))
        try await sb.expectClean()
    }
}
