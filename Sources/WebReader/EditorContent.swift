import Foundation
import VaultKit

/// What a writer's page holds: the form (the fields over the text before the body, and the body) or the
/// whole file in one text area (the raw view, and any text whose front matter cannot be shown as fields).
enum EditorContent {
    case form(EntryForm, fields: EntryFormFields, body: String)
    case raw(String)

    /// `text` as the form shows it, else (a front matter that cannot be read) as the raw view does, with why.
    static func shown(_ text: String, path: EntryPath, zone: TimeZone) -> (content: EditorContent, problem: Error?) {
        do {
            let form = try EntryForm(text: text, day: path.day, file: path.relativePath, zone: zone)
            return (.form(form, fields: form.fields, body: form.body), nil)
        } catch {
            return (.raw(text), error)
        }
    }

    /// What the page sent: the form's fields and body over its `head`, or the raw view's `text`. A `head`
    /// that cannot be read (the page did not send the one it was given) comes back as the raw view of it
    /// and the body.
    init(_ sent: SaveForm, path: EntryPath, zone: TimeZone) {
        guard let body = sent.body else {
            self = .raw(sent.text ?? "")
            return
        }
        let head = sent.head ?? ""
        guard let form = try? EntryForm(text: head, day: path.day, file: path.relativePath, zone: zone) else {
            self = .raw(head + body)
            return
        }
        // The one-line fields are text areas that wrap: a line break pasted into one is a space, and a value
        // the file holds on several lines (a YAML block) is unchanged when it comes back on one.
        let line = { (value: String) in value.split(whereSeparator: \.isNewline).joined(separator: " ") }
        let given = form.fields
        let kept = { (sent: String?, shown: String) in line(sent ?? "") == line(shown) ? shown : line(sent ?? "") }
        let fields = EntryFormFields(
            date: sent.date ?? given.date, time: sent.time ?? given.time, place: kept(sent.place, given.place),
            weather: kept(sent.weather, given.weather), tags: kept(sent.tags, given.tags), starred: sent.starred != nil)
        self = .form(form, fields: fields, body: body)
    }

    /// The entry's whole text. A form's body that changed gets a line ending at its end when it has none, as
    /// an editor gives it. Throws `EntryFormProblem` for a date or time that is none.
    func text(path: EntryPath, zone: TimeZone) throws -> String {
        switch self {
        case .raw(let text):
            return text
        case .form(let form, let fields, let body):
            let normalized = body.replacingOccurrences(of: "\r\n", with: "\n")
            let given = form.body.replacingOccurrences(of: "\r\n", with: "\n")
            let ended = normalized == given || normalized.isEmpty || normalized.hasSuffix("\n") ? body : body + "\n"
            return try form.text(fields: fields, body: ended, file: path.relativePath, zone: zone)
        }
    }

    /// What the page holds when its fields cannot be put together (a date or time that is none): the text
    /// before the body and the body as they are, to keep as a draft rather than lose.
    var untouchedText: String {
        switch self {
        case .raw(let text): return text
        case .form(let form, _, let body): return form.joining(body)
        }
    }

    /// The day the form's date names when the person changed it from the one the page showed (to a day
    /// that is one): an entry keeps its day.
    var changedDay: Day? {
        guard case .form(let form, let fields, _) = self, fields.date != form.fields.date else { return nil }
        return Day(fields.date.trimmingCharacters(in: .whitespaces))
    }

    /// The day the form's date names, changed or not: a new entry is saved under it.
    var formDay: Day? {
        guard case .form(_, let fields, _) = self else { return nil }
        return Day(fields.date.trimmingCharacters(in: .whitespaces))
    }
}
