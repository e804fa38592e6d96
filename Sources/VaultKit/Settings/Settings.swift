import Foundation

/// Where a setting's value in effect comes from.
public enum SettingOrigin: Equatable, Sendable {
    /// Built in (or, for `template`, the vault's `.diary/template.md`, which exists).
    case builtIn
    case userFile(URL)
    case vaultFile(URL)
}

/// The settings in effect: the user file and the vault file merged, key by key.
///
/// For the vault's matters (`timezone`, `template`, `tags`) the vault file wins, so every machine
/// writes the same way; for the person's own (`editor`, `location.*`, `weather.*`) the user file
/// wins. A key neither file sets takes its default.
public struct Settings: Sendable {
    /// `$XDG_CONFIG_HOME/diary/config.yaml`, else `~/.config/diary/config.yaml`.
    public let user: SettingsFile
    /// `.diary/config.yaml` in the vault; nil when there is no vault.
    public let vault: SettingsFile?
    private let defaults: [SettingKey: SettingValue]

    public init(user: SettingsFile, vault: SettingsFile?, vaultRoot: URL? = nil) {
        self.user = user
        self.vault = vault
        var defaults: [SettingKey: SettingValue] = [:]
        for key in SettingKey.allCases { defaults[key] = key.defaultValue }
        if let vaultRoot, FileManager.default.fileExists(atPath: vaultRoot.appendingPathComponent(SettingKey.defaultTemplatePath).path) {
            defaults[.template] = .text(SettingKey.defaultTemplatePath)
        }
        self.defaults = defaults
    }

    /// Reads the user file and, given a vault, its `.diary/config.yaml`. A missing file sets nothing;
    /// a broken one, or a bad value, is an error naming the file and line.
    public static func load(userFile: URL, vaultRoot: URL?) throws -> Settings {
        let user = try SettingsFile.load(userFile)
        let vault = try vaultRoot.map { root in
            try VaultLinks.refuse(vaultFilePath, under: root)
            return try SettingsFile.load(vaultFileURL(vaultRoot: root))
        }
        return Settings(user: user, vault: vault, vaultRoot: vaultRoot)
    }

    /// The user's settings file: `$XDG_CONFIG_HOME/diary/config.yaml` (an absolute XDG_CONFIG_HOME
    /// only, as the XDG spec says), else `$HOME/.config/diary/config.yaml`.
    public static func userFileURL(environment: [String: String]) -> URL {
        xdgFolder("XDG_CONFIG_HOME", else: ".config", environment: environment).appendingPathComponent("diary/config.yaml")
    }

    /// Whether `$DIARY_OFFLINE` turns the lookups off: set to anything but `0` or nothing.
    public static func offlineVariable(environment: [String: String]) -> Bool {
        environment["DIARY_OFFLINE"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// Where diary keeps what it remembers on this machine between runs (not settings, not entries):
    /// `$XDG_STATE_HOME/diary` (an absolute XDG_STATE_HOME only), else `$HOME/.local/state/diary`.
    public static func stateFolderURL(environment: [String: String]) -> URL {
        xdgFolder("XDG_STATE_HOME", else: ".local/state", environment: environment).appendingPathComponent("diary")
    }

    /// The folder XDG `variable` names when it is absolute (as the XDG spec says), else `fallback` in the
    /// home folder.
    private static func xdgFolder(_ variable: String, else fallback: String, environment: [String: String]) -> URL {
        if let folder = environment[variable], folder.hasPrefix("/") { return URL(fileURLWithPath: folder) }
        return URL(fileURLWithPath: homeFolder(environment: environment)).appendingPathComponent(fallback)
    }

    /// The home folder: `$HOME`, as git and the shell read it, else the passwd entry's.
    public static func homeFolder(environment: [String: String]) -> String {
        environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    }

    /// `path` with a leading `~` or `~/` read as the home folder (`homeFolder`); any other path as it is.
    public static func expandingHome(_ path: String, environment: [String: String]) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        return homeFolder(environment: environment) + path.dropFirst()
    }

    /// The vault's settings file, committed with the vault.
    public static func vaultFileURL(vaultRoot: URL) -> URL {
        vaultRoot.appendingPathComponent(vaultFilePath)
    }

    /// The vault settings file's path inside the vault.
    public static let vaultFilePath = ".diary/config.yaml"

    /// Unknown keys of both files.
    public var warnings: [SettingsWarning] { user.warnings + (vault?.warnings ?? []) }

    // MARK: Any key

    /// The value of `key` in effect and where it comes from; nil when nothing sets it and it has no default.
    public func effective(_ key: SettingKey) -> (value: SettingValue, origin: SettingOrigin)? {
        let userLayer: (SettingsFile, SettingOrigin)? = (user, .userFile(user.url))
        let vaultLayer: (SettingsFile, SettingOrigin)? = vault.map { ($0, .vaultFile($0.url)) }
        let layers: [(SettingsFile, SettingOrigin)?]
        switch key.scope {
        case .vault: layers = [vaultLayer, userLayer]
        case .user: layers = [userLayer, vaultLayer]
        case .personal: layers = [userLayer]
        }
        for case (let file, let origin)? in layers {
            if let value = file.values[key] { return (value, origin) }
        }
        return defaults[key].map { ($0, .builtIn) }
    }

    /// The value of `key` in effect.
    public func value(_ key: SettingKey) -> SettingValue? { effective(key)?.value }

    // MARK: Typed

    /// The place a new entry records when no `--location` is given.
    /// Read as one place from one file (the user's when it names any part of it): a name from one
    /// file with coordinates from the other would be two places.
    public var defaultLocation: Location? {
        let parts: [SettingKey] = [.locationName, .locationLatitude, .locationLongitude]
        let file = parts.contains { user.values[$0] != nil } ? user : vault ?? user
        let name = file.values[.locationName]?.text
        let latitude = file.values[.locationLatitude]?.number
        let longitude = file.values[.locationLongitude]?.number
        guard name != nil || latitude != nil || longitude != nil else { return nil }
        return Location(name: name, latitude: latitude, longitude: longitude)
    }

    /// The geocoding service's base address (`location.provider_url`).
    public var locationProviderURL: URL { url(.locationProviderURL, SettingKey.defaultLocationProvider) }

    /// The forecast service's base address (`weather.provider_url`).
    public var weatherProviderURL: URL { url(.weatherProviderURL, SettingKey.defaultWeatherProvider) }

    /// Whether new entries look up the weather (`weather.enabled`, default true).
    public var weatherEnabled: Bool { value(.weatherEnabled)?.flag ?? true }

    /// The vault's time zone (`timezone`); nil when not set (then the machine's, `$TZ`).
    public var timeZone: TimeZone? { value(.timezone)?.text.flatMap(TimeZone.init(identifier:)) }

    /// The editor command (`editor`); nil when not set.
    public var editor: String? { value(.editor)?.text }

    /// The template's path inside the vault (`template`, else `.diary/template.md` when it exists).
    public var templatePath: String? { value(.template)?.text }

    /// Tags every new entry starts with (`tags`).
    public var tags: [String] { value(.tags)?.list ?? [] }

    /// How long `diary sync` waits for a silent server, in seconds (`sync.timeout`).
    public var syncTimeout: TimeInterval { value(.syncTimeout)?.number ?? SettingKey.defaultSyncTimeout }

    /// Whether new entries look nothing up on the network (`offline`, default false; `$DIARY_OFFLINE` too).
    public var offline: Bool { value(.offline)?.flag ?? false }

    private func url(_ key: SettingKey, _ fallback: String) -> URL {
        if let text = value(key)?.text, let url = URL(string: text) { return url }
        return URL(string: fallback) ?? URL(fileURLWithPath: fallback)
    }
}
