import ArgumentParser
import Foundation
import Localization
import VaultKit

/// `--vault PATH` and `-j NAME`, shared by every command, and the choice of the vault.
struct VaultOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The vault folder (default: -j's journal, $DIARY_VAULT, the vault the current folder is in, the default journal, ~/Diary).",
            valueName: "path"))
    var vault: String?

    @Option(
        name: [.customShort("j"), .customLong("journal")],
        help: ArgumentHelp("The journal of that name in the user settings (see 'diary journals').", valueName: "name"),
        completion: JournalCompletion.kind)
    var journal: String?

    /// The vault `chosenURL()` names; an unknown journal or a broken user settings file is said on
    /// stderr as one `error:` line and ends the process.
    var vaultURL: URL {
        do { return try chosenURL() } catch { Self.fail(error) }
    }

    /// Like `vaultURL`, never the vault around the current folder: where `diary init` makes or adopts a vault.
    var namedVaultURL: URL {
        do { return try chosenURL(lookingAround: false) } catch { Self.fail(error) }
    }

    /// --vault, else -j's journal, else $DIARY_VAULT, else (with `lookingAround`) the vault the current
    /// folder is in, else the default journal, else ~/Diary.
    func chosenURL(lookingAround: Bool = true) throws -> URL {
        try Self.choose(given: vault, journal: journal, lookingAround: lookingAround)
    }

    /// The vault `given` names (`--vault`, as typed), else the journal `journal` names, else
    /// `$DIARY_VAULT`, else with `lookingAround` the vault `currentDirectory` lies in (see
    /// `VaultDiscovery`), else the default journal of the user settings (`journal:`), else `~/Diary`.
    /// An unknown journal is an error listing the names; the user file is read only when needed.
    static func choose(
        given: String?, journal: String? = nil, lookingAround: Bool = true,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) throws -> URL {
        if let given { return url(given, environment: environment) }
        let userFile = Settings.userFileURL(environment: environment)
        if let journal {
            let journals = try Journals.load(userFile: userFile)
            guard let found = journals.journal(named: journal) else {
                throw SettingsError.unknownJournal(name: journal, known: journals.names, file: userFile.path)
            }
            return found.url(environment: environment)
        }
        if let named = environment["DIARY_VAULT"], !named.isEmpty { return url(named, environment: environment) }
        if lookingAround, let found = VaultDiscovery.vault(around: currentDirectory) { return found }
        if let byDefault = try Journals.load(userFile: userFile).defaultJournal { return byDefault.url(environment: environment) }
        return url("~/Diary", environment: environment)
    }

    private static func url(_ path: String, environment: [String: String]) -> URL {
        URL(fileURLWithPath: expandingHome(path, environment: environment)).standardizedFileURL
    }

    /// `error` as one `error:` line on stderr, and its exit code.
    static func fail(_ error: Error) -> Never {
        if let error = error as? SettingsError {
            Terminal.printError(error.localizedMessage)
            Foundation.exit(error.exitCode)
        }
        if let error = error as? VaultError {
            Terminal.printError(error.localizedMessage)
            Foundation.exit(error.exitCode)
        }
        Terminal.printError("\(error)")
        Foundation.exit(1)
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
        let vault = try Vault.open(at: try chosenURL(), host: .diary)
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
