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
