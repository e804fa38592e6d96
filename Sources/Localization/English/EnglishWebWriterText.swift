extension EnglishText {
    public var webBody: String { "Entry" }
    public var webDetails: String { "Details" }
    public var webDate: String { "Date" }
    public var webTime: String { "Time" }
    public var webWeather: String { "Weather" }
    public var webWeatherHint: String { "Like: Rain, 12°C" }
    public var webTags: String { "Tags" }
    public var webTagsHint: String { "Separated by commas" }
    public var webStarred: String { "Starred" }
    public var webDateNamesTheFile: String { "The date names the entry's file, so it stays." }
    public var webOtherKeys: String { "Other keys, kept as written" }
    public var webRawView: String { "Advanced: edit the raw file" }
    public var webWholeFile: String { "The whole file, front matter and all" }
    public var webFormView: String { "Back to the form" }
    public var webDiscard: String { "Discard" }
    public var webDiscardQuestion: String { "Discard what you wrote here? Nothing is saved and no draft is kept." }
    public var webKeepWriting: String { "Keep writing" }
    public var webDiscarded: String { "Discarded: nothing was saved." }
    public var webSaveShortcut: String { "Ctrl+S" }
    public func webNotADateAndTime(date: String, time: String) -> String {
        "\"\(date) \(time)\" is no date and time: write the date like 2026-11-25 and the time like 21:14."
    }
    public func webDateIsTheFiles(file: String, day: String) -> String {
        "The date names the file (\(file)), so an entry keeps its day (\(day)): to write on another day, start a new entry there."
    }
    public func webShownRaw(reason: String) -> String { "The front matter cannot be shown as fields, so here is the whole file: \(reason)" }
}
