import Foundation

/// Footnote ids made unique on a page that holds several rendered documents.
///
/// cmark-gfm names a footnote `fn-LABEL` and a reference to it `fnref-LABEL` (`fnref-LABEL-2` for the second),
/// in `id="…"` and in the links between them (`href="#fn-LABEL"`). On a page of many documents every
/// `[^1]` would be `fn-1` and every link would go to the first. Those four attribute openings can only come
/// from the renderer: in text a `"` is written `&quot;`, and raw HTML is never written (`RawHTMLAsText`). A
/// link written to `#fn-1` in the same document is prefixed with them, so it still reaches its footnote.
enum FootnoteIDs {
    static func prefixed(_ html: String, with prefix: String) -> String {
        let safe = String(String.UnicodeScalarView(prefix.unicodeScalars.filter(isIDScalar)))
        guard !safe.isEmpty, html.contains("<section class=\"footnotes\"") else { return html }
        var out = html
        for attribute in ["id=\"", "href=\"#"] {
            for name in ["fn-", "fnref-"] {
                out = out.replacingOccurrences(of: attribute + name, with: attribute + safe + name)
            }
        }
        return out
    }

    private static func isIDScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }
}
