/// The browser's writer: the form's fields, Save and Discard, the raw view.
public protocol WebWriterText: Sendable {
    /// The label of the body's text area.
    var webBody: String { get }
    /// The heading of the fields beside the body.
    var webDetails: String { get }
    var webDate: String { get }
    var webTime: String { get }
    var webWeather: String { get }
    /// How the weather is typed (`Rain, 12°C`).
    var webWeatherHint: String { get }
    var webTags: String { get }
    /// How tags are typed: separated by commas.
    var webTagsHint: String { get }
    var webStarred: String { get }
    /// The date of an entry that has one: it names the file, so it is not changed here.
    var webDateNamesTheFile: String { get }
    /// The keys of the front matter no field shows, kept as they are written.
    var webOtherKeys: String { get }
    /// The link to the whole file in one text area.
    var webRawView: String { get }
    /// The label of the text area holding the whole file.
    var webWholeFile: String { get }
    /// The link back from the whole file to the form.
    var webFormView: String { get }
    var webDiscard: String { get }
    /// The confirmation Discard asks for.
    var webDiscardQuestion: String { get }
    var webKeepWriting: String { get }
    /// After a discard: nothing saved, no draft kept.
    var webDiscarded: String { get }
    /// The key that saves, for Save's tooltip (`Ctrl+S`).
    var webSaveShortcut: String { get }
    /// A date or time typed that is none.
    func webNotADateAndTime(date: String, time: String) -> String
    /// The date of an existing entry was changed (the form does not let it; a page sent by hand may).
    func webDateIsTheFiles(file: String, day: String) -> String
    /// The front matter cannot be shown as fields: the whole file is shown instead, and why.
    func webShownRaw(reason: String) -> String
}
