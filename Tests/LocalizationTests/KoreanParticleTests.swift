import Foundation
import TestSupport
import Testing

@testable import Localization

/// Korean particles in the form that fits the word before them (`origin과`, `'list'를`), never both forms
/// (`origin와(과)`) unless the word's sound cannot be told.
@Suite struct KoreanParticleTests {
    /// The particles written with both forms, as the Korean messages wrote them before.
    static let doubledForms = ["와(과)", "과(와)", "을(를)", "를(을)", "이(가)", "가(이)", "은(는)", "는(은)", "(으)로", "(이)나"]

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

    // MARK: Whole messages

    @Test("whole Korean messages pick the particle for the word before it")
    func wholeMessages() {
        let text = KoreanText()
        let path = CoreTextSamples.path
        let summary = text.syncSummary(
            remote: "origin", outsideEdits: 0, receivedEntries: 1, receivedCommits: 1, sentEntries: 0, sentCommits: 0, mergedEntries: 0, renamed: [],
            attention: [])
        #expect(summary.hasPrefix("origin과 동기화했습니다: "), "\(summary)")
        #expect(
            text.syncSummary(
                remote: "backup-usb", outsideEdits: 0, receivedEntries: 1, receivedCommits: 1, sentEntries: 0, sentCommits: 0, mergedEntries: 0,
                renamed: [],
                attention: []
            ).hasPrefix(
                "backup-usb와 "))
        #expect(
            text.unknownCommand("lst", suggestion: "list", helpCommand: "diary --help")
                == "'lst'는 없는 명령입니다. 'list'를 쓰려던 것인가요?")
        #expect(
            text.unknownCommand("frobnicate", suggestion: nil, helpCommand: "diary --help")
                == "'frobnicate'는 없는 명령입니다. 명령 목록은 'diary --help'로 볼 수 있습니다")
        #expect(text.remoteAdded(name: "origin", url: "git@host:diary.git") == "원격 저장소 origin(git@host:diary.git)을 추가했습니다.")
        #expect(text.remoteRemoved(name: "backup") == "원격 저장소 backup을 지웠습니다.")
        #expect(text.syncTrackingSet(branch: "main", remote: "origin").hasPrefix("이제 브랜치 main이 origin/main을 추적합니다"))
        #expect(text.rmDeleted(path: path, commit: "3f9c2ab") == "\(path)를 지웠습니다(3f9c2ab). 'diary restore \(path)'로 되살릴 수 있습니다.")
        #expect(text.rmConfirm(path: path, title: "첫눈") == "\(path) “첫눈”을 지울까요?")
        #expect(text.rmConfirm(path: path, title: "") == "\(path)를 지울까요?")
        #expect(text.webDeleteQuestion(title: "첫눈", file: path).hasPrefix("“첫눈”(\(path))을 지울까요?"))
        #expect(text.vaultMissing(path: "/home/ada/Diary").contains("'diary init --vault /home/ada/Diary'로 만들거나"))
        #expect(text.editorFailed(command: "vim", status: 1, draft: nil, name: "2026-11-21").hasPrefix("편집기 'vim'이 상태 1로 끝나"))
        #expect(text.editorDidNotStart(command: "code", reason: "r").hasPrefix("편집기 'code'를 시작하지 못했습니다"))
        #expect(text.vaultNotYours(path: "/v", owner: "ada", ownerID: 1000, user: "root", userID: 0).contains("ada로 diary를 실행하세요"))
        #expect(text.vaultNotYours(path: "/v", owner: "admin", ownerID: 1000, user: "root", userID: 0).contains("admin으로 diary를"))
        #expect(text.conflictingOptions("--location", "--no-location") == "--location과 --no-location은 함께 쓸 수 없습니다; 하나만 고르세요")
        #expect(text.conflictingOptions("--star", "--unstar").hasPrefix("--star와 --unstar는 "))
        #expect(text.settingsSetTwice(key: "location.name", firstLine: 2).hasPrefix("'location.name'이 두 번"))
        #expect(text.settingsSetTwice(key: "editor", firstLine: 2).hasPrefix("'editor'가 두 번"))
        #expect(text.settingNotSet(key: "timezone").hasPrefix("timezone은 설정되어 있지 않습니다"))
        #expect(text.settingWritten(key: "editor", value: "vim", file: "/u/config.yaml", commit: nil) == "/u/config.yaml에 editor를 vim으로 설정했습니다.")
        #expect(
            text.settingWritten(key: "location.name", value: "서울", file: "/u/config.yaml", commit: nil)
                == "/u/config.yaml에 location.name을 서울로 설정했습니다.")
        #expect(text.newerSchema(file: path, schema: 3, supported: 2).contains("스키마 3은 "))
        #expect(text.frontMatterNotText(field: "location.name") == "'location.name'은 텍스트여야 합니다")
        #expect(text.jsonWrongType(path: "", expected: .other("Date")) == "Date가 아닙니다")
        #expect(text.attached(file: "cat.jpg", entry: path, path: "media/3a7b.jpeg", message: "m", commit: "c").contains("media/3a7b.jpeg로 첨부했습니다"))
        #expect(text.attachedAlready(file: "cat.jpg", entry: path, path: "media/3a7b.jpeg").hasPrefix("\(path)는 cat.jpg와 같은 파일 media/3a7b.jpeg를 "))
        #expect(text.encryptKeyExported(file: "/tmp/diary.key").contains("'diary encrypt unlock /tmp/diary.key'나 'git-crypt unlock /tmp/diary.key'로"))
        #expect(text.webSaved(file: path, commit: "1a2b3c4") == "\(path)를 저장했습니다 (커밋 1a2b3c4).")
        #expect(text.serveStarted(vault: "/home/ada/일기장", url: "u").hasPrefix("/home/ada/일기장을 다음 주소로"))
    }

    @Test("what a setting must be: 이름이어야, 목록이어야, but 숫자여야 and 주소여야")
    func settingRequirements() {
        let text = KoreanText()
        let bad = { (requirement: SettingRequirement) in
            text.settingsBadValue(file: "/u/c.yaml", line: 1, key: "k", requirement: text.settingRequirement(requirement), example: "e")
        }
        #expect(bad(.timeZone).contains("IANA 시간대 이름이어야 합니다"), "\(bad(.timeZone))")
        #expect(bad(.tags).contains("태그 목록이어야 합니다"))
        #expect(bad(.latitude).contains("숫자여야 합니다"))
        #expect(bad(.webAddress).contains("주소여야 합니다"))
        #expect(bad(.boolean).contains("true 또는 false여야 합니다"))
        let argument = text.settingsBadArgument(key: "timezone", value: "Mars/Olympus", requirement: text.settingRequirement(.timeZone), example: "e")
        #expect(argument.hasPrefix("'Mars/Olympus'는 timezone의 값이 될 수 없습니다: IANA 시간대 이름이어야 합니다."), "\(argument)")
    }

    // MARK: No message writes both forms

    /// The Korean messages outside `CoreText` that put a particle after a value, with sample values.
    static let otherMessages: [String] = {
        let text = KoreanText()
        return [
            text.notADay(option: "--from", text: "someday"),
            text.fromAfterTo(from: "2026-11-21", to: "2026-11-01"),
            text.notAYear(option: "--year", text: "twenty"),
            text.notAMonth(option: "--month", text: "13"),
            text.monthIsAYear(option: "--month", text: "2026"),
            text.notOneDay(argument: "DAY", text: "someday"),
            text.notAYearArgument(text: "26"),
            text.searchBadPattern("walk("),
            text.settingsSetTwice(key: "timezone", firstLine: 3),
            text.settingsBadValue(file: "/u/c.yaml", line: 3, key: "timezone", requirement: text.settingRequirement(.timeZone), example: "e"),
            text.settingsBadArgument(key: "tags", value: "x", requirement: text.settingRequirement(.tags), example: "e"),
            text.settingsUnknownKeyArgument(key: "colour", known: ["editor"]),
            text.settingsUnknownKeyWarning(file: "/u/c.yaml", line: 4, key: "colour", known: ["editor"]),
            text.settingNotSet(key: "editor"),
            text.settingsUneditable(file: "/u/c.yaml", line: 2, key: "tags"),
            text.settingAlready(key: "editor", value: "vim", file: "/u/c.yaml"),
            text.settingWritten(key: "sync.timeout", value: "60", file: "/u/c.yaml", commit: "1a2b3c4"),
            text.settingRemoved(key: "template", file: "/v/.diary/config.yaml", commit: nil),
            text.settingPersonalOnly(key: "editor"),
            text.settingShadowed(key: "location.name", by: "/v/.diary/config.yaml", suggestVaultLevel: true),
            text.conflictingOptions("--weather", "--no-weather"),
            text.openExistingWithOptions(file: CoreTextSamples.path, name: "2026-11-21"),
            text.metaChanged(fields: ["location", "tags"], file: CoreTextSamples.path, message: "m", commit: "c"),
            text.metaChangedMeanwhile(file: CoreTextSamples.path),
            text.unknownCommand("lst", suggestion: "list", helpCommand: "diary --help"),
            text.unknownCommand("frobnicate", suggestion: nil, helpCommand: "diary remote --help"),
            text.webDeleteQuestion(title: "첫눈", file: CoreTextSamples.path),
            text.webDeleted(file: CoreTextSamples.path, commit: "c"),
            text.webRestored(file: CoreTextSamples.path, commit: "c"),
            text.webSaved(file: CoreTextSamples.path, commit: "c"),
            text.webConflictExplained(file: CoreTextSamples.path, draft: ".git/diary/drafts/x.md"),
            text.serveStarted(vault: "/home/ada/Diary", url: "http://127.0.0.1:8080/?key=k"),
            text.serveProgramMissing(path: "/usr/local/bin/diary-serve", reason: "No such file or directory"),
            text.serveListenEveryAddress("0x0", address: "0.0.0.0"),
            text.serveListenEveryAddress("::ffff:0:0", address: "0.0.0.0"),
            text.serveListenNotAnAddress("example.com"),
            text.serveBadKeyTimeout(variable: "DIARY_SERVE_KEY_TIMEOUT", value: "soon", lowest: "0.1", highest: "3600")
        ]
    }()

    @Test("no Korean message built with sample words writes a particle with both forms")
    func noDoubledParticles() {
        let text = KoreanText()
        var messages = CoreTextSamples.all.map { "\($0.name): " + $0.render(text) }
        messages += Self.otherMessages
        messages.append(text.editorFailed(command: "vim", status: 130, draft: nil, name: "2026-11-21"))
        messages.append(text.jsonWrongType(path: "creationDate", expected: .other("Date")))
        for message in messages {
            for doubled in Self.doubledForms {
                #expect(!message.contains(doubled), "\(message)")
            }
        }
    }

    @Test("Korean/*.swift writes no particle with both forms; KoreanParticle chooses it")
    func theSourceWritesNoDoubledParticle() throws {
        let folder = packageRoot.appendingPathComponent("Sources/Localization/Korean")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count > 10, "\(files)")
        for file in files {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for doubled in Self.doubledForms {
                    #expect(!line.contains(doubled), "\(file):\(number + 1): \(line)")
                }
            }
        }
    }
}
