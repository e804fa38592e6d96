import Foundation

/// The geocoding API's JSON answer: `{"results": [{"name", "latitude", "longitude", "admin1"?, "country"?, …}]}`.
///
/// Open-Meteo leaves `results` out altogether when nothing matches.
struct GeocodingAnswer: Decodable {
    struct Result: Decodable {
        let name: String
        let latitude: Double
        let longitude: Double
        let admin1: String?
        let country: String?
    }

    let results: [Result]?

    /// The first result as a place; nil when there is none.
    static func firstPlace(in body: Data) throws(LookupFailure) -> Place? {
        let answer: GeocodingAnswer
        do { answer = try JSONDecoder().decode(GeocodingAnswer.self, from: body) } catch { throw .malformedAnswer }
        guard let first = answer.results?.first else { return nil }
        let place = Place(
            name: first.name.trimmed, region: first.admin1, country: first.country,
            coordinates: Coordinates(latitude: first.latitude, longitude: first.longitude))
        guard !place.name.isEmpty, place.coordinates.isValid else { throw .malformedAnswer }
        return place
    }
}
