/// Every string diary shows a person: headings, messages, prompts and errors. Each language
/// implements all of it in one file (`EnglishText.swift`, `KoreanText.swift`), so a missing
/// translation is a compile error. One protocol per area keeps the areas apart.
public typealias InterfaceText = CoreText & LookingBackText & SearchText & SettingsText & WeatherText

/// Errors and messages of the core commands (open, new, list, show, log, rm, restore, migrate,
/// import, export, sync, remote, status).
public protocol CoreText: Sendable {
    var untitled: String { get }
}

/// `tags`, `on-this-day`, `calendar`, `stats`, and the filters and day words they share with list.
public protocol LookingBackText: Sendable {}

/// `search`.
public protocol SearchText: Sendable {}

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
    func configOriginVault(file: String) -> String
    func settingAlready(key: String, value: String, file: String) -> String
    func settingNotInFile(key: String, file: String) -> String
    func settingWritten(key: String, value: String, file: String, commit: String?) -> String
    func settingRemoved(key: String, file: String, commit: String?) -> String
    func settingShadowed(key: String, by file: String, suggestVaultLevel: Bool) -> String

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
    var newEntryOptionsDiscussion: String { get }
    var openEntryOptionsDiscussion: String { get }
    var editorOrder: String { get }
    func conflictingOptions(_ first: String, _ second: String) -> String
    func emptyOptionValue(_ option: String, example: String) -> String
    func openExistingWithOptions(file: String, name: String) -> String

    // diary meta
    var metaAbstract: String { get }
    var metaDiscussion: String { get }
    var metaDayHelp: String { get }
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

/// Location and weather lookups, and the WMO weather codes' conditions.
public protocol WeatherText: Sendable {}
