import Foundation
import VaultKit

/// The heading of a whole export: `Diary`, then the days it covers in the user's locale
/// (`Diary: Sep 3, 2025 – Nov 21, 2025`, or one day when they are all of the same day).
enum ExportTitle {
    static let name = "Diary"

    /// The days `entries` (newest first) cover, nil when there are none.
    static func range(of entries: [ExportedEntry], environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let newest = entries.first?.timestamp, let oldest = entries.last?.timestamp else { return nil }
        let days = DateDisplay(template: "yMMMd", environment: environment)
        let first = days.string(oldest), last = days.string(newest)
        return first == last ? first : "\(first) – \(last)"
    }

    /// `Diary: <range>`, or `Diary` for an empty export.
    static func text(for entries: [ExportedEntry]) -> String {
        range(of: entries).map { "\(name): \($0)" } ?? name
    }
}
