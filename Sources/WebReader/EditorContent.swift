import Foundation
import VaultKit

/// What a writer's page holds: the form (the fields over the text before the body, and the body) or the
/// whole file in one text area (the raw view, and any text whose front matter cannot be shown as fields).
enum EditorContent {
    case form(EntryForm, fields: EntryFormFields, body: String)
    case raw(String)

    /// `text` as the form shows it, else (a front matter that cannot be read) as the raw view does, with why.
    static func shown(_ text: String, path: EntryPath) -> (content: EditorContent, problem: Error?) {
        do {
            let form = try EntryForm(text: text, day: path.day, file: path.relativePath)
            return (.form(form, fields: form.fields, body: form.body), nil)
        } catch {
            return (.raw(text), error)
        }
    }

    /// What the page sent: the form's fields and body over its `head`, or the raw view's `text`. A `head`
    /// that cannot be read (the page did not send the one it was given) comes back as the raw view of it
    /// and the body.
    init(_ sent: SaveForm, path: EntryPath) {
        guard let body = sent.body else {
            self = .raw(sent.text ?? "")
            return
        }
        let head = sent.head ?? ""
        guard let form = try? EntryForm(text: head, day: path.day, file: path.relativePath) else {
            self = .raw(head + body)
            return
        }
        // The one-line fields are text areas that wrap: a line break pasted into one is a space.
        let line = { (value: String?) in (value ?? "").split(whereSeparator: \.isNewline).joined(separator: " ") }
        let fields = EntryFormFields(
            date: sent.date ?? form.fields.date, time: sent.time ?? form.fields.time, place: line(sent.place),
            weather: line(sent.weather), tags: line(sent.tags), starred: sent.starred != nil)
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

    /// The day the form's date names when the person changed it (to a day that is one).
    var changedDay: Day? {
        guard case .form(let form, let fields, _) = self, fields.date != form.fields.date else { return nil }
        return Day(fields.date.trimmingCharacters(in: .whitespaces))
    }
}
