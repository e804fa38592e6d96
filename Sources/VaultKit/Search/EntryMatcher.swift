import Foundation

/// One line of an entry that holds a search term, with where.
public struct MatchedLine: Sendable, Equatable {
    /// The line's number in the file, from 1, front matter included (so `$EDITOR +N FILE` lands on it).
    public let number: Int
    /// The line as written, without its line ending.
    public let text: String
    /// Where the terms occur in `text`, as UTF-8 byte offsets; in order, not overlapping, not touching.
    public let ranges: [Range<Int>]
    /// True for the entry's title line (its first line with text, not only pictures: see `EntryText.title`).
    public let isTitle: Bool

    public init(number: Int, text: String, ranges: [Range<Int>], isTitle: Bool) {
        self.number = number
        self.text = text
        self.ranges = ranges
        self.isTitle = isTitle
    }
}

/// Decides whether an entry's body matches a query, and finds the matching lines; one per worker.
///
/// Plain text (see `PlainScalars`) is searched byte for byte; anything else goes through `KeyedLine`,
/// character by character. The two agree (a property test holds them to it); the first is just faster.
struct EntryMatcher {
    let query: SearchQuery
    private var plain: PlainScalars
    private var keys: CharacterKeys
    /// Where the terms were found in the body being searched (kept to save making an array per entry).
    private var found: [Range<Int>] = []
    /// False sends every text down the character-by-character path (tests compare the two).
    var searchesPlainTextBytewise = true

    init(query: SearchQuery) {
        self.query = query
        plain = PlainScalars(folding: query.folding)
        keys = CharacterKeys(folding: query.folding)
    }

    /// nil when `body` does not match; else the lines holding a term (none unless `lines`).
    /// - Parameter firstLine: the file's line number of the body's first line.
    /// - Throws: `VaultError.notUTF8` for a body that is not UTF-8.
    mutating func match(
        _ body: UnsafeBufferPointer<UInt8>, file: @autoclosure () -> String, firstLine: Int = 1,
        lines: Bool
    ) throws -> [MatchedLine]? {
        var results = SearchResults()
        guard try match(body, file: file(), firstLine: firstLine, title: EntryText.titleRange(ofBody: body), lines: lines, into: &results)
        else { return nil }
        return results.lines.map(results.matchedLine)
    }

    /// Whether `body` matches; when it does and `lines` is set, its lines holding a term are added to `results`.
    /// - Parameters:
    ///   - firstLine: the file's line number of the body's first line.
    ///   - title: where the body's title is (`EntryText.titleRange`): its line is the title line.
    /// - Throws: `VaultError.notUTF8` for a body that is not UTF-8.
    mutating func match(
        _ body: UnsafeBufferPointer<UInt8>, file: @autoclosure () -> String, firstLine: Int, title: Range<Int>,
        lines: Bool, into results: inout SearchResults
    ) throws -> Bool {
        if query.regularExpressions {
            guard String(validating: body, as: UTF8.self) != nil else { throw VaultError.notUTF8(file: file()) }
            return matchPatterns(body, firstLine: firstLine, title: title, lines: lines, into: &results)
        }
        guard let isPlain = plain.isPlain(body) else { throw VaultError.notUTF8(file: file()) }
        if isPlain, searchesPlainTextBytewise {
            let matches = decide { key in
                key.withUnsafeBufferPointer { ByteSearch.firstOffset(of: $0, in: body) != nil }
            }
            guard matches else { return false }
            if lines { appendPlainLines(body, firstLine: firstLine, title: title, into: &results) }
            return true
        }
        let keyed = Self.lines(of: body).map {
            KeyedLine(
                String(decoding: UnsafeBufferPointer(rebasing: body[$0]), as: UTF8.self),
                keys: &keys)
        }
        guard decide({ key in keyed.contains { $0.contains(key) } }) else { return false }
        guard lines else { return true }
        appendMatchedLines(body, firstLine: firstLine, title: title, into: &results) { _, index in
            var ranges: [Range<Int>] = []
            for case .literal(let key) in query.termMatchers { ranges += keyed[index].ranges(of: key) }
            return ranges
        }
        return true
    }

    /// The lines of plain text that hold a term, found by searching the whole body for each term and
    /// going to the lines of what was found, rather than searching line by line: a term found in
    /// the whole body is found in the same places line by line, since no key holds a line break.
    private mutating func appendPlainLines(
        _ body: UnsafeBufferPointer<UInt8>, firstLine: Int, title: Range<Int>, into results: inout SearchResults
    ) {
        found.removeAll(keepingCapacity: true)
        for case .literal(let key) in query.termMatchers {
            key.withUnsafeBufferPointer { ByteSearch.appendRanges(of: $0, in: body, to: &found) }
        }
        if query.termMatchers.count > 1 { found.sort { $0.lowerBound < $1.lowerBound } }
        var lineStart = 0
        var lineEnd = LineBreaks.next(in: body, from: 0)
        var number = firstLine
        var index = 0
        while index < found.count {
            while found[index].lowerBound >= lineEnd {
                lineStart = lineEnd + 1
                lineEnd = LineBreaks.next(in: body, from: lineStart)
                number += 1
            }
            var next = index
            while next < found.count, found[next].lowerBound < lineEnd { next += 1 }
            var content = lineEnd
            if content > lineStart, body[content - 1] == UInt8(ascii: "\r") { content -= 1 }
            let start = lineStart
            results.appendLine(
                number: number, text: UnsafeBufferPointer(rebasing: body[lineStart..<content]),
                found: found[index..<next].lazy.map { ($0.lowerBound - start)..<($0.upperBound - start) },
                isTitle: !title.isEmpty && lineStart <= title.lowerBound && title.lowerBound < lineEnd)
            index = next
        }
    }

    /// Whether the terms (all, or any) occur and no excluded word does, given a test for one key.
    private func decide(_ occurs: ([UInt8]) -> Bool) -> Bool {
        func found(_ matcher: TermMatcher) -> Bool {
            if case .literal(let key) = matcher { return occurs(key) }
            return false
        }
        let terms = query.matchAny ? query.termMatchers.contains(where: found) : query.termMatchers.allSatisfy(found)
        return terms && !query.excludedMatchers.contains(where: found)
    }

    private func matchPatterns(
        _ body: UnsafeBufferPointer<UInt8>, firstLine: Int, title: Range<Int>, lines: Bool, into results: inout SearchResults
    ) -> Bool {
        let texts = Self.lines(of: body).map { String(decoding: UnsafeBufferPointer(rebasing: body[$0]), as: UTF8.self) }
        func found(_ matcher: TermMatcher) -> Bool {
            guard case .pattern(let regex) = matcher else { return false }
            return texts.contains { regex.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
        }
        let terms = query.matchAny ? query.termMatchers.contains(where: found) : query.termMatchers.allSatisfy(found)
        guard terms, !query.excludedMatchers.contains(where: found) else { return false }
        guard lines else { return true }
        appendMatchedLines(body, firstLine: firstLine, title: title, into: &results) { _, index in
            let line = texts[index]
            var ranges: [Range<Int>] = []
            var any = false
            for case .pattern(let regex) in query.termMatchers {
                for result in regex.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                    any = true
                    guard let range = Range(result.range, in: line), !range.isEmpty else { continue }
                    ranges.append(
                        line.utf8.distance(
                            from: line.startIndex, to: range.lowerBound)..<line.utf8.distance(from: line.startIndex, to: range.upperBound))
                }
            }
            // A pattern that matched only the empty string still makes the line a match, with nothing to mark.
            return any && ranges.isEmpty ? [0..<0] : ranges
        }
        return true
    }

    /// Adds the lines for which `ranges` finds something (an empty range marks a line that matched
    /// without anything to show); the one holding the start of `title` is the title line.
    private func appendMatchedLines(
        _ body: UnsafeBufferPointer<UInt8>, firstLine: Int, title: Range<Int>, into results: inout SearchResults,
        _ ranges: (UnsafeBufferPointer<UInt8>, Int) -> [Range<Int>]
    ) {
        for (index, range) in Self.lines(of: body).enumerated() {
            let line = UnsafeBufferPointer(rebasing: body[range])
            let found = ranges(line, index)
            guard !found.isEmpty else { continue }
            results.appendLine(number: firstLine + index, text: line, found: found, isTitle: !title.isEmpty && range.contains(title.lowerBound))
        }
    }

    /// The byte ranges of the lines of `body`, without `\n` or `\r\n`; a final line break starts no line.
    static func lines(of body: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0
        let count = body.count
        while start < count {
            let end = LineBreaks.next(in: body, from: start)
            var content = end
            if content > start, body[content - 1] == UInt8(ascii: "\r") { content -= 1 }
            out.append(start..<content)
            start = end + 1
        }
        return out
    }
}

/// Where the body of an entry file starts, found in its bytes as `EntryDocument.parse` finds it.
enum EntryBody {
    /// The body's byte offset, the file's line number of its first line and the bytes of the YAML
    /// between the `---` lines (nil without front matter); nil for an opening `---` line without a closing one.
    static func locate(_ bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, line: Int, yaml: Range<Int>?)? {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        let rest = bytes.count - start
        if rest == 3, isFence(bytes, start..<(start + 3)) { return nil }  // only `---`
        guard rest >= 4, isFence(bytes, start..<(start + 3)) else { return (start, 1, nil) }
        var position: Int
        if bytes[start + 3] == UInt8(ascii: "\n") {
            position = start + 4
        } else if rest >= 5, bytes[start + 3] == UInt8(ascii: "\r"), bytes[start + 4] == UInt8(ascii: "\n") {
            position = start + 5
        } else {
            return (start, 1, nil)
        }
        let yamlStart = position
        var line = 2
        while position < bytes.count {
            let end = lineEnd(bytes, from: position)
            if isFence(bytes, position..<end.content) { return (end.next, line + 1, yamlStart..<position) }
            position = end.next
            line += 1
        }
        return nil
    }

    /// The front matter's `title` key line (a top-level `title:` in the YAML block `yaml`, whose first line
    /// is the file's line 2): its line number, its content, and where its value is in it when that value
    /// reads as itself (plain, or quoted without escapes; nil for any other spelling, which only the parser
    /// reads). nil when there is no such line, or its value is empty or null (no title).
    static func titleLine(_ bytes: UnsafeBufferPointer<UInt8>, yaml: Range<Int>) -> (number: Int, line: Range<Int>, value: Range<Int>?)? {
        var position = yaml.lowerBound
        var number = 2
        let key = Array(FrontMatter.titleKey.utf8) + [UInt8(ascii: ":")]
        while position < yaml.upperBound {
            let end = lineEnd(bytes, from: position)
            defer {
                position = end.next
                number += 1
            }
            guard end.content - position >= key.count, bytes[position] == key[0],
                bytes[position..<(position + key.count)].elementsEqual(key)
            else { continue }
            let line = position..<end.content
            let trimmed = EntryText.trimmedRange(bytes, (position + key.count)..<end.content)
            let (start, stop) = (trimmed.lowerBound, trimmed.upperBound)
            let value = UnsafeBufferPointer(rebasing: bytes[start..<stop])
            if value.isEmpty || value.elementsEqual("~".utf8) || value.elementsEqual("null".utf8) { return nil }
            if let quote = value.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"), value.count >= 2,
                value.last == quote
            {
                let inner = (start + 1)..<(stop - 1)
                let simple = !bytes[inner].contains(quote) && !bytes[inner].contains(UInt8(ascii: "\\"))
                if inner.isEmpty { return nil }
                return (number, line, simple ? inner : nil)
            }
            return (number, line, YAMLScalar.isSimplePlain(utf8: value, inFlow: false) ? start..<stop : nil)
        }
        return nil
    }

    /// The end of the line's content (before `\r\n` or `\n`) and where the next line starts.
    private static func lineEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (content: Int, next: Int) {
        let end = LineBreaks.next(in: bytes, from: start)
        var content = end
        if content > start, bytes[content - 1] == UInt8(ascii: "\r") { content -= 1 }
        return (content, end == bytes.count ? end : end + 1)
    }

    private static func isFence(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        range.count == 3 && bytes[range.lowerBound] == UInt8(ascii: "-") && bytes[range.lowerBound + 1] == UInt8(ascii: "-")
            && bytes[range.lowerBound + 2] == UInt8(ascii: "-")
    }
}
