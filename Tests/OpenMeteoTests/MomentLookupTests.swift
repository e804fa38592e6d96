import Foundation
import Localization
import OpenMeteoStub
import TestSupport
import Testing

@testable import OpenMeteo

/// `MomentLookup` as the synchronous `diary` command uses it: start, do something else, collect.
@Suite struct MomentLookupTests {
    let busan = Coordinates(latitude: 35.1028, longitude: 129.0403)

    @Test func aPlaceNameIsLookedUpThenItsWeatherFetched() throws {
        let stub = try StubOpenMeteo(.good)
        let lookup = MomentLookup.start(
            place: "Busan", coordinates: nil, wantWeather: true, endpoints: stub.endpoints,
            language: .english, deadline: .now + .seconds(10))
        let result = lookup.result()
        #expect(result.location?.displayName == "Busan, South Korea")
        #expect(result.location?.coordinates == busan)
        #expect(result.weather == WeatherReport(condition: "Light rain", temperature: 12.3, code: 61))
        #expect(result.locationFailure == nil && result.weatherFailure == nil)
        #expect(result.warnings(in: EnglishText()).isEmpty)
        #expect(stub.requests.count == 2)
        #expect(lookup.result() == result, "a second call gives the same answer")
    }

    @Test func theConditionIsInTheLanguageAsked() throws {
        let stub = try StubOpenMeteo(.good)
        let result = MomentLookup.start(
            place: "부산", coordinates: nil, wantWeather: true, endpoints: stub.endpoints,
            language: .korean, deadline: .now + .seconds(10)
        ).result()
        #expect(result.location?.name == "부산")
        #expect(result.weather?.condition == "약한 비")
    }

    @Test func givenCoordinatesAreNotLookedUpAgain() throws {
        let stub = try StubOpenMeteo(.good)
        let result = MomentLookup.start(
            place: "home", coordinates: busan, wantWeather: true, endpoints: stub.endpoints,
            language: .english, deadline: .now + .seconds(10)
        ).result()
        #expect(result.location == nil && result.placeName == nil)
        #expect(result.weather?.code == 61)
        #expect(stub.requests.count == 1)
        #expect(stub.requests.first?.hasPrefix("GET /v1/forecast?latitude=35.1028&longitude=129.0403&") == true)
    }

    @Test func withoutWeatherOnlyThePlace() throws {
        let stub = try StubOpenMeteo(.good)
        let result = MomentLookup.start(
            place: "Busan", coordinates: nil, wantWeather: false, endpoints: stub.endpoints,
            language: .english, deadline: .now + .seconds(10)
        ).result()
        #expect(result.location?.name == "Busan")
        #expect(result.weather == nil && result.weatherFailure == nil)
        #expect(stub.requests.count == 1)
    }

    @Test func nothingToDoIsDoneAtOnce() throws {
        let stub = try StubOpenMeteo(.good)
        let start = ContinuousClock.now
        for (place, coordinates, weather) in [(nil, nil, true), (nil, busan, false), ("  ", nil, true)] as [(String?, Coordinates?, Bool)] {
            let result = MomentLookup.start(
                place: place, coordinates: coordinates, wantWeather: weather,
                endpoints: stub.endpoints, language: .english, deadline: .now + .seconds(10)
            ).result()
            #expect(result == MomentResult(weatherWanted: weather))
        }
        #expect(seconds(since: start) < 1)
        #expect(stub.requests.isEmpty)
    }

    @Test func anUnknownPlaceLeavesNoCoordinatesAndNoWeather() throws {
        let stub = try StubOpenMeteo(.notfound)
        let result = MomentLookup.start(
            place: "Xyzzy", coordinates: nil, wantWeather: true, endpoints: stub.endpoints,
            language: .english, deadline: .now + .seconds(10)
        ).result()
        #expect(result.location == nil && result.weather == nil)
        #expect(result.locationFailure == .placeNotFound)
        #expect(result.weatherFailure == nil)
        #expect(
            result.warnings(in: EnglishText()) == [
                "Could not look up “Xyzzy” (Open-Meteo knows no place by that name); the entry is saved without coordinates or weather."
            ])
        #expect(
            result.warnings(in: KoreanText()) == [
                "“Xyzzy”의 좌표를 찾지 못했습니다(Open-Meteo에 그런 이름의 장소가 없음). 좌표와 날씨 없이 저장합니다."
            ])
        #expect(stub.requests.count == 1)
    }

    @Test func anErrorStatus() throws {
        let stub = try StubOpenMeteo(.failing)
        let byName = MomentLookup.start(
            place: "Busan", coordinates: nil, wantWeather: false, endpoints: stub.endpoints,
            language: .english, deadline: .now + .seconds(10)
        ).result()
        #expect(byName.locationFailure == .httpStatus(500))
        #expect(
            byName.warnings(in: EnglishText()) == [
                "Could not look up “Busan” (Open-Meteo answered with HTTP status 500); the entry is saved without coordinates."
            ])
        let atCoordinates = MomentLookup.start(
            place: nil, coordinates: busan, wantWeather: true, endpoints: stub.endpoints,
            language: .korean, deadline: .now + .seconds(10)
        ).result()
        #expect(atCoordinates.weatherFailure == .httpStatus(500))
        #expect(
            atCoordinates.warnings(in: KoreanText()) == [
                "날씨를 가져오지 못했습니다(Open-Meteo 응답 오류, HTTP 상태 500). 날씨 없이 저장합니다."
            ])
    }

    @Test func aMalformedAnswer() throws {
        let stub = try StubOpenMeteo(.malformed)
        let result = MomentLookup.start(
            place: nil, coordinates: busan, wantWeather: true, endpoints: stub.endpoints,
            language: .english, deadline: .now + .seconds(10)
        ).result()
        #expect(result.weather == nil)
        #expect(result.weatherFailure == .malformedAnswer)
        #expect(
            result.warnings(in: EnglishText()) == [
                "Could not fetch the weather (Open-Meteo's answer could not be read); the entry is saved without it."
            ])
    }

    @Test func aServerThatNeverAnswersCostsNoMoreThanTheDeadline() throws {
        let stub = try StubOpenMeteo(.hang)
        let start = ContinuousClock.now
        let lookup = MomentLookup.start(
            place: "Busan", coordinates: nil, wantWeather: true, endpoints: stub.endpoints,
            language: .english, deadline: start + .seconds(2))
        let result = lookup.result()
        let elapsed = seconds(since: start)
        #expect(elapsed >= 1.9 && elapsed < 2 + deadlineSlack, "result() after \(elapsed) s")
        #expect(result.locationFailure == .timedOut)
        #expect(result.weatherFailure == nil)
        #expect(stub.requests.count == 1, "the request reached the stub")
        #expect(
            result.warnings(in: EnglishText()) == [
                "Could not look up “Busan” (Open-Meteo did not answer in time); the entry is saved without coordinates or weather."
            ])
    }

    @Test func theDeadlineIsForTheWholeChain() throws {
        // Each answer takes 1.2 s: the place arrives in time, the weather cannot.
        let stub = try StubOpenMeteo(.good, delay: 1.2)
        let start = ContinuousClock.now
        let result = MomentLookup.start(
            place: "Busan", coordinates: nil, wantWeather: true, endpoints: stub.endpoints,
            language: .english, deadline: start + .seconds(2)
        ).result()
        let elapsed = seconds(since: start)
        #expect(elapsed < 2 + deadlineSlack, "result() after \(elapsed) s")
        // On a machine too busy to start the stub's answer within 0.8 s the place may time out
        // too; either way nothing is allowed past the deadline.
        if result.locationFailure == nil {
            #expect(result.location?.name == "Busan")
            #expect(result.weatherFailure == .timedOut)
            #expect(result.weather == nil)
        } else {
            #expect(result.locationFailure == .timedOut)
        }
    }

    @Test func waitingIsOnlyWhatIsLeftOfTheDeadline() throws {
        // The user took longer to write than the lookup took: result() does not wait at all.
        let stub = try StubOpenMeteo(.good)
        let lookup = MomentLookup.start(
            place: "Busan", coordinates: nil, wantWeather: true, endpoints: stub.endpoints,
            language: .english, deadline: .now + .seconds(10))
        let begun = ContinuousClock.now
        while !lookup.isFinished && seconds(since: begun) < 10 { Thread.sleep(forTimeInterval: 0.01) }
        try #require(lookup.isFinished, "the lookup did not finish within 10 s")
        #expect(stub.requests.count == 2)
        let start = ContinuousClock.now
        let result = lookup.result()
        #expect(seconds(since: start) < 0.5)
        #expect(result.weather?.code == 61)
    }

    @Test func offline() throws {
        let base = "http://127.0.0.1:\(try closedPort())"
        let start = ContinuousClock.now
        let result = MomentLookup.start(
            place: "Busan", coordinates: nil, wantWeather: true,
            endpoints: OpenMeteoEndpoints(geocoding: base, forecast: base),
            language: .english, deadline: start + .seconds(2)
        ).result()
        #expect(seconds(since: start) < 1.5)
        #expect(result.locationFailure == .unreachable)
        #expect(
            result.warnings(in: EnglishText()) == [
                "Could not look up “Busan” (Open-Meteo could not be reached; offline?); the entry is saved without coordinates or weather."
            ])
    }

    @Test func everyReasonHasAPhraseInBothLanguages() {
        let reasons: [LookupFailure] = [
            .unreachable, .timedOut, .httpStatus(503), .malformedAnswer, .placeNotFound,
            .invalidAddress("ftp://x"), .noHTTPSupport
        ]
        for language in Language.allCases {
            let phrases = reasons.map { $0.reason(in: language.text) }
            #expect(Set(phrases).count == reasons.count)
            for phrase in phrases { #expect(!phrase.isEmpty && !phrase.contains("\n")) }
        }
        #expect(LookupFailure.httpStatus(503).reason(in: KoreanText()).contains("503"))
        #expect(LookupFailure.invalidAddress("ftp://x").reason(in: EnglishText()).contains("ftp://x"))
    }
}
