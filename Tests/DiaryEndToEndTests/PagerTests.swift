import Foundation
import TestSupport
import Testing

@testable import diary

@Suite("the pager: when and with what")
struct PagerChoiceTests {
    static let screen = TerminalSize(rows: 24, columns: 80)
    static let long = (1...30).map { "line \($0)" }.joined(separator: "\n") + "\n"
    static let short = "one\ntwo\nthree\n"

    @Test("never when stdout is not a terminal, however long the text")
    func notATerminal() {
        #expect(PagerChoice.pager(for: Self.long, terminal: nil, environment: [:]) == nil)
        #expect(PagerChoice.pager(for: Self.long, terminal: nil, environment: ["PAGER": "less"]) == nil)
    }

    @Test("on a terminal: less -R with LESS=FRX by default, only for text that does not fit")
    func defaults() {
        #expect(PagerChoice.pager(for: Self.short, terminal: Self.screen, environment: [:]) == nil)
        let pager = PagerChoice.pager(for: Self.long, terminal: Self.screen, environment: [:])
        #expect(pager == PagerCommand(shellCommand: "less -R", environment: ["LESS": "FRX", "LV": "-c"]))
        // 23 lines and the prompt fill 24 rows; 24 lines would scroll the first away.
        let fits = String(repeating: "x\n", count: 23)
        let scrolls = String(repeating: "x\n", count: 24)
        #expect(PagerChoice.pager(for: fits, terminal: Self.screen, environment: [:]) == nil)
        #expect(PagerChoice.pager(for: scrolls, terminal: Self.screen, environment: [:]) != nil)
    }

    @Test("$PAGER is run as given; empty or cat means no pager; a LESS of the user's own is kept")
    func environment() {
        let most = PagerChoice.pager(for: Self.long, terminal: Self.screen, environment: ["PAGER": "most -s"])
        #expect(most?.shellCommand == "most -s")
        for none in ["", "  ", "cat"] {
            #expect(PagerChoice.pager(for: Self.long, terminal: Self.screen, environment: ["PAGER": none]) == nil, "PAGER=\(none)")
        }
        let own = PagerChoice.pager(for: Self.long, terminal: Self.screen, environment: ["LESS": "-S", "LV": "x"])
        #expect(own == PagerCommand(shellCommand: "less -R", environment: [:]), "the user's LESS and LV are theirs")
    }

    @Test("rows count wrapped lines, Korean as two columns, and no colour codes")
    func screenRows() {
        #expect(PagerChoice.screenRows("", columns: 80) == 0)
        #expect(PagerChoice.screenRows("a\n", columns: 80) == 1)
        #expect(PagerChoice.screenRows("a\nb", columns: 80) == 2)
        #expect(PagerChoice.screenRows("a\n\nb\n", columns: 80) == 3)
        #expect(PagerChoice.screenRows(String(repeating: "x", count: 81) + "\n", columns: 80) == 2)
        #expect(PagerChoice.screenRows(String(repeating: "가", count: 41) + "\n", columns: 80) == 2, "82 columns")
        #expect(PagerChoice.screenRows(String(repeating: "가", count: 40) + "\n", columns: 80) == 1)
        let coloured = "\u{1B}[1m" + String(repeating: "x", count: 80) + "\u{1B}[0m\n"
        #expect(PagerChoice.screenRows(coloured, columns: 80) == 1)
        // One line wrapped on a narrow terminal: 4 rows fit on 5, 20 do not.
        let narrow = TerminalSize(rows: 5, columns: 10)
        #expect(PagerChoice.pager(for: String(repeating: "word ", count: 8) + "\n", terminal: narrow, environment: [:]) == nil)
        #expect(PagerChoice.pager(for: String(repeating: "word ", count: 40) + "\n", terminal: narrow, environment: [:]) != nil)
    }
}

@Suite("the pager, end to end")
struct PagerEndToEndTests {
    /// A vault with one long entry (2025-11-21, 200 lines) and one short (2025-11-22); a stub pager that
    /// records its LESS and what it was given in `pager.out`.
    static func prepare(_ sb: Sandbox) async throws -> (pager: URL, record: URL) {
        let body = (1...200).map { "Line \($0) of a long day." }.joined(separator: "\n")
        try sb.write("2025/11/2025-11-21.md", Fixture.entry(day: "2025-11-21", title: "Long", body: body))
        try sb.write("2025/11/2025-11-22.md", Fixture.entry(day: "2025-11-22", title: "Short", body: "Brief."))
        try await sb.initVault()
        let record = sb.root.appendingPathComponent("pager.out")
        let pager = sb.bin.appendingPathComponent("record-pager.sh")
        try Data("#!/bin/sh\necho \"LESS=$LESS\" > '\(record.path)'\ncat >> '\(record.path)'\n".utf8).write(to: pager)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: pager.path)
        return (pager, record)
    }

    @Test("piped output never pages: show and log write straight to the pipe, whatever PAGER is")
    func pipedNeverPages() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let (pager, record) = try await Self.prepare(sb)
        for args in [["show", "2025-11-21"], ["log", "-p"]] {
            let result = try await sb.launch(args, env: ["PAGER": pager.path, "LINES": "5"]).wait()
            Expect.success(result)
            #expect(result.stdout.contains("Line 200 of a long day."), "\(args): the whole text on stdout: \(result)")
            #expect(!FileManager.default.fileExists(atPath: record.path), "\(args): the pager ran on a pipe")
        }
    }

    /// Runs `diary args` on a pseudo-terminal (util-linux `script`), so stdout is a terminal.
    static func onTerminal(_ sb: Sandbox, _ args: [String], env: [String: String?]) async throws -> RunResult {
        let quoted = ([DiaryBinary.url.path] + args + ["--vault", sb.vault.path]).map { "'\($0)'" }.joined(separator: " ")
        var environment: [String: String?] = env
        environment["SHELL"] = "/bin/sh"
        return try await LaunchedProcess(
            executable: URL(fileURLWithPath: "/usr/bin/script"),
            arguments: ["-qec", quoted, "/dev/null"], environment: sb.environment(environment),
            directory: sb.root, stdin: nil, ioFolder: sb.root.appendingPathComponent("io")
        ).wait()
    }

    @Test(
        "on a terminal: a long entry goes through $PAGER with LESS=FRX, a short one does not, PAGER=cat never",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func terminalPages() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let (pager, record) = try await Self.prepare(sb)
        let env: [String: String?] = ["PAGER": pager.path, "NO_COLOR": "1"]

        let long = try await Self.onTerminal(sb, ["show", "2025-11-21"], env: env)
        #expect(long.status == 0, "\(long)")
        let paged = try String(contentsOf: record, encoding: .utf8)
        #expect(paged.hasPrefix("LESS=FRX\nLong\n"), "\(paged.prefix(200))")
        #expect(paged.contains("Line 200 of a long day."), "the pager got the whole text")
        #expect(!long.stdout.contains("Line 200"), "not written twice: \(long.stdout.suffix(200))")
        try FileManager.default.removeItem(at: record)

        let short = try await Self.onTerminal(sb, ["show", "2025-11-22"], env: env)
        #expect(short.status == 0 && short.stdout.contains("Brief."), "\(short)")
        #expect(!FileManager.default.fileExists(atPath: record.path), "a short entry fits: no pager")

        let cat = try await Self.onTerminal(sb, ["show", "2025-11-21"], env: ["PAGER": "cat", "NO_COLOR": "1"])
        #expect(cat.status == 0 && cat.stdout.contains("Line 200 of a long day."), "\(cat.stdout.suffix(200))")

        let ownLess = try await Self.onTerminal(sb, ["log", "-p"], env: env.merging(["LESS": "-S"]) { $1 })
        #expect(ownLess.status == 0, "\(ownLess)")
        #expect(try String(contentsOf: record, encoding: .utf8).hasPrefix("LESS=-S\n"), "the user's LESS is kept")
    }
}
