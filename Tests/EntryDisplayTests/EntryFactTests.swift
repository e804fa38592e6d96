import Testing
import VaultKit

@testable import EntryDisplay

@Suite("an entry's line of facts, from the keys whose views hold it")
struct EntryFactTests {
    @Test("the place then the weather, each worded by its kind and named by it for HTML; nothing for an empty one")
    func facts() {
        let fm = FrontMatter(
            created: "2026-11-28T09:00:00+09:00", location: Location(latitude: 37.5, longitude: 127),
            weather: Weather(condition: "Snow", temperature: -2), tags: ["walk"], starred: true)
        let facts = EntryFact.facts(of: fm)
        #expect(facts.map(\.key) == [.location, .weather])
        #expect(facts.map(\.text) == ["37.5, 127.0", "Snow, -2°C"])
        #expect(facts.map(\.kind) == ["place", "weather"])
        #expect(EntryFact.facts(of: FrontMatter(location: Location(), weather: Weather(), tags: ["x"])).isEmpty)
    }

    @Test("each kind of value in words: a text as it is, a number, words joined; a flag and nothing say nothing")
    func kinds() {
        #expect(EntryFactText.text(of: .text("calm")) == "calm")
        #expect(EntryFactText.text(of: .text("")) == nil)
        #expect(EntryFactText.text(of: .integer(3)) == "3")
        #expect(EntryFactText.text(of: .words(["a", "b"])) == "a, b")
        #expect(EntryFactText.text(of: .words([])) == nil)
        #expect(EntryFactText.text(of: .flag(true)) == nil)
        #expect(EntryFactText.text(of: .place(Location(name: "Seoul"))) == "Seoul")
        #expect(EntryFactText.text(of: .weather(Weather(temperature: 12))) == "12°C")
    }
}
