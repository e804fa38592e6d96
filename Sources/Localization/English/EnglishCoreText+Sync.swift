// MARK: - Sync under faults (issue 11)

extension EnglishText {
    public func badSyncJournal(file: String) -> String {
        "\(file): the record of an interrupted sync cannot be read (or is from a newer diary); check 'git status', then remove that file and sync again"
    }
    public func uncommittedFileInTheWay(file: String) -> String {
        "\(file): the remote has this file too, and yours is not committed (sync commits only entries and files git tracks); add it with 'git add \(file)' and 'git commit', or move it away, then sync again"
    }
    public var syncEditKeptOverInterruptedSync: String {
        "edited while an interrupted sync had it half-written: your version is kept; the synced one is in the history ('diary log')"
    }
    public var syncFinishedInterrupted: String { "Finished the sync that was interrupted." }
    public func statusNotSynced(_ files: [String]) -> String {
        "Not synced (not entries; add them with git to sync them): " + files.joined(separator: ", ") + "."
    }
}
