import Foundation
import HTTPTypes
import Hummingbird
import VaultKit

/// The reader's addresses. The reader's own pages are under `/-/`; every other address is a path of the
/// vault: `/YYYY/MM/YYYY-MM-DD(-N)` an entry's page, anything else a file an entry links to.
enum ReaderRoutes {
    /// The largest form a browser may send: a whole entry with room to spare.
    static let largestForm = 32 << 20

    static func router(settings: ReaderSettings, hosts: Set<String>, port: Int, gate: ConnectionGate) -> Router<ReaderContext> {
        let router = Router(context: ReaderContext.self)
        router.add(
            middleware: AccessGuard(
                keys: settings.keys, gate: gate, hosts: hosts, cookieName: "diary-serve-\(port)",
                fallback: { request in language(request, settings) }))

        router.get("/-/static/reader.css") { _, _ in ReaderAssets.response(ReaderAssets.css, type: "text/css; charset=utf-8") }
        router.get("/-/static/reader.js") { _, _ in ReaderAssets.response(ReaderAssets.script, type: "text/javascript; charset=utf-8") }

        router.get("/") { request, _ in await page(request, settings) { ListPages.list($0) } }
        router.get("/-/search") { request, _ in await page(request, settings) { ListPages.search($0) } }
        router.get("/-/calendar") { request, _ in await page(request, settings) { LookingBackPages.calendar($0) } }
        router.get("/-/on-this-day") { request, _ in await page(request, settings) { LookingBackPages.onThisDay($0) } }
        router.get("/-/new") { request, _ in await page(request, settings) { WritePages.new($0) } }
        router.get("/-/day/:day") { request, context in
            await page(request, settings) { page in
                guard let day = context.parameters.get("day").flatMap({ Day($0) }) else { return EntryPages.notFound(page) }
                return ListPages.day(page, day)
            }
        }
        router.get("/-/edit/:name") { request, context in await named(request, context, settings) { WritePages.edit($0, $1) } }
        router.get("/-/delete/:name") { request, context in await named(request, context, settings) { WritePages.confirmDelete($0, $1) } }
        router.get("/-/deleted/:name") { request, context in await named(request, context, settings) { WritePages.deleted($0, $1) } }

        router.post("/-/save/:name") { request, context in
            try await write(request, context, settings) { WritePages.save($0, $1, form: $2) }
        }
        router.post("/-/draft/:name") { request, context in
            try await write(request, context, settings) { WritePages.keepDraft($0, $1, form: $2) }
        }
        router.post("/-/delete/:name") { request, context in
            try await write(request, context, settings) { WritePages.delete($0, $1, form: $2) }
        }
        router.post("/-/restore/:name") { request, context in
            try await write(request, context, settings) { page, path, _ in WritePages.restore(page, path) }
        }

        router.get("**") { request, _ in
            await page(request, settings) { page in vaultPath(page, rawPath: request.uri.path) }
        }
        return router
    }

    // MARK: - Handlers' parts

    static func language(_ request: Request, _ settings: ReaderSettings) -> PageLanguage {
        PageLanguage.choose(acceptLanguage: request.headers[.acceptLanguage], settings: settings)
    }

    /// A page made with the vault opened for this request, off the server's threads (see `VaultWork`).
    static func page(_ request: Request, _ settings: ReaderSettings, _ make: @escaping @Sendable (PageContext) -> Response) async -> Response {
        await VaultWork.read { pageNow(request, settings, make) }
    }

    static func pageNow(_ request: Request, _ settings: ReaderSettings, _ make: (PageContext) -> Response) -> Response {
        let language = language(request, settings)
        do {
            let context = try PageContext(settings: settings, language: language, query: FormFields(request.uri.query ?? ""))
            return make(context)
        } catch let error as VaultError {
            return ReaderResponse.refusal(.internalServerError, error.message(in: language.text), language: language)
        } catch {
            return ReaderResponse.refusal(.internalServerError, "\(error)", language: language)
        }
    }

    /// A page about the entry `:name` names (`2026-11-25-2`); 404 for a name that is no entry's.
    static func named(
        _ request: Request, _ context: ReaderContext, _ settings: ReaderSettings,
        _ make: @escaping @Sendable (PageContext, EntryPath) -> Response
    ) async -> Response {
        await VaultWork.read { namedNow(request, context, settings, make) }
    }

    static func namedNow(
        _ request: Request, _ context: ReaderContext, _ settings: ReaderSettings, _ make: (PageContext, EntryPath) -> Response
    ) -> Response {
        pageNow(request, settings) { page in
            guard let path = context.parameters.get("name").flatMap(entryPath(name:)) else { return EntryPages.notFound(page) }
            return make(page, path)
        }
    }

    /// A write: its form read (url-encoded, at most `largestForm`), refused with 403 unless it carries the
    /// run's write key, then done after every other write of this server (see `VaultWork`).
    static func write(
        _ request: Request, _ context: ReaderContext, _ settings: ReaderSettings,
        _ make: @escaping @Sendable (PageContext, EntryPath, FormFields) -> Response
    ) async throws -> Response {
        let language = language(request, settings)
        let body = try await request.body.collect(upTo: largestForm)
        let form = FormFields(String(buffer: body))
        let key = form["csrf"] ?? request.headers[AccessGuard.writeKeyHeader]
        guard AccessKeys.matches(key.map { $0[...] }, settings.keys.writeKey) else {
            return ReaderResponse.refusal(.forbidden, language.text.webBadRequest, language: language)
        }
        return await VaultWork.write {
            namedNow(request, context, settings) { page, path in make(page, path, form) }
        }
    }

    /// An address that is a vault path: an entry's page, else a file an entry links to, else 404.
    static func vaultPath(_ page: PageContext, rawPath: String) -> Response {
        guard let decoded = rawPath.removingPercentEncoding, decoded.hasPrefix("/") else { return EntryPages.notFound(page) }
        let relative = String(decoded.dropFirst())
        if let path = EntryPath(relativePath: relative + ".md") {
            return EntryPages.entry(page, path, notice: WritePages.notice(page, path))
        }
        guard let bytes = page.vault.attachmentBytes(at: relative) else { return EntryPages.notFound(page) }
        var headers = HTTPFields()
        let ext = relative.split(separator: ".").last.map { String($0).lowercased() } ?? ""
        // Photos, sound, video and PDF are shown; anything else (a saved web page, an SVG or other XML, which
        // can hold script) is only downloaded, and even shown a file is a sandbox of its own, with no script and
        // no way into the pages.
        if let type = shownType(extension: ext) {
            headers[.contentType] = type
        } else {
            headers[.contentType] = "application/octet-stream"
            headers[.contentDisposition] = "attachment"
        }
        headers[.contentSecurityPolicy] = "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'"
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }

    /// The type a file with extension `ext` is shown as in the browser, or nil when it is only downloaded:
    /// images, sound and video whose type is no XML (an SVG, `image/svg+xml`, is XML and can run script),
    /// and PDF.
    static func shownType(extension ext: String) -> String? {
        guard let type = MediaType.getMediaType(forExtension: .init(ext)) else { return nil }
        if type.description == "application/pdf" { return type.description }
        guard ["image", "audio", "video"].contains(type.type.rawValue), !type.subType.lowercased().contains("xml") else { return nil }
        return type.description
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

/// Where the vault's work runs: on threads of its own, not the server's two (a read waits on the disk, and a
/// write may wait up to 30 s for the vault's lock while a sync holds it, which would stall every other page
/// and file). Reads run side by side; writes one at a time (the vault's lock keeps other processes out, this
/// keeps two requests of this server from meeting at it).
enum VaultWork {
    private static let reads = DispatchQueue(label: "diary-serve.reads", attributes: .concurrent)
    private static let writes = DispatchQueue(label: "diary-serve.writes")

    static func read(_ work: @escaping @Sendable () -> Response) async -> Response {
        await withCheckedContinuation { done in reads.async { done.resume(returning: work()) } }
    }

    static func write(_ work: @escaping @Sendable () -> Response) async -> Response {
        await withCheckedContinuation { done in writes.async { done.resume(returning: work()) } }
    }
}
