// MARK: - Migration under faults (issue 15)

extension EnglishText {
    public func badMigrationJournal(file: String) -> String {
        "\(file): the record of an interrupted migration cannot be read (or is from a newer diary); check 'git status' and 'git log', then remove that file"
    }
    public func changedDuringMigration(file: String) -> String {
        "\(file): changed while diary migrate was writing it; every file is as it was and nothing was committed; run 'diary migrate' again"
    }
    public func migrationFinishedInterrupted(commit: String) -> String {
        "Finished the migration that was interrupted (\(commit))."
    }
    public var migrationRolledBackInterrupted: String {
        "Undid the migration that was interrupted: the branch had moved since; every entry is as it was. Run 'diary migrate' again."
    }
    public func migrationEditKept(file: String, draft: String) -> String {
        "\(file): changed while an interrupted migration had it half-written; your text is kept in \(draft) ('diary open' offers it back)"
    }
}
