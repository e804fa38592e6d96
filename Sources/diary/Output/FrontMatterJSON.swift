import Foundation
import VaultKit

/// The contract's front-matter keys as JSON, for `list --json` (and the JSON of `on-this-day` and
/// `search`) and for `export --format json`: one exhaustive switch over `FrontMatterKey`, so a new key
/// says here what scripts see of it.
enum FrontMatterJSON {
    /// What a JSON object shows of the front matter.
    enum Shape {
        /// A listing: `created` always set (`fallbackCreated` when the file has none), `tags` a list and
        /// `starred` true or false even when absent, no `schema`.
        case listing(fallbackCreated: String)
        /// An export: every key as the file holds it, `null` when absent.
        case export
    }

    /// A JSON object key given by its name.
    struct Key: CodingKey {
        let stringValue: String
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    /// `location` as JSON: every field, `null` when absent.
    struct Place: Encodable {
        let name: String?
        let latitude: Double?
        let longitude: Double?

        init(_ location: Location) {
            (name, latitude, longitude) = (location.name, location.latitude, location.longitude)
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(name, forKey: Key("name"))
            try c.encode(latitude, forKey: Key("latitude"))
            try c.encode(longitude, forKey: Key("longitude"))
        }
    }

    /// `weather` as JSON: every field, `null` when absent.
    struct Sky: Encodable {
        let condition: String?
        let temperature: Double?
        let code: Int?

        init(_ weather: Weather) {
            (condition, temperature, code) = (weather.condition, weather.temperature, weather.code)
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encode(condition, forKey: Key("condition"))
            try c.encode(temperature, forKey: Key("temperature"))
            try c.encode(code, forKey: Key("code"))
        }
    }

    /// Writes the keys of `frontMatter` that `shape` shows into `container`.
    static func encode(_ frontMatter: FrontMatter, as shape: Shape, into container: inout KeyedEncodingContainer<Key>) throws {
        let listing: Bool
        let fallbackCreated: String?
        switch shape {
        case .listing(let created): (listing, fallbackCreated) = (true, created)
        case .export: (listing, fallbackCreated) = (false, nil)
        }
        for key in FrontMatterKey.allCases {
            let name = Key(key.rawValue)
            switch key {
            case .schema:
                if !listing { try container.encode(frontMatter.schema, forKey: name) }
            case .created:
                try container.encode(frontMatter.created ?? fallbackCreated, forKey: name)
            case .location:
                try container.encode(frontMatter.location.map(Place.init), forKey: name)
            case .weather:
                try container.encode(frontMatter.weather.map(Sky.init), forKey: name)
            case .tags:
                try container.encode(listing ? frontMatter.tags ?? [] : frontMatter.tags, forKey: name)
            case .starred:
                try container.encode(listing ? frontMatter.starred ?? false : frontMatter.starred, forKey: name)
            }
        }
    }
}
