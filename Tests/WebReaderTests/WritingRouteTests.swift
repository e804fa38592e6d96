import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Localization
import NIOCore
import Testing

@testable import VaultKit
@testable import WebReader

/// The writing routes (`WritingController`) through the reader's router: the editor pages, the write key on
/// every POST, saves and deletes of a stale version, drafts as the page's script sends them, delete and
/// restore, and forms the reader does not read.
struct WritingRouteTests {
    let english = Language.english.text
    let key = ServedTestVault.writeKey

    /// Every POST route, and a form it would otherwise take.
    static let writes: [(uri: String, form: [(String, String)])] = [
        ("/-/save/2026-11-20", [("version", ""), ("text", "overwritten\n")]),
        ("/-/draft/2026-11-20", [("version", ""), ("text", "a draft\n")]),
        ("/-/delete/2026-11-20", [("version", "")]),
        ("/-/restore/2026-11-20", []),
        ("/-/discard/2026-11-20", [])
    ]

    @Test func everyWriteWithoutTheKeyOrFromAnotherSiteIsRefusedAndChangesNothing() async throws {
        let served = try ServedTestVault()
        let version = try #require(try served.vault().entryVersion(served.path("2026/11/2026-11-20.md")))
        let before = try served.commits()
        try await served.test { client in
            for (uri, form) in Self.writes {
                let form = form.map { $0.0 == "version" ? ($0.0, version) : $0 }
                expectPage(try await client.post(uri, form: form), .forbidden, holding: english.webBadRequest)
                expectPage(try await client.post(uri, form: form + [("csrf", String(repeating: "0", count: 64))]), .forbidden)
                expectPage(try await client.post(uri, form: form + [("csrf", String(key.dropLast()))]), .forbidden)
                var wrongHeader = HTTPFields()
                wrongHeader[AccessGuard.writeKeyHeader] = String(repeating: "0", count: 64)
                expectPage(try await client.post(uri, form: form, headers: wrongHeader), .forbidden)
                // The field decides when there is one: a wrong field with the right header is refused.
                var rightHeader = HTTPFields()
                rightHeader[AccessGuard.writeKeyHeader] = key
                expectPage(try await client.post(uri, form: form + [("csrf", "0")], headers: rightHeader), .forbidden)
                // The right key from another site's page.
                var foreign = HTTPFields()
                foreign[.origin] = "http://attacker.example"
                expectPage(try await client.post(uri, form: form + [("csrf", key)], headers: foreign), .forbidden)
                // No key, and a body that is no form: refused for the key, before its type.
                expectPage(try await client.post(uri, form: form, contentType: nil), .forbidden, holding: english.webBadRequest)
                expectPage(try await client.post(uri, form: form, contentType: "text/plain"), .forbidden)
            }
        }
        #expect(try served.commits() == before)
        #expect(try served.vault().rawText(served.path("2026/11/2026-11-20.md")) == ServedTestVault.entries[0].text)
        #expect(try served.vault().drafts().isEmpty)
    }

    @Test func theEditorPages() async throws {
        let served = try ServedTestVault()
        let version = try #require(try served.vault().entryVersion(served.path("2026/11/2026-11-20.md")))
        try await served.test { client in
            let new = try await client.get("/-/new?day=2026-11-20")
            expectPage(new, .ok, holding: "action=\"/-/save/2026-11-20-2\"")
            #expect(new.text.contains("name=\"csrf\" value=\"\(ServedTestVault.writeKey)\""))
            let edit = try await client.get("/-/edit/2026-11-20")
            expectPage(edit, .ok, holding: "Ground coffee beans at dawn.")
            #expect(edit.text.contains("name=\"version\" value=\"\(version)\""))
            expectPage(try await client.get("/-/delete/2026-11-20"), .ok, holding: "name=\"version\" value=\"\(version)\"")
            // Names that are no entry's, and entries that do not exist.
            for uri in ["/-/edit/2026-11-29", "/-/edit/nonsense", "/-/delete/2026-11-29", "/-/deleted/x"] {
                expectPage(try await client.get(uri), .notFound, holding: english.webNotFound)
            }
            expectPage(try await client.post("/-/save/nonsense", form: [("csrf", ServedTestVault.writeKey)]), .notFound)
            // The deleted page of an entry that is there goes to it.
            let there = try await client.get("/-/deleted/2026-11-20")
            #expect(there.status == .seeOther && there.headers[.location] == "/2026/11/2026-11-20")
        }
    }

    @Test func aSaveCommitsOnceAndOneOfAStaleVersionIsAConflict() async throws {
        let served = try ServedTestVault()
        let path = try served.path("2026/11/2026-11-20.md")
        let first = try #require(try served.vault().entryVersion(path))
        let original = ServedTestVault.entries[0].text
        try await served.test { client in
            let before = try served.commits()
            // As a text area sends it: CRLF, which the entry (LF) keeps as LF.
            let saved = try await client.post(
                "/-/save/2026-11-20",
                form: [("csrf", key), ("version", first), ("text", (original + "Later.\n").replacingOccurrences(of: "\n", with: "\r\n"))])
            #expect(saved.status == .seeOther)
            #expect(saved.headers[.location]?.hasPrefix("/2026/11/2026-11-20?saved=") == true)
            #expect(try served.commits() == before + 1)
            #expect(try served.vault().rawText(path) == original + "Later.\n")

            // The first version is stale now: the save is the conflict page, both texts on it, nothing committed.
            let stale = try await client.post("/-/save/2026-11-20", form: [("csrf", key), ("version", first), ("text", original + "Mine.\n")])
            expectPage(stale, .conflict, holding: english.webConflictHeading)
            #expect(stale.text.contains("Mine.") && stale.text.contains("Later."))
            #expect(try served.commits() == before + 1)
            #expect(try served.vault().rawText(path) == original + "Later.\n")

            // The same text again: nothing to commit.
            let current = try #require(try served.vault().entryVersion(path))
            let unchanged = try await client.post(
                "/-/save/2026-11-20", form: [("csrf", key), ("version", current), ("text", original + "Later.\n")])
            #expect(unchanged.status == .seeOther && unchanged.headers[.location] == "/2026/11/2026-11-20?unchanged=1")
            // A new entry (no version) of that day takes the next name.
            let new = try await client.post(
                "/-/save/2026-11-20-2",
                form: [("csrf", key), ("version", ""), ("text", ServedTestVault.text("2026-11-20T12:00:00Z", tags: "[]", "Noon.\n"))])
            #expect(new.status == .seeOther && new.headers[.location]?.hasPrefix("/2026/11/2026-11-20-2?saved=") == true)
            #expect(try served.commits() == before + 2)
            // A new entry with nothing written: the editor again, 422, nothing committed.
            let empty = try await client.post("/-/save/2026-11-22", form: [("csrf", key), ("version", ""), ("text", "")])
            expectPage(empty, .unprocessableContent, holding: english.webNothingWritten)
            #expect(try served.commits() == before + 2)
        }
    }

    /// The page's script: `fetch` of a `URLSearchParams` (its type with `;charset=UTF-8`) with the key in
    /// `X-CSRF-Token`, and `sendBeacon` of the same fields with the key as `csrf`.
    @Test func draftsAsThePagesScriptSendsThem() async throws {
        let served = try ServedTestVault()
        let path = try served.path("2026/11/2026-11-20.md")
        let version = try #require(try served.vault().entryVersion(path))
        let before = try served.commits()
        try await served.test { client in
            var header = HTTPFields()
            header[AccessGuard.writeKeyHeader] = ServedTestVault.writeKey
            let typed = ServedTestVault.entries[0].text + "Typed 한글 + more.\n"
            let kept = try await client.post(
                "/-/draft/2026-11-20", form: [("version", version), ("text", typed)],
                contentType: "application/x-www-form-urlencoded;charset=UTF-8", headers: header)
            #expect(kept.status == .ok && kept.text == english.webDraftSaved)
            #expect(kept.headers[.contentType] == "text/plain; charset=utf-8")
            expectSecurityHeaders(kept)
            #expect(try served.vault().leftoverDraft(for: path) == typed)
            // The editor resumes it.
            expectPage(try await client.get("/-/edit/2026-11-20"), .ok, holding: english.webDraftResumed)
            let beacon = try await client.post(
                "/-/draft/2026-11-20", form: [("csrf", key), ("version", version), ("text", typed + "Again.\n")],
                contentType: "application/x-www-form-urlencoded;charset=UTF-8")
            #expect(beacon.status == .ok)
            #expect(try served.vault().leftoverDraft(for: path) == typed + "Again.\n")
            // With the key, a body of another type is 415, and one that does not decode 400.
            expectPage(try await client.post("/-/draft/2026-11-20", form: [], contentType: "text/plain", headers: header), .unsupportedMediaType)
            expectPage(try await client.post("/-/draft/2026-11-20", form: [], contentType: nil, headers: header), .unsupportedMediaType)
            let twice = try await client.execute(
                uri: "/-/draft/2026-11-20", method: .post,
                headers: [.cookie: ServedTestVault.cookie, .contentType: "application/x-www-form-urlencoded", AccessGuard.writeKeyHeader: key],
                body: ByteBuffer(string: "text=a&text=b"))
            expectPage(twice, .badRequest, holding: english.webBadRequest)
        }
        #expect(try served.commits() == before)
    }

    @Test func aFormLargerThanTheLargestIsRefused() async throws {
        let served = try ServedTestVault()
        try await served.test { client in
            let body = ByteBuffer(repeating: UInt8(ascii: "a"), count: ReaderContext.largestForm + 1)
            let large = try await client.execute(
                uri: "/-/draft/2026-11-20", method: .post,
                headers: [.cookie: ServedTestVault.cookie, .contentType: "application/x-www-form-urlencoded", AccessGuard.writeKeyHeader: key],
                body: body)
            expectPage(large, .contentTooLarge, holding: english.webBadRequest)
        }
    }

    @Test func deleteOnlyTheVersionAskedAboutThenRestore() async throws {
        let served = try ServedTestVault()
        let path = try served.path("2026/11/2026-11-20.md")
        let asked = try #require(try served.vault().entryVersion(path))
        let before = try served.commits()
        try await served.test { client in
            // No version: 400, nothing deleted.
            for form in [[("csrf", key)], [("csrf", key), ("version", "")]] {
                expectPage(try await client.post("/-/delete/2026-11-20", form: form), .badRequest, holding: english.webDeleteNeedsVersion)
            }
            // The entry changes after the confirmation was shown: 409, nothing deleted.
            _ = try served.vault().saveWholeText(ServedTestVault.entries[0].text + "Changed.\n", to: path, startedFrom: asked)
            let stale = try await client.post("/-/delete/2026-11-20", form: [("csrf", key), ("version", asked)])
            expectPage(stale, .conflict, holding: english.webDeleteChangedMeanwhile(file: "2026/11/2026-11-20.md"))
            #expect(try served.vault().exists(path))
            #expect(try served.commits() == before + 1)

            let current = try #require(try served.vault().entryVersion(path))
            let deleted = try await client.post("/-/delete/2026-11-20", form: [("csrf", key), ("version", current)])
            #expect(deleted.status == .seeOther)
            let location = try #require(deleted.headers[.location])
            #expect(location.hasPrefix("/-/deleted/2026-11-20?commit="))
            #expect(try !served.vault().exists(path))
            #expect(try served.commits() == before + 2)
            expectPage(try await client.get(location), .ok, holding: "action=\"/-/restore/2026-11-20\"")
            expectPage(try await client.get("/2026/11/2026-11-20"), .notFound)

            let restored = try await client.post("/-/restore/2026-11-20", form: [("csrf", key)])
            #expect(restored.status == .seeOther && restored.headers[.location]?.hasPrefix("/2026/11/2026-11-20?restored=") == true)
            #expect(try served.vault().rawText(path) == ServedTestVault.entries[0].text + "Changed.\n")
            // Restoring what is there: 409 with the vault's sentence.
            expectPage(try await client.post("/-/restore/2026-11-20", form: [("csrf", key)]), .conflict)
        }
    }
}
