import Foundation

/// What a new entry records about the moment it is written: where, the weather, its tags, its star.
///
/// A command builds it from its flags and the settings before the editor opens
/// (`init(settings:location:weather:tags:noWeather:star:)`); the fields known then go into the
/// draft's front matter. It is applied again when the entry is saved (`Vault.finishEdit(_:moment:)`,
/// `Vault.quickEntry(_:moment:)`), with the value known *then*: a location and weather lookup
/// started with the command may have filled in `latitude`/`longitude` and the weather meanwhile
/// (only what `needsCoordinates`/`needsWeather` say is missing).
public struct NewEntryMoment: Sendable, Equatable {
    public var locationName: String?
    public var latitude: Double?
    public var longitude: Double?
    public var weatherCondition: String?
    /// Degrees Celsius.
    public var temperature: Double?
    /// WMO weather code.
    public var weatherCode: Int?
    /// In order, without duplicates.
    public var tags: [String]
    public var starred: Bool
    /// No weather lookup (`--no-weather`, or `weather.enabled: false`).
    public var skipWeather: Bool

    public init(
        locationName: String? = nil, latitude: Double? = nil, longitude: Double? = nil,
        weatherCondition: String? = nil, temperature: Double? = nil, weatherCode: Int? = nil,
        tags: [String] = [], starred: Bool = false, skipWeather: Bool = false
    ) {
        self.locationName = locationName
        self.latitude = latitude
        self.longitude = longitude
        self.weatherCondition = weatherCondition
        self.temperature = temperature
        self.weatherCode = weatherCode
        self.tags = Self.unique(tags)
        self.starred = starred
        self.skipWeather = skipWeather
    }

    /// From a command's flags and the settings: `--location` (else the default location from the
    /// settings, with its coordinates), `--weather` (`Rain, 12°C` → condition and temperature),
    /// the settings' `tags` then `--tag`s, `--star`, and no lookup with `--no-weather` or
    /// `weather.enabled: false`.
    public init(settings: Settings, location: String?, weather: String?, tags: [String], noWeather: Bool, star: Bool) {
        self.init(tags: settings.tags + tags, starred: star, skipWeather: noWeather || !settings.weatherEnabled)
        if let location {
            locationName = location
        } else if let place = settings.defaultLocation {
            locationName = place.name
            latitude = place.latitude
            longitude = place.longitude
        }
        if let weather {
            let typed = Weather(typed: weather)
            weatherCondition = typed.condition
            temperature = typed.temperature
        }
    }

    /// True when there is a place to look up the coordinates of.
    public var needsCoordinates: Bool { locationName != nil && (latitude == nil || longitude == nil) }

    /// True when a lookup should find the weather: not turned off, and none given.
    public var needsWeather: Bool {
        !skipWeather && weatherCondition == nil && temperature == nil && weatherCode == nil
    }

    /// The `location` field this moment writes; nil when it knows no place.
    public var location: Location? {
        guard locationName != nil || latitude != nil || longitude != nil else { return nil }
        return Location(name: locationName, latitude: latitude, longitude: longitude)
    }

    /// The `weather` field this moment writes; nil when it knows no weather.
    public var weather: Weather? {
        guard weatherCondition != nil || temperature != nil || weatherCode != nil else { return nil }
        return Weather(condition: weatherCondition, temperature: temperature, code: weatherCode)
    }

    /// The front matter of a new entry written at `created` in this moment.
    public func frontMatter(created: EntryTimestamp) -> FrontMatter {
        FrontMatter(
            schema: FrontMatter.currentSchema, created: created.description, location: location, weather: weather,
            tags: tags.isEmpty ? nil : tags, starred: starred ? true : nil)
    }

    /// `frontMatter` with this moment's fields, wherever it still holds what `opened` put there when the
    /// editor opened: a field the person changed in the editor is theirs and stays as they wrote it.
    public func applied(to frontMatter: FrontMatter, opened: NewEntryMoment) -> FrontMatter {
        var fm = frontMatter
        if fm.location == opened.location { fm.location = location }
        if fm.weather == opened.weather { fm.weather = weather }
        if fm.tags == (opened.tags.isEmpty ? nil : opened.tags) { fm.tags = tags.isEmpty ? nil : tags }
        if fm.starred == (opened.starred ? true : nil) { fm.starred = starred ? true : nil }
        return fm
    }

    /// The first spelling of each tag, comparing without regard to case.
    static func unique(_ tags: [String]) -> [String] {
        var seen = Set<String>()
        return tags.filter { seen.insert($0.lowercased()).inserted }
    }
}

extension Weather {
    /// Weather as a person types it: `Rain, 12°C` → condition `Rain`, temperature 12; `12°C` → only the
    /// temperature; anything else → the condition, as typed.
    public init(typed text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let match = trimmed.wholeMatch(of: #/(?:(.*?)\s*,\s*)?(-?\d+(?:\.\d+)?)\s*(?:°\s*C|℃)/#),
            let temperature = Double(match.2), temperature.isFinite
        {
            let condition = match.1.map(String.init)
            self.init(condition: condition?.isEmpty == false ? condition : nil, temperature: temperature)
            return
        }
        self.init(condition: trimmed)
    }
}
