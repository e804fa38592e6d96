import DiarySetup
import Foundation
import Localization
import VaultKit

/// Reads the settings for a command: the user file (`$XDG_CONFIG_HOME/diary/config.yaml`) and the
/// vault's `.diary/config.yaml`, printing a `warning:` line for each unknown key.
enum SettingsLoading {
    /// The user's settings file for this process's environment.
    static var userFileURL: URL { DiaryProcess.current.userSettingsFile }

    /// The settings in effect for `vaultRoot` (nil: the user file alone).
    static func load(vaultRoot: URL?) throws -> Settings {
        let settings = try DiaryProcess.current.settings(vaultRoot: vaultRoot)
        printWarnings(settings.warnings)
        return settings
    }

    static func printWarnings(_ warnings: [SettingsWarning]) {
        for warning in warnings { Terminal.printWarning(warning.message(in: Strings.current)) }
    }
}
