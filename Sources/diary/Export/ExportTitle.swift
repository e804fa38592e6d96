import EntryDisplay
import Foundation
import Localization
import VaultKit

/// The heading of a whole export: `Diary`, then the days it covers in the user's locale
/// (`Diary: Sep 3, 2025 – Nov 21, 2025`, or one day when they are all of the same day); the words in
/// the language of the interface (`일기: 2025년 9월 3일 – 2025년 11월 21일`).
enum ExportTitle {
    static var name: String { Strings.current.exportName }

    /// The days `entries` (newest first) cover, nil when there are none.
    static func range(of entries: [ExportedEntry], environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let newest = entries.first?.timestamp, let oldest = entries.last?.timestamp else { return nil }
        let days = DateDisplay(template: "yMMMd", environment: environment)
        let first = days.string(oldest)
        let last = days.string(newest)
        return first == last ? first : "\(first) – \(last)"
    }

    /// `Diary: <range>`, or `Diary` for an empty export.
    static func text(for entries: [ExportedEntry]) -> String {
        range(of: entries).map { Strings.current.exportTitle(range: $0) } ?? name
    }
}
