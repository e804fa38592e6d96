import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Localization
import Testing

@testable import WebReader

/// The reading routes (`ReadingController`, `StaticFilesController`, `LookingBackController`) through the
/// reader's router: the list, search, a day, an entry's page, the vault's files, the style sheet and script,
/// the calendar and on this day.
struct ReadingRouteTests {
    let english = Language.english.text

    @Test func theListAndAnEntrysPage() async throws {
        let served = try ServedTestVault()
        try await served.test { client in
            let list = try await client.get("/")
            expectPage(list, .ok, holding: "Coffee beans")
            #expect(list.text.contains("href=\"/2026/11/2026-11-21-2\""))
            expectPage(try await client.get("/?month=2025-11"), .ok, holding: "A year ago")
            // The filters: a tag, with spaces around it as a browser's form sends them (`+`).
            let tagged = try await client.get("/?tag=+walk+")
            expectPage(tagged, .ok, holding: "Coffee beans")
            #expect(!tagged.text.contains("Evening"))
            let entry = try await client.get("/2026/11/2026-11-20")
            expectPage(entry, .ok, holding: "Ground coffee beans at dawn.")
            #expect(entry.text.contains("href=\"/?tag=walk\""))
            let saved = try await client.get("/2026/11/2026-11-20?saved=abc1234")
            expectPage(saved, .ok, holding: english.webSaved(file: "2026/11/2026-11-20.md", commit: "abc1234"))
        }
    }

    @Test func noSuchPageIs404() async throws {
        let served = try ServedTestVault()
        try await served.test { client in
            for uri in ["/2026/11/2026-11-29", "/2026/11/nothing.png", "/-/day/2026-13-01", "/.git/config", "/-/nothing", "/%ff"] {
                expectPage(try await client.get(uri), .notFound, holding: english.webNotFound)
            }
        }
    }

    @Test func searchReadsTheQueryAsBrowsersWriteIt() async throws {
        let served = try ServedTestVault()
        try await served.test { client in
            let found = try await client.get("/-/search?q=coffee+dawn")
            expectPage(found, .ok, holding: "Coffee beans")
            #expect(found.text.contains("value=\"coffee dawn\""))
            #expect(!found.text.contains("Rain on"))
            let excluded = try await client.get("/-/search?q=coffee+-dawn")
            expectPage(excluded, .ok, holding: english.webNothingFound)
            // A query that is no form (a broken escape) is refused, not guessed at.
            expectPage(try await client.get("/-/search?q=%zz"), .badRequest, holding: english.webBadRequest)
        }
    }

    @Test func aDayWithOneEntryGoesToItAndOneWithMoreListsThem() async throws {
        let served = try ServedTestVault()
        try await served.test { client in
            let one = try await client.get("/-/day/2026-11-20")
            #expect(one.status == .seeOther)
            #expect(one.headers[.location] == "/2026/11/2026-11-20")
            expectSecurityHeaders(one)
            let two = try await client.get("/-/day/2026-11-21")
            expectPage(two, .ok, holding: "Morning")
            #expect(two.text.contains("Evening"))
        }
    }

    @Test func vaultFilesAreShownOrDownloadedInASandbox() async throws {
        let served = try ServedTestVault()
        try served.sandbox.write("media/photo.png", "png bytes")
        try served.sandbox.write("media/drawing.svg", "<svg><script>alert(1)</script></svg>")
        try await served.test { client in
            let photo = try await client.get("/media/photo.png")
            #expect(photo.status == .ok && photo.text == "png bytes")
            #expect(photo.headers[.contentType] == "image/png" && photo.headers[.contentDisposition] == nil)
            #expect(photo.headers[.contentSecurityPolicy]?.hasPrefix("sandbox;") == true)
            #expect(photo.headers[.cacheControl] == "no-cache")
            let drawing = try await client.get("/media/drawing.svg")
            #expect(drawing.status == .ok)
            #expect(drawing.headers[.contentType] == "application/octet-stream" && drawing.headers[.contentDisposition] == "attachment")
            expectSecurityHeaders(drawing)
        }
    }

    @Test func theStyleSheetAndTheScript() async throws {
        let served = try ServedTestVault()
        try await served.test { client in
            let css = try await client.get("/-/static/reader.css")
            #expect(css.status == .ok && css.headers[.contentType] == "text/css; charset=utf-8" && css.text == ReaderAssets.css)
            let script = try await client.get("/-/static/reader.js")
            #expect(script.status == .ok && script.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(script.text == ReaderAssets.script && script.headers[.cacheControl] == "no-cache")
            expectSecurityHeaders(script)
        }
    }

    @Test func theCalendarAndOnThisDay() async throws {
        let served = try ServedTestVault()
        try await served.test { client in
            let calendar = try await client.get("/-/calendar")
            expectPage(calendar, .ok, holding: "href=\"/-/day/2026-11-21\"")
            expectPage(try await client.get("/-/calendar?year=2025"), .ok, holding: "href=\"/-/day/2025-11-21\"")
            // A year that is none: this year (the vault's today, 2026).
            expectPage(try await client.get("/-/calendar?year=zz"), .ok, holding: "/-/calendar?year=2027")
            let onThisDay = try await client.get("/-/on-this-day")
            expectPage(onThisDay, .ok, holding: "A year ago")
            expectPage(try await client.get("/-/on-this-day?day=2026-11-20"), .ok, holding: english.webNothingOnThisDay)
        }
    }
}
