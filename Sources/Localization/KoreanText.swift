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
    // Filters and day words
    public func notADay(option: String, text: String, examples: String) -> String {
        "\(option) '\(text)'은(는) 날짜나 기간이 아닙니다. 예: \(examples)"
    }
    public func fromAfterTo(from: String, to: String) -> String { "--from \(from)이(가) --to \(to)보다 늦습니다. 두 값을 바꾸세요" }
    public func notAYear(option: String, text: String) -> String { "\(option) '\(text)'은(는) 연도가 아닙니다. 예: \(option) 2026" }
    public func notAMonth(option: String, text: String) -> String { "\(option) '\(text)'은(는) 월이 아닙니다. YYYY-MM 형식으로 쓰세요. 예: \(option) 2026-11" }
    public func notACount(option: String) -> String { "\(option)에는 0 이상의 개수를 쓰세요. 예: \(option) 20" }
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
