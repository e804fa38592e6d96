import Foundation
import TestSupport
import Testing

/// An entry whose front matter diary cannot read, committed and pushed with plain git from another clone:
/// `diary sync` takes it byte for byte as git would, takes the rest of the remote's work with it, and says
/// which file to fix. Never refused whole, never rewritten.
@Suite("sync receives an entry with broken front matter from the remote, byte for byte, and says so")
struct SyncBrokenEntryTests {
    /// What is wrong with the pushed file.
    enum Breakage: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case badYAML, badCreated, notUTF8, unterminated, newerSchema

        var testDescription: String { rawValue }

        var bytes: Data {
            switch self {
            case .badYAML: return BrokenEntry.badYAML.bytes
            case .badCreated: return Data("---\nschema: 2\ncreated: {day: 20}\n---\n# Bad date\n\nBody.\n".utf8)
            case .notUTF8: return BrokenEntry.notUTF8.bytes
            case .unterminated: return BrokenEntry.unterminated.bytes
            case .newerSchema: return BrokenEntry.newerSchema.bytes
            }
        }
    }

    static let broken = "2026/11/2026-11-22.md"
    static let good = "2026/11/2026-11-23.md"
    static let goodText = "---\nschema: 2\ncreated: 2026-11-23T08:00:00+09:00\n---\n# Monday\n\nPushed with the broken one.\n"

    /// A third clone, worked on with plain git only: commits `files` (path and bytes) and pushes them.
    static func pushWithPlainGit(_ m: SyncTests.Machines, _ files: [(String, Data)], message: String = "from elsewhere") async throws {
        let other = m.sb.root.appendingPathComponent("elsewhere")
        if !FileManager.default.fileExists(atPath: other.path) {
            try await m.sb.gitResult(["clone", "-q", m.bare.path, other.path], in: m.sb.root).expectSuccess()
        } else {
            try await m.sb.gitResult(["pull", "-q", "--ff-only"], in: other).expectSuccess()
        }
        for (path, bytes) in files {
            let url = other.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: url)
        }
        try await m.sb.gitResult(["add", "-A"], in: other).expectSuccess()
        try await m.sb.gitResult(["-c", "user.name=Elsewhere", "-c", "user.email=e@example.com", "commit", "-qm", message], in: other)
            .expectSuccess()
        try await m.sb.gitResult(["push", "-q"], in: other).expectSuccess()
    }

    static func bytes(_ vault: URL, _ path: String) -> Data? {
        FileManager.default.contents(atPath: vault.appendingPathComponent(path).path)
    }

    /// The file in `vault` is, byte for byte, the blob the remote has at `path` (git's own hash of each).
    static func expectAsPushed(_ m: SyncTests.Machines, _ vault: URL, _ path: String, sourceLocation: SourceLocation = #_sourceLocation)
        async throws
    {
        let local = try await m.sb.gitResult(["hash-object", path], in: vault).stdout
        let remote = try await m.sb.gitResult(["rev-parse", "HEAD:\(path)"], in: m.bare).stdout
        #expect(!local.isEmpty && local == remote, "\(path) in the work tree as the remote has it", sourceLocation: sourceLocation)
    }

    /// `status` lists `path` under "Needs attention" with `words`.
    static func expectListed(
        _ m: SyncTests.Machines, _ vault: URL, _ path: String, _ words: [String] = ["front matter", "diary sync"],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let status = try await m.sb.diary("status", vault: .at(vault))
        Expect.success(status, sourceLocation: sourceLocation)
        let line = status.outputLines.first { $0.contains(path + ":") } ?? ""
        #expect(status.stdout.contains("Needs attention:"), "\(status)", sourceLocation: sourceLocation)
        for word in words { #expect(line.contains(word), "status names \(path) with '\(word)': \(status)", sourceLocation: sourceLocation) }
    }

    @Test("fast-forward: the broken entry lands byte for byte, the rest comes too; later syncs and commands go on", arguments: Breakage.allCases)
    func fastForward(kind: Breakage) async throws {
        let m = try await SyncTests.Machines.make()
        defer { m.sb.cleanUp() }
        let edited = Data("---\nschema: 2\ncreated: 2026-11-19T08:00:00+09:00\n---\n# Wednesday\n\nOlder, edited elsewhere.\n".utf8)
        try await Self.pushWithPlainGit(m, [(Self.broken, kind.bytes), (Self.good, Data(Self.goodText.utf8)), ("2026/11/2026-11-19.md", edited)])

        let result = try await m.sync(m.laptop)
        Expect.success(result)
        #expect(result.stdout.contains("received 3 entries") && result.stdout.contains("need attention (\(Self.broken);"), "\(result)")
        #expect(result.errorLines.count == 1 && result.stderr.hasPrefix("attention: \(Self.broken): came from origin/"), "\(result)")
        #expect(result.stderr.contains("front matter diary cannot read") && result.stderr.contains("then run 'diary sync'"), "\(result)")
        #expect(Self.bytes(m.laptop, Self.broken) == kind.bytes)
        try await Self.expectAsPushed(m, m.laptop, Self.broken)
        #expect(m.text(m.laptop, Self.good) == Self.goodText)
        #expect(m.text(m.laptop, "2026/11/2026-11-19.md")?.contains("edited elsewhere") == true)
        try await m.sb.expectClean(in: m.laptop)
        try await Self.expectListed(m, m.laptop, Self.broken)

        // Other days read as before; the broken one is named as before (list: an error line, the rest listed).
        let show = try await m.sb.diary("show", "2026-11-23", vault: .at(m.laptop))
        Expect.success(show)
        #expect(show.stdout.contains("Pushed with the broken one."))
        // search finds the rest; a file it cannot read as text (no closing '---', not UTF-8) it names, as ever.
        let search = try await m.sb.diary("search", "edited elsewhere", vault: .at(m.laptop))
        Expect.expectNoCrash(search)
        #expect(search.stdout.contains("Wednesday") && (search.status == 0 || search.stderr.contains(Self.broken)), "\(search)")
        let list = try await m.sb.diary("list", vault: .at(m.laptop))
        #expect(list.stdout.contains("Monday") && list.stdout.contains("Thursday") && list.stderr.contains(Self.broken), "\(list)")

        // The next sync is not blocked by it, and commits nothing for it.
        let head = try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.laptop).stdout
        let again = try await m.sync(m.laptop)
        Expect.success(again)
        #expect(try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.laptop).stdout == head)
        try await Self.expectListed(m, m.laptop, Self.broken)

        // Edited here and still broken: diary never commits it (the one error names it), and nothing moves.
        let url = m.laptop.appendingPathComponent(Self.broken)
        try (kind.bytes + Data("More, still broken.\n".utf8)).write(to: url)
        let refused = try await m.sync(m.laptop)
        Expect.oneLineError(refused, mentioning: [Self.broken])
        #expect(try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.laptop).stdout == head)

        // Fixed by hand: the next sync commits and pushes it, and nothing needs attention any more.
        try Data("---\nschema: 2\ncreated: 2026-11-22T09:00:00+09:00\n---\n# Sunday\n\nFixed.\n".utf8).write(to: url)
        let fixed = try await m.sync(m.laptop)
        Expect.success(fixed)
        #expect(fixed.stdout.contains("1 edited outside diary committed") && fixed.stderr.isEmpty, "\(fixed)")
        let status = try await m.sb.diary("status", vault: .at(m.laptop))
        #expect(status.stdout.contains("Nothing needs attention."), "\(status)")
        try await m.sync(m.desktop).expectSuccess()
        try await m.expectConverged()
    }

    @Test("merge: the broken entry lands byte for byte in the merge, the local work goes out", arguments: Breakage.allCases)
    func merge(kind: Breakage) async throws {
        let m = try await SyncTests.Machines.make()
        defer { m.sb.cleanUp() }
        try await Self.pushWithPlainGit(m, [(Self.broken, kind.bytes), (Self.good, Data(Self.goodText.utf8))])
        Expect.success(try await m.sb.diary("new", "Written on the laptop meanwhile.", vault: .at(m.laptop)))

        let result = try await m.sync(m.laptop)
        Expect.success(result)
        #expect(result.stdout.contains("received 2 entries") && result.stdout.contains("need attention (\(Self.broken);"), "\(result)")
        #expect(result.stderr.contains("attention: \(Self.broken): came from origin/"), "\(result)")
        let parents = try await m.sb.gitResult(["rev-list", "--parents", "-n", "1", "HEAD"], in: m.laptop).stdout
        #expect(parents.split(separator: " ").count == 3, "a merge commit: \(parents)")
        #expect(Self.bytes(m.laptop, Self.broken) == kind.bytes)
        try await Self.expectAsPushed(m, m.laptop, Self.broken)
        #expect(m.text(m.laptop, Self.good) == Self.goodText)
        #expect(
            try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.laptop).stdout
                == (try await m.sb.gitResult(["rev-parse", "HEAD"], in: m.bare).stdout), "the laptop's entry was pushed")
        try await Self.expectListed(m, m.laptop, Self.broken)

        // The desktop, which only receives, is told too.
        let desktop = try await m.sync(m.desktop)
        Expect.success(desktop)
        #expect(desktop.stdout.contains("need attention (\(Self.broken);"), "\(desktop)")
        try await Self.expectAsPushed(m, m.desktop, Self.broken)
        try await Self.expectListed(m, m.desktop, Self.broken)
        try await m.sync(m.laptop).expectSuccess()
        try await m.expectConverged()
    }

    @Test("changed on both sides, the remote's version broken: the local one stays, the remote's is kept beside it byte for byte")
    func bothChangedRemoteBroken() async throws {
        let m = try await SyncTests.Machines.make()
        defer { m.sb.cleanUp() }
        let path = "2026/11/2026-11-20.md"
        let copy = "2026/11/2026-11-20-2.md"
        let theirs = BrokenEntry.badYAML.bytes
        try await Self.pushWithPlainGit(m, [(path, theirs)])
        try m.write(m.laptop, path, body: "# Thursday\n\nFirst lines, and the laptop's.\n")

        let result = try await m.sync(m.laptop)
        Expect.success(result)
        #expect(result.stdout.contains("2 need attention (\(copy), \(path);"), "\(result)")
        #expect(result.stderr.contains("attention: \(path): changed here and on origin/") && result.stderr.contains(copy), "\(result)")
        #expect(m.text(m.laptop, path)?.contains("the laptop's") == true, "the local version stays")
        #expect(Self.bytes(m.laptop, copy) == theirs, "the remote's version, byte for byte")
        try await m.sb.expectClean(in: m.laptop)
        try await Self.expectListed(m, m.laptop, path, [copy])
        try await Self.expectListed(m, m.laptop, copy)

        // Settled by hand: the remote's words taken into the entry, the copy removed; then nothing is listed.
        try FileManager.default.removeItem(at: m.laptop.appendingPathComponent(copy))
        try m.write(m.laptop, path, body: "# Thursday\n\nFirst lines, and the laptop's, and the other's.\n")
        try await m.sync(m.laptop).expectSuccess()
        let status = try await m.sb.diary("status", vault: .at(m.laptop))
        #expect(status.stdout.contains("Nothing needs attention."), "\(status)")
        try await m.sync(m.desktop).expectSuccess()
        try await m.expectConverged()
    }

    @Test("changed on both sides, the local version broken (committed with git): it stays, the remote's is kept beside it")
    func bothChangedLocalBroken() async throws {
        let m = try await SyncTests.Machines.make()
        defer { m.sb.cleanUp() }
        let path = "2026/11/2026-11-20.md"
        let copy = "2026/11/2026-11-20-2.md"
        let mine = BrokenEntry.notUTF8.bytes
        try mine.write(to: m.laptop.appendingPathComponent(path))
        try await m.sb.gitResult(["-c", "user.name=a", "-c", "user.email=a@b", "commit", "-qam", "broken here"], in: m.laptop).expectSuccess()
        let theirs = Data("---\nschema: 2\ncreated: 2026-11-20T09:00:00+09:00\n---\n# Thursday\n\nEdited elsewhere.\n".utf8)
        try await Self.pushWithPlainGit(m, [(path, theirs)])

        let result = try await m.sync(m.laptop)
        Expect.success(result)
        #expect(result.stderr.contains("attention: \(path): changed here and on origin/") && result.stderr.contains(copy), "\(result)")
        #expect(Self.bytes(m.laptop, path) == mine)
        #expect(Self.bytes(m.laptop, copy) == theirs)
        try await m.sb.expectClean(in: m.laptop)
        try await Self.expectListed(m, m.laptop, path, [copy])
    }
}
