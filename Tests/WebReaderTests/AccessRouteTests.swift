import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Localization
import Testing

@testable import WebReader

/// Who gets in (`AccessGuard`), through the reader's router: the `Host`, the token in the address and then in
/// the cookie, requests from other sites, and the headers and language of every refusal.
struct AccessRouteTests {
    let english = Language.english.text

    @Test func withoutTheCookieEveryAddressIsRefused() async throws {
        let served = try ServedTestVault()
        try await served.test { client in
            for uri in ["/", "/-/search?q=coffee", "/-/calendar", "/-/new", "/2026/11/2026-11-20", "/-/static/reader.css"] {
                expectPage(try await client.get(uri, cookie: false), .forbidden, holding: english.webNeedsToken)
            }
            var wrong = HTTPFields()
            wrong[.cookie] = "diary-serve-\(ServedTestVault.port)=" + String(repeating: "c", count: 64)
            expectPage(try await client.get("/", cookie: false, headers: wrong), .forbidden, holding: english.webNeedsToken)
            // The cookie of a server on another port is another server's.
            var otherPort = HTTPFields()
            otherPort[.cookie] = "diary-serve-9999=\(ServedTestVault.token)"
            expectPage(try await client.get("/", cookie: false, headers: otherPort), .forbidden)
            // Nor does a write get past it, key or not.
            let write = try await client.execute(uri: "/-/delete/2026-11-20", method: .post)
            expectPage(write, .forbidden, holding: english.webNeedsToken)
        }
    }

    @Test func theTokenInTheAddressBecomesTheCookie() async throws {
        let served = try ServedTestVault()
        try await served.test { client in
            let landing = try await client.get("/-/calendar?token=\(ServedTestVault.token)", cookie: false)
            expectPage(landing, .ok)
            #expect(
                landing.headers[.setCookie] == "\(ServedTestVault.cookie); Path=/; HttpOnly; SameSite=Strict")
            #expect(landing.text.contains("/-/calendar") && !landing.text.contains(ServedTestVault.token))
            let wrong = try await client.get("/?token=" + String(repeating: "0", count: 64), cookie: false)
            expectPage(wrong, .forbidden, holding: english.webNeedsToken)
            #expect(wrong.headers[.setCookie] == nil)
        }
    }

    @Test func aHostTheServerDoesNotListenOnIsRefused() async throws {
        let served = try ServedTestVault()
        try await served.test(hosts: ["127.0.0.1:8123"]) { client in
            expectPage(try await client.get("/"), .misdirectedRequest, holding: english.webBadRequest)
            expectPage(try await client.get("/?token=\(ServedTestVault.token)", cookie: false), .misdirectedRequest)
        }
    }

    @Test func requestsFromOtherSitesAreRefused() async throws {
        let served = try ServedTestVault()
        try await served.test { client in
            for site in ["cross-site", "same-site"] {
                var headers = HTTPFields()
                headers[HTTPField.Name("Sec-Fetch-Site")!] = site
                expectPage(try await client.get("/", headers: headers), .forbidden, holding: english.webBadRequest)
            }
            for site in ["same-origin", "none"] {
                var headers = HTTPFields()
                headers[HTTPField.Name("Sec-Fetch-Site")!] = site
                expectPage(try await client.get("/", headers: headers), .ok)
            }
        }
    }

    @Test func refusalsAreInTheBrowsersLanguage() async throws {
        let served = try ServedTestVault()
        try await served.test { client in
            var korean = HTTPFields()
            korean[.acceptLanguage] = "ko-KR,ko;q=0.9,en;q=0.5"
            let refused = try await client.get("/", cookie: false, headers: korean)
            expectPage(refused, .forbidden, holding: Language.korean.text.webNeedsToken)
            #expect(refused.text.contains("lang=\"ko\""))
            expectPage(try await client.get("/-/day/nonsense", headers: korean), .notFound, holding: Language.korean.text.webNotFound)
        }
    }

    @Test func everyAnswerKeepsThePageToItself() async throws {
        let served = try ServedTestVault()
        try await served.test { client in
            let page = try await client.get("/")
            expectPage(page, .ok)
            #expect(page.headers[.contentSecurityPolicy] == AccessGuard.contentSecurityPolicy)
            #expect(page.headers[.cacheControl] == "no-store")
            // Hummingbird's own answers too: no route for a POST here.
            expectPage(try await client.post("/2026/11/2026-11-20", form: []), .notFound, holding: english.webNotFound)
        }
    }
}
