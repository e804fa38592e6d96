import Foundation
import Localization
import OpenMeteoStub
import TestSupport
import Testing

@testable import OpenMeteo

@Suite struct OpenMeteoClientTests {
    let busan = Coordinates(latitude: 35.1028, longitude: 129.0403)

    @Test func findsAPlaceInEnglish() throws {
        let stub = try StubOpenMeteo(.good)
        let place = try OpenMeteoClient(endpoints: stub.endpoints).findPlace(named: "Busan", language: .english, deadline: .now + .seconds(10))
        #expect(place.displayName == "Busan, South Korea")
        #expect(place.coordinates == busan)
        #expect(stub.requests == ["GET /v1/search?name=Busan&count=1&language=en&format=json HTTP/1.1"])
    }

    @Test func findsAPlaceByItsKoreanName() throws {
        let stub = try StubOpenMeteo(.good)
        let place = try OpenMeteoClient(endpoints: stub.endpoints).findPlace(named: " 부산 ", language: .korean, deadline: .now + .seconds(10))
        #expect(place.displayName == "부산, 대한민국")
        #expect(stub.requests == ["GET /v1/search?name=%EB%B6%80%EC%82%B0&count=1&language=ko&format=json HTTP/1.1"])
    }

    @Test func theCurrentWeather() throws {
        let stub = try StubOpenMeteo(.good)
        let weather = try OpenMeteoClient(endpoints: stub.endpoints).currentWeather(at: busan, deadline: .now + .seconds(10))
        #expect(weather == CurrentWeather(temperature: 12.3, code: 61))
        #expect(weather.condition == .slightRain)
        #expect(stub.requests == ["GET /v1/forecast?latitude=35.1028&longitude=129.0403&current=temperature_2m,weather_code HTTP/1.1"])
    }

    @Test func anUnknownPlace() throws {
        let stub = try StubOpenMeteo(.notfound)
        let client = OpenMeteoClient(endpoints: stub.endpoints)
        #expect(throws: LookupFailure.placeNotFound) { try client.findPlace(named: "Xyzzy", language: .english, deadline: .now + .seconds(10)) }
        #expect(throws: LookupFailure.placeNotFound) { try client.findPlace(named: "  ", language: .english, deadline: .now + .seconds(10)) }
        #expect(stub.requests.count == 1, "a blank name is not sent")
    }

    @Test func anErrorStatus() throws {
        let stub = try StubOpenMeteo(.failing)
        let client = OpenMeteoClient(endpoints: stub.endpoints)
        #expect(throws: LookupFailure.httpStatus(500)) { try client.findPlace(named: "Busan", language: .english, deadline: .now + .seconds(10)) }
        #expect(throws: LookupFailure.httpStatus(500)) { try client.currentWeather(at: busan, deadline: .now + .seconds(10)) }
    }

    @Test func aMalformedAnswer() throws {
        let stub = try StubOpenMeteo(.malformed)
        let client = OpenMeteoClient(endpoints: stub.endpoints)
        #expect(throws: LookupFailure.malformedAnswer) { try client.findPlace(named: "Busan", language: .english, deadline: .now + .seconds(10)) }
        #expect(throws: LookupFailure.malformedAnswer) { try client.currentWeather(at: busan, deadline: .now + .seconds(10)) }
    }

    @Test func aServerThatNeverAnswers() throws {
        let stub = try StubOpenMeteo(.hang)
        let client = OpenMeteoClient(endpoints: stub.endpoints)
        let start = ContinuousClock.now
        #expect(throws: LookupFailure.timedOut) { try client.currentWeather(at: busan, deadline: start + .seconds(2)) }
        #expect(seconds(since: start) < 2 + deadlineSlack)
    }

    @Test func offline() throws {
        let base = "http://127.0.0.1:\(try closedPort())"
        let client = OpenMeteoClient(endpoints: OpenMeteoEndpoints(geocoding: base, forecast: base))
        #expect(throws: LookupFailure.unreachable) { try client.findPlace(named: "Busan", language: .english, deadline: .now + .seconds(2)) }
        #expect(throws: LookupFailure.unreachable) { try client.currentWeather(at: busan, deadline: .now + .seconds(2)) }
    }

    @Test func aBaseThatIsNotAnHTTPAddress() {
        let client = OpenMeteoClient(endpoints: OpenMeteoEndpoints(geocoding: "geocoding-api.open-meteo.com", forecast: "ftp://127.0.0.1"))
        #expect(throws: LookupFailure.invalidAddress("geocoding-api.open-meteo.com")) {
            try client.findPlace(named: "Busan", language: .english, deadline: .now + .seconds(1))
        }
        #expect(throws: LookupFailure.invalidAddress("ftp://127.0.0.1")) { try client.currentWeather(at: busan, deadline: .now + .seconds(1)) }
    }

    @Test func theStandardEndpointsAreOpenMeteos() {
        #expect(OpenMeteoEndpoints.standard.geocoding == "https://geocoding-api.open-meteo.com")
        #expect(OpenMeteoEndpoints.standard.forecast == "https://api.open-meteo.com")
    }
}
