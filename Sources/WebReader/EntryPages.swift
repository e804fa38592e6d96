import EntryDisplay
import Foundation
import Hummingbird
import Localization
import VaultKit

/// An entry's page (`/2026/11/2026-11-25`): rendered from its Markdown as the HTML export renders it, its
/// tags linking to the list of entries with them, its attachments, and beside it the list of its month.
enum EntryPages {
    static func entry(_ page: PageContext, _ path: EntryPath, notice: String? = nil) throws -> Response {
        guard page.vault.exists(path) else { throw ReaderError.notFound(page) }
        // A page with a query or a notice is made each time; a plain one is kept while its files are unchanged.
        guard notice == nil, page.queryText.isEmpty else { return ReaderResponse.html(try made(page, path, notice: notice).html) }
        let key = [
            page.vault.root.path, path.relativePath, page.vault.timeZone.identifier, page.language.language.rawValue,
            page.language.locale.identifier
        ].joined(separator: "|")
        return ReaderResponse.html(try EntryPageCache.shared.page(key) { try made(page, path, notice: nil) })
    }

    /// The entry's page, and the files it was made from: its month's folder and every file in it (the entry
    /// among them), the attachments it links to.
    private static func made(_ page: PageContext, _ path: EntryPath, notice: String?) throws -> (html: String, files: [String]) {
        let root = page.vault.root.path + "/"
        let folder = root + path.folder
        let neighbours = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [path.fileName]
        let entry = try page.vault.read(path)
        let attachments = page.vault.attachments(of: entry)
        var month = EntryFilter()
        month.days = DayRange.month(path.day.month, of: path.day.year)
        let summaries = ListPages.sortedNewestFirst(page.vault.summaries(month).matching)
        let heading = page.heading(path.day, template: "yMMMM")
        var values = ListPages.splitValues(page, heading: heading, filterAction: "/")
        values["list"] = ListPages.listHTML(page, summaries, current: path)
        let title = entry.title.isEmpty ? page.text.untitled : entry.title
        values["main"] = entryHTML(page, entry, attachments: attachments)
        let html = PageRenderer.shared.page(
            "split", values, frame: page.frame(title: title + " · " + page.text.webDiary, pageClass: "entry", notice: notice))
        return (html, [folder] + neighbours.map { folder + "/" + $0 } + attachments.map { root + $0.path })
    }

    /// The entry pane: the article, its attachments (found here unless given), Edit and Delete.
    static func entryHTML(_ page: PageContext, _ entry: Entry, attachments found: [Attachment]? = nil) -> String {
        let path = entry.path
        let shown = ExportedEntry(entry, zone: page.vault.timeZone, dates: page.dates, untitled: page.text.untitled)
        let article = HTMLArticle.html(shown, starredLabel: page.text.exportStarred) { tag in
            "/?tag=" + URLEscaping.component(tag)
        }
        let attachments: [[String: String]] = (found ?? page.vault.attachments(of: entry)).map { attachment in
            var item = ["name": attachment.path]
            if attachment.bytes != nil {
                item["href"] = "/" + attachment.path.split(separator: "/").map { URLEscaping.component(String($0)) }.joined(separator: "/")
            }
            return item
        }
        let values: [String: Any] = [
            "article": article, "attachments": attachments, "hasAttachments": !attachments.isEmpty,
            "editHref": "/-/edit/" + path.name, "deleteHref": "/-/delete/" + path.name, "path": path.relativePath,
            "listHref": "/?month=\(path.day.year)-" + (path.day.month < 10 ? "0" : "") + "\(path.day.month)",
            "t": PageRenderer.labels(page.text)
        ]
        return PageRenderer.shared.render("entry", values)
    }
}
