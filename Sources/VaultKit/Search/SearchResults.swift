import Foundation

/// The entries a search matched, newest first, with every title and matching line in one buffer rather
/// than a string (and an array of ranges) each: a common word matches thousands of entries, and making
/// and freeing their strings took longer than finding them.
///
/// A collection of `SearchHit`s for the callers that want one hit at a time; each is made when asked for.
public struct SearchResults: Sendable {
    public struct Item: Sendable {
        public let path: EntryPath
        /// Its front matter (empty when it has none); nil when only paths were asked for.
        public var frontMatter: FrontMatter? { shared?.frontMatter }
        /// The front matter shared, not copied: hits move between arrays, and a front matter holds many strings.
        let shared: SharedFrontMatter?
        /// When it was written; nil when only paths were asked for.
        public let timestamp: EntryTimestamp?
        /// Where its title is in `text`; empty when it has none (or only paths were asked for).
        public let title: Range<Int>
        /// Its lines that hold a term, in file order, as indexes into `lines`.
        public let lines: Range<Int>
    }

    final class SharedFrontMatter: Sendable {
        let frontMatter: FrontMatter
        init(_ frontMatter: FrontMatter) { self.frontMatter = frontMatter }
    }

    /// One line of an entry that holds a search term.
    public struct Line: Sendable, Equatable {
        /// The line's number in the file, from 1, front matter included (so `$EDITOR +N FILE` lands on it).
        public let number: Int
        /// Where the line is in `text`, without its line ending.
        public let text: Range<Int>
        /// Where the terms occur in the line, as indexes into `marks`.
        public let marks: Range<Int>
        /// True for the entry's title line (its first line with text, not only pictures: see `EntryText.title`).
        public let isTitle: Bool
    }

    public private(set) var items: [Item] = []
    public private(set) var lines: [Line] = []
    /// Where the terms occur in each line, as UTF-8 offsets from the line's start: per line in order,
    /// not overlapping, not touching.
    public private(set) var marks: [Range<Int>] = []
    /// The lines and titles, one after another.
    public private(set) var text: [UInt8] = []

    public init() {}

    /// How far the results go, to go back to when an entry turns out not to be a hit after all.
    struct Checkpoint {
        let items: Int, lines: Int, marks: Int, text: Int
    }

    var checkpoint: Checkpoint { Checkpoint(items: items.count, lines: lines.count, marks: marks.count, text: text.count) }

    mutating func rollBack(to checkpoint: Checkpoint) {
        items.removeLast(items.count - checkpoint.items)
        lines.removeLast(lines.count - checkpoint.lines)
        marks.removeLast(marks.count - checkpoint.marks)
        text.removeLast(text.count - checkpoint.text)
    }

    /// Adds a matching line: its bytes, and `found` (offsets into it) sorted and merged, empty ones dropped.
    mutating func appendLine(number: Int, text line: UnsafeBufferPointer<UInt8>, found: some Sequence<Range<Int>>, isTitle: Bool) {
        let start = text.count
        text.append(contentsOf: line)
        let firstMark = marks.count
        marks.append(contentsOf: found)
        if marks.count - firstMark > 1 { marks[firstMark...].sort { $0.lowerBound < $1.lowerBound } }
        // Overlapping or touching ranges joined; an empty one (a pattern that matched only the empty
        // string) makes the line a match with nothing to mark.
        var kept = firstMark
        for index in firstMark..<marks.count where !marks[index].isEmpty {
            let range = marks[index]
            if kept > firstMark, range.lowerBound <= marks[kept - 1].upperBound {
                marks[kept - 1] = marks[kept - 1].lowerBound..<Swift.max(marks[kept - 1].upperBound, range.upperBound)
            } else {
                marks[kept] = range
                kept += 1
            }
        }
        marks.removeLast(marks.count - kept)
        lines.append(Line(number: number, text: start..<text.count, marks: firstMark..<marks.count, isTitle: isTitle))
    }

    /// Adds an entry whose matching lines are those added since `checkpoint`. Its title is `titleText` when
    /// given, else `title` of `body`; when the title line is among those lines, the title is read from the
    /// copy already made.
    mutating func appendItem(
        path: EntryPath, frontMatter: FrontMatter?, timestamp: EntryTimestamp?, title: Range<Int>,
        of body: UnsafeBufferPointer<UInt8>, titleText: String? = nil, since checkpoint: Checkpoint
    ) {
        let found = checkpoint.lines..<lines.count
        var titleRange = text.count..<text.count
        if let titleText {
            text += titleText.utf8
            titleRange = titleRange.lowerBound..<text.count
        } else if !title.isEmpty {
            if let line = lines[found].first(where: \.isTitle) {
                // The line's copy starts where the line starts in the body, after the break before the title.
                let lineStart = body[..<title.lowerBound].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                let start = line.text.lowerBound + title.lowerBound - lineStart
                titleRange = start..<(start + title.count)
            } else {
                text.append(contentsOf: UnsafeBufferPointer(rebasing: body[title]))
                titleRange = (text.count - title.count)..<text.count
            }
        }
        items.append(Item(path: path, shared: frontMatter.map(SharedFrontMatter.init), timestamp: timestamp, title: titleRange, lines: found))
    }

    /// Adds `delta` to the numbers of the lines added since `checkpoint` that are numbered after `number`.
    mutating func renumberLines(since checkpoint: Checkpoint, after number: Int, by delta: Int) {
        for index in checkpoint.lines..<lines.count where lines[index].number > number {
            let line = lines[index]
            lines[index] = Line(number: line.number + delta, text: line.text, marks: line.marks, isTitle: line.isTitle)
        }
    }

    /// Makes room for all of `others` at once: joining the workers' results one after another would
    /// otherwise grow each array again and again (on fresh pages each time), on the thread that waits.
    mutating func reserveCapacity(adding others: some Sequence<SearchResults>) {
        var sizes = (items: items.count, lines: lines.count, marks: marks.count, text: text.count)
        for other in others {
            sizes.items += other.items.count
            sizes.lines += other.lines.count
            sizes.marks += other.marks.count
            sizes.text += other.text.count
        }
        items.reserveCapacity(sizes.items)
        lines.reserveCapacity(sizes.lines)
        marks.reserveCapacity(sizes.marks)
        text.reserveCapacity(sizes.text)
    }

    /// Adds the first `count` hits of `other` (all of them by default), copied in whole arrays.
    mutating func append(_ other: SearchResults, first count: Int? = nil) {
        let kept = other.items[..<(count ?? other.items.count)]
        guard let last = kept.last else { return }
        // Each hit's lines, marks and text come after those of the hits before it.
        let lineEnd = last.lines.upperBound
        let markEnd = lineEnd == 0 ? 0 : other.lines[lineEnd - 1].marks.upperBound
        let textEnd = Swift.max(last.title.upperBound, lineEnd == 0 ? 0 : other.lines[lineEnd - 1].text.upperBound)
        let lineBase = lines.count
        let markBase = marks.count
        let textBase = text.count
        marks += other.marks[..<markEnd]
        text += other.text[..<textEnd]
        lines += other.lines[..<lineEnd].lazy.map {
            Line(
                number: $0.number, text: ($0.text.lowerBound + textBase)..<($0.text.upperBound + textBase),
                marks: ($0.marks.lowerBound + markBase)..<($0.marks.upperBound + markBase), isTitle: $0.isTitle)
        }
        items += kept.lazy.map {
            Item(
                path: $0.path, shared: $0.shared, timestamp: $0.timestamp,
                title: ($0.title.lowerBound + textBase)..<($0.title.upperBound + textBase),
                lines: ($0.lines.lowerBound + lineBase)..<($0.lines.upperBound + lineBase))
        }
    }

    /// The title of `item` as a string.
    public func title(_ item: Item) -> String { String(decoding: text[item.title], as: UTF8.self) }

    /// A line as a `MatchedLine`, its text a string.
    public func matchedLine(_ line: Line) -> MatchedLine {
        MatchedLine(
            number: line.number, text: String(decoding: text[line.text], as: UTF8.self), ranges: Array(marks[line.marks]),
            isTitle: line.isTitle)
    }
}

extension SearchResults: RandomAccessCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { items.count }

    /// The hit at `index`, its title and lines made into strings.
    public subscript(index: Int) -> SearchHit {
        let item = items[index]
        let summary = item.timestamp.map {
            EntrySummary(path: item.path, frontMatter: item.frontMatter ?? FrontMatter(), timestamp: $0, title: title(item))
        }
        return SearchHit(path: item.path, entry: summary, lines: lines[item.lines].map(matchedLine))
    }
}
