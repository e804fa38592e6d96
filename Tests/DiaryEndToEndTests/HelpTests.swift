import Foundation
import Testing

@Suite("help and version")
struct HelpTests {
    static let subcommands = ["init", "open", "new", "list", "search", "show", "log", "rm", "restore", "migrate", "import",
                              "export", "meta", "tags", "on-this-day", "calendar", "stats"]

    @Test("--help works on every subcommand", arguments: subcommands)
    func subcommandHelp(command: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        let result = try await sb.diary(command, "--help", vault: .none)
        Expect.success(result)
        #expect(result.stdout.contains("diary \(command)"), "\(result)")
        #expect(result.stdout.contains("--vault"), "every command takes --vault: \(result)")
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
}
