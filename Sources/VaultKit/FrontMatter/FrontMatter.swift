import Foundation

/// Where an entry was written (`location` map of the contract).
public struct Location: Equatable, Sendable {
    public var name: String?
    public var latitude: Double?
    public var longitude: Double?
    /// Keys inside `location` that the contract does not name, kept as written.
    var extraFields: [YAMLPair] = []

    public init(name: String? = nil, latitude: Double? = nil, longitude: Double? = nil) {
        self.name = name
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// The weather when an entry was written (`weather` map of the contract).
public struct Weather: Equatable, Sendable {
    public var condition: String?
    /// Degrees Celsius.
    public var temperature: Double?
    /// WMO weather code.
    public var code: Int?
    /// Keys inside `weather` that the contract does not name, kept as written.
    var extraFields: [YAMLPair] = []

    public init(condition: String? = nil, temperature: Double? = nil, code: Int? = nil) {
        self.condition = condition
        self.temperature = temperature
        self.code = code
    }
}

/// A key the contract does not know: kept with its exact source text and its position.
public struct UserField: Equatable, Sendable {
    public let key: String
    /// The field's source lines as they stand in the file, line endings included.
    public let text: String

    public init(key: String, text: String) {
        self.key = key
        self.text = text
    }
}

/// The fields of an entry's front matter; the values of the contract's keys, and the user's own keys verbatim.
public struct FrontMatter: Equatable, Sendable {
    /// The newest schema this build reads and writes.
    public static let currentSchema = 2
    /// The contract's keys, in the order they are written (`FrontMatterKey`'s cases).
    public static let knownKeys = FrontMatterKey.allCases.map(\.rawValue)

    public var schema: Int?
    /// `created` exactly as the file holds it (RFC 3339 in schema 2; an epoch number in schema 1).
    public var created: String?
    public var location: Location?
    public var weather: Weather?
    public var tags: [String]?
    public var starred: Bool?
    public var userFields: [UserField]

    public init(
        schema: Int? = nil, created: String? = nil, location: Location? = nil, weather: Weather? = nil,
        tags: [String]? = nil, starred: Bool? = nil, userFields: [UserField] = []
    ) {
        self.schema = schema
        self.created = created
        self.location = location
        self.weather = weather
        self.tags = tags
        self.starred = starred
        self.userFields = userFields
    }

    /// `created` as an instant with its offset; schema 1's epoch seconds are shown in `localZone`.
    public func timestamp(localZone: TimeZone) -> EntryTimestamp? {
        guard let created else { return nil }
        if let stamp = EntryTimestamp(rfc3339: created) { return stamp }
        if let seconds = Double(created), EntryTimestamp.epochSecondsRange.contains(seconds) {
            return EntryTimestamp(Date(timeIntervalSince1970: seconds), in: localZone)
        }
        return nil
    }
}

extension UserField {
    /// A user key with a text value, written so that it reads back as exactly that text.
    public static func text(_ key: String, _ value: String) -> UserField {
        UserField(key: key, text: FrontMatterFields.render(key: YAMLScalar.render(key), .scalar(YAMLScalar.render(value), plain: true)))
    }

    /// A user key with a number value.
    public static func number(_ key: String, _ value: Double) -> UserField {
        UserField(key: key, text: "\(YAMLScalar.render(key)): \(YAMLScalar.render(value))\n")
    }

    /// A user key with a true/false value.
    public static func flag(_ key: String, _ value: Bool) -> UserField {
        UserField(key: key, text: "\(YAMLScalar.render(key)): \(value)\n")
    }

    /// A user key with a list of texts, in flow style.
    public static func list(_ key: String, _ values: [String]) -> UserField {
        UserField(key: key, text: "\(YAMLScalar.render(key)): [" + values.map { YAMLScalar.render($0, inFlow: true) }.joined(separator: ", ") + "]\n")
    }
}
