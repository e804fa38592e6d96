import Foundation
import Localization
import Yams

/// Whose matter a setting is: which file wins when both set it.
public enum SettingScope: Sendable, Equatable {
    /// The vault's own (time zone, template, tags): `.diary/config.yaml` wins, so every machine agrees.
    case vault
    /// The person's own (default location, weather): the user file wins.
    case user
    /// What runs on this machine or where it sends what it knows (the editor, the place and weather
    /// services): only the user file counts, since a vault synced from elsewhere must not choose them.
    case personal
}

/// A setting diary knows, by the name people type (`diary config get location.name`).
public enum SettingKey: String, CaseIterable, Sendable {
    case locationName = "location.name"
    case locationLatitude = "location.latitude"
    case locationLongitude = "location.longitude"
    case locationProviderURL = "location.provider_url"
    case weatherEnabled = "weather.enabled"
    case weatherProviderURL = "weather.provider_url"
    case timezone
    case editor
    case template
    case tags
    case syncTimeout = "sync.timeout"
    case offline
    /// The default journal's name (`journal:`), one of the user file's `journals:`; read with them by `Journals`.
    case journal

    /// The geocoding service's base address when none is set.
    public static let defaultLocationProvider = "https://geocoding-api.open-meteo.com"
    /// The forecast service's base address when none is set.
    public static let defaultWeatherProvider = "https://api.open-meteo.com"
    /// Seconds `diary sync` waits for a server that does not answer (to connect, or between any two
    /// signs of life) when `sync.timeout` is not set.
    public static let defaultSyncTimeout: Double = 30
    /// The template file used when the `template` setting is not set and this file exists.
    public static let defaultTemplatePath = ".diary/template.md"

    public var scope: SettingScope {
        switch self {
        case .timezone, .template, .tags: return .vault
        case .editor, .locationProviderURL, .weatherProviderURL, .syncTimeout, .offline, .journal: return .personal
        default: return .user
        }
    }

    /// What a value must be.
    public var requirement: SettingRequirement {
        switch self {
        case .locationName, .editor, .journal: return .text
        case .locationLatitude: return .latitude
        case .locationLongitude: return .longitude
        case .locationProviderURL, .weatherProviderURL: return .webAddress
        case .weatherEnabled, .offline: return .boolean
        case .timezone: return .timeZone
        case .template: return .vaultPath
        case .tags: return .tags
        case .syncTimeout: return .seconds
        }
    }

    /// A valid value, as it would be written after `key: ` (for messages).
    public var example: String {
        switch self {
        case .locationName: return "Seoul, South Korea"
        case .locationLatitude: return "37.5665"
        case .locationLongitude: return "126.978"
        case .locationProviderURL: return Self.defaultLocationProvider
        case .weatherProviderURL: return Self.defaultWeatherProvider
        case .weatherEnabled: return "false"
        case .timezone: return "Asia/Seoul"
        case .editor: return "vim"
        case .template: return Self.defaultTemplatePath
        case .tags: return "[daily, home]"
        case .syncTimeout: return "30"
        case .offline: return "true"
        case .journal: return "personal"
        }
    }

    /// The value in effect when no file sets the key (the template's default depends on the vault,
    /// see `Settings.load`).
    public var defaultValue: SettingValue? {
        switch self {
        case .locationProviderURL: return .text(Self.defaultLocationProvider)
        case .weatherProviderURL: return .text(Self.defaultWeatherProvider)
        case .weatherEnabled: return .flag(true)
        case .offline: return .flag(false)
        case .tags: return .list([])
        case .syncTimeout: return .number(SettingKey.defaultSyncTimeout)
        default: return nil
        }
    }

    /// The key a person typed; nil when diary does not know it.
    public init?(name: String) {
        self.init(rawValue: name)
    }

    /// Every key's name, for messages that list them.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// True when `path` is one of the keys, or leads to some (`location` leads to `location.name`).
    static func isKnownOrPrefix(_ path: String) -> Bool {
        allCases.contains { $0.rawValue == path || $0.rawValue.hasPrefix(path + ".") }
    }

    // MARK: Values

    /// The value a person typed on the command line (`diary config set KEY VALUE`), nil when invalid.
    /// Tags may be given as `a, b` or as `[a, b]`.
    public func value(fromArgument text: String) -> SettingValue? {
        if self == .tags {
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("[") {
                // A YAML flow list, quotes and all: `[travel, "a, b"]`.
                guard let node = try? Yams.compose(yaml: trimmed, .basic), case .sequence = node else { return nil }
                return value(from: YamsFrontMatterReader.tree(node))
            }
            return value(from: .scalar(text, plain: true))
        }
        return value(from: .scalar(text, plain: false))
    }

    /// A value read from a file; nil when it is not one this key takes.
    func value(from tree: YAMLTree) -> SettingValue? {
        if self == .tags {
            switch tree {
            case .scalar(let text, _):
                // One tag, or several separated by commas (`tags: daily, home`).
                guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return .list([]) }
                return value(
                    from: .list(
                        text.split(separator: ",", omittingEmptySubsequences: false).map {
                            .scalar(String($0), plain: true)
                        }))
            case .list(let items):
                var tags: [String] = []
                for item in items {
                    guard let text = item.scalarText?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
                    if !tags.contains(text) { tags.append(text) }
                }
                return .list(tags)
            case .map:
                return nil
            }
        }
        guard let raw = tree.scalarText else { return nil }
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        switch requirement {
        case .text:
            return .text(text)
        case .latitude, .longitude:
            let limit = requirement == .latitude ? 90.0 : 180.0
            guard let number = Double(text), number.isFinite, abs(number) <= limit else { return nil }
            return .number(number)
        case .boolean:
            switch text.lowercased() {
            case "true", "yes", "on": return .flag(true)
            case "false", "no", "off": return .flag(false)
            default: return nil
            }
        case .webAddress:
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
                let host = url.host, !host.isEmpty
            else { return nil }
            return .text(text)
        case .timeZone:
            return Self.isTimeZoneName(text) ? .text(text) : nil
        case .vaultPath:
            return Self.isVaultPath(text) ? .text(text) : nil
        case .tags:
            return nil
        case .seconds:
            guard let number = Double(text), number.isFinite, number >= 1, number <= 3600 else { return nil }
            return .number(number)
        }
    }

    /// An IANA zone name (`Asia/Seoul`, `UTC`); abbreviations and offsets like `GMT+5` are not.
    static func isTimeZoneName(_ text: String) -> Bool {
        guard TimeZone(identifier: text) != nil else { return false }
        return TimeZone.knownTimeZoneIdentifiers.contains(text) || text == "UTC" || text.hasPrefix("Etc/")
    }

    /// A relative path that stays inside the vault and out of `.git`.
    static func isVaultPath(_ text: String) -> Bool {
        guard !text.hasPrefix("/"), !text.hasPrefix("~") else { return false }
        let parts = text.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        guard let first = parts.first, first != ".git" else { return false }
        return !parts.contains("..")
    }
}

/// A setting's value.
public enum SettingValue: Equatable, Sendable, CustomStringConvertible {
    case text(String)
    case number(Double)
    case flag(Bool)
    case list([String])

    /// As people read it (`diary config get`): text as it is, numbers without `.0`, lists as `[a, b]`.
    public var description: String {
        switch self {
        case .text(let text): return text
        case .number(let number): return YAMLScalar.render(number)
        case .flag(let flag): return flag ? "true" : "false"
        case .list(let items): return "[" + items.map { YAMLScalar.render($0, inFlow: true) }.joined(separator: ", ") + "]"
        }
    }

    /// As written after `key: ` in a settings file, so that it reads back as this value.
    var yaml: String {
        switch self {
        case .text(let text): return YAMLScalar.render(text)
        default: return description
        }
    }

    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    public var number: Double? {
        if case .number(let number) = self { return number }
        return nil
    }

    public var flag: Bool? {
        if case .flag(let flag) = self { return flag }
        return nil
    }

    public var list: [String]? {
        if case .list(let list) = self { return list }
        return nil
    }
}
