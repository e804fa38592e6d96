import Foundation

/// Day One's JSON export of one journal (`Journal.json`): `{"metadata": {"version": "1.0"}, "entries": [...]}`.
public struct DayOneJournal: Codable, Sendable, Equatable {
    public struct Metadata: Codable, Sendable, Equatable {
        public var version: String

        public init(version: String = "1.0") { self.version = version }
    }

    public var metadata: Metadata
    public var entries: [DayOneEntry]

    public init(metadata: Metadata = Metadata(), entries: [DayOneEntry]) {
        self.metadata = metadata
        self.entries = entries
    }
}

/// One entry of a Day One export. The fields `diary` reads are typed; every other field is kept by
/// its Day One name in `otherFields` (`modifiedDate`, `creationDevice`, `isPinned`, `photos`, …).
public struct DayOneEntry: Codable, Sendable, Equatable {
    /// 32 upper-case hex digits, e.g. `2F8DDCA258634D9994DF3A4FEE328035`.
    public var uuid: String?
    /// UTC, e.g. `2026-11-21T00:14:03Z`.
    public var creationDate: String?
    /// The zone the entry was written in: an IANA name (`Asia/Seoul`), or `GMT+09:00`.
    public var timeZone: String?
    /// Markdown, with Day One's backslash escapes.
    public var text: String?
    public var tags: [String]?
    public var starred: Bool?
    public var location: DayOneLocation?
    public var weather: DayOneWeather?
    public var otherFields: [String: JSONValue] = [:]

    static let typedKeys: Set<String> = ["uuid", "creationDate", "timeZone", "text", "tags", "starred", "location", "weather"]

    public init(
        uuid: String?, creationDate: String?, timeZone: String?, text: String?, tags: [String]? = nil,
        starred: Bool? = nil, location: DayOneLocation? = nil, weather: DayOneWeather? = nil,
        otherFields: [String: JSONValue] = [:]
    ) {
        self.uuid = uuid
        self.creationDate = creationDate
        self.timeZone = timeZone
        self.text = text
        self.tags = tags
        self.starred = starred
        self.location = location
        self.weather = weather
        self.otherFields = otherFields
    }

    public init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: FieldKey.self)
        uuid = try fields.decodeIfPresent(String.self, forKey: FieldKey("uuid"))
        creationDate = try fields.decodeIfPresent(String.self, forKey: FieldKey("creationDate"))
        timeZone = try fields.decodeIfPresent(String.self, forKey: FieldKey("timeZone"))
        text = try fields.decodeIfPresent(String.self, forKey: FieldKey("text"))
        tags = try fields.decodeIfPresent([String].self, forKey: FieldKey("tags"))
        starred = try fields.decodeIfPresent(Bool.self, forKey: FieldKey("starred"))
        location = try fields.decodeIfPresent(DayOneLocation.self, forKey: FieldKey("location"))
        weather = try fields.decodeIfPresent(DayOneWeather.self, forKey: FieldKey("weather"))
        otherFields = try fields.otherFields(excluding: Self.typedKeys)
    }

    public func encode(to encoder: Encoder) throws {
        var fields = encoder.container(keyedBy: FieldKey.self)
        try fields.encodeIfPresent(uuid, forKey: FieldKey("uuid"))
        try fields.encodeIfPresent(creationDate, forKey: FieldKey("creationDate"))
        try fields.encodeIfPresent(timeZone, forKey: FieldKey("timeZone"))
        try fields.encodeIfPresent(text, forKey: FieldKey("text"))
        try fields.encodeIfPresent(tags, forKey: FieldKey("tags"))
        try fields.encodeIfPresent(starred, forKey: FieldKey("starred"))
        try fields.encodeIfPresent(location, forKey: FieldKey("location"))
        try fields.encodeIfPresent(weather, forKey: FieldKey("weather"))
        try fields.encode(otherFields: otherFields, excluding: Self.typedKeys)
    }
}

/// Where a Day One entry was written; `localityName`, `country`, `region`, … are in `otherFields`.
public struct DayOneLocation: Codable, Sendable, Equatable {
    public var placeName: String?
    public var latitude: Double?
    public var longitude: Double?
    public var otherFields: [String: JSONValue] = [:]

    static let typedKeys: Set<String> = ["placeName", "latitude", "longitude"]

    public init(placeName: String?, latitude: Double?, longitude: Double?, otherFields: [String: JSONValue] = [:]) {
        self.placeName = placeName
        self.latitude = latitude
        self.longitude = longitude
        self.otherFields = otherFields
    }

    public init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: FieldKey.self)
        placeName = try fields.decodeIfPresent(String.self, forKey: FieldKey("placeName"))
        latitude = try fields.decodeIfPresent(Double.self, forKey: FieldKey("latitude"))
        longitude = try fields.decodeIfPresent(Double.self, forKey: FieldKey("longitude"))
        otherFields = try fields.otherFields(excluding: Self.typedKeys)
    }

    public func encode(to encoder: Encoder) throws {
        var fields = encoder.container(keyedBy: FieldKey.self)
        try fields.encodeIfPresent(placeName, forKey: FieldKey("placeName"))
        try fields.encodeIfPresent(latitude, forKey: FieldKey("latitude"))
        try fields.encodeIfPresent(longitude, forKey: FieldKey("longitude"))
        try fields.encode(otherFields: otherFields, excluding: Self.typedKeys)
    }

    /// The place's name: `placeName`, else the locality, the region or the country (else an empty `placeName`).
    var bestName: String? {
        if let placeName, !placeName.isEmpty { return placeName }
        for key in ["localityName", "administrativeArea", "country"] {
            if case .string(let name)? = otherFields[key], !name.isEmpty { return name }
        }
        return placeName
    }
}

/// The weather of a Day One entry; `weatherCode` (Day One's own names, e.g. `mostly-cloudy-night`, not
/// WMO codes), `relativeHumidity`, `sunriseDate`, … are in `otherFields`.
public struct DayOneWeather: Codable, Sendable, Equatable {
    public var conditionsDescription: String?
    public var temperatureCelsius: Double?
    public var otherFields: [String: JSONValue] = [:]

    static let typedKeys: Set<String> = ["conditionsDescription", "temperatureCelsius"]

    public init(conditionsDescription: String?, temperatureCelsius: Double?, otherFields: [String: JSONValue] = [:]) {
        self.conditionsDescription = conditionsDescription
        self.temperatureCelsius = temperatureCelsius
        self.otherFields = otherFields
    }

    public init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: FieldKey.self)
        conditionsDescription = try fields.decodeIfPresent(String.self, forKey: FieldKey("conditionsDescription"))
        temperatureCelsius = try fields.decodeIfPresent(Double.self, forKey: FieldKey("temperatureCelsius"))
        otherFields = try fields.otherFields(excluding: Self.typedKeys)
    }

    public func encode(to encoder: Encoder) throws {
        var fields = encoder.container(keyedBy: FieldKey.self)
        try fields.encodeIfPresent(conditionsDescription, forKey: FieldKey("conditionsDescription"))
        try fields.encodeIfPresent(temperatureCelsius, forKey: FieldKey("temperatureCelsius"))
        try fields.encode(otherFields: otherFields, excluding: Self.typedKeys)
    }
}
