import Foundation
import VaultKit

/// The contract's front-matter keys as JSON, for `list --json` (and the JSON of `on-this-day`) and for
/// `export --format json`: each key by the kind of its value (`ShownValue`), where its `views` say, so a
/// new key of a known kind is in the JSON without a change here.
enum FrontMatterJSON {
    /// What a JSON object shows of the front matter.
    enum Shape {
        /// A listing: the keys whose `views` hold `.listingJSON`, an absent one as its `whenAbsent` says
        /// (`created` is `fallbackCreated` when the file has none, `tags` a list, `starred` true or false).
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

    /// A key's value as JSON, by its kind: a place and the weather as objects with every field.
    struct Value: Encodable {
        let shown: ShownValue

        func encode(to encoder: Encoder) throws {
            var c = encoder.singleValueContainer()
            switch shown {
            case .text(let text): try c.encode(text)
            case .integer(let number): try c.encode(number)
            case .flag(let flag): try c.encode(flag)
            case .words(let words): try c.encode(words)
            case .place(let location): try c.encode(Place(location))
            case .weather(let weather): try c.encode(Sky(weather))
            }
        }
    }

    /// Writes the keys of `frontMatter` that `shape` shows into `container`: an export every key, a listing
    /// those whose `views` hold `.listingJSON`.
    static func encode(_ frontMatter: FrontMatter, as shape: Shape, into container: inout KeyedEncodingContainer<Key>) throws {
        for key in FrontMatterKey.ordered {
            let value: ShownValue?
            switch shape {
            case .listing(let created):
                guard key.views.contains(.listingJSON) else { continue }
                value = listed(key, in: frontMatter, entryTime: created)
            case .export:
                value = key.shownValue(in: frontMatter)
            }
            try container.encode(value.map(Value.init), forKey: Key(key.rawValue))
        }
    }

    /// The value a listing shows for `key`: the entry's own, else what the key shows when absent (nil for
    /// `null`); `entryTime` is when the entry was written, as `created` would say it.
    static func listed(_ key: FrontMatterKey, in frontMatter: FrontMatter, entryTime: String) -> ShownValue? {
        if let value = key.shownValue(in: frontMatter) { return value }
        switch key.whenAbsent {
        case .null: return nil
        case .shown(let value): return value
        case .entryTime: return .text(entryTime)
        }
    }
}
