// MARK: - The web reader (issue 16)

extension KoreanText {
    public var pageLanguage: String { "ko" }
    public var webDiary: String { "일기" }
    public var webEntries: String { "일기 목록" }
    public var webCalendar: String { "달력" }
    public var webOnThisDay: String { "지난 오늘" }
    public var webSearchPlaceholder: String { "검색" }
    public var webNewEntry: String { "새 일기" }
    public var webEdit: String { "고치기" }
    public var webDelete: String { "지우기" }
    public var webSave: String { "저장" }
    public var webCancel: String { "취소" }
    public var webRestore: String { "되살리기" }
    public var webBackToList: String { "모든 일기" }
    public var webTag: String { "태그" }
    public var webPlace: String { "장소" }
    public var webStarredOnly: String { "별표만" }
    public var webFilter: String { "거르기" }
    public var webClearFilters: String { "거르기 해제" }
    public var webNoEntries: String { "일기가 없습니다." }
    public var webNothingFound: String { "찾은 일기가 없습니다." }
    public var webPickAnEntry: String { "왼쪽에서 일기를 고르세요." }
    public var webAttachments: String { "첨부 파일" }
    public var webLess: String { "적게" }
    public var webMore: String { "많이" }
    public func webMatches(_ count: Int) -> String { "일기 \(count)편" }
    public func webDayTotals(entries: Int, words: Int) -> String { "일기 \(entries)편, \(words)단어" }
    public func webYearsAgo(_ years: Int) -> String { "\(years)년 전" }
    public var webNothingOnThisDay: String { "지난해들의 이날에 쓴 일기가 없습니다." }
    public func webDeleteQuestion(title: String, file: String) -> String {
        "\(josa("“\(title)”", .eulReul, parenthesis: "(\(file))")) 지울까요? 지운 것도 커밋되고, 일기는 기록에 남아 되살릴 수 있습니다."
    }
    public func webDeleted(file: String, commit: String) -> String { "\(josa(file, .eulReul)) 지웠습니다 (커밋 \(commit))." }
    public func webRestored(file: String, commit: String) -> String { "\(josa(file, .eulReul)) 되살렸습니다 (커밋 \(commit))." }
    public func webSaved(file: String, commit: String) -> String { "\(josa(file, .eulReul)) 저장했습니다 (커밋 \(commit))." }
    public var webNoChanges: String { "바뀐 것이 없어 커밋하지 않았습니다." }
    public var webDraftSaved: String { "초안 보관됨" }
    public var webDraftNotSaved: String { "초안을 보관하지 못함" }
    public var webDraftResumed: String { "전에 고치다 남긴 초안입니다. 저장하면 일기를 이 글로 바꿉니다." }
    public func webNotSaved(_ reason: String) -> String { "저장하지 못했습니다: \(reason). 쓴 글은 그대로 있습니다." }
    public var webConflictHeading: String { "그사이 디스크에서 바뀜" }
    public func webConflictExplained(file: String, draft: String) -> String {
        "쓰는 동안 \(josa(file, .iGa)) 디스크에서 바뀌어 아무것도 덮어쓰지 않았습니다. 쓴 글은 \(draft)에 보관했습니다. "
            + "아래 두 글을 합쳐 다시 저장하세요."
    }
    public var webConflictYourText: String { "내가 쓴 글" }
    public var webConflictOnDisk: String { "지금 디스크에 있는 글" }
    public var webEmptied: String { "글이 비어 저장하지 않았습니다. 일기를 없애려면 지우기를 쓰세요." }
    public var webNothingWritten: String { "쓴 것이 없어 일기를 만들지 않았습니다." }
    public var webNeedsToken: String { "거부됨: diary serve가 출력한 주소를 여세요 (이번 실행의 키가 들어 있습니다)." }
    public var webNotFound: String { "없는 페이지입니다." }
    public var webBadRequest: String { "요청을 거부했습니다." }
    public func webDraftResumedChanged(draft: String) -> String {
        "전에 고치다 남긴 초안입니다(\(draft)). 지금 디스크의 일기가 이 글을 시작한 버전과 "
            + "다르거나 확인할 수 없어, 저장하면 먼저 두 글을 나란히 보여 줍니다."
    }
    public func webEarlierTextsKept(files: String) -> String {
        "전에 여기서 쓰고 저장하지 못한 글을 보관해 두었습니다: \(files). `diary drafts`로 목록을 보고 되살릴 수 있습니다."
    }
    public func webDeleteChangedMeanwhile(file: String) -> String {
        "이 페이지를 연 뒤 일기가 바뀌어 아무것도 지우지 않았습니다(\(file)). 먼저 살펴보고, 그래도 지우려면 다시 지우세요."
    }
    public var webDeleteNeedsVersion: String { "지울 일기의 버전이 요청에 없어 아무것도 지우지 않았습니다." }
    public var webLookAtEntry: String { "일기 보기" }
    public var webSkipToContent: String { "본문으로 건너뛰기" }
    public var webPagesNavigation: String { "페이지" }
    public var webMonthsNavigation: String { "다른 달" }
    public var webYearsNavigation: String { "다른 해" }
    public var webDaysNavigation: String { "다른 날" }
    public func serveStarted(vault: String, url: String) -> String {
        "\(josa(vault, .eulReul)) 다음 주소로 보여 줍니다:\n  \(url)\n브라우저에서 이 주소를 여세요 (이번 실행의 키가 들어 있습니다). Ctrl-C로 멈춥니다."
    }
    public var serveStopped: String { "멈췄습니다." }
    public func serveCannotListen(address: String, reason: String) -> String {
        "\(address)에서 연결을 받을 수 없습니다: \(reason); --port로 다른 포트를 고르세요"
    }
    public func serveProgramMissing(path: String, reason: String) -> String {
        "웹 서버 \(josa(path, .eulReul)) 시작할 수 없습니다: \(reason); diary를 다시 설치하세요 (make install은 bin/ 옆 lib/diary/에 둡니다)"
    }
    public func servePortOutOfRange(_ port: Int) -> String { "--port \(port): 포트가 아닙니다; 1에서 65535, 또는 빈 포트를 뜻하는 0을 주세요" }
    public func serveListenEveryAddress(_ given: String, address: String) -> String {
        let named = given == address ? "--listen \(given):" : "--listen \(josa(given, .eunNeun)) \(address)입니다:"
        return "\(named) 이 컴퓨터의 모든 주소를 한꺼번에 뜻해 Host 헤더를 확인할 수 없습니다; "
            + "이 컴퓨터에 닿는 주소 하나를 주세요 ('ip address'로 볼 수 있습니다)"
    }
    public func serveListenNotAnAddress(_ given: String) -> String {
        "--listen \(given): IP 주소가 아닙니다; 192.168.1.5나 fd00::2처럼 이 컴퓨터의 주소를 주세요 "
            + "(localhost 말고는 이름을 받지 않고, %eth0 같은 영역도 받지 않습니다)"
    }
    public func serveBadKeyTimeout(variable: String, value: String, lowest: String, highest: String) -> String {
        "\(variable)=\(value): \(lowest)에서 \(highest) 사이의 초가 아닙니다; 그 사이의 값을 주거나, 지워서 10초로 두세요"
    }
    public func serveCannotOpenBrowser(reason: String) -> String { "브라우저를 열지 못했습니다 (xdg-open: \(reason)); 위 주소를 직접 여세요" }
}
