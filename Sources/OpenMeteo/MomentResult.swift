import Localization

/// What a `MomentLookup` found by its deadline: the place and the weather, or why not.
public struct MomentResult: Sendable, Equatable {
    /// The place name that was looked up; nil when none was (coordinates were given, or nothing).
    public var placeName: String?
    /// Whether the current weather was asked for.
    public var weatherWanted: Bool
    /// The place the name was resolved to, when it was looked up and found.
    public var location: Place?
    /// The weather now, when it was asked for and fetched.
    public var weather: WeatherReport?
    /// Why the place name gave no place.
    public var locationFailure: LookupFailure?
    /// Why the weather was not fetched (not set when a failed place lookup left no coordinates).
    public var weatherFailure: LookupFailure?

    /// Creates a result from its parts.
    public init(
        placeName: String? = nil, weatherWanted: Bool = false, location: Place? = nil, weather: WeatherReport? = nil,
        locationFailure: LookupFailure? = nil, weatherFailure: LookupFailure? = nil
    ) {
        self.placeName = placeName
        self.weatherWanted = weatherWanted
        self.location = location
        self.weather = weather
        self.locationFailure = locationFailure
        self.weatherFailure = weatherFailure
    }

    /// One line per failure, in the language of `text`, for the caller to show as warnings.
    public func warnings(in text: any WeatherText) -> [String] {
        var lines: [String] = []
        if let locationFailure {
            lines.append(text.placeNotLookedUp(placeName ?? "", reason: locationFailure.reason(in: text), weatherToo: weatherWanted))
        }
        if let weatherFailure {
            lines.append(text.weatherNotFetched(reason: weatherFailure.reason(in: text)))
        }
        return lines
    }
}
