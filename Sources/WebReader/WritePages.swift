import Foundation
import Hummingbird
import Localization
import NewEntryMoments
import VaultKit

/// Writing in the browser: a new entry, an edit, the draft kept while typing, Discard. Every save goes through the vault's one path for saves (`saveWholeText`, as `diary open`): the
/// same front-matter rules, the vault's lock, one commit, `New …` or `Edit …`.
enum WritePages {
    /// `/-/edit/NAME`: the form (`?raw=1`: the whole file, front matter included, as in an editor), holding
    /// the entry or the draft an earlier edit left with words in it, then with the version that draft started
    /// from, so that a change made on disk since is a conflict, not overwritten (a draft whose start is not
    /// known counts as begun from another version). Texts of the entry kept beside its draft (a save refused
    /// because the entry had changed, one made while an editor had it open) are named on the page. A front
    /// matter the form cannot show is shown whole, with why.
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
        var problems = busy.map { [$0] } ?? []
        var content = EditorContent.raw(text)
        if page.query.raw == nil {
            let shown = EditorContent.shown(text, path: path, zone: page.vault.timeZone)
            content = shown.content
            if let error = shown.problem { problems.append(page.text.webShownRaw(reason: message(error, page))) }
        }
        return EditorPage.render(
            page, .init(path: path, version: draft == nil ? current : start ?? unknownVersion), content,
            notice: notices.isEmpty ? nil : notices.joined(separator: " "), problem: problems.isEmpty ? nil : problems.joined(separator: " "))
    }

    /// The version a page carries for a text whose start is not known: it is no entry's, so its save is
    /// refused and shown beside the entry on disk (the conflict page) rather than saved over it.
    static let unknownVersion = "unknown"

    /// The drafts beside the entry's own that hold texts of `path` never saved (`NAME-conflict-….md`,
    /// `NAME-kept-….md`, and `NAME-new.md`, a new entry's text whose name this entry took), newest first.
    static func keptTexts(_ page: PageContext, _ path: EntryPath) -> [String] {
        page.vault.drafts().filter { $0.entry == path && [.conflict, .kept, .new].contains($0.kind) }.map(\.url.path)
    }

    /// `/-/new`: a new entry of today (`?day=YYYY-MM-DD`: of that day) as a form with an empty body, its
    /// fields filled as `diary new` fills them (the settings' place and tags; no weather invented), or the
    /// draft a new entry of that name left. The place and weather lookup `diary new` would start starts now
    /// (online, a place known, today's entry); the save takes what it found (`NewEntryLookups`).
    static func new(_ page: PageContext) throws -> Response {
        let day = page.query.day.flatMap { Day($0) } ?? page.vault.today()
        let path = page.vault.nextFreePath(on: day)
        let settings: Settings
        do {
            settings = try page.settings.newEntrySettings()
        } catch let error as SettingsError {
            throw ReaderError(.internalServerError, error.message(in: page.text), language: page.language)
        }
        let initial = NewEntryMoment(settings: settings, location: nil, weather: nil, tags: [], noWeather: false, star: false)
        let lookup = NewEntryMomentSource.start(
            initial, settings: settings, day: day, today: page.vault.today(), offline: page.settings.offline,
            language: page.language.language)
        NewEntryLookups.shared.keep(lookup, for: path.name)
        let (draft, _, busy) = leftoverDraft(page, path)
        let text = draft ?? page.vault.newEntryText(created: page.vault.creationTime(for: day), moment: initial, body: "")
        let (content, error) = EditorContent.shown(text, path: path, zone: page.vault.timeZone)
        let problems = [busy, error.map { page.text.webShownRaw(reason: message($0, page)) }].compactMap { $0 }
        return EditorPage.render(
            page, .init(path: path, version: ""), content, notice: draft == nil ? nil : page.text.webDraftResumed,
            problem: problems.isEmpty ? nil : problems.joined(separator: " "))
    }

    /// The draft of `path` with words in it and the version it started from, looked at only while no editor
    /// has the entry open (looking removes a draft nobody wrote in, which an editor may be about to use);
    /// when one has, why not, to say on the page.
    private static func leftoverDraft(_ page: PageContext, _ path: EntryPath) -> (text: String?, version: String?, busy: String?) {
        let lock: DraftLock
        do {
            lock = try page.vault.lockDraft(of: path)
        } catch {
            return (nil, nil, message(error, page))
        }
        defer { withExtendedLifetime(lock) {} }
        guard let text = page.vault.leftoverDraft(for: path) else { return (nil, nil, nil) }
        return (text, page.vault.draftStartVersion(for: path), nil)
    }

    /// `POST /-/save/NAME`: saves what the page sent (the form's fields and body, or the raw view's text);
    /// with `version` empty, as a new entry: under the day its date names, with what the place and weather
    /// lookup found in the fields left as they began (the draft kept under the page's own name goes once it
    /// is saved). An existing entry keeps its day: a form that moves it is refused (422). A refused form's
    /// text is kept as the entry's draft, as the vault keeps a refused save's.
    static func save(_ page: PageContext, _ path: EntryPath, form: SaveForm) -> Response {
        let version = form.version.flatMap { $0.isEmpty ? nil : $0 }
        let subject = EditorPage.Subject(path: path, version: version ?? "")
        let content = EditorContent(form, path: path, zone: page.vault.timeZone)
        let refuse = { (problem: String) in
            try? page.vault.keepDraft(lineEndings(content.untouchedText, like: page, path), of: path, startedFrom: version)
            return EditorPage.render(page, subject, content, problem: problem, status: .unprocessableContent)
        }
        var target = path
        if version == nil, let day = content.formDay, day != path.day {
            target = page.vault.nextFreePath(on: day)
        } else if version != nil, content.changedDay != nil {
            return refuse(page.text.webDateIsTheFiles(file: path.relativePath, day: path.day.description))
        }
        let text: String
        do {
            text = lineEndings(try content.text(path: path, zone: page.vault.timeZone), like: page, path)
        } catch {
            return refuse(message(error, page))
        }
        var newEntry: NewEntryStart?
        var moment: NewEntryMoment?
        if version == nil, let lookup = NewEntryLookups.shared.take(path.name) {
            newEntry = NewEntryStart(created: page.vault.creationTime(for: target.day), moment: lookup.initial)
            // The weather now says nothing of another day's entry.
            moment = target.day == path.day ? lookup.atSave().moment : nil
        }
        do {
            switch try page.vault.saveWholeText(text, to: target, startedFrom: version, newEntry: newEntry, moment: moment) {
            case .saved(let saved, let commit, _):
                if saved != path, version == nil { try? page.vault.discardDraft(of: path) }
                return ReaderResponse.redirect(to: EntryListItems.href(saved) + "?saved=" + commit)
            case .unchanged:
                return ReaderResponse.redirect(to: EntryListItems.href(path) + "?unchanged=1")
            case .nothingWritten, .leftAsTemplate:
                return EditorPage.render(page, subject, content, problem: page.text.webNothingWritten, status: .unprocessableContent)
            case .emptied:
                return EditorPage.render(page, subject, content, problem: page.text.webEmptied, status: .unprocessableContent)
            }
        } catch VaultError.changedMeanwhile(let file, let draft) {
            return EditorPage.conflict(page, path: path, yours: text, started: version ?? "", file: file, draft: draft)
        } catch let error as VaultError {
            return EditorPage.render(page, subject, content, problem: page.text.webNotSaved(error.message(in: page.text)), status: .conflict)
        } catch {
            return EditorPage.render(page, subject, content, problem: page.text.webNotSaved("\(error)"), status: .internalServerError)
        }
    }

    /// `POST /-/draft/NAME`: keeps what is being typed as the entry's draft (the whole text the save would
    /// write; when the fields cannot be put together, the text before the body and the body as they are);
    /// commits nothing.
    static func keepDraft(_ page: PageContext, _ path: EntryPath, form: SaveForm) -> Response {
        let version = form.version.flatMap { $0.isEmpty ? nil : $0 }
        let content = EditorContent(form, path: path, zone: page.vault.timeZone)
        let text = (try? content.text(path: path, zone: page.vault.timeZone)) ?? content.untouchedText
        do {
            try page.vault.keepDraft(lineEndings(text, like: page, path), of: path, startedFrom: version)
            return ReaderResponse.text(page.text.webDraftSaved)
        } catch let error as VaultError {
            return ReaderResponse.text(error.message(in: page.text), status: .conflict)
        } catch {
            return ReaderResponse.text(message(error, page), status: .internalServerError)
        }
    }

    /// `/-/discard/NAME`: the confirmation, for a browser that runs no script (the page's own asks in a
    /// dialog).
    static func confirmDiscard(_ page: PageContext, _ path: EntryPath) -> Response {
        let keep = page.vault.exists(path) ? "/-/edit/" + path.name : "/-/new?day=\(path.day)"
        let values: [String: Any] = ["discardAction": "/-/discard/" + path.name, "keepHref": keep]
        return ReaderResponse.html(
            PageRenderer.shared.page("confirmDiscard", values, frame: page.frame(title: page.text.webDiscard, pageClass: "confirm")))
    }

    /// `POST /-/discard/NAME`: throws away what the page kept of the entry (its draft), commits nothing, and
    /// goes back to the entry as saved (a new entry: to the list), saying so.
    static func discard(_ page: PageContext, _ path: EntryPath) throws -> Response {
        do {
            try page.vault.discardDraft(of: path)
        } catch let error as VaultError {
            throw ReaderError(.conflict, error.message(in: page.text), language: page.language)
        }
        _ = NewEntryLookups.shared.take(path.name)
        return ReaderResponse.redirect(to: (page.vault.exists(path) ? EntryListItems.href(path) : "/") + "?discarded=1")
    }

    /// What went wrong, in the page's language.
    static func message(_ error: Error, _ page: PageContext) -> String {
        switch error {
        case let error as VaultError: return error.message(in: page.text)
        case EntryFormProblem.notADateAndTime(let date, let time): return page.text.webNotADateAndTime(date: date, time: time)
        default: return "\(error)"
        }
    }

    /// The line an entry's page shows after a write, from its query (`?saved=abc1234`).
    static func notice(_ page: PageContext, _ path: EntryPath) -> String? {
        if let commit = DeletePages.commitID(page.query.saved) { return page.text.webSaved(file: path.relativePath, commit: commit) }
        if let commit = DeletePages.commitID(page.query.restored) { return page.text.webRestored(file: path.relativePath, commit: commit) }
        if page.query.unchanged != nil { return page.text.webNoChanges }
        return nil
    }

    /// The text with the line endings of the entry on disk: a form sends a text area's lines ending in CRLF
    /// and a script in LF, whatever the file had. The entry's own text but for its line endings is the
    /// entry's bytes (a file of mixed line endings, or lone CRs, is not rewritten by opening and saving it);
    /// else a file whose every line ends in CRLF keeps CRLF, and any other, and a new entry, gets LF.
    static func lineEndings(_ text: String, like page: PageContext, _ path: EntryPath) -> String {
        let lf = text.replacingOccurrences(of: "\r\n", with: "\n")
        guard page.vault.exists(path), let saved = try? page.vault.rawText(path) else { return lf }
        let savedLF = saved.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        if savedLF == lf.replacingOccurrences(of: "\r", with: "\n") { return saved }
        let lineFeeds = saved.utf8.count { $0 == UInt8(ascii: "\n") }
        let crlf = lineFeeds > 0 && saved.components(separatedBy: "\r\n").count - 1 == lineFeeds
        return crlf ? lf.replacingOccurrences(of: "\n", with: "\r\n") : lf
    }
}
