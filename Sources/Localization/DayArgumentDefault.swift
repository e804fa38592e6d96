/// What a command does when its DAY argument is not given, for the argument's help
/// (`CommandLineText.dayArgumentHelp`).
public enum DayArgumentDefault: Sendable, Equatable {
    /// The argument must be given.
    case required
    /// Today.
    case today
    /// Every entry.
    case everyEntry
}
