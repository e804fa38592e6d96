import Foundation
import VaultKit

/// The entries as a JSON array, newest first: every front-matter field, the path, the title and the
/// exact body. Keys are sorted and every key is present (`null` when the entry has no value), so
/// scripts can rely on the shape. The user's own front-matter keys are under `extra`, each as the
/// YAML text of its value exactly as the file holds it (`017` stays `"017"`, a list stays `[a, b]`).
struct JSONExport: Encodable {
    let path: String
    let title: String
    let body: String
    let schema: Int?
    /// `created` as written in the file (RFC 3339, or a schema-1 epoch number).
    let created: String?
    let location: EntryJSON.Place?
    let weather: EntryJSON.Sky?
    let tags: [String]?
    let starred: Bool?
    let extra: [String: String]

    init(_ entry: Entry) {
        let fm = entry.frontMatter
        path = entry.path.relativePath
        title = entry.title
        body = entry.document.body
        schema = fm.schema
        created = fm.created
        location = fm.location.map { EntryJSON.Place(name: $0.name, latitude: $0.latitude, longitude: $0.longitude) }
        weather = fm.weather.map { EntryJSON.Sky(condition: $0.condition, temperature: $0.temperature, code: $0.code) }
        tags = fm.tags
        starred = fm.starred
        var extra: [String: String] = [:]
        for field in fm.userFields { extra[field.key] = UserFieldValue.text(of: field) }
        self.extra = extra
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(path, forKey: .path)
        try c.encode(title, forKey: .title)
        try c.encode(body, forKey: .body)
        try c.encode(schema, forKey: .schema)
        try c.encode(created, forKey: .created)
        try c.encode(location, forKey: .location)
        try c.encode(weather, forKey: .weather)
        try c.encode(tags, forKey: .tags)
        try c.encode(starred, forKey: .starred)
        try c.encode(extra, forKey: .extra)
    }

    enum CodingKeys: String, CodingKey { case path, title, body, schema, created, location, weather, tags, starred, extra }

    /// The array, pretty-printed, with a final newline.
    static func document(_ entries: [Entry]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(entries.map(JSONExport.init))
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
