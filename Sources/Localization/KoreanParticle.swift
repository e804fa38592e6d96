/// A Korean particle (조사) whose form depends on how the word before it ends: `을` after a final consonant
/// (받침), `를` after a vowel. `attached(to:)` writes the word and the form that fits it, so a message reads
/// `origin과 동기화했습니다` and `'list'를`, never `origin와(과)`.
///
/// How a word ends is judged from its last letter or digit; closing quotes, brackets and other punctuation
/// after it are looked through (`'list'` ends in `t`, `2026/11/2026-11-21.md` in `d`):
/// - Hangul: the syllable's own final consonant, `(scalar - 0xAC00) % 28`: 0 is none, 8 is ㄹ.
/// - Digits, as Korean reads the last one: 0 영, 1 일, 3 삼, 6 육, 7 칠, 8 팔 end in a consonant
///   (1, 7 and 8 in ㄹ); 2 이, 4 사, 5 오, 9 구 in a vowel. A trailing 0 also reads right for 10 (십),
///   100 (백) and 1000 (천).
/// - Latin letters, by how Korean writes the word as a loanword (the rules of 외래어 표기법, from the spelling):
///   - a word without a vowel letter (a, e, i, o, u, y) is read letter by letter (`md` 엠디, `png` 피엔지,
///     `html` 에이치티엠엘): it ends in a consonant if its last letter is L 엘 or R 알 (ㄹ), M 엠 or N 엔;
///   - a final `l` (ㄹ), `m`, `n` or `ng` is a final consonant (`origin` 오리진, `vim` 빔, `pull` 풀), and so is
///     a silent `e` after them (`file` 파일, `name` 네임, `timezone` 타임존);
///   - a final `p`, `t` or `k` (`ck`) after one short vowel letter is a final consonant (`zip` 집, `commit` 커밋,
///     `back` 백);
///   - any other ending takes a vowel, since Korean adds 으 or 이 after it (`list` 리스트, `sync` 싱크,
///     `code` 코드, `editor` 에디터).
///   Case does not matter. This is a rule, not a dictionary: words that Korean reads against their spelling
///   take the form their spelling suggests (`template` 템플릿, `jpeg` 제이펙 and `book` 북 take 를; `bit` 비트
///   and `check` 체크 take 을), and an acronym with a vowel letter is read as a word (`API` 에이피아이 is right,
///   `URL` 유알엘 is right only because it ends in L).
/// - Anything else (nothing at all, only symbols, another script such as 漢字 or かな, a lone jamo): the
///   particle is written with both forms, `을(를)`, which reads right whatever the word.
struct KoreanParticle: Sendable, Hashable {
    /// The form after a final consonant: `을`.
    let afterConsonant: String
    /// The form after a vowel: `를`.
    let afterVowel: String
    /// The particle when the word's sound cannot be told: `을(를)`.
    let eitherForm: String
    /// Whether a final ㄹ takes the vowel form, as `로` does (`서울로`, not `서울으로`).
    var rieulTakesVowelForm = false

    /// 을/를, the object marker.
    static let eulReul = KoreanParticle(afterConsonant: "을", afterVowel: "를", eitherForm: "을(를)")
    /// 이/가, the subject marker.
    static let iGa = KoreanParticle(afterConsonant: "이", afterVowel: "가", eitherForm: "이(가)")
    /// 은/는, the topic marker.
    static let eunNeun = KoreanParticle(afterConsonant: "은", afterVowel: "는", eitherForm: "은(는)")
    /// 과/와, "and" or "with".
    static let gwaWa = KoreanParticle(afterConsonant: "과", afterVowel: "와", eitherForm: "와(과)")
    /// 으로/로, "to", "as" or "by"; a final ㄹ takes 로.
    static let euroRo = KoreanParticle(afterConsonant: "으로", afterVowel: "로", eitherForm: "(으)로", rieulTakesVowelForm: true)
    /// 이나/나, "or".
    static let inaNa = KoreanParticle(afterConsonant: "이나", afterVowel: "나", eitherForm: "(이)나")
    /// 이어야/여야, "must be"; `이어야` is also right after a vowel (only longer), so it is the form for any word.
    static let ieoyaYeoya = KoreanParticle(afterConsonant: "이어야", afterVowel: "여야", eitherForm: "이어야")

    /// `word` followed by the form of this particle that fits it: `KoreanParticle.gwaWa.attached(to: "origin")`
    /// is `origin과`, `KoreanParticle.eulReul.attached(to: "'list'")` is `'list'를`.
    func attached(to word: String) -> String { word + form(after: word) }

    /// The form of this particle that fits `word`: `을` after `origin`, `를` after `'list'`, `을(를)` after `…`.
    func form(after word: String) -> String {
        switch KoreanParticle.ending(of: word) {
        case nil: return eitherForm
        case .vowel: return afterVowel
        case .rieul: return rieulTakesVowelForm ? afterVowel : afterConsonant
        case .consonant: return afterConsonant
        }
    }

    /// How a word ends, for a particle.
    enum Ending: Sendable, Equatable {
        /// No final consonant: `리스트`, `list`, `2`.
        case vowel
        /// The final consonant ㄹ: `서울`, `pull`, `1`.
        case rieul
        /// Another final consonant: `책`, `origin`, `3`.
        case consonant
    }

    /// How `word` ends (see the type's rules), or nil when that cannot be told.
    static func ending(of word: String) -> Ending? {
        var scalars = Array(word.unicodeScalars)
        while let last = scalars.last, isLookedThrough(last) { scalars.removeLast() }
        guard let last = scalars.last else { return nil }
        switch last.value {
        case 0xAC00...0xD7A3:
            switch (last.value - 0xAC00) % 28 {
            case 0: return .vowel
            case 8: return .rieul
            default: return .consonant
            }
        case 0x30...0x39:
            switch last.value - 0x30 {
            case 1, 7, 8: return .rieul
            case 0, 3, 6: return .consonant
            default: return .vowel
            }
        default:
            let letters = scalars.reversed().prefix { isLatinLetter($0) }.reversed().map { Character($0) }
            guard !letters.isEmpty else { return nil }
            return latinEnding(Array(String(letters).lowercased()))
        }
    }

    /// How a word of Latin letters (lowercased) ends, as Korean reads it.
    private static func latinEnding(_ letters: [Character]) -> Ending {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        guard letters.contains(where: { vowels.contains($0) || $0 == "y" }) else {
            // Read letter by letter: the names 엘, 알, 엠 and 엔 end in a consonant.
            switch letters.last {
            case "l", "r": return .rieul
            case "m", "n": return .consonant
            default: return .vowel
            }
        }
        var end = letters.count - 1
        // A silent e after l, m or n (file 파일, name 네임, zone 존), in a word longer than `le`, `me`, `ne`.
        if letters[end] == "e", end >= 2, ["l", "m", "n"].contains(letters[end - 1]) { end -= 1 }
        switch letters[end] {
        case "l": return .rieul
        case "m", "n": return .consonant
        case "g" where end >= 1 && letters[end - 1] == "n": return .consonant
        case "p", "t", "k":
            // After one short vowel letter: zip 집, commit 커밋, back 백 (ck is one k); not boat 보트 or list 리스트.
            var before = end - 1
            if letters[end] == "k", before >= 0, letters[before] == "c" { before -= 1 }
            guard before >= 0, vowels.contains(letters[before]) else { return .vowel }
            return before == 0 || !vowels.contains(letters[before - 1]) ? .consonant : .vowel
        default: return .vowel
        }
    }

    private static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// Punctuation and spaces after the last letter or digit: quotes, brackets, `.`, `/`, `…`.
    private static func isLookedThrough(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .spaceSeparator:
            return true
        default:
            return false
        }
    }
}
