/// The forms the reader's writes send, each decoded by `request.decode(as:context:)` (url-encoded, see
/// `ReaderContext`). Every field is optional: a form without one is answered by its page (a save without
/// `version` is a new entry's, a delete without one is refused), not by the decoder. A new form is a struct
/// here and, when it writes, `WriteForm`.

/// A form that writes: it carries the run's write key as `csrf`, or the page's script sends the key as the
/// `X-CSRF-Token` header (see `WritingController.writeForm`).
protocol WriteForm: Decodable, Sendable {
    var csrf: String? { get }
}

/// `POST /-/save/NAME` and `POST /-/draft/NAME`: the entry's text, and the version of the entry it started
/// from (empty for a new entry). The raw view sends the whole file as `text`; the form sends `head` (the
/// text before the body, as the page was given it), the fields and the `body` (see `EditorContent`).
struct SaveForm: WriteForm {
    var csrf: String?
    var version: String?
    var text: String?
    var head: String?
    var body: String?
    var date: String?
    var time: String?
    var place: String?
    var weather: String?
    var tags: String?
    /// `1` when the star is checked; a checkbox left unchecked sends nothing.
    var starred: String?
}

/// `POST /-/discard/NAME`: the key alone.
struct DiscardForm: WriteForm {
    var csrf: String?
}

/// `POST /-/delete/NAME`: the version of the entry the confirmation asked about.
struct DeleteForm: WriteForm {
    var csrf: String?
    var version: String?
}

/// `POST /-/restore/NAME`: the key alone.
struct RestoreForm: WriteForm {
    var csrf: String?
}

/// The query of a page (`request.uri.decodeQuery`): the search and the list's filters, which month, year
/// or day, and what an entry's page says after a write.
struct PageQuery: Decodable, Sendable {
    /// `/-/search`: the words; every page's search box shows them.
    var q: String?
    /// The list's and the search's filters.
    var tag: String?
    var place: String?
    var starred: String?
    /// `/?month=YYYY-MM`, `/-/calendar?year=YYYY`, `/-/on-this-day?day=…` and `/-/new?day=…`.
    var month: String?
    var year: String?
    var day: String?
    /// `/-/deleted/NAME?commit=…`.
    var commit: String?
    /// An entry's page after a write: `?saved=COMMIT`, `?restored=COMMIT`, `?unchanged=1`.
    var saved: String?
    var restored: String?
    var unchanged: String?
    /// Any page after a Discard: `?discarded=1`.
    var discarded: String?
    /// `/-/edit/NAME?raw=1`: the whole file in one text area.
    var raw: String?

    /// `value` with spaces around it removed, nil when it is missing or blank.
    static func trimmed(_ value: String?) -> String? {
        guard let value else { return nil }
        let trimmed = value.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
        return trimmed.isEmpty ? nil : String(trimmed)
    }
}
