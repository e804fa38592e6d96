/// `config`, templates and `meta`, and the new-entry options (`--location`, `--weather`, `--tag`, …).
public protocol SettingsText: Sendable {
    // Settings files
    /// What a value must be, as the end of "… must be …".
    func settingRequirement(_ requirement: SettingRequirement) -> String
    func settingsBroken(file: String, line: Int?, problem: String) -> String
    func settingsNotUTF8(file: String) -> String
    func settingsUnreadable(file: String, reason: String) -> String
    var settingsIsFolder: String { get }
    var settingsExpectedKeyValues: String { get }
    var settingsKeyNotText: String { get }
    func settingsSetTwice(key: String, firstLine: Int) -> String
    func settingsBadValue(file: String, line: Int, key: String, requirement: String, example: String) -> String
    func settingsBadArgument(key: String, value: String, requirement: String, example: String) -> String
    func settingsUnknownKeyArgument(key: String, known: [String]) -> String
    func settingsUnknownKeyWarning(file: String, line: Int, key: String, known: [String]) -> String
    func settingNotSet(key: String) -> String
    func settingsUneditable(file: String, line: Int, key: String) -> String

    // Journals (`journals:` in the user settings, -j NAME, diary journals, diary init --journal)
    func journalsBadValue(file: String, line: Int) -> String
    func journalDefaultUnknown(file: String, line: Int, name: String?, known: [String]) -> String
    func journalUnknown(name: String, known: [String], file: String) -> String
    func journalBadName(name: String) -> String
    func journalTaken(file: String, line: Int, name: String, path: String) -> String
    func journalAdded(name: String, path: String, file: String) -> String
    func journalAlreadyListed(name: String, file: String) -> String
    /// After a journal is added while no default is set: how to make it the default.
    func journalDefaultHint(name: String) -> String
    var journalPathWithoutName: String { get }
    func journalsNone(file: String) -> String
    func journalEntries(_ count: Int) -> String
    var journalNoVault: String { get }
    var journalNoRemotes: String { get }
    var journalDefaultMark: String { get }

    // diary config
    var configAbstract: String { get }
    func configDiscussion(userFile: String, vaultFile: String, keys: [String]) -> String
    var configListAbstract: String { get }
    var configGetAbstract: String { get }
    var configSetAbstract: String { get }
    var configUnsetAbstract: String { get }
    var configKeyHelp: String { get }
    var configValueHelp: String { get }
    var configVaultLevelHelp: String { get }
    var configOriginDefault: String { get }
    var configOriginUnset: String { get }
    func configOriginUser(file: String) -> String
    func configOriginVault(file: String) -> String
    /// An environment variable, named without `$`.
    func configOriginEnvironment(variable: String) -> String
    /// The machine's own setting (its time zone).
    var configOriginSystem: String { get }
    /// The template file found at its default place in the vault.
    var configOriginTemplateFound: String { get }
    /// After the origin of a template setting whose file is not in the vault.
    var configFileMissing: String { get }
    func settingAlready(key: String, value: String, file: String) -> String
    func settingNotInFile(key: String, file: String) -> String
    func settingWritten(key: String, value: String, file: String, commit: String?) -> String
    func settingRemoved(key: String, file: String, commit: String?) -> String
    /// After `location.name` changed in a file that also holds coordinates.
    func settingCoordinatesMayBeStale(file: String) -> String
    func settingShadowed(key: String, by file: String, suggestVaultLevel: Bool) -> String
    /// A setting only the user file may hold (it chooses a command to run).
    func settingPersonalOnly(key: String) -> String

    // Templates
    func templateMissing(file: String) -> String
    func templateUnreadable(file: String, reason: String) -> String
    var templateNotUTF8: String { get }
    func leftAsTemplate(name: String) -> String

    // The new-entry options of new and open
    var helpLocationOption: String { get }
    var helpWeatherOption: String { get }
    var helpTagOption: String { get }
    var helpNoWeatherOption: String { get }
    var helpStarOption: String { get }
    /// `diary new`'s discussion of TEXT, with examples (lines that start with a space).
    var newQuickEntryDiscussion: String { get }
    var newEntryOptionsDiscussion: String { get }
    var openEntryOptionsDiscussion: String { get }
    var editorOrder: String { get }
    /// Said after `editorOrder` in `diary open`'s help.
    var openSavesThatEntry: String { get }
    func conflictingOptions(_ first: String, _ second: String) -> String
    func emptyOptionValue(_ option: String, example: String) -> String
    func openExistingWithOptions(file: String, name: String) -> String

    // diary meta
    var metaAbstract: String { get }
    var metaDiscussion: String { get }
    var metaLocationHelp: String { get }
    var metaNoLocationHelp: String { get }
    var metaWeatherHelp: String { get }
    var metaNoWeatherHelp: String { get }
    var metaTagHelp: String { get }
    var metaStarHelp: String { get }
    var metaUnstarHelp: String { get }
    func metaNothingAsked(name: String) -> String
    func metaNothingToChange(file: String) -> String
    func metaChanged(fields: [String], file: String, message: String, commit: String) -> String
    func metaChangedMeanwhile(file: String) -> String
    func metaNotReadBack(file: String) -> String
}
