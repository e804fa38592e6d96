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
public protocol LookingBackText: Sendable {
    /// A DAY option that names no day or range; `examples` lists what is accepted.
    func notADay(option: String, text: String, examples: String) -> String
    func fromAfterTo(from: String, to: String) -> String
    func notAYear(option: String, text: String) -> String
    func notAMonth(option: String, text: String) -> String
    func notACount(option: String) -> String
}

/// `search`.
public protocol SearchText: Sendable {}

/// `config`, templates and `meta`.
public protocol SettingsText: Sendable {}

/// Location and weather lookups, and the WMO weather codes' conditions.
public protocol WeatherText: Sendable {}
