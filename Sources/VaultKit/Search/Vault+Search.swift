import Foundation

/// An entry that matched a search.
public struct SearchHit: Sendable {
    public let path: EntryPath
    /// What a list shows of the entry; nil when only paths were asked for.
    public let entry: EntrySummary?
    /// The lines holding a term, in file order (empty when they were not asked for).
    public let lines: [MatchedLine]
}

/// How much of each hit a search works out: its path alone is cheapest, its lines cost the most.
public enum SearchDetail: Sendable {
    /// The path only. Front matter is read only when the filter needs it, so a hit whose front matter is
    /// broken is listed as long as no filter looks into it.
    case paths
    /// The path and what a list shows (date, title, tags, …); every hit's front matter is read.
    case summaries
    /// That and the matching lines.
    case lines
}

extension Vault {
    /// The entries whose title or body matches `query` and that pass `filter`, newest first, and the
    /// files that could not be read.
    ///
    /// Every file in the filter's days is read, on every core; the body is searched in its bytes
    /// before anything else, and only an entry that matches is parsed (its front matter checked
    /// against the filter, its title and date read). A broken file that was needed is reported and
    /// skipped: one whose body is not UTF-8 or whose front matter has no closing `---`, and, when its
    /// body matches, one whose front matter cannot be read (but see `SearchDetail.paths`). With
    /// `filter.limit`, reads newest first in growing batches until that many have matched.
    public func search(_ query: SearchQuery, filter: EntryFilter = EntryFilter(), detail: SearchDetail = .lines)
        -> (hits: SearchResults, broken: [VaultError])
    {
        if let days = filter.days, days.isEmpty { return (SearchResults(), []) }
        let months = monthFolders(from: filter.days?.first, to: filter.days?.last)
        var hits = SearchResults()
        var broken: [VaultError] = []
        let limit = filter.limit ?? Int.max
        var start = 0
        // With a limit, a few months at a time, newest first, until enough have matched.
        var batch = filter.limit == nil ? months.count : 4
        while start < months.count, hits.count < limit {
            let end = min(months.count, start + batch)
            let runs = search(months[start..<end], query: query, filter: filter, detail: detail)
            if filter.limit == nil { hits.reserveCapacity(adding: runs.lazy.map(\.context.results)) }
            for run in runs {
                // A worker's hits are the entries it kept, in order; its results say only what failed.
                let found = run.context.results
                hits.append(found, first: Swift.min(found.count, limit - hits.count))
                for case .failure(let error) in run.results { broken.append(error) }
            }
            start = end
            batch *= 2
        }
        return (hits, broken)
    }

    /// What one worker of a search keeps: its matcher and what it found.
    private struct SearchWorker {
        var matcher: EntryMatcher
        var results = SearchResults()
    }

    private func search(
        _ months: ArraySlice<(year: String, month: String)>, query: SearchQuery, filter: EntryFilter,
        detail: SearchDetail
    ) -> [(results: [Result<Void, VaultError>], context: SearchWorker)] {
        let zone = timeZone
        let lines = detail == .lines
        let parses = detail != .paths || filter.readsFrontMatter
        return mapEntryRuns(
            inMonths: months, from: filter.days?.first, to: filter.days?.last, wholeVault: filter.days == nil && filter.limit == nil,
            otherError: { .unreadable(file: $0.relativePath, reason: .text("\($1)")) },
            makeContext: { SearchWorker(matcher: EntryMatcher(query: query)) }
        ) { worker, path, bytes -> Void? in
            var file: String { path.relativePath }  // only for errors: building it costs
            guard let located = EntryBody.locate(bytes) else { throw VaultError.unterminatedFrontMatter(file: file) }
            // Hugo's TOML block is no body text to search (EntryDocument.parse refuses it the same way).
            if located.yaml == nil, TOMLFrontMatter.opens(bytes, at: located.offset) {
                throw VaultError.malformedFrontMatter(file: file, line: 1, problem: .tomlNeedsMigration)
            }
            let body = UnsafeBufferPointer(rebasing: bytes[located.offset...])
            var frontMatter: FrontMatter?
            func readFrontMatter() throws -> FrontMatter? {
                try located.yaml.map { try Self.frontMatter(UnsafeBufferPointer(rebasing: bytes[$0]), file: file) }
            }
            /// Matches `text` (the body, or the title key's line and the body) whose first line is the file's
            /// `firstLine`, and adds the hit titled by `title` of it, or by `titleText`.
            func hit(_ text: UnsafeBufferPointer<UInt8>, firstLine: Int, title: Range<Int>, titleText: String? = nil) throws -> Void? {
                let checkpoint = worker.results.checkpoint
                // Only a match goes further; the body has been found to be UTF-8 on the way.
                guard try worker.matcher.match(text, file: file, firstLine: firstLine, title: title, lines: lines, into: &worker.results)
                else { return nil }
                if firstLine != located.line {
                    // The body's lines were counted on from the title's line: give them their own numbers.
                    worker.results.renumberLines(since: checkpoint, after: firstLine, by: located.line - firstLine - 1)
                }
                if parses {
                    if frontMatter == nil { frontMatter = try readFrontMatter() }
                    guard filter.matches(frontMatter ?? FrontMatter()) else {
                        worker.results.rollBack(to: checkpoint)
                        return nil
                    }
                }
                guard detail != .paths else {
                    worker.results.appendItem(path: path, frontMatter: nil, timestamp: nil, title: title, of: text, since: checkpoint)
                    return ()
                }
                let read = frontMatter ?? FrontMatter()
                let timestamp = Entry.timestamp(read, path: path, localZone: zone)
                worker.results.appendItem(
                    path: path, frontMatter: read, timestamp: timestamp, title: title, of: text, titleText: titleText, since: checkpoint)
                return ()
            }
            let bodyTitle = detail == .paths ? 0..<0 : EntryText.titleRange(ofBody: body)
            guard let yaml = located.yaml, let titleLine = EntryBody.titleLine(bytes, yaml: yaml) else {
                return try hit(body, firstLine: located.line, title: bodyTitle)
            }
            guard let value = titleLine.value else {
                // A title spelled in a way only the parser reads: the hit is titled by its text, and the body
                // alone is searched.
                frontMatter = try readFrontMatter()
                guard let text = frontMatter?.title else { return try hit(body, firstLine: located.line, title: bodyTitle) }
                return try hit(body, firstLine: located.line, title: 0..<0, titleText: text)
            }
            // An entry titled by its `title` key: that line is searched with the body, as the title line.
            var joined: [UInt8] = []
            joined.reserveCapacity(titleLine.line.count + 1 + body.count)
            joined += bytes[titleLine.line]
            joined.append(UInt8(ascii: "\n"))
            joined += body
            let start = titleLine.line.lowerBound
            let title = detail == .paths ? 0..<0 : (value.lowerBound - start)..<(value.upperBound - start)
            return try joined.withUnsafeBufferPointer { try hit($0, firstLine: titleLine.number, title: title) }
        }
    }

    /// The front matter of a hit, from the YAML between its `---` lines, as EntryDocument.parse reads it
    /// (without making a document of the whole file): by `FastFrontMatterReader` where it can.
    private static func frontMatter(_ yaml: UnsafeBufferPointer<UInt8>, file: @autoclosure () -> String) throws -> FrontMatter {
        if (try? UTF8Span(validating: yaml.span)) != nil, let fast = FastFrontMatterReader.read(yaml) { return fast }
        guard let inner = String(validating: yaml, as: UTF8.self) else { throw VaultError.notUTF8(file: file()) }
        return try EntryDocument.readFrontMatter(inner, file: file()).interpreted.frontMatter
    }
}
