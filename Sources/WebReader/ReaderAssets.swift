import EntryDisplay
import Hummingbird

/// The reader's one style sheet and one script (the files of `Static/`, built in), served from `/-/static/` (the Content-Security-Policy allows
/// no inline style or script). The articles are styled as the HTML export's page is.
enum ReaderAssets {
    static func response(_ text: String, type: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = type
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// `Static/reader.css` after the HTML export's style.
    static let css = HTMLPageStyle.css + "\n" + String(decoding: PackageResources.reader_css, as: UTF8.self)

    /// `Static/reader.js`: search as you type (the results of `/-/search` replace the page's content, and the
    /// address follows), and in the writer: the caret at the body's end, the title as the heading while
    /// typing, the draft kept a second after typing stops, Ctrl-S, Discard's question, the text saved (one
    /// commit) when the person leaves the page any other way than Save or Discard, Save pressed once. Every
    /// write carries the version of the entry the text started from.
    static let script = String(decoding: PackageResources.reader_js, as: UTF8.self)
}
