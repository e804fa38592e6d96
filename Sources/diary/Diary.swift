import ArgumentParser
import FileWriting
import Foundation
import Localization
import VaultKit

@main
struct Diary: ParsableCommand {
    static let version = "0.1.0"
    /// What `diary --version` prints.
    static let versionLine = "diary \(version)"

    static let configuration = CommandConfiguration(
        commandName: "diary",
        abstract: "A plain-text diary: Markdown entries with YAML front matter, every save committed to git.",
        discussion: HelpLayout.discussion(Strings.current.rootDiscussion),
        version: versionLine,
        subcommands: [
            InitCommand.self, OpenCommand.self, NewCommand.self, ListCommand.self, SearchCommand.self,
            ShowCommand.self, LogCommand.self, RmCommand.self, RestoreCommand.self, DraftsCommand.self, MetaCommand.self,
            AttachCommand.self,
            TagsCommand.self, OnThisDayCommand.self, CalendarCommand.self, StatsCommand.self,
            MigrateCommand.self, ImportCommand.self, ExportCommand.self,
            SyncCommand.self, RemoteCommand.self, StatusCommand.self, JournalsCommand.self, ConfigCommand.self,
            EncryptCommand.self,
            ServeCommand.self
        ]
    )

    /// `--vault` given before the subcommand (`diary --vault V list`). ArgumentParser hands this group to
    /// every subcommand's own `VaultOptions`, so they all read it; given twice, the last one counts.
    @OptionGroup var options: VaultOptions

    /// Runs the command. Every failure is one `error:` line on stderr: vault errors exit 1, bad options
    /// and arguments (a DAY that names no day among them) 64; `--help` and `--version` print as usual.
    static func main() {
        // Whatever diary and libgit2 create (entries, folders, git objects, refs, the index) is the
        // vault owner's alone; editors and pagers started from here inherit it.
        umask(0o077)
        StandardOutput.claimStandardDescriptors()
        // A lone `--version` is answered before the argument parser is built: setting it up (its reflection
        // over 24 subcommands, and the Swift runtime's scans for their conformances) is most of diary's
        // start-up (docs/speed.md). Any other arguments with it go through the parser, which prints the same line.
        if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "--version" {
            do { try StandardOutput.write(versionLine + "\n") } catch { error.exit() }
            return
        }
        // `sync` starts libgit2 on the other core while the arguments are parsed (docs/speed.md).
        if CommandLine.arguments.dropFirst().prefix(3).contains("sync") { Vault.prepareToSync() }
        do {
            var command = try parse(CompletionRequest.repaired(Array(CommandLine.arguments.dropFirst())))
            try command.run()
        } catch let mistyped as MistypedCommand {
            Terminal.printError(
                Strings.current.unknownCommand(
                    mistyped.typed, suggestion: mistyped.suggestion,
                    helpCommand: mistyped.helpCommand))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        } catch let error as VaultError {
            Terminal.printError(error.localizedMessage)
            Foundation.exit(error.exitCode)
        } catch let error as SettingsError {
            Terminal.printError(error.localizedMessage)
            Foundation.exit(error.exitCode)
        } catch let error as StandardOutputError {
            error.exit()
        } catch let error as ExitCode {
            // The command has already said what went wrong.
            Foundation.exit(error.rawValue)
        } catch {
            let code = exitCode(for: error)
            guard code != .success else { printCleanly(error) }
            let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            Terminal.printError(message + Strings.current.seeHelp)
            Foundation.exit(code.rawValue)
        }
    }

    /// What ArgumentParser ends with cleanly (`--help`, `--version`, a completion script or request) on
    /// stdout, as `exit(withError:)` would print it, but through `StandardOutput`, which checks the write.
    static func printCleanly(_ error: Error) -> Never {
        let text = fullMessage(for: error)
        do {
            if !text.isEmpty { try StandardOutput.write(text + "\n") }
        } catch {
            error.exit()
        }
        Foundation.exit(ExitCode.success.rawValue)
    }

    /// The command the arguments name; a word where a subcommand belongs that names none is a
    /// `MistypedCommand`, in the interface language, rather than ArgumentParser's "Unexpected argument".
    static func parse(_ arguments: [String]) throws -> ParsableCommand {
        do {
            return try parseAsRoot(arguments)
        } catch {
            throw MistypedCommand(arguments: arguments, root: self) ?? error
        }
    }
}
