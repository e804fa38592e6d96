import Hummingbird

/// `/-/calendar` and `/-/on-this-day` (`LookingBackPages`).
struct LookingBackController {
    let pages: PageMaker

    func addRoutes(to group: RouterGroup<ReaderContext>) {
        group
            .get("calendar", use: calendar)
            .get("on-this-day", use: onThisDay)
    }

    @Sendable func calendar(_ request: Request, context: ReaderContext) async throws -> Response {
        try await pages.read(request, context) { LookingBackPages.calendar($0) }
    }

    @Sendable func onThisDay(_ request: Request, context: ReaderContext) async throws -> Response {
        try await pages.read(request, context) { LookingBackPages.onThisDay($0) }
    }
}
