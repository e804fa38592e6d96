import Hummingbird

/// `/-/static/`: the reader's one style sheet and one script (`ReaderAssets`).
struct StaticFilesController {
    func addRoutes(to group: RouterGroup<ReaderContext>) {
        group
            .get("reader.css") { _, _ in ReaderAssets.response(ReaderAssets.css, type: "text/css; charset=utf-8") }
            .get("reader.js") { _, _ in ReaderAssets.response(ReaderAssets.script, type: "text/javascript; charset=utf-8") }
    }
}
