import ArgumentParser
import Localization
import VaultKit

struct StatusCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "The vault's branch and remotes, edits not committed yet, and entries a sync left for you to look at."
    )

    @OptionGroup var options: VaultOptions

    func run() throws {
        let vault = try options.open()
        let strings = Strings.current
        var lines = [strings.statusVault(path: vault.root.path, branch: try vault.branch())]
        let remotes = try vault.remotes()
        lines.append(remotes.isEmpty ? strings.statusNoRemote : strings.statusRemotes(remotes.map { ($0.name, $0.displayURL) }))
        let changes = try vault.uncommittedChanges()
        if !changes.isEmpty {
            lines.append(strings.statusUncommitted(changes))
        }
        let notSynced = try vault.filesNotSynced()
        if !notSynced.isEmpty {
            lines.append(strings.statusNotSynced(notSynced))
        }
        // Every entry holding conflict markers, whoever merged it (the whole vault is read), and what syncs recorded.
        let attention = vault.attentionInWholeVault()
        if attention.isEmpty {
            lines.append(strings.statusNothingNeedsAttention)
        } else {
            lines.append(strings.statusNeedsAttention)
            lines += attention.map { "  \($0.file): \($0.reason(in: Strings.current))" }
        }
        // File names, reasons and URLs come from the vault: each line shows their control characters.
        try Terminal.write(lines.map(TerminalSafe.line).joined(separator: "\n") + "\n")
    }
}
