/// diary's interface in Korean.
public struct KoreanText: InterfaceText {
    public init() {}
}

/// `word` and the form of `particle` that fits how it ends (`KoreanParticle`): `josa("origin", .gwaWa)` is `origin과`,
/// `josa("'list'", .eulReul)` is `'list'를`. A `parenthesis` after the word goes before the particle, whose form still
/// fits the word, as 한글 맞춤법 has it: `josa("origin", .eulReul, parenthesis: "(git@host:diary.git)")` is
/// `origin(git@host:diary.git)을`.
private func josa(_ word: String, _ particle: KoreanParticle, parenthesis: String = "") -> String {
    word + parenthesis + particle.form(after: word)
}

// MARK: - Core commands

extension KoreanText {
    public var untitled: String { "(제목 없음)" }
    public var seeHelp: String { " ('diary --help' 참고)" }

    public func vaultMissing(path: String) -> String {
        "\(path): 일기장이 없습니다. \(josa("'diary init --vault \(path)'", .euroRo)) 만들거나 --vault나 $DIARY_VAULT로 쓰던 일기장을 가리키세요"
    }
    public func notARepository(path: String) -> String {
        "\(path): 이 폴더는 git 저장소가 아닙니다. \(josa("'diary init --vault \(path)'", .eulReul)) 실행하면 일기장으로 씁니다"
    }
    public func notAFolder(path: String) -> String {
        "\(path): 폴더가 아닙니다. --vault에는 일기장 폴더의 경로를 주세요"
    }
    public func malformedFrontMatter(file: String, line: Int?, problem: String) -> String {
        let at = line.map { " \($0)번째 줄" } ?? ""
        return "\(file)\(at): front matter 형식이 잘못되었습니다: \(problem). '---' 줄 사이의 YAML을 고치세요"
    }
    public func frontMatterProblem(file: String, line: Int?, problem: String) -> String {
        "\(file)\(line.map { " \($0)번째 줄" } ?? ""): \(problem)"
    }
    public func frontMatterTabIndent(problem: String) -> String { problem + " (YAML은 탭으로 들여쓸 수 없으니 공백을 쓰세요)" }
    public var frontMatterInvalidYAML: String { "올바른 YAML이 아닙니다" }
    public var frontMatterExpectedKeyValues: String { "'key: value' 형식의 줄이어야 합니다" }
    public var frontMatterKeyNotText: String { "키는 일반 텍스트여야 합니다" }
    public func frontMatterDuplicateKeys(_ keys: [String]) -> String { "같은 키가 두 번 있습니다: \(keys.joined(separator: ", "))" }
    public func frontMatterDuplicateKey(_ key: String) -> String { "'\(key)' 키가 두 번 있습니다" }
    public var frontMatterSchemaNotWholeNumber: String { "'schema'는 정수여야 합니다. 예: schema: 2" }
    public var frontMatterCreatedNotDateTime: String {
        "'created'는 날짜와 시각이어야 합니다. 예: created: 2026-11-21T09:14:03+09:00"
    }
    public var frontMatterStarredNotBoolean: String { "'starred'는 true나 false여야 합니다" }
    public var frontMatterLocationNotMap: String { "'location'은 name, latitude, longitude를 담은 맵이어야 합니다" }
    public var frontMatterWeatherNotMap: String { "'weather'는 condition, temperature, code를 담은 맵이어야 합니다" }
    public var frontMatterWeatherCodeNotWholeNumber: String { "'weather.code'는 정수(WMO 코드)여야 합니다" }
    public var frontMatterTagsNotList: String { "'tags'는 단어 목록이어야 합니다. 예: tags: [travel, family]" }
    public func frontMatterNotText(field: String) -> String { "\(josa("'\(field)'", .eunNeun)) 텍스트여야 합니다" }
    public func frontMatterNotNumber(field: String) -> String { "\(josa("'\(field)'", .eunNeun)) 숫자여야 합니다" }
    public func unterminatedFrontMatter(file: String) -> String {
        "\(file): front matter를 닫는 '---' 줄이 없습니다. 마지막 필드 다음에 한 줄 넣으세요"
    }
    public func notUTF8(file: String) -> String {
        "\(file): UTF-8 텍스트가 아닙니다. diary가 읽을 수 있게 먼저 변환하세요(예: iconv -t UTF-8)"
    }
    public func newerSchema(file: String, schema: Int, supported: Int) -> String {
        "\(file): 스키마 \(josa("\(schema)", .eunNeun)) 이 diary가 아는 것(\(supported)까지)보다 새롭습니다. diary를 업데이트하세요"
    }
    public func unknownDay(_ text: String) -> String {
        "\(josa("'\(text)'", .eunNeun)) 날짜도 일기 경로도 아닙니다. \(dayForms) 중 하나나 2026/11/2026-11-21.md 같은 일기 경로를 쓰세요"
    }
    public func noEntry(_ what: String) -> String {
        "\(what): 일기가 없습니다. 'diary list'로 일기 목록을 볼 수 있습니다"
    }
    public func ambiguousDay(_ day: String, paths: [String]) -> String {
        "\(day)에는 일기가 \(paths.count)개 있습니다(\(paths.joined(separator: ", "))). '\(day)#2'(두 번째)처럼 번호로, 또는 경로로 하나를 고르세요"
    }
    public func outsideVault(_ path: String) -> String {
        "\(path): 일기장 밖입니다. 일기장 안의 날짜나 경로를 주세요"
    }
    public func notAnEntry(_ path: String) -> String {
        "\(path): 일기 경로가 아닙니다. 일기는 YYYY/MM/YYYY-MM-DD.md에 있습니다"
    }
    public func symlink(file: String) -> String {
        "\(file): 심볼릭 링크입니다. diary는 일기에 쓰인 링크를 따라가지 않으니 파일 자체로 바꾸세요"
    }
    public func emptyEntry(file: String) -> String {
        "\(file): 일기에 내용이 없습니다. 빈 일기는 저장하지 않습니다(일기를 지우려면 'diary rm')"
    }
    public func entryExists(file: String) -> String {
        "\(file): 이미 일기가 있습니다. 예전 버전을 되살리려면 --at REV를 주세요"
    }
    public func indexLocked(lockFile: String) -> String {
        "\(lockFile) 파일이 있습니다: 다른 git 프로세스가 실행 중이거나 비정상 종료되었습니다. 실행 중인 git이 없다면 그 파일을 지우고 다시 시도하세요"
    }
    // MARK: Saving under faults
    public var detachedHead: String {
        "HEAD가 분리되어 있습니다(어느 브랜치에도 있지 않음). diary는 브랜치에서만 저장하고 동기화하므로 아무것도 하지 않았습니다. 먼저 브랜치로 돌아가세요(git switch main)"
    }
    public func gitOperationInProgress(_ operation: String, unmerged: [String]) -> String {
        if !unmerged.isEmpty {
            return "git \(operation) 작업이 충돌에서 멈춰 있어 아무것도 쓰지 않았습니다: \(fileList(unmerged)). 충돌을 해결한 뒤"
                + "(원하는 내용만 남기고 표시 줄을 지운 다음 git add) 작업을 마치거나(git \(operation) --continue) "
                + "취소하고(git \(operation) --abort) 다시 시도하세요"
        }
        let finish = operation == "bisect" ? "작업을 끝낸 뒤(git bisect reset)" : "작업을 마치거나(git \(operation) --continue) 취소한 뒤(git \(operation) --abort)"
        return "이 일기장에서 git \(operation) 작업이 진행 중이라 아무것도 쓰지 않았습니다. \(finish) 다시 시도하세요"
    }
    public func unmergedFiles(_ files: [String]) -> String {
        "git이 병합되지 않은 파일로 표시하고 있어('git stash pop' 등이 충돌에서 멈춘 경우) 아무것도 쓰지 않았습니다: \(fileList(files)). "
            + "원하는 내용만 남기고 표시 줄을 지운 뒤 해결했다고 표시하고(git add \(files.first ?? "")) 다시 시도하세요"
    }
    public func gitConflictMarkers(files: [String], line: Int) -> String {
        let at = files.count == 1 ? "\(line)번째 줄의 <<<<<<<" : "\(files.first ?? "") \(line)번째 줄의 <<<<<<< 등"
        return "\(fileList(files))에 diary가 아닌 git이 쓴 충돌 표시가 있습니다(\(at)). diary는 이런 파일을 커밋하지도 푸시하지도 않습니다. "
            + "원하는 내용만 남기고 표시 줄을 지운 뒤 다시 시도하세요"
    }
    /// `a`, `a, b`, or `a, b 외 3개`.
    private func fileList(_ files: [String]) -> String {
        files.count <= 2 ? files.joined(separator: ", ") : "\(files[0]), \(files[1]) 외 \(files.count - 2)개"
    }
    public func noSuchDraft(name: String) -> String { "그런 이름의 초안이 없습니다: '\(name)'. 'diary drafts'로 목록을 볼 수 있습니다" }
    public func commitFailed(file: String?, detail: String) -> String {
        "\(file.map { $0 + ": " } ?? "")저장하지 못했습니다: git이 커밋을 쓰지 못했습니다(\(detail)). 아무것도 커밋되지 않았고 파일은 그대로입니다. 디스크 공간을 확보하거나 원인을 고친 뒤 다시 시도하세요"
    }
    public func textKeptAsDraft(_ error: String, draft: String) -> String {
        "\(error). 쓴 글은 \(draft)에 보관했습니다: 'diary new'로 다시 이어 쓰세요"
    }
    public func unappliedFilter(file: String, driver: String) -> String {
        "\(file): git 속성이 '\(driver)' 필터를 지정하는데 diary는 이 필터를 실행하지 않으므로 아무것도 커밋하지 않았습니다(필터를 거치지 않은 채, 예를 들어 암호화되지 않은 채 git에 들어갈 뻔했습니다). git으로 직접 커밋하거나(git add, git commit) .gitattributes에서 필터를 빼세요"
    }
    public func lockTimeout(lockFile: String) -> String {
        "\(lockFile): 다른 diary가 이 일기장에 저장하고 있습니다. 끝난 뒤에 다시 시도하세요"
    }
    public func unreadable(file: String, reason: String) -> String {
        "\(file): 읽을 수 없습니다: \(reason)"
    }
    public func unwritable(file: String, reason: String) -> String {
        "\(file): 쓸 수 없습니다: \(reason). 아무것도 바뀌지 않았습니다"
    }
    public func unknownRevision(_ revision: String) -> String {
        "\(josa("'\(revision)'", .eunNeun)) 이 일기장의 리비전이 아닙니다. 'diary log'로 목록을 볼 수 있습니다"
    }
    public func notInRevision(file: String, revision: String) -> String {
        "\(file): 리비전 \(revision)에는 없습니다. \(josa("'diary log \(file)'", .euroRo)) 이 일기의 버전들을 볼 수 있습니다"
    }
    public func changedMeanwhile(file: String, draft: String) -> String {
        "\(file) 파일이 편집하는 동안 디스크에서 바뀌었습니다(임시 저장본 \(draft)의 내용을 직접 합치세요)"
    }
    public func migrationFailed(file: String, reason: String) -> String {
        "\(file): 변환할 수 없습니다: \(reason). 파일은 그대로 두었습니다"
    }
    public func unrelatedHistories(remote: String) -> String {
        "\(remote)의 기록은 이 일기장과 관계가 없습니다. diary는 서로 다른 두 일기를 합치지 않습니다(대신 'diary init --clone URL'로 빈 일기장에 복제하세요)"
    }
    public func cloneTargetNotEmpty(path: String) -> String {
        "\(path) 폴더가 비어 있지 않습니다. 새 폴더에 복제하거나, 'diary remote add origin URL'로 이 일기장에 원격 저장소를 추가하고 'diary sync'를 실행하세요"
    }
    public func massDeletion(deleted: Int, total: Int, remote: String) -> String {
        "이번 동기화는 \(remote)에 있는 일기 \(total)개 중 \(deleted)개를 지웁니다. 정말 그러려면 'diary sync --force'를 실행하세요"
    }

    public func gitAuthenticationFailed(detail: String) -> String {
        "원격 저장소 인증에 실패했습니다(\(detail)). SSH는 ssh-agent와 ~/.ssh 키를, HTTPS는 $DIARY_GIT_TOKEN이나 git credential helper를 확인하세요"
    }
    public func gitCertificateRejected(detail: String) -> String {
        "서버를 신뢰할 수 없습니다(\(detail))"
    }
    public func gitTimedOut(detail: String) -> String {
        "네트워크가 응답하지 않아 중단했습니다(\(detail)). 연결을 확인하고 다시 시도하거나, 'diary config set sync.timeout 초'로 기다리는 시간을 늘리세요"
    }
    public func gitNetworkFailed(detail: String) -> String {
        "원격 저장소에 연결할 수 없습니다(\(detail)). 주소('diary remote list')와 네트워크를 확인하고 다시 시도하세요"
    }
    public func gitFailed(detail: String, onDisk: Bool) -> String {
        "git이 작업을 마치지 못했습니다(\(detail))" + (onDisk ? ". 일기장 폴더에 쓸 수 있는지, 디스크가 가득 차지 않았는지 확인한 뒤 다시 시도하세요" : "")
    }
    public func gitNoSuchRemote(detail: String) -> String {
        "그런 원격 저장소가 없습니다(\(detail)). 'diary remote list'로 목록을 보고 'diary remote add 이름 URL'로 추가하세요"
    }
    public func pushRejected(remote: String, ref: String, reason: String, nonFastForward: Bool, serverMessages: [String]) -> String {
        var text = "원격 저장소 \(josa("'\(remote)'", .iGa)) \(ref) 푸시를 거부했습니다: \(reason)"
        if nonFastForward { text += " (이 일기장에 없는 커밋이 원격에 있습니다. 'diary sync'를 다시 실행하세요)" }
        if !serverMessages.isEmpty { text += " (remote: \(serverMessages.joined(separator: " / ")))" }
        return text
    }

    public func initCloned(url: String, path: String, entries: Int) -> String {
        "\(josa(url, .eulReul)) \(path)에 복제했습니다: 일기 \(entries)개."
    }
    public func initCreated(path: String) -> String {
        "\(path)에 빈 일기장을 만들었습니다."
    }
    public func initAdopted(path: String, entries: Int, files: Int) -> String {
        "\(path) 폴더를 일기장으로 만들었습니다: 일기 \(entries)개(파일 \(files)개)를 커밋했습니다."
    }
    public func initAlreadyVault(path: String) -> String {
        "\(josa(path, .eunNeun)) 이미 일기장입니다. 바뀐 것은 없습니다."
    }

    public func rmNeedsYes(path: String) -> String {
        "터미널이 아니라서 물어볼 수 없습니다. \(josa(path, .eulReul)) 지우려면 --yes를 붙이세요"
    }
    public func rmConfirm(path: String, title: String) -> String {
        josa(path + (title.isEmpty ? "" : " “\(title)”"), .eulReul) + " 지울까요?"
    }
    public func rmKept(path: String) -> String {
        "\(josa(path, .eulReul)) 그대로 두었습니다."
    }
    public func rmDeleted(path: String, commit: String) -> String {
        "\(josa(path, .eulReul)) 지웠습니다(\(commit)). \(josa("'diary restore \(path)'", .euroRo)) 되살릴 수 있습니다."
    }
    public func restored(path: String, from revision: String, commit: String) -> String {
        "\(josa(path, .eulReul)) \(revision) 시점의 내용으로 되살렸습니다(\(commit))."
    }

    public var migrateChecking: String { "확인 중" }
    public var migrateMigrating: String { "변환 중" }
    public var migrateReading: String { "읽기" }
    public var migrateDating: String { "기록에서 날짜 찾기" }
    public var migrateWriting: String { "쓰기" }
    public var migrateStaging: String { "git에 저장" }
    public var migrateCommitting: String { "커밋" }
    public func migrateEntryCounts(_ counts: [(schema: Int, count: Int)]) -> String {
        let listed = counts.map { "스키마 \($0.schema): \($0.count)개" }.joined(separator: ", ")
        return "일기: " + (counts.isEmpty ? "없음" : listed) + "."
    }
    public func migrateNothingToDo(target: Int) -> String {
        "변환할 것이 없습니다: 모든 일기가 스키마 \(target) 이상입니다."
    }
    public func migrateWould(count: Int, target: Int) -> String {
        "일기 \(count)개를 스키마 \(target)에 맞게 변환하게 됩니다(시험 실행: 아무것도 쓰지 않았습니다)."
    }
    public func migrateDone(count: Int, target: Int, commit: String?) -> String {
        "일기 \(count)개를 스키마 \(target)에 맞게 변환했습니다" + (commit.map { " (\($0))." } ?? ".")
    }
    public func migrateMoved(from: String, to: String, dryRun: Bool) -> String {
        "\(from) → \(to): 날짜가 그날이라 " + (dryRun ? "옮기게 됩니다." : "옮겼습니다.")
    }
    public func migrateFailedCount(_ count: Int) -> String {
        "실패: \(count)개(아래 목록의 파일은 그대로 두었습니다)."
    }
    public func migrateLeftAsItWas(file: String, reason: String) -> String {
        "\(file): \(reason). 그대로 두었습니다"
    }

    public var standardInput: String { "(표준 입력)" }
    public func importUndated(file: String) -> String {
        "\(file) (이름에도 front matter에도 날짜가 없음)"
    }
    public func importAdded(path: String, title: String, source: String, dryRun: Bool) -> String {
        "\(dryRun ? "추가 예정" : "추가함"): \(path)\(title.isEmpty ? "" : " “\(title)”") (출처: \(source))"
    }
    public func importIgnoredFiles(_ count: Int) -> String {
        "이름에도 front matter에도 날짜가 없는 Markdown 파일 \(count)개는 건너뛰었습니다."
    }
    public var importDryRun: String { "시험 실행: 아무것도 쓰지 않았습니다." }
    public var importNothingNew: String { "새로 가져올 것이 없습니다." }
    public func importSummary(added: Int, skipped: Int, alreadyThere: Int, changed: Int, dryRun: Bool, commit: String?) -> String {
        "\(dryRun ? "가져올 일기" : "가져온 일기") \(added)개, 건너뜀 \(skipped)개, 이미 있음 \(alreadyThere)개"
            + (changed > 0 ? ", 바뀜 \(changed)개" : "") + (commit.map { " (\($0))." } ?? ".")
    }
    public func importChanged(source: String, path: String) -> String {
        "\(josa(source, .eunNeun)) \(path)이며, 가져온 뒤로 (어느 한쪽에서) 바뀌었습니다. 보관함의 것을 그대로 둡니다"
    }
    public func importNotAnExport(format: String, problem: String) -> String {
        "\(problem). \(format) JSON 내보내기 파일이 아닙니다"
    }
    public func importUnreadableZip(detail: String) -> String { "읽을 수 있는 zip 압축 파일이 아닙니다(\(detail))" }
    public var importNoJournalInside: String { "안에 저널 JSON 파일이 없습니다(Day One 내보내기에는 Journal.json이 들어 있습니다)" }
    public func importUnreadableInZip(detail: String) -> String { "zip 파일 안에서 읽을 수 없습니다(\(detail))" }
    public func importNoDate(field: String) -> String { "\(field) 값이 없습니다(날짜가 없는 일기)" }
    public func importNotADateTime(field: String?, text: String) -> String {
        (field.map { $0 + " " } ?? "") + josa("'\(text)'", .eunNeun) + " 날짜와 시각이 아닙니다"
    }
    public func importUnreadable(reason: String) -> String { "읽을 수 없습니다: " + reason }
    public var importNoDateAfterMigration: String { "변환한 뒤에도 날짜와 시각이 없습니다" }
    public var importNoText: String { "내용이 없습니다(빈 일기는 저장하지 않습니다)" }
    public var importDoesNotReadBack: String { "변환한 일기를 다시 읽으면 같은 일기가 되지 않습니다" }
    public func importCannotMigrate(reason: String) -> String { "변환할 수 없습니다: " + reason }
    public var importIsAFolder: String { "파일이 아니라 폴더입니다" }
    public var importNotAFolder: String { "폴더가 아닙니다" }
    public func importNotAJrnlJournal(file: String, encrypted: Bool) -> String {
        let howTo = "'jrnl --format json > journal.json'으로 내보낸 파일을 가져오거나 먼저 'jrnl --decrypt'를 실행하세요"
        if encrypted { return "\(file): jrnl이 암호화한 저널입니다. 복호화한 뒤에 읽을 수 있습니다: \(howTo)" }
        return "\(file): jrnl 저널 파일('[2026-11-21 09:14] 제목'으로 시작하는 일기)도, jrnl의 JSON 내보내기(jrnl --format json)도 "
            + "아닙니다. jrnl이 암호화한 저널이나 timeformat을 바꾼 저널이라면 \(howTo)"
    }
    public func jsonWrongType(path: String, expected: JSONKind) -> String {
        let kind: String
        switch expected {
        case .text: kind = "텍스트가"
        case .number: kind = "숫자가"
        case .boolean: kind = "true나 false가"
        case .list: kind = "목록이"
        case .object: kind = "객체가"
        case .other(let name): kind = josa(name, .iGa)
        }
        return path.isEmpty ? "\(kind) 아닙니다" : "\(josa("'\(path)'", .eunNeun)) \(kind) 아닙니다"
    }
    public func jsonMissingKey(path: String) -> String { "'\(path)' 항목이 없습니다" }
    public func jsonInvalid(detail: String?) -> String { "올바른 JSON이 아닙니다" + (detail.map { "(\($0))" } ?? "") }
    public func jsonInvalidAt(detail: String) -> String { "올바른 JSON이 아닙니다: " + detail }
    public var jsonEmptyFile: String { "파일이 비어 있습니다" }

    public func migrateNotADateTime(key: String, text: String) -> String { "\(josa("'\(key): \(text)'", .eunNeun)) 날짜와 시각이 아닙니다" }
    public var migrateCreatedAndDateDiffer: String { "'created'와 'date'가 서로 다른 시각을 가리킵니다. 둘 중 하나만 남기세요" }
    public func migrateNeitherTextNorList(key: String) -> String { "\(josa("'\(key)'", .eunNeun)) 텍스트도 목록도 아닙니다" }
    public func migrateNoStep(fromSchema: Int) -> String { "스키마 \(fromSchema)에서 변환하는 단계가 없습니다" }
    public func migrateUnsupportedTarget(_ target: Int, supported: Int) -> String {
        "스키마 \(josa("\(target)", .eunNeun)) 이 diary가 쓰는 스키마가 아닙니다(1…\(supported))"
    }
    public var migrateEmptyEntry: String { "일기에 내용이 없습니다. 빈 일기는 저장하지 않습니다" }
    public var migrateDoesNotReadBack: String { "변환한 텍스트를 다시 읽으면 같은 내용이 되지 않습니다" }

    public var notARegularFile: String { "일반 파일이 아닙니다" }

    public var exportName: String { "일기" }
    public func exportTitle(range: String) -> String { "일기: \(range)" }
    public var exportNoEntries: String { "일기가 없습니다." }
    public var exportStarred: String { "별표" }
    public var exportDayWithFilters: String { "DAY|PATH와 --from, --tag 같은 필터는 함께 쓸 수 없습니다. 둘 중 하나만 주세요" }
    public var exportForceWithoutOutput: String { "--force는 -o FILE과 함께 쓸 때만 쓸 수 있습니다" }
    public var exportTargetIsFolder: String { "폴더입니다" }
    public var exportTargetIsDevice: String { "파일이 아니라 디스크 장치입니다" }
    public func exportNoFolder(_ folder: String) -> String { "\(folder) 폴더가 없습니다" }
    public var exportFileExists: String { "파일이 이미 있습니다. 바꾸려면 --force를 붙이세요" }

    public func syncSummary(
        remote: String, outsideEdits: Int, receivedEntries: Int, receivedCommits: Int?, sentEntries: Int,
        sentCommits: Int, mergedEntries: Int, renamed: [String], attention: [String]
    ) -> String {
        func commits(_ count: Int?) -> String {
            guard let count, count > 0 else { return "" }
            return "(커밋 \(count)개)"
        }
        var parts: [String] = []
        if outsideEdits > 0 { parts.append("diary 밖에서 고친 파일 \(outsideEdits)개 커밋") }
        if receivedEntries > 0 || (receivedCommits ?? 0) > 0 {
            parts.append("받은 일기 \(receivedEntries)편\(commits(receivedCommits))")
        }
        if sentEntries > 0 || sentCommits > 0 { parts.append("보낸 일기 \(sentEntries)편\(commits(sentCommits))") }
        if mergedEntries > 0 { parts.append("병합한 일기 \(mergedEntries)편") }
        if !renamed.isEmpty { parts.append("이름 바꿈 \(renamed.count)개(\(renamed.joined(separator: ", ")))") }
        if !attention.isEmpty {
            parts.append("확인 필요 \(attention.count)개(\(attention.joined(separator: ", ")); 'diary status' 참고)")
        }
        guard !parts.isEmpty else { return josa(remote, .gwaWa) + " 동기화했습니다: 양쪽 모두 새로운 것이 없습니다." }
        return josa(remote, .gwaWa) + " 동기화했습니다: " + parts.joined(separator: ", ") + "."
    }
    public func syncDeletedHereEditedThere(remote: String) -> String {
        "이쪽에서는 지웠지만 \(remote)에서 고쳤습니다. 고친 일기를 남겼습니다"
    }
    public var syncBodyConflict: String {
        "두 버전의 본문이 <<<<<<< 줄과 >>>>>>> 줄 사이에 함께 들어 있습니다. 남길 내용을 골라 저장하세요"
    }
    public func syncFieldConflict(key: String, remote: String, remoteValue: String) -> String {
        "'\(key)' 값이 양쪽에서 다르게 바뀌었습니다. 이쪽 값을 남겼고, \(remote)의 값은 \(remoteValue)입니다"
    }
    public func syncUnreadableRemoteVersion(remote: String) -> String {
        "\(remote)의 버전은 front matter를 읽을 수 없어 이쪽 버전을 남겼습니다"
    }
    public func syncUnreadableFromRemote(remote: String) -> String {
        "\(remote)에서 받았지만 front matter를 읽을 수 없습니다('diary show'가 무엇이 잘못됐는지 알려 줍니다). 편집기로 고친 뒤 'diary sync'를 실행하세요"
    }
    public func syncUnreadableNotMerged(remote: String, copy: String) -> String {
        "이쪽과 \(remote) 양쪽에서 바뀌었는데 한쪽 버전의 front matter를 읽을 수 없어 병합하지 않았습니다. "
            + "이 파일은 이쪽 버전이고, \(remote)의 버전은 받은 그대로 \(copy)에 있습니다. "
            + "남길 내용을 한쪽에 모으고 다른 쪽은 'diary rm'으로 지우세요"
    }
    public var syncFileConflict: String { "두 버전이 <<<<<<< 줄과 >>>>>>> 줄 사이에 함께 들어 있습니다" }
    public func syncConflictMarkers(line: Int, passages: Int, keys: [String], byGit: Bool) -> String {
        if byGit {
            return "git이 쓴 충돌 표시가 있습니다(\(line)번째 줄의 <<<<<<<). 원하는 내용만 남기고 표시 줄을 지운 뒤 'diary sync'를 실행하세요"
        }
        var parts: [String] = []
        if !keys.isEmpty {
            parts.append(
                "두 컴퓨터에서 값이 다르게 바뀌었습니다(\(keys.joined(separator: ", "))). front matter에는 한쪽 값이 있고, 끝의 "
                    + "<<<<<<< 줄과 >>>>>>> 줄 사이에 두 값이 모두 있습니다. 원하는 값을 front matter에 넣고 그 줄들을 지우세요")
        }
        if passages > 0 {
            parts.append(
                "두 컴퓨터에서 바뀐 곳이 \(passages)군데 있습니다. 두 버전이 모두 <<<<<<< 줄과 >>>>>>> 줄 사이에 있으니 원하는 내용만 남기고 표시 줄을 지우세요")
        }
        return parts.joined(separator: " ") + " (\(line)번째 줄. 'diary open'이 그곳에서 시작합니다)"
    }
    public func syncOtherVersionBeside(copy: String) -> String {
        "충돌 표시가 남아 있는 채로 두 컴퓨터에서 바뀌어 합치지 않았습니다. 이 파일에 한 버전이, 다음 파일에 다른 버전이 있습니다: \(copy). "
            + "원하는 내용을 이 파일로 옮긴 뒤 그 파일을 지우세요"
    }
    public func syncTrackingSet(branch: String, remote: String) -> String {
        "이제 브랜치 \(josa(branch, .iGa)) \(josa("\(remote)/\(branch)", .eulReul)) 추적합니다('git push -u'를 한 것과 같습니다). 'git pull'과 'git push'도 그대로 쓸 수 있습니다."
    }
    public func remoteAdded(name: String, url: String) -> String {
        "원격 저장소 \(josa(name, .eulReul, parenthesis: "(\(url))")) 추가했습니다."
    }
    public func remoteRemoved(name: String) -> String {
        "원격 저장소 \(josa(name, .eulReul)) 지웠습니다."
    }
    public func statusVault(path: String, branch: String) -> String {
        "일기장 \(path), 브랜치 \(branch)."
    }
    public var statusNoRemote: String { "원격 저장소가 없습니다(동기화하려면 'diary remote add origin URL')." }
    public func statusRemotes(_ remotes: [(name: String, url: String)]) -> String {
        "원격 저장소: " + remotes.map { "\($0.name) \($0.url)" }.joined(separator: ", ") + "."
    }
    public func statusUncommitted(_ files: [String]) -> String {
        "diary 밖에서 바뀌어 아직 커밋되지 않은 파일(다음 'diary sync'가 커밋합니다): " + files.joined(separator: ", ") + "."
    }
    public var statusNothingNeedsAttention: String { "확인할 것이 없습니다." }
    public var statusNeedsAttention: String { "확인이 필요한 일기:" }
    // Writing in the editor (open, new)
    public func draftResumeQuestion(name: String, draft: String) -> String {
        "이전에 편집하다 저장하지 못한 \(name)의 초안이 \(draft)에 있습니다. 이어서 쓸까요? (아니오를 고르면 따로 보관합니다)"
    }
    public func draftResuming(name: String, draft: String) -> String { "\(draft)에 남아 있던 \(name)의 저장하지 않은 초안으로 이어서 씁니다." }
    public func draftSetAside(name: String, draft: String) -> String {
        "\(name)의 저장하지 않은 초안을 따로 보관했습니다: \(draft). 'diary drafts'로 목록을 볼 수 있고, 되살리는 명령은 diary drafts restore \(draft)입니다."
    }
    public func editorDidNotStart(command: String, reason: String) -> String {
        "편집기 \(josa("'\(command)'", .eulReul)) 시작하지 못했습니다: \(reason). $VISUAL이나 $EDITOR를 설정하세요"
    }
    public func editorFailed(command: String, status: Int32, draft: String?, name: String) -> String {
        let kept = draft.map { ". 쓴 내용은 \($0)에 보관했고 'diary open \(name)'에서 다시 불러옵니다" } ?? ""
        return "편집기 \(josa("'\(command)'", .iGa)) 상태 \(josa("\(status)", .euroRo)) 끝나 아무것도 저장하지 않았습니다\(kept)"
    }
    public func notSavedDraftKept(_ error: String, name: String) -> String {
        "\(error). 아무것도 저장하지 않았습니다. 쓴 내용은 보관했고 'diary open \(name)'에서 다시 불러옵니다"
    }
    public var draftsNone: String { "초안이 없습니다. 쓴 내용은 모두 저장되어 있습니다." }
    public func draftKind(_ kind: String) -> String {
        switch kind {
        case "unfinished": return "마치지 못한 편집"
        case "declined": return "따로 보관함"
        case "kept": return "저장 못 함(항목 사용 중)"
        case "conflict": return "저장 못 함(그사이 바뀜)"
        case "interrupted": return "중단된 저장"
        case "recovered": return "복구됨"
        case "new": return "새 항목(이름이 이미 쓰임)"
        default: return kind
        }
    }
    public func draftFor(file: String, day: String, isNew: Bool) -> String { isNew ? "\(day)의 새 항목" : file }
    public func draftDeleteQuestion(draft: String, words: Int, title: String) -> String {
        "이 초안을 완전히 지울까요? \(draft)(\(words)단어\(title.isEmpty ? "" : ", “\(title)”")). 저장된 적이 없어 되살릴 수 없습니다."
    }
    public func draftDeleted(draft: String) -> String { "초안을 지웠습니다: \(draft)." }
    public func draftKeptNotDeleted(draft: String) -> String { "초안을 그대로 두었습니다: \(draft)." }
    public func draftRmNeedsYes(draft: String) -> String { "터미널이 아니라서 물어볼 수 없습니다. 초안을 완전히 지우려면 --yes를 붙이세요: \(draft)" }
    public func draftRestoreReplaces(file: String) -> String {
        "이 초안을 쓰기 시작한 뒤로 항목이 바뀌었을 수 있습니다: \(file). 초안을 저장하면 지금 내용을 대신합니다(지금 내용은 기록에 남습니다: 'diary log \(file)')"
    }
    public var draftRestoreQuestion: String { "그래도 초안을 열까요?" }
    public func noChanges(file: String) -> String { "\(file)에 바뀐 것이 없어 커밋하지 않았습니다." }
    public func nothingWritten(name: String) -> String { "쓴 내용이 없어 \(name) 항목을 만들지 않았습니다." }
    public func entryLeftEmpty(file: String, name: String) -> String {
        "\(josa(file, .iGa)) 비어 있어 저장하지 않았습니다(항목을 지우려면 'diary rm \(name)')"
    }
    public func createdMeanwhile(file: String, saved: String) -> String {
        "쓰는 동안 \(josa(file, .iGa)) 만들어져서 이 항목은 \(saved)에 저장했습니다."
    }
    public func saved(file: String, message: String, commit: String) -> String { "\(file) 저장함 (\(message), \(commit))." }
    public func guiEditorHint(command: String, suggestion: String) -> String {
        "편집기 \(josa("'\(command)'", .iGa)) 쓰기도 전에 바로 끝났습니다. 기다리기 옵션이 필요합니다: VISUAL='\(suggestion)'"
    }
    public var editAgainQuestion: String { "다시 편집할까요?" }
    public var editorRemovedTheFile: String { "편집기가 파일을 지웠습니다" }
    public var quickEntryLabel: String { "(빠른 항목)" }
    public var quickEntryHasNoText: String { "항목에 내용이 없습니다. 무언가 쓰세요. 예: diary new \"조용한 하루\"" }

}

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

// MARK: - Looking back: filters, day words, tags, on-this-day, calendar, stats

extension KoreanText {
    // Filters and day words
    public func notADay(option: String, text: String) -> String {
        "\(option) \(josa("'\(text)'", .eunNeun)) 날짜나 기간이 아닙니다. 다음처럼 쓰세요: \(rangeForms)"
    }
    public func fromAfterTo(from: String, to: String) -> String { "--from \(josa(from, .iGa)) --to \(to)보다 늦습니다. 두 값을 바꾸세요" }
    public func notAYear(option: String, text: String) -> String { "\(option) \(josa("'\(text)'", .eunNeun)) 연도가 아닙니다. 예: \(option) 2026" }
    public func notAMonth(option: String, text: String) -> String {
        "\(option) \(josa("'\(text)'", .eunNeun)) 월이 아닙니다. YYYY-MM(\(option) 2026-11), 올해의 월(\(option) 3), '이번 달'이나 '지난달'로 쓰세요"
    }
    public func monthIsAYear(option: String, text: String) -> String {
        "\(option) \(josa("'\(text)'", .eunNeun)) 월이 아니라 연도입니다. 그해 전체는 --year \(text), 그해의 한 달은 \(option) \(text)-MM으로 쓰세요"
    }
    public func notACount(option: String) -> String { "\(option)에는 0 이상의 개수를 쓰세요. 예: \(option) 20" }

    // Counts
    public func entryCount(_ count: Int, formatted: String) -> String { "\(formatted)편" }
    public func dayCount(_ count: Int, formatted: String) -> String { "\(formatted)일" }
    public func wordCount(_ count: Int, formatted: String) -> String { "\(formatted)단어" }
    public func counted(_ name: String, count: String) -> String { "\(name) (\(count))" }

    // diary tags
    public var noTags: String { "이 일기들에는 태그가 없습니다." }

    // diary on-this-day
    public func notOneDay(argument: String, text: String) -> String {
        "\(argument) \(josa("'\(text)'", .eunNeun)) 날짜가 아닙니다. 다음처럼 쓰세요: \(dayForms)"
    }
    public func onThisDayHeading(monthDay: String) -> String { "과거의 오늘 · \(monthDay)" }
    public func yearsAgo(_ years: Int) -> String { "\(years)년 전" }
    public func nothingOnThisDay(monthDay: String) -> String { "이전 해의 \(monthDay)에 쓴 일기가 없습니다." }
    public var leapDayNote: String { "2월 29일이 없는 해에는 2월 29일에 쓴 일기도 2월 28일에 함께 보여 줍니다." }

    // diary calendar
    public func notAYearArgument(text: String) -> String { "\(josa("'\(text)'", .eunNeun)) 연도가 아닙니다. 네 자리로 쓰세요. 예: 'diary calendar 2026'" }
    public var yearAndMonth: String { "연도(YEAR나 --year)와 --month 중 하나만 쓰세요. 예: 'diary calendar 2026' 또는 'diary calendar --month 2026-11'" }
    public func calendarTotals(days: String, words: String) -> String { "\(days) 동안 \(words)" }
    public var legendNone: String { "없음" }
    public var legendWords: String { "단어" }
    public var legendToday: String { "오늘" }
    public var legendWritten: String { "쓴 날" }

    // diary stats
    public var statsEntries: String { "일기" }
    public var statsWords: String { "단어" }
    public var statsDaysWritten: String { "쓴 날" }
    public var statsAverageWords: String { "일기당 단어" }
    public var statsFirstDay: String { "첫 일기" }
    public var statsLastDay: String { "마지막 일기" }
    public var statsCurrentStreak: String { "현재 연속 기록" }
    public var statsLongestStreak: String { "최장 연속 기록" }
    public var statsBusiestWeekday: String { "가장 많이 쓴 요일" }
    public var statsTopTags: String { "자주 쓴 태그" }
    public var statsTopPlaces: String { "자주 쓴 장소" }
    public var statsCommonWeather: String { "가장 흔한 날씨" }
    public var statsNone: String { "없음" }
    public func streak(days: String, first: String, last: String) -> String { "\(days) (\(first) ~ \(last))" }
    public func oneDayStreak(days: String, day: String) -> String { "\(days) (\(day))" }
}

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

// MARK: - Settings, templates, meta

extension KoreanText {
    // Settings files

    public func settingRequirement(_ requirement: SettingRequirement) -> String {
        switch requirement {
        case .text: return "글자"
        case .latitude: return "-90에서 90 사이의 숫자"
        case .longitude: return "-180에서 180 사이의 숫자"
        case .boolean: return "true 또는 false"
        case .webAddress: return "http:// 또는 https:// 주소"
        case .timeZone: return "IANA 시간대 이름"
        case .vaultPath: return "보관함 안의 상대 경로"
        case .tags: return "태그 목록"
        case .seconds: return "1에서 3600 사이의 초 단위 숫자"
        }
    }

    public func settingsBroken(file: String, line: Int?, problem: String) -> String {
        "\(file)\(line.map { " \($0)번째 줄" } ?? ""): 올바른 설정 파일이 아닙니다: \(problem); YAML을 고쳐 주세요 (한 줄에 'key: value' 하나)"
    }

    public func settingsNotUTF8(file: String) -> String {
        "\(file): UTF-8 텍스트가 아닙니다; 설정 파일을 UTF-8로 저장해 주세요"
    }

    public func settingsUnreadable(file: String, reason: String) -> String {
        "\(file): 설정 파일을 읽을 수 없습니다: \(reason)"
    }

    public var settingsIsFolder: String { "폴더입니다" }
    public var settingsExpectedKeyValues: String { "'key: value' 형식의 줄이어야 합니다" }
    public var settingsKeyNotText: String { "키는 일반 텍스트여야 합니다" }

    public func settingsSetTwice(key: String, firstLine: Int) -> String {
        "\(josa("'\(key)'", .iGa)) 두 번 설정되어 있습니다 (처음은 \(firstLine)번째 줄)"
    }

    public func settingsBadValue(file: String, line: Int, key: String, requirement: String, example: String) -> String {
        "\(file) \(line)번째 줄: '\(key)'의 값은 \(josa(requirement, .ieoyaYeoya)) 합니다. 예: \(example)"
    }

    public func settingsBadArgument(key: String, value: String, requirement: String, example: String) -> String {
        "\(josa("'\(value)'", .eunNeun)) \(key)의 값이 될 수 없습니다: \(josa(requirement, .ieoyaYeoya)) 합니다. 예: \(example)"
    }

    public func settingsUnknownKeyArgument(key: String, known: [String]) -> String {
        "\(josa("'\(key)'", .eunNeun)) diary가 아는 설정이 아닙니다; 설정 목록: \(known.joined(separator: ", "))"
    }

    public func settingsUnknownKeyWarning(file: String, line: Int, key: String, known: [String]) -> String {
        "\(file) \(line)번째 줄: 알 수 없는 설정 \(josa("'\(key)'", .eunNeun)) 무시합니다 (설정 목록: \(known.joined(separator: ", ")))"
    }

    public func settingNotSet(key: String) -> String {
        "\(josa(key, .eunNeun)) 설정되어 있지 않습니다; 'diary config set \(key) 값'으로 설정하세요"
    }

    public func settingsUneditable(file: String, line: Int, key: String) -> String {
        "\(file) \(line)번째 줄: 다른 설정을 건드리지 않고는 \(josa(key, .eulReul)) 바꿀 수 없습니다; 파일을 직접 고쳐 주세요 (한 줄에 'key: value' 하나)"
    }

    // Journals
    public func journalsBadValue(file: String, line: Int) -> String {
        "\(file) \(line)번째 줄: 'journals'에는 저널마다 이름(글자, 숫자, -, _, .)과 일기장 폴더를 적어야 합니다. 예: 'journals:' 아래 줄에 'personal: ~/Diary'"
    }

    public func journalDefaultUnknown(file: String, line: Int, name: String?, known: [String]) -> String {
        let journals = known.isEmpty ? "'journals:' 아래에 저널이 없습니다" : "저널 목록: \(known.joined(separator: ", "))"
        guard let name else { return "\(file) \(line)번째 줄: 'journal'은 저널 이름 하나여야 합니다; \(journals)" }
        return "\(file) \(line)번째 줄: 'journal: \(name)'에 해당하는 저널이 없습니다; \(journals)"
    }

    public func journalUnknown(name: String, known: [String], file: String) -> String {
        guard !known.isEmpty else {
            return "저널 \(josa("'\(name)'", .iGa)) 없습니다: \(file)에 저널이 없습니다; 'diary init --journal \(name) 경로'로 추가하세요"
        }
        return "저널 \(josa("'\(name)'", .iGa)) 없습니다; \(file)의 저널 목록: \(known.joined(separator: ", "))"
    }

    public func journalBadName(name: String) -> String {
        "\(josa("'\(name)'", .eunNeun)) 저널 이름이 될 수 없습니다: 글자, 숫자, -, _, . 만 쓰세요 (-로 시작하지 않게)"
    }

    public func journalTaken(file: String, line: Int, name: String, path: String) -> String {
        "\(file) \(line)번째 줄: 저널 \(josa("'\(name)'", .eunNeun)) 이미 \(path)입니다; 다른 이름을 고르거나 그 줄을 고치세요"
    }

    public func journalAdded(name: String, path: String, file: String) -> String {
        "저널 \(josa("'\(name)' (\(path))", .eulReul)) \(file)에 추가했습니다."
    }

    public func journalAlreadyListed(name: String, file: String) -> String {
        "저널 \(josa("'\(name)'", .eunNeun)) 이미 \(file)에 있습니다."
    }

    public func journalDefaultHint(name: String) -> String {
        "-j나 --vault 없이도 이 저널을 쓰려면: 'diary config set journal \(name)'"
    }

    public var journalPathWithoutName: String {
        "경로는 --journal 이름과 함께 씁니다 ('diary init --journal work ~/work-diary'); 폴더만 주려면 --vault 경로를 쓰세요"
    }

    public func journalsNone(file: String) -> String {
        "\(file)에 저널이 없습니다; 'diary init --journal 이름 경로'로 추가하세요."
    }

    public func journalEntries(_ count: Int) -> String { "항목 \(count)개" }
    public var journalNoVault: String { "일기장 없음" }
    public var journalNoRemotes: String { "원격 없음" }
    public var journalDefaultMark: String { "(기본)" }

    // diary config

    public var configAbstract: String { "설정을 보거나 바꿉니다." }

    public func configDiscussion(userFile: String, vaultFile: String, keys: [String]) -> String {
        """
        내 설정은 \(userFile)(기본 ~/.config/diary/config.yaml)에, 모든 기기가 함께 쓰는 보관함 설정은 \
        보관함 안의 \(vaultFile)에 있습니다. timezone, template, tags는 보관함 파일이, 나머지는 내 파일이 우선합니다.
        설정: \(keys.joined(separator: ", ")).
          diary config list
          diary config set location.name "부산"
          diary config set timezone Asia/Seoul --vault-level
        """
    }

    public var configListAbstract: String { "적용 중인 모든 설정과 그 출처를 보여 줍니다." }
    public var configGetAbstract: String { "설정값 하나를 출력합니다." }
    public var configSetAbstract: String { "내 설정 파일에(--vault-level이면 보관함 설정에) 값을 씁니다." }
    public var configUnsetAbstract: String { "내 설정 파일에서(--vault-level이면 보관함 설정에서) 설정을 지웁니다." }
    public var configKeyHelp: String { "설정 이름. 예: location.name" }
    public var configValueHelp: String { "값. 태그는 a, b 또는 [a, b]." }
    public var configVaultLevelHelp: String { "보관함의 .diary/config.yaml을 바꾸고 커밋합니다 (모든 기기에 적용)." }
    public var configOriginDefault: String { "(기본값)" }
    public var configOriginUnset: String { "(설정 안 됨)" }

    public func configOriginUser(file: String) -> String { "(내 설정 파일 \(file))" }
    public func configOriginVault(file: String) -> String { "(보관함 설정 파일 \(file))" }
    public func configOriginEnvironment(variable: String) -> String { "(환경 변수 $\(variable))" }
    public var configOriginSystem: String { "(시스템 설정)" }
    public var configOriginTemplateFound: String { "(기본값: 보관함에 파일이 있음)" }
    public var configFileMissing: String { "(보관함에 이 파일이 없음)" }

    public func settingAlready(key: String, value: String, file: String) -> String {
        "\(file)의 \(josa(key, .eunNeun)) 이미 \(value)입니다; 바뀐 것이 없습니다."
    }

    public func settingNotInFile(key: String, file: String) -> String {
        "\(file)에 \(key) 설정이 없습니다; 바뀐 것이 없습니다."
    }

    public func settingWritten(key: String, value: String, file: String, commit: String?) -> String {
        "\(file)에 \(josa(key, .eulReul)) \(josa(value, .euroRo)) 설정했습니다\(commit.map { " (\($0))" } ?? "")."
    }

    public func settingCoordinatesMayBeStale(file: String) -> String {
        "\(file)의 location.latitude와 location.longitude는 이전 장소의 좌표일 수 있습니다. 새로 설정하거나, 지워서 장소를 다시 찾게 하세요"
    }
    public func settingRemoved(key: String, file: String, commit: String?) -> String {
        "\(file)에서 \(josa(key, .eulReul)) 지웠습니다\(commit.map { " (\($0))" } ?? "")."
    }

    public func settingPersonalOnly(key: String) -> String {
        "\(josa(key, .eunNeun)) 내 설정 파일에서만 읽습니다(동기화된 보관함이 이 컴퓨터에서 실행할 명령이나 조회 내용을 보낼 곳을 정하면 안 되므로). --vault-level 없이 설정하세요"
    }
    public func settingShadowed(key: String, by file: String, suggestVaultLevel: Bool) -> String {
        "\(file)에도 \(josa(key, .iGa)) 있고, 그 값이 적용됩니다"
            + (suggestVaultLevel ? "; 그쪽은 --vault-level로 바꾸세요" : "; 그쪽은 --vault-level 없이 바꾸세요")
    }

    // Templates

    public func templateMissing(file: String) -> String {
        "\(file): 템플릿 파일이 없습니다; 파일을 만들거나 'diary config set template 경로'로 설정을 바꾸세요"
    }

    public func templateUnreadable(file: String, reason: String) -> String {
        "\(file): 템플릿을 읽을 수 없습니다: \(reason)"
    }

    public var templateNotUTF8: String { "UTF-8 텍스트가 아닙니다" }

    public func leftAsTemplate(name: String) -> String {
        "템플릿 그대로입니다: \(name) 항목을 만들지 않았습니다."
    }

    // The new-entry options of new and open

    public var helpLocationOption: String { "쓴 곳 (기본값: location.name 설정)." }
    public var helpWeatherOption: String { "날씨. 예: \"비, 12°C\"" }
    public var helpTagOption: String { "태그 (여러 번 가능). tags 설정의 태그에 더해집니다." }
    public var helpNoWeatherOption: String { "날씨를 기록하지 않습니다 (조회도 하지 않음)." }
    public var helpStarOption: String { "별표를 붙입니다." }

    public var newQuickEntryDiscussion: String {
        """
        TEXT(표준 입력을 읽으려면 -)를 주면 편집기 없이 바로 저장하고 커밋합니다:
          diary new "종일 비. 창가에서 책을 읽었다."
          echo "스크립트에서" | diary new -
        """
    }

    public var newEntryOptionsDiscussion: String {
        """
        --location, --weather, --tag, --no-weather, --star는 새 항목의 머리말에 들어갑니다:
          diary new --location "부산" --weather "비, 12°C" --tag 여행 "기차로 도착."
        이름으로 준 장소는 Open-Meteo로 좌표와 지금 날씨를 찾습니다(설정의 장소는 한 번만 찾고, 좌표를 설정에 적어 둡니다). DIARY_OFFLINE=1이나 'diary config set offline true'이면 아무것도 찾지 않습니다.
        """
    }

    public var openEntryOptionsDiscussion: String {
        """
        --location, --weather, --tag, --no-weather, --star는 open이 항목을 새로 만들 때만 쓰입니다; \
        이미 있는 항목은 'diary meta'로 바꿉니다.
        """
    }

    public var editorOrder: String {
        "편집기는 $DIARY_EDITOR, 없으면 'editor' 설정, 없으면 $VISUAL, 없으면 $EDITOR, 없으면 vi입니다."
    }

    public var openSavesThatEntry: String { "저장하면 그 항목 하나만 커밋합니다." }

    public func conflictingOptions(_ first: String, _ second: String) -> String {
        "\(josa(first, .gwaWa)) \(josa(second, .eunNeun)) 함께 쓸 수 없습니다; 하나만 고르세요"
    }

    public func emptyOptionValue(_ option: String, example: String) -> String {
        "\(option)에는 값이 필요합니다. 예: \(example)"
    }

    public func openExistingWithOptions(file: String, name: String) -> String {
        "\(josa(file, .eunNeun)) 이미 있고, --location, --weather, --tag, --no-weather, --star는 새 항목에만 쓰입니다; "
            + "이 항목의 값은 \(josa("'diary meta \(name)'", .euroRo)) 바꾸세요 (예: --tag +여행, --star)"
    }

    // diary meta

    public var metaAbstract: String { "항목의 장소, 날씨, 태그, 별표를 바꾸고 한 번에 커밋합니다." }

    public var metaDiscussion: String {
        """
        머리말에서 바뀐 줄만 다시 쓰고, 파일의 나머지는 한 바이트도 바꾸지 않습니다. \
        옛 스키마의 항목은 이때 새 스키마로 올립니다.
          diary meta today --location "부산" --weather "비, 12°C"
          diary meta 2026-11-21 --tag +여행 --tag -일 --star
        """
    }

    public var metaLocationHelp: String { "장소 이름 (예전 좌표는 지웁니다)." }
    public var metaNoLocationHelp: String { "장소를 지웁니다." }
    public var metaWeatherHelp: String { "날씨. 예: \"비, 12°C\"" }
    public var metaNoWeatherHelp: String { "날씨를 지웁니다." }
    public var metaTagHelp: String { "+태그는 더하고 -태그는 뺍니다 (여러 번 가능)." }
    public var metaStarHelp: String { "별표를 붙입니다." }
    public var metaUnstarHelp: String { "별표를 뗍니다." }

    public func metaNothingAsked(name: String) -> String {
        "무엇을 바꿀지 알려 주세요. 예: diary meta \(name) --tag +여행 (--location, --weather, --tag, --star, --unstar, --no-location, --no-weather)"
    }

    public func metaNothingToChange(file: String) -> String {
        "\(file)에 바꿀 것이 없습니다; 커밋하지 않았습니다."
    }

    public func metaChanged(fields: [String], file: String, message: String, commit: String) -> String {
        "\(file)의 \(josa(fields.joined(separator: ", "), .eulReul)) 바꿨습니다 (\(message), \(commit))."
    }

    public func metaChangedMeanwhile(file: String) -> String {
        "diary가 바꾸는 동안 \(josa(file, .iGa)) 디스크에서 바뀌었습니다; 아무것도 쓰지 않았으니 명령을 다시 실행하세요"
    }

    public func metaNotReadBack(file: String) -> String {
        "\(file): 바꾼 머리말을 다시 읽으면 의도와 달라서 아무것도 쓰지 않았습니다; 'diary open'으로 직접 고쳐 주세요"
    }
}

// MARK: - Location and weather

extension KoreanText {
    public var weatherClearSky: String { "맑음" }
    public var weatherMainlyClear: String { "대체로 맑음" }
    public var weatherPartlyCloudy: String { "구름 조금" }
    public var weatherOvercast: String { "흐림" }
    public var weatherFog: String { "안개" }
    public var weatherRimeFog: String { "착빙성 안개" }
    public var weatherLightDrizzle: String { "약한 이슬비" }
    public var weatherModerateDrizzle: String { "이슬비" }
    public var weatherDenseDrizzle: String { "짙은 이슬비" }
    public var weatherLightFreezingDrizzle: String { "약한 어는 이슬비" }
    public var weatherDenseFreezingDrizzle: String { "짙은 어는 이슬비" }
    public var weatherSlightRain: String { "약한 비" }
    public var weatherModerateRain: String { "비" }
    public var weatherHeavyRain: String { "강한 비" }
    public var weatherLightFreezingRain: String { "약한 어는 비" }
    public var weatherHeavyFreezingRain: String { "강한 어는 비" }
    public var weatherSlightSnowfall: String { "약한 눈" }
    public var weatherModerateSnowfall: String { "눈" }
    public var weatherHeavySnowfall: String { "강한 눈" }
    public var weatherSnowGrains: String { "쌀알눈" }
    public var weatherSlightRainShowers: String { "약한 소나기" }
    public var weatherModerateRainShowers: String { "소나기" }
    public var weatherViolentRainShowers: String { "매우 강한 소나기" }
    public var weatherSlightSnowShowers: String { "약한 소낙눈" }
    public var weatherHeavySnowShowers: String { "강한 소낙눈" }
    public var weatherThunderstorm: String { "뇌우" }
    public var weatherThunderstormWithSlightHail: String { "약한 우박을 동반한 뇌우" }
    public var weatherThunderstormWithHeavyHail: String { "강한 우박을 동반한 뇌우" }
    public func weatherUnknown(code: Int) -> String { "알 수 없는 날씨(코드 \(code))" }

    public var lookupUnreachable: String { "Open-Meteo에 연결할 수 없음, 오프라인?" }
    public var lookupTimedOut: String { "Open-Meteo가 제때 응답하지 않음" }
    public func lookupHTTPStatus(_ status: Int) -> String { "Open-Meteo 응답 오류, HTTP 상태 \(status)" }
    public var lookupMalformedAnswer: String { "Open-Meteo의 응답을 읽을 수 없음" }
    public var lookupPlaceNotFound: String { "Open-Meteo에 그런 이름의 장소가 없음" }
    public func lookupInvalidAddress(_ address: String) -> String { "http(s) 주소가 아님: “\(address)”" }
    public var lookupNoHTTPSupport: String { "네트워크 요청에 필요한 libcurl을 불러올 수 없음" }

    public func placeNotLookedUp(_ place: String, reason: String, weatherToo: Bool) -> String {
        "“\(place)”의 좌표를 찾지 못했습니다(\(reason)). 좌표\(weatherToo ? "와 날씨" : "") 없이 저장합니다."
    }

    public func weatherNotFetched(reason: String) -> String {
        "날씨를 가져오지 못했습니다(\(reason)). 날씨 없이 저장합니다."
    }

    public var offlineNotice: String {
        "오프라인이라 장소와 날씨를 찾지 않고 저장했습니다. 찾지 않게 하려면 'diary config set offline true'"
            + "(또는 DIARY_OFFLINE=1). 이 안내는 하루에 한 번만 나옵니다."
    }

    public func placeNotKept(_ place: String, file: String) -> String {
        "“\(place)”의 좌표를 \(file)에 쓰지 못했습니다. 다음에 다시 찾습니다."
    }
}

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

// MARK: - Hostile input: limits on front matter and imports, sizes

extension KoreanText {
    public func frontMatterTooLarge(bytes: Int, limit: Int) -> String {
        "front matter가 \(byteCount(bytes))로, diary가 읽는 한도 \(byteCount(limit))보다 큽니다. 긴 글은 본문으로 옮기세요"
    }
    public func frontMatterTooManyKeys(limit: Int) -> String {
        "키가 \(limit)개보다 많습니다(별칭은 되풀이하는 만큼 셉니다)"
    }
    public func frontMatterTooManyValues(limit: Int) -> String {
        "별칭(*name)을 펼치면 값이 \(limit)개보다 많습니다"
    }
    public func frontMatterTooDeep(limit: Int) -> String { "목록과 맵이 \(limit)단계보다 깊이 겹쳐 있습니다" }
    public var frontMatterCreatedOutOfRange: String {
        "'created'가 1년부터 9999년 사이를 벗어납니다. 예: created: 2026-11-21T09:14:03+09:00"
    }
    public var frontMatterTOMLNeedsMigration: String {
        "front matter가 TOML('+++' 줄, Hugo 형식)입니다. `diary migrate`를 실행해 YAML로 바꾸세요"
    }
    public func frontMatterTOML(problem: String) -> String {
        "TOML front matter('+++' 줄)를 읽을 수 없습니다: \(problem). 고치거나 '---' 줄 사이의 YAML로 쓰세요"
    }
    public func importTooLarge(file: String, bytes: Int?, limit: Int) -> String {
        let size = bytes.map { "\(byteCount($0))로, " } ?? ""
        return "\(file): 파일이 \(size)diary가 한 파일에서 가져오는 한도 \(byteCount(limit))보다 큽니다. 내보내기를 작은 파일들로 나누세요"
    }
    private func byteCount(_ bytes: Int) -> String { ByteCountText.short(bytes) }
}

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

// MARK: - Encryption (issue 12)

extension KoreanText {
    public func vaultLocked(path: String) -> String {
        "\(path): 암호화된 일기장이 잠겨 있습니다(여기서는 일기가 암호문이고 키가 설치되어 있지 않습니다). 'diary encrypt export-key'나 'git-crypt export-key'로 내보낸 키로 'diary encrypt unlock KEYFILE'을 실행해 잠금을 푸세요"
    }
    public func encryptionAlreadyOn(keyFile: String) -> String {
        "\(keyFile): 이 일기장은 이미 암호화되어 있습니다. 무엇이 암호화되었는지는 'diary encrypt status'로 보세요"
    }
    public func encryptionOff(path: String) -> String {
        "\(path): 이 일기장은 암호화되어 있지 않습니다(.git/git-crypt/keys/default에 키가 없습니다). 먼저 'diary encrypt init'을 실행하세요"
    }
    public func badKeyFile(file: String, incompatible: Bool) -> String {
        incompatible
            ? "\(file): diary가 읽는 것보다 새로운 형식의 git-crypt 키입니다. 이 일기장의 diary나 예전 git-crypt로 다시 내보내세요"
            : "\(file): git-crypt 키 파일이 아닙니다. 'diary encrypt export-key'나 'git-crypt export-key'가 쓴 파일을 주세요"
    }
    public func wrongKey(file: String, entry: String) -> String {
        "\(file): 이 키로는 \(josa(entry, .eulReul)) 복호화할 수 없습니다. 다른 일기장의 키입니다. 아무것도 바꾸지 않았습니다"
    }
    public func keyFileExists(file: String) -> String {
        "\(file): 이미 있는 파일입니다. 새 파일 이름을 주세요(키는 다른 파일 위에 쓰지 않습니다)"
    }
    public func encryptionDropped(file: String) -> String {
        "\(file): .gitattributes가 더 이상 이 파일을 암호화하지 않지만, 이 일기장은 이 컴퓨터에서 암호화되어 있어 아무것도 "
            + "커밋하거나 보내지 않았습니다(글은 남아 있습니다). .gitattributes에 diary의 줄을 되돌려 놓거나(커밋하지 않은 수정은 "
            + "'git checkout HEAD -- .gitattributes'로 되돌립니다), 일부러 암호화를 끄려면 'diary encrypt off'를 실행하세요"
    }
    public func remoteDropsEncryption(remote: String, commit: String, file: String) -> String {
        "\(remote)(\(commit)): 그쪽 .gitattributes가 더 이상 \(josa(file, .eulReul)) 암호화하지 않는데, 이 일기장은 이 "
            + "컴퓨터에서 암호화되어 있습니다. 아무것도 병합하거나 보내지 않았습니다. 다른 컴퓨터에서 일부러 암호화를 껐다면 "
            + "여기서도 'diary encrypt off'를 실행하세요. 그렇지 않다면 누군가 git 호스트에서 파일을 바꾼 것입니다. "
            + "'diary sync --keep-encryption'은 나머지를 병합하고 이 컴퓨터의 .gitattributes를 다시 보냅니다"
    }
    public func remoteEncrypted(remote: String, unsent: Int) -> String {
        "\(remote): 그쪽 일기장이 이제 git-crypt로 암호화되어 있고, 여기서 한 변경 \(unsent)개가 아직 그쪽에 없습니다. "
            + "아무것도 병합하거나 보내지 않았습니다. 먼저 일기장의 키로 잠금을 푸세요(암호화한 컴퓨터에서 "
            + "'diary encrypt export-key FILE', 여기서 'diary encrypt unlock FILE'). 그런 다음 'diary sync'를 다시 실행하세요"
    }
    public func plainTextToSend(file: String, commit: String) -> String {
        "\(file): 아직 보내지 않은 커밋 \(commit)에 이 파일이 평문으로 들어 있는데, 이 일기장은 이 컴퓨터에서 암호화되어 "
            + "있습니다. 아무것도 보내지 않았습니다. 그 커밋을 기록에서 빼거나('git rebase -i'), 일부러 암호화를 끄려면 "
            + "'diary encrypt off'를 실행하세요"
    }
    public func syncEncryptedByRemote(remote: String) -> String {
        "\(josa(remote, .iGa)) 이 일기장을 git-crypt로 암호화했습니다. 키로 잠금을 풀 때까지 여기서는 일기가 암호문입니다"
            + "(암호화한 컴퓨터에서 'diary encrypt export-key FILE', 여기서 'diary encrypt unlock FILE')."
    }
    public func syncKeptEncryption(remote: String) -> String {
        "\(remote)의 .gitattributes가 더 이상 일기를 암호화하지 않았습니다. 암호화하는 이 컴퓨터의 것을 유지하고 다시 보냈습니다."
    }
    public func encryptOffDone(files: Int) -> String {
        "암호화를 껐습니다: 파일 \(files)개를 평문으로 다시 커밋했습니다. 이전 커밋은 암호화된 채로 남고, 그것을 읽을 키는 "
            + ".git/git-crypt/keys/default에 그대로 있습니다. 다른 컴퓨터마다 다음 동기화 전에 'diary encrypt off'를 실행하세요."
    }
    public func uncommittedChanges(command: String, files: [String]) -> String {
        let shown = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
        return "\(shown): git에 커밋되지 않은 변경이 있습니다. 먼저 동기화하거나 커밋한 뒤 \(josa("'\(command)'", .eulReul)) 다시 실행하세요"
    }
    public func encryptInitDone(files: Int, entries: Int, keyFile: String) -> String {
        "파일 \(files)개(일기 \(entries)편)를 git-crypt 방식으로 git 안에서 암호화했습니다. 키는 \(keyFile)입니다."
    }
    public func encryptEarlierCommits(_ count: Int) -> String {
        "이전 커밋 \(count)개에는 여전히 평문으로 남아 있습니다. 그 기록 없이 원격 저장소를 시작하는 방법은 'diary encrypt init --help'에 있습니다."
    }
    public var encryptKeepKey: String {
        "키 사본을 안전한 곳에 보관하세요('diary encrypt export-key FILE'). 키가 없으면 다른 컴퓨터에서는 누구도, 본인조차 일기장을 읽을 수 없습니다."
    }
    public func encryptKeyExported(file: String) -> String {
        "일기장의 키를 \(josa(file, .euroRo)) 내보냈습니다(본인만 읽을 수 있습니다). 일기장 사본은 "
            + "\(josa("'diary encrypt unlock \(file)'", .inaNa)) \(josa("'git-crypt unlock \(file)'", .euroRo)) 잠금을 푸세요."
    }
    public func encryptUnlocked(files: Int) -> String {
        "잠금을 풀었습니다: 작업 트리의 파일 \(files)개를 복호화했습니다."
    }
    public func encryptStatusState(on: Bool, unlocked: Bool) -> String {
        !on
            ? "암호화: 꺼짐(일기가 git에 평문으로 저장됩니다)"
            : unlocked
                ? "암호화: 켜짐, 잠금 풀림(git-crypt 방식, 작업 트리는 평문)"
                : "암호화: 켜짐, 잠김(여기에는 키가 설치되어 있지 않습니다)"
    }
    public func encryptStatusEncrypted(_ count: Int) -> String {
        "HEAD에서 암호화된 파일: \(count)개"
    }
    public func encryptStatusPlain(_ files: [String]) -> String {
        "암호화하지 않는 파일(.gitattributes 필터 밖): " + files.joined(separator: ", ")
    }
    public func encryptStatusNotEncryptedInHead(_ files: [String]) -> String {
        ".gitattributes가 암호화하는데도 HEAD에서 암호화되지 않은 파일('diary encrypt status --fix'를 실행하세요): " + files.joined(separator: ", ")
    }
    public func encryptStatusLockedFiles(_ count: Int) -> String {
        "작업 트리의 암호문 파일: \(count)개('diary encrypt unlock KEYFILE'을 실행하세요)"
    }
    public func encryptStatusFixed(_ count: Int) -> String {
        "파일 \(count)개를 암호화해 다시 커밋했습니다."
    }
}

// MARK: - Attachments (issue 14)

extension KoreanText {
    public func importAttachmentsAdded(_ count: Int, bytes: Int, dryRun: Bool) -> String {
        "첨부 파일 \(count)개(\(ByteCountText.short(bytes)))를 일기 옆, 달마다의 media 폴더에 \(dryRun ? "넣을 예정입니다" : "넣었습니다")."
    }
    public func importAttachmentMissing(file: String) -> String {
        "\(file) 파일이 내보낸 자료에 없어 링크를 그대로 두었습니다(미디어 파일을 포함해 다시 내보내세요)"
    }
    public func attachmentLarge(file: String, bytes: Int) -> String {
        "\(file) 파일은 \(ByteCountText.short(bytes))입니다. 일기장에 넣었지만 GitHub 같은 git 호스트는 50 MB부터 경고하고 "
            + "100 MB가 넘는 파일은 받지 않습니다. 그런 곳에 올린다면 큰 동영상은 따로 보관하세요"
    }
    public func importLinkNotFollowed(file: String) -> String {
        "\(josa(file, .eunNeun)) 심볼릭 링크입니다. diary는 가져오는 자료 밖으로 링크를 따라가지 않으므로 링크가 가리키는 것은 읽지 않았습니다"
            + "(가져오려면 그 파일 자체를 폴더에 복사하세요)"
    }
    public func exportAttachmentsNeedZip(_ count: Int) -> String {
        "첨부 파일 링크 \(count)개를 그대로 두었습니다. Journal.json에는 파일을 담을 수 없으니 함께 내보내려면 .zip으로 내보내세요(-o Export.zip)"
    }
    public func exportAttachmentMissing(_ link: String) -> String {
        "\(link): 일기장에 그런 파일이 없어 링크를 그대로 두고 zip에 넣지 않았습니다"
    }
    public func exportAttachmentNotDayOne(_ link: String) -> String {
        "\(link): Day One은 사진, 동영상, 오디오, PDF만 담으므로 이 파일은 zip에서 뺐습니다"
    }
    public var showAttachments: String { "첨부 파일:" }
    public func showAttachment(path: String, bytes: Int) -> String { "\(path) (크기 \(ByteCountText.short(bytes)))" }
    public func showAttachmentMissing(path: String) -> String { "\(path) (없음: 일기장에 그런 파일이 없습니다)" }
    public var attachAbstract: String { "파일(사진, 녹음, 어떤 파일이든)을 일기장에 복사하고 항목에 링크를 붙여 한 번에 커밋합니다." }
    public var attachDiscussion: String {
        """
        파일은 그 항목이 있는 달의 media 폴더에 내용의 SHA-256 이름으로 복사되고(2026/11/media/3a7b….jpeg), \
        항목 끝에 링크가 붙습니다. 사진은 ![cat.jpg](media/3a7b….jpeg), 다른 파일은 [notes.pdf](media/….pdf)이며 \
        Markdown 뷰어가 항목의 폴더에서 엽니다. 어떤 파일도 덮어쓰지 않으며, 같은 파일을 두 번 첨부해도 한 번만 저장됩니다. \
        50 MB 이상의 파일은 경고와 함께 첨부됩니다. GitHub 같은 git 호스트는 100 MB가 넘는 파일을 받지 않습니다.
        """
    }
    public var attachFileHelp: String { "첨부할 파일." }
    public func attached(file: String, entry: String, path: String, message: String, commit: String) -> String {
        "\(file) 파일을 \(entry)에 \(josa(path, .euroRo)) 첨부했습니다(\(message), \(commit))."
    }
    public func attachedAlready(file: String, entry: String, path: String) -> String {
        "\(josa(entry, .eunNeun)) \(josa(file, .gwaWa)) 같은 파일 \(josa(path, .eulReul)) 이미 링크하고 있어 할 일이 없습니다."
    }
    public func attachmentUnreadable(file: String, reason: String) -> String {
        "\(file): 첨부할 수 없습니다: \(reason). 있고 읽을 수 있는 파일을 지정하세요"
    }
    public func attachmentIsAFolder(file: String) -> String {
        "\(file): 파일이 아니라 폴더입니다. 안에 있는 파일을 하나씩 첨부하세요"
    }
    public func noEntryToAttachTo(_ day: String) -> String {
        "\(day): 첨부할 일기가 없습니다. 먼저 일기를 쓰거나('diary new', 'diary open') 일기를 경로로 지정하세요"
    }
    public func attachmentDamaged(file: String) -> String {
        "\(file): zip 안에서 손상되었습니다(체크섬이 맞지 않거나 데이터가 중간에 끝남). 아무것도 가져오지 않았습니다. "
            + "Day One에서 다시 내보내거나 zip을 풀어 그 폴더를 가져오세요"
    }
    public func attachmentExpandsTooMuch(file: String, compressed: Int, uncompressed: Int) -> String {
        "\(file): zip 안의 \(ByteCountText.short(compressed))가 \(ByteCountText.short(uncompressed))로 풀립니다. "
            + "사진, 동영상, 녹음, PDF는 이렇게까지 줄어들지 않습니다(zip 폭탄). 아무것도 가져오지 않았습니다. "
            + "믿을 수 있는 자료라면 zip을 풀어 그 폴더를 가져오세요"
    }
    public func attachmentLargerThanDeclared(file: String, declared: Int) -> String {
        "\(file): zip이 밝힌 크기 \(ByteCountText.short(declared))보다 많은 데이터가 들어 있습니다(손상되었거나 조작된 zip). "
            + "아무것도 가져오지 않았습니다. Day One에서 다시 내보내세요"
    }
}

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

extension KoreanText {
    public func exportWrote(entries: Int, file: String) -> String { "\(file)에 일기 \(entries)개를 썼습니다" }
}
