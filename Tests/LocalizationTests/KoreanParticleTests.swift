import Testing

@testable import Localization

/// Korean particles in the form that fits the word before them (`origin과`, `'list'를`), never both forms
/// (`origin와(과)`) unless the word's sound cannot be told.
@Suite struct KoreanParticleTests {
    /// Each particle after `word`: 을/를, 이/가, 은/는, 과/와, 으로/로.
    static func forms(_ word: String) -> [String] {
        [KoreanParticle.eulReul, .iGa, .eunNeun, .gwaWa, .euroRo].map { $0.form(after: word) }
    }
    static let afterConsonant = ["을", "이", "은", "과", "으로"]
    static let afterRieul = ["을", "이", "은", "과", "로"]
    static let afterVowel = ["를", "가", "는", "와", "로"]

    @Test("Hangul: the last syllable's final consonant, and ㄹ takes 로", arguments: ["일기", "하루", "바다", "커피"])
    func hangulWithoutFinalConsonant(_ word: String) {
        #expect(Self.forms(word) == Self.afterVowel, "\(word)")
    }

    @Test(arguments: ["책", "밤", "일기장", "집", "값", "첫눈"])
    func hangulWithFinalConsonant(_ word: String) {
        #expect(Self.forms(word) == Self.afterConsonant, "\(word)")
    }

    @Test(arguments: ["서울", "가을", "물", "하늘"])
    func hangulWithRieul(_ word: String) {
        #expect(Self.forms(word) == Self.afterRieul, "\(word)")
    }

    @Test("Latin letters, as Korean reads the word: l, m, n and ng end in a consonant, l in ㄹ")
    func latinLetters() {
        for word in ["origin", "main", "vim", "string", "ORIGIN", "upstream", "json", "branch-main", "Seoul"] {
            #expect(Self.forms(word) == (word == "Seoul" ? Self.afterRieul : Self.afterConsonant), "\(word)")
        }
        for word in ["pull", "yaml", "Jekyll", "url"] {
            #expect(Self.forms(word) == Self.afterRieul, "\(word)")
        }
        // Korean adds 으 or 이 after other consonants (리스트, 싱크, 코드, 에디터), and vowels are vowels.
        for word in ["list", "sync", "code", "editor", "vault", "Diary", "nano", "emacs", "sync.timeout", "github", "boat", "help"] {
            #expect(Self.forms(word) == Self.afterVowel, "\(word)")
        }
    }

    @Test("a silent e after l, m or n, and p, t or k after one short vowel, end in a consonant")
    func latinSpellingRules() {
        #expect(Self.forms("file") == Self.afterRieul)
        #expect(Self.forms("table") == Self.afterRieul)
        for word in ["name", "location.name", "timezone", "line", "one"] {
            #expect(Self.forms(word) == Self.afterConsonant, "\(word)")
        }
        for word in ["zip", "Export.zip", "commit", "git", "back", "at", "up", "develop"] {
            #expect(Self.forms(word) == Self.afterConsonant, "\(word)")
        }
        for word in ["me", "le", "site", "code", "keep", "book", "desk", "script"] {
            #expect(Self.forms(word) == Self.afterVowel, "\(word)")
        }
    }

    @Test("a word without a vowel letter is read letter by letter: 엠디, 에이치티엠엘, 큐알")
    func lettersByName() {
        for word in ["md", "png", "pdf", "ssh", "http", "txt", "CSS"] {
            #expect(Self.forms(word) == Self.afterVowel, "\(word)")
        }
        for word in ["html", "QR", "xml"] {
            #expect(Self.forms(word) == Self.afterRieul, "\(word)")
        }
        #expect(Self.forms("npm") == Self.afterConsonant)
    }

    @Test("digits, as Korean reads the last one", arguments: 0...9)
    func digits(_ digit: Int) {
        let expected: [String]
        switch digit {
        case 1, 7, 8: expected = Self.afterRieul  // 일, 칠, 팔
        case 0, 3, 6: expected = Self.afterConsonant  // 영, 삼, 육
        default: expected = Self.afterVowel  // 이, 사, 오, 구
        }
        #expect(Self.forms("\(digit)") == expected)
        #expect(Self.forms("schema 1\(digit)") == expected)
    }

    @Test func numbersAndDates() {
        #expect(Self.forms("10") == Self.afterConsonant, "십")
        #expect(Self.forms("100") == Self.afterConsonant, "백")
        #expect(Self.forms("2026-11-21") == Self.afterRieul, "이십일일")
        #expect(Self.forms("HEAD~1") == Self.afterRieul)
        #expect(Self.forms("3a7b2c4") == Self.afterVowel, "사")
        #expect(Self.forms("3f9c2ab") == Self.afterVowel, "비")
        #expect(Self.forms("mp3") == Self.afterConsonant, "삼")
    }

    @Test("quotes, brackets and punctuation after the word are looked through")
    func quotesAndPaths() {
        #expect(KoreanParticle.eulReul.attached(to: "'list'") == "'list'를")
        #expect(KoreanParticle.eunNeun.attached(to: "'lst'") == "'lst'는")
        #expect(KoreanParticle.eulReul.attached(to: "\"vim\"") == "\"vim\"을")
        #expect(KoreanParticle.eulReul.attached(to: "“첫눈”") == "“첫눈”을")
        #expect(KoreanParticle.gwaWa.attached(to: "(origin)") == "(origin)과")
        #expect(KoreanParticle.eulReul.attached(to: "’main’.") == "’main’.을")
        #expect(KoreanParticle.eulReul.attached(to: "2026/11/2026-11-21.md") == "2026/11/2026-11-21.md를")
        #expect(KoreanParticle.euroRo.attached(to: "2026/11/2026-11-21.md") == "2026/11/2026-11-21.md로")
        #expect(KoreanParticle.eulReul.attached(to: "/home/ada/Diary/") == "/home/ada/Diary/를")
        #expect(KoreanParticle.euroRo.attached(to: "~/일기장") == "~/일기장으로")
        #expect(KoreanParticle.eulReul.attached(to: "origin/main") == "origin/main을")
        #expect(KoreanParticle.euroRo.attached(to: "'diary init --vault /home/ada/Diary'") == "'diary init --vault /home/ada/Diary'로")
    }

    @Test("anything else: both forms, which read right whatever the word")
    func fallback() {
        for word in ["", "...", "''", "東京", "かな", "ㅋㅋ", "🌧", "C++", "café", "-->"] {
            #expect(KoreanParticle.ending(of: word) == nil, "\(word)")
            #expect(Self.forms(word) == ["을(를)", "이(가)", "은(는)", "와(과)", "(으)로"], "\(word)")
        }
        #expect(KoreanParticle.inaNa.attached(to: "東京") == "東京(이)나")
        #expect(KoreanParticle.ieoyaYeoya.attached(to: "東京") == "東京이어야", "이어야 is right after a vowel too")
    }

    @Test func theOtherParticles() {
        #expect(KoreanParticle.inaNa.attached(to: "'diary encrypt unlock /tmp/diary.key'") == "'diary encrypt unlock /tmp/diary.key'나")
        #expect(KoreanParticle.inaNa.attached(to: "일기장") == "일기장이나")
        #expect(KoreanParticle.ieoyaYeoya.attached(to: "IANA 시간대 이름") == "IANA 시간대 이름이어야")
        #expect(KoreanParticle.ieoyaYeoya.attached(to: "-90에서 90 사이의 숫자") == "-90에서 90 사이의 숫자여야")
    }
}
