import ArgumentParser
import VaultKit

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create the vault and its git repository, or adopt an existing folder of entries.",
        discussion: "Running it again on a vault changes nothing."
    )

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
    }
}
