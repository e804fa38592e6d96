import EntryDisplay
import Foundation
import Localization
import VaultKit

/// What a diary process — `diary` or `diary-serve` — knows of itself, read once from its environment by the
/// executable and handed to the libraries: they read no environment variable, locale or folder of their own.
///
/// Both programs make one with `DiaryProcess(environment:currentDirectory:)` from `ProcessInfo` and the
/// current folder; tests make one from a dictionary.
public struct DiaryProcess: Sendable {
    /// The environment it was made from.
    public let environment: [String: String]
    /// The folder the process runs in (for the vault the current folder lies in).
    public let currentDirectory: URL
    /// The interface language (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    public let language: Language
    /// The locale of dates (`LC_ALL`, `LC_TIME`, `LANG`).
    public let dateLocale: Locale
    /// The machine's time zone (`$TZ`), for a vault whose settings name none, and of commit times.
    public let timeZone: TimeZone
    /// The machine's name, in sync's conflict labels.
    public let machineName: String
    /// diary as VaultKit's host: commits signed `diary <diary@localhost>` when git config names nobody, the
    /// HTTPS token in `$DIARY_GIT_TOKEN`, and `$DIARY_TODAY` (YYYY-MM-DD) standing in for today's date in
    /// the reading commands (a testing aid).
    public let host: VaultHost
    /// The user's settings file (`$XDG_CONFIG_HOME/diary/config.yaml`, else `~/.config/diary/config.yaml`).
    public let userSettingsFile: URL
    /// Where diary keeps what it remembers between runs on this machine (`Settings.stateFolderURL`).
    public let stateFolder: URL
    /// `$DIARY_OFFLINE` is set: no place or weather lookups.
    public let offlineVariable: Bool

    /// The process as its environment and folder say; `timeZone` is the machine's (Foundation reads `$TZ`)
    /// and `machineName` its host name.
    public init(
        environment: [String: String], currentDirectory: URL, timeZone: TimeZone = .current,
        machineName: String = ProcessInfo.processInfo.hostName
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        language = Language.from(environment: environment)
        dateLocale = DateDisplay.dateLocale(environment: environment)
        self.timeZone = timeZone
        self.machineName = machineName
        host = VaultHost(
            toolName: "diary", toolEmail: "diary@localhost", tokenVariable: "DIARY_GIT_TOKEN",
            environment: environment, fixedToday: environment["DIARY_TODAY"].flatMap { Day($0) }, timeZone: timeZone,
            machineName: machineName)
        userSettingsFile = Settings.userFileURL(environment: environment)
        stateFolder = Settings.stateFolderURL(environment: environment)
        offlineVariable = Settings.offlineVariable(environment: environment)
    }

    /// The interface text in the process's language.
    public var text: any InterfaceText { language.text }

    /// The vault `given` names (`--vault`, as typed), else the journal `journal` names, else `$DIARY_VAULT`,
    /// else with `lookingAround` the vault the current folder lies in (see `VaultDiscovery`), else the
    /// default journal of the user settings (`journal:`), else `~/Diary`. One rule for both programs. An
    /// unknown journal is an error listing the names; the user file is read only when needed.
    public func vaultURL(given: String?, journal: String? = nil, lookingAround: Bool = true) throws -> URL {
        if let given { return url(given) }
        if let journal {
            let journals = try Journals.load(userFile: userSettingsFile)
            guard let found = journals.journal(named: journal) else {
                throw SettingsError.unknownJournal(name: journal, known: journals.names, file: userSettingsFile.path)
            }
            return found.url(environment: environment)
        }
        if let named = environment["DIARY_VAULT"], !named.isEmpty { return url(named) }
        if lookingAround, let found = VaultDiscovery.vault(around: currentDirectory) { return found }
        if let byDefault = try Journals.load(userFile: userSettingsFile).defaultJournal { return byDefault.url(environment: environment) }
        return url("~/Diary")
    }

    /// The settings in effect for `vaultRoot` (nil: the user file alone); their unknown keys are in
    /// `warnings`, for the program to say.
    public func settings(vaultRoot: URL?) throws -> Settings {
        try Settings.load(userFile: userSettingsFile, vaultRoot: vaultRoot)
    }

    /// The vault at `root`, in the machine's time zone, with diary's identity.
    public func openVault(_ root: URL, allowingLocked: Bool = false) throws -> Vault {
        try Vault.open(at: root, timeZone: timeZone, allowingLocked: allowingLocked, host: host)
    }

    /// The settings in effect for `vault`, which takes their `timezone` when they have one.
    public func configure(_ vault: Vault) throws -> Settings {
        let settings = try settings(vaultRoot: vault.root)
        if let zone = settings.timeZone { vault.timeZone = zone }
        return settings
    }

    /// `openVault` then `configure`.
    public func open(_ root: URL, allowingLocked: Bool = false) throws -> (vault: Vault, settings: Settings) {
        let vault = try openVault(root, allowingLocked: allowingLocked)
        return (vault, try configure(vault))
    }

    private func url(_ path: String) -> URL {
        URL(fileURLWithPath: Settings.expandingHome(path, environment: environment)).standardizedFileURL
    }
}
