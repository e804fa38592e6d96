import Foundation
import VaultKit

@testable import EntryDisplay

/// Entries made in memory for the tests: what a file of the vault would hold.
enum SampleEntries {
    static let seoul = TimeZone(secondsFromGMT: 9 * 3600)!

    static func entry(
        _ body: String, day: String = "2026-11-21", sequence: Int = 1, created: String? = "2026-11-21T09:14:03+09:00",
        location: Location? = nil, weather: Weather? = nil, tags: [String]? = nil, starred: Bool? = nil
    ) -> Entry {
        let frontMatter = FrontMatter(
            schema: 2, created: created, location: location, weather: weather, tags: tags, starred: starred)
        return Entry(path: EntryPath(day: Day(day)!, sequence: sequence), document: EntryDocument(frontMatter: frontMatter, body: body))
    }

    /// Dates as an American reader sees them.
    static var dates: DateDisplay { DateDisplay(locale: Locale(identifier: "en_US")) }
}
