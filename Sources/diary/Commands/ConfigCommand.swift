import ArgumentParser
import Foundation
import Localization
import VaultKit

struct ConfigCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: Strings.current.configAbstract,
        discussion: Strings.current.configDiscussion(
            userFile: "$XDG_CONFIG_HOME/diary/config.yaml",
            vaultFile: Settings.vaultFilePath, keys: SettingKey.names),
        subcommands: [ListSettings.self, GetSetting.self, SetSetting.self, UnsetSetting.self]
    )
}

extension ConfigCommand {
    struct ListSettings: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: Strings.current.configListAbstract)

        @OptionGroup var options: VaultOptions

        func run() throws {
            let vaultRoot = try ConfigCommand.vault(options)?.root
            let settings = try SettingsLoading.load(vaultRoot: vaultRoot)
            let text = Strings.current
            let rows = SettingInEffect.all(settings, vaultRoot: vaultRoot).map { setting in
                (
                    setting.key.rawValue,
                    [setting.value, Self.origin(setting.source, in: text), setting.fileMissing ? text.configFileMissing : nil]
                        .compactMap { $0 }.joined(separator: " ")
                )
            }
            let width = rows.map { DisplayWidth.of($0.0) }.max() ?? 0
            try Terminal.write(rows.map { DisplayWidth.pad($0.0, to: width + 2) + $0.1 + "\n" }.joined())
        }

        static func origin(_ source: SettingInEffect.Source, in text: any SettingsText) -> String {
            switch source {
            case .userFile(let url): return text.configOriginUser(file: url.path)
            case .vaultFile(let url): return text.configOriginVault(file: url.path)
            case .environment(let variable): return text.configOriginEnvironment(variable: variable)
            case .system: return text.configOriginSystem
            case .builtIn: return text.configOriginDefault
            case .templateFound: return text.configOriginTemplateFound
            case .notSet: return text.configOriginUnset
            }
        }
    }

    struct GetSetting: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "get", abstract: Strings.current.configGetAbstract)

        @Argument(help: ArgumentHelp(Strings.current.configKeyHelp))
        var key: String

        @OptionGroup var options: VaultOptions

        func run() throws {
            let key = try ConfigCommand.key(self.key)
            let settings = try ConfigCommand.settings(options)
            guard let value = settings.value(key) else { throw SettingsError.notSet(key: key.rawValue) }
            try Terminal.write("\(value)\n")
        }
    }

    struct SetSetting: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "set", abstract: Strings.current.configSetAbstract)

        @Argument(help: ArgumentHelp(Strings.current.configKeyHelp))
        var key: String

        @Argument(help: ArgumentHelp(Strings.current.configValueHelp))
        var value: String

        @Flag(name: .customLong("vault-level"), help: ArgumentHelp(Strings.current.configVaultLevelHelp))
        var vaultLevel = false

        @OptionGroup var options: VaultOptions

        func run() throws {
            let key = try ConfigCommand.key(self.key)
            guard let value = key.value(fromArgument: value) else {
                throw SettingsError.badArgument(
                    key: key.rawValue, value: self.value, requirement: key.requirement,
                    example: "diary config set \(key.rawValue) \(key.example.contains(" ") ? "\"\(key.example)\"" : key.example)")
            }
            try ConfigCommand.change(key, to: value, vaultLevel: vaultLevel, options: options)
        }
    }

    struct UnsetSetting: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "unset", abstract: Strings.current.configUnsetAbstract)

        @Argument(help: ArgumentHelp(Strings.current.configKeyHelp))
        var key: String

        @Flag(name: .customLong("vault-level"), help: ArgumentHelp(Strings.current.configVaultLevelHelp))
        var vaultLevel = false

        @OptionGroup var options: VaultOptions

        func run() throws {
            try ConfigCommand.change(try ConfigCommand.key(key), to: nil, vaultLevel: vaultLevel, options: options)
        }
    }

    // MARK: Shared

    static func key(_ name: String) throws -> SettingKey {
        guard let key = SettingKey(name: name) else { throw SettingsError.unknownKey(name) }
        return key
    }

    /// The vault, or nil when the default one (`~/Diary`) does not exist: settings can be read and the
    /// user file written without a vault. A vault named by --vault or $DIARY_VAULT must exist.
    static func vault(_ options: VaultOptions) throws -> Vault? {
        do {
            let vault = try Vault.open(at: options.vaultURL, host: .diary)
            try VaultOptions.finishInterruptedMigration(vault)
            return vault
        } catch let error as VaultError {
            let named = options.vault != nil || options.journal != nil || !(ProcessInfo.processInfo.environment["DIARY_VAULT"] ?? "").isEmpty
            switch error {
            case .vaultMissing where !named: return nil
            default: throw error
            }
        }
    }

    static func settings(_ options: VaultOptions) throws -> Settings {
        try SettingsLoading.load(vaultRoot: try vault(options)?.root)
    }

    /// Sets or removes `key` in the user file, or with `vaultLevel` in the vault's file as one commit.
    static func change(_ key: SettingKey, to value: SettingValue?, vaultLevel: Bool, options: VaultOptions) throws {
        let text = Strings.current
        let outcome: SettingChange
        let file: URL
        var vault: Vault?
        if vaultLevel, key.scope == .personal {
            throw ValidationError(text.settingPersonalOnly(key: key.rawValue))
        }
        if vaultLevel {
            // Only the vault file matters here: a broken user file must not stop a fix to the vault's.
            let opened = try Vault.open(at: options.vaultURL, host: .diary)
            try VaultOptions.finishInterruptedMigration(opened)
            vault = opened
            file = opened.settingsFileURL
            outcome = try opened.changeSetting(key, to: value)
        } else {
            vault = try Self.vault(options)
            file = SettingsLoading.userFileURL
            let current = try SettingsFile.load(file)
            SettingsLoading.printWarnings(current.warnings)
            // The default journal must be one the file names.
            if key == .journal, case .text(let name)? = value {
                let journals = try Journals.read(from: current)
                guard journals.journal(named: name) != nil else {
                    throw SettingsError.unknownJournal(name: name, known: journals.names, file: file.path)
                }
            }
            outcome = try current.write(key, value)
            // Another place's name: the coordinates in the file may be the old place's.
            if key == .locationName, case .written = outcome, let old = current.values[.locationName], old != value,
                current.values[.locationLatitude] != nil || current.values[.locationLongitude] != nil
            {
                Terminal.printHint(text.settingCoordinatesMayBeStale(file: file.path))
            }
        }
        switch (outcome, value) {
        case (.unchanged, let value?):
            try Terminal.writeLine(text.settingAlready(key: key.rawValue, value: "\(value)", file: file.path))
        case (.unchanged, nil):
            try Terminal.writeLine(text.settingNotInFile(key: key.rawValue, file: file.path))
        case (.written(let commit), let value?):
            try Terminal.writeLine(text.settingWritten(key: key.rawValue, value: "\(value)", file: file.path, commit: commit))
        case (.written(let commit), nil):
            try Terminal.writeLine(text.settingRemoved(key: key.rawValue, file: file.path, commit: commit))
        }
        // Say so when the other file decides this key anyway.
        if let settings = try? Settings.load(userFile: SettingsLoading.userFileURL, vaultRoot: vault?.root),
            let (_, origin) = settings.effective(key)
        {
            switch origin {
            case .userFile(let other) where vaultLevel, .vaultFile(let other) where !vaultLevel:
                Terminal.printHint(text.settingShadowed(key: key.rawValue, by: other.path, suggestVaultLevel: !vaultLevel))
            default: break
            }
        }
    }
}
