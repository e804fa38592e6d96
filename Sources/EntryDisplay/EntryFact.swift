import VaultKit

/// One fact on an entry's line of facts (after its date): a key its `views` show there, worded by the
/// kind of its value, never by the key, so a new key of a known kind shows on `diary show`, the web list
/// and the exports without a change here.
public struct EntryFact: Equatable, Sendable {
    public let key: FrontMatterKey
    public let text: String
    /// What the fact is, for HTML's `class`: `place` and `weather` by their kind, else the key's name.
    public let kind: String

    /// The facts of `frontMatter`, in the contract's order of the keys.
    public static func facts(of frontMatter: FrontMatter) -> [EntryFact] {
        FrontMatterKey.ordered.compactMap { key in
            guard key.views.contains(.facts), let value = key.shownValue(in: frontMatter),
                let text = EntryFactText.text(of: value)
            else { return nil }
            return EntryFact(key: key, text: text, kind: kind(of: value, key: key))
        }
    }

    private static func kind(of value: ShownValue, key: FrontMatterKey) -> String {
        switch value {
        case .place: "place"
        case .weather: "weather"
        case .text, .integer, .flag, .words: key.rawValue
        }
    }
}
