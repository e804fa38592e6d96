import HTTPTypes
import Hummingbird
import Localization

/// Who gets in, before any page is made:
/// - the `Host` header must name an address the server listens on (no DNS rebinding);
/// - the run's token, from the printed address once (`?token=…`, then moved into an HttpOnly, SameSite=Strict
///   cookie by a redirect to the same page without it) or from that cookie, else 403;
/// - a request a browser says comes from another site (`Sec-Fetch-Site`: another port of 127.0.0.1 is the same
///   site to a cookie) is refused, and nothing of this server may be embedded elsewhere
///   (`Cross-Origin-Resource-Policy: same-origin`);
/// - a write (any method but GET and HEAD) must carry the run's write key (the `csrf` field or the
///   `X-CSRF-Token` header, checked by `WritingController` once the form is decoded) and, when the browser sends an
///   `Origin`, come from this server's own.
///
/// A request that gets past the token tells the gate its connection showed the key: a connection that never
/// does is closed after `ConnectionLimits.keyTimeout` (see `ConnectionGate`).
///
/// Every answer gets the headers that keep a page to itself: a Content-Security-Policy that allows no inline
/// or foreign script, no framing, no sniffing, and no referrer sent to another site.
struct AccessGuard: RouterMiddleware {
    typealias Context = ReaderContext
    let keys: AccessKeys
    /// Told of each connection that showed the key.
    let gate: ConnectionGate
    /// `127.0.0.1:8123`, `localhost:8123`, `[::1]:8123`: what a browser may send as `Host`.
    let hosts: Set<String>
    /// The cookie's name, with the port in it: cookies do not tell ports apart, and two servers on two ports
    /// have two tokens.
    let cookieName: String
    let fallback: @Sendable (Request) -> PageLanguage

    static var contentSecurityPolicy: String {
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; media-src 'self'; "
            + "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
    }

    /// The header a page's script sends its writes' key in (forms send it as the `csrf` field).
    static var writeKeyHeader: HTTPField.Name { HTTPField.Name("X-CSRF-Token")! }
    static var frameOptions: HTTPField.Name { HTTPField.Name("X-Frame-Options")! }
    static var referrerPolicy: HTTPField.Name { HTTPField.Name("Referrer-Policy")! }
    static var resourcePolicy: HTTPField.Name { HTTPField.Name("Cross-Origin-Resource-Policy")! }
    static var fetchSite: HTTPField.Name { HTTPField.Name("Sec-Fetch-Site")! }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await check(request, context: context, next: next)
        // A vault file comes with its own, stricter policy (see `VaultFiles`).
        if response.headers[.contentSecurityPolicy] == nil { response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy }
        response.headers[Self.resourcePolicy] = "same-origin"
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[Self.frameOptions] = "DENY"
        response.headers[Self.referrerPolicy] = "same-origin"
        if response.headers[.cacheControl] == nil { response.headers[.cacheControl] = "no-store" }
        return response
    }

    private func check(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // Worked out only for a refusal: a request let through gets its page's language from its page.
        func refusal(_ status: HTTPResponse.Status, _ message: (any InterfaceText) -> String) -> Response {
            let language = fallback(request)
            return ReaderResponse.refusal(status, message(language.text), language: language)
        }
        guard let host = request.head.authority, hosts.contains(host.lowercased()) else {
            return refusal(.misdirectedRequest) { $0.webBadRequest }
        }
        if let given = request.uri.queryParameters["token"] {
            guard AccessKeys.matches(given, keys.token) else {
                return refusal(.forbidden) { $0.webNeedsToken }
            }
            // The token leaves the address bar at once, into a cookie only this site sends. A page that moves
            // on by itself rather than a redirect: a browser sent here from elsewhere (the file `--open` gives
            // it) does not send a SameSite=Strict cookie along a redirect it did not start on this site.
            gate.keyShown(context.channel)
            var response = ReaderResponse.html(PageTemplates.landing(path: request.uri.path))
            response.headers[.setCookie] = "\(cookieName)=\(keys.token); Path=/; HttpOnly; SameSite=Strict"
            return response
        }
        guard AccessKeys.matches(request.cookies[cookieName].map { $0.value[...] }, keys.token) else {
            return refusal(.forbidden) { $0.webNeedsToken }
        }
        gate.keyShown(context.channel)
        // Cookies do not tell the ports of 127.0.0.1 apart: a page of another server on this machine could
        // send the cookie along. Browsers say where a request comes from; only this server's own pages, and
        // an address typed or opened, get in.
        if let site = request.headers[Self.fetchSite], site != "same-origin", site != "none" {
            return refusal(.forbidden) { $0.webBadRequest }
        }
        if request.method != .get, request.method != .head {
            if let origin = request.headers[.origin], !hosts.contains(where: { origin.lowercased() == "http://" + $0 }) {
                return refusal(.forbidden) { $0.webBadRequest }
            }
        }
        return try await next(request, context)
    }
}
