/// diary's interface in Korean.
public struct KoreanText: InterfaceText {
    public init() {}
}

// MARK: - Core commands

extension KoreanText {
    public var untitled: String { "(제목 없음)" }
}

// MARK: - Looking back: filters, day words, tags, on-this-day, calendar, stats

extension KoreanText {
}

// MARK: - Search

extension KoreanText {
}

// MARK: - Settings, templates, meta

extension KoreanText {
}

// MARK: - Location and weather

extension KoreanText {
}
