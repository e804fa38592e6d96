import Foundation
import Testing

@testable import VaultKit

/// An entry as the browser's form shows it, and put together again: a person's own keys, comments, a BOM and
/// CRLF lines stay byte for byte; only a changed field's lines are rewritten.
struct EntryFormTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!
    static let day = Day("2026-11-21")!

    static let written = """
        \u{FEFF}---\r
        schema: 2\r
        # written by hand\r
        created: 2026-11-21T07:40:12+09:00\r
        mood: calm   # my own key\r
        location:\r
          name: 뚝섬한강공원, 서울\r
          latitude: 37.53\r
          longitude: 127.07\r
        weather:\r
          condition: Clear\r
          temperature: -2.5\r
          code: 0\r
        tags: [walk, 서울]\r
        ---\r
        # 아침 한강 산책\r
        \r
        걸었다.\r

        """

    @Test func theFieldsShowTheFrontMatter() throws {
        let form = try EntryForm(text: Self.written, day: Self.day, file: "f.md", zone: Self.seoul)
        #expect(
            form.fields
                == EntryFormFields(date: "2026-11-21", time: "07:40", place: "뚝섬한강공원, 서울", weather: "Clear, -2.5°C", tags: "walk, 서울"))
        #expect(form.body == "# 아침 한강 산책\r\n\r\n걸었다.\r\n")
        #expect(form.head + form.body == Self.written)
        #expect(form.otherLines == ["schema: 2", "mood: calm   # my own key"])
    }

    @Test func unchangedFieldsGiveTheTextBackByteForByte() throws {
        let form = try EntryForm(text: Self.written, day: Self.day, file: "f.md", zone: Self.seoul)
        #expect(try form.text(fields: form.fields, body: form.body, file: "f.md", zone: Self.seoul) == Self.written)
        // Spaces around a value are no change.
        var spaced = form.fields
        spaced.place = "  뚝섬한강공원, 서울 "
        spaced.tags = "walk ,서울,"
        #expect(try form.text(fields: spaced, body: form.body, file: "f.md", zone: Self.seoul) == Self.written)
        // A new body alone changes nothing above it.
        let body = "Typed in the browser.\r\n"
        #expect(try form.text(fields: form.fields, body: body, file: "f.md", zone: Self.seoul) == form.head + body)
    }

    @Test func aChangedFieldRewritesOnlyItsOwnLines() throws {
        let form = try EntryForm(text: Self.written, day: Self.day, file: "f.md", zone: Self.seoul)
        var fields = form.fields
        fields.place = "Yeouido"
        fields.tags = "walk, river"
        fields.starred = true
        let text = try form.text(fields: fields, body: form.body, file: "f.md", zone: Self.seoul)
        let expected = Self.written
            .replacingOccurrences(of: "  name: 뚝섬한강공원, 서울\r\n  latitude: 37.53\r\n  longitude: 127.07\r\n", with: "  name: Yeouido\r\n")
            .replacingOccurrences(of: "tags: [walk, 서울]\r\n", with: "tags: [walk, river]\r\nstarred: true\r\n")
        #expect(text == expected)
        let read = try EntryForm(text: text, day: Self.day, file: "f.md", zone: Self.seoul)
        #expect(read.fields == fields)
    }

    @Test func theTimeKeepsTheEntrysOffsetAndTheWeatherIsReadAsTyped() throws {
        let form = try EntryForm(text: Self.written, day: Self.day, file: "f.md", zone: Self.seoul)
        var fields = form.fields
        fields.time = "21:05"
        fields.weather = "Snow, 1°C"
        // The zone given is another: the entry's own offset wins.
        let text = try form.text(fields: fields, body: form.body, file: "f.md", zone: TimeZone(identifier: "Europe/Paris")!)
        #expect(text.contains("created: 2026-11-21T21:05:00+09:00\r\n"))
        // A weather typed anew has no code of the old one.
        #expect(text.contains("weather:\r\n  condition: Snow\r\n  temperature: 1\r\ntags: [walk, 서울]\r\n"))
        // Emptied fields lose their keys; the person's own key stays.
        fields.place = ""
        fields.weather = ""
        fields.tags = ""
        let emptied = try form.text(fields: fields, body: form.body, file: "f.md", zone: Self.seoul)
        #expect(!emptied.contains("location:") && !emptied.contains("weather:") && !emptied.contains("tags:"))
        #expect(emptied.contains("mood: calm   # my own key\r\n"))
    }

    @Test func aTimeOrDateThatIsNoneIsRefused() throws {
        let form = try EntryForm(text: Self.written, day: Self.day, file: "f.md", zone: Self.seoul)
        for (date, time) in [("2026-11-21", "25:00"), ("2026-13-01", "07:40"), ("2026-11-21", "7h40"), ("", "07:40")] {
            var fields = form.fields
            fields.date = date
            fields.time = time
            #expect(throws: EntryFormProblem.notADateAndTime(date: date, time: time)) {
                try form.text(fields: fields, body: form.body, file: "f.md", zone: Self.seoul)
            }
        }
    }

    @Test func anEntryWithoutFrontMatterGetsOneOnlyWhenAFieldIsFilled() throws {
        let plain = "Just words.\n"
        let form = try EntryForm(text: plain, day: Self.day, file: "f.md", zone: Self.seoul)
        #expect(form.head.isEmpty && form.body == plain)
        #expect(form.fields == EntryFormFields(date: "2026-11-21"))
        #expect(try form.text(fields: form.fields, body: plain, file: "f.md", zone: Self.seoul) == plain)
        var fields = form.fields
        fields.tags = "old"
        // Without `schema`: saved, it is upgraded as schema 1 is, `created` and all.
        #expect(try form.text(fields: fields, body: plain, file: "f.md", zone: Self.seoul) == "---\ntags: [old]\n---\nJust words.\n")
        // With a BOM, the BOM stays first.
        let bom = try EntryForm(text: "\u{FEFF}" + plain, day: Self.day, file: "f.md", zone: Self.seoul)
        let withBOM = try bom.text(fields: fields, body: plain, file: "f.md", zone: Self.seoul)
        #expect(withBOM == "\u{FEFF}---\ntags: [old]\n---\nJust words.\n", "\(Array(withBOM.unicodeScalars.prefix(6)))")
    }

    @Test func aNewEntrysStartingTextIsAFormWithAnEmptyBody() throws {
        let moment = NewEntryMoment(locationName: "Busan", latitude: 35.1, longitude: 129.0, tags: ["trip"])
        let created = EntryTimestamp(rfc3339: "2026-11-25T21:14:03+09:00")!
        let start = EntryDocument(frontMatter: moment.frontMatter(created: created), body: "\n").rendered()
        let form = try EntryForm(text: start, day: Day("2026-11-25")!, file: "new.md", zone: Self.seoul)
        #expect(form.fields == EntryFormFields(date: "2026-11-25", time: "21:14", place: "Busan", tags: "trip"))
        #expect(form.body == "\n")
        let typed = try form.text(fields: form.fields, body: "Typed at once.\n", file: "new.md", zone: Self.seoul)
        #expect(typed == form.head + "Typed at once.\n")
        #expect(typed.contains("created: 2026-11-25T21:14:03+09:00\n"), "an untouched time keeps its seconds")
    }

    @Test func aBlockClosedAtTheFilesEndGetsItsLineBreakBeforeABody() throws {
        let form = try EntryForm(text: "---\nschema: 2\ntags: [a]\n---", day: Self.day, file: "f.md", zone: Self.seoul)
        #expect(try form.text(fields: form.fields, body: "Typed.\n", file: "f.md", zone: Self.seoul) == "---\nschema: 2\ntags: [a]\n---\nTyped.\n")
        #expect(try form.text(fields: form.fields, body: "", file: "f.md", zone: Self.seoul) == "---\nschema: 2\ntags: [a]\n---")
    }

    @Test func anEpochCreatedIsShownInTheVaultsZone() throws {
        // 2026-11-21T00:40:12Z: 09:40 in Seoul.
        let form = try EntryForm(text: "---\ncreated: 1795221612\n---\nOld.\n", day: Self.day, file: "f.md", zone: Self.seoul)
        #expect(form.fields.time == "09:40" && form.fields.date == "2026-11-21", "\(form.fields)")
    }
}
