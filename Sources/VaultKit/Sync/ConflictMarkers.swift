import Foundation

/// The conflict blocks in a text: two versions between a `<<<<<<< LABEL` line, a `=======` line and a
/// `>>>>>>> LABEL` line (and git's optional `||||||| base` part between), as git and diary's sync write them.
///
/// diary's sync labels its side `local (HOST)` (git's labels are a ref, `HEAD`, a commit, a stash's
/// `Updated upstream`: never with a space, which no ref name holds), so a block tells who wrote it.
/// A block of front-matter values that changed on both sides (`EntryMerge`) says which keys in its
/// labels: `local (HOST), front matter: weather, tags`. Lines inside a fenced code block (``` or ~~~)
/// are text, not markers (a diary may quote a conflict), but for diary's own: a sync's conflict in a
/// code block has the fence's lines around it. A block whose end was deleted (or never written) still
/// counts until its `<<<<<<<` line is gone too: a person settling a conflict half-way is told.
public enum ConflictMarkers {
    public struct Block: Equatable, Sendable {
        /// The 1-based line of the `<<<<<<<` line.
        public let line: Int
        /// The text after `<<<<<<< `.
        public let label: String
        /// The front-matter keys the block holds two values of; empty for a passage of text.
        public let keys: [String]

        /// True when diary's sync wrote the block (its label is `local (…)`), false when git (or another tool) did.
        public var isDiarys: Bool { label.hasPrefix(ConflictMarkers.localLabelPrefix) }
    }

    /// How diary's sync labels the local side: `local (HOST)`.
    static let localLabelPrefix = "local ("
    /// Between a label and the keys of a block of front-matter values.
    static let frontMatterLabel = ", front matter: "

    private static let open = Array("<<<<<<<".utf8)
    private static let close = Array(">>>>>>>".utf8)

    /// The label of diary's side of a conflict, for this machine (`local (laptop)`).
    public static func localLabel(machine: String) -> String { "\(localLabelPrefix)\(machine))" }

    /// True when `bytes` may hold a conflict block: they hold `<<<<<<<` somewhere. A quick test before
    /// `blocks`, sixteen bytes at a time (`ByteSearch`): `diary status` makes it of every entry.
    public static func mayHold(_ bytes: some Collection<UInt8>) -> Bool {
        let found = bytes.withContiguousStorageIfAvailable { text in
            open.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: text) != nil }
        }
        if let found { return found }
        return mayHold(Array(bytes))
    }

    /// The conflict blocks of `text`, in order, each from its `<<<<<<<` line. Markers inside a block (a nested
    /// conflict) belong to it.
    public static func blocks(in text: some StringProtocol) -> [Block] {
        blocks(inLines: Array(text.utf8))
    }

    /// The conflict blocks of the UTF-8 `bytes`.
    public static func blocks(inLines bytes: [UInt8]) -> [Block] {
        guard mayHold(bytes) else { return [] }
        var found: [Block] = []
        var fence: [UInt8]? = nil
        // The block being read: its start, its label, and how many blocks inside it are open.
        var current: (line: Int, label: String, depth: Int)? = nil
        var number = 0
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var line = bytes[start..<end]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            number += 1
            start = end + 1
            if current == nil, let marker = fenceMarker(line) {
                if let open = fence {
                    if marker.first == open.first, marker.count >= open.count { fence = nil }
                } else {
                    fence = marker
                }
                continue
            }
            if fence != nil, current == nil, !(isMarker(line, open) && label(line).hasPrefix(localLabelPrefix)) { continue }
            if isMarker(line, open) {
                if var block = current {
                    block.depth += 1
                    current = block
                } else {
                    current = (number, label(line), 0)
                }
            } else if var block = current, isMarker(line, close) {
                if block.depth > 0 {
                    block.depth -= 1
                    current = block
                } else {
                    found.append(Block(line: block.line, label: block.label, keys: keys(block.label)))
                    current = nil
                }
            }
        }
        // Never closed: a conflict settled half-way, still to be told.
        if let block = current { found.append(Block(line: block.line, label: block.label, keys: keys(block.label))) }
        return found
    }

    /// The first block of `bytes` that git (or another tool) wrote, not diary's sync; nil when there is none.
    public static func firstBlockNotDiarys(in bytes: some Collection<UInt8>) -> Block? {
        guard mayHold(bytes) else { return nil }
        return blocks(inLines: Array(bytes)).first { !$0.isDiarys }
    }

    /// The labels of a block of front-matter values (`local (HOST), front matter: weather`).
    static func frontMatterLabel(_ side: String, keys: [String]) -> String {
        side + frontMatterLabel + keys.joined(separator: ", ")
    }

    /// A block holding two versions of the front-matter fields `keys`: `ours` and `theirs` are their YAML lines.
    static func frontMatterBlock(keys: [String], ours: String, theirs: String, ourLabel: String, theirLabel: String) -> String {
        func lines(_ text: String) -> String { text.isEmpty || text.hasSuffix("\n") ? text : text + "\n" }
        return "<<<<<<< \(frontMatterLabel(ourLabel, keys: keys))\n" + lines(ours) + "=======\n" + lines(theirs)
            + ">>>>>>> \(frontMatterLabel(theirLabel, keys: keys))\n"
    }

    /// `line` is `marker`, alone or followed by a space and a label.
    private static func isMarker(_ line: ArraySlice<UInt8>, _ marker: [UInt8]) -> Bool {
        guard line.starts(with: marker) else { return false }
        let rest = line.dropFirst(marker.count)
        return rest.isEmpty || rest.first == UInt8(ascii: " ")
    }

    private static func label(_ line: ArraySlice<UInt8>) -> String {
        String(decoding: line.dropFirst(open.count + 1), as: UTF8.self)
    }

    private static func keys(_ label: String) -> [String] {
        guard label.hasPrefix(localLabelPrefix), let range = label.range(of: frontMatterLabel) else { return [] }
        return label[range.upperBound...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The fence a line opens or closes (three or more backticks or tildes, up to three spaces in), nil otherwise.
    private static func fenceMarker(_ line: ArraySlice<UInt8>) -> [UInt8]? {
        let trimmed = line.drop { $0 == UInt8(ascii: " ") }
        guard line.count - trimmed.count <= 3, let first = trimmed.first,
            first == UInt8(ascii: "`") || first == UInt8(ascii: "~")
        else { return nil }
        let run = trimmed.prefix { $0 == first }
        return run.count >= 3 ? Array(run) : nil
    }
}
