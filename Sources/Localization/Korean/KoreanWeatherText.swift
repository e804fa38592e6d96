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
