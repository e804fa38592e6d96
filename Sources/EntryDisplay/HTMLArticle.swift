import MarkdownRendering

/// One entry as an HTML `<article>` (the HTML export's and the web reader's): its title and star, a line of
/// facts (localized date, place, weather, tags), and the body rendered from Markdown by cmark-gfm, which
/// never passes the body's own HTML through. Every text it puts in is escaped.
public enum HTMLArticle {
    /// One entry's `<article>`, its id the entry's name (`entry-2025-11-21-2`). With `tagLink`, each tag is a
    /// link to the address it gives for that tag.
    public static func html(_ entry: ExportedEntry, starredLabel: String, tagLink: ((String) -> String)? = nil) -> String {
        let id = "entry-" + entry.entry.path.name
        var out = "<article id=\"\(HTMLText.escape(id))\">\n"
        out += "<h2>\(HTMLText.escape(entry.title))"
        if entry.starred { out += " <span class=\"star\" title=\"\(HTMLText.escape(starredLabel))\">★</span>" }
        out += "</h2>\n"
        var facts = ["<time datetime=\"\(HTMLText.escape(entry.timestamp.description))\">\(HTMLText.escape(entry.date))</time>"]
        for fact in entry.keyFacts {
            facts.append("<span class=\"\(HTMLText.escape(fact.kind))\">\(HTMLText.escape(fact.text))</span>")
        }
        if !entry.tags.isEmpty, let tagLink {
            let links = entry.tags.map { "<a href=\"\(HTMLText.escape(tagLink($0)))\">#\(HTMLText.escape($0))</a>" }
            facts.append("<span class=\"tags\">" + links.joined(separator: " ") + "</span>")
        } else if !entry.tags.isEmpty {
            let tags = entry.tags.map { "#" + $0 }.joined(separator: " ")
            facts.append("<span class=\"tags\">\(HTMLText.escape(tags))</span>")
        }
        out += "<p class=\"meta\">" + facts.joined(separator: " · ") + "</p>\n"
        if !entry.body.isEmpty {
            // Footnote ids are the article's own (`entry-2025-11-21-2-fn-1`): every body's first note is `[^1]`.
            // The body's headings go under the title's `<h2>`.
            out += "<div class=\"body\">\n" + Markdown.html(from: entry.body, footnoteIDPrefix: id + "-", headingsUnder: 2) + "</div>\n"
        }
        return out + "</article>\n"
    }
}
