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
