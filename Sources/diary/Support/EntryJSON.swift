import Foundation
import VaultKit

/// Entries as JSON objects for scripts: path, created, title, tags, location, weather (null when absent).
enum EntryJSON {
    static func object(_ summary: EntrySummary) -> [String: Any] {
        let fm = summary.frontMatter
        var location: Any = NSNull()
        if let loc = fm.location {
            location = ["name": loc.name ?? NSNull(), "latitude": loc.latitude ?? NSNull(), "longitude": loc.longitude ?? NSNull()] as [String: Any]
        }
        var weather: Any = NSNull()
        if let w = fm.weather {
            weather = ["condition": w.condition ?? NSNull(), "temperature": w.temperature ?? NSNull(), "code": w.code ?? NSNull()] as [String: Any]
        }
        return [
            "path": summary.path.relativePath,
            "created": fm.created ?? summary.timestamp.description,
            "title": summary.title,
            "tags": fm.tags ?? [],
            "location": location,
            "weather": weather,
            "starred": fm.starred ?? false,
        ]
    }

    static func encode(_ objects: [[String: Any]]) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
