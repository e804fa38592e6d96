import DiarySetup
import Foundation
import Localization
import NewEntryMoments
import VaultKit

extension NewEntryMomentSource {
    /// `start` as a command runs it: offline when `$DIARY_OFFLINE` is set (to anything but `0` or nothing) or
    /// the `offline` setting is true, place names asked for in the interface's language, the offline notice
    /// kept in diary's state folder.
    static func start(
        _ moment: NewEntryMoment, settings: Settings, day: Day, today: Day, process: DiaryProcess = .current
    ) -> NewEntryMomentSource {
        start(
            moment, settings: settings, day: day, today: today, offline: process.offlineVariable,
            language: process.language, offlineNotice: OfflineNotice(stateFolder: process.stateFolder, today: today))
    }

    /// The moment to save with; what could not be looked up is printed, one `warning:` line each.
    func atSavePrinted() -> NewEntryMoment {
        let (moment, warnings) = atSave()
        for line in warnings { Terminal.printWarning(line) }
        return moment
    }
}
