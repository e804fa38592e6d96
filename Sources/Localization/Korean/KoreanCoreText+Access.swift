// MARK: - Who can use the vault, and edits in progress (issue 11)

extension KoreanText {
    public func vaultNotYours(path: String, owner: String, ownerID: UInt32, user: String, userID: UInt32) -> String {
        let sudo = userID == 0 ? "(예: sudo 없이)" : ""
        return "\(path): 이 일기장은 \(owner)(uid \(ownerID))의 것이고 지금 사용자(\(user))의 것이 아닙니다. "
            + "파일이 계속 그 사용자의 것으로 남도록 \(josa(owner, .euroRo)) diary를 실행하세요\(sudo). 아무것도 바꾸지 않았습니다"
    }
    public func vaultPermissionDenied(path: String, owner: String?, ownerID: UInt32?) -> String {
        guard let owner, let ownerID else {
            return "\(path): 권한이 없습니다(permission denied). 다시 접근할 수 있게 하세요(chmod 700 '\(path)')"
        }
        return "\(path): 권한이 없습니다(permission denied). 이 일기장은 \(owner)(uid \(ownerID))의 것이고 주인만 쓸 수 있습니다"
    }
    public func vaultWasOpenToOthers(path: String, mode: String) -> String {
        "\(josa(path, .eulReul)) 이 컴퓨터의 다른 사용자도 읽을 수 있었습니다(모드 \(mode)). diary가 이 폴더와 그 안의 모든 것을 "
            + "본인만 쓸 수 있게 바꿨습니다(폴더 0700, 파일 0600)"
    }
    public func editInProgress(file: String, pid: Int32?, draft: String) -> String {
        let who = pid.map { "diary pid \($0)" } ?? "다른 diary"
        return "\(file): 이미 편집 중입니다(\(who), 초안 \(draft)). 그 편집기에서 먼저 마치세요"
    }
}
