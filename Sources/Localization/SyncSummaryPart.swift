/// What a sync's closing line tells, in its order, with every count that is nothing left out: the one
/// rule both languages word (`syncSummary`), so that they never differ in what they leave out.
public enum SyncSummaryPart: Equatable, Sendable {
    case outsideEdits(Int)
    /// Entries received, and the commits that brought them when known and any.
    case received(entries: Int, commits: Int?)
    case sent(entries: Int, commits: Int?)
    case merged(entries: Int)
    case renamed([String])
    case attention([String])

    /// The parts a sync with these counts tells; empty when nothing came or went either way.
    public static func parts(
        outsideEdits: Int, receivedEntries: Int, receivedCommits: Int?, sentEntries: Int, sentCommits: Int,
        mergedEntries: Int, renamed: [String], attention: [String]
    ) -> [SyncSummaryPart] {
        func some(_ count: Int?) -> Int? { count.flatMap { $0 > 0 ? $0 : nil } }
        var parts: [SyncSummaryPart] = []
        if outsideEdits > 0 { parts.append(.outsideEdits(outsideEdits)) }
        if receivedEntries > 0 || some(receivedCommits) != nil {
            parts.append(.received(entries: receivedEntries, commits: some(receivedCommits)))
        }
        if sentEntries > 0 || sentCommits > 0 { parts.append(.sent(entries: sentEntries, commits: some(sentCommits))) }
        if mergedEntries > 0 { parts.append(.merged(entries: mergedEntries)) }
        if !renamed.isEmpty { parts.append(.renamed(renamed)) }
        if !attention.isEmpty { parts.append(.attention(attention)) }
        return parts
    }
}
