import DiarySetup
import EntryDisplay
import Foundation

extension DateDisplay {
    /// Dates in this process's locale (`DiaryProcess.dateLocale`: its `LC_ALL`, `LC_TIME`, `LANG`):
    /// EntryDisplay reads no environment of its own.
    static func ofProcess(template: String = "yMMMdEEEjmm") -> DateDisplay {
        DateDisplay(locale: DiaryProcess.current.dateLocale, template: template)
    }
}
