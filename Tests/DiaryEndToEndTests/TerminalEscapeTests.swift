import Foundation
import Testing

@testable import diary

/// Control characters in entries, file names and remotes never reach the terminal as they are: they are
/// shown in caret notation (`^[`, `^G`, `M-^[`), and passwords in remote URLs are left out.
@Suite("terminal escapes")
struct TerminalEscapeTests {
    static let path = "2025/11/2025-11-22.md"
    /// ESC ] 0 ; … BEL retitles the window, ESC [ 2 J clears the screen, U+009B is a one-character CSI.
    static let entry = """
        ---
        schema: 2
        created: 2025-11-22T10:00:00+09:00
        location:
          name: "Seoul\\e[2J"
        weather:
          condition: "Rain\\x9b2J"
        tags: ["red\\e[31m", 가을, "bell\\a"]
        ---
        # Walk \\e]0;pwned\\a in 서울 🌧

        Body with a clear screen \\e[2J and a tab\there.

        """
    // The entry as a file: the YAML escapes above are written as the real control characters in the body.
    static var fileText: String {
        entry.replacingOccurrences(of: "# Walk \\e]0;pwned\\a", with: "# Walk \u{1B}]0;pwned\u{07}")
            .replacingOccurrences(of: "screen \\e[2J", with: "screen \u{1B}[2J")
    }

    static func forbidden(_ output: String) -> [String] {
        var found: [String] = []
        for scalar in output.unicodeScalars {
            let v = scalar.value
            if (v < 0x20 && v != 0x0A && v != 0x09) || (0x7F...0x9F).contains(v) { found.append(String(format: "U+%04X", v)) }
        }
        return found
    }

    @Test(
        "list, search, show, tags, stats, on-this-day and log show control characters visibly",
        arguments: [
            ["list"], ["search", "walk"], ["search", "screen"], ["show", "2025-11-22"], ["tags"], ["stats"],
            ["log", "2025-11-22"], ["list", "--starred"]
        ])
    func commands(arguments: [String]) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.write(Self.path, Self.fileText)
        try await sb.initVault()
        let result = try await sb.launch(arguments, env: ["COLUMNS": "200"]).wait()
        Expect.expectNoCrash(result)
        #expect(Self.forbidden(result.stdout + result.stderr).isEmpty, "\(Self.forbidden(result.allOutput)): \(result)")
        let shown = result.stdout
        switch arguments[0] {
        case "list":
            if arguments != ["list", "--starred"] { #expect(shown.contains("Walk ^[]0;pwned^G in 서울 🌧"), "\(result)") }
        case "search":
            // Each search shows the line it matched: the title for "walk", the body's line for "screen".
            let matched = arguments[1] == "walk" ? "Walk ^[]0;pwned^G in 서울 🌧" : "screen ^[[2J"
            #expect(shown.contains(matched), "\(result)")
        case "show":
            #expect(shown.contains("Walk ^[]0;pwned^G in 서울 🌧"), "\(result)")
            #expect(shown.contains("Seoul^[[2J") && shown.contains("RainM-^[2J"), "\(result)")
            #expect(shown.contains("#red^[[31m #가을 #bell^G"), "\(result)")
            #expect(shown.contains("a clear screen ^[[2J and a tab\there."), "\(result)")
        case "tags":
            #expect(shown.contains("red^[[31m") && shown.contains("bell^G") && shown.contains("가을"), "\(result)")
        case "stats":
            #expect(shown.contains("Seoul^[[2J"), "\(result)")
        default:
            break
        }
    }

    @Test("show --raw prints the file byte for byte")
    func rawBody() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try sb.write(Self.path, Self.fileText)
        try await sb.initVault()
        let raw = try await sb.diary("show", "2025-11-22", "--raw")
        Expect.success(raw)
        #expect(raw.stdout == Self.fileText, "\(raw)")
    }

    @Test("status and sync's messages show a file name's control characters; a name with a newline is quoted in the commit")
    func fileNames() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let name = "notes \u{1B}]0;pwned\u{07}\nline.md"
        try sb.write(name, "Hello.\n")
        let status = try await sb.diary("status")
        Expect.success(status)
        #expect(Self.forbidden(status.allOutput).isEmpty, "\(status)")
        #expect(status.stdout.contains("notes ^[]0;pwned^G^Jline.md"), "\(status)")

        // sync commits an edit made outside diary to a file git tracks (it never takes new files that are
        // not entries): the name is quoted as git quotes it, on one line.
        try await sb.plainGitCommitAll("Track the note")
        try sb.write(name, "Hello again.\n")
        let bare = sb.root.appendingPathComponent("diary.git")
        try await sb.gitResult(["init", "-q", "--bare", bare.path], in: sb.root).succeeded()
        Expect.success(try await sb.diary("remote", "add", "origin", bare.path))
        let sync = try await sb.diary("sync")
        Expect.success(sync)
        #expect(Self.forbidden(sync.allOutput).isEmpty, "\(sync)")
        let message = try await sb.git("log", "-1", "--format=%B").trimmingCharacters(in: .newlines)
        #expect(message == "Edit outside diary: \"notes \\033]0;pwned\\a\\nline.md\"", "\(message)")
        // git quotes the same name the same way.
        let gitQuoted = try await sb.git("-c", "core.quotePath=false", "ls-files").split(separator: "\n").map(String.init)
        #expect(gitQuoted.contains("\"notes \\033]0;pwned\\a\\nline.md\""), "\(gitQuoted)")
        try await sb.expectClean()
    }

    @Test("remote list and status leave out a URL's password, as errors do")
    func remotePassword() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        // diary refuses to add such a URL; plain git (or an older config) may hold one.
        try await sb.git("remote", "add", "origin", "https://ada:s3cret@example.com/diary.git")
        for args in [["remote", "list"], ["status"], ["remote"]] {
            let result = try await sb.launch(args).wait()
            Expect.success(result)
            #expect(!result.allOutput.contains("s3cret"), "\(result)")
            #expect(result.stdout.contains("https://ada@example.com/diary.git"), "\(result)")
        }
        // The URL itself is kept as given: plain git still has the password to use.
        #expect(try await sb.git("remote", "get-url", "origin").contains("ada:s3cret@"))
    }

    @Test("TerminalSafe: caret notation for C0, DEL and C1; tabs, newlines and CRLF kept in text; Unicode untouched")
    func terminalSafe() {
        #expect(TerminalSafe.line("a\u{1B}[2Jb\u{07}c\u{7F}d\u{9B}e") == "a^[[2Jb^Gc^?dM-^[e")
        #expect(TerminalSafe.line("tab\there\nnext\r") == "tab here^Jnext^M")
        #expect(TerminalSafe.text("tab\there\nnext\r\nlast\rover") == "tab\there\nnext\r\nlast^Mover")
        #expect(TerminalSafe.line("가을 🌧 café e\u{301} ¢ \u{A0}") == "가을 🌧 café e\u{301} ¢ \u{A0}")
        // Bidirectional overrides and isolates reorder what follows on the screen: shown by their code.
        #expect(TerminalSafe.line("invoice\u{202E}fdp.exe") == "invoice<U+202E>fdp.exe")
        #expect(TerminalSafe.text("a\u{2066}b\u{2069}c\u{202A}\n") == "a<U+2066>b<U+2069>c<U+202A>\n")
        #expect(TerminalSafe.line("– — … ‘’ “” •") == "– — … ‘’ “” •", "other characters after 0xE2 are kept")
        #expect(TerminalSafe.line("\u{00}\u{1F}") == "^@^_")
        #expect(TerminalSafe.line("\u{80}\u{9F}") == "M-^@M-^_")
        #expect(TerminalSafe.text("ends with\r") == "ends with^M")
    }
}
