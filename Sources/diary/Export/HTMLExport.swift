import EntryDisplay
import Foundation
import Localization
import VaultKit

/// The entries as one standalone HTML page, newest first: an inline style sheet, each entry an
/// `<article>` with its title, a line of facts (localized date, place, weather, tags) and the body
/// rendered from Markdown by `MarkdownRendering` (cmark-gfm).
///
/// Every text this page puts in is escaped, and so is HTML written in a body: the rendered body holds
/// only the elements cmark-gfm writes itself, so no entry can add a script, a `meta` refresh, a `base`,
/// a `link` or a `form` to the page. The Content-Security-Policy stays as a second guard: nothing from
/// the network, no script.
enum HTMLExport {
    /// Nothing from the network and no scripts: only the inline style, and images or media that are
    /// embedded (`data:`) or beside the page.
    static let contentSecurityPolicy =
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: file:; media-src 'self' data: file:"

    /// What every page this export writes says of itself in its head: how a folder is known to hold an earlier
    /// export (`ExportFolder`), which `--force` may replace.
    static let generator = "<meta name=\"generator\" content=\"diary export\">"

    /// The page of `entries`; with `media`, the links of their bodies to files of the vault are changed as it
    /// says (the files put in the page, or copied beside it).
    static func page(_ entries: [ExportedEntry], locale: Locale, media: HTMLMediaLinks? = nil) -> String {
        let range = ExportTitle.range(of: entries)
        var out = """
            <!doctype html>
            <html lang="\(language(of: locale))">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
            <title>\(HTMLText.escape(ExportTitle.text(for: entries)))</title>
            \(generator)
            <style>
            \(HTMLPageStyle.css)
            </style>
            </head>
            <body>
            <header>
            <h1>\(HTMLText.escape(ExportTitle.name))</h1>

            """
        if let range { out += "<p>\(HTMLText.escape(range))</p>\n" }
        out += "</header>\n<main>\n"
        if entries.isEmpty { out += "<p class=\"empty\">\(HTMLText.escape(Strings.current.exportNoEntries))</p>\n" }
        // Render the articles on every core (cmark-gfm parses the inlines of one body at a time, the rest of
        // the work runs in parallel).
        let articles = ParallelMap.map(entries, makeContext: {}, { HTMLArticle.html($1, starredLabel: Strings.current.exportStarred) })
        for (entry, article) in zip(entries, articles) {
            out += media?.rewrite(article, of: entry.entry) ?? article
        }
        out += "</main>\n</body>\n</html>\n"
        return out
    }

    /// The page's `lang`: the locale as a BCP 47 tag (`ko_KR` → `ko-KR`), `en` when it is not one.
    static func language(of locale: Locale) -> String {
        let tag = locale.identifier.replacingOccurrences(of: "_", with: "-")
        let allowed = tag.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0)
                || ("0"..."9").contains($0) || $0 == "-"
        }
        return allowed && !tag.isEmpty ? tag : "en"
    }
}
