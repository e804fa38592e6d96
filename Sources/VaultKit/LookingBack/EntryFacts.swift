import Foundation

/// What looking back needs of one entry — its day and time, how much was written, tags, place,
/// weather and star — small enough to keep for every entry of a vault at once.
public struct EntryFacts: Sendable, Equatable {
    public let path: EntryPath
    /// When it was written; for an entry without `created`, midnight of its file name's day.
    public let timestamp: EntryTimestamp
    /// Words of the body (see `WordCount`).
    public let words: Int
    public let tags: [String]
    /// The place's name.
    public let location: String?
    /// The weather's condition.
    public let weather: String?
    public let starred: Bool

    /// The day of the entry's file name (the local day it was written).
    public var day: Day { path.day }

    public init(
        path: EntryPath, timestamp: EntryTimestamp, words: Int, tags: [String] = [],
        location: String? = nil, weather: String? = nil, starred: Bool = false
    ) {
        self.path = path
        self.timestamp = timestamp
        self.words = words
        self.tags = tags
        self.location = location
        self.weather = weather
        self.starred = starred
    }

    /// The facts of a parsed entry.
    public init(_ entry: Entry, localZone: TimeZone) {
        let fm = entry.frontMatter
        self.init(
            path: entry.path, timestamp: entry.timestamp(localZone: localZone), words: WordCount.of(entry.document.body),
            tags: fm.tags ?? [], location: fm.location?.name, weather: fm.weather?.condition, starred: fm.starred == true)
    }
}

extension Vault {
    /// The facts of every entry `filter` keeps, newest first (at most `filter.limit`), and the files
    /// that could not be read. Files are read on every core; only the folders of `filter.days` are listed.
    public func facts(_ filter: EntryFilter) -> (facts: [EntryFacts], broken: [VaultError]) {
        facts(entryPaths(filter), filter: filter)
    }

    /// The facts of those of `paths` (as found by `entryPaths`) whose front matter `filter` keeps, newest
    /// first (`EntryOrder`, at most `filter.limit`), and the files that could not be read.
    public func facts(_ paths: [EntryPath], filter: EntryFilter = EntryFilter()) -> (facts: [EntryFacts], broken: [VaultError]) {
        let zone = timeZone
        let checks = filter.readsFrontMatter
        let results = mapEntries(paths, otherError: { .unreadable(file: $0.relativePath, reason: .text("\($1)")) }) { path, bytes -> EntryFacts? in
            if let fields = bytes.withUnsafeBufferPointer(FactScanner.scan) {
                if checks, !filter.matches(fields.frontMatter) { return nil }
                return EntryFacts(
                    path: path, timestamp: fields.created, words: fields.words, tags: fields.tags,
                    location: fields.location, weather: fields.weather, starred: fields.starred == true)
            }
            let entry = Entry(path: path, document: try EntryDocument.parse(bytes, file: path.relativePath))
            if checks, !filter.matches(entry.frontMatter) { return nil }
            return EntryFacts(entry, localZone: zone)
        }
        var kept: [EntryFacts] = []
        var broken: [VaultError] = []
        kept.reserveCapacity(results.count)
        for result in results {
            switch result {
            case .success(let facts?): kept.append(facts)
            case .success(nil): break
            case .failure(let error): broken.append(error)
            }
        }
        // The newest by time, as `list` picks them (`entryPaths(filter)` reads the last day whole).
        return (EntryOrder.sorted(kept, limit: filter.limit, time: \.timestamp, path: \.path), broken)
    }
}
