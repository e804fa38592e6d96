/// The pages of `diary serve`: what a browser shows around the entries.
public protocol WebText: Sendable {
    /// The page's language, as HTML's `lang` writes it.
    var pageLanguage: String { get }
    var webDiary: String { get }
    var webEntries: String { get }
    var webCalendar: String { get }
    var webOnThisDay: String { get }
    var webSearchPlaceholder: String { get }
    var webNewEntry: String { get }
    var webEdit: String { get }
    var webDelete: String { get }
    var webSave: String { get }
    var webCancel: String { get }
    var webRestore: String { get }
    var webBackToList: String { get }
    var webTag: String { get }
    var webPlace: String { get }
    var webStarredOnly: String { get }
    var webFilter: String { get }
    var webClearFilters: String { get }
    var webNoEntries: String { get }
    var webNothingFound: String { get }
    var webPickAnEntry: String { get }
    var webAttachments: String { get }
    var webLess: String { get }
    var webMore: String { get }
    /// Beside a search's results: how many entries matched.
    func webMatches(_ count: Int) -> String
    /// A day of the calendar: how many entries and words were written on it.
    func webDayTotals(entries: Int, words: Int) -> String
    /// A heading of "On this day": how long ago the entries below it were written.
    func webYearsAgo(_ years: Int) -> String
    var webNothingOnThisDay: String { get }
    /// The question of the page that deletes an entry.
    func webDeleteQuestion(title: String, file: String) -> String
    func webDeleted(file: String, commit: String) -> String
    func webRestored(file: String, commit: String) -> String
    func webSaved(file: String, commit: String) -> String
    var webNoChanges: String { get }
    var webDraftSaved: String { get }
    var webDraftNotSaved: String { get }
    var webDraftResumed: String { get }
    /// Why a save was refused: the text of the page is kept as it was typed.
    func webNotSaved(_ reason: String) -> String
    var webConflictHeading: String { get }
    func webConflictExplained(file: String, draft: String) -> String
    var webConflictYourText: String { get }
    var webConflictOnDisk: String { get }
    var webEmptied: String { get }
    var webNothingWritten: String { get }
    /// A request without the run's token.
    var webNeedsToken: String { get }
    var webNotFound: String { get }
    var webBadRequest: String { get }
    /// A draft resumed in the editor that was begun from another version of the entry than the one on disk
    /// now (or from one not known): saving it shows both texts first. `draft` is the draft's file.
    func webDraftResumedChanged(draft: String) -> String
    /// On an entry's edit page: texts of this entry kept beside its draft, never saved (`files`, one or more
    /// paths joined by commas).
    func webEarlierTextsKept(files: String) -> String
    /// A delete refused because the entry changed after its confirmation page was opened.
    func webDeleteChangedMeanwhile(file: String) -> String
    /// A delete that did not say which version of the entry it deletes.
    var webDeleteNeedsVersion: String { get }
    var webLookAtEntry: String { get }
    /// The first link of every page, for the keyboard: past the bar at the top to the page's content.
    var webSkipToContent: String { get }
    /// What a screen reader calls the bar's links to the reader's pages (calendar, on this day, new entry).
    var webPagesNavigation: String { get }
    /// What a screen reader calls the links to the previous and next month of the list.
    var webMonthsNavigation: String { get }
    /// What a screen reader calls the links to the previous and next year of the calendar.
    var webYearsNavigation: String { get }
    /// What a screen reader calls the links to the previous and next day of "On this day".
    var webDaysNavigation: String { get }
    /// What `diary serve` prints once it listens: the vault and the address to open.
    func serveStarted(vault: String, url: String) -> String
    var serveStopped: String { get }
    func serveCannotListen(address: String, reason: String) -> String
    func serveCannotOpenBrowser(reason: String) -> String
    func serveProgramMissing(path: String, reason: String) -> String
    func servePortOutOfRange(_ port: Int) -> String
    /// `--listen` given the unspecified address, `address` as the system writes it (`given` may be another
    /// spelling of it: `0`, `0x0`, `::ffff:0.0.0.0`).
    func serveListenEveryAddress(_ given: String, address: String) -> String
    /// `--listen` given what is no IP address (a name, an IPv6 zone).
    func serveListenNotAnAddress(_ given: String) -> String
    /// The server's time for a connection to show the key, from the environment (`DIARY_SERVE_KEY_TIMEOUT`),
    /// that is no number of seconds from `lowest` to `highest`.
    func serveBadKeyTimeout(variable: String, value: String, lowest: String, highest: String) -> String
}
