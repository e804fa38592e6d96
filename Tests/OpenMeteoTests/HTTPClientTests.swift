import Foundation
import OpenMeteoStub
import TestSupport
import Testing

@testable import OpenMeteo

/// The deadline is hard; the bound checked is loose, for a busy two-core CI machine.
let deadlineSlack = 1.0

@Suite struct HTTPClientTests {
    @Test func aGoodAnswer() throws {
        let stub = try StubOpenMeteo(.good)
        let url = try #require(URL(string: "\(stub.base)/v1/forecast?latitude=1&longitude=2&current=temperature_2m,weather_code"))
        let response = try HTTPClient().get(url, deadline: .now + .seconds(10))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self).contains(#""weather_code": 61"#))
        #expect(stub.requests == ["GET /v1/forecast?latitude=1&longitude=2&current=temperature_2m,weather_code HTTP/1.1"])
    }

    @Test func anErrorStatusIsAnAnswerToo() throws {
        let stub = try StubOpenMeteo(.failing)
        let url = try #require(URL(string: "\(stub.base)/v1/search?name=Busan"))
        let response = try HTTPClient().get(url, deadline: .now + .seconds(10))
        #expect(response.status == 500)
    }

    @Test func aServerThatNeverAnswersTimesOutAtTheDeadline() throws {
        let stub = try StubOpenMeteo(.hang)
        let url = try #require(URL(string: "\(stub.base)/v1/search?name=Busan"))
        let start = ContinuousClock.now
        #expect(throws: HTTPFailure.timedOut) { try HTTPClient().get(url, deadline: start + .seconds(2)) }
        let elapsed = seconds(since: start)
        #expect(elapsed >= 1.9 && elapsed < 2 + deadlineSlack, "returned after \(elapsed) s")
        #expect(stub.requests.count == 1, "the request reached the stub")
    }

    @Test func aClosedPortIsUnreachableAtOnce() throws {
        let url = try #require(URL(string: "http://127.0.0.1:\(try closedPort())/v1/search?name=Busan"))
        let start = ContinuousClock.now
        do {
            _ = try HTTPClient().get(url, deadline: start + .seconds(2))
            Issue.record("an answer from a closed port")
        } catch {
            guard case .unreachable = error else {
                Issue.record("\(error)")
                return
            }
        }
        #expect(seconds(since: start) < 1.5)
    }

    @Test func aPassedDeadlineFailsWithoutARequest() throws {
        let stub = try StubOpenMeteo(.good)
        let url = try #require(URL(string: "\(stub.base)/v1/search?name=Busan"))
        #expect(throws: HTTPFailure.timedOut) { try HTTPClient().get(url, deadline: .now - .milliseconds(1)) }
        #expect(stub.requests.isEmpty)
    }

    @Test func aBodyOverTheLimitIsABadAnswer() throws {
        let stub = try StubOpenMeteo(.good)
        let url = try #require(URL(string: "\(stub.base)/v1/search?name=Busan"))
        do {
            _ = try HTTPClient(maximumBodySize: 100).get(url, deadline: .now + .seconds(10))
            Issue.record("a body over the limit was accepted")
        } catch {
            guard case .badAnswer = error else {
                Issue.record("\(error)")
                return
            }
        }
    }

    @Test(arguments: ["ftp://127.0.0.1/x", "file:///etc/hostname", "mailto:someone@example.org"])
    func onlyHTTPAndHTTPS(address: String) throws {
        let url = try #require(URL(string: address))
        #expect(throws: HTTPFailure.unsupportedURL) { try HTTPClient().get(url, deadline: .now + .seconds(1)) }
    }

    @Test func loopbackHostsBypassProxies() {
        #expect(HTTPClient.isLoopback("127.0.0.1"))
        #expect(HTTPClient.isLoopback("localhost"))
        #expect(HTTPClient.isLoopback("[::1]"))
        #expect(!HTTPClient.isLoopback("api.open-meteo.com"))
    }
}
