/// Where Open-Meteo's two services are: base URLs that settings can change (tests use a stub on 127.0.0.1).
///
/// A base is a scheme, a host, an optional port and an optional path prefix; the API's own path
/// (`/v1/search`, `/v1/forecast`) is appended to it.
public struct OpenMeteoEndpoints: Sendable, Equatable {
    /// The geocoding API's base URL, e.g. `https://geocoding-api.open-meteo.com`.
    public var geocoding: String
    /// The forecast API's base URL, e.g. `https://api.open-meteo.com`.
    public var forecast: String

    /// Creates endpoints from two base URLs.
    public init(geocoding: String = Self.standardGeocoding, forecast: String = Self.standardForecast) {
        self.geocoding = geocoding
        self.forecast = forecast
    }

    /// Open-Meteo's public geocoding API (free, no key).
    public static let standardGeocoding = "https://geocoding-api.open-meteo.com"
    /// Open-Meteo's public forecast API (free, no key).
    public static let standardForecast = "https://api.open-meteo.com"
    /// Both public services.
    public static let standard = OpenMeteoEndpoints()
}
