import Foundation

/// Which entries a command looks at: a span of days, tags, starred, place and weather, and how many.
/// Tags compare without regard to case; place and weather match part of the name or condition,
/// without regard to case or accents.
public struct EntryFilter: Sendable, Equatable {
    /// Only entries on these days (the intersection of --on, --from, --to, --year, --month).
    public var days: DayRange?
    /// Entries with all of these tags, or with any of them when `anyTag`.
    public var tags: [String] = [] {
        didSet { wantedTags = tags.map { $0.lowercased() } }
    }
    /// `tags` in lower case, made once rather than for every entry.
    private var wantedTags: [String] = []
    public var anyTag = false
    public var starredOnly = false
    public var location: String?
    public var weather: String?
    /// The newest `limit` entries that match.
    public var limit: Int?

    public init() {}

    /// True when a match depends on what is inside the files, not only on their names.
    public var readsFrontMatter: Bool {
        !tags.isEmpty || starredOnly || location != nil || weather != nil
    }

    /// Whether an entry's front matter passes the tag, star, place and weather conditions.
    public func matches(_ frontMatter: FrontMatter) -> Bool {
        if starredOnly, frontMatter.starred != true { return false }
        if !tags.isEmpty {
            let own = (frontMatter.tags ?? []).map { $0.lowercased() }
            if anyTag ? !wantedTags.contains(where: own.contains) : !wantedTags.allSatisfy(own.contains) { return false }
        }
        if let location, !Self.contains(frontMatter.location?.name, location) { return false }
        if let weather, !Self.contains(frontMatter.weather?.condition, weather) { return false }
        return true
    }

    private static func contains(_ text: String?, _ part: String) -> Bool {
        guard let text else { return false }
        return text.range(of: part, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}

/// The order entries are listed in everywhere (`list`, `search`, an export, the pages): newest first by when
/// they were written (`created`, as an instant), then by file name.
public enum EntryOrder {
    /// `values` in this order, `time` and `path` telling each one's; at most `limit` of them. Each one's key
    /// is worked out once, and values already in order (the common case: folders are read newest first)
    /// are left as they are.
    public static func sorted<Value>(_ values: [Value], limit: Int? = nil, time: (Value) -> EntryTimestamp, path: (Value) -> EntryPath) -> [Value] {
        let keys = values.map { (seconds: time($0).epochSeconds, path: path($0)) }
        let before = { (a: Int, b: Int) in (keys[a].seconds, keys[a].path) > (keys[b].seconds, keys[b].path) }
        var order = Array(values.indices)
        if zip(order, order.dropFirst()).contains(where: { before($1, $0) }) { order.sort(by: before) }
        let kept = limit.map { order.prefix($0) } ?? order[...]
        return kept.map { values[$0] }
    }
}

extension Vault {
    /// The paths a filter's days allow, newest first; limited to `filter.limit` only when nothing
    /// else has to be read to decide, and then to the end of the last one's day (whose entries are
    /// ordered by time, not name).
    public func entryPaths(_ filter: EntryFilter) -> [EntryPath] {
        if let days = filter.days, days.isEmpty { return [] }
        return entryPaths(from: filter.days?.first, to: filter.days?.last, limit: filter.readsFrontMatter ? nil : filter.limit, wholeDays: true)
    }

    /// Summaries of the entries that pass `filter`, in `EntryOrder`, and the files that could not be
    /// read. With a limit and front-matter conditions, reads in growing batches until enough match; a
    /// file after the last one kept's day is not looked at (nor reported when broken), just as, without
    /// front-matter conditions, no path beyond the limit's day is.
    public func summaries(_ filter: EntryFilter, previewLimit: Int = 240) -> (matching: [EntrySummary], broken: [VaultError]) {
        let zone = timeZone
        let (runs, broken) = select(filter, makeContext: {}, day: { summary, _ in summary.path.day }) { _, path, bytes in
            try EntrySummary.read(bytes, path: path, localZone: zone, previewLimit: previewLimit, keeping: filter.matches)
        }
        return (EntryOrder.sorted(runs.flatMap(\.values), limit: filter.limit, time: \.timestamp, path: \.path), broken)
    }

    /// What list lines show of the entries `summaries(_:previewLimit:)` picks for `filter` (the same, in
    /// the same order, with the same dates, titles and previews), and the files that could not be read.
    public func listing(_ filter: EntryFilter, previewLimit: Int = 240) -> (listing: EntryListing, broken: [VaultError]) {
        let zone = timeZone
        let (runs, broken) = select(filter, makeContext: { EntryListing() }, day: { index, listing in listing.items[index].path.day }) {
            listing, path, bytes in
            try listing.read(bytes, path: path, localZone: zone, previewLimit: previewLimit, keeping: filter.matches)
        }
        let picked = runs.flatMap { run in run.values.map { (index: $0, context: run.context) } }
        let ordered = EntryOrder.sorted(
            picked, limit: filter.limit, time: { $0.context.items[$0.index].timestamp }, path: { $0.context.items[$0.index].path })
        var listing = EntryListing()
        for item in ordered { listing.append(item.context.items[item.index], of: item.context) }
        return (listing, broken)
    }

    /// The whole entries `summaries(_:previewLimit:)` picks for `filter` (the same, in the same order),
    /// and the files that could not be read: for those who need the text, such as an export.
    public func entries(_ filter: EntryFilter) -> (matching: [Entry], broken: [VaultError]) {
        let zone = timeZone
        let (runs, broken) = select(filter, makeContext: {}, day: { entry, _ in entry.path.day }) { _, path, bytes in
            let entry = Entry(path: path, document: try EntryDocument.parse(bytes, file: path.relativePath))
            return filter.matches(entry.frontMatter) ? entry : nil
        }
        return (EntryOrder.sorted(runs.flatMap(\.values), limit: filter.limit, time: { $0.timestamp(localZone: zone) }, path: \.path), broken)
    }

    /// What `read` makes of the entries that pass `filter` (it returns nil for those whose front matter
    /// does not), newest day first, in the runs the workers read with the context each kept (see
    /// `mapEntryRuns`), and the files that could not be read. With a limit, the last day's entries are all
    /// kept (`day` tells a value's), for the caller to order them by time before it cuts.
    private func select<Value: Sendable, Context>(
        _ filter: EntryFilter, makeContext: @escaping @Sendable () -> Context, day: (Value, Context) -> Day,
        _ read: @escaping @Sendable (inout Context, EntryPath, UnsafeBufferPointer<UInt8>) throws -> Value?
    ) -> (runs: [(values: [Value], context: Context)], broken: [VaultError]) {
        var runs: [(values: [Value], context: Context)] = []
        var broken: [VaultError] = []
        var kept = 0
        var lastDay: Day?
        let wanted = filter.limit ?? Int.max
        /// Keeps the values of `made` until `wanted` are kept and their last day is done; false once they are.
        func take(_ made: [(results: [Result<Value?, VaultError>], context: Context)]) -> Bool {
            for run in made {
                var values: [Value] = []
                defer { runs.append((values, run.context)) }
                for result in run.results {
                    switch result {
                    case .success(let value?):
                        let valueDay = day(value, run.context)
                        guard kept < wanted || valueDay == lastDay else { return false }
                        values.append(value)
                        kept += 1
                        lastDay = valueDay
                    case .success(nil): break
                    // Named when met before the next day's first entry: the last day is read whole.
                    case .failure(let error): broken.append(error)
                    }
                }
            }
            return kept < wanted
        }
        let otherError: @Sendable (EntryPath, Error) -> VaultError = { .unreadable(file: $0.relativePath, reason: .text("\($1)")) }
        if let days = filter.days, days.isEmpty { return ([], []) }
        guard let limit = filter.limit else {
            // Every entry of the days: the workers list the month folders as they read them.
            let months = monthFolders(from: filter.days?.first, to: filter.days?.last)
            let made = mapEntryRuns(
                inMonths: months[...], from: filter.days?.first, to: filter.days?.last, wholeVault: filter.days == nil,
                otherError: otherError, makeContext: makeContext, read)
            _ = take(made.map { run in (run.results.map { $0.map(Optional.some) }, run.context) })
            return (runs, broken)
        }
        let paths = entryPaths(filter)
        var start = 0
        var batch = filter.readsFrontMatter ? max(limit * 2, 256) : paths.count
        while start < paths.count, kept < limit {
            var end = min(paths.count, start + batch)
            // A batch ends with a whole day: the day the limit is reached in is read whole.
            while end < paths.count, paths[end].day == paths[end - 1].day { end += 1 }
            guard take(mapEntryRuns(Array(paths[start..<end]), otherError: otherError, makeContext: makeContext, read)) else { break }
            start = end
            batch *= 2
        }
        return (runs, broken)
    }
}
