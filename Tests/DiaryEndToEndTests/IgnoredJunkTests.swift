import Foundation
import Testing

/// Editor swap files, backups, AtomicFile's temporary files and `.DS_Store` are never the vault's content:
/// `diary init` has git ignore them, through a committed `.gitignore` when it adopts a folder and through
/// `.git/info/exclude` (local, never committed) in a new or cloned vault. Checked with plain
/// `git status --porcelain --ignored`.
@Suite("Editor and temporary files are ignored")
struct IgnoredJunkTests {
    /// `#` starts a comment in .gitignore: emacs's `#NAME#` files need `\#*#`.
    static let patterns = [".*.tmp-*", ".*.sw[a-p]", "*.swp", "\\#*#", ".#*", "*~", ".DS_Store"]

    /// One file for each pattern (and vim's second swap file), as editors and a killed save leave them.
    static let junk = [
        "2025/09/.2025-09-03.md.tmp-4242", "2025/09/.2025-09-03.md.swp", "2025/09/.2025-09-03.md.swo",
        "notes.swp", "2025/11/#2025-11-21.md#", "2025/11/.#2025-11-21.md", "2025/11/2025-11-21.md~", ".DS_Store",
        "2025/.DS_Store"
    ]

    static func writeJunk(_ sb: Sandbox) throws {
        for path in junk { try sb.write(path, "junk\n") }
    }

    /// The paths `git status --porcelain --ignored --untracked-files=all` reports with `code` (`!!`, `??`).
    static func status(_ sb: Sandbox, _ code: String) async throws -> Set<String> {
        let result = try await sb.gitResult(["status", "--porcelain", "--ignored", "--untracked-files=all"])
        #expect(result.status == 0, "\(result)")
        return Set(
            result.outputLines.filter { $0.hasPrefix(code + " ") }.map { String($0.dropFirst(3)) }
                .map { $0.hasPrefix("\"") ? String($0.dropFirst().dropLast()) : $0 })
    }

    @Test("adopting a folder writes and commits a .gitignore; junk already there is not committed")
    func adoptionCommitsGitignore() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        try Self.writeJunk(sb)
        let result = try await sb.diary("init")
        Expect.success(result)
        #expect(result.stdout.contains("5 entries"), "\(result)")

        #expect(sb.text(".gitignore") == Self.patterns.joined(separator: "\n") + "\n")
        #expect(try await sb.commitCount() == 1, "the .gitignore goes in the adoption's one commit")
        let tracked = Set(try await sb.gitLines("ls-files"))
        #expect(tracked.contains(".gitignore"))
        #expect(tracked.isDisjoint(with: Self.junk), "\(tracked)")
        #expect(try await Self.status(sb, "!!") == Set(Self.junk))
        #expect(try await Self.status(sb, "??").isEmpty)
        #expect(
            try await sb.gitResult(["check-ignore", "--no-index", "2025/09/2025-09-03.md"]).status == 1,
            "entries are never ignored")
    }

    @Test("an existing .gitignore keeps the user's lines; only the missing patterns are added")
    func existingGitignoreIsExtended() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        let users = "# mine\n*.log\n*~"
        try sb.write(".gitignore", users)
        try sb.write("plan.log", "not for git\n")
        Expect.success(try await sb.diary("init"))

        let expected = users + "\n" + Self.patterns.filter { $0 != "*~" }.joined(separator: "\n") + "\n"
        #expect(sb.text(".gitignore") == expected)
        #expect(try await sb.git("show", "HEAD:.gitignore") == expected, "committed with the adoption")
        try Self.writeJunk(sb)
        #expect(try await Self.status(sb, "!!") == Set(Self.junk + ["plan.log"]))
        #expect(try await Self.status(sb, "??").isEmpty)
    }

    @Test("a .gitignore that has every pattern is left byte for byte")
    func completeGitignoreUntouched() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        let complete = "*.log\r\n" + Self.patterns.reversed().joined(separator: "\r\n") + "\r\n"
        try sb.write(".gitignore", complete)
        Expect.success(try await sb.diary("init"))
        #expect(sb.bytes(".gitignore") == Data(complete.utf8))
    }

    @Test(
        "a new or cloned vault ignores junk through .git/info/exclude and commits nothing for it",
        arguments: [VaultPrivacyTests.Start.missingFolder, .clone])
    func newVaultExcludesJunk(start: VaultPrivacyTests.Start) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        Expect.success(try await VaultPrivacyTests.make(start, in: sb, umask: "022"))
        let head = try await sb.head()
        try Self.writeJunk(sb)
        #expect(try await Self.status(sb, "!!") == Set(Self.junk))
        #expect(try await Self.status(sb, "??").isEmpty)
        #expect(!sb.exists(".gitignore"))
        #expect(try await sb.head() == head, "init makes no commit of its own")
        let exclude = try String(contentsOf: sb.vault.appendingPathComponent(".git/info/exclude"), encoding: .utf8)
        for pattern in Self.patterns { #expect(exclude.split(separator: "\n").contains(Substring(pattern)), "\(exclude)") }

        Expect.success(try await sb.diary("new", "After the junk."))
        let tracked = Set(try await sb.gitLines("ls-files"))
        #expect(tracked.isDisjoint(with: Self.junk), "\(tracked)")
        let again = try Data(contentsOf: sb.vault.appendingPathComponent(".git/info/exclude"))
        Expect.success(try await sb.diary("init"))
        #expect(try Data(contentsOf: sb.vault.appendingPathComponent(".git/info/exclude")) == again, "init again adds nothing")
    }
}
