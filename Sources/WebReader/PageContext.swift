import EntryDisplay
import Foundation
import Localization
import Synchronization
import VaultKit

/// What every page of one request works with: the vault as it is now, the page's language and its dates.
struct PageContext {
    let settings: ReaderSettings
    let language: PageLanguage
    let vault: Vault
    let query: PageQuery
    /// The query as the address has it (`tag=travel&month=2026-11`), "" without one.
    let queryText: String
    /// Dates and times as the list shows them (`Tue, Nov 25, 2026, 9:14 PM`; `2026년 11월 25일 (화) 오후 9:14`).
    let dates: DateDisplay

    var text: any InterfaceText { language.text }

    init(settings: ReaderSettings, language: PageLanguage, query: PageQuery, queryText: String = "") throws {
        self.settings = settings
        self.language = language
        self.vault = try settings.openVault()
        self.query = query
        self.queryText = queryText
        self.dates = DateDisplays.shared.display(locale: language.locale, template: "yMMMdEEEjmm")
    }

    /// A day or a month as a heading (`template` `yMMMM`: November 2026).
    func heading(_ day: Day, template: String) -> String {
        let display = DateDisplays.shared.display(locale: language.locale, template: template)
        return display.string(day.startDate(in: TimeZone(secondsFromGMT: 0)!), offsetMinutes: 0)
    }

    func frame(title: String, pageClass: String, notice: String? = nil, problem: String? = nil) -> PageRenderer.Frame {
        PageRenderer.Frame(
            language: language, title: title, pageClass: pageClass, writeKey: settings.keys.writeKey,
            query: query.q ?? "", notice: notice ?? (query.discarded != nil ? text.webDiscarded : nil), problem: problem)
    }
}

/// Date displays by locale and template, worked out once (a pattern costs more to work out from ICU than
/// thousands of dates cost to format) and copied for each request, since a display is not shared by threads.
final class DateDisplays: Sendable {
    static let shared = DateDisplays()

    private let made = Mutex<[String: DateDisplay]>([:])

    func display(locale: Locale, template: String) -> DateDisplay {
        let key = locale.identifier + "|" + template
        return made.withLock { made in
            if let display = made[key] { return display.copy() }
            let display = DateDisplay(locale: locale, template: template)
            made[key] = display
            return display.copy()
        }
    }
}
