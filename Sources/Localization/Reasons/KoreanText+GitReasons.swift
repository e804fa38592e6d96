/// GitKit's typed problems in Korean.
extension KoreanText {
    public var gitDetachedHead: String { "HEAD가 분리되어 있습니다(어느 브랜치에도 있지 않음). 먼저 브랜치로 돌아가세요(예: `git switch main`)" }
    public func gitBranchMoved(branch: String, actual: String?, expected: String?) -> String {
        "\(josa("브랜치 '\(branch)'", .iGa)) 예상한 \(expected ?? "커밋 없음") 대신 \(actual ?? "커밋 없음")에 있습니다: 그사이에 움직였습니다"
    }
    public func gitBranchAtNeitherEnd(branch: String, actual: String?, parent: String?, commit: String) -> String {
        "\(josa(branch, .iGa)) \(parent ?? "커밋 없음")도 \(commit)도 아닌 \(actual ?? "커밋 없음")에 있습니다"
    }
    public func gitBareRepository(path: String) -> String { "\(josa("'\(path)'", .eunNeun)) 작업 트리가 없는 bare 저장소입니다" }
    public func gitNotWorkTreeTop(path: String) -> String { "\(josa("'\(path)'", .eunNeun)) git 작업 트리의 최상위 폴더가 아닙니다" }
    public func gitPathIsFolder(path: String) -> String { "\(josa("'\(path)'", .eunNeun)) 폴더입니다. 폴더 안의 파일을 지정하세요" }
    public func gitPathIsFolderInHead(path: String) -> String { "\(josa("'\(path)'", .eunNeun)) HEAD에서 폴더입니다. 폴더 안의 파일을 지정하세요" }
    public func gitPathIsFolderInBaseCommit(path: String) -> String {
        "\(josa("'\(path)'", .eunNeun)) 기준 커밋에서 폴더입니다. 폴더 안의 파일을 지정하세요"
    }
    public func gitBadPath(path: String, fault: String) -> String {
        "'\(path)'에 \(josa(fault, .iGa)) 있습니다. 경로는 작업 트리 기준의 상대 경로이고 구분자는 '/'입니다"
    }
    public var gitPathEmpty: String { "빈 경로" }
    public var gitPathAbsolute: String { "절대 경로" }
    public var gitPathNULCharacter: String { "NUL 문자" }
    public var gitPathDotSegment: String { "비어 있거나 '.' 또는 '..'인 구간" }
    public var gitPathGitSegment: String { "'.git' 구간" }
    public func gitMissingFromWorkTree(path: String) -> String { "작업 트리에 \(josa("'\(path)'", .iGa)) 없습니다" }
    public var gitBinaryBaseText: String { binaryMergeText("공통 조상의") }
    public var gitBinaryOurText: String { binaryMergeText("이쪽") }
    public var gitBinaryTheirText: String { binaryMergeText("상대편") }
    private func binaryMergeText(_ side: String) -> String {
        "\(side) 텍스트에 NUL 바이트가 있어(바이너리 데이터) 줄 단위로 병합할 수 없습니다"
    }
    public var gitTextsNotMerged: String { "텍스트를 줄 단위로 병합하지 못했습니다" }
    public func gitTrackingRefNotUpdated(remote: String, trackingRef: String, remoteRef: String) -> String {
        "'\(remote)'에서 가져왔지만 \(josa(trackingRef, .iGa)) 원격의 \(remoteRef)로 갱신되지 않았습니다. remote.\(remote).fetch 설정을 "
            + "확인하세요(git 기본값은 +refs/heads/*:refs/remotes/\(remote)/*)"
    }
    public func gitPasswordInRemoteURL(remote: String, tokenVariable: String?) -> String {
        "원격 저장소 '\(remote)'의 URL에 비밀번호가 들어 있습니다. 비밀번호를 뺀 URL을 주고 "
            + "\(josa(tokenVariable.map { "$" + $0 } ?? "액세스 토큰", .inaNa)) git credential helper를 쓰세요"
    }
    public func gitInvalidRemoteName(_ name: String) -> String { "\(josa("'\(name)'", .eunNeun)) 원격 저장소 이름으로 쓸 수 없습니다" }
    public func gitNoBranchToPush(branch: String) -> String { "푸시할 \(josa("브랜치 '\(branch)'", .iGa)) 없습니다(아직 커밋이 없나요?)" }
    public func gitCannotOpen(path: String, reason: String) -> String { "'\(path)' 파일을 열 수 없습니다: \(reason)" }
    public func gitCannotCreate(path: String, reason: String) -> String { "'\(path)' 파일을 만들 수 없습니다: \(reason)" }
    public func gitCannotRead(path: String, reason: String) -> String { "'\(path)' 파일을 읽을 수 없습니다: \(reason)" }
    public func gitCannotWrite(path: String, reason: String) -> String { "'\(path)' 파일에 쓸 수 없습니다: \(reason)" }
    public func gitCannotRename(path: String, to target: String, reason: String) -> String {
        "'\(path)' 파일의 이름을 \(josa("'\(target)'", .euroRo)) 바꿀 수 없습니다: \(reason)"
    }
    public func gitShrankWhileRead(path: String, expected: Int) -> String {
        "'\(path)' 파일을 읽을 수 없습니다: 예상한 \(expected)바이트보다 짧습니다(읽는 동안 줄어들었습니다)"
    }
    public func gitRefNotWritten(file: String, commit: String) -> String {
        "'\(file)' 파일에 기록한 뒤에도 \(commit) 커밋이 들어 있지 않습니다"
    }
    public func gitNoReason(code: Int32) -> String { "libgit2가 이유를 알려 주지 않았습니다(코드 \(code))" }
    public func gitMissingAfterPackWrite(object: String, ownPack: Bool) -> String {
        "\(ownPack ? "객체 하나만 담은 " : "")팩 파일을 쓴 뒤에도 \(josa("객체 \(object)", .iGa)) 없습니다"
    }
    public func gitMissingAfterWrite(_ object: String) -> String {
        "\(josa(object, .iGa)) 기록된 뒤에도 객체 저장소에 없습니다(디스크가 가득 찼나요?)"
    }
    public func gitStoredCommit(_ commit: String) -> String { "커밋 \(commit)" }
    public func gitStoredEntry(path: String, commit: String) -> String { "커밋 \(commit)의 '\(path)'" }
    public func gitStoredBlob(path: String) -> String { "'\(path)'의 blob" }

    public func gitTransferProblem(remote: String?, url: String, reason: String, serverSaid: [String]) -> String {
        "\(remote.map { "'\($0)'(\(url))" } ?? "'\(url)'"): \(reason)"
            + (serverSaid.isEmpty ? "" : " (원격 저장소의 메시지: \(serverSaid.joined(separator: " / ")))")
    }
    public func transferSilent(seconds: Int) -> String { "서버가 \(seconds)초 동안 응답하지 않아 시간이 초과되었습니다" }
    public func transferTooSlow(bytes: UInt64, seconds: Int, minimumBytesPerSecond: Int) -> String {
        "시간이 초과되었습니다: \(seconds)초 동안 \(bytes)바이트만 오가서 초당 \(minimumBytesPerSecond)바이트에 못 미쳤습니다(서버가 멈췄습니다)"
    }
    public func transferTooLong(seconds: Int) -> String {
        "시간이 초과되었습니다: 전송이 최대 허용 시간인 \(seconds)초 안에 끝나지 않았습니다"
    }
    public func transferClosedEarly(detail: String) -> String {
        "전송이 끝나기 전에 서버가 연결을 닫았습니다(\(detail))"
    }
    public func transferNoRepositoryAt(path: String) -> String {
        "'\(path)'에 저장소가 없습니다(그런 폴더가 없습니다. 디스크가 연결되어 있나요?)"
    }
    public func transferHostKeyNotTrusted(detail: String) -> String {
        "\(detail) — 서버의 SSH 호스트 키가 ~/.ssh/known_hosts에 없거나 바뀌었습니다. 키를 확인한 뒤 추가하세요"
            + "(예: ssh-keyscan을 쓰거나 ssh로 한 번 접속)"
    }
    public func transferCertificateNotVerified(detail: String) -> String {
        "\(detail) — 서버의 TLS 인증서를 검증할 수 없습니다"
    }

    public func gitAuthenticationProblem(remote: String?, url: String, reason: String) -> String {
        "\(remote.map { "'\($0)'(\(url))" } ?? "'\(url)'") 인증에 실패했습니다: \(reason)"
    }
    public var authUsernameAskedAgain: String { "서버가 사용자 이름을 다시 요청했습니다" }
    public func authNoSSHKey(user: String) -> String {
        "\(user) 사용자로 제시할 SSH 키가 없습니다. ssh-agent에 키를 넣어 시작하거나 ~/.ssh/id_ed25519를 만드세요"
    }
    public func authSSHNotAccepted(user: String, tried: [String]) -> String {
        "서버가 \(user) 사용자로 제시한 \(josa(tried.joined(separator: ", "), .eulReul)) 받아들이지 않았습니다"
    }
    public func authPassphraseProtected(key: String) -> String { "\(key)(암호로 보호되어 있음: ssh-agent에 추가하세요)" }
    public var authPasswordOverSSH: String {
        "서버가 비밀번호를 요구하지만 SSH로는 비밀번호를 보내지 않습니다. 키를 쓰세요(ssh-agent 또는 ~/.ssh/id_ed25519)"
    }
    public func authRejected(offered: [String]) -> String {
        "서버가 \(josa(offered.joined(separator: ", "), .eulReul)) 거부했습니다. 유효한지, 이 저장소에 접근할 수 있는지 확인하세요"
    }
    public var authOfferedAccessToken: String { "액세스 토큰" }
    public var authOfferedCredentialHelper: String { "git credential helper가 준 사용자 이름과 비밀번호" }
    public func authTokenOverHTTP(host: String) -> String {
        "액세스 토큰을 http://로 \(host)에 암호화하지 않은 채 보내지 않습니다. https:// URL을 쓰세요"
    }
    public func authNoCredentials(tokenVariable: String?, helperReason: String) -> String {
        "토큰\(tokenVariable.map { "($\($0))" } ?? "")이 없고 git credential helper에서도 자격 증명을 얻지 못했습니다(\(helperReason))"
    }
    public func authPasswordWanted(tokenVariable: String?) -> String {
        "서버가 사용자 이름과 비밀번호를 요구합니다. \(josa(tokenVariable.map { "$" + $0 } ?? "액세스 토큰", .eulReul)) 설정하거나 git credential helper를 구성하세요"
    }
    public func authUnsupportedTypes(_ types: UInt32) -> String {
        "서버가 diary가 제공하지 않는 방식의 인증을 요구합니다(유형 \(types))"
    }
    public var helperUnreadableURL: String { "URL을 읽을 수 없습니다" }
    public var helperNULInURL: String { "URL에 NUL 바이트가 있습니다" }
    public func helperCannotRun(reason: String) -> String { "git을 실행할 수 없습니다: \(reason)" }
    public func helperNoAnswer(seconds: Int) -> String { "git credential fill이 \(seconds)초 안에 응답하지 않았습니다" }
    public var helperFoundNone: String { "git credential fill이 찾은 것이 없습니다" }
    public var helperIncompleteAnswer: String { "git credential fill이 사용자 이름과 비밀번호를 주지 않았습니다" }
}
