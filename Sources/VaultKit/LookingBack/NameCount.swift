/// A tag, place or weather condition and how many entries have it.
public struct NameCount: Sendable, Equatable, CustomStringConvertible {
    /// The spelling most entries use.
    public let name: String
    public let count: Int

    public init(name: String, count: Int) {
        self.name = name
        self.count = count
    }

    public var description: String { "\(count) \(name)" }

    /// How many entries have each name, compared without regard to case (as filters compare tags):
    /// most used first, ties by name; each shown in its most common spelling (ties: the one that
    /// sorts first). `names` holds each entry's names; one entry counts once per name.
    public static func count(_ names: some Sequence<[String]>) -> [NameCount] {
        var groups: [String: (count: Int, spellings: [String: Int])] = [:]
        var seen = Set<String>()
        for entryNames in names {
            seen.removeAll(keepingCapacity: true)
            for name in entryNames {
                let key = name.lowercased()
                guard !key.isEmpty, seen.insert(key).inserted else { continue }
                groups[key, default: (0, [:])].count += 1
                groups[key, default: (0, [:])].spellings[name, default: 0] += 1
            }
        }
        let counted = groups.map { key, group -> (key: String, value: NameCount) in
            let spelling = group.spellings.min { a, b in a.value != b.value ? a.value > b.value : a.key < b.key }?.key ?? key
            return (key, NameCount(name: spelling, count: group.count))
        }
        return counted.sorted { a, b in a.value.count != b.value.count ? a.value.count > b.value.count : a.key < b.key }.map(\.value)
    }

    /// Tag counts of `facts`.
    public static func tags(_ facts: [EntryFacts]) -> [NameCount] { count(facts.lazy.map(\.tags)) }

    /// Place counts of `facts` (entries without a place left out).
    public static func places(_ facts: [EntryFacts]) -> [NameCount] { count(facts.lazy.map { $0.location.map { [$0] } ?? [] }) }

    /// Weather condition counts of `facts` (entries without weather left out).
    public static func weather(_ facts: [EntryFacts]) -> [NameCount] { count(facts.lazy.map { $0.weather.map { [$0] } ?? [] }) }
}
