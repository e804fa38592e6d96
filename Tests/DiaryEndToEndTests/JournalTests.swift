import Foundation
import TestSupport
import Testing

/// Several journals by name: `journals:` in the user settings file, `-j NAME` on every command,
/// `diary journals`, `diary init --journal NAME PATH` and completion of the names.
@Suite("journals by name")
struct JournalTests {
    /// The user settings file of every sandbox (XDG_CONFIG_HOME is the sandbox).
    static func settingsFile(_ sb: Sandbox) -> URL { sb.root.appendingPathComponent("diary/config.yaml") }

    static func writeSettings(_ sb: Sandbox, _ text: String) throws {
        let file = settingsFile(sb)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// A vault at `folder` (under the sandbox) holding one quick entry that says `marker`.
    static func vault(_ sb: Sandbox, _ folder: String, marker: String) async throws -> URL {
        let url = sb.root.appendingPathComponent(folder)
        Expect.success(try await sb.diary("init", vault: .at(url)))
        Expect.success(try await sb.diary("new", "Written in \(marker).", vault: .at(url)))
        return url
    }

    /// `list` run with `args`, and which of `markers` its output shows (exactly one is expected).
    static func listed(_ sb: Sandbox, _ args: [String], env: [String: String?] = [:], in folder: URL? = nil, markers: [String])
        async throws -> [String]
    {
        let result = try await sb.launch(["list"] + args, vault: .none, env: env, in: folder).wait()
        Expect.success(result, context: args.joined(separator: " "))
        return markers.filter { result.stdout.contains("Written in \($0).") }
    }

    @Test("the vault is --vault, else -j, else $DIARY_VAULT, else the current folder's, else the default journal, else ~/Diary")
    func precedence() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let markers = ["personal", "work", "environment", "here", "given"]
        var vaults: [String: URL] = [:]
        for marker in markers { vaults[marker] = try await Self.vault(sb, "v-\(marker)", marker: marker) }
        try Self.writeSettings(sb, "journals:\n  personal: ~/v-personal\n  work: ~/v-work\njournal: personal\n")
        let env: [String: String?] = ["DIARY_VAULT": vaults["environment"]!.path]
        let here = vaults["here"]!
        let given = vaults["given"]!.path
        #expect(try await Self.listed(sb, ["--vault", given, "-j", "work"], env: env, in: here, markers: markers) == ["given"])
        #expect(try await Self.listed(sb, ["-j", "work"], env: env, in: here, markers: markers) == ["work"])
        #expect(try await Self.listed(sb, ["--journal", "work"], env: env, in: here, markers: markers) == ["work"])
        #expect(try await Self.listed(sb, ["--journal=work"], env: env, in: here, markers: markers) == ["work"])
        #expect(try await Self.listed(sb, [], env: env, in: here, markers: markers) == ["environment"])
        #expect(try await Self.listed(sb, [], in: here, markers: markers) == ["here"])
        #expect(try await Self.listed(sb, [], markers: markers) == ["personal"], "the default journal")
        // Without a default journal, ~/Diary as before (here: none, so an error naming it).
        try Self.writeSettings(sb, "journals:\n  personal: ~/v-personal\n  work: ~/v-work\n")
        let fallback = try await sb.launch(["list"], vault: .none).wait()
        Expect.oneLineError(fallback, mentioning: [sb.root.appendingPathComponent("Diary").path])
    }

    /// Commands that read the fixture vault: the same output with `-j fixture` as with `--vault`.
    static let readingCommands = VaultChoiceTests.readingCommands + [["drafts", "list"], ["encrypt", "status"]]

    @Test("every command takes -j NAME, after or before the subcommand", arguments: readingCommands)
    func everyCommand(command: [String]) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        try Self.writeSettings(sb, "journals:\n  fixture: \(sb.vault.path)\n")
        let byPath = try await sb.launch(command).wait()
        for args in [command + ["-j", "fixture"], ["-j", "fixture"] + command, command + ["--journal", "fixture"]] {
            let byName = try await sb.launch(args, vault: .none).wait()
            #expect(
                byName.status == byPath.status && byName.stdout == byPath.stdout && byName.stderr == byPath.stderr,
                "\(args): \(byName)\n\(byPath)")
        }
    }

    @Test("writing commands take -j NAME: new and remote add work on the named journal")
    func writingCommands() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try Self.writeSettings(sb, "journals:\n  mine: \(sb.vault.path)\n")
        Expect.success(try await sb.diary("new", "By name.", "-j", "mine", vault: .none))
        #expect(try await sb.commitCount() == 1)
        Expect.success(try await sb.diary("remote", "add", "origin", "/srv/diary.git", "-j", "mine", vault: .none))
        let remotes = try await sb.diary("remote", "list", vault: .sandbox)
        #expect(remotes.stdout.contains("origin"), "\(remotes)")
        #expect(!FileManager.default.fileExists(atPath: sb.root.appendingPathComponent("Diary").path), "~/Diary is not touched")
    }

    @Test("an unknown journal is one error line listing the names, and nothing is made")
    func unknownName() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try Self.writeSettings(sb, "journals:\n  personal: ~/Diary\n  work: ~/work-diary\n")
        for args in [["list", "-j", "nope"], ["-j", "nope", "new", "Lost?"], ["init", "-j", "nope"], ["config", "list", "-j", "nope"]] {
            let result = try await sb.launch(args, vault: .none).wait()
            Expect.oneLineError(result, mentioning: ["nope", "personal", "work"], context: "\(args)")
            #expect(result.status == 64, "\(args): \(result)")
        }
        #expect(!FileManager.default.fileExists(atPath: sb.root.appendingPathComponent("Diary").path))
        try FileManager.default.removeItem(at: Self.settingsFile(sb))
        let none = try await sb.launch(["list", "-j", "work"], vault: .none).wait()
        Expect.oneLineError(none, mentioning: ["work", "diary init --journal"])
    }

    @Test("a bad journals or journal value is one error line naming the file and the line")
    func badValues() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let file = Self.settingsFile(sb).path
        let cases: [(String, String)] = [
            ("editor: vim\njournals: [a, b]\n", "line 2"),
            ("journals:\n  personal: ~/Diary\n  work:\n", "line 3"),
            ("journals:\n  personal: ~/Diary\n  'two words': ~/x\n", "line 3"),
            ("journals:\n  personal: ~/Diary\njournal: work\n", "line 3"),
            ("journal: [personal]\n", "line 1")
        ]
        for (text, line) in cases {
            try Self.writeSettings(sb, text)
            for args in [["list"], ["journals"]] {
                let result = try await sb.launch(args, vault: .none).wait()
                Expect.oneLineError(result, mentioning: [file, line], context: "\(text) \(args)")
            }
        }
        // journals and journal are settings diary knows: no unknown-key warning.
        try await sb.initVault()
        try Self.writeSettings(sb, "journals:\n  personal: ~/Diary\njournal: personal\n")
        let list = try await sb.diary("list")
        Expect.success(list)
        // An empty vault's list says so, and nothing else: no warning.
        #expect(list.stderr == "No entry matches.\n", "\(list)")
    }

    @Test("diary journals lists names, folders, entries and remotes, the default marked; --json too")
    func listing() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        Expect.success(try await sb.diary("remote", "add", "origin", "/srv/diary.git"))
        let missing = sb.root.appendingPathComponent("not-yet")
        try Self.writeSettings(sb, "journals:\n  fixture: \(sb.vault.path)\n  later: ~/not-yet\njournal: fixture\n")
        let text = try await sb.diary("journals", vault: .none)
        Expect.success(text)
        #expect(
            text.outputLines == [
                "fixture (default)\t\(sb.vault.path)\t5 entries\torigin",
                "later\t\(missing.path)\tno vault yet\tno remotes"
            ], "\(text)")
        let json = try await sb.diary("journals", "--json", vault: .none)
        Expect.success(json)
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]], "\(json)")
        #expect(rows.count == 2)
        #expect(rows.first?["name"] as? String == "fixture" && rows.first?["default"] as? Bool == true)
        #expect(rows.first?["entries"] as? Int == 5 && rows.first?["path"] as? String == sb.vault.path)
        let remotes = rows.first?["remotes"] as? [[String: Any]]
        #expect(remotes?.first?["name"] as? String == "origin" && remotes?.first?["url"] as? String == "/srv/diary.git")
        #expect(rows.last?["entries"] is NSNull && rows.last?["default"] as? Bool == false, "\(json)")
        try FileManager.default.removeItem(at: Self.settingsFile(sb))
        let none = try await sb.diary("journals", vault: .none)
        Expect.success(none)
        #expect(none.stdout.contains("diary init --journal"), "\(none)")
        let noneJSON = try await sb.diary("journals", "--json", vault: .none)
        Expect.success(noneJSON)
        #expect((try? JSONSerialization.jsonObject(with: Data(noneJSON.stdout.utf8)) as? [Any])?.isEmpty == true, "\(noneJSON)")
    }

    @Test("init --journal NAME PATH makes the vault and adds the journal, keeping the settings file's other bytes")
    func initJournal() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let before = "# my settings\neditor: vim   # mine\njournals:\n    personal: ~/Diary # home\njournal: personal\n"
        try Self.writeSettings(sb, before)
        let made = try await sb.diary("init", "--journal", "work", "work-diary", vault: .none, in: sb.root)
        Expect.success(made)
        let work = sb.root.appendingPathComponent("work-diary")
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent(".git").path), "\(made)")
        let after = try String(contentsOf: Self.settingsFile(sb), encoding: .utf8)
        #expect(
            after == "# my settings\neditor: vim   # mine\njournals:\n    personal: ~/Diary # home\n    work: \(work.path)\njournal: personal\n",
            "\(after)")
        Expect.success(try await sb.diary("new", "At work.", "-j", "work", vault: .none))
        // Again: the vault is there and so is the journal.
        let again = try await sb.diary("init", "--journal", "work", work.path, vault: .none)
        Expect.success(again)
        #expect(again.stdout.contains("already"), "\(again)")
        #expect(try String(contentsOf: Self.settingsFile(sb), encoding: .utf8) == after)
        // A name the file gives another folder: refused before anything is made.
        let elsewhere = sb.root.appendingPathComponent("elsewhere")
        let taken = try await sb.diary("init", "--journal", "work", elsewhere.path, vault: .none)
        Expect.oneLineError(taken, mentioning: [Self.settingsFile(sb).path, "line 5", "work"])
        #expect(!FileManager.default.fileExists(atPath: elsewhere.path))
        // No settings file yet: it is made, with the journal; `~/…` is kept as typed.
        try FileManager.default.removeItem(at: Self.settingsFile(sb))
        Expect.success(try await sb.diary("init", "--journal", "home", "~/home-diary", vault: .none))
        #expect(try String(contentsOf: Self.settingsFile(sb), encoding: .utf8) == "journals:\n  home: ~/home-diary\n")
        #expect(FileManager.default.fileExists(atPath: sb.root.appendingPathComponent("home-diary/.git").path))
        // A path without --journal, and a name that cannot be typed, are usage errors.
        let bare = try await sb.diary("init", sb.root.appendingPathComponent("bare").path, vault: .none)
        Expect.oneLineError(bare, mentioning: ["--journal"])
        let spaced = try await sb.diary("init", "--journal", "two words", sb.root.appendingPathComponent("x").path, vault: .none)
        Expect.oneLineError(spaced, mentioning: ["two words"])
        #expect(!FileManager.default.fileExists(atPath: sb.root.appendingPathComponent("x").path))
    }

    @Test("config set journal NAME makes a listed journal the default; an unknown name is refused and nothing written")
    func defaultJournalByConfig() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let personal = try await Self.vault(sb, "personal-diary", marker: "personal")
        let work = try await Self.vault(sb, "work-diary", marker: "work")
        let before = "journals:\n  personal: \(personal.path)\n  work: \(work.path)\n"
        try Self.writeSettings(sb, before)
        let unknown = try await sb.diary("config", "set", "journal", "dreams", vault: .none)
        Expect.oneLineError(unknown, mentioning: ["dreams", "personal, work", Self.settingsFile(sb).path])
        #expect(unknown.status == 64)
        #expect(try String(contentsOf: Self.settingsFile(sb), encoding: .utf8) == before)
        Expect.success(try await sb.diary("config", "set", "journal", "work", vault: .none))
        #expect(try String(contentsOf: Self.settingsFile(sb), encoding: .utf8) == before + "journal: work\n")
        #expect(try await Self.listed(sb, [], in: sb.root, markers: ["personal", "work"]) == ["work"])
        let listed = try await sb.diary("config", "list", vault: .none, in: sb.root)
        #expect(listed.stdout.contains("journal ") && listed.stdout.contains("work (from your file"), "\(listed)")
        Expect.success(try await sb.diary("config", "unset", "journal", vault: .none))
        #expect(try String(contentsOf: Self.settingsFile(sb), encoding: .utf8) == before)
        // Added while no default is set: a hint says how to make it one.
        let added = try await sb.diary("init", "--journal", "dreams", "dream-diary", vault: .none, in: sb.root)
        Expect.success(added)
        #expect(added.stderr == "hint: to use it when no -j or --vault is given: 'diary config set journal dreams'\n", "\(added)")
    }

    @Test("-j and --journal complete the journal names; a DAY after -j completes that journal's days")
    func completion() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await Fixture.adoptedVault(sb)
        try Self.writeSettings(sb, "journals:\n  fixture: \(sb.vault.path)\n  family: ~/family\n  work: ~/work\n")
        for option in ["-j", "--journal"] {
            let all = try await sb.launch(
                ["---completion", "list", "--", option, "3", "0", "diary", "list", option, ""], vault: .none
            ).wait()
            Expect.success(all)
            #expect(all.outputLines == ["fixture", "family", "work"], "\(option): \(all)")
            let some = try await sb.launch(
                ["---completion", "show", "--", option, "3", "1", "diary", "show", option, "f"], vault: .none
            ).wait()
            #expect(some.outputLines == ["fixture", "family"], "\(option): \(some)")
        }
        let days = try await CompletionTests.complete(sb, "show", line: ["diary", "show", "-j", "fixture", "2025-11"])
        #expect(days == ["2025-11-21", "2025-11-02"])
    }
}
