import Foundation
import VaultKit

/// The line that says lookups fail because this machine is offline, and how to stop them: shown the first
/// time it applies each day, not on every new entry. `file` keeps the day it was last shown.
public struct OfflineNotice: Sendable {
    /// Where the day it was last shown is kept (under diary's state folder).
    public let file: URL
    /// The day it is now.
    public let today: Day

    public init(file: URL, today: Day) {
        self.file = file
        self.today = today
    }

    /// The notice's file in `stateFolder` (`Settings.stateFolderURL`).
    public init(stateFolder: URL, today: Day) {
        self.init(file: stateFolder.appendingPathComponent("offline-noticed"), today: today)
    }

    /// Whether it has not been shown today; when so, records that it is shown now. A file that cannot be
    /// read or written only means the line is shown again.
    func takeIfDue() -> Bool {
        let shown = (try? String(contentsOf: file, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        guard shown != today.description else { return false }
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try? Data((today.description + "\n").utf8).write(to: file, options: .atomic)
        return true
    }
}
