import Hummingbird
import VaultKit

/// Reading: the list `/`, `/-/search`, one day's entries `/-/day/YYYY-MM-DD` (`ListPages`), and every other
/// address a path of the vault, an entry's page or a file (`VaultFiles`). Registered last: `**` takes what no
/// other route does.
struct ReadingController {
    let pages: PageMaker

    func addRoutes(to group: RouterGroup<ReaderContext>) {
        group
            .get("/", use: list)
            .get("/-/search", use: search)
            .get("/-/day/:day", use: day)
            .get("**", use: vaultPath)
    }

    @Sendable func list(_ request: Request, context: ReaderContext) async throws -> Response {
        try await pages.read(request, context) { ListPages.list($0) }
    }

    @Sendable func search(_ request: Request, context: ReaderContext) async throws -> Response {
        try await pages.read(request, context) { ListPages.search($0) }
    }

    @Sendable func day(_ request: Request, context: ReaderContext) async throws -> Response {
        try await pages.read(request, context) { page in
            guard let day = context.parameters.get("day").flatMap({ Day($0) }) else { throw ReaderError.notFound(page) }
            return ListPages.day(page, day)
        }
    }

    @Sendable func vaultPath(_ request: Request, context: ReaderContext) async throws -> Response {
        try await pages.read(request, context) { try VaultFiles.response($0, rawPath: request.uri.path) }
    }
}
