// MARK: - Search

extension KoreanText {
    public func searchCount(_ count: Int) -> String { "항목 \(count)개" }
    public func searchMoreLines(_ count: Int) -> String { "(외 \(count)줄)" }
    public var searchNothingFound: String { "일치하는 항목이 없습니다." }
    public var searchNoTerms: String {
        "검색할 단어를 하나 이상 쓰세요. 예: diary search 커피, 구절은 따옴표로: diary search \"긴 산책\""
    }
    public func searchEmptyTerm(_ term: String) -> String {
        "'\(term)'에는 검색할 글자가 없습니다. 단어를 쓰세요. 예: diary search 커피"
    }
    public func searchBadPattern(_ pattern: String) -> String {
        "-e \(josa("'\(pattern)'", .eunNeun)) 올바른 정규 표현식이 아닙니다. 예: diary search -e 'walk(ed|ing)', "
            + "( [ * + ? 를 글자 그대로 찾으려면 앞에 백슬래시를 붙이세요"
    }
    public var searchFoldWithPattern: String { "--fold는 정규 표현식(-e)에는 쓸 수 없습니다. 둘 중 하나를 빼세요" }
    public var searchPathsWithJSON: String { "-l과 --json은 함께 쓸 수 없습니다. 하나만 고르세요" }
}
