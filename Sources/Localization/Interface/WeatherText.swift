/// Location and weather lookups, and the WMO weather codes' conditions.
public protocol WeatherText: Sendable {
    // The conditions of the WMO weather interpretation codes Open-Meteo reports (code in brackets).

    /// Clear sky (0).
    var weatherClearSky: String { get }
    /// Mainly clear (1).
    var weatherMainlyClear: String { get }
    /// Partly cloudy (2).
    var weatherPartlyCloudy: String { get }
    /// Overcast (3).
    var weatherOvercast: String { get }
    /// Fog (45).
    var weatherFog: String { get }
    /// Depositing rime fog (48).
    var weatherRimeFog: String { get }
    /// Light drizzle (51).
    var weatherLightDrizzle: String { get }
    /// Moderate drizzle (53).
    var weatherModerateDrizzle: String { get }
    /// Dense drizzle (55).
    var weatherDenseDrizzle: String { get }
    /// Light freezing drizzle (56).
    var weatherLightFreezingDrizzle: String { get }
    /// Dense freezing drizzle (57).
    var weatherDenseFreezingDrizzle: String { get }
    /// Slight rain (61).
    var weatherSlightRain: String { get }
    /// Moderate rain (63).
    var weatherModerateRain: String { get }
    /// Heavy rain (65).
    var weatherHeavyRain: String { get }
    /// Light freezing rain (66).
    var weatherLightFreezingRain: String { get }
    /// Heavy freezing rain (67).
    var weatherHeavyFreezingRain: String { get }
    /// Slight snow fall (71).
    var weatherSlightSnowfall: String { get }
    /// Moderate snow fall (73).
    var weatherModerateSnowfall: String { get }
    /// Heavy snow fall (75).
    var weatherHeavySnowfall: String { get }
    /// Snow grains (77).
    var weatherSnowGrains: String { get }
    /// Slight rain showers (80).
    var weatherSlightRainShowers: String { get }
    /// Moderate rain showers (81).
    var weatherModerateRainShowers: String { get }
    /// Violent rain showers (82).
    var weatherViolentRainShowers: String { get }
    /// Slight snow showers (85).
    var weatherSlightSnowShowers: String { get }
    /// Heavy snow showers (86).
    var weatherHeavySnowShowers: String { get }
    /// Thunderstorm, slight or moderate (95).
    var weatherThunderstorm: String { get }
    /// Thunderstorm with slight hail (96).
    var weatherThunderstormWithSlightHail: String { get }
    /// Thunderstorm with heavy hail (99).
    var weatherThunderstormWithHeavyHail: String { get }
    /// A code outside the table, e.g. "Unknown weather (code 42)".
    func weatherUnknown(code: Int) -> String

    // Why a lookup gave nothing: a short phrase that goes inside the warnings below.

    /// Offline, refused, name not resolved, connection dropped or TLS failed.
    var lookupUnreachable: String { get }
    /// No answer before the deadline.
    var lookupTimedOut: String { get }
    /// An answer with an error status, e.g. 500.
    func lookupHTTPStatus(_ status: Int) -> String
    /// An answer that is not the JSON expected.
    var lookupMalformedAnswer: String { get }
    /// Geocoding found no place by that name.
    var lookupPlaceNotFound: String { get }
    /// A base URL from the settings that is not an http(s) address.
    func lookupInvalidAddress(_ address: String) -> String
    /// libcurl, which does the HTTP, could not be loaded.
    var lookupNoHTTPSupport: String { get }

    // One-line warnings; the entry is saved all the same.

    /// A place name could not be turned into coordinates; `weatherToo`: so there is no weather either.
    func placeNotLookedUp(_ place: String, reason: String, weatherToo: Bool) -> String
    /// The current weather could not be fetched.
    func weatherNotFetched(reason: String) -> String
    /// The lookups failed because the machine is offline (shown once a day): nothing was looked up, and
    /// how to stop trying.
    var offlineNotice: String { get }
    /// The coordinates found for the settings' place could not be written into the settings `file`.
    func placeNotKept(_ place: String, file: String) -> String
}
