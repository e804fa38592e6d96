import VaultKit

/// One line per entry: localized date and time, title, and as much of the text as the width allows.
struct EntryLines {
    let width: Int
    let color: Bool

    func render(_ summaries: [EntrySummary]) -> String {
        let dates = DateDisplay()
        let stamps = summaries.map { dates.string($0.timestamp) }
        let dateWidth = stamps.map { DisplayWidth.of($0) }.max() ?? 0
        var out = ""
        out.reserveCapacity(summaries.count * width)
        for (summary, stamp) in zip(summaries, stamps) {
            let star = summary.frontMatter.starred == true ? "★ " : ""
            let title = star + (summary.title.isEmpty ? "(untitled)" : summary.title)
            let titleRoom = max(width - dateWidth - 2, 10)
            let shownTitle = DisplayWidth.truncate(title, to: titleRoom)
            let previewRoom = titleRoom - DisplayWidth.of(shownTitle) - 2
            let preview = previewRoom > 3 && !summary.preview.isEmpty ? DisplayWidth.truncate(summary.preview, to: previewRoom) : ""
            out += Terminal.style(DisplayWidth.pad(stamp, to: dateWidth), "2", enabled: color) + "  "
            out += Terminal.style(shownTitle, "1", enabled: color)
            if !preview.isEmpty { out += "  " + Terminal.style(preview, "2", enabled: color) }
            out += "\n"
        }
        return out
    }
}
