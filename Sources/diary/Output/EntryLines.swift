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
                ParallelMap.chunks(summaries.count) { range in
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
