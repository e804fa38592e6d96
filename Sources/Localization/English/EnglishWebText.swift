// MARK: - The web reader (issue 16)

extension EnglishText {
    public var pageLanguage: String { "en" }
    public var webDiary: String { "Diary" }
    public var webEntries: String { "Entries" }
    public var webCalendar: String { "Calendar" }
    public var webOnThisDay: String { "On this day" }
    public var webSearchPlaceholder: String { "Search" }
    public var webNewEntry: String { "New entry" }
    public var webEdit: String { "Edit" }
    public var webDelete: String { "Delete" }
    public var webSave: String { "Save" }
    public var webCancel: String { "Cancel" }
    public var webRestore: String { "Restore" }
    public var webBackToList: String { "All entries" }
    public var webTag: String { "Tag" }
    public var webPlace: String { "Place" }
    public var webStarredOnly: String { "Starred only" }
    public var webFilter: String { "Filter" }
    public var webClearFilters: String { "Clear filters" }
    public var webNoEntries: String { "No entries." }
    public var webNothingFound: String { "Nothing found." }
    public var webPickAnEntry: String { "Choose an entry on the left." }
    public var webAttachments: String { "Attachments" }
    public var webLess: String { "Less" }
    public var webMore: String { "More" }
    public func webMatches(_ count: Int) -> String { count == 1 ? "1 entry" : "\(count) entries" }
    public func webDayTotals(entries: Int, words: Int) -> String {
        (entries == 1 ? "1 entry" : "\(entries) entries") + ", " + (words == 1 ? "1 word" : "\(words) words")
    }
    public func webYearsAgo(_ years: Int) -> String { years == 1 ? "A year ago" : "\(years) years ago" }
    public var webNothingOnThisDay: String { "Nothing was written on this day in earlier years." }
    public func webDeleteQuestion(title: String, file: String) -> String {
        "Delete “\(title)” (\(file))? The deletion is committed; the entry stays in the history and can be restored."
    }
    public func webDeleted(file: String, commit: String) -> String { "Deleted \(file) (commit \(commit))." }
    public func webRestored(file: String, commit: String) -> String { "Restored \(file) (commit \(commit))." }
    public func webSaved(file: String, commit: String) -> String { "Saved \(file) (commit \(commit))." }
    public var webNoChanges: String { "No changes: nothing was committed." }
    public var webDraftSaved: String { "Draft kept" }
    public var webDraftNotSaved: String { "Draft not kept" }
    public var webDraftResumed: String { "This is the draft an earlier edit left; saving it saves over the entry." }
    public func webNotSaved(_ reason: String) -> String { "Not saved: \(reason). Your text is still here." }
    public var webConflictHeading: String { "Changed on disk meanwhile" }
    public func webConflictExplained(file: String, draft: String) -> String {
        "\(file) changed on disk while you were writing, so nothing was overwritten. Your text is kept in \(draft). "
            + "Merge the two below and save again."
    }
    public var webConflictYourText: String { "Your text" }
    public var webConflictOnDisk: String { "On disk now" }
    public var webEmptied: String { "The text is empty, so nothing was saved; delete the entry with Delete instead." }
    public var webNothingWritten: String { "Nothing was written, so no entry was made." }
    public var webNeedsToken: String { "Forbidden: open the address that diary serve printed (it holds this run's key)." }
    public var webNotFound: String { "No such page." }
    public var webBadRequest: String { "The request was refused." }
    public func webDraftResumedChanged(draft: String) -> String {
        "This is the draft an earlier edit left (\(draft)). The entry on disk is not (or not known to be) "
            + "the version it was begun from, so saving shows the two side by side first."
    }
    public func webEarlierTextsKept(files: String) -> String {
        "Text written here earlier that could not be saved is kept in \(files); `diary drafts` lists such drafts and restores them."
    }
    public func webDeleteChangedMeanwhile(file: String) -> String {
        "\(file) changed after this page was opened, so nothing was deleted. Look at it first; delete it again if you still want to."
    }
    public var webDeleteNeedsVersion: String { "The request did not say which version of the entry it deletes, so nothing was deleted." }
    public var webLookAtEntry: String { "Look at the entry" }
    public var webSkipToContent: String { "Skip to content" }
    public var webPagesNavigation: String { "Pages" }
    public var webMonthsNavigation: String { "Other months" }
    public var webYearsNavigation: String { "Other years" }
    public var webDaysNavigation: String { "Other days" }
    public func serveStarted(vault: String, url: String) -> String {
        "Serving \(vault) at\n  \(url)\nOpen that address in your browser (it holds this run's key). Ctrl-C stops the server."
    }
    public var serveStopped: String { "Stopped." }
    public func serveCannotListen(address: String, reason: String) -> String {
        "cannot listen on \(address): \(reason); choose another port with --port"
    }
    public func serveProgramMissing(path: String, reason: String) -> String {
        "cannot start the web server \(path): \(reason); install diary again (make install puts it in lib/diary/ beside bin/)"
    }
    public func servePortOutOfRange(_ port: Int) -> String { "--port \(port): not a port; give 1 to 65535, or 0 for a free one" }
    public func serveListenEveryAddress(_ given: String, address: String) -> String {
        let named = given == address ? "--listen \(given):" : "--listen \(given) is \(address):"
        return "\(named) every address of this machine at once, where no Host header could be checked; "
            + "give the one address this machine is reached at ('ip address' lists them)"
    }
    public func serveListenNotAnAddress(_ given: String) -> String {
        "--listen \(given): not an IP address; give one this machine has, as 192.168.1.5 or fd00::2 "
            + "(no name but localhost, no zone such as %eth0)"
    }
    public func serveBadKeyTimeout(variable: String, value: String, lowest: String, highest: String) -> String {
        "\(variable)=\(value): not a number of seconds from \(lowest) to \(highest); set one, or unset it for 10"
    }
    public func serveCannotOpenBrowser(reason: String) -> String {
        "could not start the browser (xdg-open: \(reason)); open the address above yourself"
    }
}
