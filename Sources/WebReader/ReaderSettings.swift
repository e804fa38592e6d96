import EntryDisplay
import Foundation
import Localization
import VaultKit

/// What one run of the web reader serves and to whom: the vault, the address it listens on, and the keys of
/// this run.
public struct ReaderSettings: Sendable {
    /// The vault folder.
    public let root: URL
    /// The zone new entries are written in (the `timezone` setting, else the machine's).
    public let timeZone: TimeZone
    /// diary as VaultKit's host (its name for commits, today).
    public let host: VaultHost
    /// The language of a browser that asks for neither English nor Korean: the process's locale.
    public let fallbackLanguage: Language
    /// The locale dates are shown in for `fallbackLanguage` (the process's `LC_TIME`).
    public let fallbackLocale: Locale
    /// The run's keys: the token of the printed address, and the one every write carries.
    public let keys: AccessKeys
    /// The person's settings file (`~/.config/diary/config.yaml` or what `$DIARY_CONFIG` names): with the
    /// vault's own, read anew for each new entry, for its defaults (place, tags, weather on or off).
    public let userSettingsFile: URL?
    /// No place or weather is looked up (`$DIARY_OFFLINE`).
    public let offline: Bool

    public init(
        root: URL, timeZone: TimeZone, host: VaultHost, fallbackLanguage: Language, fallbackLocale: Locale,
        keys: AccessKeys = AccessKeys(), userSettingsFile: URL? = nil, offline: Bool = true
    ) {
        self.root = root
        self.timeZone = timeZone
        self.host = host
        self.fallbackLanguage = fallbackLanguage
        self.fallbackLocale = fallbackLocale
        self.keys = keys
        self.userSettingsFile = userSettingsFile
        self.offline = offline
    }

    /// The settings of a run that serves `vault` as the program configured it (its folder, time zone and host).
    public init(
        vault: Vault, fallbackLanguage: Language, fallbackLocale: Locale, keys: AccessKeys = AccessKeys(),
        userSettingsFile: URL?, offline: Bool
    ) {
        self.init(
            root: vault.root, timeZone: vault.timeZone, host: vault.host, fallbackLanguage: fallbackLanguage,
            fallbackLocale: fallbackLocale, keys: keys, userSettingsFile: userSettingsFile, offline: offline)
    }

    /// The settings a new entry starts with, read now as `diary new` reads them (the vault's alone when
    /// no file of the person's is given).
    func newEntrySettings() throws -> Settings {
        if let userSettingsFile { return try Settings.load(userFile: userSettingsFile, vaultRoot: root) }
        let vault = try SettingsFile.load(Settings.vaultFileURL(vaultRoot: root))
        return Settings(user: try SettingsFile.parse("", url: root), vault: vault, vaultRoot: root)
    }

    /// The vault, opened anew for each request: the files are the only truth, so a change made by the
    /// command line, an editor or a sync shows on the next page.
    func openVault() throws -> Vault {
        let vault = try Vault.open(at: root, timeZone: timeZone, host: host)
        return vault
    }
}
