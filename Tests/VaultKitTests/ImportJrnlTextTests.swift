import Foundation
import Localization
import Testing

@testable import VaultKit

/// jrnl's journal file read as jrnl 4.6 reads it. The expected titles, bodies, tags and stars are what
/// jrnl 4.6's own parser (`Journal._parse`) gives for the same text.
@Suite("Import: jrnl's journal file")
struct ImportJrnlTextTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!

    /// Blank lines before the first entry, seconds, a leading star (not a star to jrnl), CRLF line ends,
    /// a line in brackets that is no date, a trailing ` *`, and a last entry of one line with no line break.
    static let journal =
        "\n[2025-11-21 09:14:05] * Starred first. Then @More text\r\nsecond line @Tag-1\n\n"
        + "[2025-11-21 09:15] Title only? yes [note] @a/b\n[not a date] stays\n"
        + "[2025-11-23 08:00] Crlf title @x *\r\nbody\r\nmore\r\n\n"
        + "[2025-11-22 10:00] One line. No newline at end!  x"

    @Test func entriesAreWhatJrnlReads() throws {
        let entries = JrnlText.blocks(Self.journal).map(JrnlText.entry)
        #expect(entries.map(\.title) == ["* Starred first. Then @More text", "Title only? yes [note] @a/b", "Crlf title @x", "One line."])
        #expect(entries.map(\.body) == ["second line @Tag-1", "[not a date] stays", "body\nmore", "No newline at end!  x"])
        #expect(entries.map { $0.tags ?? [] } == [["@more", "@tag-1"], ["@a/b"], ["@x"], []])
        #expect(entries.map(\.starred) == [false, false, true, false])
        #expect(
            entries.map { "\($0.date ?? "") \($0.time ?? "")" } == ["2025-11-21 09:14:05", "2025-11-21 09:15", "2025-11-23 08:00", "2025-11-22 10:00"]
        )
        #expect(JrnlText.blocks(Self.journal).map(\.line) == [2, 5, 7, 11])
    }

    @Test func readIntoEntriesNamedByLine() throws {
        let batch = try JrnlImport.readJournal(Data(Self.journal.utf8), source: "journal.txt", path: "journal.txt", zone: Self.seoul)
        #expect(batch.skipped.isEmpty)
        #expect(batch.candidates.map(\.source) == ["journal.txt:2", "journal.txt:5", "journal.txt:7", "journal.txt:11"])
        #expect(
            batch.candidates[0].document.rendered()
                == "---\nschema: 2\ncreated: 2025-11-21T09:14:05+09:00\ntags: [more, tag-1]\n---\n# * Starred first. Then @More text\n\nsecond line @Tag-1\n"
        )
        #expect(batch.candidates[2].document.rendered().contains("tags: [x]\nstarred: true\n---\n# Crlf title @x\n\nbody\nmore\n"))
    }

    @Test func jsonIsStillTheExport() throws {
        let json = #"[{"title": "T.", "body": "", "date": "2025-11-21", "time": "09:14", "tags": [], "starred": false}]"#
        let batch = try JrnlImport.readJournal(Data(json.utf8), source: "j.json", path: "j.json", zone: Self.seoul)
        #expect(batch.candidates.map(\.source) == ["j.json entries[0]"])
        let broken = try JrnlImport.readJournal(Data("{\"entries\": [".utf8), source: "j.json", path: "j.json", zone: Self.seoul)
        #expect(broken.skipped.first?.reason(in: EnglishText()).hasSuffix("not a jrnl JSON export") == true)
    }

    @Test func neitherIsAnErrorNamingTheFile() {
        for (text, encrypted) in [("notes\n[2025-11-21 09:14] late\n", false), ("", false), ("gAAAAABk", true)] {
            #expect(throws: JrnlImport.NotAJournal(file: "/x/j.txt", encrypted: encrypted)) {
                _ = try JrnlImport.readJournal(Data(text.utf8), source: "j.txt", path: "/x/j.txt", zone: Self.seoul)
            }
        }
    }

    @Test func theJSONExportsTagsAreListedAsWritten() {
        #expect(JrnlImport.inOrderWritten(["@walk", "@work"], in: "With @Work.\nSaw @walk.") == ["@work", "@walk"])
        #expect(JrnlImport.inOrderWritten(["@b", "@gone", "@a"], in: "@a @b") == ["@a", "@b", "@gone"])
    }
}
