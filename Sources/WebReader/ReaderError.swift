import Hummingbird
import Localization
import VaultKit

/// What a handler throws instead of its page: a status and one line saying why, in the page's language
/// (`ReaderResponse.refusal`, the `message` page). Hummingbird would answer it by itself; the reader's
/// `ReaderErrorMiddleware` does, with the rest of what handlers throw.
struct ReaderError: HTTPResponseError {
    let status: HTTPResponse.Status
    let message: String
    let language: PageLanguage

    init(_ status: HTTPResponse.Status, _ message: String, language: PageLanguage) {
        self.status = status
        self.message = message
        self.language = language
    }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        ReaderResponse.refusal(status, message, language: language)
    }

    /// 404: no such page (an address that is no entry's, no file's, no day's).
    static func notFound(_ page: PageContext) -> ReaderError {
        ReaderError(.notFound, page.text.webNotFound, language: page.language)
    }
}

/// Every error a handler throws, as a page in the request's language (the `message` page): a `ReaderError` as
/// it says; a `VaultError` (the vault cannot be opened or read) 500 with its sentence; Hummingbird's own
/// (`HTTPResponseError`: no such route 404, a form of another type 415, one too large 413, one that does not
/// decode 400) with its status and the reader's line for it; anything else 500. Added inside `AccessGuard`,
/// so that these pages get its headers too.
struct ReaderErrorMiddleware: RouterMiddleware {
    typealias Context = ReaderContext
    let settings: ReaderSettings

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as ReaderError {
            return try error.response(from: request, context: context)
        } catch {
            let language = PageLanguage.of(request, settings)
            let (status, message) = Self.statusAndMessage(error, language.text)
            return ReaderResponse.refusal(status, message, language: language)
        }
    }

    static func statusAndMessage(_ error: any Error, _ text: any InterfaceText) -> (HTTPResponse.Status, String) {
        switch error {
        case let error as VaultError:
            return (.internalServerError, error.message(in: text))
        case let error as any HTTPResponseError:
            if error.status == .notFound { return (error.status, text.webNotFound) }
            return (error.status, error.status.kind == .clientError ? text.webBadRequest : "\(error)")
        case is URLEncodedFormError:
            // A query or form the decoder cannot read (`%zz`, a field named twice): Hummingbird leaves it a 500.
            return (.badRequest, text.webBadRequest)
        default:
            return (.internalServerError, "\(error)")
        }
    }
}
