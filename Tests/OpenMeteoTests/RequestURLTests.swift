import Foundation
import Localization
import Testing

@testable import OpenMeteo

@Suite struct RequestURLTests {
    @Test func searchURLAsOpenMeteoDocumentsIt() throws {
        let url = try #require(OpenMeteoRequest.search(name: "Busan", language: .english, base: OpenMeteoEndpoints.standardGeocoding))
        #expect(url.absoluteString == "https://geocoding-api.open-meteo.com/v1/search?name=Busan&count=1&language=en&format=json")
    }

    @Test func aKoreanNameIsPercentEncodedAsUTF8() throws {
        let url = try #require(OpenMeteoRequest.search(name: "부산", language: .korean, base: "http://127.0.0.1:8080"))
        #expect(url.absoluteString == "http://127.0.0.1:8080/v1/search?name=%EB%B6%80%EC%82%B0&count=1&language=ko&format=json")
        #expect(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value == "부산")
    }

    @Test func querySeparatorsInANameAreEncoded() throws {
        let url = try #require(OpenMeteoRequest.search(name: "A&B=C+D É/?#", language: .english, base: "http://127.0.0.1:1"))
        #expect(url.query == "name=A%26B%3DC%2BD%20%C3%89%2F%3F%23&count=1&language=en&format=json")
    }

    @Test func forecastURLAsOpenMeteoDocumentsIt() throws {
        let url = try #require(
            OpenMeteoRequest.currentWeather(
                at: Coordinates(latitude: 35.1028, longitude: 129.0403), base: OpenMeteoEndpoints.standardForecast))
        #expect(
            url.absoluteString == "https://api.open-meteo.com/v1/forecast?latitude=35.1028&longitude=129.0403&current=temperature_2m,weather_code")
    }

    @Test func degreesAreWrittenPlainly() {
        #expect(OpenMeteoRequest.decimal(35.1028) == "35.1028")
        #expect(OpenMeteoRequest.decimal(-33.86785) == "-33.86785")
        #expect(OpenMeteoRequest.decimal(129) == "129")
        #expect(OpenMeteoRequest.decimal(100) == "100")
        #expect(OpenMeteoRequest.decimal(0) == "0")
        #expect(OpenMeteoRequest.decimal(-90) == "-90")
        #expect(OpenMeteoRequest.decimal(0.00001) == "0.00001")
        #expect(OpenMeteoRequest.decimal(-0.0000001) == "0")
        #expect(OpenMeteoRequest.decimal(12.3456789) == "12.345679")
    }

    @Test func aBaseMayEndInASlashOrCarryAPathPrefix() throws {
        let slash = try #require(OpenMeteoRequest.search(name: "x", language: .english, base: " http://127.0.0.1:9/ "))
        #expect(slash.absoluteString.hasPrefix("http://127.0.0.1:9/v1/search?"))
        let prefixed = try #require(
            OpenMeteoRequest.currentWeather(
                at: Coordinates(latitude: 1, longitude: 2), base: "https://example.org/open-meteo/"))
        #expect(prefixed.absoluteString.hasPrefix("https://example.org/open-meteo/v1/forecast?"))
    }

    @Test(arguments: ["", "api.open-meteo.com", "ftp://api.open-meteo.com", "file:///tmp", "https://", "http://h/?q=1", "http://h/#f"])
    func aBaseThatIsNotAnHTTPAddressGivesNoURL(base: String) {
        #expect(OpenMeteoRequest.search(name: "Busan", language: .english, base: base) == nil)
        #expect(OpenMeteoRequest.currentWeather(at: Coordinates(latitude: 1, longitude: 2), base: base) == nil)
    }
}
