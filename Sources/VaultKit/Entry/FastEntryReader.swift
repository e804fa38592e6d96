/// An entry file's front matter and body read straight from its bytes, as `EntryDocument.parse` reads
/// them, for the commands that read thousands of entries and keep a little of each (list, search).
///
/// No `String` is made of the file, its block or its body: the body stays bytes for the title and preview
/// to be read from. nil for every file `parse` would refuse and for front matter only the full parser
/// reads (see `FastFrontMatterReader`); the caller then parses the file in full.
enum FastEntryReader {
    /// The front matter (nil without a block) and the body's bytes, or nil when only `parse` can say.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> (frontMatter: FrontMatter?, body: UnsafeBufferPointer<UInt8>)? {
        // `parse` refuses a file that is not UTF-8 anywhere, body included.
        guard (try? UTF8Span(validating: bytes.span)) != nil, let located = EntryBody.locate(bytes) else { return nil }
        let body = UnsafeBufferPointer(rebasing: bytes[located.offset...])
        guard let yaml = located.yaml else {
            // Hugo's TOML block: refused, in parse's words.
            if TOMLFrontMatter.opens(bytes, at: located.offset) { return nil }
            return (nil, body)
        }
        guard let frontMatter = FastFrontMatterReader.read(UnsafeBufferPointer(rebasing: bytes[yaml])) else { return nil }
        return (frontMatter, body)
    }
}
