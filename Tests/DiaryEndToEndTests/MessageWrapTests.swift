import Testing

@testable import diary

/// `TextWrap.message`, the one helper every message to a terminal goes through: broken at spaces only,
/// continuation lines lined up after the prefix, paths and URLs whole, Hangul two columns a character.
@Suite("TextWrap.message: messages wrapped at word boundaries")
struct MessageWrapTests {
    static let english =
        "could not start the editor 'vim -u /home/someone/.config/diary/vimrc': No such file or directory; set $VISUAL or $EDITOR"
    static let korean =
        "편집기 'vim -u /home/someone/.config/diary/vimrc'를 시작하지 못했습니다: 그런 파일이나 디렉터리가 없습니다. $VISUAL이나 $EDITOR를 설정하세요"
    static let url = "http://127.0.0.1:8123/?token=0123456789abcdef0123456789abcdef0123456789abcdef"
    static let serving =
        "Serving /home/someone/diary at\n  \(url)\nOpen that address in your browser (it holds this run's key). Ctrl-C stops the server."
    static let servingKorean = "/home/someone/diary를 다음 주소로 보여 줍니다:\n  \(url)\n브라우저에서 이 주소를 여세요 (이번 실행의 키가 들어 있습니다). Ctrl-C로 멈춥니다."

    @Test("an English error at 60, 80 and 100 columns: lined up after 'error: ', the path and the quoted command whole")
    func englishError() {
        #expect(
            TextWrap.message(Self.english, prefix: "error: ", width: 60) == """
                error: could not start the editor
                       'vim -u /home/someone/.config/diary/vimrc': No such
                       file or directory; set $VISUAL or $EDITOR
                """)
        #expect(
            TextWrap.message(Self.english, prefix: "error: ", width: 80) == """
                error: could not start the editor 'vim -u /home/someone/.config/diary/vimrc': No
                       such file or directory; set $VISUAL or $EDITOR
                """)
        #expect(
            TextWrap.message(Self.english, prefix: "error: ", width: 100) == """
                error: could not start the editor 'vim -u /home/someone/.config/diary/vimrc': No such file or
                       directory; set $VISUAL or $EDITOR
                """)
    }

    @Test("a quoted command or name stays on one line when it fits; one wider than the line is broken at its spaces")
    func quotedSpans() {
        let offline =
            "Offline: saved without looking up the place or weather. To stop trying: 'diary config set offline true' (or DIARY_OFFLINE=1). This note shows once a day."
        #expect(
            TextWrap.message(offline, prefix: "warning: ", width: 80) == """
                warning: Offline: saved without looking up the place or weather. To stop trying:
                         'diary config set offline true' (or DIARY_OFFLINE=1). This note shows
                         once a day.
                """)
        let korean = "오프라인이라 장소와 날씨를 찾지 않고 저장했습니다. 찾지 않게 하려면 'diary config set offline true'(또는 DIARY_OFFLINE=1). 이 안내는 하루에 한 번만 나옵니다."
        #expect(
            TextWrap.message(korean, prefix: "warning: ", width: 60) == """
                warning: 오프라인이라 장소와 날씨를 찾지 않고 저장했습니다.
                         찾지 않게 하려면
                         'diary config set offline true'(또는
                         DIARY_OFFLINE=1). 이 안내는 하루에 한 번만
                         나옵니다.
                """)
        #expect(
            TextWrap.message("Could not look up “Seoul, South Korea” now.", width: 20) == """
                Could not look up
                “Seoul, South Korea”
                now.
                """)
        // Wider than the line: broken at its spaces as any words; a quote never closed is only a word.
        #expect(TextWrap.message("run 'a b c d e f g h' now", width: 10) == "run 'a b c\nd e f g h'\nnow")
        #expect(TextWrap.message("it's 'open and never closed", width: 12) == "it's 'open\nand never\nclosed")
    }

    @Test("a Korean error at 60, 80 and 100 columns: Hangul two columns, broken at spaces, no word cut")
    func koreanError() {
        #expect(
            TextWrap.message(Self.korean, prefix: "error: ", width: 60) == """
                error: 편집기 'vim -u /home/someone/.config/diary/vimrc'를
                       시작하지 못했습니다: 그런 파일이나 디렉터리가
                       없습니다. $VISUAL이나 $EDITOR를 설정하세요
                """)
        #expect(
            TextWrap.message(Self.korean, prefix: "error: ", width: 80) == """
                error: 편집기 'vim -u /home/someone/.config/diary/vimrc'를 시작하지 못했습니다:
                       그런 파일이나 디렉터리가 없습니다. $VISUAL이나 $EDITOR를 설정하세요
                """)
        #expect(
            TextWrap.message(Self.korean, prefix: "error: ", width: 100) == """
                error: 편집기 'vim -u /home/someone/.config/diary/vimrc'를 시작하지 못했습니다: 그런 파일이나
                       디렉터리가 없습니다. $VISUAL이나 $EDITOR를 설정하세요
                """)
    }

    @Test("serve's address: each line wrapped on its own, the URL's line kept whole even when wider than 60")
    func serveAddress() {
        #expect(
            TextWrap.message(Self.serving, width: 60) == """
                Serving /home/someone/diary at
                  \(Self.url)
                Open that address in your browser (it holds this run's key).
                Ctrl-C stops the server.
                """)
        #expect(
            TextWrap.message(Self.serving, width: 80) == """
                Serving /home/someone/diary at
                  \(Self.url)
                Open that address in your browser (it holds this run's key). Ctrl-C stops the
                server.
                """)
        #expect(TextWrap.message(Self.serving, width: 100) == Self.serving)
        #expect(
            TextWrap.message(Self.servingKorean, width: 60) == """
                /home/someone/diary를 다음 주소로 보여 줍니다:
                  \(Self.url)
                브라우저에서 이 주소를 여세요 (이번 실행의 키가 들어
                있습니다). Ctrl-C로 멈춥니다.
                """)
        #expect(
            TextWrap.message(Self.servingKorean, width: 80) == """
                /home/someone/diary를 다음 주소로 보여 줍니다:
                  \(Self.url)
                브라우저에서 이 주소를 여세요 (이번 실행의 키가 들어 있습니다). Ctrl-C로
                멈춥니다.
                """)
        #expect(TextWrap.message(Self.servingKorean, width: 100) == Self.servingKorean)
    }

    @Test("at every width from 20 to 120 each line fits or holds one word, and the words come back in order")
    func everyWidth() {
        for text in [Self.english, Self.korean, Self.serving, Self.servingKorean] {
            let words = text.split(whereSeparator: \.isWhitespace)
            for width in 20...120 {
                let wrapped = TextWrap.message(text, prefix: "warning: ", width: width)
                #expect(wrapped.split(whereSeparator: \.isWhitespace) == ["warning:"] + words, "\(width): \(wrapped)")
                for line in wrapped.split(separator: "\n") where DisplayWidth.of(line) > width {
                    let lineWords = line.split(separator: " ").filter { $0 != "warning:" }
                    #expect(lineWords.count == 1, "at \(width) only a word wider than the line overflows: '\(line)'")
                }
            }
        }
    }

    @Test("a prefix wider than half the line: continuation lines start at the margin; colour codes take no columns")
    func longAndColouredPrefix() {
        #expect(
            TextWrap.message("Saved 2026/11/2026-11-20.md: the long line", prefix: "a-very-long-prefix-of-thirty-two: ", width: 60)
                == "a-very-long-prefix-of-thirty-two: Saved\n2026/11/2026-11-20.md: the long line")
        let red = "\u{1B}[1;31merror:\u{1B}[0m "
        #expect(TextWrap.message("one two three four", prefix: red, width: 17) == red + "one two\n       three four")
    }

    @Test("no width (not a terminal): the message as it is, one line; glued words stay together")
    func noWidth() {
        #expect(TextWrap.message(Self.english, prefix: "error: ", width: nil) == "error: " + Self.english)
        let glued = "on " + TextWrap.unbreakable("Nov 21, 2026") + " at noon"
        #expect(TextWrap.message(glued, width: 12) == "on\nNov 21, 2026\nat noon")
    }
}
