import Foundation
import Localization
import Testing

@testable import diary

/// `diary lst`: the nearest subcommand is suggested, in the interface language, exit 64.
@Suite("mistyped commands")
struct MistypedCommandTests {
    @Test(
        "edit distance: inserts, deletes, replacements and swapped neighbours count one each",
        arguments: [
            ("lst", "list", 1), ("lsit", "list", 1), ("list", "list", 0), ("", "list", 4), ("calender", "calendar", 1),
            ("stats", "status", 1), ("frobnicate", "list", 8), ("오늘", "오늘", 0), ("abc", "ca", 3)
        ])
    func editDistance(first: String, second: String, distance: Int) {
        #expect(EditDistance.between(first, second) == distance, "\(first) → \(second)")
        #expect(EditDistance.between(second, first) == distance, "\(second) → \(first)")
    }

    @Test(
        "the nearest command, only when it is close",
        arguments: [
            ("lst", "list"), ("lsit", "list"), ("LIST", "list"), ("serch", "search"), ("calender", "calendar"),
            ("stat", "stats"), ("statu", "status"), ("onthisdya", "on-this-day"), ("migarte", "migrate")
        ])
    func nearest(typed: String, expected: String) {
        let suggestion = MistypedCommand(arguments: [typed], root: Diary.self)?.suggestion
        #expect(suggestion == expected, "\(typed)")
    }

    @Test("nothing close, nothing suggested", arguments: ["frobnicate", "ls", "x", "listing-all"])
    func farFromEverything(typed: String) throws {
        let mistyped = try #require(MistypedCommand(arguments: [typed], root: Diary.self))
        #expect(mistyped.suggestion == nil, "\(typed)")
        #expect(mistyped.helpCommand == "diary --help")
    }

    @Test("only a word where a subcommand belongs is a command word")
    func whereCommandsAre() throws {
        #expect(MistypedCommand(arguments: ["list", "lst"], root: Diary.self) == nil, "a command's own argument")
        #expect(MistypedCommand(arguments: ["--vault", "lst", "list"], root: Diary.self) == nil, "the value of --vault")
        #expect(MistypedCommand(arguments: ["--generate-completion-script", "bassh"], root: Diary.self) == nil)
        #expect(MistypedCommand(arguments: ["help", "lst"], root: Diary.self) == nil)
        let nested = try #require(MistypedCommand(arguments: ["--vault", "v", "remote", "ad", "origin"], root: Diary.self))
        #expect(nested.typed == "remote ad" && nested.suggestion == "remote add" && nested.helpCommand == "diary remote --help")
    }

    @Test("diary lst: one line naming the word and the nearest command, exit 64, in English and Korean")
    func endToEnd() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let english = try await sb.diary("lst", vault: .none)
        #expect(english.status == 64, "\(english)")
        #expect(english.stderr == "error: unknown command 'lst'; did you mean 'list'?\n", "\(english)")
        #expect(english.stdout.isEmpty)

        let vaultFirst = try await sb.diary("--vault", sb.vault.path, "lst", vault: .none)
        #expect(vaultFirst.stderr == english.stderr, "\(vaultFirst)")

        let korean = try await sb.diary("lst", vault: .none, env: ["LANG": "ko_KR.UTF-8"])
        #expect(korean.status == 64, "\(korean)")
        #expect(
            korean.stderr == "error: " + KoreanText().unknownCommand("lst", suggestion: "list", helpCommand: "diary --help") + "\n",
            "\(korean)")
        let far = try await sb.diary("frobnicate", vault: .none, env: ["LANG": "ko_KR.UTF-8"])
        #expect(far.status == 64, "\(far)")
        #expect(
            far.stderr == "error: " + KoreanText().unknownCommand("frobnicate", suggestion: nil, helpCommand: "diary --help") + "\n",
            "\(far)")
        for result in [korean, far] {
            #expect(
                !result.stderr.contains("Unexpected") && !result.stderr.contains("argument"),
                "no English of ArgumentParser's glued to the Korean: \(result)")
        }
    }
}
