import Testing

@testable import VaultKit

@Suite("what each view shows of a key: its value by kind, its marks, what an absent key shows")
struct FrontMatterKeyViewsTests {
    static let full = FrontMatter(
        schema: 2, created: "2026-11-28T09:00:00+09:00", location: Location(name: "Seoul", latitude: 37.5, longitude: 127),
        weather: Weather(condition: "Clear sky", temperature: 3.2, code: 0), tags: ["walk"], starred: true)

    @Test("every key of a front matter that has it shows its own value, and none when it is absent")
    func everyKeyShowsItsValue() {
        for key in FrontMatterKey.ordered {
            #expect(key.shownValue(in: Self.full) != nil, "\(key)")
            #expect(key.shownValue(in: FrontMatter()) == nil, "\(key)")
        }
        #expect(FrontMatterKey.tags.shownValue(in: Self.full) == .words(["walk"]))
        #expect(FrontMatterKey.location.shownValue(in: Self.full) == .place(Self.full.location!))
        #expect(FrontMatterKey.schema.shownValue(in: Self.full) == .integer(2))
    }

    @Test("a starred entry's list line has `★ ` before its title; any other none")
    func marks() {
        #expect(Self.full.listMarks == "★ ")
        #expect(FrontMatter(starred: false).listMarks == "")
        #expect(FrontMatter().listMarks == "")
    }

    @Test("the views as the docs describe them: the listing's JSON, search's JSON, the line of facts")
    func views() {
        let listed = FrontMatterKey.ordered.filter { $0.views.contains(.listingJSON) }
        #expect(listed == [.created, .location, .weather, .tags, .starred])
        #expect(FrontMatterKey.ordered.filter { $0.views.contains(.searchJSON) } == [.created, .tags])
        #expect(FrontMatterKey.ordered.filter { $0.views.contains(.facts) } == [.location, .weather])
        #expect(FrontMatterKey.ordered == FrontMatterKey.allCases)
    }
}
