import EntryDisplay
import Foundation
import Hummingbird
import Localization
import VaultKit

/// The pages built around the list: all entries a month at a time, one entry beside its month, one day's
/// entries, and a search. On a wide window the list and an entry stand side by side; on a narrow one the
/// list page shows the list and an entry's page the entry.
enum ListPages {
    /// `/`: the newest month with entries (or `?month=YYYY-MM`), newest first; with `tag`, `place` or
    /// `starred`, only the entries that have them, still a month at a time.
    static func list(_ page: PageContext) -> Response {
        let filter = filter(from: page.query)
        let filtered = isActive(filter) ? sortedNewestFirst(page.vault.summaries(filter).matching) : nil
        let months =
            filtered.map { summaries in
                var seen: [DayRange] = []
                for summary in summaries {
                    let day = summary.path.day
                    if seen.last.map({ $0.contains(day) }) != true, let month = DayRange.month(day.month, of: day.year) {
                        seen.append(month)
                    }
                }
                return seen
            } ?? page.vault.entryMonths()
        let chosen = page.query.month.flatMap { Day($0 + "-01") }.flatMap { day in months.firstIndex { $0.contains(day) } } ?? 0
        let month = months.indices.contains(chosen) ? months[chosen] : nil
        let summaries: [EntrySummary]
        if let month {
            if let filtered {
                summaries = filtered.filter { month.contains($0.path.day) }
            } else {
                var inMonth = EntryFilter()
                inMonth.days = month
                summaries = sortedNewestFirst(page.vault.summaries(inMonth).matching)
            }
        } else {
            summaries = []
        }
        let heading = month.map { page.heading($0.first, template: "yMMMM") } ?? page.text.webEntries
        var values = splitValues(page, heading: heading, filterAction: "/")
        values["list"] = listHTML(page, summaries, current: summaries.first?.path)
        if chosen > 0 { values["newer"] = monthLink(page, months[chosen - 1]) }
        if chosen + 1 < months.count { values["older"] = monthLink(page, months[chosen + 1]) }
        values["main"] = summaries.first.flatMap { try? EntryPages.entryHTML(page, page.vault.read($0.path)) } ?? placeholder(page)
        let html = PageRenderer.shared.page("split", values, frame: page.frame(title: heading + " · " + page.text.webDiary, pageClass: "list"))
        return ReaderResponse.html(html)
    }

    /// `/-/day/YYYY-MM-DD`: the entries of one day (the calendar's links), the first beside them.
    static func day(_ page: PageContext, _ day: Day) -> Response {
        let paths = page.vault.entryPaths(on: day)
        if paths.count == 1 { return ReaderResponse.redirect(to: EntryListItems.href(paths[0])) }
        let summaries = sortedNewestFirst(page.vault.summaries(paths).compactMap { try? $0.get() })
        let heading = page.heading(day, template: "yMMMMdEEEE")
        var values = splitValues(page, heading: heading, filterAction: "/")
        values["list"] = listHTML(page, summaries, current: summaries.first?.path)
        values["main"] = summaries.first.flatMap { try? EntryPages.entryHTML(page, page.vault.read($0.path)) } ?? placeholder(page)
        let html = PageRenderer.shared.page("split", values, frame: page.frame(title: heading, pageClass: "list"))
        return ReaderResponse.html(html)
    }

    /// `/-/search?q=…`: the same search as `diary search` (every word, any case; `-word` leaves out entries
    /// with it), with the filters, newest first, each hit with its lines and the terms marked.
    static func search(_ page: PageContext) -> Response {
        let words = (page.query.q ?? "").split(whereSeparator: { $0.isWhitespace }).map(String.init)
        let terms = words.filter { !$0.hasPrefix("-") || $0.count == 1 }
        let excluded = words.filter { $0.hasPrefix("-") && $0.count > 1 }.map { String($0.dropFirst()) }
        var items: [[String: Any]] = []
        var count: String?
        var problem: String?
        if !terms.isEmpty {
            do {
                let query = try SearchQuery(terms: terms, excluding: excluded)
                let hits = page.vault.search(query, filter: filter(from: page.query), detail: .lines).hits
                let rows = EntryListItems(dates: page.dates, text: page.text)
                for hit in hits.prefix(500) {
                    guard let summary = hit.entry else { continue }
                    items.append(rows.item(summary, lines: hit.lines))
                }
                count = page.text.webMatches(hits.count)
            } catch {
                problem = page.text.webNothingFound
            }
        }
        let heading = page.query.q.map { "“\($0)”" } ?? page.text.webSearchPlaceholder
        var values = splitValues(page, heading: heading, filterAction: "/-/search")
        values["query"] = page.query.q ?? ""
        values["list"] = PageRenderer.shared.render("entryList", EntryListItems.list(items, empty: page.text.webNothingFound, count: count))
        values["main"] = placeholder(page)
        let html = PageRenderer.shared.page(
            "split", values, frame: page.frame(title: heading + " · " + page.text.webDiary, pageClass: "list search", problem: problem))
        return ReaderResponse.html(html)
    }

    // MARK: - Parts

    /// The filters of the list and the search from the page's query: `tag`, `place` (part of the place's
    /// name, in any case) and `starred`.
    static func filter(from query: PageQuery) -> EntryFilter {
        var filter = EntryFilter()
        if let tag = PageQuery.trimmed(query.tag) { filter.tags = [tag.hasPrefix("#") ? String(tag.dropFirst()) : tag] }
        filter.location = PageQuery.trimmed(query.place)
        filter.starredOnly = query.starred == "1"
        return filter
    }

    static func isActive(_ filter: EntryFilter) -> Bool {
        !filter.tags.isEmpty || filter.location != nil || filter.starredOnly
    }

    /// The values of the `split` template but its list and its main pane.
    static func splitValues(_ page: PageContext, heading: String, filterAction: String) -> [String: Any] {
        let filter = filter(from: page.query)
        return [
            "heading": heading, "filterAction": filterAction,
            "clearHref": filterAction == "/" ? "/" : "/-/search?q=" + URLEscaping.component(page.query.q ?? ""),
            "filters": [
                "tag": page.query.tag ?? "", "place": page.query.place ?? "", "starred": filter.starredOnly,
                "active": isActive(filter)
            ] as [String: Any]
        ]
    }

    /// The rendered `entryList` of `summaries`, `current` marked.
    static func listHTML(_ page: PageContext, _ summaries: [EntrySummary], current: EntryPath?) -> String {
        let rows = EntryListItems(dates: page.dates, text: page.text)
        let items = summaries.map { rows.item($0, current: current) }
        return PageRenderer.shared.render("entryList", EntryListItems.list(items, empty: page.text.webNoEntries))
    }

    /// A link to another month of the list, keeping the filters.
    static func monthLink(_ page: PageContext, _ month: DayRange) -> [String: String] {
        var query = "month=\(month.first.year)-" + (month.first.month < 10 ? "0" : "") + "\(month.first.month)"
        for (name, value) in [("tag", page.query.tag), ("place", page.query.place), ("starred", page.query.starred)] {
            if let value = PageQuery.trimmed(value) { query += "&\(name)=" + URLEscaping.component(value) }
        }
        return ["href": "/?" + query, "label": page.heading(month.first, template: "yMMM")]
    }

    static func placeholder(_ page: PageContext) -> String {
        PageRenderer.shared.render("placeholder", ["text": page.text.webPickAnEntry])
    }

    static func sortedNewestFirst(_ summaries: [EntrySummary]) -> [EntrySummary] {
        EntryOrder.sorted(summaries, time: \.timestamp, path: \.path)
    }
}
