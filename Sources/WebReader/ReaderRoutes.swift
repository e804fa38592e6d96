import Hummingbird

/// The reader's router. The reader's own pages are under `/-/`; every other address is a path of the vault:
/// `/YYYY/MM/YYYY-MM-DD(-N)` an entry's page, anything else a file an entry links to.
///
/// Every request passes `AccessGuard` (the Host, the token, other sites; the security headers), then
/// `ReaderErrorMiddleware` (what a handler throws, as a page), then its controller's handler.
enum ReaderRoutes {
    static func router(settings: ReaderSettings, hosts: Set<String>, port: Int, gate: ConnectionGate) -> Router<ReaderContext> {
        let router = Router(context: ReaderContext.self)
        router.add(
            middleware: AccessGuard(
                keys: settings.keys, gate: gate, hosts: hosts, cookieName: "diary-serve-\(port)",
                fallback: { request in PageLanguage.of(request, settings) }))
        router.add(middleware: ReaderErrorMiddleware(settings: settings))

        let pages = PageMaker(settings: settings)
        StaticFilesController().addRoutes(to: router.group("/-/static"))
        LookingBackController(pages: pages).addRoutes(to: router.group("/-"))
        WritingController(pages: pages).addRoutes(to: router.group("/-"))
        // Last: its `**` is every address no other route takes.
        ReadingController(pages: pages).addRoutes(to: router.group())
        return router
    }
}
