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
        return URL(fileURLWithPath: Self.expandingHome(chosen, environment: environment)).standardizedFileURL
    }

    /// `~` and `~/…` from `$HOME`, as git and the shell read it (not the passwd entry).
    static func expandingHome(_ path: String, environment: [String: String]) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return home + path.dropFirst()
    }

    func open() throws -> Vault {
        try openWithSettings().vault
    }

    /// The vault and the settings in effect for it (unknown keys are warned about on stderr); the
    /// vault's time zone is the `timezone` setting when there is one, else the machine's (`$TZ`).
    func openWithSettings() throws -> (vault: Vault, settings: Settings) {
        let vault = try Vault.open(at: vaultURL)
        let settings = try SettingsLoading.load(vaultRoot: vault.root)
        if let zone = settings.timeZone { vault.timeZone = zone }
        return (vault, settings)
    }
}
