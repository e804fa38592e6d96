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
                      ShowCommand.self, LogCommand.self, RmCommand.self, RestoreCommand.self]
    )

    /// Runs the command; vault errors become one `error:` line on stderr and exit status 1.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as VaultError {
            Terminal.printError(error.errorDescription ?? "\(error)")
            Foundation.exit(1)
        } catch {
            exit(withError: error)
        }
    }
}
