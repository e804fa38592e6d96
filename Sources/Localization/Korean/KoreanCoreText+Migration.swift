// MARK: - Migration under faults (issue 15)

extension KoreanText {
    public func badMigrationJournal(file: String) -> String {
        "\(file): 중단된 변환의 기록을 읽을 수 없습니다(또는 더 새 diary가 쓴 기록입니다). 'git status'와 'git log'를 확인한 뒤 그 파일을 지우세요"
    }
    public func changedDuringMigration(file: String) -> String {
        "\(file): diary migrate가 쓰는 사이에 바뀌었습니다. 모든 파일을 그대로 두었고 아무것도 커밋하지 않았습니다. 'diary migrate'를 다시 실행하세요"
    }
    public func migrationFinishedInterrupted(commit: String) -> String {
        "중단되었던 변환을 마쳤습니다(\(commit))."
    }
    public var migrationRolledBackInterrupted: String {
        "중단되었던 변환을 되돌렸습니다. 그 사이에 브랜치가 옮겨졌기 때문입니다. 모든 일기는 그대로입니다. 'diary migrate'를 다시 실행하세요."
    }
    public func migrationEditKept(file: String, draft: String) -> String {
        "\(file): 중단된 변환이 절반만 쓴 사이에 고쳐졌습니다. 고친 내용은 \(draft)에 남겼습니다('diary open'으로 이어 쓸 수 있습니다)"
    }
}
