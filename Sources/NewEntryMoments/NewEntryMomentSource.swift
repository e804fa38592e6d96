import Foundation
import Localization
import OpenMeteo
import Synchronization
import VaultKit

/// The moment of a new entry while a command runs: what flags and settings say, completed by a
/// place and weather lookup that starts with the command and runs while the person writes.
///
/// `diary new` and `diary open` make one with `start` before the editor opens, and the browser's writer
/// when its new-entry page is asked for. `initial` is what flags and settings say. `atSave()` is asked
/// when the entry is saved (or before the editor opens, when the template shows `{{location}}` or
/// `{{weather}}`): it waits for the lookup no longer than its deadline — 2 seconds from the start, for
/// the whole chain — and gives the moment with the coordinates and weather found, and one line per
/// failure for the front end to show. The front matter gets it in the fields the person did not change
/// (`NewEntryMoment.applied(to:opened:)`).
///
/// The settings' own place, found once, is kept in the user's settings (`SettingsPlace`), so it is never
/// looked up again. When the lookups fail because the machine is offline, the lines say so once a day
/// (`OfflineNotice`) and nothing the other days.
///
/// Nothing here reads the process's state: whether to go online, the language of the place names and
/// of the lines, and where the offline notice is kept, are given.
public final class NewEntryMomentSource: @unchecked Sendable {
    /// How long writing may wait for the network, in all.
    static let networkBound = Duration.seconds(2)

    /// What flags and settings say, known before the editor opens.
    public let initial: NewEntryMoment
    private let lookup: MomentLookup?
    private let text: any WeatherText
    private let settingsPlace: SettingsPlace?
    private let offlineNotice: OfflineNotice?
    private let completed = Mutex<(moment: NewEntryMoment, warnings: [String])?>(nil)

    public init(
        _ initial: NewEntryMoment, lookup: MomentLookup? = nil, text: any WeatherText = Language.english.text,
        settingsPlace: SettingsPlace? = nil, offlineNotice: OfflineNotice? = nil
    ) {
        self.initial = initial
        self.lookup = lookup
        self.text = text
        self.settingsPlace = settingsPlace
        self.offlineNotice = offlineNotice
    }

    /// Starts looking up what `moment` lacks: the coordinates of a place given by name, and the
    /// weather now when it is on, none was given, the place is known, and the entry is written today
    /// (the weather now says nothing about another day).
    /// Nothing is looked up `offline` (the program's `$DIARY_OFFLINE`) or when the settings say `offline`. `language` is the one of the place names asked for and of the lines.
    /// With `offlineNotice`, failures because the machine is offline make that notice's one line once a day
    /// instead of a line per failure.
    public static func start(
        _ moment: NewEntryMoment, settings: Settings, day: Day, today: Day, offline: Bool, language: Language,
        offlineNotice: OfflineNotice? = nil
    ) -> NewEntryMomentSource {
        if offline || settings.offline { return NewEntryMomentSource(moment, text: language.text) }
        let place = moment.needsCoordinates ? moment.locationName : nil
        let coordinates = moment.latitude.flatMap { latitude in
            moment.longitude.map { Coordinates(latitude: latitude, longitude: $0) }
        }
        let wantWeather = moment.needsWeather && day == today && (place != nil || coordinates != nil)
        guard place != nil || wantWeather else { return NewEntryMomentSource(moment, text: language.text) }
        let endpoints = OpenMeteoEndpoints(
            geocoding: settings.locationProviderURL.absoluteString,
            forecast: settings.weatherProviderURL.absoluteString)
        let lookup = MomentLookup.start(
            place: place, coordinates: place == nil ? coordinates : nil, wantWeather: wantWeather,
            endpoints: endpoints, language: language,
            deadline: .now + networkBound)
        return NewEntryMomentSource(
            moment, lookup: lookup, text: language.text,
            settingsPlace: SettingsPlace(settings: settings).flatMap { $0.name == place ? $0 : nil },
            offlineNotice: offlineNotice)
    }

    /// The moment to save the entry with, and what could not be looked up (one line each, to show once);
    /// asked again, it gives the same moment and no lines.
    public func atSave() -> (moment: NewEntryMoment, warnings: [String]) {
        if let done = completed.withLock({ $0 }) { return (done.moment, []) }
        var moment = initial
        var warnings: [String] = []
        if let lookup {
            let found = lookup.result()
            warnings = lines(for: found)
            if let place = found.location {
                moment.locationName = place.displayName
                moment.latitude = place.coordinates.latitude
                moment.longitude = place.coordinates.longitude
                if let settingsPlace {
                    do {
                        try settingsPlace.keep(place.coordinates)
                    } catch {
                        warnings.append(text.placeNotKept(settingsPlace.name, file: settingsPlace.file.path))
                    }
                }
            }
            if let weather = found.weather {
                moment.weatherCondition = weather.condition
                moment.temperature = weather.temperature
                moment.weatherCode = weather.code
            }
        }
        completed.withLock { $0 = (moment, warnings) }
        return (moment, warnings)
    }

    /// A line per failure; when they failed because the machine is offline and there is a notice to
    /// give, its one line the first time today and none after.
    private func lines(for found: MomentResult) -> [String] {
        let offline = found.locationFailure == .unreachable || found.weatherFailure == .unreachable
        guard offline, let offlineNotice else { return found.warnings(in: text) }
        return offlineNotice.takeIfDue() ? [text.offlineNotice] : []
    }
}
