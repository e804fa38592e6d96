import Foundation
import TestSupport
import Testing

@testable import diary

@Suite("shell completion")
struct CompletionTests {
    static let subcommands = HelpTests.subcommands + ["sync", "remote", "status"]
    /// The fixture's days, newest first (2025-11-21 has two entries and is offered once).
    static let days = ["2025-11-21", "2025-11-02", "2025-10-18", "2025-09-03"]
    static let dayArguments = ["show", "log", "rm", "restore", "open", "meta", "export", "on-this-day"]

    @Test(
        "--generate-completion-script writes a script for each shell, with the subcommands and the day completion",
        arguments: ["bash", "zsh", "fish"])
    func scripts(_ shell: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let result = try await sb.diary("--generate-completion-script", shell, vault: .none)
        Expect.success(result)
        #expect(result.stderr.isEmpty, "\(result)")
        let script = result.stdout
        for command in Self.subcommands {
            #expect(script.contains(command), "\(shell): \(command)")
        }
        for command in Self.dayArguments {
            #expect(script.contains("---completion \(command) -- positional@0"), "\(shell): days for \(command)")
        }
        switch shell {
        case "zsh": #expect(script.hasPrefix("#compdef diary"))
        case "fish": #expect(script.contains("complete -c 'diary'"))
        default: #expect(script.contains("complete -o filenames -F _diary diary"))
        }
    }

    @Test("an unknown shell is a usage error")
    func unknownShell() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let result = try await sb.diary("--generate-completion-script", "tcsh", vault: .none)
        #expect(result.status == 64, "\(result)")
        Expect.expectNoCrash(result)
    }

    /// What `diary ---completion <command> …` answers for the word at the end of `line`, as the scripts ask it.
    static func complete(_ sb: Sandbox, _ command: String, line: [String], env: [String: String?] = [:]) async throws -> [String] {
        let word = line.last ?? ""
        let result = try await sb.launch(
            [
                "---completion", command, "--", "positional@0", String(line.count - 1),
                String(word.count)
            ] + line, vault: .none, env: env
        ).wait()
        Expect.success(result)
        return result.outputLines
    }

    @Test("DAY|PATH arguments complete today, yesterday and the vault's days, newest first", arguments: dayArguments)
    func vaultDays(_ command: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let all = try await Self.complete(sb, command, line: ["diary", command, "--vault", sb.vault.path, ""])
        #expect(all == ["today", "yesterday"] + Self.days)
        let november = try await Self.complete(sb, command, line: ["diary", command, "--vault=\(sb.vault.path)", "2025-11"])
        #expect(november == ["2025-11-21", "2025-11-02"])
        let paths = try await Self.complete(sb, command, line: ["diary", command, "--vault", sb.vault.path, "2025/11/"])
        #expect(paths == [Fixture.evening, Fixture.river, Fixture.commute], "paths for a day with several entries")
    }

    @Test("the vault is --vault, else $DIARY_VAULT; no vault gives just today and yesterday")
    func whichVault() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let fromEnvironment = try await Self.complete(sb, "show", line: ["diary", "show", ""], env: ["DIARY_VAULT": sb.vault.path])
        #expect(fromEnvironment == ["today", "yesterday"] + Self.days)
        let quoted = try await Self.complete(sb, "show", line: ["diary", "show", "--vault", "'\(sb.vault.path)'", "2025-09"])
        #expect(quoted == ["2025-09-03"], "the shell word comes with its quotes")
        let nowhere = try await Self.complete(sb, "show", line: ["diary", "show", "--vault", "/nonexistent/vault", ""])
        #expect(nowhere == ["today", "yesterday"])
        let none = try await Self.complete(sb, "show", line: ["diary", "show", ""])
        #expect(none == ["today", "yesterday"], "HOME is the sandbox: ~/Diary does not exist")
    }

    @Test("the bash script completes subcommands and days when bash asks it")
    func bashCompletes() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let (bashScript, path) = try await Self.install("bash", in: sb)
        let driver = """
            source '\(bashScript.path)'
            ask() {
              COMP_LINE="$1"; COMP_POINT=${#COMP_LINE}
              read -ra COMP_WORDS <<< "$COMP_LINE"
              [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
              COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
              COMPREPLY=()
              _diary diary "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
              (IFS=' '; echo "${COMPREPLY[*]}")
            }
            ask "diary "
            ask "diary re"
            ask "diary show --vault \(sb.vault.path) "
            ask "diary rm --vault \(sb.vault.path) 2025-1"

            """
        let script = sb.root.appendingPathComponent("complete.sh")
        try Data(driver.utf8).write(to: script)
        let result = try await Self.run("/bin/bash", [script.path], in: sb, path: path)
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines.count >= 4, "\(result)")
        for command in Self.subcommands {
            #expect(lines[0].split(separator: " ").contains(Substring(command)), "\(command) in \(lines[0])")
        }
        #expect(lines[1] == "restore remote", "\(lines[1])")
        #expect(lines[2] == (["today", "yesterday"] + Self.days).joined(separator: " "), "\(lines[2])")
        #expect(lines[3] == "2025-11-21 2025-11-02 2025-10-18", "\(lines[3])")
    }

    @Test("a request from fish 3 without the cursor index still completes (ArgumentParser's script cannot ask fish 3 for it)")
    func fishThreeRequest() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        for (word, expected) in [("''", ["today", "yesterday"] + Self.days), ("2025-1", ["2025-11-21", "2025-11-02", "2025-10-18"])] {
            let result = try await sb.launch(
                [
                    "---completion", "show", "--", "positional@0", "4",
                    "diary", "show", "--vault", sb.vault.path, word
                ], vault: .none
            ).wait()
            Expect.success(result)
            #expect(result.outputLines == expected, "\(word): \(result)")
        }
        #expect(
            CompletionRequest.repaired(["---completion", "rm", "--", "positional@0", "2", "diary", "rm", "2025-1"])
                == ["---completion", "rm", "--", "positional@0", "2", "6", "diary", "rm", "2025-1"])
        let complete = ["---completion", "rm", "--", "positional@0", "2", "3", "diary", "rm", "2025-1"]
        #expect(CompletionRequest.repaired(complete) == complete, "a whole request is left as it is")
        #expect(CompletionRequest.repaired(["show", "today"]) == ["show", "today"])
    }

    /// Writes the script for `shell` into the sandbox and a `diary` on PATH next to the stub editors.
    static func install(_ shell: String, in sb: Sandbox) async throws -> (script: URL, path: String) {
        let result = try await sb.diary("--generate-completion-script", shell, vault: .none)
        let script = sb.root.appendingPathComponent("diary.\(shell)")
        try Data(result.stdout.utf8).write(to: script)
        let link = sb.bin.appendingPathComponent("diary")
        if !FileManager.default.fileExists(atPath: link.path) {
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: DiaryBinary.url)
        }
        return (script, sb.bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"))
    }

    static func run(
        _ executable: String, _ arguments: [String], in sb: Sandbox, path: String,
        env: [String: String?] = [:]
    ) async throws -> RunResult {
        try await LaunchedProcess(
            executable: URL(fileURLWithPath: executable), arguments: arguments,
            environment: sb.environment(env.merging(["PATH": path]) { $1 }), directory: sb.root, stdin: nil,
            ioFolder: sb.root.appendingPathComponent("io")
        ).wait()
    }

    @Test(
        "the zsh and fish scripts parse in their shells",
        arguments: [
            ("zsh", "/usr/bin/zsh", ["-n"]),
            ("fish", "/usr/bin/fish", ["--no-execute"])
        ])
    func scriptsParse(_ shell: String, _ executable: String, _ check: [String]) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: executable), "\(executable) is missing: make deps installs it")
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let (script, path) = try await Self.install(shell, in: sb)
        let result = try await Self.run(executable, check + [script.path], in: sb, path: path)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
    }

    @Test("fish completes days through the script (on a pseudo-terminal: fish completes only when interactive)")
    func fishCompletes() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let (script, path) = try await Self.install("fish", in: sb)
        let fish = "fish --no-config -i -c 'source \(script.path); complete -C \"diary show --vault \(sb.vault.path) 2025-1\"'"
        let result = try await Self.run(
            "/usr/bin/script", ["-qec", fish, "/dev/null"], in: sb, path: path,
            env: ["TERM": "xterm-256color"])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines == ["2025-11-21", "2025-11-02", "2025-10-18"], "\(result)")
    }

    @Test("zsh completes subcommands and days through the script as _diary on $fpath, Tab pressed in a terminal")
    func zshCompletes() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        let (script, path) = try await Self.install("zsh", in: sb)
        let functions = sb.root.appendingPathComponent("zsh-functions")
        try FileManager.default.createDirectory(at: functions, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: script, to: functions.appendingPathComponent("_diary"))
        let terminal = try await TmuxTerminal(in: sb.root, environment: sb.environment(["PATH": path, "LANG": "C.UTF-8"]))
        defer { terminal.close() }
        try await Self.startZsh(in: terminal, functions: functions)
        try terminal.type("diary show --vault \(sb.vault.path) 2025-1")
        try terminal.press("Tab")
        let days = try await terminal.waitForScreen("zsh listing the days") { $0.contains("2025-11-02") }
        #expect(days.contains("2025-11-21") && days.contains("2025-10-18") && !days.contains("2025-09-03"), "\(days)")
        try terminal.press("C-c")
        // zsh takes Ctrl-C as a signal, and a key typed before it has handled the signal lands on the old line:
        // wait for the new, empty prompt first.
        try await terminal.waitForScreen("zsh's new prompt after Ctrl-C") { Self.endsWithEmptyZshPrompt($0) }
        try terminal.type("diary encr")
        try terminal.press("Tab")
        try await terminal.waitForScreen("zsh completing a subcommand") { $0.contains("diary encrypt ") }
    }

    /// Whether the screen's last line that is not blank is zsh's prompt with nothing typed after it.
    static func endsWithEmptyZshPrompt(_ screen: String) -> Bool {
        let last = screen.split(separator: "\n").last { !$0.allSatisfy(\.isWhitespace) }
        let trimmed = last.map { $0.trimmingCharacters(in: .whitespaces) }
        return trimmed == "zsh#" || trimmed == "zsh%"
    }

    /// Replaces the terminal's bash with zsh (no start-up files) whose $fpath starts with `functions`, completion on.
    static func startZsh(in terminal: TmuxTerminal, functions: URL) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"), "zsh is missing: make deps installs it")
        try terminal.typeLine("exec zsh -f")
        try terminal.typeLine("fpath=('\(functions.path)' $fpath); autoload -U compinit; compinit -u; PS1='zsh%# '")
        try await terminal.waitForScreen("zsh's prompt") { $0.contains("zsh#") || $0.contains("zsh%") }
    }

    @Test("--vault and shell quoting are read from the words as typed")
    func words() {
        #expect(DayCompletion.vaultArgument(in: ["diary", "show", "--vault", "/a", ""]) == "/a")
        #expect(DayCompletion.vaultArgument(in: ["diary", "show", "--vault=/b"]) == "/b")
        #expect(DayCompletion.vaultArgument(in: ["diary", "show", "--vault"]) == nil, "no value yet")
        #expect(DayCompletion.vaultArgument(in: ["diary", "show", ""]) == nil)
        #expect(DayCompletion.unquoted("'My Diary'") == "My Diary")
        #expect(DayCompletion.unquoted("\"My Diary\"") == "My Diary")
        #expect(DayCompletion.unquoted("My\\ Diary") == "My Diary")
        #expect(DayCompletion.unquoted("~/Diary") == "~/Diary")
    }
}
