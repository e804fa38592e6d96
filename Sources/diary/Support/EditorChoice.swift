import Foundation

/// The editor command `Editor` runs and where it comes from, for `diary config list`.
///
/// Mirrors the order of `Editor.init` (`$DIARY_EDITOR`, the `editor` setting, `$VISUAL`, `$EDITOR`,
/// then `vi`); a test checks that both pick the same command. Meant to be folded into Editor.swift.
enum EditorChoice {
    enum Source: Equatable {
        /// An environment variable, by name.
        case variable(String)
        /// The `editor` setting.
        case setting
        /// Nothing set: `vi`.
        case fallback
    }

    static func find(environment: [String: String] = ProcessInfo.processInfo.environment,
                     configured: String? = nil) -> (command: String, source: Source) {
        let candidates: [(String?, Source)] = [
            (environment["DIARY_EDITOR"], .variable("DIARY_EDITOR")),
            (configured, .setting),
            (environment["VISUAL"], .variable("VISUAL")),
            (environment["EDITOR"], .variable("EDITOR")),
        ]
        for case let (command?, source) in candidates where !command.isEmpty {
            return (command, source)
        }
        return ("vi", .fallback)
    }
}
