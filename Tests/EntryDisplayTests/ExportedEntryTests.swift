import Foundation
import Testing
import VaultKit

@testable import EntryDisplay

@Suite struct ExportedEntryTests {
    @Test func theTitleHeadingIsLeftOutOfTheBody() {
        #expect(ExportedEntry.withoutTitleHeading("# Walk\n\nBy the river.\n", title: "Walk") == "By the river.\n")
        #expect(ExportedEntry.withoutTitleHeading("\n  \n### Walk\nBy the river.\n", title: "Walk") == "By the river.\n")
        #expect(ExportedEntry.withoutTitleHeading("   # Walk\n\t\nBy the river.", title: "Walk") == "By the river.\n")
    }

    @Test func aFirstLineThatIsNoHeadingStays() {
        // The title of such an entry is its first line, shown as a heading and again in the body.
        #expect(ExportedEntry.withoutTitleHeading("Walk by the river.\nCold.\n", title: "Walk by the river.") == "Walk by the river.\nCold.\n")
        #expect(ExportedEntry.withoutTitleHeading("#walk\nCold.\n", title: "#walk") == "#walk\nCold.\n")
        #expect(ExportedEntry.withoutTitleHeading("####### Seven\nCold.\n", title: "####### Seven") == "####### Seven\nCold.\n")
    }

    @Test func aOneLineEntryIsShownOnceAsItsTitle() {
        #expect(ExportedEntry.withoutTitleHeading("A quick line.\n", title: "A quick line.") == "")
        #expect(ExportedEntry.withoutTitleHeading("  A quick line.  \n\n", title: "A quick line.") == "")
        #expect(ExportedEntry.withoutTitleHeading("# Walk\n", title: "Walk") == "")
        #expect(ExportedEntry.withoutTitleHeading("", title: "") == "")
        #expect(ExportedEntry.withoutTitleHeading("A quick line.\nAnd another.", title: "A quick line.") == "A quick line.\nAnd another.\n")
    }

    @Test func blankLinesAreThoseOfSpacesAndTabsOnly() {
        #expect(ExportedEntry.droppingBlankLines("\n \t\n\nText\n\nMore") == "Text\n\nMore")
        #expect(ExportedEntry.droppingBlankLines(" \n\t") == "")
        #expect(ExportedEntry.droppingBlankLines("\u{3000}\nText") == "\u{3000}\nText")
    }

    @Test func anEntryShowsItsFactsInTheReadersLocale() {
        let entry = SampleEntries.entry(
            "# Morning walk\n\nBy the Han river.\n", location: Location(name: "Seoul", latitude: 37.5, longitude: 127),
            weather: Weather(condition: "Clear sky", temperature: 3.2, code: 0), tags: ["walk", "river"], starred: true)
        let shown = ExportedEntry(entry, zone: SampleEntries.seoul, dates: SampleEntries.dates, untitled: "(untitled)")
        #expect(shown.title == "Morning walk")
        #expect(shown.timestamp.description == "2026-11-21T09:14:03+09:00")
        #expect(shown.date == SampleEntries.dates.string(shown.timestamp))
        #expect(shown.date.contains("Nov 21, 2026") && shown.date.contains("9:14"), "\(shown.date)")
        #expect(shown.keyFacts.map(\.kind) == ["place", "weather"])
        #expect(shown.keyFacts.map(\.text) == ["Seoul", "Clear sky, 3.2°C"])
        #expect(shown.facts == [shown.date, "Seoul", "Clear sky, 3.2°C"])
        #expect(shown.tags == ["walk", "river"])
        #expect(shown.starred)
        #expect(shown.body == "By the Han river.\n")
    }

    @Test func anEntryWithoutTextIsUntitledAndHasOnlyItsDate() {
        let entry = SampleEntries.entry("\n", created: nil)
        let shown = ExportedEntry(entry, zone: SampleEntries.seoul, dates: SampleEntries.dates, untitled: "(제목 없음)")
        #expect(shown.title == "(제목 없음)")
        // Without `created`, midnight of the file's day in the zone given.
        #expect(shown.timestamp.description == "2026-11-21T00:00:00+09:00")
        #expect(shown.facts == [shown.date])
        #expect(shown.tags.isEmpty && !shown.starred && shown.body.isEmpty)
    }
}
