import ArgumentParser
import VaultKit

struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "The vault's branch and remotes, edits not committed yet, and entries a sync left for you to look at."
    )

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        var lines = ["Vault \(vault.root.path), branch \(try vault.branch())."]
        let remotes = try vault.remotes()
        lines.append(remotes.isEmpty ? "No remote ('diary remote add origin URL' to sync)."
                                     : "Remotes: " + remotes.map { "\($0.name) \($0.url)" }.joined(separator: ", ") + ".")
        let changes = try vault.uncommittedChanges()
        if !changes.isEmpty {
            lines.append("Changed outside diary, not committed yet (the next 'diary sync' commits them): " + changes.joined(separator: ", ") + ".")
        }
        let attention = vault.attention()
        if attention.isEmpty {
            lines.append("Nothing needs attention.")
        } else {
            lines.append("Needs attention:")
            lines += attention.map { "  \($0.file): \($0.reason)" }
        }
        Terminal.write(lines.joined(separator: "\n") + "\n")
    }
}
