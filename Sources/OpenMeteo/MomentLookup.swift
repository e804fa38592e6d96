import Foundation
import Localization

/// Where and in what weather an entry is written: a place-name lookup and a current-weather fetch
/// that start at once on a background thread and are collected later, by a deadline for the whole
/// chain.
///
/// From synchronous code:
///
///     let lookup = MomentLookup.start(place: "Busan", coordinates: nil, wantWeather: true,
///                                     endpoints: .standard, language: .current,
///                                     deadline: .now + .seconds(2))
///     // … the user writes in the editor …
///     let found = lookup.result()   // returns by the deadline at the latest
///     for line in found.warnings(in: Strings.current) { warn(line) }
public final class MomentLookup: Sendable {
    private let progress: LookupProgress
    private let deadline: ContinuousClock.Instant

    private init(progress: LookupProgress, deadline: ContinuousClock.Instant) {
        self.progress = progress
        self.deadline = deadline
    }

    /// Starts looking up `place` (when there are no `coordinates`) and, when `wantWeather`, the
    /// weather at the coordinates given or found, with condition texts in `language`.
    ///
    /// With neither a place nor coordinates there is nothing to do and no thread is started.
    public static func start(
        place: String?, coordinates: Coordinates?, wantWeather: Bool, endpoints: OpenMeteoEndpoints,
        language: Language, deadline: ContinuousClock.Instant
    ) -> MomentLookup {
        let placeName = coordinates == nil ? place?.trimmed : nil
        let job = Job(
            placeName: placeName?.isEmpty == false ? placeName : nil, coordinates: coordinates,
            wantWeather: wantWeather, client: OpenMeteoClient(endpoints: endpoints), language: language,
            deadline: deadline)
        let progress = LookupProgress(MomentResult(placeName: job.placeName, weatherWanted: wantWeather))
        if job.placeName == nil && (coordinates == nil || !wantWeather) {
            progress.begin(.done)
        } else {
            Thread.detachNewThread { job.run(progress) }
        }
        return MomentLookup(progress: progress, deadline: deadline)
    }

    /// What was found, once both steps are over or at the deadline, whichever comes first.
    ///
    /// Blocks the calling thread until then; a step still under way at the deadline is reported as
    /// timed out. Every call returns the same result.
    public func result() -> MomentResult {
        progress.result(by: deadline)
    }

    /// Whether both steps are over, without waiting: what a test waits for before it calls `result()`.
    var isFinished: Bool { progress.isDone }

    /// The work of the background thread.
    private struct Job: Sendable {
        let placeName: String?
        let coordinates: Coordinates?
        let wantWeather: Bool
        let client: OpenMeteoClient
        let language: Language
        let deadline: ContinuousClock.Instant

        func run(_ progress: LookupProgress) {
            defer { progress.begin(.done) }
            var coordinates = self.coordinates
            if let placeName {
                progress.begin(.geocoding)
                do {
                    let place = try client.findPlace(named: placeName, language: language, deadline: deadline)
                    progress.record { $0.location = place }
                    coordinates = place.coordinates
                } catch {
                    progress.record { $0.locationFailure = error }
                    return
                }
            }
            guard wantWeather, let coordinates else { return }
            progress.begin(.weather)
            do {
                let weather = try client.currentWeather(at: coordinates, deadline: deadline)
                let report = WeatherReport(
                    condition: weather.conditionText(in: language.text),
                    temperature: weather.temperature, code: weather.code)
                progress.record { $0.weather = report }
            } catch {
                progress.record { $0.weatherFailure = error }
            }
        }
    }
}
