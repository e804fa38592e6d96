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
    public var importNoText: String { "본문도 제목도 없습니다(빈 일기는 저장하지 않습니다)" }
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
    public var migrateEmptyEntry: String { "일기에 본문도 제목도 없습니다. 빈 일기는 저장하지 않습니다" }
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

    public func syncSummary(remote: String, parts: [SyncSummaryPart]) -> String {
        func commits(_ count: Int?) -> String { count.map { "(커밋 \($0)개)" } ?? "" }
        let told = parts.map { part in
            switch part {
            case .outsideEdits(let count): "diary 밖에서 고친 파일 \(count)개 커밋"
            case .received(let count, let commitCount): "받은 일기 \(count)편\(commits(commitCount))"
            case .sent(let count, let commitCount): "보낸 일기 \(count)편\(commits(commitCount))"
            case .merged(let count): "병합한 일기 \(count)편"
            case .renamed(let names): "이름 바꿈 \(names.count)개(\(names.joined(separator: ", ")))"
            case .attention(let names): "확인 필요 \(names.count)개(\(names.joined(separator: ", ")); 'diary status' 참고)"
            }
        }
        guard !told.isEmpty else { return josa(remote, .gwaWa) + " 동기화했습니다: 양쪽 모두 새로운 것이 없습니다." }
        return josa(remote, .gwaWa) + " 동기화했습니다: " + told.joined(separator: ", ") + "."
    }
    public func syncTookIn(from: String, to: String) -> String {
        "\(from) → \(to): 다른 앱이 쓴 노트를 일기로 받아들였습니다."
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

extension KoreanText {
    public func exportWrote(entries: Int, file: String) -> String { "\(file)에 일기 \(entries)개를 썼습니다" }
}
