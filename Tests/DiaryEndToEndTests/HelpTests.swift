import Foundation
import Localization
import Testing

@testable import diary

@Suite("help and version")
struct HelpTests {
    static let subcommands = [
        "init", "open", "new", "list", "search", "show", "log", "rm", "restore", "migrate", "import",
        "export", "meta", "attach", "tags", "on-this-day", "calendar", "stats"
    ]

    @Test("--help works on every subcommand", arguments: subcommands)
    func subcommandHelp(command: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let result = try await sb.diary(command, "--help", vault: .none)
        Expect.success(result)
        #expect(result.stdout.contains("diary \(command)"), "\(result)")
        #expect(result.stdout.contains("--vault"), "every command takes --vault: \(result)")
        // `import` says so of its subcommands (`import jrnl --help` lists the options).
        let options = command == "import" ? try await sb.diary("import", "jrnl", "--help", vault: .none) : result
        #expect(options.stdout.contains("-j, --journal <name>"), "every command takes -j NAME: \(options)")
        let viaHelp = try await sb.diary("help", command, vault: .none)
        Expect.success(viaHelp)
        #expect(viaHelp.stdout.contains("diary \(command)"), "\(viaHelp)")
        #expect(!FileManager.default.fileExists(atPath: sb.root.appendingPathComponent("Diary").path), "help touches no vault")
    }

    @Test("diary --help lists every subcommand")
    func rootHelp() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let result = try await sb.diary("--help", vault: .none)
        Expect.success(result)
        for command in Self.subcommands {
            #expect(result.stdout.contains(command), "\(command) in \(result)")
        }
    }

    @Test("diary --version prints a version")
    func version() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let result = try await sb.diary("--version", vault: .none)
        Expect.success(result)
        #expect(result.stdout.contains(#/\d+\.\d+(\.\d+)?/#), "\(result)")
        #expect(result.outputLines.count == 1)
        // Alone it is answered before the argument parser starts; with another option it goes through the
        // parser: the same line either way.
        let parsed = try await sb.diary("--vault", sb.vault.path, "--version", vault: .none)
        Expect.success(parsed)
        #expect(parsed.stdout == result.stdout, "\(parsed) beside \(result)")
        #expect(result.stderr.isEmpty && parsed.stderr.isEmpty)
    }

    @Test("an unknown subcommand or option is a usage error")
    func unknownSubcommand() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let unknown = try await sb.diary("frobnicate", vault: .none)
        #expect(unknown.status == 64, "\(unknown)")
        Expect.expectNoCrash(unknown)
        let badOption = try await sb.diary("list", "--nope", vault: .none)
        #expect(badOption.status == 64, "\(badOption)")
    }

    static let languages: [(lang: String, text: any InterfaceText)] = [("en_US.UTF-8", EnglishText()), ("ko_KR.UTF-8", KoreanText())]

    /// The help's lines above OPTIONS, but the usage line (which ArgumentParser never wraps).
    static func linesAboveOptions(_ help: String) -> [Substring] {
        help.split(separator: "\n").prefix { $0 != "OPTIONS:" }.filter { !$0.hasPrefix("USAGE:") }
    }

    /// A section's text (ARGUMENTS:, …) with its wrapping undone: runs of spaces and line breaks made one space.
    static func section(_ name: String, of help: String) -> String {
        let lines = help.split(separator: "\n").drop { $0 != name }.dropFirst().prefix { !$0.hasSuffix(":") || $0.hasPrefix(" ") }
        return lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
    }

    /// The example lines (starting with a space) of a discussion.
    static func examples(_ discussion: String) -> [Substring] {
        discussion.split(separator: "\n").filter { $0.hasPrefix(" ") }
    }

    @Test(
        "at 80 columns, in English and Korean, no line of the help's text is wider than 80 and examples stay whole",
        arguments: [
            ["open", "--help"], ["new", "--help"], ["help", "new"], ["--help"], ["show", "--help"], ["on-this-day", "--help"],
            ["encrypt", "init", "--help"]
        ])
    func eightyColumns(arguments: [String]) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        for (lang, text) in Self.languages {
            let result = try await sb.launch(arguments, vault: .none, env: ["COLUMNS": "80", "LANG": lang]).wait()
            Expect.success(result)
            for line in Self.linesAboveOptions(result.stdout) {
                #expect(LookingBack.width(line) <= 80, "\(lang) \(arguments): \(LookingBack.width(line)) columns: \(line)")
            }
            let output = Set(result.stdout.split(separator: "\n"))
            let discussion =
                arguments.contains("new")
                ? text.newQuickEntryDiscussion + "\n" + text.newEntryOptionsDiscussion
                : arguments == ["--help"]
                    ? text.rootDiscussion
                    : arguments.first == "encrypt" ? EncryptInit.configuration.discussion : ""
            for example in Self.examples(discussion) {
                #expect(output.contains(example), "\(lang): the example whole on its own line: \(example)\n\(result.stdout)")
            }
        }
    }

    @Test("diary open --help: the DAY forms of a bad-DAY error, and the default said once, in the help's own words")
    func openDayHelp() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        for (lang, text) in Self.languages {
            let result = try await sb.launch(["open", "--help"], vault: .none, env: ["COLUMNS": "80", "LANG": lang]).wait()
            Expect.success(result)
            let day = Self.section("ARGUMENTS:", of: result.stdout)
            #expect(day == "<day> " + text.dayArgumentHelp(.today, orPath: true), "\(lang): \(result.stdout)")
            #expect(day.contains(text.dayForms), "\(lang): every form: \(day)")
            #expect(!day.contains("default"), "ArgumentParser's '(default: today)' is not added: \(day)")
        }
        #expect(EnglishText().dayArgumentHelp(.today, orPath: true).components(separatedBy: "today when not given").count == 2)
    }

    @Test("diary --help says where the vault is and how to get shell completion")
    func rootDiscussion() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let result = try await sb.diary("--help", vault: .none)
        Expect.success(result)
        for words in ["--generate-completion-script", "$DIARY_VAULT", "the vault the current folder is in", "--vault <path>"] {
            #expect(result.stdout.contains(words), "\(words): \(result.stdout)")
        }
    }
}
