import Hummingbird
import VaultKit

/// How every controller's handler makes its page: the request's query decoded (`PageQuery`), its language
/// chosen, and the vault opened for it, on `VaultWork`'s threads. What `make` throws is answered by
/// `ReaderErrorMiddleware`.
struct PageMaker: Sendable {
    let settings: ReaderSettings

    /// A page that reads the vault; reads run side by side.
    func read(
        _ request: Request, _ context: ReaderContext, _ make: @escaping @Sendable (PageContext) throws -> Response
    ) async throws -> Response {
        let (language, query) = try languageAndQuery(request, context)
        let text = request.uri.query ?? ""
        return try await VaultWork.read { try make(PageContext(settings: settings, language: language, query: query, queryText: text)) }
    }

    /// A page that writes to the vault, after every other write of this server.
    func write(
        _ request: Request, _ context: ReaderContext, _ make: @escaping @Sendable (PageContext) throws -> Response
    ) async throws -> Response {
        let (language, query) = try languageAndQuery(request, context)
        let text = request.uri.query ?? ""
        return try await VaultWork.write { try make(PageContext(settings: settings, language: language, query: query, queryText: text)) }
    }

    func language(_ request: Request) -> PageLanguage { PageLanguage.of(request, settings) }

    private func languageAndQuery(_ request: Request, _ context: ReaderContext) throws -> (PageLanguage, PageQuery) {
        (language(request), try request.uri.decodeQuery(as: PageQuery.self, context: context))
    }

    /// The entry the route's `:name` names (`2026-11-25-2`), else 404.
    static func entryPath(_ context: ReaderContext, _ page: PageContext) throws -> EntryPath {
        guard let path = context.parameters.get("name").flatMap(entryPath(name:)) else { throw ReaderError.notFound(page) }
        return path
    }

    /// `2026-11-25-2` → `2026/11/2026-11-25-2.md`.
    static func entryPath(name: String) -> EntryPath? {
        let bytes = Array(name.utf8)
        guard bytes.count >= 10 else { return nil }
        let year = String(decoding: bytes[0..<4], as: UTF8.self)
        let month = String(decoding: bytes[5..<7], as: UTF8.self)
        return EntryPath(relativePath: year + "/" + month + "/" + name + ".md")
    }
}
