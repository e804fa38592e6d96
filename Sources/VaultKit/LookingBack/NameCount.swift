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
        // Count each exact spelling first (one dictionary update per name; thousands of entries
        // share a handful of spellings), then fold the spellings together without regard to case.
        var spellings: [String: Int] = [:]
        for entryNames in names {
            for (index, name) in entryNames.enumerated() where !name.isEmpty {
                // One entry counts once per name, whatever its spellings.
                if index > 0, entryNames[..<index].contains(where: { sameIgnoringCase($0, name) }) { continue }
                spellings[name, default: 0] += 1
            }
        }
        var groups: [String: (count: Int, spelling: String, uses: Int)] = [:]
        for (spelling, uses) in spellings {
            let key = spelling.lowercased()
            if let group = groups[key] {
                let better = uses != group.uses ? uses > group.uses : spelling < group.spelling
                groups[key] = (group.count + uses, better ? spelling : group.spelling, better ? uses : group.uses)
            } else {
                groups[key] = (uses, spelling, uses)
            }
        }
        return groups.sorted { a, b in a.value.count != b.value.count ? a.value.count > b.value.count : a.key < b.key }
            .map { NameCount(name: $0.value.spelling, count: $0.value.count) }
    }

    private static func sameIgnoringCase(_ a: String, _ b: String) -> Bool {
        a == b || a.lowercased() == b.lowercased()
    }

    /// Tag counts of `facts`.
    public static func tags(_ facts: [EntryFacts]) -> [NameCount] { count(facts.lazy.map(\.tags)) }

    /// Place counts of `facts` (entries without a place left out).
    public static func places(_ facts: [EntryFacts]) -> [NameCount] { count(facts.lazy.map { $0.location.map { [$0] } ?? [] }) }

    /// Weather condition counts of `facts` (entries without weather left out).
    public static func weather(_ facts: [EntryFacts]) -> [NameCount] { count(facts.lazy.map { $0.weather.map { [$0] } ?? [] }) }
}
