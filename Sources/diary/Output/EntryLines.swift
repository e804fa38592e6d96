import EntryDisplay
import Foundation
import Localization
import VaultKit

/// One line per entry: localized date and time, title, and as much of the text as the width allows.
struct EntryLines {
    let width: Int
    let color: Bool

    private static let dim = Array("\u{1B}[2m".utf8), bold = Array("\u{1B}[1m".utf8), reset = Array("\u{1B}[0m".utf8)
    private static let ellipsis = Array("…".utf8)

    /// Formats on every core, as bytes: a list of all entries formats thousands of lines. The dates come
    /// first, since the widest sets where every title starts.
    func render(_ listing: EntryListing) -> ChunkedText {
        let dates = DateDisplay.ofProcess()
        let stamps = Stamps(listing.items, dates: dates)
        let chunks = listing.items.withUnsafeBufferPointer { items in
            listing.text.withUnsafeBufferPointer { text in
                stamps.bytes.withUnsafeBufferPointer { stampBytes in
                    stamps.ends.withUnsafeBufferPointer { ends in
                        ParallelMap.chunks(items.count) { range in
                            var out: [UInt8] = []
                            out.reserveCapacity(range.count * (width + 16))
                            var scratch: [UInt8] = []
                            for i in range {
                                let stamp = UnsafeBufferPointer(rebasing: stampBytes[(i == 0 ? 0 : ends[i - 1])..<ends[i]])
                                append(items[i], text: text, stamp: stamp, dateWidth: stamps.widest, to: &out, scratch: &scratch)
                            }
                            return out
                        }
                    }
                }
            }
        }
        return ChunkedText(chunks)
    }

    /// Every entry's date as UTF-8, one after another, and the widest's columns.
    private struct Stamps {
        var bytes: [UInt8] = []
        /// Where each entry's date ends in `bytes` (it starts where the one before ends).
        var ends: [Int] = []
        var widest = 0

        init(_ items: [EntryListing.Item], dates: DateDisplay) {
            let chunks = items.withUnsafeBufferPointer { items in
                ParallelMap.chunks(items.count) { range -> (bytes: [UInt8], ends: [Int], widest: Int) in
                    let dates = dates.copy()
                    var bytes: [UInt8] = []
                    bytes.reserveCapacity(range.count * 32)
                    var ends: [Int] = []
                    ends.reserveCapacity(range.count)
                    var widest = 0
                    for i in range {
                        let start = bytes.count
                        dates.append(items[i].timestamp, to: &bytes)
                        ends.append(bytes.count)
                        widest = max(widest, bytes.withUnsafeBufferPointer { DisplayWidth.of(utf8: UnsafeBufferPointer(rebasing: $0[start...])) })
                    }
                    return (bytes, ends, widest)
                }
            }
            bytes.reserveCapacity(chunks.reduce(0) { $0 + $1.bytes.count })
            ends.reserveCapacity(items.count)
            for chunk in chunks {
                let base = bytes.count
                bytes += chunk.bytes
                ends += chunk.ends.map { $0 + base }
                widest = max(widest, chunk.widest)
            }
        }
    }

    /// The line of `item` (its title and preview in `text`), after its date `stamp`, into `out`; `scratch`
    /// holds its title and preview on the way.
    func append(
        _ item: EntryListing.Item, text: UnsafeBufferPointer<UInt8>, stamp: UnsafeBufferPointer<UInt8>, dateWidth: Int,
        to out: inout [UInt8], scratch: inout [UInt8]
    ) {
        // The title after the entry's marks (`★ `), their control characters shown (`TerminalSafe`).
        scratch.removeAll(keepingCapacity: true)
        TerminalSafe.append(UnsafeBufferPointer(rebasing: text[item.marks]), to: &scratch)
        if item.title.isEmpty {
            scratch += Strings.current.untitled.utf8
        } else {
            TerminalSafe.append(UnsafeBufferPointer(rebasing: text[item.title]), to: &scratch)
        }
        let titleEnd = scratch.count
        TerminalSafe.append(UnsafeBufferPointer(rebasing: text[item.preview]), to: &scratch)
        scratch.withUnsafeBufferPointer { scratch in
            let title = UnsafeBufferPointer(rebasing: scratch[..<titleEnd])
            let preview = UnsafeBufferPointer(rebasing: scratch[titleEnd...])
            let titleRoom = max(width - dateWidth - 2, 10)
            let shownTitle = DisplayWidth.fit(utf8: title, to: titleRoom)
            let previewRoom = titleRoom - shownTitle.width - 2
            let shownPreview = previewRoom > 3 && !preview.isEmpty ? DisplayWidth.fit(utf8: preview, to: previewRoom) : nil
            if color { out += Self.dim }
            out += stamp
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: max(dateWidth - DisplayWidth.of(utf8: stamp), 0) + 2))
            if color {
                out += Self.reset
                out += Self.bold
            }
            out += UnsafeBufferPointer(rebasing: title[..<shownTitle.end])
            if shownTitle.cut { out += Self.ellipsis }
            if color { out += Self.reset }
            if let shownPreview, shownPreview.end > 0 || shownPreview.cut {
                out += "  ".utf8
                if color { out += Self.dim }
                out += UnsafeBufferPointer(rebasing: preview[..<shownPreview.end])
                if shownPreview.cut { out += Self.ellipsis }
                if color { out += Self.reset }
            }
        }
        out.append(UInt8(ascii: "\n"))
    }
}
