import Foundation
import Testing

@Suite("diary rm and diary restore")
struct RmRestoreTests {
    @Test("rm DAY --yes deletes the entry and commits 'Delete DAY' touching only it")
    func removeWithYes() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("rm", "2025-09-03", "--yes")
        Expect.success(result)
        #expect(!sb.exists(Fixture.autumnBegins))
        #expect(sb.exists(Fixture.autumnWalk) && sb.exists("README.md"))
        #expect(try await sb.commitCount() == 2)
        let subject = try #require(try await sb.subjects().first)
        #expect(subject.hasPrefix("Delete") && subject.contains("2025-09-03"), "\(subject)")
        #expect(try await sb.filesChanged() == [Fixture.autumnBegins])
        #expect(try await sb.git("show", "--format=", "--name-status", "HEAD").hasPrefix("D\t"))
        #expect(sb.exists("2025/10"), "other folders stay")
        try await sb.expectClean()

        let list = try await sb.diary("list")
        #expect(!list.stdout.contains("Autumn begins"))
    }

    @Test("rm by path, and -y")
    func removeByPath() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("rm", Fixture.evening, "-y")
        Expect.success(result)
        #expect(!sb.exists(Fixture.evening) && sb.exists(Fixture.river))
        #expect(try await sb.filesChanged() == [Fixture.evening])
        try await sb.expectClean()
    }

    @Test("rm without --yes and without a terminal refuses and deletes nothing")
    func removeWithoutYesRefuses() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let before = try await sb.state()
        let result = try await sb.diary("rm", "2025-09-03", stdin: Data("y\n".utf8))
        #expect(result.status != 0, "\(result)")
        Expect.expectNoCrash(result)
        #expect(result.stderr.contains("--yes"), "\(result)")
        #expect(try await sb.state() == before)
        try await sb.expectClean()
    }

    @Test("rm of a day with two entries asks for a path; rm of a missing day fails")
    func removeAmbiguousOrMissing() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let before = try await sb.state()
        let twoEntries = try await sb.diary("rm", "2025-11-21", "--yes")
        Expect.oneLineError(twoEntries, mentioning: ["2025-11-21"])
        #expect(try await sb.state() == before)
        let missing = try await sb.diary("rm", "2025-01-01", "--yes")
        Expect.oneLineError(missing, mentioning: ["2025-01-01"])
        #expect(try await sb.state() == before)
    }

    @Test("restore DAY brings a deleted entry back, byte for byte, as a new commit")
    func restoreDeleted() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        Expect.success(try await sb.diary("rm", "2025-09-03", "--yes"))
        let result = try await sb.diary("restore", "2025-09-03")
        Expect.success(result)
        #expect(sb.text(Fixture.autumnBegins) == Fixture.entries[Fixture.autumnBegins], "\(result)")
        #expect(try await sb.commitCount() == 3)
        let subject = try #require(try await sb.subjects().first)
        #expect(subject.hasPrefix("Restore") && subject.contains("2025-09-03"), "\(subject)")
        #expect(try await sb.filesChanged() == [Fixture.autumnBegins])
        #expect(try await sb.git("diff", "HEAD~2", "HEAD", "--stat").isEmpty, "same content as before the deletion")
        try await sb.expectClean()

        let again = try await sb.diary("restore", "2025-09-03")
        Expect.oneLineError(again, mentioning: ["2025-09-03"])
        #expect(try await sb.commitCount() == 3)
    }

    @Test("restore DAY --at REV brings an older version back as a new commit")
    func restoreOlderVersion() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let adoption = try #require(try await sb.head())
        Expect.success(try await sb.diary("open", "2025-09-03", editor: .append))
        #expect(sb.text(Fixture.autumnBegins) != Fixture.entries[Fixture.autumnBegins])

        let result = try await sb.diary("restore", "2025-09-03", "--at", String(adoption.prefix(10)))
        Expect.success(result)
        #expect(sb.text(Fixture.autumnBegins) == Fixture.entries[Fixture.autumnBegins], "\(result)")
        #expect(try await sb.commitCount() == 3)
        #expect(try await sb.subjects().first?.hasPrefix("Restore") == true)
        #expect(try await sb.filesChanged() == [Fixture.autumnBegins])
        try await sb.expectClean()

        let byPath = try await sb.diary("restore", Fixture.autumnBegins, "--at", "HEAD~1")
        Expect.success(byPath)
        #expect(sb.text(Fixture.autumnBegins) == Fixture.entries[Fixture.autumnBegins]! + StubEditor.appendedText)
        try await sb.expectClean()
    }

    @Test("restore --at a revision that does not exist changes nothing")
    func restoreUnknownRevision() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let before = try await sb.state()
        let result = try await sb.diary("restore", "2025-09-03", "--at", "deadbeef")
        Expect.oneLineError(result, mentioning: ["deadbeef"])
        #expect(try await sb.state() == before)
    }
}
