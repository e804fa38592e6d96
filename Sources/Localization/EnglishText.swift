/// diary's interface in English.
public struct EnglishText: InterfaceText {
    public init() {}
}

// MARK: - Core commands

extension EnglishText {
    public var untitled: String { "(untitled)" }
}

// MARK: - Looking back: filters, day words, tags, on-this-day, calendar, stats

extension EnglishText {
    // Filters and day words
    public func notADay(option: String, text: String, examples: String) -> String {
        "\(option) '\(text)' is not a day or range of days; use e.g. \(examples)"
    }
    public func fromAfterTo(from: String, to: String) -> String { "--from \(from) is after --to \(to); swap them" }
    public func notAYear(option: String, text: String) -> String { "\(option) '\(text)' is not a year; use e.g. \(option) 2026" }
    public func notAMonth(option: String, text: String) -> String { "\(option) '\(text)' is not a month; use YYYY-MM, e.g. \(option) 2026-11" }
    public func notACount(option: String) -> String { "\(option) takes a count of 0 or more, e.g. \(option) 20" }
}

// MARK: - Search

extension EnglishText {
}

// MARK: - Settings, templates, meta

extension EnglishText {
}

// MARK: - Location and weather

extension EnglishText {
}
