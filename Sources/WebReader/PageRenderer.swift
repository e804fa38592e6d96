import EntryDisplay
import Localization
import Mustache

/// Renders the templates of `PageTemplates` into whole pages: the page's content first, then the layout
/// around it (the bar with the search box, the page's language, the write key the page's forms carry).
struct PageRenderer: Sendable {
    static let shared = PageRenderer()

    private let library: MustacheLibrary

    /// The name of `ScalarHTML`, which every template's first line asks for (`{{% CONTENT_TYPE: … }}`).
    static let contentType = "HTML_SCALARS"

    init() {
        // Before the templates are read: the pragma names it.
        MustacheContentTypes.register(ScalarHTML(), named: Self.contentType)
        var library = MustacheLibrary()
        for (name, text) in PageTemplates.all {
            // The templates are this module's own text: one that does not parse is a bug caught by the first test.
            do { try library.register(text, named: name) } catch { preconditionFailure("template \(name): \(error)") }
        }
        self.library = library
    }

    /// What every page around its content needs.
    struct Frame {
        var language: PageLanguage
        var title: String
        var pageClass: String
        var writeKey: String = ""
        var query: String = ""
        var notice: String?
        var problem: String?
    }

    /// The page `template` makes of `values`, inside the layout.
    func page(_ template: String, _ values: [String: Any], frame: Frame) -> String {
        var values = values
        values["t"] = Self.labels(frame.language.text)
        values["writeKey"] = frame.writeKey
        let content = render(template, values)
        var outer: [String: Any] = [
            "lang": frame.language.text.pageLanguage, "title": frame.title, "pageClass": frame.pageClass,
            "writeKey": frame.writeKey, "query": frame.query, "content": content, "t": values["t"]!
        ]
        if let notice = frame.notice { outer["notice"] = notice }
        if let problem = frame.problem { outer["problem"] = problem }
        return render("layout", outer)
    }

    /// One template alone (a part of a page).
    func render(_ template: String, _ values: [String: Any]) -> String {
        library.render(values, withTemplate: template) ?? ""
    }

    /// A page holding one line: why a request was refused, or that there is no such page.
    func message(_ message: String, language: PageLanguage) -> String {
        page("message", ["message": message], frame: Frame(language: language, title: language.text.webDiary, pageClass: "message"))
    }

    /// The words of the pages' frame and forms, for `{{t.name}}`.
    static func labels(_ text: any WebText & WebWriterText) -> [String: String] {
        [
            "diary": text.webDiary, "entries": text.webEntries, "calendar": text.webCalendar, "onThisDay": text.webOnThisDay,
            "search": text.webSearchPlaceholder, "newEntry": text.webNewEntry, "edit": text.webEdit, "delete": text.webDelete,
            "save": text.webSave, "cancel": text.webCancel, "restore": text.webRestore, "backToList": text.webBackToList,
            "tag": text.webTag, "place": text.webPlace, "starredOnly": text.webStarredOnly, "filter": text.webFilter,
            "clearFilters": text.webClearFilters, "attachments": text.webAttachments, "less": text.webLess, "more": text.webMore,
            "nothingOnThisDay": text.webNothingOnThisDay, "draftSaved": text.webDraftSaved,
            "draftNotSaved": text.webDraftNotSaved, "conflictHeading": text.webConflictHeading,
            "conflictYourText": text.webConflictYourText, "conflictOnDisk": text.webConflictOnDisk,
            "lookAtEntry": text.webLookAtEntry, "skipToContent": text.webSkipToContent,
            "pagesNavigation": text.webPagesNavigation, "monthsNavigation": text.webMonthsNavigation,
            "yearsNavigation": text.webYearsNavigation, "daysNavigation": text.webDaysNavigation
        ].merging(writerLabels(text)) { first, _ in first }
    }

    /// The writer's words (`WebWriterText`).
    static func writerLabels(_ text: any WebWriterText) -> [String: String] {
        [
            "body": text.webBody, "details": text.webDetails, "date": text.webDate, "time": text.webTime, "weather": text.webWeather,
            "weatherHint": text.webWeatherHint, "tags": text.webTags, "tagsHint": text.webTagsHint, "starred": text.webStarred,
            "dateNamesTheFile": text.webDateNamesTheFile, "otherKeys": text.webOtherKeys, "rawView": text.webRawView,
            "wholeFile": text.webWholeFile, "formView": text.webFormView, "discard": text.webDiscard,
            "discardQuestion": text.webDiscardQuestion, "keepWriting": text.webKeepWriting, "saveShortcut": text.webSaveShortcut
        ]
    }
}

/// HTML escaping of `{{name}}` one Unicode scalar at a time (`HTMLText.escape`): swift-mustache's own escapes
/// whole Characters, so a quote followed by a combining mark would close an attribute.
struct ScalarHTML: MustacheContentType {
    func escapeText(_ text: String) -> String { HTMLText.escape(text) }
}
