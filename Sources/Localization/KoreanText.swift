/// diary's interface in Korean.
public struct KoreanText: InterfaceText {
    public init() {}
}

// MARK: - Core commands

extension KoreanText {
    public var untitled: String { "(제목 없음)" }
}

// MARK: - Looking back: filters, day words, tags, on-this-day, calendar, stats

extension KoreanText {
}

// MARK: - Search

extension KoreanText {
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
        "'\(key)'가 두 번 설정되어 있습니다 (처음은 \(firstLine)번째 줄)"
    }

    public func settingsBadValue(file: String, line: Int, key: String, requirement: String, example: String) -> String {
        "\(file) \(line)번째 줄: '\(key)'의 값은 \(requirement)여야 합니다. 예: \(example)"
    }

    public func settingsBadArgument(key: String, value: String, requirement: String, example: String) -> String {
        "'\(value)'는 \(key)의 값이 될 수 없습니다: \(requirement)여야 합니다. 예: \(example)"
    }

    public func settingsUnknownKeyArgument(key: String, known: [String]) -> String {
        "'\(key)'는 diary가 아는 설정이 아닙니다; 설정 목록: \(known.joined(separator: ", "))"
    }

    public func settingsUnknownKeyWarning(file: String, line: Int, key: String, known: [String]) -> String {
        "\(file) \(line)번째 줄: 알 수 없는 설정 '\(key)'는 무시합니다 (설정 목록: \(known.joined(separator: ", ")))"
    }

    public func settingNotSet(key: String) -> String {
        "\(key)는 설정되어 있지 않습니다; 'diary config set \(key) 값'으로 설정하세요"
    }

    public func settingsUneditable(file: String, line: Int, key: String) -> String {
        "\(file) \(line)번째 줄: 다른 설정을 건드리지 않고는 \(key)를 바꿀 수 없습니다; 파일을 직접 고쳐 주세요 (한 줄에 'key: value' 하나)"
    }

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

    public func configOriginVault(file: String) -> String { "\(file) (보관함)" }

    public func settingAlready(key: String, value: String, file: String) -> String {
        "\(file)의 \(key)는 이미 \(value)입니다; 바뀐 것이 없습니다."
    }

    public func settingNotInFile(key: String, file: String) -> String {
        "\(file)에 \(key) 설정이 없습니다; 바뀐 것이 없습니다."
    }

    public func settingWritten(key: String, value: String, file: String, commit: String?) -> String {
        "\(file)에 \(key)를 \(value)(으)로 설정했습니다\(commit.map { " (\($0))" } ?? "")."
    }

    public func settingRemoved(key: String, file: String, commit: String?) -> String {
        "\(file)에서 \(key)를 지웠습니다\(commit.map { " (\($0))" } ?? "")."
    }

    public func settingShadowed(key: String, by file: String, suggestVaultLevel: Bool) -> String {
        "\(file)에도 \(key)가 있고, 그 값이 적용됩니다"
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

    public var newEntryOptionsDiscussion: String {
        """
        --location, --weather, --tag, --no-weather, --star는 새 항목의 머리말에 들어갑니다:
          diary new --location "부산" --weather "비, 12°C" --tag 여행 "기차로 도착."
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

    public func conflictingOptions(_ first: String, _ second: String) -> String {
        "\(first)와 \(second)는 함께 쓸 수 없습니다; 하나만 고르세요"
    }

    public func emptyOptionValue(_ option: String, example: String) -> String {
        "\(option)에는 값이 필요합니다. 예: \(example)"
    }

    public func openExistingWithOptions(file: String, name: String) -> String {
        "\(file)는 이미 있고, --location, --weather, --tag, --no-weather, --star는 새 항목에만 쓰입니다; "
            + "이 항목의 값은 'diary meta \(name)'로 바꾸세요 (예: --tag +여행, --star)"
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

    public var metaDayHelp: String { "today, yesterday, YYYY-MM-DD 또는 항목의 경로." }
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
        "\(file)의 \(fields.joined(separator: ", "))을(를) 바꿨습니다 (\(message), \(commit))."
    }

    public func metaChangedMeanwhile(file: String) -> String {
        "diary가 바꾸는 동안 \(file)이(가) 디스크에서 바뀌었습니다; 아무것도 쓰지 않았으니 명령을 다시 실행하세요"
    }

    public func metaNotReadBack(file: String) -> String {
        "\(file): 바꾼 머리말을 다시 읽으면 의도와 달라서 아무것도 쓰지 않았습니다; 'diary open'으로 직접 고쳐 주세요"
    }
}

// MARK: - Location and weather

extension KoreanText {
}
