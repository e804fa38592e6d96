import Testing

@testable import diary

@Suite("TextWrap and DisplayWidth.visible")
struct TextWrapTests {
    @Test("items: as many to a line as fit, never one split; a too-wide item alone on its line")
    func fill() {
        let items = ["Seoul, South Korea (3)", "Tokyo, Japan (2)", "San Francisco, USA (1)"]
        #expect(TextWrap.fill(items, separator: " · ", width: 41) == ["Seoul, South Korea (3) · Tokyo, Japan (2)", "San Francisco, USA (1)"])
        #expect(TextWrap.fill(items, separator: " · ", width: 40) == items)
        #expect(TextWrap.fill(items, separator: " · ", width: 10) == items)
        #expect(TextWrap.fill([], separator: " · ", width: 10) == [])
    }

    @Test("words: broken at spaces, measured in columns (Hangul is two); glued words stay together")
    func words() {
        #expect(TextWrap.words("· 없음  ░ 1–5 단어  @ 오늘", width: 12) == ["· 없음 ░ 1–5", "단어 @ 오늘"])
        let streak = "3 days, " + TextWrap.unbreakable("Nov 19, 2026") + " – " + TextWrap.unbreakable("Nov 21, 2026")
        #expect(TextWrap.words(streak, width: 22) == ["3 days, Nov 19, 2026 –", "Nov 21, 2026"])
        #expect(TextWrap.words(streak, width: 14) == ["3 days,", "Nov 19, 2026 –", "Nov 21, 2026"])
        #expect(TextWrap.words("a supercalifragilistic word", width: 8) == ["a", "superca…", "word"], "only a word wider than the line is cut")
    }

    @Test("colour codes take no columns")
    func visible() {
        #expect(DisplayWidth.visible("\u{1B}[38;5;22m░\u{1B}[0m 1–5") == 5)
        #expect(DisplayWidth.visible("\u{1B}[7m \u{1B}[0m 오늘") == 6)
        #expect(DisplayWidth.visible("plain") == 5)
    }
}
