import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Localization
import NIOCore
import Testing

@testable import VaultKit
@testable import WebReader

/// The writer as a form through the reader's router: the fields and the body over the front matter as
/// written, a save that changes only what changed, the day a date names, dates and times that are none, the
/// whole-file view, and Discard.
struct WriterFormRouteTests {
    let english = Language.english.text
    let key = ServedTestVault.writeKey
    /// 2026-11-20's front matter, as the form carries it back (`head`).
    let head = "---\nschema: 2\ncreated: 2026-11-20T08:00:00Z\ntags: [walk]\n---\n"
    let body = "# Coffee beans\n\nGround coffee beans at dawn.\n"

    /// The form's fields as the page shows them for 2026-11-20, with `changes`.
    func form(_ changes: [(String, String)] = [], body: String? = nil, version: String) -> [(String, String)] {
        var fields: [(String, String)] = [
            ("csrf", key), ("version", version), ("head", head), ("body", body ?? self.body), ("date", "2026-11-20"), ("time", "08:00"),
            ("place", ""), ("weather", ""), ("tags", "walk")
        ]
        for (name, value) in changes {
            if let index = fields.firstIndex(where: { $0.0 == name }) { fields[index].1 = value } else { fields.append((name, value)) }
        }
        return fields
    }

    @Test func theFormShowsTheFieldsOverTheFrontMatterAndTheBody() async throws {
        let served = try ServedTestVault()
        try await served.test { client in
            let edit = try await client.get("/-/edit/2026-11-20")
            expectPage(edit, .ok, holding: "<h1 id=\"entry-title\">Coffee beans</h1>")
            #expect(edit.text.contains("<input type=\"hidden\" name=\"head\" value=\"\(escaped(head))\">"), "\(edit.text)")
            #expect(edit.text.contains("<textarea name=\"body\" id=\"text\""))
            #expect(edit.text.contains(">\n\(escaped(body))</textarea>"))
            #expect(edit.text.contains("name=\"date\" value=\"2026-11-20\" readonly"))
            #expect(edit.text.contains("name=\"tags\" autocomplete=\"off\" aria-describedby=\"tags-hint\">walk</textarea>"))
            #expect(edit.text.contains("<pre aria-labelledby=\"other-keys-label\">schema: 2</pre>"))
            #expect(edit.text.contains("href=\"/-/edit/2026-11-20?raw=1\""))
            // The whole file.
            let raw = try await client.get("/-/edit/2026-11-20?raw=1")
            expectPage(raw, .ok, holding: "<textarea name=\"text\" id=\"text\"")
            #expect(raw.text.contains(escaped(head + body)) && raw.text.contains("href=\"/-/edit/2026-11-20\""))
            // A new entry: an empty body, a date that may be changed, Discard's page for it.
            let new = try await client.get("/-/new?day=2026-11-22")
            expectPage(new, .ok, holding: "<h1 id=\"entry-title\">\(english.webNewEntry)</h1>")
            #expect(new.text.contains(">\n</textarea>") && new.text.contains("name=\"date\" value=\"2026-11-22\">"))
            #expect(new.text.contains("href=\"/-/discard/2026-11-22\"") && !new.text.contains("id=\"raw-view\""))
            // A front matter the form cannot show: the whole file, and why.
            try Data("---\nschema: 2\ntags: [a\n---\nBroken.\n".utf8).write(to: served.sandbox.repo.appendingPathComponent("2026/11/2026-11-21.md"))
            let broken = try await client.get("/-/edit/2026-11-21")
            expectPage(broken, .ok, holding: "<textarea name=\"text\" id=\"text\"")
            #expect(broken.text.contains("The front matter cannot be shown as fields"))
        }
    }

    @Test func aFormSaveChangesOnlyTheFieldsThatChanged() async throws {
        let served = try ServedTestVault()
        let path = try served.path("2026/11/2026-11-20.md")
        let version = try #require(try served.vault().entryVersion(path))
        let before = try served.commits()
        try await served.test { client in
            // Nothing changed: nothing committed.
            let same = try await client.post("/-/save/2026-11-20", form: form(version: version))
            #expect(same.status == .seeOther && same.headers[.location] == "/2026/11/2026-11-20?unchanged=1")
            // Tags and the star, and a line typed without its line break.
            let saved = try await client.post(
                "/-/save/2026-11-20",
                form: form([("tags", "walk, rain"), ("starred", "1"), ("place", "Home\nkitchen")], body: body + "Then rain.", version: version))
            #expect(saved.status == .seeOther && saved.headers[.location]?.hasPrefix("/2026/11/2026-11-20?saved=") == true)
            #expect(
                try served.vault().rawText(path)
                    == "---\nschema: 2\ncreated: 2026-11-20T08:00:00Z\nlocation:\n  name: Home kitchen\ntags: [walk, rain]\nstarred: true\n---\n"
                    + body + "Then rain.\n")
            #expect(try served.commits() == before + 1)
        }
    }

    @Test func anEntryKeepsItsDayAndADateOrTimeThatIsNoneIsRefused() async throws {
        let served = try ServedTestVault()
        let path = try served.path("2026/11/2026-11-20.md")
        let version = try #require(try served.vault().entryVersion(path))
        let before = try served.commits()
        try await served.test { client in
            let moved = try await client.post("/-/save/2026-11-20", form: form([("date", "2026-11-19")], version: version))
            expectPage(moved, .unprocessableContent, holding: english.webDateIsTheFiles(file: path.relativePath, day: "2026-11-20"))
            // The page again, with what was sent.
            #expect(moved.text.contains("name=\"date\" value=\"2026-11-19\" readonly"))
            let late = try await client.post("/-/save/2026-11-20", form: form([("time", "25:00")], body: body + "Kept.\n", version: version))
            expectPage(late, .unprocessableContent, holding: english.webNotADateAndTime(date: "2026-11-20", time: "25:00"))
            // What was typed is not lost: kept as the entry's draft, as it was sent.
            #expect(try served.vault().leftoverDraft(for: path) == head + body + "Kept.\n")
            // A draft with a time cleared is kept too.
            let cleared = try await client.post("/-/draft/2026-11-20", form: form([("time", "")], body: body + "More.\n", version: version))
            #expect(cleared.status == .ok)
            #expect(try served.vault().leftoverDraft(for: path) == head + body + "More.\n")
        }
        #expect(try served.commits() == before)
        #expect(try served.vault().rawText(path) == ServedTestVault.entries[0].text)
    }

    @Test func aNewEntryIsSavedUnderTheDayItsDateNames() async throws {
        let served = try ServedTestVault()
        let before = try served.commits()
        try await served.test { client in
            let page = try await client.get("/-/new?day=2026-11-22")
            let head = try #require(page.text.firstMatch(of: /name="head" value="([^"]*)"/)?.1)
            let sent = String(head).replacingOccurrences(of: "&#10;", with: "\n")
            #expect(sent.hasPrefix("---\nschema: 2\ncreated: 2026-11-22T"), "\(sent)")
            let time = try #require(page.text.firstMatch(of: /name="time" value="([0-9:]+)"/)?.1)
            // Typed, kept as the draft of the page's own name, then moved to the next day.
            _ = try await client.post(
                "/-/draft/2026-11-22", form: [("csrf", key), ("version", ""), ("head", sent), ("body", "Written."), ("date", "2026-11-22")])
            let pageDraft = try served.vault().draftURL(for: try served.path("2026/11/2026-11-22.md"))
            #expect(FileManager.default.fileExists(atPath: pageDraft.path))
            let saved = try await client.post(
                "/-/save/2026-11-22",
                form: [
                    ("csrf", key), ("version", ""), ("head", sent), ("body", "Written for the next day."), ("date", "2026-11-23"),
                    ("time", String(time)), ("place", ""), ("weather", "Snow, -1°C"), ("tags", "")
                ])
            #expect(saved.status == .seeOther && saved.headers[.location]?.hasPrefix("/2026/11/2026-11-23?saved=") == true, "\(saved.text)")
            let text = try served.vault().rawText(try served.path("2026/11/2026-11-23.md"))
            #expect(
                text.hasPrefix("---\nschema: 2\ncreated: 2026-11-23T\(time):00+00:00\nweather:\n  condition: Snow\n  temperature: -1\n---\n"),
                "\(text)")
            #expect(text.hasSuffix("---\nWritten for the next day.\n"))
            // Saved, its draft under the page's name is gone (it would be offered as another new entry's).
            #expect(!FileManager.default.fileExists(atPath: pageDraft.path))
        }
        #expect(try served.commits() == before + 1)
    }

    @Test func discardThrowsTheDraftAwayAndCommitsNothing() async throws {
        let served = try ServedTestVault()
        let path = try served.path("2026/11/2026-11-20.md")
        let version = try #require(try served.vault().entryVersion(path))
        let before = try served.commits()
        try await served.test { client in
            let kept = try await client.post("/-/draft/2026-11-20", form: form(body: body + "Half a thought", version: version))
            #expect(kept.status == .ok)
            #expect(try served.vault().leftoverDraft(for: path) == head + body + "Half a thought\n")
            // Without a script: a page that asks.
            let asked = try await client.get("/-/discard/2026-11-20")
            expectPage(asked, .ok, holding: english.webDiscardQuestion)
            #expect(asked.text.contains("action=\"/-/discard/2026-11-20\"") && asked.text.contains("href=\"/-/edit/2026-11-20\""))
            let discarded = try await client.post("/-/discard/2026-11-20", form: [("csrf", key)])
            #expect(discarded.status == .seeOther && discarded.headers[.location] == "/2026/11/2026-11-20?discarded=1")
            #expect(try served.vault().leftoverDraft(for: path) == nil)
            #expect(!FileManager.default.fileExists(atPath: try served.vault().draftURL(for: path).path))
            expectPage(try await client.get("/2026/11/2026-11-20?discarded=1"), .ok, holding: english.webDiscarded)
            // A new entry's: back to the list.
            let new = try served.path("2026/11/2026-11-22.md")
            _ = try await client.post("/-/draft/2026-11-22", form: [("csrf", key), ("version", ""), ("text", head + "A start.\n")])
            #expect(FileManager.default.fileExists(atPath: try served.vault().draftURL(for: new).path))
            let gone = try await client.post("/-/discard/2026-11-22", form: [("csrf", key)])
            #expect(gone.status == .seeOther && gone.headers[.location] == "/?discarded=1")
            #expect(!FileManager.default.fileExists(atPath: try served.vault().draftURL(for: new).path))
        }
        #expect(try served.commits() == before)
        #expect(try served.vault().rawText(path) == ServedTestVault.entries[0].text)
    }

    /// A file of mixed line endings (and a lone CR) opened in the form and saved as it was: the browser sends
    /// every line with one ending, and nothing is rewritten.
    @Test func openingAndSavingAFileOfMixedLineEndingsChangesNothing() async throws {
        let served = try ServedTestVault()
        let path = try served.path("2026/11/2026-11-20.md")
        let mixed = "---\r\nschema: 2\ncreated: 2026-11-20T08:00:00Z\r\ntags: [walk]\n---\n# Coffee\r\n\rBeans.\n"
        try Data(mixed.utf8).write(to: served.sandbox.repo.appendingPathComponent(path.relativePath))
        _ = try served.sandbox.git(in: served.sandbox.repo, "-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-qam", "Mixed")
        let version = try #require(try served.vault().entryVersion(path))
        let before = try served.commits()
        try await served.test { client in
            let lf = mixed.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            let form = try EntryForm(text: lf, day: path.day, file: "f", zone: ServedTestVault.zone)
            let saved = try await client.post(
                "/-/save/2026-11-20",
                form: [
                    ("csrf", key), ("version", version), ("head", form.head), ("body", form.body), ("date", "2026-11-20"), ("time", "08:00"),
                    ("place", ""), ("weather", ""), ("tags", "walk")
                ])
            #expect(saved.status == .seeOther && saved.headers[.location] == "/2026/11/2026-11-20?unchanged=1", "\(saved.text)")
        }
        #expect(try served.commits() == before)
        #expect(try served.vault().rawText(path) == mixed)
    }
}
