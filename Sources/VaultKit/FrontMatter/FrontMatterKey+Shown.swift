/// A key's value as the views of an entry show it, by kind: the views (a list line, the JSON for scripts,
/// the web list, the exports) switch over these kinds, never over the keys, so a new key of a kind they
/// know is shown everywhere its `views` say without a change to them.
public enum ShownValue: Equatable, Sendable {
    case text(String)
    case integer(Int)
    case flag(Bool)
    /// A list of words (`tags`).
    case words([String])
    case place(Location)
    case weather(Weather)
}

extension FrontMatterKey {
    /// The views of an entry that show a key. `export --format json` shows every key, as the file holds it.
    public struct Views: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// The JSON of `list`, `on-this-day` and `stats`' entries: always there, `whenAbsent` when the entry has no value.
        public static let listingJSON = Views(rawValue: 1)
        /// The JSON of `search`, beside the matches, the same way.
        public static let searchJSON = Views(rawValue: 2)
        /// The line of facts after the date: `diary show`, the web list, the HTML and Markdown exports.
        public static let facts = Views(rawValue: 4)
    }

    /// What a view's JSON shows for a key the entry has no value for.
    public enum Absent: Sendable {
        case null
        case shown(ShownValue)
        /// When the entry was written, as its `created` would say it (from its file name's day).
        case entryTime
    }

    /// Where the key is shown.
    public var views: Views {
        switch self {
        case .schema: return []
        case .created: return [.listingJSON, .searchJSON]
        case .location, .weather: return [.listingJSON, .facts]
        case .tags: return [.listingJSON, .searchJSON]
        case .starred: return [.listingJSON]
        }
    }

    /// The JSON of a listing for an entry without a value: scripts can rely on `created`, the list of
    /// `tags` and `starred` being there.
    public var whenAbsent: Absent {
        switch self {
        case .schema, .location, .weather: return .null
        case .created: return .entryTime
        case .tags: return .shown(.words([]))
        case .starred: return .shown(.flag(false))
        }
    }

    /// The key's value in `frontMatter`, nil when it has none.
    public func shownValue(in frontMatter: FrontMatter) -> ShownValue? {
        switch self {
        case .schema: return frontMatter.schema.map(ShownValue.integer)
        case .created: return frontMatter.created.map(ShownValue.text)
        case .location: return frontMatter.location.map(ShownValue.place)
        case .weather: return frontMatter.weather.map(ShownValue.weather)
        case .tags: return frontMatter.tags.map(ShownValue.words)
        case .starred: return frontMatter.starred.map(ShownValue.flag)
        }
    }

    /// What a list line shows before the title for this key (`★` for a starred entry), nil for nothing.
    public func mark(in frontMatter: FrontMatter) -> String? {
        switch self {
        case .schema, .created, .location, .weather, .tags: return nil
        case .starred: return frontMatter.starred == true ? "★" : nil
        }
    }

    /// The contract's keys in their order, once (`allCases` makes an array at every call).
    public static let ordered = allCases
}

extension FrontMatter {
    /// The marks a list line shows before the title, one space after each (`★ `); empty when there are none.
    public var listMarks: String {
        var marks = ""
        for key in FrontMatterKey.ordered {
            if let mark = key.mark(in: self) { marks += mark + " " }
        }
        return marks
    }
}
