import ArgumentParser
import Foundation
import Localization
import VaultKit

/// `--vault PATH`, shared by every command, and the choice of the vault.
struct VaultOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The vault folder (default: $DIARY_VAULT, else the vault the current folder is in, else ~/Diary).",
            valueName: "path"))
    var vault: String?

    /// --vault, else $DIARY_VAULT, else the vault the current folder is in, else ~/Diary.
    var vaultURL: URL { Self.choose(given: vault) }

    /// --vault, else $DIARY_VAULT, else ~/Diary, never the vault around the current folder: where
    /// `diary init` makes or adopts a vault.
    var namedVaultURL: URL { Self.choose(given: vault, lookingAround: false) }

    /// The vault `given` names (`--vault`, as typed), else `$DIARY_VAULT`, else with `lookingAround` the
    /// vault `currentDirectory` lies in (see `VaultDiscovery`), else `~/Diary`.
    static func choose(
        given: String?, lookingAround: Bool = true,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) -> URL {
        let named = given ?? environment["DIARY_VAULT"].flatMap { $0.isEmpty ? nil : $0 }
        if named == nil, lookingAround, let found = VaultDiscovery.vault(around: currentDirectory) { return found }
        return URL(fileURLWithPath: expandingHome(named ?? "~/Diary", environment: environment)).standardizedFileURL
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
        let vault = try Vault.open(at: vaultURL, host: .diary)
        try Self.finishInterruptedMigration(vault)
        let settings = try SettingsLoading.load(vaultRoot: vault.root)
        if let zone = settings.timeZone { vault.timeZone = zone }
        return (vault, settings)
    }

    /// A migration a kill interrupted is finished (or undone) before any command does anything else, and
    /// said so on stderr, with each file edited meanwhile and the draft its text went to.
    static func finishInterruptedMigration(_ vault: Vault) throws {
        guard let recovery = try vault.finishInterruptedMigration() else { return }
        let text = Strings.current
        switch recovery.outcome {
        case .finished(let commit): Terminal.writeErrorLine(text.migrationFinishedInterrupted(commit: commit))
        case .rolledBack: Terminal.writeErrorLine(text.migrationRolledBackInterrupted)
        }
        for edit in recovery.keptEdits {
            Terminal.printWarning(text.migrationEditKept(file: edit.file, draft: edit.draft))
        }
    }
}
