import Foundation
import Localization
import VaultKit

// What this process tells the libraries, read from its environment once, here and nowhere else: the
// libraries read no environment variable and no locale of their own.

extension Language {
    /// The language of this process (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    static let current = from(environment: ProcessInfo.processInfo.environment)
}

/// The interface text of this process: `Strings.current.noEntry(...)`.
enum Strings {
    static let current: any InterfaceText = Language.current.text
}

extension VaultHost {
    /// diary as VaultKit's host: commits signed `diary <diary@localhost>` when git config names nobody,
    /// the HTTPS token in `$DIARY_GIT_TOKEN`, and `$DIARY_TODAY` (YYYY-MM-DD) standing in for today's
    /// date in the reading commands (a testing aid, so that streaks and "today" marks can be checked
    /// on a fixed day).
    static let diary: VaultHost = {
        let environment = ProcessInfo.processInfo.environment
        return VaultHost(
            toolName: "diary", toolEmail: "diary@localhost", tokenVariable: "DIARY_GIT_TOKEN",
            environment: environment, fixedToday: environment["DIARY_TODAY"].flatMap { Day($0) })
    }()
}

extension VaultError {
    /// The message in this process's language.
    var localizedMessage: String { message(in: Strings.current) }
}

extension SettingsError {
    /// The message in this process's language.
    var localizedMessage: String { message(in: Strings.current) }
}
