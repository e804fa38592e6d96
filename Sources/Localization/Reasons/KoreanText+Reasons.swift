/// The libraries' typed reasons in Korean (`KoreanText` is a `ReasonText` through `InterfaceText`).
extension KoreanText {
    public var linkWouldNotReadBack: String { "링크를 더한 일기를 다시 읽으면 원래 일기와 같지 않습니다" }
    public var entryEndsInsideCodeBlock: String {
        "일기가 코드 블록 안에서 끝납니다(``` 울타리가 닫히지 않았습니다). 코드 블록을 닫은 뒤 다시 첨부하세요"
    }
    public var nothingToCommit: String { "커밋할 것이 없습니다" }
    public var fileWhereFolderBelongs: String { "폴더가 있어야 할 자리에 파일이 있습니다. 파일을 다른 곳으로 옮기세요" }
    public var lineBreakInFileName: String { "파일 이름에 줄바꿈이 있습니다" }
    public var missingOrUnreadable: String { "파일이 없거나 읽을 수 없습니다" }
    public var nothingWasWritten: String { "아무것도 쓰지 못했습니다" }
    public var keyFileMalformed: String { "올바른 git-crypt 키 파일이 아닙니다" }
    public var keyFileIncompatible: String { "더 새로운 형식의 git-crypt 키 파일입니다" }
    public var keyFileEmpty: String { "git-crypt 키 파일에 키가 없습니다" }
    public func keyVersionMissing(_ version: UInt32) -> String {
        "이 키 파일에 없는 키 버전(\(version))으로 암호화되어 있습니다"
    }
    public var decryptedTextDiffers: String { "복호화한 내용이 암호화했던 내용과 다릅니다: 다른 키이거나 바이트가 손상되었습니다" }
    public var encryptedAlready: String { "작업 트리의 파일이 암호화되어 있습니다(일기장이 잠겨 있습니다). 먼저 잠금을 푸세요" }
    public var tooLargeToEncrypt: String { "너무 커서 안전하게 암호화할 수 없습니다" }
    public var changedWhileReading: String { "읽는 동안 파일이 바뀌었습니다. 다시 시도하세요" }
}
