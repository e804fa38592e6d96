import DiarySetup
import Foundation
import Localization
import VaultKit

// What this process tells the libraries, read from its environment once, by `DiaryProcess` (shared with
// diary-serve), and nowhere else: the libraries read no environment variable and no locale of their own.

extension DiaryProcess {
    /// This process: its environment and current folder, read once.
    static let current = DiaryProcess(
        environment: ProcessInfo.processInfo.environment,
        currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
}

extension Language {
    /// The language of this process (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    static var current: Language { DiaryProcess.current.language }
}

/// The interface text of this process: `Strings.current.noEntry(...)`.
enum Strings {
    static let current: any InterfaceText = DiaryProcess.current.text
}

extension VaultHost {
    /// diary as VaultKit's host (see `DiaryProcess.host`).
    static var diary: VaultHost { DiaryProcess.current.host }
}

extension VaultError {
    /// The message in this process's language.
    var localizedMessage: String { message(in: Strings.current) }
}

extension SettingsError {
    /// The message in this process's language.
    var localizedMessage: String { message(in: Strings.current) }
}
