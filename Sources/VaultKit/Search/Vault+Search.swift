import Foundation

/// An entry that matched a search.
public struct SearchHit: Sendable {
    public let entry: EntrySummary
    /// The lines holding a term, in file order (empty when they were not asked for).
    public let lines: [MatchedLine]
}

extension Vault {
    /// The entries whose title or body matches `query` and that pass `filter`, newest first, and the
    /// files that could not be read.
    ///
    /// Every file in the filter's days is read, on every core; the body is searched in its bytes
    /// before anything else, and only an entry that matches is parsed (its front matter checked
    /// against the filter, its title and date read). A broken file that was needed is reported and
    /// skipped: one whose body is not UTF-8 or whose front matter has no closing `---`, and, when its
    /// body matches, one whose front matter cannot be read. With `filter.limit`, reads newest first in
    /// growing batches until that many have matched.
    /// - Parameter lines: also find the matching lines (a list of paths needs none).
    public func search(_ query: SearchQuery, filter: EntryFilter = EntryFilter(), lines: Bool = true)
        -> (hits: [SearchHit], broken: [VaultError]) {
        var pathFilter = filter
        pathFilter.limit = nil
        let paths = entryPaths(pathFilter)
        var hits: [SearchHit] = []
        var broken: [VaultError] = []
        let limit = filter.limit ?? Int.max
        var start = 0
        var batch = filter.limit.map { max($0 * 4, 256) } ?? paths.count
        while start < paths.count, hits.count < limit {
            let end = min(paths.count, start + batch)
            for result in search(Array(paths[start..<end]), query: query, filter: filter, lines: lines) {
                switch result {
                case .success(let hit?):
                    if hits.count < limit { hits.append(hit) }
                case .success(nil):
                    break
                case .failure(let error):
                    broken.append(error)
                }
            }
            start = end
            batch *= 2
        }
        return (hits, broken)
    }

    private func search(_ paths: [EntryPath], query: SearchQuery, filter: EntryFilter, lines: Bool) -> [Result<SearchHit?, VaultError>] {
        let zone = timeZone
        return mapEntries(paths, otherError: { .unreadable(file: $0.relativePath, reason: "\($1)") },
                          makeContext: { EntryMatcher(query: query) }) { matcher, path, bytes in
            let file = path.relativePath
            let found = try bytes.withUnsafeBufferPointer { bytes -> [MatchedLine]? in
                guard let body = EntryBody.locate(bytes) else { throw VaultError.unterminatedFrontMatter(file: file) }
                return try matcher.match(UnsafeBufferPointer(rebasing: bytes[body.offset...]), file: file,
                                         firstLine: body.line, lines: lines)
            }
            guard let found else { return nil }
            let entry = Entry(path: path, document: try EntryDocument.parse(bytes, file: file))
            guard filter.matches(entry.frontMatter) else { return nil }
            return SearchHit(entry: EntrySummary(entry, localZone: zone, previewLimit: 0), lines: found)
        }
    }
}
