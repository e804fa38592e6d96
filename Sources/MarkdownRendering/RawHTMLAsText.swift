import Ccmark_gfm
import Foundation

/// Raw HTML in a parsed document turned into the text it is, so that it is shown and never run.
///
/// cmark-gfm itself can only pass raw HTML through (the tag filter then defuses nine tags, `<script>` among
/// them, but `<img onerror=…>` and `<a href="javascript:…">` still get through) or replace it with
/// `<!-- raw HTML omitted -->`, which hides what was written: `The <placeholder> stays.` would lose its word.
/// Shown as text, every character written stays visible, and the page holds no element it did not make.
enum RawHTMLAsText {
    /// Rewrites `document` in place, making and freeing nodes with `memory` (the document's allocator):
    /// inline HTML (`<placeholder>`, `<b>`) becomes text; an HTML block becomes a paragraph of its lines as
    /// text, a line break after each but the last; an HTML comment, inline or a block alone, is left out, as
    /// every Markdown renderer hides it (put on the page as a comment, a `--!>` inside it could end it early).
    static func apply(to document: OpaquePointer, memory: UnsafeMutablePointer<cmark_mem>) {
        for node in rawHTMLNodes(in: document) {
            let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
            if isCommentAlone(literal) {
                cmark_node_unlink(node)
                cmark_node_free(node)
                continue
            }
            let replacement =
                cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK
                ? paragraph(of: literal, memory: memory) : textNode(literal, memory: memory)
            // The parent of raw HTML can always hold text or a paragraph; were it refused, the raw node would
            // stay, and the renderer's safe mode writes it as `<!-- raw HTML omitted -->`.
            if cmark_node_replace(node, replacement) == 1 {
                cmark_node_free(node)
            } else {
                cmark_node_free(replacement)
            }
        }
    }

    /// The HTML blocks and inline HTML of `document`, in order. They are leaves, changed only once the walk
    /// is over (cmark's iterator must not see a node it stands on freed).
    static func rawHTMLNodes(in document: OpaquePointer) -> [OpaquePointer] {
        var found: [OpaquePointer] = []
        let iterator: OpaquePointer = cmark_iter_new(document)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE { found.append(node) }
        }
        return found
    }

    /// `<!-- … -->` with nothing but white space after it. An HTML block that opens with a comment runs to
    /// the end of the line that closes it, so text may follow the `-->`: then the whole is shown.
    static func isCommentAlone(_ literal: String) -> Bool {
        guard literal.hasPrefix("<!--"), let end = literal.dropFirst(4).range(of: "-->") else { return false }
        return literal[end.upperBound...].allSatisfy(\.isWhitespace)
    }

    private static func textNode(_ text: some StringProtocol, memory: UnsafeMutablePointer<cmark_mem>) -> OpaquePointer {
        let node: OpaquePointer = cmark_node_new_with_mem(CMARK_NODE_TEXT, memory)
        cmark_node_set_literal(node, String(text))
        return node
    }

    /// A paragraph of `literal`'s lines (its last newlines dropped), a hard line break between two lines.
    private static func paragraph(of literal: String, memory: UnsafeMutablePointer<cmark_mem>) -> OpaquePointer {
        let paragraph: OpaquePointer = cmark_node_new_with_mem(CMARK_NODE_PARAGRAPH, memory)
        var lines = literal.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        while lines.last?.isEmpty == true { lines.removeLast() }
        for (index, line) in lines.enumerated() {
            if index > 0 { cmark_node_append_child(paragraph, cmark_node_new_with_mem(CMARK_NODE_LINEBREAK, memory)) }
            if !line.isEmpty { cmark_node_append_child(paragraph, textNode(line, memory: memory)) }
        }
        return paragraph
    }
}
