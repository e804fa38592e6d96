import Foundation
import Localization

/// The URLs of the two requests made to Open-Meteo.
enum OpenMeteoRequest {
    /// `BASE/v1/search?name=…&count=1&language=…&format=json`; nil when `base` is not an http(s) URL.
    static func search(name: String, language: Language, base: String) -> URL? {
        url(
            base: base, path: "/v1/search",
            query: [
                ("name", percentEncoded(name)), ("count", "1"), ("language", percentEncoded(language.rawValue)),
                ("format", "json")
            ])
    }

    /// `BASE/v1/forecast?latitude=…&longitude=…&current=temperature_2m,weather_code`; nil when `base`
    /// is not an http(s) URL.
    static func currentWeather(at coordinates: Coordinates, base: String) -> URL? {
        url(
            base: base, path: "/v1/forecast",
            query: [
                ("latitude", decimal(coordinates.latitude)), ("longitude", decimal(coordinates.longitude)),
                ("current", "temperature_2m,weather_code")  // a list: its commas are separators, not data
            ])
    }

    /// `query`: names and values already %-encoded.
    private static func url(base: String, path: String, query: [(String, String)]) -> URL? {
        var base = base.trimmed
        while base.hasSuffix("/") { base.removeLast() }
        guard !base.contains("?"), !base.contains("#") else { return nil }
        let encoded = query.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        guard let url = URL(string: base + path + "?" + encoded),
            let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }

    /// RFC 3986 unreserved characters stay, everything else is %-encoded as UTF-8: unlike
    /// `URLComponents.queryItems`, this also encodes `&`, `=` and `+` inside a value.
    static func percentEncoded(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? ""
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// Degrees with up to 6 decimals (about 10 cm), never in exponent form: 35.1028, -0.0001, 129.
    static func decimal(_ degrees: Double) -> String {
        guard degrees.isFinite else { return "nan" }
        var text = String(format: "%.6f", degrees)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
