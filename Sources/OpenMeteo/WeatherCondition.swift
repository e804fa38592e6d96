import Localization

/// The WMO weather interpretation codes (WW) that Open-Meteo reports, as conditions; the raw value is the code.
public enum WeatherCondition: Int, Sendable, CaseIterable {
    /// 0: clear sky.
    case clearSky = 0
    /// 1: mainly clear.
    case mainlyClear = 1
    /// 2: partly cloudy.
    case partlyCloudy = 2
    /// 3: overcast.
    case overcast = 3
    /// 45: fog.
    case fog = 45
    /// 48: depositing rime fog.
    case rimeFog = 48
    /// 51: light drizzle.
    case lightDrizzle = 51
    /// 53: moderate drizzle.
    case moderateDrizzle = 53
    /// 55: dense drizzle.
    case denseDrizzle = 55
    /// 56: light freezing drizzle.
    case lightFreezingDrizzle = 56
    /// 57: dense freezing drizzle.
    case denseFreezingDrizzle = 57
    /// 61: slight rain.
    case slightRain = 61
    /// 63: moderate rain.
    case moderateRain = 63
    /// 65: heavy rain.
    case heavyRain = 65
    /// 66: light freezing rain.
    case lightFreezingRain = 66
    /// 67: heavy freezing rain.
    case heavyFreezingRain = 67
    /// 71: slight snow fall.
    case slightSnowfall = 71
    /// 73: moderate snow fall.
    case moderateSnowfall = 73
    /// 75: heavy snow fall.
    case heavySnowfall = 75
    /// 77: snow grains.
    case snowGrains = 77
    /// 80: slight rain showers.
    case slightRainShowers = 80
    /// 81: moderate rain showers.
    case moderateRainShowers = 81
    /// 82: violent rain showers.
    case violentRainShowers = 82
    /// 85: slight snow showers.
    case slightSnowShowers = 85
    /// 86: heavy snow showers.
    case heavySnowShowers = 86
    /// 95: thunderstorm, slight or moderate.
    case thunderstorm = 95
    /// 96: thunderstorm with slight hail.
    case thunderstormWithSlightHail = 96
    /// 99: thunderstorm with heavy hail.
    case thunderstormWithHeavyHail = 99

    /// The WMO code, e.g. 61.
    public var code: Int { rawValue }

    /// The condition in words, in the language of `text`.
    public func text(in text: any WeatherText) -> String {
        switch self {
        case .clearSky: text.weatherClearSky
        case .mainlyClear: text.weatherMainlyClear
        case .partlyCloudy: text.weatherPartlyCloudy
        case .overcast: text.weatherOvercast
        case .fog: text.weatherFog
        case .rimeFog: text.weatherRimeFog
        case .lightDrizzle: text.weatherLightDrizzle
        case .moderateDrizzle: text.weatherModerateDrizzle
        case .denseDrizzle: text.weatherDenseDrizzle
        case .lightFreezingDrizzle: text.weatherLightFreezingDrizzle
        case .denseFreezingDrizzle: text.weatherDenseFreezingDrizzle
        case .slightRain: text.weatherSlightRain
        case .moderateRain: text.weatherModerateRain
        case .heavyRain: text.weatherHeavyRain
        case .lightFreezingRain: text.weatherLightFreezingRain
        case .heavyFreezingRain: text.weatherHeavyFreezingRain
        case .slightSnowfall: text.weatherSlightSnowfall
        case .moderateSnowfall: text.weatherModerateSnowfall
        case .heavySnowfall: text.weatherHeavySnowfall
        case .snowGrains: text.weatherSnowGrains
        case .slightRainShowers: text.weatherSlightRainShowers
        case .moderateRainShowers: text.weatherModerateRainShowers
        case .violentRainShowers: text.weatherViolentRainShowers
        case .slightSnowShowers: text.weatherSlightSnowShowers
        case .heavySnowShowers: text.weatherHeavySnowShowers
        case .thunderstorm: text.weatherThunderstorm
        case .thunderstormWithSlightHail: text.weatherThunderstormWithSlightHail
        case .thunderstormWithHeavyHail: text.weatherThunderstormWithHeavyHail
        }
    }

    /// The condition of any code in words; a code outside the table says so and keeps its number.
    public static func text(forCode code: Int, in text: any WeatherText) -> String {
        WeatherCondition(rawValue: code)?.text(in: text) ?? text.weatherUnknown(code: code)
    }
}
