import Foundation
import Hummingbird
import VaultKit

/// The writer's page for one entry: the form (`editor`: the body with its label, focused at its end; the
/// fields; the keys no field shows, read-only) or the whole file (`editorRaw`), each with Save and Discard
/// beside the title (at the bottom of a phone's screen), and the conflict page.
enum EditorPage {
    /// What the page is about: the entry's name, the version its text started from (empty: a new entry).
    struct Subject {
        let path: EntryPath
        let version: String
        var isNew: Bool { version.isEmpty }
    }

    static func render(
        _ page: PageContext, _ subject: Subject, _ content: EditorContent, notice: String? = nil, problem: String? = nil,
        status: HTTPResponse.Status = .ok
    ) -> Response {
        let path = subject.path
        let untitled = subject.isNew ? page.text.webNewEntry : page.text.untitled
        var values: [String: Any] = [
            "version": subject.version, "action": "/-/save/" + path.name, "draftAction": "/-/draft/" + path.name,
            "discardHref": "/-/discard/" + path.name,
            "discardAction": "/-/discard/" + path.name, "keepHref": "#text", "untitled": untitled
        ]
        let template: String
        let heading: String
        switch content {
        case .form(let form, let fields, let body):
            template = "editor"
            heading = title(of: body, key: form.titleKey, or: untitled)
            values["head"] = form.head
            values["body"] = body
            values["fields"] = [
                "date": fields.date, "time": fields.time, "place": fields.place, "weather": fields.weather, "tags": fields.tags,
                "starred": fields.starred
            ]
            values["dateFixed"] = !subject.isNew
            if !form.otherLines.isEmpty { values["otherLines"] = form.otherLines.joined(separator: "\n") }
            values["rawHref"] = subject.isNew ? nil : "/-/edit/" + path.name + "?raw=1"
        case .raw(let text):
            template = "editorRaw"
            let shown = EditorContent.shown(text, path: path, zone: page.vault.timeZone)
            if case .form(let form, _, let body) = shown.content {
                heading = title(of: body, key: form.titleKey, or: untitled)
                values["formHref"] = subject.isNew ? nil : "/-/edit/" + path.name
            } else {
                heading = untitled
            }
            values["text"] = text
            values["caret"] = caret(in: text)
        }
        values["heading"] = heading
        let html = PageRenderer.shared.page(
            template, values,
            frame: page.frame(title: heading + " · " + page.text.webDiary, pageClass: "editor", notice: notice, problem: problem))
        return ReaderResponse.html(html, status: status)
    }

    /// The entry's title by the contract's rule: its `title` key, else the body's first line (without a
    /// heading's `#`), else `untitled`.
    static func title(of body: String, key: String?, or untitled: String) -> String {
        let title = key ?? EntryText.title(of: body)
        return title.isEmpty ? untitled : title
    }

    /// 409: both texts side by side, the person's whole text in the form again. Save (a choice made having
    /// seen the other text) saves over the version shown, and only over that one; everything else the page
    /// sends (the draft kept while typing, the save made on leaving the page) carries `started`, the version
    /// the person's text began from, so that leaving keeps their text as a draft and the version on disk as
    /// it is.
    static func conflict(_ page: PageContext, path: EntryPath, yours: String, started: String, file: String, draft: String) -> Response {
        // The text shown and its version from one read: a change between two reads would be saved over unseen.
        let onDisk = try? page.vault.rawTextAndVersion(path)
        let values: [String: Any] = [
            "explanation": page.text.webConflictExplained(file: file, draft: draft), "yours": yours, "onDisk": onDisk?.text ?? "",
            "version": onDisk?.version ?? "", "started": started, "action": "/-/save/" + path.name,
            "draftAction": "/-/draft/" + path.name, "discardHref": "/-/discard/" + path.name,
            "discardAction": "/-/discard/" + path.name, "keepHref": "#text", "heading": page.text.webConflictHeading
        ]
        let html = PageRenderer.shared.page("conflict", values, frame: page.frame(title: page.text.webConflictHeading, pageClass: "editor"))
        return ReaderResponse.html(html, status: .conflict)
    }

    /// Where the caret goes in the raw view's text area holding `text`, in UTF-16 code units of what the text
    /// area holds (the HTML parser makes every CRLF and lone CR a LF): at the start of the line the editor
    /// would open at (`WritingLine`: the first conflict marker, else the body's first line, below the front
    /// matter), after a BOM; the end when that line is past the last.
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
}
