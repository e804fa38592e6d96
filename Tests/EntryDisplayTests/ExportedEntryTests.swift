import Foundation
import Testing
import VaultKit

@testable import EntryDisplay

@Suite struct ExportedEntryTests {
    @Test func theTitleHeadingIsLeftOutOfTheBody() {
        #expect(ExportedEntry.withoutTitleLine("# Walk\n\nBy the river.\n", title: "Walk") == "By the river.\n")
        #expect(ExportedEntry.withoutTitleLine("\n  \n### Walk\nBy the river.\n", title: "Walk") == "By the river.\n")
        #expect(ExportedEntry.withoutTitleLine("   # Walk\n\t\nBy the river.", title: "Walk") == "By the river.\n")
    }

    @Test func aPlainFirstLineThatIsTheTitleIsShownOnceAsTheTitle() {
        // Day One's entries start with such a line: it is the heading, not the heading and a paragraph again.
        #expect(ExportedEntry.withoutTitleLine("Walk by the river.\nCold.\n", title: "Walk by the river.") == "Cold.\n")
        #expect(ExportedEntry.withoutTitleLine("  Walk by the river.  \n\nCold.\n", title: "Walk by the river.") == "Cold.\n")
        #expect(ExportedEntry.withoutTitleLine("#walk\nCold.\n", title: "#walk") == "Cold.\n")
        #expect(ExportedEntry.withoutTitleLine("####### Seven\nCold.\n", title: "####### Seven") == "Cold.\n")
    }

    @Test func aFirstLineThatIsNotTheTitleStays() {
        // A picture first: the title is the first words below it, and the body is kept whole.
        #expect(
            ExportedEntry.withoutTitleLine("![](media/a.jpeg)\nWalk.\nCold.\n", title: "Walk.") == "![](media/a.jpeg)\nWalk.\nCold.\n")
    }

    @Test func aOneLineEntryIsShownOnceAsItsTitle() {
        #expect(ExportedEntry.withoutTitleLine("A quick line.\n", title: "A quick line.") == "")
        #expect(ExportedEntry.withoutTitleLine("  A quick line.  \n\n", title: "A quick line.") == "")
        #expect(ExportedEntry.withoutTitleLine("# Walk\n", title: "Walk") == "")
        #expect(ExportedEntry.withoutTitleLine("", title: "") == "")
        #expect(ExportedEntry.withoutTitleLine("A quick line.\nAnd another.", title: "A quick line.") == "And another.\n")
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
