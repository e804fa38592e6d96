import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Only the vault's owner can read it: the root, `.git` and everything in them are 0700/0600 (or 0400),
/// whatever the umask diary runs under and however the vault was made. Checked with `find -perm /077`
/// and by another local user (uid 65534) trying to read an entry, `.git` and `git show`.
@Suite("Who can read the vault: only its owner")
struct VaultPrivacyTests {
    /// How the vault came to be.
    enum Start: String, CaseIterable, CustomStringConvertible {
        /// `diary init` on a folder that does not exist.
        case missingFolder
        /// `mkdir -m755 ~/Diary && diary init`.
        case openEmptyFolder
        /// `diary init` on a folder of entries that others can read (0755 folders, 0644 files).
        case adoptedFolder
        /// `diary init` on a `git init` repository without commits, made under umask 022.
        case adoptedRepository
        /// `diary init --clone` of a local bare repository.
        case clone

        var description: String { rawValue }
    }

    static let secret = "A line nobody else may read."

    @Test("another user reads nothing of the vault, its entries or .git", arguments: ["000", "022"], Start.allCases)
    func otherUserReadsNothing(umask: String, start: Start) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.openRootToEveryone()
        let made = try await Self.make(start, in: sb, umask: umask)
        Expect.success(made)
        Expect.success(try await sb.diary(["new", Self.secret], umask: umask))

        #expect(try await sb.openToOthers(sb.vault) == [], "every file and folder is its owner's alone (umask \(umask))")
        #expect(try sb.mode(sb.vault) == 0o700)
        #expect(try sb.mode(sb.vault.appendingPathComponent(".git")) == 0o700)

        let entry = try #require(try await sb.trustingGit(["log", "-1", "--name-only", "--format="]).outputLines.first)
        let attempts: [[String]] = [
            ["cat", sb.url(entry).path],
            ["ls", sb.vault.path],
            ["ls", sb.vault.appendingPathComponent(".git/objects").path],
            ["cat", sb.vault.appendingPathComponent(".git/config").path],
            ["git", "-c", "safe.directory=*", "-C", sb.vault.path, "show", "HEAD:\(entry)"]
        ]
        for attempt in attempts {
            let result = try await sb.run(OtherUser.command(attempt))
            #expect(result.status != 0, "uid 65534 must not read: \(attempt): \(result)")
            #expect(!result.stdout.contains(Self.secret), "\(result)")
        }
        // The owner still works with plain git.
        #expect(try await sb.trustingGit(["show", "HEAD:\(entry)"]).stdout.contains(Self.secret))
        try await sb.expectClean()
    }

    @Test("adopting a folder others can read: one warning line, and the folder made private")
    func warnsWhenAdoptingAnOpenFolder() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.openRootToEveryone()
        let result = try await Self.make(.adoptedFolder, in: sb, umask: "022")
        Expect.success(result)
        #expect(result.stdout.contains("5 entries"), "\(result)")
        #expect(result.errorLines.count == 1, "\(result)")
        let warning = try #require(result.errorLines.first)
        #expect(
            warning.hasPrefix("warning: ") && warning.contains(sb.vault.path) && warning.contains("0755")
                && warning.contains("0700"), "\(result)")
        #expect(try await sb.openToOthers(sb.vault) == [])
    }

    @Test("a vault made by an earlier diary that others can read: init again makes it private, with the warning")
    func secondInitMakesAnOldVaultPrivate() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.openRootToEveryone()
        try await Fixture.adoptedVault(sb)
        #expect(try await sb.run(["chmod", "-R", "go+rX", sb.vault.path]).status == 0)
        let before = try await sb.state()
        let again = try await sb.diary("init")
        Expect.success(again)
        #expect(again.stdout.lowercased().contains("already"), "\(again)")
        #expect(again.errorLines.count == 1 && again.errorLines[0].hasPrefix("warning: "), "\(again)")
        #expect(try await sb.openToOthers(sb.vault) == [])
        #expect(try await sb.state() == before)
        try await sb.expectClean()
    }

    @Test("no warning when nothing was open to others", arguments: [Start.missingFolder, .openEmptyFolder, .clone])
    func noWarningForNewVaults(start: Start) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let result = try await Self.make(start, in: sb, umask: "022")
        Expect.success(result)
        #expect(result.stderr.isEmpty, "\(result)")
        let again = try await sb.diary("init")
        Expect.success(again)
        #expect(again.stderr.isEmpty, "\(again)")
    }

    /// Makes the sandbox vault as `start` says, running diary under `umask`; returns diary's result.
    static func make(_ start: Start, in sb: Sandbox, umask: String) async throws -> RunResult {
        switch start {
        case .missingFolder:
            break
        case .openEmptyFolder:
            try FileManager.default.createDirectory(at: sb.vault, withIntermediateDirectories: true)
            chmod(sb.vault.path, 0o755)
        case .adoptedFolder:
            try Fixture.write(into: sb)
            #expect(try await sb.run(["chmod", "-R", "u=rwX,go=rX", sb.vault.path]).status == 0)
        case .adoptedRepository:
            try Fixture.write(into: sb)
            #expect(try await sb.run(["sh", "-c", "umask 022 && git init -q \"$0\" && chmod -R go+rX \"$0\"", sb.vault.path]).status == 0)
        case .clone:
            let bare = try await makeRemote(in: sb)
            return try await sb.diary(["init", "--clone", bare.path], umask: umask)
        }
        return try await sb.diary(["init"], umask: umask)
    }

    /// A bare repository, open to everyone (umask 022), holding one entry committed with plain git.
    static func makeRemote(in sb: Sandbox) async throws -> URL {
        let bare = sb.root.appendingPathComponent("remote.git")
        let source = sb.root.appendingPathComponent("source")
        try FileManager.default.createDirectory(at: source.appendingPathComponent("2026/11"), withIntermediateDirectories: true)
        try Data(Fixture.entry(day: "2026-11-20", title: "From the remote").utf8)
            .write(to: source.appendingPathComponent("2026/11/2026-11-20.md"))
        let script = """
            umask 022 && git init -q --bare -b main "$0" && cd "$1" && git init -q -b main && git add -A \
            && git -c user.name=a -c user.email=a@b commit -qm first && git push -q "$0" main
            """
        let made = try await sb.run(["sh", "-c", script, bare.path, source.path])
        #expect(made.status == 0, "\(made)")
        return bare
    }
}
