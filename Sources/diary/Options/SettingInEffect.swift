import Foundation
import VaultKit

/// A setting as `diary config list` shows it: the value diary uses and where it comes from, counting
/// what the settings files leave to the machine (the time zone, the editor from the environment).
struct SettingInEffect: Equatable {
    enum Source: Equatable {
        case userFile(URL)
        case vaultFile(URL)
        /// An environment variable, by name (`TZ`, `EDITOR`).
        case environment(String)
        /// The machine's own setting.
        case system
        /// Built in.
        case builtIn
        /// The template at its default place, `.diary/template.md`, which exists.
        case templateFound
        case notSet
    }

    let key: SettingKey
    /// Nil when nothing sets it.
    let value: String?
    let source: Source
    /// A `template` setting whose file is not in the vault.
    var fileMissing = false

    /// Every key, in `SettingKey` order.
    static func all(
        _ settings: Settings, vaultRoot: URL?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [SettingInEffect] {
        SettingKey.allCases.map { key in
            let fromFiles = settings.effective(key).map { found in
                SettingInEffect(key: key, value: "\(found.value)", source: Source(found.origin, key: key))
            }
            switch key {
            case .timezone:
                if let fromFiles { return fromFiles }
                let variable = environment["TZ"].map { !$0.isEmpty } ?? false
                return SettingInEffect(key: key, value: TimeZone.current.identifier, source: variable ? .environment("TZ") : .system)
            case .editor:
                let choice = Editor(environment: environment, configured: settings.editor)
                switch choice.source {
                case .setting: return fromFiles ?? SettingInEffect(key: key, value: choice.command, source: .notSet)
                case .variable(let name): return SettingInEffect(key: key, value: choice.command, source: .environment(name))
                case .fallback: return SettingInEffect(key: key, value: choice.command, source: .builtIn)
                }
            case .offline where Settings.offlineVariable(environment: environment):
                return SettingInEffect(key: key, value: "true", source: .environment("DIARY_OFFLINE"))
            case .template:
                guard var setting = fromFiles else { return SettingInEffect(key: key, value: nil, source: .notSet) }
                if let vaultRoot, let path = setting.value {
                    setting.fileMissing = !FileManager.default.fileExists(atPath: vaultRoot.appendingPathComponent(path).path)
                }
                return setting
            default:
                return fromFiles ?? SettingInEffect(key: key, value: nil, source: .notSet)
            }
        }
    }
}

extension SettingInEffect.Source {
    init(_ origin: SettingOrigin, key: SettingKey) {
        switch origin {
        case .userFile(let url): self = .userFile(url)
        case .vaultFile(let url): self = .vaultFile(url)
        case .builtIn: self = key == .template ? .templateFound : .builtIn
        }
    }
}
