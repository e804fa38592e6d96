// MARK: - The command line

extension KoreanText {
    public var rootDiscussion: String {
        """
        일기장은 --vault PATH(명령 앞이나 뒤), 없으면 -j 이름의 저널, 없으면 $DIARY_VAULT, 없으면 지금 폴더가 \
        들어 있는 일기장, 없으면 기본 저널(설정의 journal:), 없으면 ~/Diary입니다.
        명령마다 man 페이지 diary-COMMAND(1)가 있고, 일기장 형식은 diary-vault(5)입니다.
        bash, zsh, fish의 명령, 옵션, 날짜 자동 완성은 make install과 데비안 패키지에 들어 있습니다. \
        diary를 직접 옮겨 놓았다면:
          source <(diary --generate-completion-script bash)    # ~/.bashrc에
        """
    }
    public func dayArgumentHelp(_ whenNotGiven: DayArgumentDefault, orPath: Bool) -> String {
        let lead: String
        switch whenNotGiven {
        case .required: lead = "날짜"
        case .today: lead = "날짜 (없으면 오늘)"
        case .everyEntry: lead = "날짜 (없으면 모든 항목)"
        }
        return lead + ": " + dayForms + (orPath ? ". 또는 일기 경로 (2026/11/2026-11-21-2.md)." : ".")
    }
    public var dayForms: String {
        "YYYY-MM-DD, 오늘, 어제, 그제, '3일 전', '2주 전', 금요일, '지난 금요일', "
            + "today, yesterday, '3 days ago', '2 weeks ago', friday, 'last friday'"
    }
    public var rangeForms: String {
        dayForms + ", '이번 주', 지난주, '이번 달', 지난달, 올해, 작년, YYYY-MM, YYYY, "
            + "'this week', 'last week', 'this month', 'last month', 'this year', 'last year'"
    }
    public func unknownCommand(_ typed: String, suggestion: String?, helpCommand: String) -> String {
        guard let suggestion else { return "\(josa("'\(typed)'", .eunNeun)) 없는 명령입니다. 명령 목록은 \(josa("'\(helpCommand)'", .euroRo)) 볼 수 있습니다" }
        return "\(josa("'\(typed)'", .eunNeun)) 없는 명령입니다. \(josa("'\(suggestion)'", .eulReul)) 쓰려던 것인가요?"
    }
    public func standardOutputUnwritable(reason: String) -> String {
        "표준 출력: 쓸 수 없습니다: \(reason). 출력이 중간에 끊겼습니다"
    }
}

extension KoreanText {
    public func dayGivenTwice(day: String, option: String) -> String {
        "날짜가 두 번 주어졌습니다 ('\(day)'와 --on '\(option)'); 하나만 주세요"
    }
}

extension KoreanText {
    public func whichEntryHeading(day: String, count: Int) -> String { "\(day)에는 일기가 \(count)개 있습니다:" }
    public func whichEntryPrompt(count: Int) -> String { "어느 것을 열까요? [1-\(count), Enter는 1] " }
    public func notOneOfTheEntries(answer: String, count: Int) -> String {
        "'\(answer)'은 1부터 \(count) 사이의 번호가 아닙니다; 아무것도 열지 않았습니다 (DAY#N처럼 고르세요)"
    }
}
