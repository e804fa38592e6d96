import EntryDisplay
import Localization
import VaultKit

/// `diary on-this-day` as text: a heading, then each entry under "N years ago" with its date, title
/// and up to three lines of its text.
struct OnThisDayText {
    let width: Int
    let color: Bool

    func render(_ entries: [EntrySummary], on day: Day, names: LocaleNames) -> String {
        var lines = [Terminal.style(Strings.current.onThisDayHeading(monthDay: names.monthDay(day)), "1", enabled: color)]
        if OnThisDay.showsLeapDays(day), entries.contains(where: { $0.path.day.day == 29 }) {
            lines.append(Terminal.style(Strings.current.leapDayNote, "2", enabled: color))
        }
        let dates = DateDisplay.ofProcess()
        for entry in entries {
            lines.append("")
            let ago = Strings.current.yearsAgo(OnThisDay.yearsAgo(entry.path.day, from: day))
            lines.append(Terminal.style(ago, "1;36", enabled: color) + Terminal.style(" · " + dates.string(entry.timestamp), "2", enabled: color))
            let title =
                (entry.frontMatter.starred == true ? "★ " : "") + (entry.title.isEmpty ? Strings.current.untitled : TerminalSafe.line(entry.title))
            lines.append(Terminal.style(DisplayWidth.truncate(title, to: width), "1", enabled: color))
            lines += Self.wrap(TerminalSafe.line(entry.preview), width: width, lines: 3)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` broken at spaces into at most `lines` lines of `width` columns, the last ending in `…`
    /// when text is left over.
    static func wrap(_ text: String, width: Int, lines maxLines: Int) -> [String] {
        guard width > 2, maxLines > 0 else { return [] }
        var out: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ") {
            let w = DisplayWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + w > width {
                out.append(line)
                line = ""
                lineWidth = 0
                if out.count == maxLines {
                    let last = out[maxLines - 1]
                    out[maxLines - 1] = DisplayWidth.of(last) + 2 <= width ? last + " …" : DisplayWidth.truncate(last + " …", to: width)
                    return out
                }
            }
            if lineWidth == 0 {
                line = w > width ? DisplayWidth.truncate(String(word), to: width) : String(word)
                lineWidth = min(w, width)
            } else {
                line += " " + word
                lineWidth += 1 + w
            }
        }
        if !line.isEmpty { out.append(line) }
        return out
    }
}
