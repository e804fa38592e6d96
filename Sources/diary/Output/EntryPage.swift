import EntryDisplay
import Foundation
import Localization
import VaultKit

/// An entry in full, as `diary show` prints it: title, date, place, weather, tags, then the text.
struct EntryPage {
    let color: Bool

    /// `attachments`: the files of the vault the entry links to, listed after the text.
    func render(_ entry: Entry, zone: TimeZone, dates: DateDisplay, attachments: [Attachment] = []) -> String {
        let fm = entry.frontMatter
        var lines: [String] = []
        lines.append(
            Terminal.style(entry.title.isEmpty ? Strings.current.untitled : TerminalSafe.line(entry.title), "1", enabled: color)
                + (fm.starred == true ? " ★" : ""))
        var facts = [dates.string(entry.timestamp(localZone: zone))]
        facts += EntryFact.facts(of: fm).map(\.text)
        lines.append(Terminal.style(TerminalSafe.line(facts.joined(separator: " · ")), "2", enabled: color))
        if let tags = fm.tags, !tags.isEmpty {
            lines.append(Terminal.style(TerminalSafe.line(tags.map { "#" + $0 }.joined(separator: " ")), "36", enabled: color))
        }
        lines.append(Terminal.style(entry.path.relativePath, "2", enabled: color))
        var body = TerminalSafe.text(entry.document.body)
        while body.hasPrefix("\n") || body.hasPrefix("\r\n") { body.removeFirst() }
        // A one-line entry's line is its title, shown above: not again as the text.
        if ExportedEntry.isOnly(title: entry.title, ExportedEntry.droppingBlankLines(Substring(entry.document.body))) {
            body = ""
        }
        return lines.joined(separator: "\n") + "\n\n" + body + (body.hasSuffix("\n") || body.isEmpty ? "" : "\n")
            + Self.attachmentLines(attachments, color: color)
    }

    /// `Attachments:` and a line for each: its path in the vault and its size, or that it is missing.
    static func attachmentLines(_ attachments: [Attachment], color: Bool) -> String {
        guard !attachments.isEmpty else { return "" }
        let strings = Strings.current
        var lines = ["", Terminal.style(strings.showAttachments, "2", enabled: color)]
        for attachment in attachments {
            let path = TerminalSafe.line(attachment.path)
            lines.append(
                "  "
                    + (attachment.bytes.map { strings.showAttachment(path: path, bytes: $0) }
                        ?? Terminal.style(strings.showAttachmentMissing(path: path), "31", enabled: color)))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
