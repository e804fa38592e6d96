import Ccmark_gfm

/// The headings of a fragment that stands under a heading of its own (an entry's body under its `<h2>` title):
/// each goes below that heading (`#` becomes `<h3>` under an `<h2>`), and none goes more than one level
/// deeper than the heading before it (`#` then `###` becomes `<h3>` then `<h4>`). A screen reader's outline
/// of the page then has no gaps, and axe-core's `heading-order` holds whatever levels the text uses. Going
/// back up is kept as written; nothing goes past `<h6>`.
enum HeadingLevels {
    static func apply(to document: OpaquePointer, under level: Int) {
        var previous = level
        let iterator: OpaquePointer = cmark_iter_new(document)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_HEADING
            else { continue }
            let placed = min(Int(cmark_node_get_heading_level(node)) + level, previous + 1, 6)
            cmark_node_set_heading_level(node, Int32(placed))
            previous = placed
        }
    }
}
