import ArgumentParser
import Foundation
import VaultKit

/// `--vault PATH`, shared by every command.
struct VaultOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The vault folder (default: $DIARY_VAULT, else ~/Diary).", valueName: "path"))
    var vault: String?

    /// --vault, else $DIARY_VAULT, else ~/Diary.
    var vaultURL: URL {
        let environment = ProcessInfo.processInfo.environment
        let chosen = vault ?? environment["DIARY_VAULT"].flatMap { $0.isEmpty ? nil : $0 } ?? "~/Diary"
        let expanded = (chosen as NSString).expandingTildeInPath
        return URL(fileURLWithPath: expanded).standardizedFileURL
    }

    func open() throws -> Vault {
        try Vault.open(at: vaultURL)
    }
}
