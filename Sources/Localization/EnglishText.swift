/// diary's interface in English.
public struct EnglishText: InterfaceText {
    public init() {}
}

// MARK: - Core commands

extension EnglishText {
    public var untitled: String { "(untitled)" }
}

// MARK: - Looking back: filters, day words, tags, on-this-day, calendar, stats

extension EnglishText {
    // Filters and day words
    public func notADay(option: String, text: String, examples: String) -> String {
        "\(option) '\(text)' is not a day or range of days; use e.g. \(examples)"
    }
    public func fromAfterTo(from: String, to: String) -> String { "--from \(from) is after --to \(to); swap them" }
    public func notAYear(option: String, text: String) -> String { "\(option) '\(text)' is not a year; use e.g. \(option) 2026" }
    public func notAMonth(option: String, text: String) -> String { "\(option) '\(text)' is not a month; use YYYY-MM, e.g. \(option) 2026-11" }
    public func notACount(option: String) -> String { "\(option) takes a count of 0 or more, e.g. \(option) 20" }
}

// MARK: - Search

extension EnglishText {
}

// MARK: - Settings, templates, meta

extension EnglishText {
}

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
}
