import Localization

/// The weather now at some coordinates, as the forecast API reports it.
public struct CurrentWeather: Sendable, Equatable {
    /// Air temperature 2 m above ground, in degrees Celsius.
    public var temperature: Double
    /// The WMO weather interpretation code, e.g. 61 for slight rain.
    public var code: Int

    /// Creates a report from its parts.
    public init(temperature: Double, code: Int) {
        self.temperature = temperature
        self.code = code
    }

    /// The condition `code` stands for; nil for a code outside the table.
    public var condition: WeatherCondition? { WeatherCondition(rawValue: code) }

    /// The condition in words, in the language of `text` ("Unknown weather (code 42)" for an unknown code).
    public func conditionText(in text: any WeatherText) -> String {
        WeatherCondition.text(forCode: code, in: text)
    }
}

/// The three fields of an entry's `weather` map: condition in words, temperature (°C) and WMO code.
public struct WeatherReport: Sendable, Equatable {
    /// The condition in the interface language, e.g. "Light rain".
    public var condition: String
    /// Degrees Celsius.
    public var temperature: Double
    /// The WMO weather interpretation code.
    public var code: Int

    /// Creates a report from its parts.
    public init(condition: String, temperature: Double, code: Int) {
        self.condition = condition
        self.temperature = temperature
        self.code = code
    }
}
