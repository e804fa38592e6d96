import Foundation
import Testing

@testable import OpenMeteo

@Suite struct AnswerParsingTests {
    /// The shape of Open-Meteo's documented geocoding answer (fields it leaves empty are absent).
    static let berlin = """
        {"results":[{"id":2950159,"name":"Berlin","latitude":52.52437,"longitude":13.41053,"elevation":74.0,\
        "feature_code":"PPLC","country_code":"DE","admin1_id":2950157,"admin3_id":6547383,"admin4_id":6547539,\
        "timezone":"Europe/Berlin","population":3426354,"postcodes":["10967","13347"],"country_id":2921044,\
        "country":"Deutschland","admin1":"Berlin","admin3":"Berlin, Stadt","admin4":"Berlin"}],"generationtime_ms":0.92}
        """

    static let forecast = """
        {"latitude":35.1,"longitude":129.0,"generationtime_ms":0.03,"utc_offset_seconds":0,"timezone":"GMT",\
        "timezone_abbreviation":"GMT","elevation":12.0,"current_units":{"time":"iso8601","interval":"seconds",\
        "temperature_2m":"°C","weather_code":"wmo code"},"current":{"time":"2026-11-21T00:15","interval":900,\
        "temperature_2m":12.3,"weather_code":61}}
        """

    @Test func theFirstResultIsThePlace() throws {
        let place = try #require(try GeocodingAnswer.firstPlace(in: Data(Self.berlin.utf8)))
        #expect(
            place
                == Place(
                    name: "Berlin", region: "Berlin", country: "Deutschland",
                    coordinates: Coordinates(latitude: 52.52437, longitude: 13.41053)))
        #expect(place.displayName == "Berlin, Deutschland")
    }

    @Test func noResultsKeyOrAnEmptyListIsNoPlace() throws {
        #expect(try GeocodingAnswer.firstPlace(in: Data(#"{"generationtime_ms":0.4}"#.utf8)) == nil)
        #expect(try GeocodingAnswer.firstPlace(in: Data(#"{"results":[]}"#.utf8)) == nil)
    }

    @Test(arguments: [
        "<html><body>Sign in</body></html>",
        "",
        "[]",
        #"{"results":"Busan"}"#,
        #"{"results":[{"name":"Busan","latitude":"north","longitude":129.0}]}"#,
        #"{"results":[{"name":"Busan","longitude":129.0}]}"#,
        #"{"results":[{"name":"Busan","latitude":135.1,"longitude":129.0}]}"#,
        #"{"results":[{"name":"  ","latitude":35.1,"longitude":129.0}]}"#,
        #"{"results":[{"name":"Busan","latitude":35.1,"longitude":129.0"#
    ])
    func aMalformedGeocodingAnswerSaysSo(body: String) {
        #expect(throws: LookupFailure.malformedAnswer) { try GeocodingAnswer.firstPlace(in: Data(body.utf8)) }
    }

    @Test func theCurrentTemperatureAndCode() throws {
        #expect(try ForecastAnswer.currentWeather(in: Data(Self.forecast.utf8)) == CurrentWeather(temperature: 12.3, code: 61))
        let wholeNumbers = #"{"current":{"temperature_2m":-4,"weather_code":3.0}}"#
        #expect(try ForecastAnswer.currentWeather(in: Data(wholeNumbers.utf8)) == CurrentWeather(temperature: -4, code: 3))
    }

    @Test(arguments: [
        "<html><body>Sign in</body></html>",
        #"{"error":true,"reason":"Latitude must be in range of -90 to 90°."}"#,
        #"{"current":{"temperature_2m":12.3}}"#,
        #"{"current":{"temperature_2m":null,"weather_code":61}}"#,
        #"{"current":{"temperature_2m":"12.3","weather_code":61}}"#,
        #"{"current":{"temperature_2m":12.3,"weather_code":61.5}}"#,
        #"{"current":{"temperature_2m":12.3,"weather_code":-1}}"#,
        #"{"current_weather":{"temperature":12.3,"weathercode":61}}"#
    ])
    func aMalformedForecastAnswerSaysSo(body: String) {
        #expect(throws: LookupFailure.malformedAnswer) { try ForecastAnswer.currentWeather(in: Data(body.utf8)) }
    }

    @Test func displayNames() {
        let busan = Coordinates(latitude: 35.1028, longitude: 129.0403)
        #expect(Place(name: "Busan", region: "Busan", country: "South Korea", coordinates: busan).displayName == "Busan, South Korea")
        #expect(Place(name: "부산", region: "부산광역시", country: "대한민국", coordinates: busan).displayName == "부산, 대한민국")
        #expect(
            Place(name: "Springfield", region: "Illinois", country: "United States", coordinates: busan).displayName
                == "Springfield, Illinois, United States")
        #expect(Place(name: "Singapore", region: nil, country: "Singapore", coordinates: busan).displayName == "Singapore")
        #expect(Place(name: "Nowhere", coordinates: busan).displayName == "Nowhere")
        #expect(Place(name: "Somewhere", region: "", country: " ", coordinates: busan).displayName == "Somewhere")
    }
}
