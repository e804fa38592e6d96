import Foundation
import Localization
import OpenMeteo
import VaultKit

/// The moment of a new entry while a command runs: what flags and settings say, completed by a
/// place and weather lookup that starts with the command and runs while the person writes.
///
/// `new` and `open` make one with `start`, before the editor opens. `initial` is what flags and
/// settings say. `atSave()` is asked when the entry is saved (or before the editor opens, when the
/// template shows `{{location}}` or `{{weather}}`): it waits for the lookup no longer than its
/// deadline — 2 seconds from the start, for the whole chain — prints one `warning:` line per
/// failure, and gives the moment with the coordinates and weather found. The front matter gets it
/// in the fields the person did not change in the editor (`NewEntryMoment.applied(to:opened:)`).
final class NewEntryMomentSource {
    /// How long writing may wait for the network, in all.
    static let networkBound = Duration.seconds(2)

    /// What flags and settings say, known before the editor opens.
    let initial: NewEntryMoment
    private let lookup: MomentLookup?
    private var completed: NewEntryMoment?

    init(_ initial: NewEntryMoment, lookup: MomentLookup? = nil) {
        self.initial = initial
        self.lookup = lookup
    }

    /// Starts looking up what `moment` lacks: the coordinates of a place given by name, and the
    /// weather now when it is on, none was given, the place is known, and the entry is written today
    /// (the weather now says nothing about another day).
    /// Nothing is looked up when `$DIARY_OFFLINE` is set (to anything but `0` or nothing).
    static func start(
        _ moment: NewEntryMoment, settings: Settings, day: Day, today: Day,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> NewEntryMomentSource {
        if let offline = environment["DIARY_OFFLINE"], !offline.isEmpty, offline != "0" { return NewEntryMomentSource(moment) }
        let place = moment.needsCoordinates ? moment.locationName : nil
        let coordinates = moment.latitude.flatMap { latitude in
            moment.longitude.map { Coordinates(latitude: latitude, longitude: $0) }
        }
        let wantWeather = moment.needsWeather && day == today && (place != nil || coordinates != nil)
        guard place != nil || wantWeather else { return NewEntryMomentSource(moment) }
        let endpoints = OpenMeteoEndpoints(
            geocoding: settings.locationProviderURL.absoluteString,
            forecast: settings.weatherProviderURL.absoluteString)
        let lookup = MomentLookup.start(
            place: place, coordinates: place == nil ? coordinates : nil, wantWeather: wantWeather,
            endpoints: endpoints, language: Language.current,
            deadline: .now + networkBound)
        return NewEntryMomentSource(moment, lookup: lookup)
    }

    /// The moment to save the entry with; asked twice, it gives the same answer.
    func atSave() -> NewEntryMoment {
        if let completed { return completed }
        var moment = initial
        if let lookup {
            let found = lookup.result()
            for line in found.warnings(in: Strings.current) { Terminal.printWarning(line) }
            if let place = found.location {
                moment.locationName = place.displayName
                moment.latitude = place.coordinates.latitude
                moment.longitude = place.coordinates.longitude
            }
            if let weather = found.weather {
                moment.weatherCondition = weather.condition
                moment.temperature = weather.temperature
                moment.weatherCode = weather.code
            }
        }
        completed = moment
        return moment
    }
}
