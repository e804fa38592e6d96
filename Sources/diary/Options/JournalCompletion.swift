import ArgumentParser
import Foundation
import VaultKit

/// Shell completion of `-j NAME` / `--journal NAME`: the journals of the user settings file, in its order.
enum JournalCompletion {
    /// For `@Option(completion: JournalCompletion.kind)`: the shell runs `diary ---completion …`, which calls this.
    static let kind = CompletionKind.custom { _, _, prefix in
        candidates(prefix: prefix)
    }

    /// The journal names that start with `prefix`; none when the user file is missing or broken.
    static func candidates(prefix: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
        let file = Settings.userFileURL(environment: environment)
        let names = (try? Journals.load(userFile: file))?.names ?? []
        let typed = DayCompletion.unquoted(prefix)
        return typed.isEmpty ? names : names.filter { $0.hasPrefix(typed) }
    }
}
