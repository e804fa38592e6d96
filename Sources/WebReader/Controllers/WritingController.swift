import Hummingbird
import VaultKit

/// Writing under `/-/` (`WritePages`, `DeletePages`): a new entry, an edit, the save and the draft kept while
/// typing, Discard with its confirmation, delete with its confirmation, and restore. Each POST decodes its form (`ReaderForms`) and is refused with 403
/// unless it carries the run's write key (`writeForm`); the write then waits for every other write of this
/// server (`PageMaker.write`).
///
/// A new write is a route here, a `WriteForm` struct in `ReaderForms`, and a function of `WritePages` that
/// takes the page, the entry and the form.
struct WritingController {
    let pages: PageMaker

    func addRoutes(to group: RouterGroup<ReaderContext>) {
        group
            .get("new", use: new)
            .get("edit/:name", use: edit)
            .get("delete/:name", use: confirmDelete)
            .get("deleted/:name", use: deleted)
            .get("discard/:name", use: confirmDiscard)
            .post("save/:name", use: save)
            .post("draft/:name", use: draft)
            .post("delete/:name", use: delete)
            .post("restore/:name", use: restore)
            .post("discard/:name", use: discard)
    }

    @Sendable func new(_ request: Request, context: ReaderContext) async throws -> Response {
        try await pages.read(request, context) { try WritePages.new($0) }
    }

    @Sendable func edit(_ request: Request, context: ReaderContext) async throws -> Response {
        try await pages.read(request, context) { page in try WritePages.edit(page, PageMaker.entryPath(context, page)) }
    }

    @Sendable func confirmDelete(_ request: Request, context: ReaderContext) async throws -> Response {
        try await pages.read(request, context) { page in try DeletePages.confirmDelete(page, PageMaker.entryPath(context, page)) }
    }

    @Sendable func deleted(_ request: Request, context: ReaderContext) async throws -> Response {
        try await pages.read(request, context) { page in try DeletePages.deleted(page, PageMaker.entryPath(context, page)) }
    }

    @Sendable func confirmDiscard(_ request: Request, context: ReaderContext) async throws -> Response {
        try await pages.read(request, context) { page in try WritePages.confirmDiscard(page, PageMaker.entryPath(context, page)) }
    }

    @Sendable func discard(_ request: Request, context: ReaderContext) async throws -> Response {
        _ = try await writeForm(DiscardForm.self, request, context)
        return try await pages.write(request, context) { page in try WritePages.discard(page, PageMaker.entryPath(context, page)) }
    }

    @Sendable func save(_ request: Request, context: ReaderContext) async throws -> Response {
        let form = try await writeForm(SaveForm.self, request, context)
        return try await pages.write(request, context) { page in try WritePages.save(page, PageMaker.entryPath(context, page), form: form) }
    }

    @Sendable func draft(_ request: Request, context: ReaderContext) async throws -> Response {
        let form = try await writeForm(SaveForm.self, request, context)
        return try await pages.write(request, context) { page in
            try WritePages.keepDraft(page, PageMaker.entryPath(context, page), form: form)
        }
    }

    @Sendable func delete(_ request: Request, context: ReaderContext) async throws -> Response {
        let form = try await writeForm(DeleteForm.self, request, context)
        return try await pages.write(request, context) { page in try DeletePages.delete(page, PageMaker.entryPath(context, page), form: form) }
    }

    @Sendable func restore(_ request: Request, context: ReaderContext) async throws -> Response {
        _ = try await writeForm(RestoreForm.self, request, context)
        return try await pages.write(request, context) { page in try DeletePages.restore(page, PageMaker.entryPath(context, page)) }
    }

    /// The request's form, when it carries the run's write key (its `csrf` field, else the `X-CSRF-Token`
    /// header); else 403. A form that cannot be read (another type 415, too large 413, not url-encoded 400)
    /// is refused with 403 all the same unless the header carries the key: nothing but the key's owner learns
    /// more than that.
    func writeForm<Form: WriteForm>(_ type: Form.Type, _ request: Request, _ context: ReaderContext) async throws -> Form {
        let header = request.headers[AccessGuard.writeKeyHeader]
        let refused = ReaderError(.forbidden, pages.language(request).text.webBadRequest, language: pages.language(request))
        let form: Form
        do {
            form = try await request.decode(as: Form.self, context: context)
        } catch {
            guard AccessKeys.matches(header?[...], pages.settings.keys.writeKey) else { throw refused }
            throw error
        }
        guard AccessKeys.matches((form.csrf ?? header)?[...], pages.settings.keys.writeKey) else { throw refused }
        return form
    }
}
