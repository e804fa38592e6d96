import Foundation
import VaultKit

/// Entries as JSON objects for scripts: path, created, title, tags, location, weather (null when absent), starred.
struct EntryJSON: Encodable {
    struct Place: Encodable {
        let name: String?
        let latitude: Double?
        let longitude: Double?

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name)
            try c.encode(latitude, forKey: .latitude)
            try c.encode(longitude, forKey: .longitude)
        }

        enum CodingKeys: String, CodingKey { case name, latitude, longitude }
    }

    struct Sky: Encodable {
        let condition: String?
        let temperature: Double?
        let code: Int?

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(condition, forKey: .condition)
            try c.encode(temperature, forKey: .temperature)
            try c.encode(code, forKey: .code)
        }

        enum CodingKeys: String, CodingKey { case condition, temperature, code }
    }

    let path: String
    let created: String
    let title: String
    let tags: [String]
    let location: Place?
    let weather: Sky?
    let starred: Bool

    init(_ summary: EntrySummary) {
        let fm = summary.frontMatter
        path = summary.path.relativePath
        created = fm.created ?? summary.timestamp.description
        title = summary.title
        tags = fm.tags ?? []
        location = fm.location.map { Place(name: $0.name, latitude: $0.latitude, longitude: $0.longitude) }
        weather = fm.weather.map { Sky(condition: $0.condition, temperature: $0.temperature, code: $0.code) }
        starred = fm.starred ?? false
    }

    /// Every key is written, absent values as `null`, so scripts can rely on the shape.
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path)
        try c.encode(created, forKey: .created)
        try c.encode(title, forKey: .title)
        try c.encode(tags, forKey: .tags)
        try c.encode(location, forKey: .location)
        try c.encode(weather, forKey: .weather)
        try c.encode(starred, forKey: .starred)
    }

    enum CodingKeys: String, CodingKey { case path, created, title, tags, location, weather, starred }

    static func encode(_ summaries: [EntrySummary]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(summaries.map(EntryJSON.init)), as: UTF8.self) + "\n"
    }
}
