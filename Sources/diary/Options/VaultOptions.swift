import ArgumentParser
import DiarySetup
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

    /// The vault `given` names, by the one rule of `DiaryProcess.vaultURL`, for `process` (this one, or a
    /// test's).
    static func choose(
        given: String?, journal: String? = nil, lookingAround: Bool = true, process: DiaryProcess = .current
    ) throws -> URL {
        try process.vaultURL(given: given, journal: journal, lookingAround: lookingAround)
    }

    /// `error` as one `error:` line on stderr, and its exit code.
    static func fail(_ error: Error) -> Never {
        let failure = Failure(error, text: Strings.current)
        Terminal.printError(failure.message)
        Foundation.exit(failure.exitCode)
    }

    func open() throws -> Vault {
        try openWithSettings().vault
    }

    /// The vault and the settings in effect for it (unknown keys are warned about on stderr); the
    /// vault's time zone is the `timezone` setting when there is one, else the machine's (`$TZ`).
    func openWithSettings() throws -> (vault: Vault, settings: Settings) {
        let process = DiaryProcess.current
        let vault = try process.openVault(try chosenURL())
        try Self.finishInterruptedMigration(vault)
        let settings = try process.configure(vault)
        SettingsLoading.printWarnings(settings.warnings)
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
