import Localization
import Testing

@testable import VaultKit

@Suite("FrontMatterKey: the contract's keys in one place")
struct FrontMatterKeyTests {
    static let full = FrontMatter(
        schema: 2, created: "2026-11-21T09:14:03+09:00", location: Location(name: "Seoul"),
        weather: Weather(condition: "Sunny"), tags: ["a"], starred: true)

    @Test("the keys in the contract's order, all of them in schema 1 and 2 files")
    func order() {
        #expect(FrontMatterKey.allCases.map(\.rawValue) == ["schema", "created", "location", "weather", "tags", "starred"])
        #expect(FrontMatterKey.keys(inSchema: 2) == FrontMatterKey.allCases)
        #expect(FrontMatterKey.keys(inSchema: 1) == FrontMatterKey.allCases)
    }

    @Test(
        "each key writes its own line only when the entry has a value, and compares only its own value",
        arguments: FrontMatterKey.allCases)
    func ownValue(key: FrontMatterKey) throws {
        #expect(key.canonicalLines(of: FrontMatter()) == nil)
        let lines = try #require(key.canonicalLines(of: Self.full))
        #expect(lines.first?.hasPrefix(key.rawValue + ":") == true)
        #expect(key.hasSameValue(in: Self.full, as: Self.full))
        #expect(!key.hasSameValue(in: Self.full, as: FrontMatter()))
        for other in FrontMatterKey.allCases where other != key {
            var without = Self.full
            _ = other.merge(base: Self.full, ours: Self.full, theirs: FrontMatter(), into: &without)
            #expect(key.hasSameValue(in: Self.full, as: without) == (key != other), "\(other) removed by the remote")
        }
    }

    @Test("a value of the wrong shape names what the key takes, in both languages", arguments: FrontMatterKey.allCases)
    func badValueWording(key: FrontMatterKey) {
        let english = FrontMatterProblem.badValue(key).message(in: EnglishText())
        let korean = FrontMatterProblem.badValue(key).message(in: KoreanText())
        #expect(english.contains(key.rawValue), "\(english)")
        #expect(korean.contains(key.rawValue), "\(korean)")
    }
}
