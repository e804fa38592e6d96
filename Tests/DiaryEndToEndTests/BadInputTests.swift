import Foundation
import Testing

/// One `error:` line, a non-zero exit, nothing changed.
@Suite("bad input")
struct BadInputTests {
    @Test(
        "an unknown DAY: exit 64, and the one line lists every form a day takes",
        arguments: [
            ["show", "notaday"],
            ["show", "2025-02-30"],
            ["show", "21-11-2025"],
            ["open", "notaday"],
            ["open", "2026-13-45"],
            ["log", "notaday"],
            ["rm", "notaday", "--yes"],
            ["restore", "notaday"],
            ["meta", "notaday", "--star"],
            ["export", "notaday"],
            ["on-this-day", "notaday"]
        ])
    func unknownDay(arguments: [String]) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let before = try await sb.state()
        var env: [String: String?] = [:]
        env["EDITOR"] = sb.editor(.append)
        let result = try await sb.launch(arguments, env: env).wait()
        Expect.oneLineError(result, mentioning: [arguments[1], "YYYY-MM-DD", "'3 days ago'", "'last friday'", "어제", "'지난 금요일'"])
        #expect(result.status == 64, "\(result)")
        #expect(try await sb.state() == before)
        #expect(sb.editorRuns == 0)
    }

    @Test(
        "a DAY|PATH that names no entry file, or one outside the vault, is a usage error too",
        arguments: ["2026/11/notes.md", "../outside.md"])
    func notAnEntryPath(argument: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let result = try await sb.diary("show", argument)
        Expect.oneLineError(result, mentioning: [argument])
        #expect(result.status == 64, "\(result)")
    }

    @Test("a missing vault: an error naming it, and no folder is created", arguments: ["list", "show", "new", "open", "log"])
    func missingVault(command: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let missing = sb.root.appendingPathComponent("nonexistent/vault")
        let args = command == "show" ? [command, "today"] : command == "new" ? [command, "text"] : [command]
        var env: [String: String?] = [:]
        env["EDITOR"] = sb.editor(.append)
        let result = try await sb.launch(args, vault: .at(missing), env: env).wait()
        Expect.oneLineError(result, mentioning: [missing.path])
        #expect(!FileManager.default.fileExists(atPath: sb.root.appendingPathComponent("nonexistent").path))
        #expect(sb.editorRuns == 0)
    }

    @Test("--vault /nonexistent")
    func rootNonexistent() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let result = try await sb.diary("list", vault: .at(URL(fileURLWithPath: "/nonexistent")))
        Expect.oneLineError(result, mentioning: ["/nonexistent"])
    }

    @Test("a folder that is not a git repository: an error, and no repository is made")
    func notARepository() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        let before = try sb.files()
        for args in [["list"], ["show", "2025-09-03"], ["new", "text"], ["log"]] {
            let result = try await sb.launch(args).wait()
            Expect.oneLineError(result, mentioning: [sb.vault.path])
            #expect(result.stderr.contains("git"), "\(result)")
        }
        #expect(!FileManager.default.fileExists(atPath: sb.url(".git").path))
        #expect(try sb.files() == before)
    }

    @Test("--vault pointing at a file")
    func vaultIsAFile() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let file = sb.root.appendingPathComponent("file.txt")
        try Data("x".utf8).write(to: file)
        for args in [["list"], ["init"]] {
            let result = try await sb.launch(args, vault: .at(file)).wait()
            Expect.oneLineError(result, mentioning: [file.path])
        }
        #expect(try Data(contentsOf: file) == Data("x".utf8))
    }

    @Test("$DIARY_VAULT names the vault; --vault wins over it")
    func vaultFromEnvironment() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let list = try await sb.diary("list", vault: .none, env: ["DIARY_VAULT": sb.vault.path])
        Expect.success(list)
        #expect(list.outputLines.count == 5, "\(list)")
        let quick = try await sb.diary("new", "Through the environment.", vault: .none, env: ["DIARY_VAULT": sb.vault.path])
        Expect.success(quick)
        #expect(try await sb.commitCount() == 2)
        #expect(try await sb.subjects().first?.hasPrefix("New") == true)
        try await sb.expectClean()

        let missing = sb.root.appendingPathComponent("elsewhere")
        let wins = try await sb.diary("list", env: ["DIARY_VAULT": missing.path])
        Expect.success(wins)
        #expect(wins.outputLines.count == 6, "\(wins)")

        let envMissing = try await sb.diary("list", vault: .none, env: ["DIARY_VAULT": missing.path])
        Expect.oneLineError(envMissing, mentioning: [missing.path])
    }

    @Test("malformed entries: show and open name the file and change nothing", arguments: BrokenEntry.allCases)
    func malformedEntry(kind: BrokenEntry) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Fixture.write(into: sb)
        let path = "2026/11/2026-11-20.md"
        try sb.write(path, bytes: kind.bytes)
        try await sb.initVault()
        try await sb.expectClean()
        let before = try await sb.state()

        let show = try await sb.diary("show", "2026-11-20")
        Expect.oneLineError(show, mentioning: ["2026-11-20.md"] + kind.words)
        #expect(show.stdout.isEmpty, "\(show)")

        let showPath = try await sb.diary("show", path)
        Expect.oneLineError(showPath, mentioning: ["2026-11-20.md"])

        let open = try await sb.diary("open", "2026-11-20", editor: .append)
        Expect.oneLineError(open, mentioning: ["2026-11-20.md"])
        #expect(sb.editorRuns == 0, "the editor does not open on a file diary cannot read")
        #expect(sb.drafts().isEmpty)

        #expect(try await sb.state() == before, "no file rewritten, nothing committed")
        try await sb.expectClean()
        #expect(sb.bytes(path) == kind.bytes)
    }

    @Test("a quick entry on a day whose first entry is broken still gets its own file")
    func quickEntryBesideBrokenFile() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        Expect.success(try await sb.diary("new", "First."))
        let first = try #require(try sb.files().keys.first)
        try sb.write(first, bytes: BrokenEntry.tabIndentation.bytes)
        try await sb.plainGitCommitAll("Break it by hand")
        let result = try await sb.diary("new", "Second.")
        Expect.success(result)
        #expect(sb.bytes(first) == BrokenEntry.tabIndentation.bytes)
        #expect(try sb.files().count == 2)
        try await sb.expectClean()
    }
}

/// Entry files diary must refuse to read, naming the file.
enum BrokenEntry: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case tabIndentation
    case unterminated
    case badYAML
    case notUTF8
    case newerSchema
    case notAMap

    var testDescription: String { rawValue }

    var bytes: Data {
        switch self {
        case .tabIndentation:
            return Data("---\nschema: 2\ncreated: 2026-11-20T10:00:00+09:00\nlocation:\n\tname: Seoul\n---\n# Tabs\n\nBody.\n".utf8)
        case .unterminated:
            return Data("---\nschema: 2\ncreated: 2026-11-20T10:00:00+09:00\n# No end\n\nBody.\n".utf8)
        case .badYAML:
            return Data("---\nschema: 2\ncreated: 2026-11-20T10:00:00+09:00\ntags: [a, b\n---\n# Bad\n\nBody.\n".utf8)
        case .notUTF8:
            return Data("---\nschema: 2\ncreated: 2026-11-20T10:00:00+09:00\n---\n# Latin-1\n\nCaf".utf8) + Data([0xE9, 0x0A, 0xFF, 0xFE, 0x0A])
        case .newerSchema:
            return Data("---\nschema: 3\ncreated: 2026-11-20T10:00:00+09:00\n---\n# From the future\n\nBody.\n".utf8)
        case .notAMap:
            return Data("---\n- just\n- a list\n---\n# List\n\nBody.\n".utf8)
        }
    }

    /// Words the error should contain besides the file name.
    var words: [String] {
        switch self {
        case .newerSchema: return ["3"]
        case .notUTF8: return ["UTF-8"]
        default: return []
        }
    }
}
