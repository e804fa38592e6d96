import Foundation
import VaultKit

/// One line per entry: localized date and time, title, and as much of the text as the width allows.
struct EntryLines {
    let width: Int
    let color: Bool

    /// Formats on every core: a list of all entries formats thousands of dates.
    func render(_ summaries: [EntrySummary]) -> String {
        let stamps = ParallelMap.map(summaries, makeContext: { DateDisplay() }) { dates, summary in
            dates.string(summary.timestamp)
        }
        let dateWidth = stamps.map { DisplayWidth.of($0) }.max() ?? 0
        let lines = ParallelMap.map(Array(zip(summaries, stamps)), makeContext: { () }) { _, pair in
            line(pair.0, stamp: pair.1, dateWidth: dateWidth)
        }
        return lines.joined()
    }

    func line(_ summary: EntrySummary, stamp: String, dateWidth: Int) -> String {
        let star = summary.frontMatter.starred == true ? "★ " : ""
        let title = star + (summary.title.isEmpty ? "(untitled)" : summary.title)
        let titleRoom = max(width - dateWidth - 2, 10)
        let shownTitle = DisplayWidth.truncate(title, to: titleRoom)
        let previewRoom = titleRoom - DisplayWidth.of(shownTitle) - 2
        let preview = previewRoom > 3 && !summary.preview.isEmpty ? DisplayWidth.truncate(summary.preview, to: previewRoom) : ""
        var out = Terminal.style(DisplayWidth.pad(stamp, to: dateWidth), "2", enabled: color) + "  "
        out += Terminal.style(shownTitle, "1", enabled: color)
        if !preview.isEmpty { out += "  " + Terminal.style(preview, "2", enabled: color) }
        return out + "\n"
    }
}

/// `map` over both cores in contiguous chunks, each worker with its own context (e.g. a formatter).
enum ParallelMap {
    static func map<Element, Context, Result>(_ items: [Element], makeContext: () -> Context,
                                              _ transform: (inout Context, Element) -> Result) -> [Result] {
        let workers = min(max(ProcessInfo.processInfo.activeProcessorCount, 1), max(items.count / 256, 1))
        if workers == 1 {
            var context = makeContext()
            return items.map { transform(&context, $0) }
        }
        var results = [[Result]](repeating: [], count: workers)
        let chunk = (items.count + workers - 1) / workers
        var contexts = (0..<workers).map { _ in makeContext() }
        withoutActuallyEscaping(transform) { transform in
            results.withUnsafeMutableBufferPointer { out in
                contexts.withUnsafeMutableBufferPointer { ctx in
                    let shared = UncheckedBox((out: out, ctx: ctx, items: items, transform: transform))
                    DispatchQueue.concurrentPerform(iterations: workers) { w in
                        let s = shared.value
                        let range = (w * chunk)..<min(s.items.count, (w + 1) * chunk)
                        var local: [Result] = []
                        local.reserveCapacity(range.count)
                        for i in range { local.append(s.transform(&s.ctx[w], s.items[i])) }
                        s.out[w] = local
                    }
                }
            }
        }
        return results.flatMap { $0 }
    }
}

/// Hands a buffer whose slots each worker uses alone to `concurrentPerform`.
struct UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
