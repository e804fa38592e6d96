import Foundation
import VaultKit

/// Entries as JSON objects for scripts: path, created, title, tags, location, weather (null when absent), starred.
struct EntryJSON: Encodable {
    let summary: EntrySummary

    init(_ summary: EntrySummary) { self.summary = summary }

    /// Every key is written, absent values as `null`, so scripts can rely on the shape.
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: FrontMatterJSON.Key.self)
        try c.encode(summary.path.relativePath, forKey: .init("path"))
        try c.encode(summary.title, forKey: .init("title"))
        try FrontMatterJSON.encode(summary.frontMatter, as: .listing(fallbackCreated: summary.timestamp.description), into: &c)
    }

    static func encode(_ summaries: [EntrySummary]) throws -> String {
        // Foundation writes an empty array pretty-printed as "[\n\n]".
        guard !summaries.isEmpty else { return "[]\n" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(summaries.map(EntryJSON.init)), as: UTF8.self) + "\n"
    }
}
