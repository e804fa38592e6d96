import Testing

@testable import Localization

@Suite struct LookingBackTextTests {
    @Test func yearsAgoAndCountsInEnglish() {
        let text = EnglishText()
        #expect(text.yearsAgo(1) == "1 year ago" && text.yearsAgo(3) == "3 years ago")
        #expect(text.dayCount(1, formatted: "1") == "1 day" && text.dayCount(214, formatted: "214") == "214 days")
        #expect(text.wordCount(81_532, formatted: "81,532") == "81,532 words")
        #expect(text.entryCount(1, formatted: "1") == "1 entry")
        #expect(text.calendarTotals(days: "214 days", words: "81,532 words") == "214 days, 81,532 words")
    }

    @Test func yearsAgoAndCountsInKorean() {
        let text = KoreanText()
        #expect(text.yearsAgo(1) == "1년 전" && text.yearsAgo(3) == "3년 전")
        #expect(text.dayCount(214, formatted: "214") == "214일")
        #expect(text.wordCount(81_532, formatted: "81,532") == "81,532단어")
        #expect(text.entryCount(5, formatted: "5") == "5편")
        #expect(text.onThisDayHeading(monthDay: "11월 21일") == "과거의 오늘 · 11월 21일")
    }
}
