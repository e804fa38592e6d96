import Foundation
import Testing

/// An entry's own HTML may not add `meta` (a refresh sends the reader elsewhere; the page's CSP does not
/// govern it), `base`, `link` or `form` to the exported page: such a tag is shown as text, as all HTML written
/// in a body is (MarkdownRendering's `RawHTMLTests` test that for any tag).
@Suite("html export: tags an entry may not add")
struct HTMLExportTagTests {
    static let spellings = [
        "<meta http-equiv=\"refresh\" content=\"0;url=https://evil.example/\">",
        "<META HTTP-EQUIV=refresh CONTENT='0;url=https://evil.example/'>",
        "<Meta/http-equiv=\"refresh\"/content=\"0;url=https://evil.example/\"/>",
        "<meta\nhttp-equiv=\"refresh\"\ncontent=\"0;url=https://evil.example/\">",
        "<meta\thttp-equiv=refresh content=0;url=https://evil.example/>",
        "<base href=\"https://evil.example/\">",
        "<BASE HREF=https://evil.example/ />",
        "<link rel=\"stylesheet\" href=\"https://evil.example/x.css\">",
        "<LINK\nrel=prefetch href=https://evil.example/>",
        "<form action=\"https://evil.example/\"><input name=p></form>",
        "<FORM\naction=https://evil.example/ method=post>",
        "Some text <meta http-equiv=\"refresh\" content=\"0;url=https://evil.example/\"> inline.",
        "Inline <base href=https://evil.example/> and <link href=https://evil.example/> and <form action=https://evil.example/>."
    ]

    /// Tags an HTML parser would read as one of the four, opening or closing, in `html`.
    static func forbiddenTags(_ html: String) -> [String] {
        let lower = html.lowercased()
        var found: [String] = []
        for name in ["meta", "base", "link", "form"] {
            for opener in ["<" + name, "</" + name] {
                var search = lower.startIndex..<lower.endIndex
                while let range = lower.range(of: opener, range: search) {
                    let next = range.upperBound < lower.endIndex ? lower[range.upperBound] : " "
                    if next == " " || next == "\t" || next == "\n" || next == "\r" || next == "\u{0C}" || next == "/" || next == ">" {
                        found.append(String(lower[range.lowerBound...].prefix(30)))
                    }
                    search = range.upperBound..<lower.endIndex
                }
            }
        }
        return found
    }

    @Test("each spelling in an entry's body is shown as text, the page's own meta tags kept", arguments: spellings)
    func exported(html: String) async throws {
        let sb = try Sandbox()
        defer { sb.cleanUp() }
        try await sb.initVault()
        try sb.write("2025/11/2025-11-22.md", Fixture.entry(day: "2025-11-22", title: "Hostile", body: html))
        let result = try await sb.diary("export", "--format", "html")
        Expect.success(result)
        let page = result.stdout
        let body = String(page[page.range(of: "<main>")!.upperBound...])
        #expect(Self.forbiddenTags(body).isEmpty, "\(Self.forbiddenTags(body)): \(body)")
        #expect(body.contains("&lt;"), "the tag should be shown as text: \(body)")
        // The page's own head is untouched: charset, viewport, colour scheme, the CSP and the generator.
        let head = String(page[..<page.range(of: "</head>")!.lowerBound])
        #expect(head.components(separatedBy: "<meta ").count == 6, "\(head)")
    }
}
