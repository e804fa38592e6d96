/// The command line itself: the forms a DAY takes, help shared by several commands, mistyped commands.
public protocol CommandLineText: Sendable {
    /// `diary open DAY` on a day of several entries, on a terminal: the list's heading, the question, and
    /// an answer that is none of them.
    func whichEntryHeading(day: String, count: Int) -> String
    func whichEntryPrompt(count: Int) -> String
    func notOneOfTheEntries(answer: String, count: Int) -> String
    /// `diary list DAY --on OTHER`: the day given twice.
    func dayGivenTwice(day: String, option: String) -> String
    /// `diary --help`'s discussion: where the vault is, and shell completion. Lines that start with a
    /// space are examples.
    var rootDiscussion: String { get }
    /// A DAY argument's help, listing `dayForms`; with `orPath`, an entry's path is taken too.
    func dayArgumentHelp(_ whenNotGiven: DayArgumentDefault, orPath: Bool) -> String
    /// Every one-day form a DAY takes, as the words to type (`YYYY-MM-DD, today, yesterday, '3 days ago', …`),
    /// English and Korean alike: both are understood whatever the interface language.
    var dayForms: String { get }
    /// `dayForms`, then the weeks, months and years a DAY option (`--on`, `--from`, `--to`) also takes.
    var rangeForms: String { get }
    /// A word where a subcommand belongs that names none: `typed` is e.g. `lst` or `remote ad`,
    /// `suggestion` the nearest command (`list`, `remote add`) when one is close, and `helpCommand` the
    /// help that lists the commands there (`diary --help`).
    func unknownCommand(_ typed: String, suggestion: String?, helpCommand: String) -> String
    /// Standard output cannot take what a command writes (a full disk, a closed output); `reason` is the
    /// system's wording. What the command did (a save) stands; only its output is cut short.
    func standardOutputUnwritable(reason: String) -> String
}
