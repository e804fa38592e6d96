import Hummingbird
import NIOCore

/// The request context of the reader's routes: Hummingbird's, with the connection the request came on (so
/// that `AccessGuard` can tell the gate which connection showed the key), and the reader's forms decoded by
/// `request.decode(as:context:)`: url-encoded only, at most `largestForm` bytes.
struct ReaderContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let channel: any Channel

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }

    /// The largest form a browser may send: a whole entry with room to spare. A larger one is 413.
    static let largestForm = 32 << 20

    var maxUploadSize: Int { Self.largestForm }

    var requestDecoder: FormRequestDecoder { FormRequestDecoder() }
}

/// Decodes a request's `application/x-www-form-urlencoded` body (a form's, or the `URLSearchParams` the page's
/// script sends, `;charset=UTF-8` after it) with Hummingbird's `URLEncodedFormDecoder`; any other type is 415,
/// as in Hummingbird's html-form example, and a body that is no form 400 (`Request.decode(as:context:)`).
struct FormRequestDecoder: RequestDecoder {
    func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        guard let header = request.headers[.contentType], let mediaType = MediaType(from: header),
            mediaType.isType(.applicationUrlEncoded)
        else { throw HTTPError(.unsupportedMediaType) }
        return try await URLEncodedFormDecoder().decode(type, from: request, context: context)
    }
}
