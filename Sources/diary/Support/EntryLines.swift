import Foundation
import Localization
import VaultKit

/// One line per entry: localized date and time, title, and as much of the text as the width allows.
struct EntryLines {
    let width: Int
    let color: Bool

    /// Formats on every core into one buffer per worker: a list of all entries formats thousands of lines.
    func render(_ summaries: [EntrySummary]) -> String {
        let stamps = ParallelMap.map(summaries, makeContext: { DateDisplay() }) { dates, summary in
            dates.string(summary.timestamp)
        }
        let dateWidth = stamps.reduce(0) { max($0, DisplayWidth.of($1)) }
        let chunks = summaries.withUnsafeBufferPointer { summaries in
            stamps.withUnsafeBufferPointer { stamps in
                let shared = UncheckedBox((summaries, stamps))
                return ParallelMap.chunks(summaries.count) { range in
                    let (summaries, stamps) = shared.value
                    var out: [UInt8] = []
                    out.reserveCapacity(range.count * (width + 16))
                    for i in range { append(summaries[i], stamp: stamps[i], dateWidth: dateWidth, to: &out) }
                    return out
                }
            }
        }
        var all: [UInt8] = []
        all.reserveCapacity(chunks.reduce(0) { $0 + $1.count })
        for chunk in chunks { all.append(contentsOf: chunk) }
        return String(decoding: all, as: UTF8.self)
    }

    func append(_ summary: EntrySummary, stamp: String, dateWidth: Int, to out: inout [UInt8]) {
        let star = summary.frontMatter.starred == true ? "★ " : ""
        let title = star + (summary.title.isEmpty ? Strings.current.untitled : TerminalSafe.line(summary.title))
        let titleRoom = max(width - dateWidth - 2, 10)
        let shownTitle = DisplayWidth.truncate(title, to: titleRoom)
        let previewRoom = titleRoom - DisplayWidth.of(shownTitle) - 2
        let preview = previewRoom > 3 && !summary.preview.isEmpty ? DisplayWidth.truncate(TerminalSafe.line(summary.preview), to: previewRoom) : ""
        if color { out.append(contentsOf: "\u{1B}[2m".utf8) }
        out.append(contentsOf: stamp.utf8)
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: max(dateWidth - DisplayWidth.of(stamp), 0) + 2))
        if color { out.append(contentsOf: "\u{1B}[0m\u{1B}[1m".utf8) }
        out.append(contentsOf: shownTitle.utf8)
        if color { out.append(contentsOf: "\u{1B}[0m".utf8) }
        if !preview.isEmpty {
            out.append(contentsOf: "  ".utf8)
            if color { out.append(contentsOf: "\u{1B}[2m".utf8) }
            out.append(contentsOf: preview.utf8)
            if color { out.append(contentsOf: "\u{1B}[0m".utf8) }
        }
        out.append(UInt8(ascii: "\n"))
    }
}

/// Work split over both cores in contiguous chunks.
enum ParallelMap {
    /// How many workers `count` items deserve: one per core, but only for enough work.
    static func workers(for count: Int) -> Int {
        min(max(ProcessInfo.processInfo.activeProcessorCount, 1), max(count / 256, 1))
    }

    /// Runs `body` on contiguous ranges covering `0..<count`, one per worker, and returns their results in order.
    static func chunks<Result>(_ count: Int, _ body: (Range<Int>) -> Result) -> [Result] {
        let workers = workers(for: count)
        let size = (count + workers - 1) / max(workers, 1)
        let ranges = (0..<workers).map { ($0 * size)..<min(count, ($0 + 1) * size) }
        if workers == 1 { return ranges.map(body) }
        var results = [Result?](repeating: nil, count: workers)
        withoutActuallyEscaping(body) { body in
            results.withUnsafeMutableBufferPointer { out in
                let shared = UncheckedBox((out: out, body: body))
                DispatchQueue.concurrentPerform(iterations: workers) { w in
                    shared.value.out[w] = shared.value.body(ranges[w])
                }
            }
        }
        return results.compactMap { $0 }
    }

    /// `map` over both cores, each worker with its own context (e.g. a formatter).
    static func map<Element, Context, Result>(_ items: [Element], makeContext: () -> Context,
                                              _ transform: (inout Context, Element) -> Result) -> [Result] {
        // Workers read the items through a buffer pointer: indexing a shared array from two threads
        // would bounce its reference count between the cores on every element.
        items.withUnsafeBufferPointer { items in
            withoutActuallyEscaping(makeContext) { makeContext in
                withoutActuallyEscaping(transform) { transform in
                    let shared = UncheckedBox((items: items, make: makeContext, transform: transform))
                    return chunks(items.count) { range -> [Result] in
                        let (items, make, transform) = shared.value
                        var context = make()
                        var out: [Result] = []
                        out.reserveCapacity(range.count)
                        for i in range { out.append(transform(&context, items[i])) }
                        return out
                    }.flatMap { $0 }
                }
            }
        }
    }
}

/// Hands values that each worker uses on its own to `concurrentPerform`.
struct UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
