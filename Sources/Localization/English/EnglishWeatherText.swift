// MARK: - Location and weather

extension EnglishText {
    public var weatherClearSky: String { "Clear sky" }
    public var weatherMainlyClear: String { "Mainly clear" }
    public var weatherPartlyCloudy: String { "Partly cloudy" }
    public var weatherOvercast: String { "Overcast" }
    public var weatherFog: String { "Fog" }
    public var weatherRimeFog: String { "Rime fog" }
    public var weatherLightDrizzle: String { "Light drizzle" }
    public var weatherModerateDrizzle: String { "Moderate drizzle" }
    public var weatherDenseDrizzle: String { "Dense drizzle" }
    public var weatherLightFreezingDrizzle: String { "Light freezing drizzle" }
    public var weatherDenseFreezingDrizzle: String { "Dense freezing drizzle" }
    public var weatherSlightRain: String { "Light rain" }
    public var weatherModerateRain: String { "Moderate rain" }
    public var weatherHeavyRain: String { "Heavy rain" }
    public var weatherLightFreezingRain: String { "Light freezing rain" }
    public var weatherHeavyFreezingRain: String { "Heavy freezing rain" }
    public var weatherSlightSnowfall: String { "Light snow" }
    public var weatherModerateSnowfall: String { "Moderate snow" }
    public var weatherHeavySnowfall: String { "Heavy snow" }
    public var weatherSnowGrains: String { "Snow grains" }
    public var weatherSlightRainShowers: String { "Light rain showers" }
    public var weatherModerateRainShowers: String { "Moderate rain showers" }
    public var weatherViolentRainShowers: String { "Violent rain showers" }
    public var weatherSlightSnowShowers: String { "Light snow showers" }
    public var weatherHeavySnowShowers: String { "Heavy snow showers" }
    public var weatherThunderstorm: String { "Thunderstorm" }
    public var weatherThunderstormWithSlightHail: String { "Thunderstorm with light hail" }
    public var weatherThunderstormWithHeavyHail: String { "Thunderstorm with heavy hail" }
    public func weatherUnknown(code: Int) -> String { "Unknown weather (code \(code))" }

    public var lookupUnreachable: String { "Open-Meteo could not be reached; offline?" }
    public var lookupTimedOut: String { "Open-Meteo did not answer in time" }
    public func lookupHTTPStatus(_ status: Int) -> String { "Open-Meteo answered with HTTP status \(status)" }
    public var lookupMalformedAnswer: String { "Open-Meteo's answer could not be read" }
    public var lookupPlaceNotFound: String { "Open-Meteo knows no place by that name" }
    public func lookupInvalidAddress(_ address: String) -> String { "“\(address)” is not an http(s) address" }
    public var lookupNoHTTPSupport: String { "libcurl, needed for network requests, could not be loaded" }

    public func placeNotLookedUp(_ place: String, reason: String, weatherToo: Bool) -> String {
        "Could not look up “\(place)” (\(reason)); the entry is saved without coordinates\(weatherToo ? " or weather" : "")."
    }

    public func weatherNotFetched(reason: String) -> String {
        "Could not fetch the weather (\(reason)); the entry is saved without it."
    }

    public var offlineNotice: String {
        "Offline: saved without looking up the place or weather. To stop trying: 'diary config set offline true' "
            + "(or DIARY_OFFLINE=1). This note shows once a day."
    }

    public func placeNotKept(_ place: String, file: String) -> String {
        "Could not write the coordinates of “\(place)” into \(file); it will be looked up again next time."
    }
}
