import Testing

@testable import Localization

@Suite struct LanguageTests {
    @Test func messagesFollowLCAllThenLCMessagesThenLang() {
        #expect(Language.from(environment: ["LANG": "ko_KR.UTF-8"]) == .korean)
        #expect(Language.from(environment: ["LANG": "ko_KR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"]) == .english)
        #expect(Language.from(environment: ["LC_ALL": "ko_KR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"]) == .korean)
        #expect(Language.from(environment: ["LC_ALL": "", "LANG": "ko"]) == .korean)
    }

    @Test func anythingElseFallsBackToEnglish() {
        #expect(Language.from(environment: [:]) == .english)
        #expect(Language.from(environment: ["LANG": "C"]) == .english)
        #expect(Language.from(environment: ["LANG": "de_DE.UTF-8"]) == .english)
    }

    @Test func eachLanguageHasItsOwnText() {
        #expect(Language.english.text.untitled == "(untitled)")
        #expect(Language.korean.text.untitled == "(제목 없음)")
    }
}
