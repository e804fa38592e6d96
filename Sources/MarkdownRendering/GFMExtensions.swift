import Ccmark_gfm

/// GitHub's extensions to CommonMark that every document is parsed with.
enum GFMExtensions {
    /// Tables, `~~strikethrough~~`, bare links and task lists. The tag filter is attached too, as a second
    /// guard: it acts only on raw HTML the renderer would write, and here it writes none.
    static let names = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// cmark-gfm's registry of extensions is a plain global list that registering changes without a lock:
    /// it is filled once, by this static's initializer, which Swift runs exactly once whatever the threads.
    /// After that the list is only read.
    private static let registered: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Attaches the extensions of `names` to `parser`.
    static func attach(to parser: OpaquePointer) {
        _ = registered
        for name in names {
            // Every one of them is registered above, so each is found.
            guard let extensionHandle = cmark_find_syntax_extension(name) else { continue }
            cmark_parser_attach_syntax_extension(parser, extensionHandle)
        }
    }
}
