import EntryDisplay
import Foundation
import NewEntryMoments
import VaultKit

/// How a new entry starts in the editor: `created`, the moment, and the vault's template filled in the
/// user's locale (`LC_ALL`, then `LC_TIME`, then `LANG`).
enum NewEntryBeginning {
    /// When the template shows `{{location}}` or `{{weather}}`, the editor opens once the lookup has
    /// answered or its deadline has passed, so they can be filled; otherwise at once.
    static func make(vault: Vault, settings: Settings, day: Day, moments: NewEntryMomentSource, now: Date = Date()) throws -> NewEntryStart {
        let created = vault.creationTime(for: day, now: now)
        guard let template = try vault.templateText(settings) else {
            return NewEntryStart(created: created, moment: moments.initial)
        }
        let shown = EntryTemplate.placeholders(in: template)
        let moment = shown.contains("location") || shown.contains("weather") ? moments.atSavePrinted() : moments.initial
        let filled = EntryTemplate.fill(template, with: values(created: created, moment: moment))
        return NewEntryStart(created: created, moment: moment, body: EntryTemplate.startingBody(filled), fromTemplate: true)
    }

    /// The placeholders' values: the date, weekday and time of `created` as the locale writes them,
    /// and the place and weather known now (empty when unknown).
    static func values(
        created: EntryTimestamp, moment: NewEntryMoment,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TemplateValues {
        TemplateValues(
            date: DateDisplay(template: "yMMMMd", environment: environment).string(created),
            weekday: DateDisplay(template: "EEEE", environment: environment).string(created),
            time: DateDisplay(template: "jmm", environment: environment).string(created),
            location: EntryFactText.place(moment.location) ?? "",
            weather: EntryFactText.weather(moment.weather) ?? "")
    }
}
