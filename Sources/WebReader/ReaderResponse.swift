import Hummingbird

/// The answers the reader gives: a page, a redirect after a write, a refusal in the page's language.
enum ReaderResponse {
    static func html(_ page: String, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: page)))
    }

    /// 303 See Other to `location`, a path on this server.
    static func redirect(to location: String) -> Response {
        var headers = HTTPFields()
        headers[.location] = location
        return Response(status: .seeOther, headers: headers)
    }

    /// A plain page with one line saying why (a 403, a 404, a 421).
    static func refusal(_ status: HTTPResponse.Status, _ message: String, language: PageLanguage) -> Response {
        let page = PageRenderer.shared.message(message, language: language)
        return html(page, status: status)
    }

    /// A small text answer for the page's script (a draft kept or not).
    static func text(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
