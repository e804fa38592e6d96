import ArgumentParser
import Localization
import VaultKit

struct RemoteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remote",
        abstract: "List, add or remove the vault's git remotes (plain 'git remote' works the same).",
        subcommands: [RemoteList.self, RemoteAdd.self, RemoteRemove.self],
        defaultSubcommand: RemoteList.self
    )
}

struct RemoteList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the remotes and their URLs.")
    @OptionGroup var options: VaultOptions

    func run() throws {
        let remotes = try options.open().remotes()
        try Terminal.write(remotes.map { TerminalSafe.line($0.name) + "\t" + TerminalSafe.line($0.displayURL) + "\n" }.joined())
    }
}

struct RemoteAdd: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a remote, e.g. diary remote add origin git@host:diary.git")
    @Argument(help: "Its name, e.g. origin.") var name: String
    @Argument(help: "Its URL: a path, file://, git://, https://, ssh:// or user@host:path.") var url: String
    @OptionGroup var options: VaultOptions

    func run() throws {
        try options.open().addRemote(name: name, url: url)
        try Terminal.writeLine(TerminalSafe.line(Strings.current.remoteAdded(name: name, url: VaultRemote(name: name, url: url).displayURL)))
    }
}

struct RemoteRemove: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove a remote (the entries stay).")
    @Argument(help: "The remote's name.") var name: String
    @OptionGroup var options: VaultOptions

    func run() throws {
        try options.open().removeRemote(name: name)
        try Terminal.writeLine(Strings.current.remoteRemoved(name: name))
    }
}
