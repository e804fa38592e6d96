import Foundation
import VaultKit

/// The moment of a new entry while a command runs: the seam where the location-and-weather lookup
/// plugs in.
///
/// `new` and `open` make one with `start(_:settings:)` as soon as they have read the settings, before
/// the editor opens. `initial` is what flags and settings say; the draft's front matter and the
/// template's `{{location}}`/`{{weather}}` are filled from it. `atSave()` is called when the entry is
/// saved — after the editor closed, or at once for a quick entry — and its value is what the front
/// matter gets (`Vault.finishEdit(_:moment:)`, `Vault.quickEntry(_:moment:)`), in the fields the
/// person did not change in the editor.
///
/// A lookup started in `start` (for `initial.needsCoordinates` / `initial.needsWeather`, from
/// `settings.locationProviderURL` and `settings.weatherProviderURL`) fills in coordinates and weather
/// and hands them back through `complete`; `atSave()` waits for it only until the lookup's own
/// deadline (2 s from the start of the command), then goes on with what is known.
final class NewEntryMomentSource {
    /// What flags and settings say, known before the editor opens.
    let initial: NewEntryMoment
    /// Completes `initial` at save time (waiting no longer than its deadline); nil: nothing to add.
    private let complete: ((NewEntryMoment) -> NewEntryMoment)?

    init(_ initial: NewEntryMoment, complete: ((NewEntryMoment) -> NewEntryMoment)? = nil) {
        self.initial = initial
        self.complete = complete
    }

    /// Starts what can be learnt about `moment` in the background. There is no lookup yet, so the
    /// moment is saved as flags and settings give it.
    static func start(_ moment: NewEntryMoment, settings: Settings) -> NewEntryMomentSource {
        NewEntryMomentSource(moment)
    }

    /// The moment to save the entry with.
    func atSave() -> NewEntryMoment {
        complete?(initial) ?? initial
    }
}
