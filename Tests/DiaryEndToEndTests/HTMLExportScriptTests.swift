import Foundation
import Testing

/// No entry can put a script on the exported page: HTML written in a body is shown as text, addresses that
/// could run code are emptied, and the page's Content-Security-Policy (no script, nothing from the network)
/// stays in its head as a second guard.
@Suite("html export: no entry can run a script")
struct HTMLExportScriptTests {
    /// The page's policy, as docs/import-export.md ("HTML") promises it: nothing by default, the inline style, and images or media
    /// that are embedded or beside the page. No `script-src`: `default-src 'none'` forbids every script,
    /// inline ones and `javascript:` addresses included.
    static let policy = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: file:; media-src 'self' data: file:"

    /// Bodies that try to run code, each with a piece of text the reader must see instead.
    static let hostile: [(body: String, shown: String)] = [
        ("<script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("Inline <script>alert(1)</script> and <SCRIPT SRC=https://evil.example/x.js></SCRIPT>.", "&lt;SCRIPT SRC=https://evil.example/x.js&gt;"),
        ("<img src=x onerror=alert(1)>", "&lt;img src=x onerror=alert(1)&gt;"),
        ("Text <img src=\"x\" onerror=\"alert(1)\"> inline.", "&lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt;"),
        ("<a href=\"javascript:alert(1)\">an HTML link</a>", "&lt;a href=&quot;javascript:alert(1)&quot;&gt;"),
        ("[a link](javascript:alert(1)) and [another](JaVaScRiPt:alert(1))", ">a link</a>"),
        ("[an entity](&#106;avascript:alert(1)) [a colon](javascript&colon;alert(1)) <javascript:alert(1)>", ">an entity</a>"),
        ("[a tab](<java\tscript:alert(1)>) [a space](< javascript:alert(1)>)", ">a tab</a>"),
        ("[a reference]\n\n[a reference]: vbscript:msgbox(1)", ">a reference</a>"),
        ("![an image](javascript:alert(1)) ![a page](data:text/html;base64,PHNjcmlwdD4=)", "alt=\"a page\""),
        ("www.example.org/\"onmouseover=\"alert(1) and https://example.org/<script>", "&lt;script&gt;"),
        ("<svg onload=alert(1)>", "&lt;svg onload=alert(1)&gt;"),
        ("<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>", "&lt;iframe srcdoc="),
        ("<div onclick=\"alert(1)\">\n*a block*\n</div>", "&lt;div onclick=&quot;alert(1)&quot;&gt;<br />"),
        ("| a |\n|---|\n| <img src=x onerror=alert(1)> |", "<td>&lt;img src=x onerror=alert(1)&gt;</td>"),
        ("A note.[^1]\n\n[^1]: <script>alert(1)</script>", "&lt;script&gt;alert(1)&lt;/script&gt;"),
        ("<!-- a --!> <script>alert(1)</script> -->\n\nAfter the comment.", "After the comment."),
        ("<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">", "&lt;meta http-equiv="),
        ("<style>body { background: url(javascript:alert(1)) }</style>", "&lt;style&gt;")
    ]

    @Test("script tags, event handlers and javascript: addresses in bodies give no executable markup; the CSP stays")
    func hostileBodies() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        for (index, hostile) in Self.hostile.enumerated() {
            let day = String(format: "2025-10-%02d", index + 1)
            try sb.write("2025/10/\(day).md", Fixture.entry(day: day, title: "Entry \(index + 1)", body: hostile.body))
        }
        let result = try await sb.diary("export", "--format", "html")
        Expect.success(result)
        let page = result.stdout

        // The head is the page's own, its policy whole and first among what could load or run anything.
        let head = try #require(page.components(separatedBy: "</head>").first)
        #expect(
            head.contains(
                """
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <meta name="color-scheme" content="light dark">
                <meta http-equiv="Content-Security-Policy" content="\(Self.policy)">
                <title>
                """), "\(head)")
        #expect(page.components(separatedBy: "Content-Security-Policy").count == 2, "one policy, the page's")
        #expect(!page.lowercased().contains("<script"), "no script element anywhere on the page")

        let main = try #require(page.components(separatedBy: "<main>\n").last)
        let problems = RenderedMarkup.problems(in: main)
        #expect(problems.isEmpty, "\(problems)\n\(main)")
        for (index, hostile) in Self.hostile.enumerated() {
            let day = String(format: "2025-10-%02d", index + 1)
            let article = try #require(main.components(separatedBy: "<article id=\"entry-\(day)\">").dropFirst().first)
            let body = try #require(article.components(separatedBy: "</article>").first)
            #expect(body.contains(hostile.shown), "\(hostile.body) should show \(hostile.shown): \(body)")
        }
    }

    @Test("the check above finds executable markup, and passes what the renderer writes")
    func checkFindsScripts() {
        let executable = [
            "<script>alert(1)</script>", "<SCRIPT src=x>", "<img src=\"x\" onerror=\"alert(1)\" />", "<p onclick=\"alert(1)\">",
            "<a href=\"javascript:alert(1)\">", "<a href=\"JavaScript:alert(1)\">", "<a href=\" java\tscript:alert(1)\">",
            "<a href=\"&#106;avascript:alert(1)\">", "<a href=\"vbscript:x\">", "<img src=\"data:text/html,x\" />",
            "<a href=\"data:image/png;base64,x\">", "<iframe srcdoc=\"x\">", "<svg onload=alert(1)>", "<p style=\"x\">", "<a href=x>"
        ]
        for markup in executable {
            #expect(!RenderedMarkup.problems(in: markup).isEmpty, "\(markup)")
        }
        let harmless =
            "<p>&lt;script&gt; <a href=\"https://e.org/?a=1&amp;b=%22\" title=\"&quot;\">x</a> <a href=\"#entry-1-fn-1\">1</a> "
            + "<a href=\"mailto:me@example.org\">m</a> <a href=\"\">js</a> <a href=\"java%09script:x\">t</a> "
            + "<img src=\"data:image/png;base64,iVBORw0KGgo=\" alt=\"dot\" /> <img src=\"photos/a.jpg\" alt=\"\" /></p>\n"
            + "<ul>\n<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> done</li>\n</ul>\n"
        #expect(RenderedMarkup.problems(in: harmless).isEmpty, "\(RenderedMarkup.problems(in: harmless))")
    }

    /// The export renders articles on several workers once there are enough of them. Whether cmark-gfm itself
    /// may run on two threads at once is `MarkdownRenderingTests`' `ConcurrencyTests`' question; this is the
    /// export's: every article in its place, whole, with its own footnote ids.
    @Test("a page of more entries than one worker takes: every article in order, rendered whole, its footnote ids its own")
    func manyEntriesRenderedAtOnce() async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        // ParallelMap gives each worker at least 256 entries: 600 make two on two cores.
        let days = (0..<600).map { Date(timeIntervalSince1970: 1_700_000_000 + Double($0) * 86_400) }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Asia/Seoul")
        formatter.dateFormat = "yyyy-MM-dd"
        let names = days.map { formatter.string(from: $0) }
        for (index, day) in names.enumerated() {
            let body = "Entry \(index): ~~old~~ new, www.example.org/\(index) and a note.[^n]\n\n[^n]: Note \(index)."
            let path = "\(day.prefix(4))/\(day.dropFirst(5).prefix(2))/\(day).md"
            try sb.write(path, Fixture.entry(day: day, title: "Day \(index)", body: body))
        }
        let result = try await sb.diary("export", "--format", "html")
        Expect.success(result)
        // Each article, by its id, in the page's order (newest first).
        let articles = result.stdout.components(separatedBy: "<article id=\"").dropFirst()
        let ids = articles.map { String($0.prefix { $0 != "\"" }) }
        #expect(ids == names.reversed().map { "entry-\($0)" })
        let byID = Dictionary(zip(ids, articles), uniquingKeysWith: { first, _ in first })
        for (index, day) in names.enumerated() {
            let id = "entry-\(day)"
            let expected = """
                <div class="body">
                <p>Entry \(index): <del>old</del> new, <a href="http://www.example.org/\(index)">www.example.org/\(index)</a> and a note.\
                <sup class="footnote-ref"><a href="#\(id)-fn-n" id="\(id)-fnref-n" data-footnote-ref>1</a></sup></p>
                <section class="footnotes" data-footnotes>
                <ol>
                <li id="\(id)-fn-n">
                <p>Note \(index). <a href="#\(id)-fnref-n" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a></p>
                </li>
                </ol>
                </section>
                </div>
                </article>
                """
            let article = try #require(byID[id], "\(day)")
            #expect(article.hasPrefix("\(id)\">\n<h2>Day \(index)</h2>\n"), "\(article)")
            #expect(article.contains(expected), "\(article)")
        }
    }
}

/// What a browser would make of the markup of exported articles: their elements, attributes and addresses.
enum RenderedMarkup {
    /// Elements the page and cmark-gfm write; an entry's own tags are text, so no other may appear.
    static let elements: Set<String> = [
        "article", "h2", "p", "time", "span", "div", "h1", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote", "pre",
        "code", "hr", "br", "em", "strong", "del", "a", "img", "table", "thead", "tbody", "tr", "th", "td", "input",
        "section", "sup", "main", "body", "html"
    ]

    /// Attributes they carry; no event handler (`on…`), `style`, `srcdoc` or `formaction`.
    static let attributes: Set<String> = [
        "id", "class", "title", "datetime", "href", "src", "alt", "type", "checked", "disabled", "start", "align",
        "data-footnotes", "data-footnote-ref", "data-footnote-backref", "aria-label"
    ]

    /// Everything in `html` that is not an element or attribute above, or an address with a scheme that runs
    /// code: empty when the markup is harmless.
    static func problems(in html: String) -> [String] {
        var problems: [String] = []
        var rest = html[...]
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else {
                problems.append("an unclosed tag: \(rest[open...].prefix(40))")
                break
            }
            problems += tagProblems(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return problems
    }

    private static func tagProblems(_ tag: String) -> [String] {
        var scanner = tag[...]
        if scanner.first == "/" { scanner = scanner.dropFirst() }
        let name = scanner.prefix { $0.isLetter || $0.isNumber }
        scanner = scanner.dropFirst(name.count)
        guard elements.contains(name.lowercased()) else { return ["<\(tag)>: element \(name)"] }
        var problems: [String] = []
        while true {
            scanner = scanner.drop { $0.isWhitespace || $0 == "/" }
            let attribute = scanner.prefix { !$0.isWhitespace && $0 != "=" && $0 != "/" }
            guard !attribute.isEmpty else { break }
            scanner = scanner.dropFirst(attribute.count)
            var value = ""
            if scanner.first == "=" {
                scanner = scanner.dropFirst()
                guard scanner.first == "\"", let end = scanner.dropFirst().firstIndex(of: "\"") else {
                    problems.append("<\(tag)>: \(attribute) unquoted")
                    break
                }
                value = String(scanner[scanner.index(after: scanner.startIndex)..<end])
                scanner = scanner[scanner.index(after: end)...]
            }
            if !attributes.contains(attribute.lowercased()) { problems.append("<\(tag)>: attribute \(attribute)") }
            if attribute == "href" || attribute == "src", let problem = addressProblem(value, image: attribute == "src") {
                problems.append("<\(tag)>: \(problem)")
            }
        }
        return problems
    }

    /// The address as a browser reads it (entities decoded, spaces around and tabs or newlines inside dropped),
    /// then its scheme: none (relative, `#…`), http, https, mailto, or for an image a PNG, GIF, JPEG or WebP.
    private static func addressProblem(_ value: String, image: Bool) -> String? {
        // The renderer writes `&` as `&amp;` and `"` as `&quot;`: any other entity could hide a scheme.
        let entities = [("&quot;", "\""), ("&amp;", "&")]
        guard !entities.reduce(value, { $0.replacingOccurrences(of: $1.0, with: "") }).contains("&") else {
            return "an entity a browser would decode in \(value)"
        }
        let decoded = entities.reduce(value) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        let url = String(
            decoded.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
                .map(Character.init)
        ).trimmingCharacters(in: CharacterSet(charactersIn: "\u{0}"..."\u{20}"))
        guard let colon = url.firstIndex(of: ":") else { return nil }
        let scheme = url[..<colon]
        let isScheme =
            scheme.first?.isLetter == true
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
        guard isScheme else { return nil }
        switch scheme.lowercased() {
        case "http", "https", "mailto": return nil
        case "data" where image:
            let kind = url.dropFirst(5).lowercased()
            let images = ["image/png", "image/gif", "image/jpeg", "image/webp"]
            return images.contains { kind.hasPrefix($0 + ";") || kind.hasPrefix($0 + ",") } ? nil : "address \(value)"
        default: return "address \(value)"
        }
    }
}
