import Foundation
import Hummingbird
import Localization
import VaultKit

/// Writing in the browser: a new entry, an edit, the draft kept while typing, delete with a confirmation and
/// restore. Every save goes through the vault's one path for saves (`saveWholeText`, as `diary open`): the
/// same front-matter rules, the vault's lock, one commit, `New …` or `Edit …`.
enum WritePages {
    /// `/-/edit/NAME`: the whole file in a text area (front matter included, as in an editor), or the draft
    /// an earlier edit left with words in it, then with the version that draft started from, so that a
    /// change made on disk since is a conflict, not overwritten (a draft whose start is not known counts as
    /// begun from another version). Texts of the entry kept beside its draft (a save refused because the
    /// entry had changed, one made while an editor had it open) are named on the page.
    static func edit(_ page: PageContext, _ path: EntryPath) throws -> Response {
        guard page.vault.exists(path) else { throw ReaderError.notFound(page) }
        let (draft, start, busy) = leftoverDraft(page, path)
        let (saved, current) = try page.vault.rawTextAndVersion(path)
        let text = draft ?? saved
        var notices: [String] = []
        if draft != nil {
            notices.append(
                start == current ? page.text.webDraftResumed : page.text.webDraftResumedChanged(draft: page.vault.draftURL(for: path).path))
        }
        let kept = keptTexts(page, path)
        if !kept.isEmpty { notices.append(page.text.webEarlierTextsKept(files: kept.joined(separator: ", "))) }
        return editor(
            page, path: path, text: text, version: draft == nil ? current : start ?? unknownVersion, heading: path.relativePath,
            cancel: EntryListItems.href(path), notice: notices.isEmpty ? nil : notices.joined(separator: " "), problem: busy)
    }

    /// The version a page carries for a text whose start is not known: it is no entry's, so its save is
    /// refused and shown beside the entry on disk (the conflict page) rather than saved over it.
    static let unknownVersion = "unknown"

    /// The drafts beside the entry's own that hold texts of `path` never saved (`NAME-conflict-….md`,
    /// `NAME-kept-….md`, and `NAME-new.md`, a new entry's text whose name this entry took), newest first.
    static func keptTexts(_ page: PageContext, _ path: EntryPath) -> [String] {
        page.vault.drafts().filter { $0.entry == path && [.conflict, .kept, .new].contains($0.kind) }.map(\.url.path)
    }

    /// `/-/new`: a new entry of today (`?day=YYYY-MM-DD`: of that day), its front matter written as `diary new`
    /// writes it, or the draft a new entry of that name left.
    static func new(_ page: PageContext) -> Response {
        let day = page.query.day.flatMap { Day($0) } ?? page.vault.today()
        let path = page.vault.nextFreePath(on: day)
        let (draft, _, busy) = leftoverDraft(page, path)
        let text = draft ?? page.vault.newEntryText(created: page.vault.creationTime(for: day))
        return editor(
            page, path: path, text: text, version: "", heading: page.text.webNewEntry, cancel: "/",
            notice: draft == nil ? nil : page.text.webDraftResumed, problem: busy)
    }

    /// The draft of `path` with words in it and the version it started from, looked at only while no editor
    /// has the entry open (looking removes a draft nobody wrote in, which an editor may be about to use);
    /// when one has, why not, to say on the page.
    private static func leftoverDraft(_ page: PageContext, _ path: EntryPath) -> (text: String?, version: String?, busy: String?) {
        let lock: DraftLock
        do {
            lock = try page.vault.lockDraft(of: path)
        } catch let error as VaultError {
            return (nil, nil, error.message(in: page.text))
        } catch {
            return (nil, nil, "\(error)")
        }
        defer { withExtendedLifetime(lock) {} }
        guard let text = page.vault.leftoverDraft(for: path) else { return (nil, nil, nil) }
        return (text, page.vault.draftStartVersion(for: path), nil)
    }

    /// `POST /-/save/NAME`: saves the text; with `version` empty, as a new entry.
    static func save(_ page: PageContext, _ path: EntryPath, form: SaveForm) -> Response {
        let text = lineEndings(form.text ?? "", like: page, path)
        let version = form.version.flatMap { $0.isEmpty ? nil : $0 }
        let cancel = version == nil ? "/" : EntryListItems.href(path)
        let heading = version == nil ? page.text.webNewEntry : path.relativePath
        do {
            switch try page.vault.saveWholeText(text, to: path, startedFrom: version) {
            case .saved(let saved, let commit, _):
                return ReaderResponse.redirect(to: EntryListItems.href(saved) + "?saved=" + commit)
            case .unchanged:
                return ReaderResponse.redirect(to: EntryListItems.href(path) + "?unchanged=1")
            case .nothingWritten, .leftAsTemplate:
                return editor(
                    page, path: path, text: text, version: version ?? "", heading: heading, cancel: cancel,
                    problem: page.text.webNothingWritten, status: .unprocessableContent)
            case .emptied:
                return editor(
                    page, path: path, text: text, version: version ?? "", heading: heading, cancel: cancel,
                    problem: page.text.webEmptied, status: .unprocessableContent)
            }
        } catch VaultError.changedMeanwhile(let file, let draft) {
            return conflict(page, path: path, yours: text, started: version ?? "", file: file, draft: draft)
        } catch let error as VaultError {
            return editor(
                page, path: path, text: text, version: version ?? "", heading: heading, cancel: cancel,
                problem: page.text.webNotSaved(error.message(in: page.text)), status: .conflict)
        } catch {
            return editor(
                page, path: path, text: text, version: version ?? "", heading: heading, cancel: cancel,
                problem: page.text.webNotSaved("\(error)"), status: .internalServerError)
        }
    }

    /// `POST /-/draft/NAME`: keeps the text being typed as the entry's draft; commits nothing.
    static func keepDraft(_ page: PageContext, _ path: EntryPath, form: SaveForm) -> Response {
        let version = form.version.flatMap { $0.isEmpty ? nil : $0 }
        do {
            try page.vault.keepDraft(lineEndings(form.text ?? "", like: page, path), of: path, startedFrom: version)
            return ReaderResponse.text(page.text.webDraftSaved)
        } catch let error as VaultError {
            return ReaderResponse.text(error.message(in: page.text), status: .conflict)
        } catch {
            return ReaderResponse.text("\(error)", status: .internalServerError)
        }
    }

    /// `/-/delete/NAME`: asks first, with the entry's version in the form (read before its title: a change
    /// between the two reads makes the delete refused, never a delete of a version not asked about).
    static func confirmDelete(_ page: PageContext, _ path: EntryPath) throws -> Response {
        guard let version = page.vault.entryVersion(path) else { throw ReaderError.notFound(page) }
        let title = (try? page.vault.read(path).title).flatMap { $0.isEmpty ? nil : $0 } ?? page.text.untitled
        let values: [String: Any] = [
            "question": page.text.webDeleteQuestion(title: title, file: path.relativePath),
            "action": "/-/delete/" + path.name, "cancelHref": EntryListItems.href(path), "version": version
        ]
        return ReaderResponse.html(
            PageRenderer.shared.page("confirmDelete", values, frame: page.frame(title: page.text.webDelete, pageClass: "confirm")))
    }

    /// `POST /-/delete/NAME`: deletes and commits (`Delete NAME`, as `diary rm`), then offers to restore;
    /// only the version the confirmation asked about (`version`). A delete of another version deletes
    /// nothing and says the entry changed (409); one that names no version is refused (400).
    static func delete(_ page: PageContext, _ path: EntryPath, form: DeleteForm) throws -> Response {
        guard page.vault.exists(path) else { throw ReaderError.notFound(page) }
        guard let version = form.version, !version.isEmpty else {
            throw ReaderError(.badRequest, page.text.webDeleteNeedsVersion, language: page.language)
        }
        do {
            let commit = try page.vault.delete(path, ifVersion: version, message: "Delete \(path.name)")
            return ReaderResponse.redirect(to: "/-/deleted/\(path.name)?commit=\(commit.short)")
        } catch is EntryChangedSinceSeen {
            let values: [String: Any] = [
                "message": page.text.webDeleteChangedMeanwhile(file: path.relativePath), "entryHref": EntryListItems.href(path)
            ]
            let html = PageRenderer.shared.page("deleteRefused", values, frame: page.frame(title: page.text.webDelete, pageClass: "confirm"))
            return ReaderResponse.html(html, status: .conflict)
        } catch let error as VaultError {
            throw ReaderError(.conflict, error.message(in: page.text), language: page.language)
        }
    }

    /// `/-/deleted/NAME?commit=…`: says so, with Restore.
    static func deleted(_ page: PageContext, _ path: EntryPath) -> Response {
        guard !page.vault.exists(path) else { return ReaderResponse.redirect(to: EntryListItems.href(path)) }
        let values: [String: Any] = [
            "message": page.text.webDeleted(file: path.relativePath, commit: commitID(page.query.commit) ?? "?"),
            "action": "/-/restore/" + path.name
        ]
        return ReaderResponse.html(
            PageRenderer.shared.page("deleted", values, frame: page.frame(title: page.text.webDelete, pageClass: "confirm")))
    }

    /// `POST /-/restore/NAME`: brings the entry back as it was before it was deleted (`diary restore`).
    static func restore(_ page: PageContext, _ path: EntryPath) throws -> Response {
        do {
            let (commit, _) = try page.vault.restore(path, at: nil)
            return ReaderResponse.redirect(to: EntryListItems.href(path) + "?restored=" + commit.short)
        } catch let error as VaultError {
            throw ReaderError(.conflict, error.message(in: page.text), language: page.language)
        }
    }

    /// The line an entry's page shows after a write, from its query (`?saved=abc1234`).
    static func notice(_ page: PageContext, _ path: EntryPath) -> String? {
        if let commit = commitID(page.query.saved) { return page.text.webSaved(file: path.relativePath, commit: commit) }
        if let commit = commitID(page.query.restored) { return page.text.webRestored(file: path.relativePath, commit: commit) }
        if page.query.unchanged != nil { return page.text.webNoChanges }
        return nil
    }

    /// The text with the line endings of the entry on disk: a form sends a text area's lines ending in CRLF
    /// and a script in LF, whatever the file had. A file whose every line ends in CRLF keeps CRLF; any other,
    /// and a new entry, gets LF.
    static func lineEndings(_ text: String, like page: PageContext, _ path: EntryPath) -> String {
        let lf = text.replacingOccurrences(of: "\r\n", with: "\n")
        guard page.vault.exists(path), let saved = try? page.vault.rawText(path) else { return lf }
        let lineFeeds = saved.utf8.count { $0 == UInt8(ascii: "\n") }
        let crlf = lineFeeds > 0 && saved.components(separatedBy: "\r\n").count - 1 == lineFeeds
        return crlf ? lf.replacingOccurrences(of: "\n", with: "\r\n") : lf
    }

    /// Where the caret goes in the text area holding `text`, in UTF-16 code units of what the text area holds
    /// (the HTML parser makes every CRLF and lone CR a LF): at the start of the line the editor would open
    /// at (`WritingLine`: the first conflict marker, else the body's first line, below the front matter),
    /// after a BOM; the end when that line is past the last.
    static func caret(in text: String) -> Int {
        let shown = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        let line = WritingLine.of(shown, atEnd: false)
        var offset = 0
        var current = 1
        for unit in shown.utf16 {
            if current == line { break }
            offset += 1
            if unit == 10 { current += 1 }
        }
        if current < line { return shown.utf16.count }
        return offset == 0 && shown.utf16.first == 0xFEFF ? 1 : offset
    }

    /// A commit id from a query: 4 to 40 hex digits, else nil.
    static func commitID(_ text: String?) -> String? {
        guard let text, (4...40).contains(text.utf8.count), text.utf8.allSatisfy({ $0.isHexDigit }) else { return nil }
        return text
    }

    // MARK: - Parts

    private static func editor(
        _ page: PageContext, path: EntryPath, text: String, version: String, heading: String, cancel: String,
        notice: String? = nil, problem: String? = nil, status: HTTPResponse.Status = .ok
    ) -> Response {
        let values: [String: Any] = [
            "heading": heading, "text": text, "version": version, "cancelHref": cancel, "caret": caret(in: text),
            "action": "/-/save/" + path.name, "draftAction": "/-/draft/" + path.name
        ]
        let html = PageRenderer.shared.page(
            "editor", values, frame: page.frame(title: heading, pageClass: "editor", notice: notice, problem: problem))
        return ReaderResponse.html(html, status: status)
    }

    /// 409: both texts side by side, the person's in the form again. Save (a choice made having seen the
    /// other text) saves over the version shown, and only over that one; everything else the page sends (the
    /// draft kept while typing, the save made on leaving the page) carries `started`, the version the
    /// person's text began from, so that leaving keeps their text as a draft and the version on disk as it is.
    private static func conflict(
        _ page: PageContext, path: EntryPath, yours: String, started: String, file: String, draft: String
    ) -> Response {
        // The text shown and its version from one read: a change between two reads would be saved over unseen.
        let onDisk = try? page.vault.rawTextAndVersion(path)
        let values: [String: Any] = [
            "explanation": page.text.webConflictExplained(file: file, draft: draft), "yours": yours, "onDisk": onDisk?.text ?? "",
            "version": onDisk?.version ?? "", "started": started, "action": "/-/save/" + path.name,
            "draftAction": "/-/draft/" + path.name, "cancelHref": EntryListItems.href(path)
        ]
        let html = PageRenderer.shared.page("conflict", values, frame: page.frame(title: page.text.webConflictHeading, pageClass: "editor"))
        return ReaderResponse.html(html, status: .conflict)
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
