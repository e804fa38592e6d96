import EntryDisplay
import Foundation

extension DateDisplay {
    /// Dates in this process's locale (its `LC_ALL`, `LC_TIME`, `LANG`): EntryDisplay reads no
    /// environment of its own.
    static func ofProcess(template: String = "yMMMdEEEjmm") -> DateDisplay {
        DateDisplay(template: template, environment: ProcessInfo.processInfo.environment)
    }
}
