// MARK: - Sync under faults (issue 11)

extension KoreanText {
    public func badSyncJournal(file: String) -> String {
        "\(file): 중단된 동기화의 기록을 읽을 수 없습니다(또는 더 새 diary가 쓴 기록입니다). 'git status'를 확인한 뒤 그 파일을 지우고 다시 동기화하세요"
    }
    public func uncommittedFileInTheWay(file: String) -> String {
        "\(file): 원격 저장소에도 이 파일이 있는데 여기 파일은 커밋되지 않았습니다(동기화는 일기와 git이 추적하는 파일만 커밋합니다). \(josa("'git add \(file)'", .gwaWa)) 'git commit'으로 추가하거나 다른 곳으로 옮긴 뒤 다시 동기화하세요"
    }
    public var syncEditKeptOverInterruptedSync: String {
        "중단된 동기화가 절반만 쓴 사이에 고쳐졌습니다. 고친 내용을 남겼고, 동기화된 내용은 기록('diary log')에 있습니다"
    }
    public var syncFinishedInterrupted: String { "중단되었던 동기화를 마쳤습니다." }
    public func statusNotSynced(_ files: [String]) -> String {
        "동기화하지 않는 파일(일기가 아님, 동기화하려면 git으로 추가하세요): " + files.joined(separator: ", ") + "."
    }
}
