import Foundation
import Hummingbird
import Localization
import VaultKit

/// Deleting in the browser: a confirmation first, then one commit (`Delete NAME`, as `diary rm`) of the version
/// the confirmation asked about, and Restore.
enum DeletePages {
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

    /// A commit id from a query: 4 to 40 hex digits, else nil.
    static func commitID(_ text: String?) -> String? {
        guard let text, (4...40).contains(text.utf8.count), text.utf8.allSatisfy({ $0.isHexDigit }) else { return nil }
        return text
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
