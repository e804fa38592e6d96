import ArgumentParser
import Foundation
import VaultKit

@main
struct Diary: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "diary",
        abstract: "A plain-text diary: Markdown entries with YAML front matter, every save committed to git.",
        discussion: "The vault is --vault PATH, else $DIARY_VAULT, else ~/Diary.",
        version: "diary \(version)",
        subcommands: [InitCommand.self, OpenCommand.self, NewCommand.self, ListCommand.self,
                      ShowCommand.self, LogCommand.self, RmCommand.self, RestoreCommand.self,
                      MigrateCommand.self, ImportCommand.self, ExportCommand.self, SearchCommand.self,
                      SyncCommand.self, RemoteCommand.self, StatusCommand.self]
    )

    /// Runs the command. Every failure is one `error:` line on stderr: vault errors exit 1, bad options
    /// and arguments 64; `--help` and `--version` print as usual.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as VaultError {
            Terminal.printError(error.errorDescription ?? "\(error)")
            Foundation.exit(1)
        } catch let error as ExitCode {
            // The command has already said what went wrong.
            Foundation.exit(error.rawValue)
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { exit(withError: error) }
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            Terminal.printError(message + " (see 'diary --help')")
            Foundation.exit(code.rawValue)
        }
    }
}
