import ArgumentParser
import Foundation
import VaultKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create the vault and its git repository, or adopt an existing folder of entries.",
        discussion: "Running it again on a vault changes nothing. With --clone URL, a new vault takes the remote's diary."
    )

    @Option(help: ArgumentHelp("Start the vault from this remote (added as origin, then synced).", valueName: "url"))
    var clone: String?

    @OptionGroup var options: VaultOptions

    func run() throws {
        let (vault, result) = try Vault.initialize(at: options.vaultURL)
        switch result {
        case .created:
            Terminal.write("Created an empty vault at \(vault.root.path).\n")
        case .adopted(let files, let entries):
            Terminal.write("Adopted \(vault.root.path): \(entries) entries (\(files) files) committed.\n")
        case .alreadyInitialized:
            Terminal.write("\(vault.root.path) is already a vault; nothing changed.\n")
        }
        guard let clone else { return }
        if !(try vault.remotes().contains { $0.name == "origin" }) {
            try vault.addRemote(name: "origin", url: clone)
        }
        let report = try vault.sync(.standard(remote: "origin", force: false, environment: ProcessInfo.processInfo.environment))
        Terminal.write(SyncSummary(report: report, remote: "origin").line + "\n")
    }
}
