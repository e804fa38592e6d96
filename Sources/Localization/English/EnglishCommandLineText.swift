// MARK: - The command line

extension EnglishText {
    public var rootDiscussion: String {
        """
        The vault is --vault PATH (before or after the command), else -j NAME's journal, else $DIARY_VAULT, \
        else the vault the current folder is in, else the default journal (journal: in the settings), else ~/Diary.
        Every command has a man page, diary-COMMAND(1); the vault's format is diary-vault(5).
        Shell completion of commands, options and days for bash, zsh and fish comes with make install \
        and the Debian package; for a diary put in place by hand:
          source <(diary --generate-completion-script bash)    # in ~/.bashrc
        """
    }
    public func dayArgumentHelp(_ whenNotGiven: DayArgumentDefault, orPath: Bool) -> String {
        let lead: String
        switch whenNotGiven {
        case .required: lead = "The day"
        case .today: lead = "The day, today when not given"
        case .everyEntry: lead = "The day, every entry when not given"
        }
        return lead + ": " + dayForms + (orPath ? "; or the path of an entry (2026/11/2026-11-21-2.md)." : ".")
    }
    public var dayForms: String {
        "YYYY-MM-DD, today, yesterday, '3 days ago', '2 weeks ago', friday, 'last friday', "
            + "오늘, 어제, 그제, '3일 전', '2주 전', 금요일, '지난 금요일'"
    }
    public var rangeForms: String {
        dayForms + ", 'this week', 'last week', 'this month', 'last month', 'this year', 'last year', YYYY-MM, YYYY, "
            + "'이번 주', 지난주, '이번 달', 지난달, 올해, 작년"
    }
    public func unknownCommand(_ typed: String, suggestion: String?, helpCommand: String) -> String {
        guard let suggestion else { return "unknown command '\(typed)'; '\(helpCommand)' lists the commands" }
        return "unknown command '\(typed)'; did you mean '\(suggestion)'?"
    }
    public func standardOutputUnwritable(reason: String) -> String {
        "standard output: cannot write: \(reason); the output is incomplete"
    }
}

extension EnglishText {
    public func dayGivenTwice(day: String, option: String) -> String {
        "the day is given twice ('\(day)' and --on '\(option)'); give one"
    }
}

extension EnglishText {
    public func whichEntryHeading(day: String, count: Int) -> String { "\(day) has \(count) entries:" }
    public func whichEntryPrompt(count: Int) -> String { "Which one? [1-\(count), Enter for 1] " }
    public func notOneOfTheEntries(answer: String, count: Int) -> String {
        "'\(answer)' is not one of 1 to \(count); nothing was opened (name one as DAY#N)"
    }
}
