extension KoreanText {
    public var webBody: String { "본문" }
    public var webDetails: String { "정보" }
    public var webDate: String { "날짜" }
    public var webTime: String { "시각" }
    public var webWeather: String { "날씨" }
    public var webWeatherHint: String { "예: 비, 12°C" }
    public var webTags: String { "태그" }
    public var webTagsHint: String { "쉼표로 구분" }
    public var webStarred: String { "별표" }
    public var webDateNamesTheFile: String { "날짜가 파일 이름이라 바꾸지 않습니다." }
    public var webOtherKeys: String { "그 밖의 키 (쓰인 그대로 둡니다)" }
    public var webRawView: String { "고급: 파일을 그대로 고치기" }
    public var webWholeFile: String { "파일 전체 (머리말 포함)" }
    public var webFormView: String { "양식으로 돌아가기" }
    public var webDiscard: String { "버리기" }
    public var webDiscardQuestion: String { "여기서 쓴 내용을 버릴까요? 아무것도 저장하지 않고 초안도 남기지 않습니다." }
    public var webKeepWriting: String { "계속 쓰기" }
    public var webDiscarded: String { "버렸습니다. 아무것도 저장하지 않았습니다." }
    public var webSaveShortcut: String { "Ctrl+S" }
    public func webNotADateAndTime(date: String, time: String) -> String {
        "\"\(date) \(time)\"은 날짜와 시각이 아닙니다: 날짜는 2026-11-25처럼, 시각은 21:14처럼 쓰세요."
    }
    public func webDateIsTheFiles(file: String, day: String) -> String {
        "날짜가 파일 이름(\(file))이라 일기의 날짜(\(day))는 바뀌지 않습니다: 다른 날에 쓰려면 그날의 새 일기를 쓰세요."
    }
    public func webShownRaw(reason: String) -> String { "머리말을 항목으로 보여 줄 수 없어 파일 전체를 보여 줍니다: \(reason)" }
}
