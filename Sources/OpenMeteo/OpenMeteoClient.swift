import Foundation
import Localization

/// Open-Meteo's geocoding and current weather, each call finished by a deadline.
public struct OpenMeteoClient: Sendable {
    /// Where the two services are.
    public var endpoints: OpenMeteoEndpoints
    /// What makes the requests.
    public var http: HTTPClient

    /// Creates a client for `endpoints`.
    public init(endpoints: OpenMeteoEndpoints = .standard, http: HTTPClient = HTTPClient()) {
        self.endpoints = endpoints
        self.http = http
    }

    /// The best match for a place name, named in `language` where Open-Meteo knows that name.
    public func findPlace(named name: String, language: Language, deadline: ContinuousClock.Instant) throws(LookupFailure) -> Place {
        let name = name.trimmed
        guard !name.isEmpty else { throw .placeNotFound }
        guard let url = OpenMeteoRequest.search(name: name, language: language, base: endpoints.geocoding) else {
            throw .invalidAddress(endpoints.geocoding)
        }
        let body = try answer(url, address: endpoints.geocoding, deadline: deadline)
        guard let place = try GeocodingAnswer.firstPlace(in: body) else { throw .placeNotFound }
        return place
    }

    /// The weather now at `coordinates`: temperature in °C and WMO code.
    public func currentWeather(at coordinates: Coordinates, deadline: ContinuousClock.Instant) throws(LookupFailure) -> CurrentWeather {
        guard let url = OpenMeteoRequest.currentWeather(at: coordinates, base: endpoints.forecast) else {
            throw .invalidAddress(endpoints.forecast)
        }
        return try ForecastAnswer.currentWeather(in: answer(url, address: endpoints.forecast, deadline: deadline))
    }

    /// The body of a 2xx answer.
    private func answer(_ url: URL, address: String, deadline: ContinuousClock.Instant) throws(LookupFailure) -> Data {
        let response: HTTPResponse
        do { response = try http.get(url, deadline: deadline) } catch { throw LookupFailure(error, address: address) }
        guard (200..<300).contains(response.status) else { throw .httpStatus(response.status) }
        return response.body
    }
}
